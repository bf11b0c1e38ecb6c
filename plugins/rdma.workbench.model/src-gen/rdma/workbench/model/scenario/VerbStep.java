/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Verb Step</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A step that calls one libibverbs verb and compares what the verb returns (0 or an errno) with the expected result.
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
	 * What the verb is expected to return: OK (0) or an errno. A scenario can teach a failing call by expecting its errno; a different result fails the run, and a create verb that fails leaves no object for later steps. The results:
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
