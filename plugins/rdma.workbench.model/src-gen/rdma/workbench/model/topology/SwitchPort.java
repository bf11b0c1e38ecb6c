/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Switch Port</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A port of a switch.
 * <!-- end-model-doc -->
 *
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getSwitchPort()
 * @model
 * @generated
 */
public interface SwitchPort extends Endpoint {
} // SwitchPort
