/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

import rdma.workbench.model.topology.GidEntry;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Modify Qp</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_modify_qp: moves a QP to another state and sets the attributes of that transition. The attribute mask is IBV_QP_STATE plus every attribute set here. Each transition requires and allows a fixed set of attributes per QP type (IBTA 10.3.1, the kernel's ib_modify_qp_is_ok): for RC, RESET to INIT needs port, P_Key index and access flags; INIT to RTR needs the address vector, path MTU, destination QP, rq_psn, max_dest_rd_atomic and min_rnr_timer; RTR to RTS needs timeout, retry_cnt, rnr_retry, sq_psn and max_rd_atomic. A transition that does not exist, a missing required attribute or an attribute the transition does not take gives EINVAL. Any state may go to RESET or ERR.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getTargetState <em>Target State</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getAccessFlags <em>Access Flags</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getPkeyIndex <em>Pkey Index</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getPort <em>Port</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getQkey <em>Qkey</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getDestGid <em>Dest Gid</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getSgidIndex <em>Sgid Index</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getHopLimit <em>Hop Limit</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getTrafficClass <em>Traffic Class</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getPathMtu <em>Path Mtu</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getDestQp <em>Dest Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getRqPsn <em>Rq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getSqPsn <em>Sq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getMaxDestRdAtomic <em>Max Dest Rd Atomic</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getMaxRdAtomic <em>Max Rd Atomic</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getMinRnrTimer <em>Min Rnr Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getTimeout <em>Timeout</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getRetryCnt <em>Retry Cnt</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.ModifyQp#getRnrRetry <em>Rnr Retry</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp()
 * @model
 * @generated
 */
public interface ModifyQp extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The QP to modify, by reference to the step that created it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp</em>' reference.
	 * @see #setQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_Qp()
	 * @model required="true"
	 * @generated
	 */
	CreateQp getQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getQp <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp</em>' reference.
	 * @see #getQp()
	 * @generated
	 */
	void setQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Target State</b></em>' attribute.
	 * The default value is <code>"INIT"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.QpState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The state to move the QP to (qp_state). Only the transitions of the QP state machine exist; another gives EINVAL. The states:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Target State</em>' attribute.
	 * @see rdma.workbench.model.scenario.QpState
	 * @see #setTargetState(QpState)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_TargetState()
	 * @model default="INIT"
	 * @generated
	 */
	QpState getTargetState();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getTargetState <em>Target State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target State</em>' attribute.
	 * @see rdma.workbench.model.scenario.QpState
	 * @see #getTargetState()
	 * @generated
	 */
	void setTargetState(QpState value);

	/**
	 * Returns the value of the '<em><b>Access Flags</b></em>' attribute list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.AccessFlag}.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.AccessFlag}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_ACCESS_FLAGS: which RDMA operations remote peers may start on this QP (qp_access_flags); the memory region must allow them too. Required at RESET to INIT for RC and UC. On RC a WRITE, READ or atomic that arrives without its flag is answered with an invalid-request NAK: REM_INV_REQ_ERR at the requester, IBV_EVENT_QP_REQ_ERR and ERR at the responder; UC drops the message. The flags:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Access Flags</em>' attribute list.
	 * @see rdma.workbench.model.scenario.AccessFlag
	 * @see #isSetAccessFlags()
	 * @see #unsetAccessFlags()
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_AccessFlags()
	 * @model unsettable="true"
	 * @generated
	 */
	EList<AccessFlag> getAccessFlags();

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getAccessFlags <em>Access Flags</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetAccessFlags()
	 * @see #getAccessFlags()
	 * @generated
	 */
	void unsetAccessFlags();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getAccessFlags <em>Access Flags</em>}' attribute list is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Access Flags</em>' attribute list is set.
	 * @see #unsetAccessFlags()
	 * @see #getAccessFlags()
	 * @generated
	 */
	boolean isSetAccessFlags();

	/**
	 * Returns the value of the '<em><b>Pkey Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_PKEY_INDEX: index of the P_Key in the port's table (the only entry is the default 0xFFFF, index 0). Required at RESET to INIT.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pkey Index</em>' attribute.
	 * @see #isSetPkeyIndex()
	 * @see #unsetPkeyIndex()
	 * @see #setPkeyIndex(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_PkeyIndex()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPkeyIndex();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPkeyIndex <em>Pkey Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pkey Index</em>' attribute.
	 * @see #isSetPkeyIndex()
	 * @see #unsetPkeyIndex()
	 * @see #getPkeyIndex()
	 * @generated
	 */
	void setPkeyIndex(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPkeyIndex <em>Pkey Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPkeyIndex()
	 * @see #getPkeyIndex()
	 * @see #setPkeyIndex(int)
	 * @generated
	 */
	void unsetPkeyIndex();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPkeyIndex <em>Pkey Index</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Pkey Index</em>' attribute is set.
	 * @see #unsetPkeyIndex()
	 * @see #getPkeyIndex()
	 * @see #setPkeyIndex(int)
	 * @generated
	 */
	boolean isSetPkeyIndex();

	/**
	 * Returns the value of the '<em><b>Port</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_PORT: the local port number, from 1. Required at RESET to INIT.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Port</em>' attribute.
	 * @see #isSetPort()
	 * @see #unsetPort()
	 * @see #setPort(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_Port()
	 * @model unsettable="true"
	 * @generated
	 */
	int getPort();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPort <em>Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Port</em>' attribute.
	 * @see #isSetPort()
	 * @see #unsetPort()
	 * @see #getPort()
	 * @generated
	 */
	void setPort(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPort <em>Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPort()
	 * @see #getPort()
	 * @see #setPort(int)
	 * @generated
	 */
	void unsetPort();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPort <em>Port</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Port</em>' attribute is set.
	 * @see #unsetPort()
	 * @see #getPort()
	 * @see #setPort(int)
	 * @generated
	 */
	boolean isSetPort();

	/**
	 * Returns the value of the '<em><b>Qkey</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_QKEY (UD): the Q_Key of this QP. A datagram whose Q_Key differs is dropped silently. Required at RESET to INIT for UD.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qkey</em>' attribute.
	 * @see #isSetQkey()
	 * @see #unsetQkey()
	 * @see #setQkey(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_Qkey()
	 * @model unsettable="true"
	 * @generated
	 */
	long getQkey();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getQkey <em>Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qkey</em>' attribute.
	 * @see #isSetQkey()
	 * @see #unsetQkey()
	 * @see #getQkey()
	 * @generated
	 */
	void setQkey(long value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getQkey <em>Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetQkey()
	 * @see #getQkey()
	 * @see #setQkey(long)
	 * @generated
	 */
	void unsetQkey();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getQkey <em>Qkey</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Qkey</em>' attribute is set.
	 * @see #unsetQkey()
	 * @see #getQkey()
	 * @see #setQkey(long)
	 * @generated
	 */
	boolean isSetQkey();

	/**
	 * Returns the value of the '<em><b>Dest Gid</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_AV: the remote port's GID in the address vector (ah_attr.grh.dgid), required at INIT to RTR for RC and UC. Packets from any other address are dropped (NOT_FROM_PEER).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dest Gid</em>' reference.
	 * @see #setDestGid(GidEntry)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_DestGid()
	 * @model
	 * @generated
	 */
	GidEntry getDestGid();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getDestGid <em>Dest Gid</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dest Gid</em>' reference.
	 * @see #getDestGid()
	 * @generated
	 */
	void setDestGid(GidEntry value);

	/**
	 * Returns the value of the '<em><b>Sgid Index</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Source GID index of the address vector (ah_attr.grh.sgid_index): the local GID, hence the source IP address and RoCE version, of the connection.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sgid Index</em>' attribute.
	 * @see #setSgidIndex(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_SgidIndex()
	 * @model default="0"
	 * @generated
	 */
	int getSgidIndex();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getSgidIndex <em>Sgid Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sgid Index</em>' attribute.
	 * @see #getSgidIndex()
	 * @generated
	 */
	void setSgidIndex(int value);

	/**
	 * Returns the value of the '<em><b>Hop Limit</b></em>' attribute.
	 * The default value is <code>"64"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The IP TTL / hop limit of the connection's packets (ah_attr.grh.hop_limit), 0..255; used with a destination GID. ibv_rc_pingpong sets 1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hop Limit</em>' attribute.
	 * @see #setHopLimit(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_HopLimit()
	 * @model default="64"
	 * @generated
	 */
	int getHopLimit();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getHopLimit <em>Hop Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hop Limit</em>' attribute.
	 * @see #getHopLimit()
	 * @generated
	 */
	void setHopLimit(int value);

	/**
	 * Returns the value of the '<em><b>Traffic Class</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The IP traffic class byte of the connection's packets (ah_attr.grh.traffic_class), 0..255: DSCP in the upper six bits, ECN in the lower two; used with a destination GID.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Traffic Class</em>' attribute.
	 * @see #setTrafficClass(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_TrafficClass()
	 * @model default="0"
	 * @generated
	 */
	int getTrafficClass();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getTrafficClass <em>Traffic Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Traffic Class</em>' attribute.
	 * @see #getTrafficClass()
	 * @generated
	 */
	void setTrafficClass(int value);

	/**
	 * Returns the value of the '<em><b>Path Mtu</b></em>' attribute.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.Mtu}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_PATH_MTU: the largest payload of one packet on this connection, required at INIT to RTR for RC and UC. Messages longer than the path MTU are cut into FIRST, MIDDLE and LAST packets. Must not exceed the active MTU of the ports at both ends: validation reports it, and frames larger than a port's MTU are dropped. The values, in payload bytes per packet, with the netdev MTU each needs (rxe reserves 80 bytes for the RoCEv2 headers):
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Path Mtu</em>' attribute.
	 * @see rdma.workbench.model.scenario.Mtu
	 * @see #isSetPathMtu()
	 * @see #unsetPathMtu()
	 * @see #setPathMtu(Mtu)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_PathMtu()
	 * @model unsettable="true"
	 * @generated
	 */
	Mtu getPathMtu();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPathMtu <em>Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Path Mtu</em>' attribute.
	 * @see rdma.workbench.model.scenario.Mtu
	 * @see #isSetPathMtu()
	 * @see #unsetPathMtu()
	 * @see #getPathMtu()
	 * @generated
	 */
	void setPathMtu(Mtu value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPathMtu <em>Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetPathMtu()
	 * @see #getPathMtu()
	 * @see #setPathMtu(Mtu)
	 * @generated
	 */
	void unsetPathMtu();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getPathMtu <em>Path Mtu</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Path Mtu</em>' attribute is set.
	 * @see #unsetPathMtu()
	 * @see #getPathMtu()
	 * @see #setPathMtu(Mtu)
	 * @generated
	 */
	boolean isSetPathMtu();

	/**
	 * Returns the value of the '<em><b>Dest Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_DEST_QPN: the remote QP of the connection, by reference to the step that created it. Required at INIT to RTR for RC and UC; packets from another QP are dropped.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dest Qp</em>' reference.
	 * @see #setDestQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_DestQp()
	 * @model
	 * @generated
	 */
	CreateQp getDestQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getDestQp <em>Dest Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dest Qp</em>' reference.
	 * @see #getDestQp()
	 * @generated
	 */
	void setDestQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Rq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_RQ_PSN: the first packet sequence number the receive side expects, 0..2^24-1; it must equal the peer's sq_psn. Required at INIT to RTR for RC and UC. A packet ahead of the expected PSN is answered with a PSN sequence error NAK (RC) or dropped (UC).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rq Psn</em>' attribute.
	 * @see #isSetRqPsn()
	 * @see #unsetRqPsn()
	 * @see #setRqPsn(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_RqPsn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getRqPsn();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRqPsn <em>Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rq Psn</em>' attribute.
	 * @see #isSetRqPsn()
	 * @see #unsetRqPsn()
	 * @see #getRqPsn()
	 * @generated
	 */
	void setRqPsn(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRqPsn <em>Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRqPsn()
	 * @see #getRqPsn()
	 * @see #setRqPsn(int)
	 * @generated
	 */
	void unsetRqPsn();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRqPsn <em>Rq Psn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Rq Psn</em>' attribute is set.
	 * @see #unsetRqPsn()
	 * @see #getRqPsn()
	 * @see #setRqPsn(int)
	 * @generated
	 */
	boolean isSetRqPsn();

	/**
	 * Returns the value of the '<em><b>Sq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_SQ_PSN: the first packet sequence number the send side uses, 0..2^24-1; the peer's rq_psn must equal it. Required at RTR to RTS.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Sq Psn</em>' attribute.
	 * @see #isSetSqPsn()
	 * @see #unsetSqPsn()
	 * @see #setSqPsn(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_SqPsn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getSqPsn();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getSqPsn <em>Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sq Psn</em>' attribute.
	 * @see #isSetSqPsn()
	 * @see #unsetSqPsn()
	 * @see #getSqPsn()
	 * @generated
	 */
	void setSqPsn(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getSqPsn <em>Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetSqPsn()
	 * @see #getSqPsn()
	 * @see #setSqPsn(int)
	 * @generated
	 */
	void unsetSqPsn();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getSqPsn <em>Sq Psn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Sq Psn</em>' attribute is set.
	 * @see #unsetSqPsn()
	 * @see #getSqPsn()
	 * @see #setSqPsn(int)
	 * @generated
	 */
	boolean isSetSqPsn();

	/**
	 * Returns the value of the '<em><b>Max Dest Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_MAX_DEST_RD_ATOMIC: READs and atomics from the peer this responder keeps in flight (responder resources). Required at INIT to RTR for RC; it should be at least the peer's max_rd_atomic.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Dest Rd Atomic</em>' attribute.
	 * @see #isSetMaxDestRdAtomic()
	 * @see #unsetMaxDestRdAtomic()
	 * @see #setMaxDestRdAtomic(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_MaxDestRdAtomic()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMaxDestRdAtomic();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMaxDestRdAtomic <em>Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Dest Rd Atomic</em>' attribute.
	 * @see #isSetMaxDestRdAtomic()
	 * @see #unsetMaxDestRdAtomic()
	 * @see #getMaxDestRdAtomic()
	 * @generated
	 */
	void setMaxDestRdAtomic(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMaxDestRdAtomic <em>Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMaxDestRdAtomic()
	 * @see #getMaxDestRdAtomic()
	 * @see #setMaxDestRdAtomic(int)
	 * @generated
	 */
	void unsetMaxDestRdAtomic();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMaxDestRdAtomic <em>Max Dest Rd Atomic</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Max Dest Rd Atomic</em>' attribute is set.
	 * @see #unsetMaxDestRdAtomic()
	 * @see #getMaxDestRdAtomic()
	 * @see #setMaxDestRdAtomic(int)
	 * @generated
	 */
	boolean isSetMaxDestRdAtomic();

	/**
	 * Returns the value of the '<em><b>Max Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_MAX_QP_RD_ATOMIC: READs and atomics this requester keeps outstanding; further ones wait until earlier ones complete. Required at RTR to RTS for RC.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Rd Atomic</em>' attribute.
	 * @see #isSetMaxRdAtomic()
	 * @see #unsetMaxRdAtomic()
	 * @see #setMaxRdAtomic(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_MaxRdAtomic()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMaxRdAtomic();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMaxRdAtomic <em>Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Rd Atomic</em>' attribute.
	 * @see #isSetMaxRdAtomic()
	 * @see #unsetMaxRdAtomic()
	 * @see #getMaxRdAtomic()
	 * @generated
	 */
	void setMaxRdAtomic(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMaxRdAtomic <em>Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMaxRdAtomic()
	 * @see #getMaxRdAtomic()
	 * @see #setMaxRdAtomic(int)
	 * @generated
	 */
	void unsetMaxRdAtomic();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMaxRdAtomic <em>Max Rd Atomic</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Max Rd Atomic</em>' attribute is set.
	 * @see #unsetMaxRdAtomic()
	 * @see #getMaxRdAtomic()
	 * @see #setMaxRdAtomic(int)
	 * @generated
	 */
	boolean isSetMaxRdAtomic();

	/**
	 * Returns the value of the '<em><b>Min Rnr Timer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_MIN_RNR_TIMER: the code 0..31 this responder puts in an RNR NAK when a SEND finds no receive posted, telling the requester how long to wait before sending again (IBTA table 45: code 1 is 0.01 ms, 14 is 1.28 ms, 31 is 491.52 ms, 0 is 655.36 ms). Required at INIT to RTR for RC.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Min Rnr Timer</em>' attribute.
	 * @see #isSetMinRnrTimer()
	 * @see #unsetMinRnrTimer()
	 * @see #setMinRnrTimer(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_MinRnrTimer()
	 * @model unsettable="true"
	 * @generated
	 */
	int getMinRnrTimer();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMinRnrTimer <em>Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Min Rnr Timer</em>' attribute.
	 * @see #isSetMinRnrTimer()
	 * @see #unsetMinRnrTimer()
	 * @see #getMinRnrTimer()
	 * @generated
	 */
	void setMinRnrTimer(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMinRnrTimer <em>Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetMinRnrTimer()
	 * @see #getMinRnrTimer()
	 * @see #setMinRnrTimer(int)
	 * @generated
	 */
	void unsetMinRnrTimer();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getMinRnrTimer <em>Min Rnr Timer</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Min Rnr Timer</em>' attribute is set.
	 * @see #unsetMinRnrTimer()
	 * @see #getMinRnrTimer()
	 * @see #setMinRnrTimer(int)
	 * @generated
	 */
	boolean isSetMinRnrTimer();

	/**
	 * Returns the value of the '<em><b>Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_TIMEOUT: the local ACK timeout code 0..31; the requester waits 4.096 us * 2^timeout for an acknowledgement before it sends again from the oldest unacknowledged packet, and 0 waits forever. Required at RTR to RTS for RC. Each timeout uses one of retry_cnt.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timeout</em>' attribute.
	 * @see #isSetTimeout()
	 * @see #unsetTimeout()
	 * @see #setTimeout(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_Timeout()
	 * @model unsettable="true"
	 * @generated
	 */
	int getTimeout();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getTimeout <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout</em>' attribute.
	 * @see #isSetTimeout()
	 * @see #unsetTimeout()
	 * @see #getTimeout()
	 * @generated
	 */
	void setTimeout(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getTimeout <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetTimeout()
	 * @see #getTimeout()
	 * @see #setTimeout(int)
	 * @generated
	 */
	void unsetTimeout();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getTimeout <em>Timeout</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Timeout</em>' attribute is set.
	 * @see #unsetTimeout()
	 * @see #getTimeout()
	 * @see #setTimeout(int)
	 * @generated
	 */
	boolean isSetTimeout();

	/**
	 * Returns the value of the '<em><b>Retry Cnt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_RETRY_CNT: how many times, 0..7, the requester resends after a local ACK timeout or a PSN sequence NAK before it gives up: the work request completes with RETRY_EXC_ERR and the QP goes to ERR. Required at RTR to RTS for RC.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Retry Cnt</em>' attribute.
	 * @see #isSetRetryCnt()
	 * @see #unsetRetryCnt()
	 * @see #setRetryCnt(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_RetryCnt()
	 * @model unsettable="true"
	 * @generated
	 */
	int getRetryCnt();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRetryCnt <em>Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Retry Cnt</em>' attribute.
	 * @see #isSetRetryCnt()
	 * @see #unsetRetryCnt()
	 * @see #getRetryCnt()
	 * @generated
	 */
	void setRetryCnt(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRetryCnt <em>Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRetryCnt()
	 * @see #getRetryCnt()
	 * @see #setRetryCnt(int)
	 * @generated
	 */
	void unsetRetryCnt();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRetryCnt <em>Retry Cnt</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Retry Cnt</em>' attribute is set.
	 * @see #unsetRetryCnt()
	 * @see #getRetryCnt()
	 * @see #setRetryCnt(int)
	 * @generated
	 */
	boolean isSetRetryCnt();

	/**
	 * Returns the value of the '<em><b>Rnr Retry</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QP_RNR_RETRY: how many times, 0..7, the requester resends after an RNR NAK (the receiver had no receive posted) before the work request completes with RNR_RETRY_EXC_ERR and the QP goes to ERR; 7 means forever. Required at RTR to RTS for RC.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Rnr Retry</em>' attribute.
	 * @see #isSetRnrRetry()
	 * @see #unsetRnrRetry()
	 * @see #setRnrRetry(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getModifyQp_RnrRetry()
	 * @model unsettable="true"
	 * @generated
	 */
	int getRnrRetry();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRnrRetry <em>Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Rnr Retry</em>' attribute.
	 * @see #isSetRnrRetry()
	 * @see #unsetRnrRetry()
	 * @see #getRnrRetry()
	 * @generated
	 */
	void setRnrRetry(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRnrRetry <em>Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetRnrRetry()
	 * @see #getRnrRetry()
	 * @see #setRnrRetry(int)
	 * @generated
	 */
	void unsetRnrRetry();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.ModifyQp#getRnrRetry <em>Rnr Retry</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Rnr Retry</em>' attribute is set.
	 * @see #unsetRnrRetry()
	 * @see #getRnrRetry()
	 * @see #setRnrRetry(int)
	 * @generated
	 */
	boolean isSetRnrRetry();

} // ModifyQp
