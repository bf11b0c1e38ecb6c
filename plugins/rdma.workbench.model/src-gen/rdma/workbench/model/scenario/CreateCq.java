/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Create Cq</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_create_cq: creates a completion queue, where work completions of send and receive queues wait for ibv_poll_cq. A CQ holds cqe completions; when a completion arrives at a full CQ it is lost, the CQ raises IBV_EVENT_CQ_ERR and its QPs go to ERR. Fails with EINVAL when cqe is outside 1..max_cqe, ENOMEM when the device has no CQ left.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.CreateCq#getCqe <em>Cqe</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateCq()
 * @model
 * @generated
 */
public interface CreateCq extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Cqe</b></em>' attribute.
	 * The default value is <code>"16"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Minimum number of completions the CQ holds (ibv_create_cq's cqe), 1 up to the device's max_cqe (EINVAL outside). When completions arrive faster than the program polls and the CQ is full, one is lost: IBV_EVENT_CQ_ERR, and the QPs of the CQ go to ERR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cqe</em>' attribute.
	 * @see #setCqe(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateCq_Cqe()
	 * @model default="16"
	 * @generated
	 */
	int getCqe();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateCq#getCqe <em>Cqe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cqe</em>' attribute.
	 * @see #getCqe()
	 * @generated
	 */
	void setCqe(int value);

} // CreateCq
