/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Post Send</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_post_send: posts one work request to the QP's send queue: a SEND, an RDMA WRITE or READ, or an atomic, with its data in SGEs. The call only queues it; the NIC sends it and the result comes later as a completion in the send CQ (when signaled, or always on error). The call fails with EINVAL when the QP is not in RTS, the opcode does not fit the QP type, or there are more SGEs or inline bytes than the QP takes, and with ENOMEM when the send queue is full.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getWrId <em>Wr Id</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getOpcode <em>Opcode</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getSendFlags <em>Send Flags</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getSges <em>Sges</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getRemoteMr <em>Remote Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getRemoteOffset <em>Remote Offset</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getImmData <em>Imm Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getCompareAdd <em>Compare Add</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getSwap <em>Swap</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getAh <em>Ah</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getRemoteQp <em>Remote Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getRemoteQkey <em>Remote Qkey</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getInvalidateMr <em>Invalidate Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getRepeat <em>Repeat</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostSend#getRepeatUntil <em>Repeat Until</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend()
 * @model
 * @generated
 */
public interface PostSend extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The QP whose send queue takes the work request. It must be in RTS (EINVAL otherwise).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp</em>' reference.
	 * @see #setQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_Qp()
	 * @model required="true"
	 * @generated
	 */
	CreateQp getQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getQp <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp</em>' reference.
	 * @see #getQp()
	 * @generated
	 */
	void setQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Wr Id</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * wr_id: a number of the program's choosing, returned unchanged in the work request's completion so the program knows which request completed.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wr Id</em>' attribute.
	 * @see #setWrId(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_WrId()
	 * @model default="0"
	 * @generated
	 */
	long getWrId();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getWrId <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wr Id</em>' attribute.
	 * @see #getWrId()
	 * @generated
	 */
	void setWrId(long value);

	/**
	 * Returns the value of the '<em><b>Opcode</b></em>' attribute.
	 * The default value is <code>"SEND"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.WrOpcode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The operation (ibv_wr_opcode). RC does all of them; UC has no READ and no atomics; UD only SEND and SEND_WITH_IMM (EINVAL otherwise). The opcodes:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Opcode</em>' attribute.
	 * @see rdma.workbench.model.scenario.WrOpcode
	 * @see #setOpcode(WrOpcode)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_Opcode()
	 * @model default="SEND"
	 * @generated
	 */
	WrOpcode getOpcode();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getOpcode <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Opcode</em>' attribute.
	 * @see rdma.workbench.model.scenario.WrOpcode
	 * @see #getOpcode()
	 * @generated
	 */
	void setOpcode(WrOpcode value);

	/**
	 * Returns the value of the '<em><b>Send Flags</b></em>' attribute list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.SendFlag}.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.SendFlag}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * send_flags: properties of this work request, combined freely (enum ibv_send_flags):
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Flags</em>' attribute list.
	 * @see rdma.workbench.model.scenario.SendFlag
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_SendFlags()
	 * @model
	 * @generated
	 */
	EList<SendFlag> getSendFlags();

	/**
	 * Returns the value of the '<em><b>Sges</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.Sge}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sges</em>' containment reference list.
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_Sges()
	 * @model containment="true"
	 * @generated
	 */
	EList<Sge> getSges();

	/**
	 * Returns the value of the '<em><b>Remote Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RDMA and atomic operations: the peer's memory region whose address and rkey go into the request (RETH or AtomicETH). The responder checks the rkey, the bounds and the access flags; a failed check completes the request with REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Remote Mr</em>' reference.
	 * @see #setRemoteMr(RegMr)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_RemoteMr()
	 * @model
	 * @generated
	 */
	RegMr getRemoteMr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRemoteMr <em>Remote Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Remote Mr</em>' reference.
	 * @see #getRemoteMr()
	 * @generated
	 */
	void setRemoteMr(RegMr value);

	/**
	 * Returns the value of the '<em><b>Remote Offset</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RDMA and atomic operations: where in the remote region the operation starts, in bytes; an atomic needs an 8-byte aligned address. Beyond the region: REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Remote Offset</em>' attribute.
	 * @see #setRemoteOffset(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_RemoteOffset()
	 * @model default="0"
	 * @generated
	 */
	long getRemoteOffset();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRemoteOffset <em>Remote Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Remote Offset</em>' attribute.
	 * @see #getRemoteOffset()
	 * @generated
	 */
	void setRemoteOffset(long value);

	/**
	 * Returns the value of the '<em><b>Imm Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SEND_WITH_IMM and RDMA_WRITE_WITH_IMM: 32 bits of immediate data, carried in the packet's ImmDt header and delivered in the receiver's completion (not in its memory). Unset sends none.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Imm Data</em>' attribute.
	 * @see #isSetImmData()
	 * @see #unsetImmData()
	 * @see #setImmData(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_ImmData()
	 * @model unsettable="true"
	 * @generated
	 */
	long getImmData();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getImmData <em>Imm Data</em>}' attribute.
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
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.PostSend#getImmData <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetImmData()
	 * @see #getImmData()
	 * @see #setImmData(long)
	 * @generated
	 */
	void unsetImmData();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.PostSend#getImmData <em>Imm Data</em>}' attribute is set.
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
	 * Returns the value of the '<em><b>Compare Add</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Atomics: the value compared with the remote 8 bytes (ATOMIC_CMP_AND_SWP) or added to them (ATOMIC_FETCH_AND_ADD).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Compare Add</em>' attribute.
	 * @see #setCompareAdd(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_CompareAdd()
	 * @model default="0"
	 * @generated
	 */
	long getCompareAdd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getCompareAdd <em>Compare Add</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Compare Add</em>' attribute.
	 * @see #getCompareAdd()
	 * @generated
	 */
	void setCompareAdd(long value);

	/**
	 * Returns the value of the '<em><b>Swap</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ATOMIC_CMP_AND_SWP: the value written to the remote 8 bytes when they equal the compare value. The original value comes back into the local SGE either way.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Swap</em>' attribute.
	 * @see #setSwap(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_Swap()
	 * @model default="0"
	 * @generated
	 */
	long getSwap();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getSwap <em>Swap</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Swap</em>' attribute.
	 * @see #getSwap()
	 * @generated
	 */
	void setSwap(long value);

	/**
	 * Returns the value of the '<em><b>Ah</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * UD: the address handle of the destination (wr.ud.ah). A UD send without one is EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ah</em>' reference.
	 * @see #setAh(CreateAh)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_Ah()
	 * @model
	 * @generated
	 */
	CreateAh getAh();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getAh <em>Ah</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ah</em>' reference.
	 * @see #getAh()
	 * @generated
	 */
	void setAh(CreateAh value);

	/**
	 * Returns the value of the '<em><b>Remote Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * UD: the destination QP (wr.ud.remote_qpn), by reference to the step that created it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Remote Qp</em>' reference.
	 * @see #setRemoteQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_RemoteQp()
	 * @model
	 * @generated
	 */
	CreateQp getRemoteQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRemoteQp <em>Remote Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Remote Qp</em>' reference.
	 * @see #getRemoteQp()
	 * @generated
	 */
	void setRemoteQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Remote Qkey</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * UD: the Q_Key sent with the datagram (wr.ud.remote_qkey); the receiver drops the datagram when it differs from its QP's Q_Key.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Remote Qkey</em>' attribute.
	 * @see #setRemoteQkey(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_RemoteQkey()
	 * @model default="0"
	 * @generated
	 */
	long getRemoteQkey();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRemoteQkey <em>Remote Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Remote Qkey</em>' attribute.
	 * @see #getRemoteQkey()
	 * @generated
	 */
	void setRemoteQkey(long value);

	/**
	 * Returns the value of the '<em><b>Invalidate Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SEND_WITH_INV: the peer's memory region whose rkey the send invalidates at the receiver (invalidate_rkey).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Invalidate Mr</em>' reference.
	 * @see #setInvalidateMr(RegMr)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_InvalidateMr()
	 * @model
	 * @generated
	 */
	RegMr getInvalidateMr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getInvalidateMr <em>Invalidate Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Invalidate Mr</em>' reference.
	 * @see #getInvalidateMr()
	 * @generated
	 */
	void setInvalidateMr(RegMr value);

	/**
	 * Returns the value of the '<em><b>Repeat</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How many times the step posts this work request, as a program that calls ibv_post_send in a loop (perftest's ib_write_bw). Unset, the step is one ibv_post_send, which fails with ENOMEM on a full send queue. Set (even to 1), the step posts that many copies of the request (same wr_id, SGEs and remote address) back to back, and when the send queue is full it waits until the transport retires a request instead of failing, so a long flow keeps at most max_send_wr in flight. Each signaled copy puts a completion on the send CQ, and the step polls none: post a long flow unsignaled, then one signaled request with repeat 1 (so that it too waits for room), whose completion (RC completes in order) says that the flow is done. The step stops repeating when its QP enters ERR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Repeat</em>' attribute.
	 * @see #isSetRepeat()
	 * @see #unsetRepeat()
	 * @see #setRepeat(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_Repeat()
	 * @model default="1" unsettable="true"
	 * @generated
	 */
	int getRepeat();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRepeat <em>Repeat</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Repeat</em>' attribute.
	 * @see #isSetRepeat()
	 * @see #unsetRepeat()
	 * @see #getRepeat()
	 * @generated
	 */
	void setRepeat(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRepeat <em>Repeat</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRepeat()
	 * @see #getRepeat()
	 * @see #setRepeat(int)
	 * @generated
	 */
	void unsetRepeat();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.PostSend#getRepeat <em>Repeat</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Repeat</em>' attribute is set.
	 * @see #unsetRepeat()
	 * @see #getRepeat()
	 * @see #setRepeat(int)
	 * @generated
	 */
	boolean isSetRepeat();

	/**
	 * Returns the value of the '<em><b>Repeat Until</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated nanoseconds since the run began: the step posts copies of the work request until this time (with repeat also set, until this time or that many copies, whichever comes first). A step still waiting for room in the send queue at this time ends then. Unset: repeat alone says how many copies.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Repeat Until</em>' attribute.
	 * @see #isSetRepeatUntil()
	 * @see #unsetRepeatUntil()
	 * @see #setRepeatUntil(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostSend_RepeatUntil()
	 * @model unsettable="true"
	 * @generated
	 */
	long getRepeatUntil();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRepeatUntil <em>Repeat Until</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Repeat Until</em>' attribute.
	 * @see #isSetRepeatUntil()
	 * @see #unsetRepeatUntil()
	 * @see #getRepeatUntil()
	 * @generated
	 */
	void setRepeatUntil(long value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.PostSend#getRepeatUntil <em>Repeat Until</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRepeatUntil()
	 * @see #getRepeatUntil()
	 * @see #setRepeatUntil(long)
	 * @generated
	 */
	void unsetRepeatUntil();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.PostSend#getRepeatUntil <em>Repeat Until</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Repeat Until</em>' attribute is set.
	 * @see #unsetRepeatUntil()
	 * @see #getRepeatUntil()
	 * @see #setRepeatUntil(long)
	 * @generated
	 */
	boolean isSetRepeatUntil();

} // PostSend
