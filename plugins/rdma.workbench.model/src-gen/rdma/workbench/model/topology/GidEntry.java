/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Gid Entry</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One entry of a port's GID table.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.GidEntry#getIndex <em>Index</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.GidEntry#getAddress <em>Address</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.GidEntry#getType <em>Type</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.GidEntry#getNetdev <em>Netdev</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.GidEntry#getNamespace <em>Namespace</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getGidEntry()
 * @model
 * @generated
 */
public interface GidEntry extends EObject {
	/**
	 * Returns the value of the '<em><b>Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The GID's index in the port's table: what sgid_index names in ibv_modify_qp and ibv_create_ah. One GID per index.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Index</em>' attribute.
	 * @see #setIndex(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getGidEntry_Index()
	 * @model
	 * @generated
	 */
	int getIndex();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.GidEntry#getIndex <em>Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Index</em>' attribute.
	 * @see #getIndex()
	 * @generated
	 */
	void setIndex(int value);

	/**
	 * Returns the value of the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The GID in IPv6 notation; an IPv4 address appears as ::ffff:a.b.c.d.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Address</em>' attribute.
	 * @see #setAddress(String)
	 * @see rdma.workbench.model.topology.TopologyPackage#getGidEntry_Address()
	 * @model
	 * @generated
	 */
	String getAddress();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.GidEntry#getAddress <em>Address</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Address</em>' attribute.
	 * @see #getAddress()
	 * @generated
	 */
	void setAddress(String value);

	/**
	 * Returns the value of the '<em><b>Type</b></em>' attribute.
	 * The default value is <code>"RoCE v2"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.topology.GidType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The RoCE version of the GID (ibv_query_gid_type). ERDMA in RoCEv2 mode has RoCE v2 GIDs only; the engine sends RoCEv2 (UDP/IP) frames whatever the type. The types:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Type</em>' attribute.
	 * @see rdma.workbench.model.topology.GidType
	 * @see #setType(GidType)
	 * @see rdma.workbench.model.topology.TopologyPackage#getGidEntry_Type()
	 * @model default="RoCE v2"
	 * @generated
	 */
	GidType getType();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.GidEntry#getType <em>Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Type</em>' attribute.
	 * @see rdma.workbench.model.topology.GidType
	 * @see #getType()
	 * @generated
	 */
	void setType(GidType value);

	/**
	 * Returns the value of the '<em><b>Netdev</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The netdev the GID was derived from.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Netdev</em>' attribute.
	 * @see #setNetdev(String)
	 * @see rdma.workbench.model.topology.TopologyPackage#getGidEntry_Netdev()
	 * @model
	 * @generated
	 */
	String getNetdev();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.GidEntry#getNetdev <em>Netdev</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Netdev</em>' attribute.
	 * @see #getNetdev()
	 * @generated
	 */
	void setNetdev(String value);

	/**
	 * Returns the value of the '<em><b>Namespace</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The namespace of that netdev; empty means the initial namespace.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Namespace</em>' reference.
	 * @see #setNamespace(NetworkNamespace)
	 * @see rdma.workbench.model.topology.TopologyPackage#getGidEntry_Namespace()
	 * @model
	 * @generated
	 */
	NetworkNamespace getNamespace();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.GidEntry#getNamespace <em>Namespace</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Namespace</em>' reference.
	 * @see #getNamespace()
	 * @generated
	 */
	void setNamespace(NetworkNamespace value);

} // GidEntry
