/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Endpoint</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Something a link plugs into: a NIC port or a switch port.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Endpoint#getMac <em>Mac</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getEndpoint()
 * @model abstract="true"
 * @generated
 */
public interface Endpoint extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Mac</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * MAC address, e.g. 02:00:00:00:00:01.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mac</em>' attribute.
	 * @see #setMac(String)
	 * @see rdma.workbench.model.topology.TopologyPackage#getEndpoint_Mac()
	 * @model
	 * @generated
	 */
	String getMac();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Endpoint#getMac <em>Mac</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mac</em>' attribute.
	 * @see #getMac()
	 * @generated
	 */
	void setMac(String value);

} // Endpoint
