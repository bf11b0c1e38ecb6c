/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sync</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Out-of-band rendezvous between programs (like the TCP exchange of ibv_rc_pingpong): every program with a Sync of the same barrier waits for the others.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.Sync#getBarrier <em>Barrier</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getSync()
 * @model
 * @generated
 */
public interface Sync extends Step {
	/**
	 * Returns the value of the '<em><b>Barrier</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Programs meet at Sync steps with the same barrier name.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Barrier</em>' attribute.
	 * @see #setBarrier(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getSync_Barrier()
	 * @model
	 * @generated
	 */
	String getBarrier();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Sync#getBarrier <em>Barrier</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Barrier</em>' attribute.
	 * @see #getBarrier()
	 * @generated
	 */
	void setBarrier(String value);

} // Sync
