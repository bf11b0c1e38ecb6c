/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.EObjectImpl;

import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Device Capabilities</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxQp <em>Max Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxSendWr <em>Max Send Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxRecvWr <em>Max Recv Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxSendSge <em>Max Send Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxRecvSge <em>Max Recv Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxSgeRd <em>Max Sge Rd</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxInlineData <em>Max Inline Data</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxCq <em>Max Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxCqe <em>Max Cqe</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxMr <em>Max Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxMrSize <em>Max Mr Size</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxPd <em>Max Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxSrq <em>Max Srq</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxAh <em>Max Ah</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxGid <em>Max Gid</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxQpRdAtom <em>Max Qp Rd Atom</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#getMaxQpInitRdAtom <em>Max Qp Init Rd Atom</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl#isUcSupported <em>Uc Supported</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DeviceCapabilitiesImpl extends EObjectImpl implements DeviceCapabilities {
	/**
	 * The default value of the '{@link #getMaxQp() <em>Max Qp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxQp()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_QP_EDEFAULT = 32768;

	/**
	 * The cached value of the '{@link #getMaxQp() <em>Max Qp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxQp()
	 * @generated
	 * @ordered
	 */
	protected int maxQp = MAX_QP_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSendWr() <em>Max Send Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendWr()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SEND_WR_EDEFAULT = 8192;

	/**
	 * The cached value of the '{@link #getMaxSendWr() <em>Max Send Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendWr()
	 * @generated
	 * @ordered
	 */
	protected int maxSendWr = MAX_SEND_WR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxRecvWr() <em>Max Recv Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvWr()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_RECV_WR_EDEFAULT = 8192;

	/**
	 * The cached value of the '{@link #getMaxRecvWr() <em>Max Recv Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvWr()
	 * @generated
	 * @ordered
	 */
	protected int maxRecvWr = MAX_RECV_WR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSendSge() <em>Max Send Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendSge()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SEND_SGE_EDEFAULT = 6;

	/**
	 * The cached value of the '{@link #getMaxSendSge() <em>Max Send Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendSge()
	 * @generated
	 * @ordered
	 */
	protected int maxSendSge = MAX_SEND_SGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxRecvSge() <em>Max Recv Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvSge()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_RECV_SGE_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getMaxRecvSge() <em>Max Recv Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvSge()
	 * @generated
	 * @ordered
	 */
	protected int maxRecvSge = MAX_RECV_SGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSgeRd() <em>Max Sge Rd</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSgeRd()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SGE_RD_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getMaxSgeRd() <em>Max Sge Rd</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSgeRd()
	 * @generated
	 * @ordered
	 */
	protected int maxSgeRd = MAX_SGE_RD_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxInlineData() <em>Max Inline Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxInlineData()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_INLINE_DATA_EDEFAULT = 96;

	/**
	 * The cached value of the '{@link #getMaxInlineData() <em>Max Inline Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxInlineData()
	 * @generated
	 * @ordered
	 */
	protected int maxInlineData = MAX_INLINE_DATA_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxCq() <em>Max Cq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxCq()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_CQ_EDEFAULT = 32768;

	/**
	 * The cached value of the '{@link #getMaxCq() <em>Max Cq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxCq()
	 * @generated
	 * @ordered
	 */
	protected int maxCq = MAX_CQ_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxCqe() <em>Max Cqe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxCqe()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_CQE_EDEFAULT = 1048576;

	/**
	 * The cached value of the '{@link #getMaxCqe() <em>Max Cqe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxCqe()
	 * @generated
	 * @ordered
	 */
	protected int maxCqe = MAX_CQE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxMr() <em>Max Mr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxMr()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_MR_EDEFAULT = 65536;

	/**
	 * The cached value of the '{@link #getMaxMr() <em>Max Mr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxMr()
	 * @generated
	 * @ordered
	 */
	protected int maxMr = MAX_MR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxMrSize() <em>Max Mr Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxMrSize()
	 * @generated
	 * @ordered
	 */
	protected static final long MAX_MR_SIZE_EDEFAULT = 4294967296L;

	/**
	 * The cached value of the '{@link #getMaxMrSize() <em>Max Mr Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxMrSize()
	 * @generated
	 * @ordered
	 */
	protected long maxMrSize = MAX_MR_SIZE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxPd() <em>Max Pd</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxPd()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_PD_EDEFAULT = 131072;

	/**
	 * The cached value of the '{@link #getMaxPd() <em>Max Pd</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxPd()
	 * @generated
	 * @ordered
	 */
	protected int maxPd = MAX_PD_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSrq() <em>Max Srq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSrq()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SRQ_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaxSrq() <em>Max Srq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSrq()
	 * @generated
	 * @ordered
	 */
	protected int maxSrq = MAX_SRQ_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxAh() <em>Max Ah</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxAh()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_AH_EDEFAULT = 65536;

	/**
	 * The cached value of the '{@link #getMaxAh() <em>Max Ah</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxAh()
	 * @generated
	 * @ordered
	 */
	protected int maxAh = MAX_AH_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxGid() <em>Max Gid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxGid()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_GID_EDEFAULT = 16;

	/**
	 * The cached value of the '{@link #getMaxGid() <em>Max Gid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxGid()
	 * @generated
	 * @ordered
	 */
	protected int maxGid = MAX_GID_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxQpRdAtom() <em>Max Qp Rd Atom</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxQpRdAtom()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_QP_RD_ATOM_EDEFAULT = 128;

	/**
	 * The cached value of the '{@link #getMaxQpRdAtom() <em>Max Qp Rd Atom</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxQpRdAtom()
	 * @generated
	 * @ordered
	 */
	protected int maxQpRdAtom = MAX_QP_RD_ATOM_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxQpInitRdAtom() <em>Max Qp Init Rd Atom</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxQpInitRdAtom()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_QP_INIT_RD_ATOM_EDEFAULT = 128;

	/**
	 * The cached value of the '{@link #getMaxQpInitRdAtom() <em>Max Qp Init Rd Atom</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxQpInitRdAtom()
	 * @generated
	 * @ordered
	 */
	protected int maxQpInitRdAtom = MAX_QP_INIT_RD_ATOM_EDEFAULT;

	/**
	 * The default value of the '{@link #isUcSupported() <em>Uc Supported</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isUcSupported()
	 * @generated
	 * @ordered
	 */
	protected static final boolean UC_SUPPORTED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isUcSupported() <em>Uc Supported</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isUcSupported()
	 * @generated
	 * @ordered
	 */
	protected boolean ucSupported = UC_SUPPORTED_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DeviceCapabilitiesImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.DEVICE_CAPABILITIES;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxQp() {
		return maxQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxQp(int newMaxQp) {
		int oldMaxQp = maxQp;
		maxQp = newMaxQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_QP, oldMaxQp, maxQp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSendWr() {
		return maxSendWr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSendWr(int newMaxSendWr) {
		int oldMaxSendWr = maxSendWr;
		maxSendWr = newMaxSendWr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_WR, oldMaxSendWr, maxSendWr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxRecvWr() {
		return maxRecvWr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxRecvWr(int newMaxRecvWr) {
		int oldMaxRecvWr = maxRecvWr;
		maxRecvWr = newMaxRecvWr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_WR, oldMaxRecvWr, maxRecvWr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSendSge() {
		return maxSendSge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSendSge(int newMaxSendSge) {
		int oldMaxSendSge = maxSendSge;
		maxSendSge = newMaxSendSge;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_SGE, oldMaxSendSge, maxSendSge));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxRecvSge() {
		return maxRecvSge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxRecvSge(int newMaxRecvSge) {
		int oldMaxRecvSge = maxRecvSge;
		maxRecvSge = newMaxRecvSge;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_SGE, oldMaxRecvSge, maxRecvSge));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSgeRd() {
		return maxSgeRd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSgeRd(int newMaxSgeRd) {
		int oldMaxSgeRd = maxSgeRd;
		maxSgeRd = newMaxSgeRd;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_SGE_RD, oldMaxSgeRd, maxSgeRd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxInlineData() {
		return maxInlineData;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxInlineData(int newMaxInlineData) {
		int oldMaxInlineData = maxInlineData;
		maxInlineData = newMaxInlineData;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_INLINE_DATA, oldMaxInlineData, maxInlineData));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxCq() {
		return maxCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxCq(int newMaxCq) {
		int oldMaxCq = maxCq;
		maxCq = newMaxCq;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_CQ, oldMaxCq, maxCq));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxCqe() {
		return maxCqe;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxCqe(int newMaxCqe) {
		int oldMaxCqe = maxCqe;
		maxCqe = newMaxCqe;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_CQE, oldMaxCqe, maxCqe));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxMr() {
		return maxMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxMr(int newMaxMr) {
		int oldMaxMr = maxMr;
		maxMr = newMaxMr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_MR, oldMaxMr, maxMr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMaxMrSize() {
		return maxMrSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxMrSize(long newMaxMrSize) {
		long oldMaxMrSize = maxMrSize;
		maxMrSize = newMaxMrSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_MR_SIZE, oldMaxMrSize, maxMrSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxPd() {
		return maxPd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxPd(int newMaxPd) {
		int oldMaxPd = maxPd;
		maxPd = newMaxPd;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_PD, oldMaxPd, maxPd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSrq() {
		return maxSrq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSrq(int newMaxSrq) {
		int oldMaxSrq = maxSrq;
		maxSrq = newMaxSrq;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_SRQ, oldMaxSrq, maxSrq));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxAh() {
		return maxAh;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxAh(int newMaxAh) {
		int oldMaxAh = maxAh;
		maxAh = newMaxAh;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_AH, oldMaxAh, maxAh));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxGid() {
		return maxGid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxGid(int newMaxGid) {
		int oldMaxGid = maxGid;
		maxGid = newMaxGid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_GID, oldMaxGid, maxGid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxQpRdAtom() {
		return maxQpRdAtom;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxQpRdAtom(int newMaxQpRdAtom) {
		int oldMaxQpRdAtom = maxQpRdAtom;
		maxQpRdAtom = newMaxQpRdAtom;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM, oldMaxQpRdAtom, maxQpRdAtom));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxQpInitRdAtom() {
		return maxQpInitRdAtom;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxQpInitRdAtom(int newMaxQpInitRdAtom) {
		int oldMaxQpInitRdAtom = maxQpInitRdAtom;
		maxQpInitRdAtom = newMaxQpInitRdAtom;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM, oldMaxQpInitRdAtom, maxQpInitRdAtom));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isUcSupported() {
		return ucSupported;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setUcSupported(boolean newUcSupported) {
		boolean oldUcSupported = ucSupported;
		ucSupported = newUcSupported;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.DEVICE_CAPABILITIES__UC_SUPPORTED, oldUcSupported, ucSupported));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP:
				return getMaxQp();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_WR:
				return getMaxSendWr();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_WR:
				return getMaxRecvWr();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_SGE:
				return getMaxSendSge();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_SGE:
				return getMaxRecvSge();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SGE_RD:
				return getMaxSgeRd();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_INLINE_DATA:
				return getMaxInlineData();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQ:
				return getMaxCq();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQE:
				return getMaxCqe();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR:
				return getMaxMr();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR_SIZE:
				return getMaxMrSize();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_PD:
				return getMaxPd();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SRQ:
				return getMaxSrq();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_AH:
				return getMaxAh();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_GID:
				return getMaxGid();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM:
				return getMaxQpRdAtom();
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM:
				return getMaxQpInitRdAtom();
			case TopologyPackage.DEVICE_CAPABILITIES__UC_SUPPORTED:
				return isUcSupported();
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
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP:
				setMaxQp((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_WR:
				setMaxSendWr((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_WR:
				setMaxRecvWr((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_SGE:
				setMaxSendSge((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_SGE:
				setMaxRecvSge((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SGE_RD:
				setMaxSgeRd((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_INLINE_DATA:
				setMaxInlineData((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQ:
				setMaxCq((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQE:
				setMaxCqe((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR:
				setMaxMr((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR_SIZE:
				setMaxMrSize((Long)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_PD:
				setMaxPd((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SRQ:
				setMaxSrq((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_AH:
				setMaxAh((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_GID:
				setMaxGid((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM:
				setMaxQpRdAtom((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM:
				setMaxQpInitRdAtom((Integer)newValue);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__UC_SUPPORTED:
				setUcSupported((Boolean)newValue);
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
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP:
				setMaxQp(MAX_QP_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_WR:
				setMaxSendWr(MAX_SEND_WR_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_WR:
				setMaxRecvWr(MAX_RECV_WR_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_SGE:
				setMaxSendSge(MAX_SEND_SGE_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_SGE:
				setMaxRecvSge(MAX_RECV_SGE_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SGE_RD:
				setMaxSgeRd(MAX_SGE_RD_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_INLINE_DATA:
				setMaxInlineData(MAX_INLINE_DATA_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQ:
				setMaxCq(MAX_CQ_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQE:
				setMaxCqe(MAX_CQE_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR:
				setMaxMr(MAX_MR_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR_SIZE:
				setMaxMrSize(MAX_MR_SIZE_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_PD:
				setMaxPd(MAX_PD_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SRQ:
				setMaxSrq(MAX_SRQ_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_AH:
				setMaxAh(MAX_AH_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_GID:
				setMaxGid(MAX_GID_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM:
				setMaxQpRdAtom(MAX_QP_RD_ATOM_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM:
				setMaxQpInitRdAtom(MAX_QP_INIT_RD_ATOM_EDEFAULT);
				return;
			case TopologyPackage.DEVICE_CAPABILITIES__UC_SUPPORTED:
				setUcSupported(UC_SUPPORTED_EDEFAULT);
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
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP:
				return maxQp != MAX_QP_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_WR:
				return maxSendWr != MAX_SEND_WR_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_WR:
				return maxRecvWr != MAX_RECV_WR_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_SGE:
				return maxSendSge != MAX_SEND_SGE_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_SGE:
				return maxRecvSge != MAX_RECV_SGE_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SGE_RD:
				return maxSgeRd != MAX_SGE_RD_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_INLINE_DATA:
				return maxInlineData != MAX_INLINE_DATA_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQ:
				return maxCq != MAX_CQ_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQE:
				return maxCqe != MAX_CQE_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR:
				return maxMr != MAX_MR_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR_SIZE:
				return maxMrSize != MAX_MR_SIZE_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_PD:
				return maxPd != MAX_PD_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SRQ:
				return maxSrq != MAX_SRQ_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_AH:
				return maxAh != MAX_AH_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_GID:
				return maxGid != MAX_GID_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM:
				return maxQpRdAtom != MAX_QP_RD_ATOM_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM:
				return maxQpInitRdAtom != MAX_QP_INIT_RD_ATOM_EDEFAULT;
			case TopologyPackage.DEVICE_CAPABILITIES__UC_SUPPORTED:
				return ucSupported != UC_SUPPORTED_EDEFAULT;
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
		result.append(" (maxQp: ");
		result.append(maxQp);
		result.append(", maxSendWr: ");
		result.append(maxSendWr);
		result.append(", maxRecvWr: ");
		result.append(maxRecvWr);
		result.append(", maxSendSge: ");
		result.append(maxSendSge);
		result.append(", maxRecvSge: ");
		result.append(maxRecvSge);
		result.append(", maxSgeRd: ");
		result.append(maxSgeRd);
		result.append(", maxInlineData: ");
		result.append(maxInlineData);
		result.append(", maxCq: ");
		result.append(maxCq);
		result.append(", maxCqe: ");
		result.append(maxCqe);
		result.append(", maxMr: ");
		result.append(maxMr);
		result.append(", maxMrSize: ");
		result.append(maxMrSize);
		result.append(", maxPd: ");
		result.append(maxPd);
		result.append(", maxSrq: ");
		result.append(maxSrq);
		result.append(", maxAh: ");
		result.append(maxAh);
		result.append(", maxGid: ");
		result.append(maxGid);
		result.append(", maxQpRdAtom: ");
		result.append(maxQpRdAtom);
		result.append(", maxQpInitRdAtom: ");
		result.append(maxQpInitRdAtom);
		result.append(", ucSupported: ");
		result.append(ucSupported);
		result.append(')');
		return result.toString();
	}

} //DeviceCapabilitiesImpl
