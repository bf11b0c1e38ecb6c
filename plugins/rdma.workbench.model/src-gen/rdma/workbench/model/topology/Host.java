/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A server with RDMA NICs.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Host#getMemorySize <em>Memory Size</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Host#getRnics <em>Rnics</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Host#getNamespaces <em>Namespaces</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Host#getCgroups <em>Cgroups</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getHost()
 * @model
 * @generated
 */
public interface Host extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Memory Size</b></em>' attribute.
	 * The default value is <code>"1073741824"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes of host memory that memory regions are registered over.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Memory Size</em>' attribute.
	 * @see #setMemorySize(long)
	 * @see rdma.workbench.model.topology.TopologyPackage#getHost_MemorySize()
	 * @model default="1073741824"
	 * @generated
	 */
	long getMemorySize();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Host#getMemorySize <em>Memory Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Memory Size</em>' attribute.
	 * @see #getMemorySize()
	 * @generated
	 */
	void setMemorySize(long value);

	/**
	 * Returns the value of the '<em><b>Rnics</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.Rnic}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Rnics</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getHost_Rnics()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Rnic> getRnics();

	/**
	 * Returns the value of the '<em><b>Namespaces</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.NetworkNamespace}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Network namespaces (containers) on this host, besides the initial one.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Namespaces</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getHost_Namespaces()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<NetworkNamespace> getNamespaces();

	/**
	 * Returns the value of the '<em><b>Cgroups</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.RdmaCgroup}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RDMA cgroups limiting the verbs objects the programs in them may create.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cgroups</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getHost_Cgroups()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<RdmaCgroup> getCgroups();

} // Host
