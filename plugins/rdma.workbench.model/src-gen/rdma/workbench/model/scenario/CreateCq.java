/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Create Cq</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_create_cq.
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
	 * Minimum number of entries.
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
