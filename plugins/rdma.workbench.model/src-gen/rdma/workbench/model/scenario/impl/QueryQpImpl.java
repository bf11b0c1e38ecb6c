/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Query Qp</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedState <em>Expected State</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedSqPsn <em>Expected Sq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedRqPsn <em>Expected Rq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedPathMtu <em>Expected Path Mtu</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedDestQp <em>Expected Dest Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedTimeout <em>Expected Timeout</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedRetryCnt <em>Expected Retry Cnt</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedRnrRetry <em>Expected Rnr Retry</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedMinRnrTimer <em>Expected Min Rnr Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedMaxRdAtomic <em>Expected Max Rd Atomic</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.QueryQpImpl#getExpectedMaxDestRdAtomic <em>Expected Max Dest Rd Atomic</em>}</li>
 * </ul>
 *
 * @generated
 */
public class QueryQpImpl extends VerbStepImpl implements QueryQp {
	/**
	 * The cached value of the '{@link #getQp() <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQp()
	 * @generated
	 * @ordered
	 */
	protected CreateQp qp;

	/**
	 * The default value of the '{@link #getExpectedState() <em>Expected State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedState()
	 * @generated
	 * @ordered
	 */
	protected static final QpState EXPECTED_STATE_EDEFAULT = QpState.RESET;

	/**
	 * The cached value of the '{@link #getExpectedState() <em>Expected State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedState()
	 * @generated
	 * @ordered
	 */
	protected QpState expectedState = EXPECTED_STATE_EDEFAULT;

	/**
	 * This is true if the Expected State attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedStateESet;

	/**
	 * The default value of the '{@link #getExpectedSqPsn() <em>Expected Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedSqPsn()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_SQ_PSN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedSqPsn() <em>Expected Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedSqPsn()
	 * @generated
	 * @ordered
	 */
	protected int expectedSqPsn = EXPECTED_SQ_PSN_EDEFAULT;

	/**
	 * This is true if the Expected Sq Psn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedSqPsnESet;

	/**
	 * The default value of the '{@link #getExpectedRqPsn() <em>Expected Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedRqPsn()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_RQ_PSN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedRqPsn() <em>Expected Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedRqPsn()
	 * @generated
	 * @ordered
	 */
	protected int expectedRqPsn = EXPECTED_RQ_PSN_EDEFAULT;

	/**
	 * This is true if the Expected Rq Psn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedRqPsnESet;

	/**
	 * The default value of the '{@link #getExpectedPathMtu() <em>Expected Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedPathMtu()
	 * @generated
	 * @ordered
	 */
	protected static final Mtu EXPECTED_PATH_MTU_EDEFAULT = Mtu.MTU_256;

	/**
	 * The cached value of the '{@link #getExpectedPathMtu() <em>Expected Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedPathMtu()
	 * @generated
	 * @ordered
	 */
	protected Mtu expectedPathMtu = EXPECTED_PATH_MTU_EDEFAULT;

	/**
	 * This is true if the Expected Path Mtu attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedPathMtuESet;

	/**
	 * The cached value of the '{@link #getExpectedDestQp() <em>Expected Dest Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedDestQp()
	 * @generated
	 * @ordered
	 */
	protected CreateQp expectedDestQp;

	/**
	 * The default value of the '{@link #getExpectedTimeout() <em>Expected Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_TIMEOUT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedTimeout() <em>Expected Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedTimeout()
	 * @generated
	 * @ordered
	 */
	protected int expectedTimeout = EXPECTED_TIMEOUT_EDEFAULT;

	/**
	 * This is true if the Expected Timeout attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedTimeoutESet;

	/**
	 * The default value of the '{@link #getExpectedRetryCnt() <em>Expected Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedRetryCnt()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_RETRY_CNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedRetryCnt() <em>Expected Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedRetryCnt()
	 * @generated
	 * @ordered
	 */
	protected int expectedRetryCnt = EXPECTED_RETRY_CNT_EDEFAULT;

	/**
	 * This is true if the Expected Retry Cnt attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedRetryCntESet;

	/**
	 * The default value of the '{@link #getExpectedRnrRetry() <em>Expected Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedRnrRetry()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_RNR_RETRY_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedRnrRetry() <em>Expected Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedRnrRetry()
	 * @generated
	 * @ordered
	 */
	protected int expectedRnrRetry = EXPECTED_RNR_RETRY_EDEFAULT;

	/**
	 * This is true if the Expected Rnr Retry attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedRnrRetryESet;

	/**
	 * The default value of the '{@link #getExpectedMinRnrTimer() <em>Expected Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedMinRnrTimer()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_MIN_RNR_TIMER_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedMinRnrTimer() <em>Expected Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedMinRnrTimer()
	 * @generated
	 * @ordered
	 */
	protected int expectedMinRnrTimer = EXPECTED_MIN_RNR_TIMER_EDEFAULT;

	/**
	 * This is true if the Expected Min Rnr Timer attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedMinRnrTimerESet;

	/**
	 * The default value of the '{@link #getExpectedMaxRdAtomic() <em>Expected Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedMaxRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_MAX_RD_ATOMIC_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedMaxRdAtomic() <em>Expected Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedMaxRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected int expectedMaxRdAtomic = EXPECTED_MAX_RD_ATOMIC_EDEFAULT;

	/**
	 * This is true if the Expected Max Rd Atomic attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedMaxRdAtomicESet;

	/**
	 * The default value of the '{@link #getExpectedMaxDestRdAtomic() <em>Expected Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedMaxDestRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected static final int EXPECTED_MAX_DEST_RD_ATOMIC_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getExpectedMaxDestRdAtomic() <em>Expected Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedMaxDestRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected int expectedMaxDestRdAtomic = EXPECTED_MAX_DEST_RD_ATOMIC_EDEFAULT;

	/**
	 * This is true if the Expected Max Dest Rd Atomic attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean expectedMaxDestRdAtomicESet;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected QueryQpImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.QUERY_QP;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp getQp() {
		if (qp != null && qp.eIsProxy()) {
			InternalEObject oldQp = (InternalEObject)qp;
			qp = (CreateQp)eResolveProxy(oldQp);
			if (qp != oldQp) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.QUERY_QP__QP, oldQp, qp));
			}
		}
		return qp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateQp basicGetQp() {
		return qp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQp(CreateQp newQp) {
		CreateQp oldQp = qp;
		qp = newQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__QP, oldQp, qp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QpState getExpectedState() {
		return expectedState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedState(QpState newExpectedState) {
		QpState oldExpectedState = expectedState;
		expectedState = newExpectedState == null ? EXPECTED_STATE_EDEFAULT : newExpectedState;
		boolean oldExpectedStateESet = expectedStateESet;
		expectedStateESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_STATE, oldExpectedState, expectedState, !oldExpectedStateESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedState() {
		QpState oldExpectedState = expectedState;
		boolean oldExpectedStateESet = expectedStateESet;
		expectedState = EXPECTED_STATE_EDEFAULT;
		expectedStateESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_STATE, oldExpectedState, EXPECTED_STATE_EDEFAULT, oldExpectedStateESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedState() {
		return expectedStateESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedSqPsn() {
		return expectedSqPsn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedSqPsn(int newExpectedSqPsn) {
		int oldExpectedSqPsn = expectedSqPsn;
		expectedSqPsn = newExpectedSqPsn;
		boolean oldExpectedSqPsnESet = expectedSqPsnESet;
		expectedSqPsnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_SQ_PSN, oldExpectedSqPsn, expectedSqPsn, !oldExpectedSqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedSqPsn() {
		int oldExpectedSqPsn = expectedSqPsn;
		boolean oldExpectedSqPsnESet = expectedSqPsnESet;
		expectedSqPsn = EXPECTED_SQ_PSN_EDEFAULT;
		expectedSqPsnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_SQ_PSN, oldExpectedSqPsn, EXPECTED_SQ_PSN_EDEFAULT, oldExpectedSqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedSqPsn() {
		return expectedSqPsnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedRqPsn() {
		return expectedRqPsn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedRqPsn(int newExpectedRqPsn) {
		int oldExpectedRqPsn = expectedRqPsn;
		expectedRqPsn = newExpectedRqPsn;
		boolean oldExpectedRqPsnESet = expectedRqPsnESet;
		expectedRqPsnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_RQ_PSN, oldExpectedRqPsn, expectedRqPsn, !oldExpectedRqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedRqPsn() {
		int oldExpectedRqPsn = expectedRqPsn;
		boolean oldExpectedRqPsnESet = expectedRqPsnESet;
		expectedRqPsn = EXPECTED_RQ_PSN_EDEFAULT;
		expectedRqPsnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_RQ_PSN, oldExpectedRqPsn, EXPECTED_RQ_PSN_EDEFAULT, oldExpectedRqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedRqPsn() {
		return expectedRqPsnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Mtu getExpectedPathMtu() {
		return expectedPathMtu;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedPathMtu(Mtu newExpectedPathMtu) {
		Mtu oldExpectedPathMtu = expectedPathMtu;
		expectedPathMtu = newExpectedPathMtu == null ? EXPECTED_PATH_MTU_EDEFAULT : newExpectedPathMtu;
		boolean oldExpectedPathMtuESet = expectedPathMtuESet;
		expectedPathMtuESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_PATH_MTU, oldExpectedPathMtu, expectedPathMtu, !oldExpectedPathMtuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedPathMtu() {
		Mtu oldExpectedPathMtu = expectedPathMtu;
		boolean oldExpectedPathMtuESet = expectedPathMtuESet;
		expectedPathMtu = EXPECTED_PATH_MTU_EDEFAULT;
		expectedPathMtuESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_PATH_MTU, oldExpectedPathMtu, EXPECTED_PATH_MTU_EDEFAULT, oldExpectedPathMtuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedPathMtu() {
		return expectedPathMtuESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp getExpectedDestQp() {
		if (expectedDestQp != null && expectedDestQp.eIsProxy()) {
			InternalEObject oldExpectedDestQp = (InternalEObject)expectedDestQp;
			expectedDestQp = (CreateQp)eResolveProxy(oldExpectedDestQp);
			if (expectedDestQp != oldExpectedDestQp) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.QUERY_QP__EXPECTED_DEST_QP, oldExpectedDestQp, expectedDestQp));
			}
		}
		return expectedDestQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateQp basicGetExpectedDestQp() {
		return expectedDestQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedDestQp(CreateQp newExpectedDestQp) {
		CreateQp oldExpectedDestQp = expectedDestQp;
		expectedDestQp = newExpectedDestQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_DEST_QP, oldExpectedDestQp, expectedDestQp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedTimeout() {
		return expectedTimeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedTimeout(int newExpectedTimeout) {
		int oldExpectedTimeout = expectedTimeout;
		expectedTimeout = newExpectedTimeout;
		boolean oldExpectedTimeoutESet = expectedTimeoutESet;
		expectedTimeoutESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_TIMEOUT, oldExpectedTimeout, expectedTimeout, !oldExpectedTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedTimeout() {
		int oldExpectedTimeout = expectedTimeout;
		boolean oldExpectedTimeoutESet = expectedTimeoutESet;
		expectedTimeout = EXPECTED_TIMEOUT_EDEFAULT;
		expectedTimeoutESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_TIMEOUT, oldExpectedTimeout, EXPECTED_TIMEOUT_EDEFAULT, oldExpectedTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedTimeout() {
		return expectedTimeoutESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedRetryCnt() {
		return expectedRetryCnt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedRetryCnt(int newExpectedRetryCnt) {
		int oldExpectedRetryCnt = expectedRetryCnt;
		expectedRetryCnt = newExpectedRetryCnt;
		boolean oldExpectedRetryCntESet = expectedRetryCntESet;
		expectedRetryCntESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_RETRY_CNT, oldExpectedRetryCnt, expectedRetryCnt, !oldExpectedRetryCntESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedRetryCnt() {
		int oldExpectedRetryCnt = expectedRetryCnt;
		boolean oldExpectedRetryCntESet = expectedRetryCntESet;
		expectedRetryCnt = EXPECTED_RETRY_CNT_EDEFAULT;
		expectedRetryCntESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_RETRY_CNT, oldExpectedRetryCnt, EXPECTED_RETRY_CNT_EDEFAULT, oldExpectedRetryCntESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedRetryCnt() {
		return expectedRetryCntESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedRnrRetry() {
		return expectedRnrRetry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedRnrRetry(int newExpectedRnrRetry) {
		int oldExpectedRnrRetry = expectedRnrRetry;
		expectedRnrRetry = newExpectedRnrRetry;
		boolean oldExpectedRnrRetryESet = expectedRnrRetryESet;
		expectedRnrRetryESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_RNR_RETRY, oldExpectedRnrRetry, expectedRnrRetry, !oldExpectedRnrRetryESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedRnrRetry() {
		int oldExpectedRnrRetry = expectedRnrRetry;
		boolean oldExpectedRnrRetryESet = expectedRnrRetryESet;
		expectedRnrRetry = EXPECTED_RNR_RETRY_EDEFAULT;
		expectedRnrRetryESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_RNR_RETRY, oldExpectedRnrRetry, EXPECTED_RNR_RETRY_EDEFAULT, oldExpectedRnrRetryESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedRnrRetry() {
		return expectedRnrRetryESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedMinRnrTimer() {
		return expectedMinRnrTimer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedMinRnrTimer(int newExpectedMinRnrTimer) {
		int oldExpectedMinRnrTimer = expectedMinRnrTimer;
		expectedMinRnrTimer = newExpectedMinRnrTimer;
		boolean oldExpectedMinRnrTimerESet = expectedMinRnrTimerESet;
		expectedMinRnrTimerESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_MIN_RNR_TIMER, oldExpectedMinRnrTimer, expectedMinRnrTimer, !oldExpectedMinRnrTimerESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedMinRnrTimer() {
		int oldExpectedMinRnrTimer = expectedMinRnrTimer;
		boolean oldExpectedMinRnrTimerESet = expectedMinRnrTimerESet;
		expectedMinRnrTimer = EXPECTED_MIN_RNR_TIMER_EDEFAULT;
		expectedMinRnrTimerESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_MIN_RNR_TIMER, oldExpectedMinRnrTimer, EXPECTED_MIN_RNR_TIMER_EDEFAULT, oldExpectedMinRnrTimerESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedMinRnrTimer() {
		return expectedMinRnrTimerESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedMaxRdAtomic() {
		return expectedMaxRdAtomic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedMaxRdAtomic(int newExpectedMaxRdAtomic) {
		int oldExpectedMaxRdAtomic = expectedMaxRdAtomic;
		expectedMaxRdAtomic = newExpectedMaxRdAtomic;
		boolean oldExpectedMaxRdAtomicESet = expectedMaxRdAtomicESet;
		expectedMaxRdAtomicESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_MAX_RD_ATOMIC, oldExpectedMaxRdAtomic, expectedMaxRdAtomic, !oldExpectedMaxRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedMaxRdAtomic() {
		int oldExpectedMaxRdAtomic = expectedMaxRdAtomic;
		boolean oldExpectedMaxRdAtomicESet = expectedMaxRdAtomicESet;
		expectedMaxRdAtomic = EXPECTED_MAX_RD_ATOMIC_EDEFAULT;
		expectedMaxRdAtomicESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_MAX_RD_ATOMIC, oldExpectedMaxRdAtomic, EXPECTED_MAX_RD_ATOMIC_EDEFAULT, oldExpectedMaxRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedMaxRdAtomic() {
		return expectedMaxRdAtomicESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getExpectedMaxDestRdAtomic() {
		return expectedMaxDestRdAtomic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedMaxDestRdAtomic(int newExpectedMaxDestRdAtomic) {
		int oldExpectedMaxDestRdAtomic = expectedMaxDestRdAtomic;
		expectedMaxDestRdAtomic = newExpectedMaxDestRdAtomic;
		boolean oldExpectedMaxDestRdAtomicESet = expectedMaxDestRdAtomicESet;
		expectedMaxDestRdAtomicESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC, oldExpectedMaxDestRdAtomic, expectedMaxDestRdAtomic, !oldExpectedMaxDestRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetExpectedMaxDestRdAtomic() {
		int oldExpectedMaxDestRdAtomic = expectedMaxDestRdAtomic;
		boolean oldExpectedMaxDestRdAtomicESet = expectedMaxDestRdAtomicESet;
		expectedMaxDestRdAtomic = EXPECTED_MAX_DEST_RD_ATOMIC_EDEFAULT;
		expectedMaxDestRdAtomicESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC, oldExpectedMaxDestRdAtomic, EXPECTED_MAX_DEST_RD_ATOMIC_EDEFAULT, oldExpectedMaxDestRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetExpectedMaxDestRdAtomic() {
		return expectedMaxDestRdAtomicESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.QUERY_QP__QP:
				if (resolve) return getQp();
				return basicGetQp();
			case ScenarioPackage.QUERY_QP__EXPECTED_STATE:
				return getExpectedState();
			case ScenarioPackage.QUERY_QP__EXPECTED_SQ_PSN:
				return getExpectedSqPsn();
			case ScenarioPackage.QUERY_QP__EXPECTED_RQ_PSN:
				return getExpectedRqPsn();
			case ScenarioPackage.QUERY_QP__EXPECTED_PATH_MTU:
				return getExpectedPathMtu();
			case ScenarioPackage.QUERY_QP__EXPECTED_DEST_QP:
				if (resolve) return getExpectedDestQp();
				return basicGetExpectedDestQp();
			case ScenarioPackage.QUERY_QP__EXPECTED_TIMEOUT:
				return getExpectedTimeout();
			case ScenarioPackage.QUERY_QP__EXPECTED_RETRY_CNT:
				return getExpectedRetryCnt();
			case ScenarioPackage.QUERY_QP__EXPECTED_RNR_RETRY:
				return getExpectedRnrRetry();
			case ScenarioPackage.QUERY_QP__EXPECTED_MIN_RNR_TIMER:
				return getExpectedMinRnrTimer();
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_RD_ATOMIC:
				return getExpectedMaxRdAtomic();
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC:
				return getExpectedMaxDestRdAtomic();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.QUERY_QP__QP:
				setQp((CreateQp)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_STATE:
				setExpectedState((QpState)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_SQ_PSN:
				setExpectedSqPsn((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_RQ_PSN:
				setExpectedRqPsn((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_PATH_MTU:
				setExpectedPathMtu((Mtu)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_DEST_QP:
				setExpectedDestQp((CreateQp)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_TIMEOUT:
				setExpectedTimeout((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_RETRY_CNT:
				setExpectedRetryCnt((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_RNR_RETRY:
				setExpectedRnrRetry((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_MIN_RNR_TIMER:
				setExpectedMinRnrTimer((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_RD_ATOMIC:
				setExpectedMaxRdAtomic((Integer)newValue);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC:
				setExpectedMaxDestRdAtomic((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case ScenarioPackage.QUERY_QP__QP:
				setQp((CreateQp)null);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_STATE:
				unsetExpectedState();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_SQ_PSN:
				unsetExpectedSqPsn();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_RQ_PSN:
				unsetExpectedRqPsn();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_PATH_MTU:
				unsetExpectedPathMtu();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_DEST_QP:
				setExpectedDestQp((CreateQp)null);
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_TIMEOUT:
				unsetExpectedTimeout();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_RETRY_CNT:
				unsetExpectedRetryCnt();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_RNR_RETRY:
				unsetExpectedRnrRetry();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_MIN_RNR_TIMER:
				unsetExpectedMinRnrTimer();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_RD_ATOMIC:
				unsetExpectedMaxRdAtomic();
				return;
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC:
				unsetExpectedMaxDestRdAtomic();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case ScenarioPackage.QUERY_QP__QP:
				return qp != null;
			case ScenarioPackage.QUERY_QP__EXPECTED_STATE:
				return isSetExpectedState();
			case ScenarioPackage.QUERY_QP__EXPECTED_SQ_PSN:
				return isSetExpectedSqPsn();
			case ScenarioPackage.QUERY_QP__EXPECTED_RQ_PSN:
				return isSetExpectedRqPsn();
			case ScenarioPackage.QUERY_QP__EXPECTED_PATH_MTU:
				return isSetExpectedPathMtu();
			case ScenarioPackage.QUERY_QP__EXPECTED_DEST_QP:
				return expectedDestQp != null;
			case ScenarioPackage.QUERY_QP__EXPECTED_TIMEOUT:
				return isSetExpectedTimeout();
			case ScenarioPackage.QUERY_QP__EXPECTED_RETRY_CNT:
				return isSetExpectedRetryCnt();
			case ScenarioPackage.QUERY_QP__EXPECTED_RNR_RETRY:
				return isSetExpectedRnrRetry();
			case ScenarioPackage.QUERY_QP__EXPECTED_MIN_RNR_TIMER:
				return isSetExpectedMinRnrTimer();
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_RD_ATOMIC:
				return isSetExpectedMaxRdAtomic();
			case ScenarioPackage.QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC:
				return isSetExpectedMaxDestRdAtomic();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (expectedState: ");
		if (expectedStateESet) result.append(expectedState); else result.append("<unset>");
		result.append(", expectedSqPsn: ");
		if (expectedSqPsnESet) result.append(expectedSqPsn); else result.append("<unset>");
		result.append(", expectedRqPsn: ");
		if (expectedRqPsnESet) result.append(expectedRqPsn); else result.append("<unset>");
		result.append(", expectedPathMtu: ");
		if (expectedPathMtuESet) result.append(expectedPathMtu); else result.append("<unset>");
		result.append(", expectedTimeout: ");
		if (expectedTimeoutESet) result.append(expectedTimeout); else result.append("<unset>");
		result.append(", expectedRetryCnt: ");
		if (expectedRetryCntESet) result.append(expectedRetryCnt); else result.append("<unset>");
		result.append(", expectedRnrRetry: ");
		if (expectedRnrRetryESet) result.append(expectedRnrRetry); else result.append("<unset>");
		result.append(", expectedMinRnrTimer: ");
		if (expectedMinRnrTimerESet) result.append(expectedMinRnrTimer); else result.append("<unset>");
		result.append(", expectedMaxRdAtomic: ");
		if (expectedMaxRdAtomicESet) result.append(expectedMaxRdAtomic); else result.append("<unset>");
		result.append(", expectedMaxDestRdAtomic: ");
		if (expectedMaxDestRdAtomicESet) result.append(expectedMaxDestRdAtomic); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //QueryQpImpl
