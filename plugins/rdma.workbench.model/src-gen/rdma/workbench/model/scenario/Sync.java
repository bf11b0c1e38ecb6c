/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sync</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An out-of-band meeting between programs, like the TCP exchange of QP numbers, PSNs and rkeys in ibv_rc_pingpong: every program with a Sync step of the same barrier waits until all have arrived, then goes on after the delay. Use it, for example, so that a receive is posted before the peer sends.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.Sync#getBarrier <em>Barrier</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Sync#getDelay <em>Delay</em>}</li>
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
	 * The meeting's name: programs meet at Sync steps with the same barrier. Every other program must reach one, or the run never goes on.
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

	/**
	 * Returns the value of the '<em><b>Delay</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Nanoseconds the out-of-band exchange takes (the TCP round trip of ibv_rc_pingpong): the program goes on that long after the last one arrived.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delay</em>' attribute.
	 * @see #setDelay(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getSync_Delay()
	 * @model default="0"
	 * @generated
	 */
	long getDelay();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Sync#getDelay <em>Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delay</em>' attribute.
	 * @see #getDelay()
	 * @generated
	 */
	void setDelay(long value);

} // Sync
