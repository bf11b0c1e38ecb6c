/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Rnic</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An RDMA NIC: an ibv_device with its ports and capabilities.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Rnic#getPorts <em>Ports</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Rnic#getCapabilities <em>Capabilities</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getRnic()
 * @model abstract="true"
 * @generated
 */
public interface Rnic extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Ports</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.Port}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ports</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getRnic_Ports()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Port> getPorts();

	/**
	 * Returns the value of the '<em><b>Capabilities</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What ibv_query_device reports.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Capabilities</em>' containment reference.
	 * @see #setCapabilities(DeviceCapabilities)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRnic_Capabilities()
	 * @model containment="true"
	 * @generated
	 */
	DeviceCapabilities getCapabilities();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Rnic#getCapabilities <em>Capabilities</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Capabilities</em>' containment reference.
	 * @see #getCapabilities()
	 * @generated
	 */
	void setCapabilities(DeviceCapabilities value);

} // Rnic
