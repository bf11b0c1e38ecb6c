/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Roce Nic</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A generic RoCEv2 NIC (ConnectX-like).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getModel <em>Model</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic()
 * @model
 * @generated
 */
public interface RoceNic extends Rnic {
	/**
	 * Returns the value of the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vendor and model, for the reader, e.g. ConnectX-4 Lx.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Model</em>' attribute.
	 * @see #setModel(String)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_Model()
	 * @model
	 * @generated
	 */
	String getModel();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getModel <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Model</em>' attribute.
	 * @see #getModel()
	 * @generated
	 */
	void setModel(String value);

} // RoceNic
