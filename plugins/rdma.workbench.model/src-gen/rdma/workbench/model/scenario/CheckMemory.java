/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Check Memory</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Compares bytes of a memory region, at an offset, with the expected data when the step runs: this is how a scenario shows that a WRITE, a RECV or an atomic changed memory (or, after an error, did not). A difference fails the run.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.CheckMemory#getMr <em>Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CheckMemory#getOffset <em>Offset</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CheckMemory#getExpectedData <em>Expected Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CheckMemory#getDataFormat <em>Data Format</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getCheckMemory()
 * @model
 * @generated
 */
public interface CheckMemory extends Step {
	/**
	 * Returns the value of the '<em><b>Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The memory region whose bytes are checked.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mr</em>' reference.
	 * @see #setMr(RegMr)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCheckMemory_Mr()
	 * @model required="true"
	 * @generated
	 */
	RegMr getMr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CheckMemory#getMr <em>Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mr</em>' reference.
	 * @see #getMr()
	 * @generated
	 */
	void setMr(RegMr value);

	/**
	 * Returns the value of the '<em><b>Offset</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the checked bytes start, in bytes from the start of the region.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Offset</em>' attribute.
	 * @see #setOffset(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCheckMemory_Offset()
	 * @model default="0"
	 * @generated
	 */
	int getOffset();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CheckMemory#getOffset <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Offset</em>' attribute.
	 * @see #getOffset()
	 * @generated
	 */
	void setOffset(int value);

	/**
	 * Returns the value of the '<em><b>Expected Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The bytes expected at the offset, as text or hex digits (see Data Format). They must lie inside the region.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Data</em>' attribute.
	 * @see #setExpectedData(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCheckMemory_ExpectedData()
	 * @model
	 * @generated
	 */
	String getExpectedData();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CheckMemory#getExpectedData <em>Expected Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Data</em>' attribute.
	 * @see #getExpectedData()
	 * @generated
	 */
	void setExpectedData(String value);

	/**
	 * Returns the value of the '<em><b>Data Format</b></em>' attribute.
	 * The default value is <code>"TEXT"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.DataFormat}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How Expected Data is written:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Data Format</em>' attribute.
	 * @see rdma.workbench.model.scenario.DataFormat
	 * @see #setDataFormat(DataFormat)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCheckMemory_DataFormat()
	 * @model default="TEXT"
	 * @generated
	 */
	DataFormat getDataFormat();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CheckMemory#getDataFormat <em>Data Format</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Data Format</em>' attribute.
	 * @see rdma.workbench.model.scenario.DataFormat
	 * @see #getDataFormat()
	 * @generated
	 */
	void setDataFormat(DataFormat value);

} // CheckMemory
