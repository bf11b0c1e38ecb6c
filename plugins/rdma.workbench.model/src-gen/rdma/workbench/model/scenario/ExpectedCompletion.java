/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Expected Completion</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A work completion (struct ibv_wc) the scenario expects from ibv_poll_cq: status, opcode, byte_len, wr_id, immediate data, source QP. A field left unset is not compared.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.ExpectedCompletion#getWrId <em>Wr Id</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ExpectedCompletion#getStatus <em>Status</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ExpectedCompletion#getOpcode <em>Opcode</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ExpectedCompletion#getByteLen <em>Byte Len</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ExpectedCompletion#getImmData <em>Imm Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ExpectedCompletion#getSrcQp <em>Src Qp</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion()
 * @model
 * @generated
 */
public interface ExpectedCompletion extends EObject {
	/**
	 * Returns the value of the '<em><b>Wr Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * wr_id: the work request the completion belongs to. Unset is not compared.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wr Id</em>' attribute.
	 * @see #isSetWrId()
	 * @see #unsetWrId()
	 * @see #setWrId(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion_WrId()
	 * @model unsettable="true"
	 * @generated
	 */
	long getWrId();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getWrId <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wr Id</em>' attribute.
	 * @see #isSetWrId()
	 * @see #unsetWrId()
	 * @see #getWrId()
	 * @generated
	 */
	void setWrId(long value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getWrId <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetWrId()
	 * @see #getWrId()
	 * @see #setWrId(long)
	 * @generated
	 */
	void unsetWrId();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getWrId <em>Wr Id</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Wr Id</em>' attribute is set.
	 * @see #unsetWrId()
	 * @see #getWrId()
	 * @see #setWrId(long)
	 * @generated
	 */
	boolean isSetWrId();

	/**
	 * Returns the value of the '<em><b>Status</b></em>' attribute.
	 * The default value is <code>"SUCCESS"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.WcStatus}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The expected status (ibv_wc_status). After an error the QP is in ERR and every outstanding work request completes with WR_FLUSH_ERR. The statuses the engine gives:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Status</em>' attribute.
	 * @see rdma.workbench.model.scenario.WcStatus
	 * @see #setStatus(WcStatus)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion_Status()
	 * @model default="SUCCESS"
	 * @generated
	 */
	WcStatus getStatus();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getStatus <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Status</em>' attribute.
	 * @see rdma.workbench.model.scenario.WcStatus
	 * @see #getStatus()
	 * @generated
	 */
	void setStatus(WcStatus value);

	/**
	 * Returns the value of the '<em><b>Opcode</b></em>' attribute.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.WcOpcode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The expected opcode (ibv_wc_opcode): what completed. Unset is not compared; the opcode of a failed completion is not reliable in libibverbs, so leave it unset for errors. The opcodes:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Opcode</em>' attribute.
	 * @see rdma.workbench.model.scenario.WcOpcode
	 * @see #isSetOpcode()
	 * @see #unsetOpcode()
	 * @see #setOpcode(WcOpcode)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion_Opcode()
	 * @model unsettable="true"
	 * @generated
	 */
	WcOpcode getOpcode();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getOpcode <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Opcode</em>' attribute.
	 * @see rdma.workbench.model.scenario.WcOpcode
	 * @see #isSetOpcode()
	 * @see #unsetOpcode()
	 * @see #getOpcode()
	 * @generated
	 */
	void setOpcode(WcOpcode value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getOpcode <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetOpcode()
	 * @see #getOpcode()
	 * @see #setOpcode(WcOpcode)
	 * @generated
	 */
	void unsetOpcode();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getOpcode <em>Opcode</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Opcode</em>' attribute is set.
	 * @see #unsetOpcode()
	 * @see #getOpcode()
	 * @see #setOpcode(WcOpcode)
	 * @generated
	 */
	boolean isSetOpcode();

	/**
	 * Returns the value of the '<em><b>Byte Len</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * byte_len: for a receive, the number of bytes that arrived (for UD including the 40-byte GRH area); for a READ, the bytes read. Unset is not compared.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Byte Len</em>' attribute.
	 * @see #isSetByteLen()
	 * @see #unsetByteLen()
	 * @see #setByteLen(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion_ByteLen()
	 * @model unsettable="true"
	 * @generated
	 */
	int getByteLen();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getByteLen <em>Byte Len</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Byte Len</em>' attribute.
	 * @see #isSetByteLen()
	 * @see #unsetByteLen()
	 * @see #getByteLen()
	 * @generated
	 */
	void setByteLen(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getByteLen <em>Byte Len</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetByteLen()
	 * @see #getByteLen()
	 * @see #setByteLen(int)
	 * @generated
	 */
	void unsetByteLen();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getByteLen <em>Byte Len</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Byte Len</em>' attribute is set.
	 * @see #unsetByteLen()
	 * @see #getByteLen()
	 * @see #setByteLen(int)
	 * @generated
	 */
	boolean isSetByteLen();

	/**
	 * Returns the value of the '<em><b>Imm Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * imm_data: the 32-bit immediate data of a SEND_WITH_IMM or RDMA_WRITE_WITH_IMM, in the receiver's completion. Unset is not compared.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Imm Data</em>' attribute.
	 * @see #isSetImmData()
	 * @see #unsetImmData()
	 * @see #setImmData(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion_ImmData()
	 * @model unsettable="true"
	 * @generated
	 */
	long getImmData();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getImmData <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Imm Data</em>' attribute.
	 * @see #isSetImmData()
	 * @see #unsetImmData()
	 * @see #getImmData()
	 * @generated
	 */
	void setImmData(long value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getImmData <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetImmData()
	 * @see #getImmData()
	 * @see #setImmData(long)
	 * @generated
	 */
	void unsetImmData();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getImmData <em>Imm Data</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Imm Data</em>' attribute is set.
	 * @see #unsetImmData()
	 * @see #getImmData()
	 * @see #setImmData(long)
	 * @generated
	 */
	boolean isSetImmData();

	/**
	 * Returns the value of the '<em><b>Src Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * UD receives: the QP that sent the datagram (src_qp), by reference to the step that created it. Empty is not compared.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Src Qp</em>' reference.
	 * @see #setSrcQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getExpectedCompletion_SrcQp()
	 * @model
	 * @generated
	 */
	CreateQp getSrcQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ExpectedCompletion#getSrcQp <em>Src Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Src Qp</em>' reference.
	 * @see #getSrcQp()
	 * @generated
	 */
	void setSrcQp(CreateQp value);

} // ExpectedCompletion
