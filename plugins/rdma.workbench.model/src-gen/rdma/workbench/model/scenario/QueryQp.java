/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Query Qp</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_query_qp: reads the QP's current attributes and compares them with the expected ones (a state, PSNs, path MTU, timers, retry counts); an expectation left unset is not compared. The PSNs are the live values, as rxe reports them. Fails with EINVAL for a destroyed QP.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedState <em>Expected State</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedSqPsn <em>Expected Sq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedRqPsn <em>Expected Rq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedPathMtu <em>Expected Path Mtu</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedDestQp <em>Expected Dest Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedTimeout <em>Expected Timeout</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedRetryCnt <em>Expected Retry Cnt</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedRnrRetry <em>Expected Rnr Retry</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedMinRnrTimer <em>Expected Min Rnr Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxRdAtomic <em>Expected Max Rd Atomic</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxDestRdAtomic <em>Expected Max Dest Rd Atomic</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp()
 * @model
 * @generated
 */
public interface QueryQp extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The QP to query.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp</em>' reference.
	 * @see #setQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_Qp()
	 * @model required="true"
	 * @generated
	 */
	CreateQp getQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getQp <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp</em>' reference.
	 * @see #getQp()
	 * @generated
	 */
	void setQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Expected State</b></em>' attribute.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.QpState}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * qp_state: the state the QP is expected to be in, for example ERR after a failed completion. The states:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected State</em>' attribute.
	 * @see rdma.workbench.model.scenario.QpState
	 * @see #isSetExpectedState()
	 * @see #unsetExpectedState()
	 * @see #setExpectedState(QpState)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedState()
	 * @model unsettable="true"
	 * @generated
	 */
	QpState getExpectedState();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedState <em>Expected State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected State</em>' attribute.
	 * @see rdma.workbench.model.scenario.QpState
	 * @see #isSetExpectedState()
	 * @see #unsetExpectedState()
	 * @see #getExpectedState()
	 * @generated
	 */
	void setExpectedState(QpState value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedState <em>Expected State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedState()
	 * @see #getExpectedState()
	 * @see #setExpectedState(QpState)
	 * @generated
	 */
	void unsetExpectedState();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedState <em>Expected State</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected State</em>' attribute is set.
	 * @see #unsetExpectedState()
	 * @see #getExpectedState()
	 * @see #setExpectedState(QpState)
	 * @generated
	 */
	boolean isSetExpectedState();

	/**
	 * Returns the value of the '<em><b>Expected Sq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * sq_psn: the next PSN the send queue will use (the live value, as rxe reports it, not the one set at RTS).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Sq Psn</em>' attribute.
	 * @see #isSetExpectedSqPsn()
	 * @see #unsetExpectedSqPsn()
	 * @see #setExpectedSqPsn(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedSqPsn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedSqPsn();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedSqPsn <em>Expected Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Sq Psn</em>' attribute.
	 * @see #isSetExpectedSqPsn()
	 * @see #unsetExpectedSqPsn()
	 * @see #getExpectedSqPsn()
	 * @generated
	 */
	void setExpectedSqPsn(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedSqPsn <em>Expected Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedSqPsn()
	 * @see #getExpectedSqPsn()
	 * @see #setExpectedSqPsn(int)
	 * @generated
	 */
	void unsetExpectedSqPsn();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedSqPsn <em>Expected Sq Psn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Sq Psn</em>' attribute is set.
	 * @see #unsetExpectedSqPsn()
	 * @see #getExpectedSqPsn()
	 * @see #setExpectedSqPsn(int)
	 * @generated
	 */
	boolean isSetExpectedSqPsn();

	/**
	 * Returns the value of the '<em><b>Expected Rq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rq_psn: the next PSN the receive queue expects (the live value).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Rq Psn</em>' attribute.
	 * @see #isSetExpectedRqPsn()
	 * @see #unsetExpectedRqPsn()
	 * @see #setExpectedRqPsn(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedRqPsn()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedRqPsn();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRqPsn <em>Expected Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Rq Psn</em>' attribute.
	 * @see #isSetExpectedRqPsn()
	 * @see #unsetExpectedRqPsn()
	 * @see #getExpectedRqPsn()
	 * @generated
	 */
	void setExpectedRqPsn(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRqPsn <em>Expected Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedRqPsn()
	 * @see #getExpectedRqPsn()
	 * @see #setExpectedRqPsn(int)
	 * @generated
	 */
	void unsetExpectedRqPsn();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRqPsn <em>Expected Rq Psn</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Rq Psn</em>' attribute is set.
	 * @see #unsetExpectedRqPsn()
	 * @see #getExpectedRqPsn()
	 * @see #setExpectedRqPsn(int)
	 * @generated
	 */
	boolean isSetExpectedRqPsn();

	/**
	 * Returns the value of the '<em><b>Expected Path Mtu</b></em>' attribute.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.Mtu}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * path_mtu: the path MTU set at INIT to RTR. The values, in payload bytes per packet, with the netdev MTU each needs:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Path Mtu</em>' attribute.
	 * @see rdma.workbench.model.scenario.Mtu
	 * @see #isSetExpectedPathMtu()
	 * @see #unsetExpectedPathMtu()
	 * @see #setExpectedPathMtu(Mtu)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedPathMtu()
	 * @model unsettable="true"
	 * @generated
	 */
	Mtu getExpectedPathMtu();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedPathMtu <em>Expected Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Path Mtu</em>' attribute.
	 * @see rdma.workbench.model.scenario.Mtu
	 * @see #isSetExpectedPathMtu()
	 * @see #unsetExpectedPathMtu()
	 * @see #getExpectedPathMtu()
	 * @generated
	 */
	void setExpectedPathMtu(Mtu value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedPathMtu <em>Expected Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedPathMtu()
	 * @see #getExpectedPathMtu()
	 * @see #setExpectedPathMtu(Mtu)
	 * @generated
	 */
	void unsetExpectedPathMtu();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedPathMtu <em>Expected Path Mtu</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Path Mtu</em>' attribute is set.
	 * @see #unsetExpectedPathMtu()
	 * @see #getExpectedPathMtu()
	 * @see #setExpectedPathMtu(Mtu)
	 * @generated
	 */
	boolean isSetExpectedPathMtu();

	/**
	 * Returns the value of the '<em><b>Expected Dest Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * dest_qp_num: the peer's QP, by reference to the step that created it; empty is not compared.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Dest Qp</em>' reference.
	 * @see #setExpectedDestQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedDestQp()
	 * @model
	 * @generated
	 */
	CreateQp getExpectedDestQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedDestQp <em>Expected Dest Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Dest Qp</em>' reference.
	 * @see #getExpectedDestQp()
	 * @generated
	 */
	void setExpectedDestQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Expected Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * timeout: the local ACK timeout code set at RTR to RTS.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Timeout</em>' attribute.
	 * @see #isSetExpectedTimeout()
	 * @see #unsetExpectedTimeout()
	 * @see #setExpectedTimeout(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedTimeout()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedTimeout();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedTimeout <em>Expected Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Timeout</em>' attribute.
	 * @see #isSetExpectedTimeout()
	 * @see #unsetExpectedTimeout()
	 * @see #getExpectedTimeout()
	 * @generated
	 */
	void setExpectedTimeout(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedTimeout <em>Expected Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedTimeout()
	 * @see #getExpectedTimeout()
	 * @see #setExpectedTimeout(int)
	 * @generated
	 */
	void unsetExpectedTimeout();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedTimeout <em>Expected Timeout</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Timeout</em>' attribute is set.
	 * @see #unsetExpectedTimeout()
	 * @see #getExpectedTimeout()
	 * @see #setExpectedTimeout(int)
	 * @generated
	 */
	boolean isSetExpectedTimeout();

	/**
	 * Returns the value of the '<em><b>Expected Retry Cnt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * retry_cnt as set at RTR to RTS.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Retry Cnt</em>' attribute.
	 * @see #isSetExpectedRetryCnt()
	 * @see #unsetExpectedRetryCnt()
	 * @see #setExpectedRetryCnt(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedRetryCnt()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedRetryCnt();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRetryCnt <em>Expected Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Retry Cnt</em>' attribute.
	 * @see #isSetExpectedRetryCnt()
	 * @see #unsetExpectedRetryCnt()
	 * @see #getExpectedRetryCnt()
	 * @generated
	 */
	void setExpectedRetryCnt(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRetryCnt <em>Expected Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedRetryCnt()
	 * @see #getExpectedRetryCnt()
	 * @see #setExpectedRetryCnt(int)
	 * @generated
	 */
	void unsetExpectedRetryCnt();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRetryCnt <em>Expected Retry Cnt</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Retry Cnt</em>' attribute is set.
	 * @see #unsetExpectedRetryCnt()
	 * @see #getExpectedRetryCnt()
	 * @see #setExpectedRetryCnt(int)
	 * @generated
	 */
	boolean isSetExpectedRetryCnt();

	/**
	 * Returns the value of the '<em><b>Expected Rnr Retry</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rnr_retry as set at RTR to RTS.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Rnr Retry</em>' attribute.
	 * @see #isSetExpectedRnrRetry()
	 * @see #unsetExpectedRnrRetry()
	 * @see #setExpectedRnrRetry(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedRnrRetry()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedRnrRetry();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRnrRetry <em>Expected Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Rnr Retry</em>' attribute.
	 * @see #isSetExpectedRnrRetry()
	 * @see #unsetExpectedRnrRetry()
	 * @see #getExpectedRnrRetry()
	 * @generated
	 */
	void setExpectedRnrRetry(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRnrRetry <em>Expected Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedRnrRetry()
	 * @see #getExpectedRnrRetry()
	 * @see #setExpectedRnrRetry(int)
	 * @generated
	 */
	void unsetExpectedRnrRetry();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRnrRetry <em>Expected Rnr Retry</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Rnr Retry</em>' attribute is set.
	 * @see #unsetExpectedRnrRetry()
	 * @see #getExpectedRnrRetry()
	 * @see #setExpectedRnrRetry(int)
	 * @generated
	 */
	boolean isSetExpectedRnrRetry();

	/**
	 * Returns the value of the '<em><b>Expected Min Rnr Timer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * min_rnr_timer as set at INIT to RTR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Min Rnr Timer</em>' attribute.
	 * @see #isSetExpectedMinRnrTimer()
	 * @see #unsetExpectedMinRnrTimer()
	 * @see #setExpectedMinRnrTimer(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedMinRnrTimer()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedMinRnrTimer();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMinRnrTimer <em>Expected Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Min Rnr Timer</em>' attribute.
	 * @see #isSetExpectedMinRnrTimer()
	 * @see #unsetExpectedMinRnrTimer()
	 * @see #getExpectedMinRnrTimer()
	 * @generated
	 */
	void setExpectedMinRnrTimer(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMinRnrTimer <em>Expected Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedMinRnrTimer()
	 * @see #getExpectedMinRnrTimer()
	 * @see #setExpectedMinRnrTimer(int)
	 * @generated
	 */
	void unsetExpectedMinRnrTimer();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMinRnrTimer <em>Expected Min Rnr Timer</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Min Rnr Timer</em>' attribute is set.
	 * @see #unsetExpectedMinRnrTimer()
	 * @see #getExpectedMinRnrTimer()
	 * @see #setExpectedMinRnrTimer(int)
	 * @generated
	 */
	boolean isSetExpectedMinRnrTimer();

	/**
	 * Returns the value of the '<em><b>Expected Max Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_rd_atomic as set at RTR to RTS.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Max Rd Atomic</em>' attribute.
	 * @see #isSetExpectedMaxRdAtomic()
	 * @see #unsetExpectedMaxRdAtomic()
	 * @see #setExpectedMaxRdAtomic(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedMaxRdAtomic()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedMaxRdAtomic();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxRdAtomic <em>Expected Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Max Rd Atomic</em>' attribute.
	 * @see #isSetExpectedMaxRdAtomic()
	 * @see #unsetExpectedMaxRdAtomic()
	 * @see #getExpectedMaxRdAtomic()
	 * @generated
	 */
	void setExpectedMaxRdAtomic(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxRdAtomic <em>Expected Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedMaxRdAtomic()
	 * @see #getExpectedMaxRdAtomic()
	 * @see #setExpectedMaxRdAtomic(int)
	 * @generated
	 */
	void unsetExpectedMaxRdAtomic();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxRdAtomic <em>Expected Max Rd Atomic</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Max Rd Atomic</em>' attribute is set.
	 * @see #unsetExpectedMaxRdAtomic()
	 * @see #getExpectedMaxRdAtomic()
	 * @see #setExpectedMaxRdAtomic(int)
	 * @generated
	 */
	boolean isSetExpectedMaxRdAtomic();

	/**
	 * Returns the value of the '<em><b>Expected Max Dest Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_dest_rd_atomic as set at INIT to RTR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Expected Max Dest Rd Atomic</em>' attribute.
	 * @see #isSetExpectedMaxDestRdAtomic()
	 * @see #unsetExpectedMaxDestRdAtomic()
	 * @see #setExpectedMaxDestRdAtomic(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getQueryQp_ExpectedMaxDestRdAtomic()
	 * @model unsettable="true"
	 * @generated
	 */
	int getExpectedMaxDestRdAtomic();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxDestRdAtomic <em>Expected Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Expected Max Dest Rd Atomic</em>' attribute.
	 * @see #isSetExpectedMaxDestRdAtomic()
	 * @see #unsetExpectedMaxDestRdAtomic()
	 * @see #getExpectedMaxDestRdAtomic()
	 * @generated
	 */
	void setExpectedMaxDestRdAtomic(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxDestRdAtomic <em>Expected Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetExpectedMaxDestRdAtomic()
	 * @see #getExpectedMaxDestRdAtomic()
	 * @see #setExpectedMaxDestRdAtomic(int)
	 * @generated
	 */
	void unsetExpectedMaxDestRdAtomic();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxDestRdAtomic <em>Expected Max Dest Rd Atomic</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Expected Max Dest Rd Atomic</em>' attribute is set.
	 * @see #unsetExpectedMaxDestRdAtomic()
	 * @see #getExpectedMaxDestRdAtomic()
	 * @see #setExpectedMaxDestRdAtomic(int)
	 * @generated
	 */
	boolean isSetExpectedMaxDestRdAtomic();

} // QueryQp
