/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Network Namespace</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A Linux network namespace (a container's network stack).
 * <!-- end-model-doc -->
 *
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getNetworkNamespace()
 * @model
 * @generated
 */
public interface NetworkNamespace extends NamedElement {
} // NetworkNamespace
