/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Verb Step</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A step that calls a verb.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.VerbStep#getExpectedResult <em>Expected Result</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getVerbStep()
 * @model abstract="true"
 * @generated
 */
public interface VerbStep extends Step {
	/**
	 * Returns the value of the '<em><b>Expected Result</b></em>' attribute.
	 * The default value is <code>"OK"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.Errno}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What the verb is expected to return; a scenario can teach a failing call.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Result</em>' attribute.
	 * @see rdma.workbench.model.scenario.Errno
	 * @see #setExpectedResult(Errno)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getVerbStep_ExpectedResult()
	 * @model default="OK"
	 * @generated
	 */
	Errno getExpectedResult();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.VerbStep#getExpectedResult <em>Expected Result</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Result</em>' attribute.
	 * @see rdma.workbench.model.scenario.Errno
	 * @see #getExpectedResult()
	 * @generated
	 */
	void setExpectedResult(Errno value);

} // VerbStep
