/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Dereg Mr</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_dereg_mr: unregisters a memory region; its lkey and rkey are invalid from then on, so a peer that still uses the rkey gets REM_ACCESS_ERR. Fails with EINVAL for a region already unregistered.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.DeregMr#getMr <em>Mr</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getDeregMr()
 * @model
 * @generated
 */
public interface DeregMr extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The memory region to unregister.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mr</em>' reference.
	 * @see #setMr(RegMr)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getDeregMr_Mr()
	 * @model required="true"
	 * @generated
	 */
	RegMr getMr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.DeregMr#getMr <em>Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mr</em>' reference.
	 * @see #getMr()
	 * @generated
	 */
	void setMr(RegMr value);

} // DeregMr
