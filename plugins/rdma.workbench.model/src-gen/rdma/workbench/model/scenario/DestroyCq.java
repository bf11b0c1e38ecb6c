/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Destroy Cq</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_destroy_cq: frees a completion queue. Fails with EBUSY while a QP uses it as send or receive CQ, and with EINVAL for a CQ already destroyed.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.DestroyCq#getCq <em>Cq</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroyCq()
 * @model
 * @generated
 */
public interface DestroyCq extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The completion queue to free.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cq</em>' reference.
	 * @see #setCq(CreateCq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getDestroyCq_Cq()
	 * @model required="true"
	 * @generated
	 */
	CreateCq getCq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.DestroyCq#getCq <em>Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cq</em>' reference.
	 * @see #getCq()
	 * @generated
	 */
	void setCq(CreateCq value);

} // DestroyCq
