/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Destroy Srq</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_destroy_srq: frees a shared receive queue. Fails with EBUSY while a QP takes its receives from it, and with EINVAL for an SRQ already destroyed.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.DestroySrq#getSrq <em>Srq</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroySrq()
 * @model
 * @generated
 */
public interface DestroySrq extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Srq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The shared receive queue to free.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Srq</em>' reference.
	 * @see #setSrq(CreateSrq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroySrq_Srq()
	 * @model required="true"
	 * @generated
	 */
	CreateSrq getSrq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.DestroySrq#getSrq <em>Srq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Srq</em>' reference.
	 * @see #getSrq()
	 * @generated
	 */
	void setSrq(CreateSrq value);

} // DestroySrq
