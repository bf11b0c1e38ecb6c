/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Destroy Ah</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_destroy_ah: frees an address handle. Fails with EINVAL for one already destroyed.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.DestroyAh#getAh <em>Ah</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroyAh()
 * @model
 * @generated
 */
public interface DestroyAh extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Ah</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The address handle to free.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ah</em>' reference.
	 * @see #setAh(CreateAh)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroyAh_Ah()
	 * @model required="true"
	 * @generated
	 */
	CreateAh getAh();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.DestroyAh#getAh <em>Ah</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ah</em>' reference.
	 * @see #getAh()
	 * @generated
	 */
	void setAh(CreateAh value);

} // DestroyAh
