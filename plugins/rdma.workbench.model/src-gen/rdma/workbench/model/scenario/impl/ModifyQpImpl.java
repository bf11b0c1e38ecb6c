/**
 */
package rdma.workbench.model.scenario.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.InternalEList;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.ScenarioPackage;

import rdma.workbench.model.topology.GidEntry;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Modify Qp</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getTargetState <em>Target State</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getAccessFlags <em>Access Flags</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getPkeyIndex <em>Pkey Index</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getPort <em>Port</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getQkey <em>Qkey</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getDestGid <em>Dest Gid</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getSgidIndex <em>Sgid Index</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getHopLimit <em>Hop Limit</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getTrafficClass <em>Traffic Class</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getPathMtu <em>Path Mtu</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getDestQp <em>Dest Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getRqPsn <em>Rq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getSqPsn <em>Sq Psn</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getMaxDestRdAtomic <em>Max Dest Rd Atomic</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getMaxRdAtomic <em>Max Rd Atomic</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getMinRnrTimer <em>Min Rnr Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getTimeout <em>Timeout</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getRetryCnt <em>Retry Cnt</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ModifyQpImpl#getRnrRetry <em>Rnr Retry</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ModifyQpImpl extends VerbStepImpl implements ModifyQp {
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
	 * The default value of the '{@link #getTargetState() <em>Target State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTargetState()
	 * @generated
	 * @ordered
	 */
	protected static final QpState TARGET_STATE_EDEFAULT = QpState.INIT;

	/**
	 * The cached value of the '{@link #getTargetState() <em>Target State</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTargetState()
	 * @generated
	 * @ordered
	 */
	protected QpState targetState = TARGET_STATE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getAccessFlags() <em>Access Flags</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAccessFlags()
	 * @generated
	 * @ordered
	 */
	protected EList<AccessFlag> accessFlags;

	/**
	 * The default value of the '{@link #getPkeyIndex() <em>Pkey Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPkeyIndex()
	 * @generated
	 * @ordered
	 */
	protected static final int PKEY_INDEX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPkeyIndex() <em>Pkey Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPkeyIndex()
	 * @generated
	 * @ordered
	 */
	protected int pkeyIndex = PKEY_INDEX_EDEFAULT;

	/**
	 * This is true if the Pkey Index attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean pkeyIndexESet;

	/**
	 * The default value of the '{@link #getPort() <em>Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPort()
	 * @generated
	 * @ordered
	 */
	protected static final int PORT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getPort() <em>Port</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPort()
	 * @generated
	 * @ordered
	 */
	protected int port = PORT_EDEFAULT;

	/**
	 * This is true if the Port attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean portESet;

	/**
	 * The default value of the '{@link #getQkey() <em>Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQkey()
	 * @generated
	 * @ordered
	 */
	protected static final long QKEY_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getQkey() <em>Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQkey()
	 * @generated
	 * @ordered
	 */
	protected long qkey = QKEY_EDEFAULT;

	/**
	 * This is true if the Qkey attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean qkeyESet;

	/**
	 * The cached value of the '{@link #getDestGid() <em>Dest Gid</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestGid()
	 * @generated
	 * @ordered
	 */
	protected GidEntry destGid;

	/**
	 * The default value of the '{@link #getSgidIndex() <em>Sgid Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSgidIndex()
	 * @generated
	 * @ordered
	 */
	protected static final int SGID_INDEX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSgidIndex() <em>Sgid Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSgidIndex()
	 * @generated
	 * @ordered
	 */
	protected int sgidIndex = SGID_INDEX_EDEFAULT;

	/**
	 * The default value of the '{@link #getHopLimit() <em>Hop Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHopLimit()
	 * @generated
	 * @ordered
	 */
	protected static final int HOP_LIMIT_EDEFAULT = 64;

	/**
	 * The cached value of the '{@link #getHopLimit() <em>Hop Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHopLimit()
	 * @generated
	 * @ordered
	 */
	protected int hopLimit = HOP_LIMIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getTrafficClass() <em>Traffic Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrafficClass()
	 * @generated
	 * @ordered
	 */
	protected static final int TRAFFIC_CLASS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTrafficClass() <em>Traffic Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrafficClass()
	 * @generated
	 * @ordered
	 */
	protected int trafficClass = TRAFFIC_CLASS_EDEFAULT;

	/**
	 * The default value of the '{@link #getPathMtu() <em>Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPathMtu()
	 * @generated
	 * @ordered
	 */
	protected static final Mtu PATH_MTU_EDEFAULT = Mtu.MTU_256;

	/**
	 * The cached value of the '{@link #getPathMtu() <em>Path Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPathMtu()
	 * @generated
	 * @ordered
	 */
	protected Mtu pathMtu = PATH_MTU_EDEFAULT;

	/**
	 * This is true if the Path Mtu attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean pathMtuESet;

	/**
	 * The cached value of the '{@link #getDestQp() <em>Dest Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestQp()
	 * @generated
	 * @ordered
	 */
	protected CreateQp destQp;

	/**
	 * The default value of the '{@link #getRqPsn() <em>Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRqPsn()
	 * @generated
	 * @ordered
	 */
	protected static final int RQ_PSN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRqPsn() <em>Rq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRqPsn()
	 * @generated
	 * @ordered
	 */
	protected int rqPsn = RQ_PSN_EDEFAULT;

	/**
	 * This is true if the Rq Psn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean rqPsnESet;

	/**
	 * The default value of the '{@link #getSqPsn() <em>Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSqPsn()
	 * @generated
	 * @ordered
	 */
	protected static final int SQ_PSN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSqPsn() <em>Sq Psn</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSqPsn()
	 * @generated
	 * @ordered
	 */
	protected int sqPsn = SQ_PSN_EDEFAULT;

	/**
	 * This is true if the Sq Psn attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean sqPsnESet;

	/**
	 * The default value of the '{@link #getMaxDestRdAtomic() <em>Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxDestRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_DEST_RD_ATOMIC_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaxDestRdAtomic() <em>Max Dest Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxDestRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected int maxDestRdAtomic = MAX_DEST_RD_ATOMIC_EDEFAULT;

	/**
	 * This is true if the Max Dest Rd Atomic attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean maxDestRdAtomicESet;

	/**
	 * The default value of the '{@link #getMaxRdAtomic() <em>Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_RD_ATOMIC_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaxRdAtomic() <em>Max Rd Atomic</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRdAtomic()
	 * @generated
	 * @ordered
	 */
	protected int maxRdAtomic = MAX_RD_ATOMIC_EDEFAULT;

	/**
	 * This is true if the Max Rd Atomic attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean maxRdAtomicESet;

	/**
	 * The default value of the '{@link #getMinRnrTimer() <em>Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinRnrTimer()
	 * @generated
	 * @ordered
	 */
	protected static final int MIN_RNR_TIMER_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMinRnrTimer() <em>Min Rnr Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMinRnrTimer()
	 * @generated
	 * @ordered
	 */
	protected int minRnrTimer = MIN_RNR_TIMER_EDEFAULT;

	/**
	 * This is true if the Min Rnr Timer attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean minRnrTimerESet;

	/**
	 * The default value of the '{@link #getTimeout() <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final int TIMEOUT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTimeout() <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeout()
	 * @generated
	 * @ordered
	 */
	protected int timeout = TIMEOUT_EDEFAULT;

	/**
	 * This is true if the Timeout attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean timeoutESet;

	/**
	 * The default value of the '{@link #getRetryCnt() <em>Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetryCnt()
	 * @generated
	 * @ordered
	 */
	protected static final int RETRY_CNT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRetryCnt() <em>Retry Cnt</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetryCnt()
	 * @generated
	 * @ordered
	 */
	protected int retryCnt = RETRY_CNT_EDEFAULT;

	/**
	 * This is true if the Retry Cnt attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean retryCntESet;

	/**
	 * The default value of the '{@link #getRnrRetry() <em>Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRnrRetry()
	 * @generated
	 * @ordered
	 */
	protected static final int RNR_RETRY_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getRnrRetry() <em>Rnr Retry</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRnrRetry()
	 * @generated
	 * @ordered
	 */
	protected int rnrRetry = RNR_RETRY_EDEFAULT;

	/**
	 * This is true if the Rnr Retry attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean rnrRetryESet;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ModifyQpImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.MODIFY_QP;
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.MODIFY_QP__QP, oldQp, qp));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__QP, oldQp, qp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QpState getTargetState() {
		return targetState;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTargetState(QpState newTargetState) {
		QpState oldTargetState = targetState;
		targetState = newTargetState == null ? TARGET_STATE_EDEFAULT : newTargetState;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__TARGET_STATE, oldTargetState, targetState));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<AccessFlag> getAccessFlags() {
		if (accessFlags == null) {
			accessFlags = new EDataTypeUniqueEList.Unsettable<AccessFlag>(AccessFlag.class, this, ScenarioPackage.MODIFY_QP__ACCESS_FLAGS);
		}
		return accessFlags;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetAccessFlags() {
		if (accessFlags != null) ((InternalEList.Unsettable<?>)accessFlags).unset();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetAccessFlags() {
		return accessFlags != null && ((InternalEList.Unsettable<?>)accessFlags).isSet();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPkeyIndex() {
		return pkeyIndex;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPkeyIndex(int newPkeyIndex) {
		int oldPkeyIndex = pkeyIndex;
		pkeyIndex = newPkeyIndex;
		boolean oldPkeyIndexESet = pkeyIndexESet;
		pkeyIndexESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__PKEY_INDEX, oldPkeyIndex, pkeyIndex, !oldPkeyIndexESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPkeyIndex() {
		int oldPkeyIndex = pkeyIndex;
		boolean oldPkeyIndexESet = pkeyIndexESet;
		pkeyIndex = PKEY_INDEX_EDEFAULT;
		pkeyIndexESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__PKEY_INDEX, oldPkeyIndex, PKEY_INDEX_EDEFAULT, oldPkeyIndexESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPkeyIndex() {
		return pkeyIndexESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPort() {
		return port;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPort(int newPort) {
		int oldPort = port;
		port = newPort;
		boolean oldPortESet = portESet;
		portESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__PORT, oldPort, port, !oldPortESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPort() {
		int oldPort = port;
		boolean oldPortESet = portESet;
		port = PORT_EDEFAULT;
		portESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__PORT, oldPort, PORT_EDEFAULT, oldPortESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPort() {
		return portESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getQkey() {
		return qkey;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQkey(long newQkey) {
		long oldQkey = qkey;
		qkey = newQkey;
		boolean oldQkeyESet = qkeyESet;
		qkeyESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__QKEY, oldQkey, qkey, !oldQkeyESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetQkey() {
		long oldQkey = qkey;
		boolean oldQkeyESet = qkeyESet;
		qkey = QKEY_EDEFAULT;
		qkeyESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__QKEY, oldQkey, QKEY_EDEFAULT, oldQkeyESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetQkey() {
		return qkeyESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GidEntry getDestGid() {
		if (destGid != null && destGid.eIsProxy()) {
			InternalEObject oldDestGid = (InternalEObject)destGid;
			destGid = (GidEntry)eResolveProxy(oldDestGid);
			if (destGid != oldDestGid) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.MODIFY_QP__DEST_GID, oldDestGid, destGid));
			}
		}
		return destGid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GidEntry basicGetDestGid() {
		return destGid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDestGid(GidEntry newDestGid) {
		GidEntry oldDestGid = destGid;
		destGid = newDestGid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__DEST_GID, oldDestGid, destGid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSgidIndex() {
		return sgidIndex;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSgidIndex(int newSgidIndex) {
		int oldSgidIndex = sgidIndex;
		sgidIndex = newSgidIndex;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__SGID_INDEX, oldSgidIndex, sgidIndex));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHopLimit() {
		return hopLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHopLimit(int newHopLimit) {
		int oldHopLimit = hopLimit;
		hopLimit = newHopLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__HOP_LIMIT, oldHopLimit, hopLimit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTrafficClass() {
		return trafficClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTrafficClass(int newTrafficClass) {
		int oldTrafficClass = trafficClass;
		trafficClass = newTrafficClass;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__TRAFFIC_CLASS, oldTrafficClass, trafficClass));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Mtu getPathMtu() {
		return pathMtu;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPathMtu(Mtu newPathMtu) {
		Mtu oldPathMtu = pathMtu;
		pathMtu = newPathMtu == null ? PATH_MTU_EDEFAULT : newPathMtu;
		boolean oldPathMtuESet = pathMtuESet;
		pathMtuESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__PATH_MTU, oldPathMtu, pathMtu, !oldPathMtuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetPathMtu() {
		Mtu oldPathMtu = pathMtu;
		boolean oldPathMtuESet = pathMtuESet;
		pathMtu = PATH_MTU_EDEFAULT;
		pathMtuESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__PATH_MTU, oldPathMtu, PATH_MTU_EDEFAULT, oldPathMtuESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetPathMtu() {
		return pathMtuESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp getDestQp() {
		if (destQp != null && destQp.eIsProxy()) {
			InternalEObject oldDestQp = (InternalEObject)destQp;
			destQp = (CreateQp)eResolveProxy(oldDestQp);
			if (destQp != oldDestQp) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.MODIFY_QP__DEST_QP, oldDestQp, destQp));
			}
		}
		return destQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateQp basicGetDestQp() {
		return destQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDestQp(CreateQp newDestQp) {
		CreateQp oldDestQp = destQp;
		destQp = newDestQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__DEST_QP, oldDestQp, destQp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRqPsn() {
		return rqPsn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRqPsn(int newRqPsn) {
		int oldRqPsn = rqPsn;
		rqPsn = newRqPsn;
		boolean oldRqPsnESet = rqPsnESet;
		rqPsnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__RQ_PSN, oldRqPsn, rqPsn, !oldRqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRqPsn() {
		int oldRqPsn = rqPsn;
		boolean oldRqPsnESet = rqPsnESet;
		rqPsn = RQ_PSN_EDEFAULT;
		rqPsnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__RQ_PSN, oldRqPsn, RQ_PSN_EDEFAULT, oldRqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRqPsn() {
		return rqPsnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSqPsn() {
		return sqPsn;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSqPsn(int newSqPsn) {
		int oldSqPsn = sqPsn;
		sqPsn = newSqPsn;
		boolean oldSqPsnESet = sqPsnESet;
		sqPsnESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__SQ_PSN, oldSqPsn, sqPsn, !oldSqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetSqPsn() {
		int oldSqPsn = sqPsn;
		boolean oldSqPsnESet = sqPsnESet;
		sqPsn = SQ_PSN_EDEFAULT;
		sqPsnESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__SQ_PSN, oldSqPsn, SQ_PSN_EDEFAULT, oldSqPsnESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetSqPsn() {
		return sqPsnESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxDestRdAtomic() {
		return maxDestRdAtomic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxDestRdAtomic(int newMaxDestRdAtomic) {
		int oldMaxDestRdAtomic = maxDestRdAtomic;
		maxDestRdAtomic = newMaxDestRdAtomic;
		boolean oldMaxDestRdAtomicESet = maxDestRdAtomicESet;
		maxDestRdAtomicESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__MAX_DEST_RD_ATOMIC, oldMaxDestRdAtomic, maxDestRdAtomic, !oldMaxDestRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMaxDestRdAtomic() {
		int oldMaxDestRdAtomic = maxDestRdAtomic;
		boolean oldMaxDestRdAtomicESet = maxDestRdAtomicESet;
		maxDestRdAtomic = MAX_DEST_RD_ATOMIC_EDEFAULT;
		maxDestRdAtomicESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__MAX_DEST_RD_ATOMIC, oldMaxDestRdAtomic, MAX_DEST_RD_ATOMIC_EDEFAULT, oldMaxDestRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMaxDestRdAtomic() {
		return maxDestRdAtomicESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxRdAtomic() {
		return maxRdAtomic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxRdAtomic(int newMaxRdAtomic) {
		int oldMaxRdAtomic = maxRdAtomic;
		maxRdAtomic = newMaxRdAtomic;
		boolean oldMaxRdAtomicESet = maxRdAtomicESet;
		maxRdAtomicESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__MAX_RD_ATOMIC, oldMaxRdAtomic, maxRdAtomic, !oldMaxRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMaxRdAtomic() {
		int oldMaxRdAtomic = maxRdAtomic;
		boolean oldMaxRdAtomicESet = maxRdAtomicESet;
		maxRdAtomic = MAX_RD_ATOMIC_EDEFAULT;
		maxRdAtomicESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__MAX_RD_ATOMIC, oldMaxRdAtomic, MAX_RD_ATOMIC_EDEFAULT, oldMaxRdAtomicESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMaxRdAtomic() {
		return maxRdAtomicESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMinRnrTimer() {
		return minRnrTimer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMinRnrTimer(int newMinRnrTimer) {
		int oldMinRnrTimer = minRnrTimer;
		minRnrTimer = newMinRnrTimer;
		boolean oldMinRnrTimerESet = minRnrTimerESet;
		minRnrTimerESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__MIN_RNR_TIMER, oldMinRnrTimer, minRnrTimer, !oldMinRnrTimerESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetMinRnrTimer() {
		int oldMinRnrTimer = minRnrTimer;
		boolean oldMinRnrTimerESet = minRnrTimerESet;
		minRnrTimer = MIN_RNR_TIMER_EDEFAULT;
		minRnrTimerESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__MIN_RNR_TIMER, oldMinRnrTimer, MIN_RNR_TIMER_EDEFAULT, oldMinRnrTimerESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetMinRnrTimer() {
		return minRnrTimerESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTimeout() {
		return timeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeout(int newTimeout) {
		int oldTimeout = timeout;
		timeout = newTimeout;
		boolean oldTimeoutESet = timeoutESet;
		timeoutESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__TIMEOUT, oldTimeout, timeout, !oldTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetTimeout() {
		int oldTimeout = timeout;
		boolean oldTimeoutESet = timeoutESet;
		timeout = TIMEOUT_EDEFAULT;
		timeoutESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__TIMEOUT, oldTimeout, TIMEOUT_EDEFAULT, oldTimeoutESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetTimeout() {
		return timeoutESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRetryCnt() {
		return retryCnt;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRetryCnt(int newRetryCnt) {
		int oldRetryCnt = retryCnt;
		retryCnt = newRetryCnt;
		boolean oldRetryCntESet = retryCntESet;
		retryCntESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__RETRY_CNT, oldRetryCnt, retryCnt, !oldRetryCntESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRetryCnt() {
		int oldRetryCnt = retryCnt;
		boolean oldRetryCntESet = retryCntESet;
		retryCnt = RETRY_CNT_EDEFAULT;
		retryCntESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__RETRY_CNT, oldRetryCnt, RETRY_CNT_EDEFAULT, oldRetryCntESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRetryCnt() {
		return retryCntESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRnrRetry() {
		return rnrRetry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRnrRetry(int newRnrRetry) {
		int oldRnrRetry = rnrRetry;
		rnrRetry = newRnrRetry;
		boolean oldRnrRetryESet = rnrRetryESet;
		rnrRetryESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.MODIFY_QP__RNR_RETRY, oldRnrRetry, rnrRetry, !oldRnrRetryESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRnrRetry() {
		int oldRnrRetry = rnrRetry;
		boolean oldRnrRetryESet = rnrRetryESet;
		rnrRetry = RNR_RETRY_EDEFAULT;
		rnrRetryESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.MODIFY_QP__RNR_RETRY, oldRnrRetry, RNR_RETRY_EDEFAULT, oldRnrRetryESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRnrRetry() {
		return rnrRetryESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.MODIFY_QP__QP:
				if (resolve) return getQp();
				return basicGetQp();
			case ScenarioPackage.MODIFY_QP__TARGET_STATE:
				return getTargetState();
			case ScenarioPackage.MODIFY_QP__ACCESS_FLAGS:
				return getAccessFlags();
			case ScenarioPackage.MODIFY_QP__PKEY_INDEX:
				return getPkeyIndex();
			case ScenarioPackage.MODIFY_QP__PORT:
				return getPort();
			case ScenarioPackage.MODIFY_QP__QKEY:
				return getQkey();
			case ScenarioPackage.MODIFY_QP__DEST_GID:
				if (resolve) return getDestGid();
				return basicGetDestGid();
			case ScenarioPackage.MODIFY_QP__SGID_INDEX:
				return getSgidIndex();
			case ScenarioPackage.MODIFY_QP__HOP_LIMIT:
				return getHopLimit();
			case ScenarioPackage.MODIFY_QP__TRAFFIC_CLASS:
				return getTrafficClass();
			case ScenarioPackage.MODIFY_QP__PATH_MTU:
				return getPathMtu();
			case ScenarioPackage.MODIFY_QP__DEST_QP:
				if (resolve) return getDestQp();
				return basicGetDestQp();
			case ScenarioPackage.MODIFY_QP__RQ_PSN:
				return getRqPsn();
			case ScenarioPackage.MODIFY_QP__SQ_PSN:
				return getSqPsn();
			case ScenarioPackage.MODIFY_QP__MAX_DEST_RD_ATOMIC:
				return getMaxDestRdAtomic();
			case ScenarioPackage.MODIFY_QP__MAX_RD_ATOMIC:
				return getMaxRdAtomic();
			case ScenarioPackage.MODIFY_QP__MIN_RNR_TIMER:
				return getMinRnrTimer();
			case ScenarioPackage.MODIFY_QP__TIMEOUT:
				return getTimeout();
			case ScenarioPackage.MODIFY_QP__RETRY_CNT:
				return getRetryCnt();
			case ScenarioPackage.MODIFY_QP__RNR_RETRY:
				return getRnrRetry();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.MODIFY_QP__QP:
				setQp((CreateQp)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__TARGET_STATE:
				setTargetState((QpState)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__ACCESS_FLAGS:
				getAccessFlags().clear();
				getAccessFlags().addAll((Collection<? extends AccessFlag>)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__PKEY_INDEX:
				setPkeyIndex((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__PORT:
				setPort((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__QKEY:
				setQkey((Long)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__DEST_GID:
				setDestGid((GidEntry)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__SGID_INDEX:
				setSgidIndex((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__HOP_LIMIT:
				setHopLimit((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__TRAFFIC_CLASS:
				setTrafficClass((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__PATH_MTU:
				setPathMtu((Mtu)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__DEST_QP:
				setDestQp((CreateQp)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__RQ_PSN:
				setRqPsn((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__SQ_PSN:
				setSqPsn((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__MAX_DEST_RD_ATOMIC:
				setMaxDestRdAtomic((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__MAX_RD_ATOMIC:
				setMaxRdAtomic((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__MIN_RNR_TIMER:
				setMinRnrTimer((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__TIMEOUT:
				setTimeout((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__RETRY_CNT:
				setRetryCnt((Integer)newValue);
				return;
			case ScenarioPackage.MODIFY_QP__RNR_RETRY:
				setRnrRetry((Integer)newValue);
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
			case ScenarioPackage.MODIFY_QP__QP:
				setQp((CreateQp)null);
				return;
			case ScenarioPackage.MODIFY_QP__TARGET_STATE:
				setTargetState(TARGET_STATE_EDEFAULT);
				return;
			case ScenarioPackage.MODIFY_QP__ACCESS_FLAGS:
				unsetAccessFlags();
				return;
			case ScenarioPackage.MODIFY_QP__PKEY_INDEX:
				unsetPkeyIndex();
				return;
			case ScenarioPackage.MODIFY_QP__PORT:
				unsetPort();
				return;
			case ScenarioPackage.MODIFY_QP__QKEY:
				unsetQkey();
				return;
			case ScenarioPackage.MODIFY_QP__DEST_GID:
				setDestGid((GidEntry)null);
				return;
			case ScenarioPackage.MODIFY_QP__SGID_INDEX:
				setSgidIndex(SGID_INDEX_EDEFAULT);
				return;
			case ScenarioPackage.MODIFY_QP__HOP_LIMIT:
				setHopLimit(HOP_LIMIT_EDEFAULT);
				return;
			case ScenarioPackage.MODIFY_QP__TRAFFIC_CLASS:
				setTrafficClass(TRAFFIC_CLASS_EDEFAULT);
				return;
			case ScenarioPackage.MODIFY_QP__PATH_MTU:
				unsetPathMtu();
				return;
			case ScenarioPackage.MODIFY_QP__DEST_QP:
				setDestQp((CreateQp)null);
				return;
			case ScenarioPackage.MODIFY_QP__RQ_PSN:
				unsetRqPsn();
				return;
			case ScenarioPackage.MODIFY_QP__SQ_PSN:
				unsetSqPsn();
				return;
			case ScenarioPackage.MODIFY_QP__MAX_DEST_RD_ATOMIC:
				unsetMaxDestRdAtomic();
				return;
			case ScenarioPackage.MODIFY_QP__MAX_RD_ATOMIC:
				unsetMaxRdAtomic();
				return;
			case ScenarioPackage.MODIFY_QP__MIN_RNR_TIMER:
				unsetMinRnrTimer();
				return;
			case ScenarioPackage.MODIFY_QP__TIMEOUT:
				unsetTimeout();
				return;
			case ScenarioPackage.MODIFY_QP__RETRY_CNT:
				unsetRetryCnt();
				return;
			case ScenarioPackage.MODIFY_QP__RNR_RETRY:
				unsetRnrRetry();
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
			case ScenarioPackage.MODIFY_QP__QP:
				return qp != null;
			case ScenarioPackage.MODIFY_QP__TARGET_STATE:
				return targetState != TARGET_STATE_EDEFAULT;
			case ScenarioPackage.MODIFY_QP__ACCESS_FLAGS:
				return isSetAccessFlags();
			case ScenarioPackage.MODIFY_QP__PKEY_INDEX:
				return isSetPkeyIndex();
			case ScenarioPackage.MODIFY_QP__PORT:
				return isSetPort();
			case ScenarioPackage.MODIFY_QP__QKEY:
				return isSetQkey();
			case ScenarioPackage.MODIFY_QP__DEST_GID:
				return destGid != null;
			case ScenarioPackage.MODIFY_QP__SGID_INDEX:
				return sgidIndex != SGID_INDEX_EDEFAULT;
			case ScenarioPackage.MODIFY_QP__HOP_LIMIT:
				return hopLimit != HOP_LIMIT_EDEFAULT;
			case ScenarioPackage.MODIFY_QP__TRAFFIC_CLASS:
				return trafficClass != TRAFFIC_CLASS_EDEFAULT;
			case ScenarioPackage.MODIFY_QP__PATH_MTU:
				return isSetPathMtu();
			case ScenarioPackage.MODIFY_QP__DEST_QP:
				return destQp != null;
			case ScenarioPackage.MODIFY_QP__RQ_PSN:
				return isSetRqPsn();
			case ScenarioPackage.MODIFY_QP__SQ_PSN:
				return isSetSqPsn();
			case ScenarioPackage.MODIFY_QP__MAX_DEST_RD_ATOMIC:
				return isSetMaxDestRdAtomic();
			case ScenarioPackage.MODIFY_QP__MAX_RD_ATOMIC:
				return isSetMaxRdAtomic();
			case ScenarioPackage.MODIFY_QP__MIN_RNR_TIMER:
				return isSetMinRnrTimer();
			case ScenarioPackage.MODIFY_QP__TIMEOUT:
				return isSetTimeout();
			case ScenarioPackage.MODIFY_QP__RETRY_CNT:
				return isSetRetryCnt();
			case ScenarioPackage.MODIFY_QP__RNR_RETRY:
				return isSetRnrRetry();
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
		result.append(" (targetState: ");
		result.append(targetState);
		result.append(", accessFlags: ");
		result.append(accessFlags);
		result.append(", pkeyIndex: ");
		if (pkeyIndexESet) result.append(pkeyIndex); else result.append("<unset>");
		result.append(", port: ");
		if (portESet) result.append(port); else result.append("<unset>");
		result.append(", qkey: ");
		if (qkeyESet) result.append(qkey); else result.append("<unset>");
		result.append(", sgidIndex: ");
		result.append(sgidIndex);
		result.append(", hopLimit: ");
		result.append(hopLimit);
		result.append(", trafficClass: ");
		result.append(trafficClass);
		result.append(", pathMtu: ");
		if (pathMtuESet) result.append(pathMtu); else result.append("<unset>");
		result.append(", rqPsn: ");
		if (rqPsnESet) result.append(rqPsn); else result.append("<unset>");
		result.append(", sqPsn: ");
		if (sqPsnESet) result.append(sqPsn); else result.append("<unset>");
		result.append(", maxDestRdAtomic: ");
		if (maxDestRdAtomicESet) result.append(maxDestRdAtomic); else result.append("<unset>");
		result.append(", maxRdAtomic: ");
		if (maxRdAtomicESet) result.append(maxRdAtomic); else result.append("<unset>");
		result.append(", minRnrTimer: ");
		if (minRnrTimerESet) result.append(minRnrTimer); else result.append("<unset>");
		result.append(", timeout: ");
		if (timeoutESet) result.append(timeout); else result.append("<unset>");
		result.append(", retryCnt: ");
		if (retryCntESet) result.append(retryCnt); else result.append("<unset>");
		result.append(", rnrRetry: ");
		if (rnrRetryESet) result.append(rnrRetry); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //ModifyQpImpl
