/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Port</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A NIC port and its netdev.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Port#getPortNumber <em>Port Number</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Port#getMtu <em>Mtu</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Port#getNetdev <em>Netdev</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Port#getNamespace <em>Namespace</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Port#getGids <em>Gids</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getPort()
 * @model
 * @generated
 */
public interface Port extends Endpoint {
	/**
	 * Returns the value of the '<em><b>Port Number</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibv port number, starting at 1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Port Number</em>' attribute.
	 * @see #setPortNumber(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getPort_PortNumber()
	 * @model default="1"
	 * @generated
	 */
	int getPortNumber();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Port#getPortNumber <em>Port Number</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Port Number</em>' attribute.
	 * @see #getPortNumber()
	 * @generated
	 */
	void setPortNumber(int value);

	/**
	 * Returns the value of the '<em><b>Mtu</b></em>' attribute.
	 * The default value is <code>"1500"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The netdev MTU in bytes; the RoCE path MTU is the largest of 256..4096 that fits in it with the RoCEv2 headers.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mtu</em>' attribute.
	 * @see #setMtu(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getPort_Mtu()
	 * @model default="1500"
	 * @generated
	 */
	int getMtu();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Port#getMtu <em>Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mtu</em>' attribute.
	 * @see #getMtu()
	 * @generated
	 */
	void setMtu(int value);

	/**
	 * Returns the value of the '<em><b>Netdev</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Name of the netdev, e.g. eth0.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Netdev</em>' attribute.
	 * @see #setNetdev(String)
	 * @see rdma.workbench.model.topology.TopologyPackage#getPort_Netdev()
	 * @model
	 * @generated
	 */
	String getNetdev();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Port#getNetdev <em>Netdev</em>}' attribute.
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
	 * The namespace the netdev lives in; empty means the initial namespace.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Namespace</em>' reference.
	 * @see #setNamespace(NetworkNamespace)
	 * @see rdma.workbench.model.topology.TopologyPackage#getPort_Namespace()
	 * @model
	 * @generated
	 */
	NetworkNamespace getNamespace();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Port#getNamespace <em>Namespace</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Namespace</em>' reference.
	 * @see #getNamespace()
	 * @generated
	 */
	void setNamespace(NetworkNamespace value);

	/**
	 * Returns the value of the '<em><b>Gids</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.GidEntry}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Gids</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getPort_Gids()
	 * @model containment="true" keys="index"
	 * @generated
	 */
	EList<GidEntry> getGids();

} // Port
