/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Destroy Qp</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_destroy_qp: frees a queue pair; its outstanding work requests are discarded without completions and packets for its number are dropped (NO_SUCH_QP). Fails with EINVAL for a QP already destroyed.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.DestroyQp#getQp <em>Qp</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroyQp()
 * @model
 * @generated
 */
public interface DestroyQp extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The queue pair to free.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp</em>' reference.
	 * @see #setQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroyQp_Qp()
	 * @model required="true"
	 * @generated
	 */
	CreateQp getQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.DestroyQp#getQp <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp</em>' reference.
	 * @see #getQp()
	 * @generated
	 */
	void setQp(CreateQp value);

} // DestroyQp
