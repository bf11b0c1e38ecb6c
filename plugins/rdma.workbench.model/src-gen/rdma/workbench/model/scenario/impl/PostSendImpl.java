/**
 */
package rdma.workbench.model.scenario.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;
import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.WrOpcode;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Post Send</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getWrId <em>Wr Id</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getOpcode <em>Opcode</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getSendFlags <em>Send Flags</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getSges <em>Sges</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getRemoteMr <em>Remote Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getRemoteOffset <em>Remote Offset</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getImmData <em>Imm Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getCompareAdd <em>Compare Add</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getSwap <em>Swap</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getAh <em>Ah</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getRemoteQp <em>Remote Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getRemoteQkey <em>Remote Qkey</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getInvalidateMr <em>Invalidate Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getRepeat <em>Repeat</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostSendImpl#getRepeatUntil <em>Repeat Until</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PostSendImpl extends VerbStepImpl implements PostSend {
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
	 * The default value of the '{@link #getWrId() <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWrId()
	 * @generated
	 * @ordered
	 */
	protected static final long WR_ID_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getWrId() <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWrId()
	 * @generated
	 * @ordered
	 */
	protected long wrId = WR_ID_EDEFAULT;

	/**
	 * The default value of the '{@link #getOpcode() <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpcode()
	 * @generated
	 * @ordered
	 */
	protected static final WrOpcode OPCODE_EDEFAULT = WrOpcode.SEND;

	/**
	 * The cached value of the '{@link #getOpcode() <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpcode()
	 * @generated
	 * @ordered
	 */
	protected WrOpcode opcode = OPCODE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSendFlags() <em>Send Flags</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendFlags()
	 * @generated
	 * @ordered
	 */
	protected EList<SendFlag> sendFlags;

	/**
	 * The cached value of the '{@link #getSges() <em>Sges</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSges()
	 * @generated
	 * @ordered
	 */
	protected EList<Sge> sges;

	/**
	 * The cached value of the '{@link #getRemoteMr() <em>Remote Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteMr()
	 * @generated
	 * @ordered
	 */
	protected RegMr remoteMr;

	/**
	 * The default value of the '{@link #getRemoteOffset() <em>Remote Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteOffset()
	 * @generated
	 * @ordered
	 */
	protected static final long REMOTE_OFFSET_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRemoteOffset() <em>Remote Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteOffset()
	 * @generated
	 * @ordered
	 */
	protected long remoteOffset = REMOTE_OFFSET_EDEFAULT;

	/**
	 * The default value of the '{@link #getImmData() <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImmData()
	 * @generated
	 * @ordered
	 */
	protected static final long IMM_DATA_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getImmData() <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImmData()
	 * @generated
	 * @ordered
	 */
	protected long immData = IMM_DATA_EDEFAULT;

	/**
	 * This is true if the Imm Data attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean immDataESet;

	/**
	 * The default value of the '{@link #getCompareAdd() <em>Compare Add</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompareAdd()
	 * @generated
	 * @ordered
	 */
	protected static final long COMPARE_ADD_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getCompareAdd() <em>Compare Add</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCompareAdd()
	 * @generated
	 * @ordered
	 */
	protected long compareAdd = COMPARE_ADD_EDEFAULT;

	/**
	 * The default value of the '{@link #getSwap() <em>Swap</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSwap()
	 * @generated
	 * @ordered
	 */
	protected static final long SWAP_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getSwap() <em>Swap</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSwap()
	 * @generated
	 * @ordered
	 */
	protected long swap = SWAP_EDEFAULT;

	/**
	 * The cached value of the '{@link #getAh() <em>Ah</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAh()
	 * @generated
	 * @ordered
	 */
	protected CreateAh ah;

	/**
	 * The cached value of the '{@link #getRemoteQp() <em>Remote Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteQp()
	 * @generated
	 * @ordered
	 */
	protected CreateQp remoteQp;

	/**
	 * The default value of the '{@link #getRemoteQkey() <em>Remote Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteQkey()
	 * @generated
	 * @ordered
	 */
	protected static final long REMOTE_QKEY_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRemoteQkey() <em>Remote Qkey</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRemoteQkey()
	 * @generated
	 * @ordered
	 */
	protected long remoteQkey = REMOTE_QKEY_EDEFAULT;

	/**
	 * The cached value of the '{@link #getInvalidateMr() <em>Invalidate Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInvalidateMr()
	 * @generated
	 * @ordered
	 */
	protected RegMr invalidateMr;

	/**
	 * The default value of the '{@link #getRepeat() <em>Repeat</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepeat()
	 * @generated
	 * @ordered
	 */
	protected static final int REPEAT_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getRepeat() <em>Repeat</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepeat()
	 * @generated
	 * @ordered
	 */
	protected int repeat = REPEAT_EDEFAULT;

	/**
	 * This is true if the Repeat attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean repeatESet;

	/**
	 * The default value of the '{@link #getRepeatUntil() <em>Repeat Until</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepeatUntil()
	 * @generated
	 * @ordered
	 */
	protected static final long REPEAT_UNTIL_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getRepeatUntil() <em>Repeat Until</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRepeatUntil()
	 * @generated
	 * @ordered
	 */
	protected long repeatUntil = REPEAT_UNTIL_EDEFAULT;

	/**
	 * This is true if the Repeat Until attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean repeatUntilESet;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PostSendImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.POST_SEND;
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_SEND__QP, oldQp, qp));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__QP, oldQp, qp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getWrId() {
		return wrId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWrId(long newWrId) {
		long oldWrId = wrId;
		wrId = newWrId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__WR_ID, oldWrId, wrId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WrOpcode getOpcode() {
		return opcode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOpcode(WrOpcode newOpcode) {
		WrOpcode oldOpcode = opcode;
		opcode = newOpcode == null ? OPCODE_EDEFAULT : newOpcode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__OPCODE, oldOpcode, opcode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SendFlag> getSendFlags() {
		if (sendFlags == null) {
			sendFlags = new EDataTypeUniqueEList<SendFlag>(SendFlag.class, this, ScenarioPackage.POST_SEND__SEND_FLAGS);
		}
		return sendFlags;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Sge> getSges() {
		if (sges == null) {
			sges = new EObjectContainmentEList<Sge>(Sge.class, this, ScenarioPackage.POST_SEND__SGES);
		}
		return sges;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RegMr getRemoteMr() {
		if (remoteMr != null && remoteMr.eIsProxy()) {
			InternalEObject oldRemoteMr = (InternalEObject)remoteMr;
			remoteMr = (RegMr)eResolveProxy(oldRemoteMr);
			if (remoteMr != oldRemoteMr) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_SEND__REMOTE_MR, oldRemoteMr, remoteMr));
			}
		}
		return remoteMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RegMr basicGetRemoteMr() {
		return remoteMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRemoteMr(RegMr newRemoteMr) {
		RegMr oldRemoteMr = remoteMr;
		remoteMr = newRemoteMr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__REMOTE_MR, oldRemoteMr, remoteMr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRemoteOffset() {
		return remoteOffset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRemoteOffset(long newRemoteOffset) {
		long oldRemoteOffset = remoteOffset;
		remoteOffset = newRemoteOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__REMOTE_OFFSET, oldRemoteOffset, remoteOffset));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getImmData() {
		return immData;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setImmData(long newImmData) {
		long oldImmData = immData;
		immData = newImmData;
		boolean oldImmDataESet = immDataESet;
		immDataESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__IMM_DATA, oldImmData, immData, !oldImmDataESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetImmData() {
		long oldImmData = immData;
		boolean oldImmDataESet = immDataESet;
		immData = IMM_DATA_EDEFAULT;
		immDataESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.POST_SEND__IMM_DATA, oldImmData, IMM_DATA_EDEFAULT, oldImmDataESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetImmData() {
		return immDataESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getCompareAdd() {
		return compareAdd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCompareAdd(long newCompareAdd) {
		long oldCompareAdd = compareAdd;
		compareAdd = newCompareAdd;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__COMPARE_ADD, oldCompareAdd, compareAdd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getSwap() {
		return swap;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSwap(long newSwap) {
		long oldSwap = swap;
		swap = newSwap;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__SWAP, oldSwap, swap));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateAh getAh() {
		if (ah != null && ah.eIsProxy()) {
			InternalEObject oldAh = (InternalEObject)ah;
			ah = (CreateAh)eResolveProxy(oldAh);
			if (ah != oldAh) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_SEND__AH, oldAh, ah));
			}
		}
		return ah;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateAh basicGetAh() {
		return ah;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setAh(CreateAh newAh) {
		CreateAh oldAh = ah;
		ah = newAh;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__AH, oldAh, ah));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp getRemoteQp() {
		if (remoteQp != null && remoteQp.eIsProxy()) {
			InternalEObject oldRemoteQp = (InternalEObject)remoteQp;
			remoteQp = (CreateQp)eResolveProxy(oldRemoteQp);
			if (remoteQp != oldRemoteQp) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_SEND__REMOTE_QP, oldRemoteQp, remoteQp));
			}
		}
		return remoteQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateQp basicGetRemoteQp() {
		return remoteQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRemoteQp(CreateQp newRemoteQp) {
		CreateQp oldRemoteQp = remoteQp;
		remoteQp = newRemoteQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__REMOTE_QP, oldRemoteQp, remoteQp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRemoteQkey() {
		return remoteQkey;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRemoteQkey(long newRemoteQkey) {
		long oldRemoteQkey = remoteQkey;
		remoteQkey = newRemoteQkey;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__REMOTE_QKEY, oldRemoteQkey, remoteQkey));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RegMr getInvalidateMr() {
		if (invalidateMr != null && invalidateMr.eIsProxy()) {
			InternalEObject oldInvalidateMr = (InternalEObject)invalidateMr;
			invalidateMr = (RegMr)eResolveProxy(oldInvalidateMr);
			if (invalidateMr != oldInvalidateMr) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_SEND__INVALIDATE_MR, oldInvalidateMr, invalidateMr));
			}
		}
		return invalidateMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RegMr basicGetInvalidateMr() {
		return invalidateMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInvalidateMr(RegMr newInvalidateMr) {
		RegMr oldInvalidateMr = invalidateMr;
		invalidateMr = newInvalidateMr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__INVALIDATE_MR, oldInvalidateMr, invalidateMr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRepeat() {
		return repeat;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRepeat(int newRepeat) {
		int oldRepeat = repeat;
		repeat = newRepeat;
		boolean oldRepeatESet = repeatESet;
		repeatESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__REPEAT, oldRepeat, repeat, !oldRepeatESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRepeat() {
		int oldRepeat = repeat;
		boolean oldRepeatESet = repeatESet;
		repeat = REPEAT_EDEFAULT;
		repeatESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.POST_SEND__REPEAT, oldRepeat, REPEAT_EDEFAULT, oldRepeatESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRepeat() {
		return repeatESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getRepeatUntil() {
		return repeatUntil;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRepeatUntil(long newRepeatUntil) {
		long oldRepeatUntil = repeatUntil;
		repeatUntil = newRepeatUntil;
		boolean oldRepeatUntilESet = repeatUntilESet;
		repeatUntilESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_SEND__REPEAT_UNTIL, oldRepeatUntil, repeatUntil, !oldRepeatUntilESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetRepeatUntil() {
		long oldRepeatUntil = repeatUntil;
		boolean oldRepeatUntilESet = repeatUntilESet;
		repeatUntil = REPEAT_UNTIL_EDEFAULT;
		repeatUntilESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.POST_SEND__REPEAT_UNTIL, oldRepeatUntil, REPEAT_UNTIL_EDEFAULT, oldRepeatUntilESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetRepeatUntil() {
		return repeatUntilESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.POST_SEND__SGES:
				return ((InternalEList<?>)getSges()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.POST_SEND__QP:
				if (resolve) return getQp();
				return basicGetQp();
			case ScenarioPackage.POST_SEND__WR_ID:
				return getWrId();
			case ScenarioPackage.POST_SEND__OPCODE:
				return getOpcode();
			case ScenarioPackage.POST_SEND__SEND_FLAGS:
				return getSendFlags();
			case ScenarioPackage.POST_SEND__SGES:
				return getSges();
			case ScenarioPackage.POST_SEND__REMOTE_MR:
				if (resolve) return getRemoteMr();
				return basicGetRemoteMr();
			case ScenarioPackage.POST_SEND__REMOTE_OFFSET:
				return getRemoteOffset();
			case ScenarioPackage.POST_SEND__IMM_DATA:
				return getImmData();
			case ScenarioPackage.POST_SEND__COMPARE_ADD:
				return getCompareAdd();
			case ScenarioPackage.POST_SEND__SWAP:
				return getSwap();
			case ScenarioPackage.POST_SEND__AH:
				if (resolve) return getAh();
				return basicGetAh();
			case ScenarioPackage.POST_SEND__REMOTE_QP:
				if (resolve) return getRemoteQp();
				return basicGetRemoteQp();
			case ScenarioPackage.POST_SEND__REMOTE_QKEY:
				return getRemoteQkey();
			case ScenarioPackage.POST_SEND__INVALIDATE_MR:
				if (resolve) return getInvalidateMr();
				return basicGetInvalidateMr();
			case ScenarioPackage.POST_SEND__REPEAT:
				return getRepeat();
			case ScenarioPackage.POST_SEND__REPEAT_UNTIL:
				return getRepeatUntil();
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
			case ScenarioPackage.POST_SEND__QP:
				setQp((CreateQp)newValue);
				return;
			case ScenarioPackage.POST_SEND__WR_ID:
				setWrId((Long)newValue);
				return;
			case ScenarioPackage.POST_SEND__OPCODE:
				setOpcode((WrOpcode)newValue);
				return;
			case ScenarioPackage.POST_SEND__SEND_FLAGS:
				getSendFlags().clear();
				getSendFlags().addAll((Collection<? extends SendFlag>)newValue);
				return;
			case ScenarioPackage.POST_SEND__SGES:
				getSges().clear();
				getSges().addAll((Collection<? extends Sge>)newValue);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_MR:
				setRemoteMr((RegMr)newValue);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_OFFSET:
				setRemoteOffset((Long)newValue);
				return;
			case ScenarioPackage.POST_SEND__IMM_DATA:
				setImmData((Long)newValue);
				return;
			case ScenarioPackage.POST_SEND__COMPARE_ADD:
				setCompareAdd((Long)newValue);
				return;
			case ScenarioPackage.POST_SEND__SWAP:
				setSwap((Long)newValue);
				return;
			case ScenarioPackage.POST_SEND__AH:
				setAh((CreateAh)newValue);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_QP:
				setRemoteQp((CreateQp)newValue);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_QKEY:
				setRemoteQkey((Long)newValue);
				return;
			case ScenarioPackage.POST_SEND__INVALIDATE_MR:
				setInvalidateMr((RegMr)newValue);
				return;
			case ScenarioPackage.POST_SEND__REPEAT:
				setRepeat((Integer)newValue);
				return;
			case ScenarioPackage.POST_SEND__REPEAT_UNTIL:
				setRepeatUntil((Long)newValue);
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
			case ScenarioPackage.POST_SEND__QP:
				setQp((CreateQp)null);
				return;
			case ScenarioPackage.POST_SEND__WR_ID:
				setWrId(WR_ID_EDEFAULT);
				return;
			case ScenarioPackage.POST_SEND__OPCODE:
				setOpcode(OPCODE_EDEFAULT);
				return;
			case ScenarioPackage.POST_SEND__SEND_FLAGS:
				getSendFlags().clear();
				return;
			case ScenarioPackage.POST_SEND__SGES:
				getSges().clear();
				return;
			case ScenarioPackage.POST_SEND__REMOTE_MR:
				setRemoteMr((RegMr)null);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_OFFSET:
				setRemoteOffset(REMOTE_OFFSET_EDEFAULT);
				return;
			case ScenarioPackage.POST_SEND__IMM_DATA:
				unsetImmData();
				return;
			case ScenarioPackage.POST_SEND__COMPARE_ADD:
				setCompareAdd(COMPARE_ADD_EDEFAULT);
				return;
			case ScenarioPackage.POST_SEND__SWAP:
				setSwap(SWAP_EDEFAULT);
				return;
			case ScenarioPackage.POST_SEND__AH:
				setAh((CreateAh)null);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_QP:
				setRemoteQp((CreateQp)null);
				return;
			case ScenarioPackage.POST_SEND__REMOTE_QKEY:
				setRemoteQkey(REMOTE_QKEY_EDEFAULT);
				return;
			case ScenarioPackage.POST_SEND__INVALIDATE_MR:
				setInvalidateMr((RegMr)null);
				return;
			case ScenarioPackage.POST_SEND__REPEAT:
				unsetRepeat();
				return;
			case ScenarioPackage.POST_SEND__REPEAT_UNTIL:
				unsetRepeatUntil();
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
			case ScenarioPackage.POST_SEND__QP:
				return qp != null;
			case ScenarioPackage.POST_SEND__WR_ID:
				return wrId != WR_ID_EDEFAULT;
			case ScenarioPackage.POST_SEND__OPCODE:
				return opcode != OPCODE_EDEFAULT;
			case ScenarioPackage.POST_SEND__SEND_FLAGS:
				return sendFlags != null && !sendFlags.isEmpty();
			case ScenarioPackage.POST_SEND__SGES:
				return sges != null && !sges.isEmpty();
			case ScenarioPackage.POST_SEND__REMOTE_MR:
				return remoteMr != null;
			case ScenarioPackage.POST_SEND__REMOTE_OFFSET:
				return remoteOffset != REMOTE_OFFSET_EDEFAULT;
			case ScenarioPackage.POST_SEND__IMM_DATA:
				return isSetImmData();
			case ScenarioPackage.POST_SEND__COMPARE_ADD:
				return compareAdd != COMPARE_ADD_EDEFAULT;
			case ScenarioPackage.POST_SEND__SWAP:
				return swap != SWAP_EDEFAULT;
			case ScenarioPackage.POST_SEND__AH:
				return ah != null;
			case ScenarioPackage.POST_SEND__REMOTE_QP:
				return remoteQp != null;
			case ScenarioPackage.POST_SEND__REMOTE_QKEY:
				return remoteQkey != REMOTE_QKEY_EDEFAULT;
			case ScenarioPackage.POST_SEND__INVALIDATE_MR:
				return invalidateMr != null;
			case ScenarioPackage.POST_SEND__REPEAT:
				return isSetRepeat();
			case ScenarioPackage.POST_SEND__REPEAT_UNTIL:
				return isSetRepeatUntil();
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
		result.append(" (wrId: ");
		result.append(wrId);
		result.append(", opcode: ");
		result.append(opcode);
		result.append(", sendFlags: ");
		result.append(sendFlags);
		result.append(", remoteOffset: ");
		result.append(remoteOffset);
		result.append(", immData: ");
		if (immDataESet) result.append(immData); else result.append("<unset>");
		result.append(", compareAdd: ");
		result.append(compareAdd);
		result.append(", swap: ");
		result.append(swap);
		result.append(", remoteQkey: ");
		result.append(remoteQkey);
		result.append(", repeat: ");
		if (repeatESet) result.append(repeat); else result.append("<unset>");
		result.append(", repeatUntil: ");
		if (repeatUntilESet) result.append(repeatUntil); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //PostSendImpl
