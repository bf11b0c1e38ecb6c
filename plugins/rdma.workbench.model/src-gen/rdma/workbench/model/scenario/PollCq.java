/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Poll Cq</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_poll_cq: takes completions from a CQ until the expected ones have arrived or the timeout has passed (simulated time), and compares each with its expectation in order. A completion that differs, or one that does not come in time, fails the run.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.PollCq#getCq <em>Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PollCq#getExpected <em>Expected</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PollCq#getTimeout <em>Timeout</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getPollCq()
 * @model
 * @generated
 */
public interface PollCq extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The completion queue to poll.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cq</em>' reference.
	 * @see #setCq(CreateCq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPollCq_Cq()
	 * @model required="true"
	 * @generated
	 */
	CreateCq getCq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PollCq#getCq <em>Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cq</em>' reference.
	 * @see #getCq()
	 * @generated
	 */
	void setCq(CreateCq value);

	/**
	 * Returns the value of the '<em><b>Expected</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.ExpectedCompletion}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Expected</em>' containment reference list.
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPollCq_Expected()
	 * @model containment="true"
	 * @generated
	 */
	EList<ExpectedCompletion> getExpected();

	/**
	 * Returns the value of the '<em><b>Timeout</b></em>' attribute.
	 * The default value is <code>"10000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated nanoseconds to wait for the expected completions. When they have not all arrived by then, the step fails (NOT REACHED for the missing ones).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timeout</em>' attribute.
	 * @see #setTimeout(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPollCq_Timeout()
	 * @model default="10000000"
	 * @generated
	 */
	long getTimeout();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PollCq#getTimeout <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout</em>' attribute.
	 * @see #getTimeout()
	 * @generated
	 */
	void setTimeout(long value);

} // PollCq
