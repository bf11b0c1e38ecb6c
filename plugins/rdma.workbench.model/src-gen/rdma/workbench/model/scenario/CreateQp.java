/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Create Qp</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_create_qp: creates a queue pair, a send queue and a receive queue with their CQs, in the RESET state. It carries no traffic until ibv_modify_qp takes it through INIT, RTR and RTS. Fails with EOPNOTSUPP for a QP type the device lacks (UC on ERDMA in RoCEv2 mode), EINVAL when the capabilities exceed the device's, ENOMEM when the device has no QP left, EAGAIN over the cgroup limit.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getSendCq <em>Send Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getRecvCq <em>Recv Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getSrq <em>Srq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getQpType <em>Qp Type</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getMaxSendWr <em>Max Send Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getMaxRecvWr <em>Max Recv Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getMaxSendSge <em>Max Send Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getMaxRecvSge <em>Max Recv Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#getMaxInlineData <em>Max Inline Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateQp#isSqSigAll <em>Sq Sig All</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp()
 * @model
 * @generated
 */
public interface CreateQp extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The protection domain of the QP: it may use only memory regions and address handles of this PD.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pd</em>' reference.
	 * @see #setPd(AllocPd)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_Pd()
	 * @model required="true"
	 * @generated
	 */
	AllocPd getPd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getPd <em>Pd</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pd</em>' reference.
	 * @see #getPd()
	 * @generated
	 */
	void setPd(AllocPd value);

	/**
	 * Returns the value of the '<em><b>Send Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The CQ that receives the completions of the send queue (SEND, WRITE, READ, atomics).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Send Cq</em>' reference.
	 * @see #setSendCq(CreateCq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_SendCq()
	 * @model required="true"
	 * @generated
	 */
	CreateCq getSendCq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getSendCq <em>Send Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Send Cq</em>' reference.
	 * @see #getSendCq()
	 * @generated
	 */
	void setSendCq(CreateCq value);

	/**
	 * Returns the value of the '<em><b>Recv Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The CQ that receives the completions of the receive queue (RECV, RECV_RDMA_WITH_IMM). May be the same CQ as the send CQ.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Recv Cq</em>' reference.
	 * @see #setRecvCq(CreateCq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_RecvCq()
	 * @model required="true"
	 * @generated
	 */
	CreateCq getRecvCq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getRecvCq <em>Recv Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Recv Cq</em>' reference.
	 * @see #getRecvCq()
	 * @generated
	 */
	void setRecvCq(CreateCq value);

	/**
	 * Returns the value of the '<em><b>Srq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * A shared receive queue the QP takes its receives from instead of its own receive queue; empty means its own. ibv_post_recv on a QP with an SRQ gives EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Srq</em>' reference.
	 * @see #setSrq(CreateSrq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_Srq()
	 * @model
	 * @generated
	 */
	CreateSrq getSrq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getSrq <em>Srq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Srq</em>' reference.
	 * @see #getSrq()
	 * @generated
	 */
	void setSrq(CreateSrq value);

	/**
	 * Returns the value of the '<em><b>Qp Type</b></em>' attribute.
	 * The default value is <code>"RC"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.QpType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The transport service (ibv_qp_type). The device must support it (EOPNOTSUPP otherwise), and both ends of a connection must use the same. The types:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp Type</em>' attribute.
	 * @see rdma.workbench.model.scenario.QpType
	 * @see #setQpType(QpType)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_QpType()
	 * @model default="RC"
	 * @generated
	 */
	QpType getQpType();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getQpType <em>Qp Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp Type</em>' attribute.
	 * @see rdma.workbench.model.scenario.QpType
	 * @see #getQpType()
	 * @generated
	 */
	void setQpType(QpType value);

	/**
	 * Returns the value of the '<em><b>Max Send Wr</b></em>' attribute.
	 * The default value is <code>"16"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Send work requests the send queue holds (cap.max_send_wr); a post beyond gives ENOMEM. Above the device's max_qp_wr: EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Send Wr</em>' attribute.
	 * @see #setMaxSendWr(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_MaxSendWr()
	 * @model default="16"
	 * @generated
	 */
	int getMaxSendWr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getMaxSendWr <em>Max Send Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Send Wr</em>' attribute.
	 * @see #getMaxSendWr()
	 * @generated
	 */
	void setMaxSendWr(int value);

	/**
	 * Returns the value of the '<em><b>Max Recv Wr</b></em>' attribute.
	 * The default value is <code>"16"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Receive work requests the receive queue holds (cap.max_recv_wr); a post beyond gives ENOMEM. Above the device's max_qp_wr: EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Recv Wr</em>' attribute.
	 * @see #setMaxRecvWr(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_MaxRecvWr()
	 * @model default="16"
	 * @generated
	 */
	int getMaxRecvWr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getMaxRecvWr <em>Max Recv Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Recv Wr</em>' attribute.
	 * @see #getMaxRecvWr()
	 * @generated
	 */
	void setMaxRecvWr(int value);

	/**
	 * Returns the value of the '<em><b>Max Send Sge</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SGEs a send work request may carry (cap.max_send_sge); a post with more gives EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Send Sge</em>' attribute.
	 * @see #setMaxSendSge(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_MaxSendSge()
	 * @model default="1"
	 * @generated
	 */
	int getMaxSendSge();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getMaxSendSge <em>Max Send Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Send Sge</em>' attribute.
	 * @see #getMaxSendSge()
	 * @generated
	 */
	void setMaxSendSge(int value);

	/**
	 * Returns the value of the '<em><b>Max Recv Sge</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * SGEs a receive work request may carry (cap.max_recv_sge); a post with more gives EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Recv Sge</em>' attribute.
	 * @see #setMaxRecvSge(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_MaxRecvSge()
	 * @model default="1"
	 * @generated
	 */
	int getMaxRecvSge();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getMaxRecvSge <em>Max Recv Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Recv Sge</em>' attribute.
	 * @see #getMaxRecvSge()
	 * @generated
	 */
	void setMaxRecvSge(int value);

	/**
	 * Returns the value of the '<em><b>Max Inline Data</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes a send may carry inline (cap.max_inline_data), copied from the SGEs when posted with IBV_SEND_INLINE; a longer inline send gives EINVAL. 0 means no inline sends.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Inline Data</em>' attribute.
	 * @see #setMaxInlineData(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_MaxInlineData()
	 * @model default="0"
	 * @generated
	 */
	int getMaxInlineData();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#getMaxInlineData <em>Max Inline Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Inline Data</em>' attribute.
	 * @see #getMaxInlineData()
	 * @generated
	 */
	void setMaxInlineData(int value);

	/**
	 * Returns the value of the '<em><b>Sq Sig All</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * sq_sig_all: every send work request completes in the send CQ, as if each had IBV_SEND_SIGNALED. When false, only the signaled ones do (and every failed one).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sq Sig All</em>' attribute.
	 * @see #setSqSigAll(boolean)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateQp_SqSigAll()
	 * @model default="false"
	 * @generated
	 */
	boolean isSqSigAll();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateQp#isSqSigAll <em>Sq Sig All</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sq Sig All</em>' attribute.
	 * @see #isSqSigAll()
	 * @generated
	 */
	void setSqSigAll(boolean value);

} // CreateQp
