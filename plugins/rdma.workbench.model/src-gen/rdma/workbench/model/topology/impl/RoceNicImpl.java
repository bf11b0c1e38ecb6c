/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.topology.RoceCongestionControl;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Roce Nic</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getModel <em>Model</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getCnpInterval <em>Cnp Interval</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnGain <em>Dcqcn Gain</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnAlphaTimer <em>Dcqcn Alpha Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnRateIncreaseTimer <em>Dcqcn Rate Increase Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnByteCounter <em>Dcqcn Byte Counter</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnFastRecoverySteps <em>Dcqcn Fast Recovery Steps</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnAdditiveIncrease <em>Dcqcn Additive Increase</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnHyperIncrease <em>Dcqcn Hyper Increase</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getDcqcnMinimumRate <em>Dcqcn Minimum Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getHpccTargetUtilization <em>Hpcc Target Utilization</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getHpccMaxStage <em>Hpcc Max Stage</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getHpccExpectedFlows <em>Hpcc Expected Flows</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RoceNicImpl extends RnicImpl implements RoceNic {
	/**
	 * The default value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected static final String MODEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected String model = MODEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected static final RoceCongestionControl CONGESTION_CONTROL_EDEFAULT = RoceCongestionControl.DCQCN;

	/**
	 * The cached value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected RoceCongestionControl congestionControl = CONGESTION_CONTROL_EDEFAULT;

	/**
	 * The default value of the '{@link #getCnpInterval() <em>Cnp Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCnpInterval()
	 * @generated
	 * @ordered
	 */
	protected static final int CNP_INTERVAL_EDEFAULT = 50;

	/**
	 * The cached value of the '{@link #getCnpInterval() <em>Cnp Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCnpInterval()
	 * @generated
	 * @ordered
	 */
	protected int cnpInterval = CNP_INTERVAL_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnGain() <em>Dcqcn Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnGain()
	 * @generated
	 * @ordered
	 */
	protected static final double DCQCN_GAIN_EDEFAULT = 0.00390625;

	/**
	 * The cached value of the '{@link #getDcqcnGain() <em>Dcqcn Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnGain()
	 * @generated
	 * @ordered
	 */
	protected double dcqcnGain = DCQCN_GAIN_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnAlphaTimer() <em>Dcqcn Alpha Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnAlphaTimer()
	 * @generated
	 * @ordered
	 */
	protected static final int DCQCN_ALPHA_TIMER_EDEFAULT = 55;

	/**
	 * The cached value of the '{@link #getDcqcnAlphaTimer() <em>Dcqcn Alpha Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnAlphaTimer()
	 * @generated
	 * @ordered
	 */
	protected int dcqcnAlphaTimer = DCQCN_ALPHA_TIMER_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnRateIncreaseTimer() <em>Dcqcn Rate Increase Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnRateIncreaseTimer()
	 * @generated
	 * @ordered
	 */
	protected static final int DCQCN_RATE_INCREASE_TIMER_EDEFAULT = 55;

	/**
	 * The cached value of the '{@link #getDcqcnRateIncreaseTimer() <em>Dcqcn Rate Increase Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnRateIncreaseTimer()
	 * @generated
	 * @ordered
	 */
	protected int dcqcnRateIncreaseTimer = DCQCN_RATE_INCREASE_TIMER_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnByteCounter() <em>Dcqcn Byte Counter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnByteCounter()
	 * @generated
	 * @ordered
	 */
	protected static final long DCQCN_BYTE_COUNTER_EDEFAULT = 10485760L;

	/**
	 * The cached value of the '{@link #getDcqcnByteCounter() <em>Dcqcn Byte Counter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnByteCounter()
	 * @generated
	 * @ordered
	 */
	protected long dcqcnByteCounter = DCQCN_BYTE_COUNTER_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnFastRecoverySteps() <em>Dcqcn Fast Recovery Steps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnFastRecoverySteps()
	 * @generated
	 * @ordered
	 */
	protected static final int DCQCN_FAST_RECOVERY_STEPS_EDEFAULT = 5;

	/**
	 * The cached value of the '{@link #getDcqcnFastRecoverySteps() <em>Dcqcn Fast Recovery Steps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnFastRecoverySteps()
	 * @generated
	 * @ordered
	 */
	protected int dcqcnFastRecoverySteps = DCQCN_FAST_RECOVERY_STEPS_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnAdditiveIncrease() <em>Dcqcn Additive Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnAdditiveIncrease()
	 * @generated
	 * @ordered
	 */
	protected static final double DCQCN_ADDITIVE_INCREASE_EDEFAULT = 40.0;

	/**
	 * The cached value of the '{@link #getDcqcnAdditiveIncrease() <em>Dcqcn Additive Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnAdditiveIncrease()
	 * @generated
	 * @ordered
	 */
	protected double dcqcnAdditiveIncrease = DCQCN_ADDITIVE_INCREASE_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnHyperIncrease() <em>Dcqcn Hyper Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnHyperIncrease()
	 * @generated
	 * @ordered
	 */
	protected static final double DCQCN_HYPER_INCREASE_EDEFAULT = 200.0;

	/**
	 * The cached value of the '{@link #getDcqcnHyperIncrease() <em>Dcqcn Hyper Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnHyperIncrease()
	 * @generated
	 * @ordered
	 */
	protected double dcqcnHyperIncrease = DCQCN_HYPER_INCREASE_EDEFAULT;

	/**
	 * The default value of the '{@link #getDcqcnMinimumRate() <em>Dcqcn Minimum Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnMinimumRate()
	 * @generated
	 * @ordered
	 */
	protected static final double DCQCN_MINIMUM_RATE_EDEFAULT = 1.0;

	/**
	 * The cached value of the '{@link #getDcqcnMinimumRate() <em>Dcqcn Minimum Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDcqcnMinimumRate()
	 * @generated
	 * @ordered
	 */
	protected double dcqcnMinimumRate = DCQCN_MINIMUM_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getHpccTargetUtilization() <em>Hpcc Target Utilization</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHpccTargetUtilization()
	 * @generated
	 * @ordered
	 */
	protected static final double HPCC_TARGET_UTILIZATION_EDEFAULT = 0.95;

	/**
	 * The cached value of the '{@link #getHpccTargetUtilization() <em>Hpcc Target Utilization</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHpccTargetUtilization()
	 * @generated
	 * @ordered
	 */
	protected double hpccTargetUtilization = HPCC_TARGET_UTILIZATION_EDEFAULT;

	/**
	 * The default value of the '{@link #getHpccMaxStage() <em>Hpcc Max Stage</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHpccMaxStage()
	 * @generated
	 * @ordered
	 */
	protected static final int HPCC_MAX_STAGE_EDEFAULT = 5;

	/**
	 * The cached value of the '{@link #getHpccMaxStage() <em>Hpcc Max Stage</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHpccMaxStage()
	 * @generated
	 * @ordered
	 */
	protected int hpccMaxStage = HPCC_MAX_STAGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getHpccExpectedFlows() <em>Hpcc Expected Flows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHpccExpectedFlows()
	 * @generated
	 * @ordered
	 */
	protected static final int HPCC_EXPECTED_FLOWS_EDEFAULT = 4;

	/**
	 * The cached value of the '{@link #getHpccExpectedFlows() <em>Hpcc Expected Flows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHpccExpectedFlows()
	 * @generated
	 * @ordered
	 */
	protected int hpccExpectedFlows = HPCC_EXPECTED_FLOWS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RoceNicImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.ROCE_NIC;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getModel() {
		return model;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setModel(String newModel) {
		String oldModel = model;
		model = newModel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__MODEL, oldModel, model));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RoceCongestionControl getCongestionControl() {
		return congestionControl;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCongestionControl(RoceCongestionControl newCongestionControl) {
		RoceCongestionControl oldCongestionControl = congestionControl;
		congestionControl = newCongestionControl == null ? CONGESTION_CONTROL_EDEFAULT : newCongestionControl;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__CONGESTION_CONTROL, oldCongestionControl, congestionControl));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCnpInterval() {
		return cnpInterval;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCnpInterval(int newCnpInterval) {
		int oldCnpInterval = cnpInterval;
		cnpInterval = newCnpInterval;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__CNP_INTERVAL, oldCnpInterval, cnpInterval));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDcqcnGain() {
		return dcqcnGain;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnGain(double newDcqcnGain) {
		double oldDcqcnGain = dcqcnGain;
		dcqcnGain = newDcqcnGain;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_GAIN, oldDcqcnGain, dcqcnGain));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDcqcnAlphaTimer() {
		return dcqcnAlphaTimer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnAlphaTimer(int newDcqcnAlphaTimer) {
		int oldDcqcnAlphaTimer = dcqcnAlphaTimer;
		dcqcnAlphaTimer = newDcqcnAlphaTimer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_ALPHA_TIMER, oldDcqcnAlphaTimer, dcqcnAlphaTimer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDcqcnRateIncreaseTimer() {
		return dcqcnRateIncreaseTimer;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnRateIncreaseTimer(int newDcqcnRateIncreaseTimer) {
		int oldDcqcnRateIncreaseTimer = dcqcnRateIncreaseTimer;
		dcqcnRateIncreaseTimer = newDcqcnRateIncreaseTimer;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER, oldDcqcnRateIncreaseTimer, dcqcnRateIncreaseTimer));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDcqcnByteCounter() {
		return dcqcnByteCounter;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnByteCounter(long newDcqcnByteCounter) {
		long oldDcqcnByteCounter = dcqcnByteCounter;
		dcqcnByteCounter = newDcqcnByteCounter;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_BYTE_COUNTER, oldDcqcnByteCounter, dcqcnByteCounter));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getDcqcnFastRecoverySteps() {
		return dcqcnFastRecoverySteps;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnFastRecoverySteps(int newDcqcnFastRecoverySteps) {
		int oldDcqcnFastRecoverySteps = dcqcnFastRecoverySteps;
		dcqcnFastRecoverySteps = newDcqcnFastRecoverySteps;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS, oldDcqcnFastRecoverySteps, dcqcnFastRecoverySteps));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDcqcnAdditiveIncrease() {
		return dcqcnAdditiveIncrease;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnAdditiveIncrease(double newDcqcnAdditiveIncrease) {
		double oldDcqcnAdditiveIncrease = dcqcnAdditiveIncrease;
		dcqcnAdditiveIncrease = newDcqcnAdditiveIncrease;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_ADDITIVE_INCREASE, oldDcqcnAdditiveIncrease, dcqcnAdditiveIncrease));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDcqcnHyperIncrease() {
		return dcqcnHyperIncrease;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnHyperIncrease(double newDcqcnHyperIncrease) {
		double oldDcqcnHyperIncrease = dcqcnHyperIncrease;
		dcqcnHyperIncrease = newDcqcnHyperIncrease;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_HYPER_INCREASE, oldDcqcnHyperIncrease, dcqcnHyperIncrease));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDcqcnMinimumRate() {
		return dcqcnMinimumRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDcqcnMinimumRate(double newDcqcnMinimumRate) {
		double oldDcqcnMinimumRate = dcqcnMinimumRate;
		dcqcnMinimumRate = newDcqcnMinimumRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__DCQCN_MINIMUM_RATE, oldDcqcnMinimumRate, dcqcnMinimumRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getHpccTargetUtilization() {
		return hpccTargetUtilization;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHpccTargetUtilization(double newHpccTargetUtilization) {
		double oldHpccTargetUtilization = hpccTargetUtilization;
		hpccTargetUtilization = newHpccTargetUtilization;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__HPCC_TARGET_UTILIZATION, oldHpccTargetUtilization, hpccTargetUtilization));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHpccMaxStage() {
		return hpccMaxStage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHpccMaxStage(int newHpccMaxStage) {
		int oldHpccMaxStage = hpccMaxStage;
		hpccMaxStage = newHpccMaxStage;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__HPCC_MAX_STAGE, oldHpccMaxStage, hpccMaxStage));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHpccExpectedFlows() {
		return hpccExpectedFlows;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHpccExpectedFlows(int newHpccExpectedFlows) {
		int oldHpccExpectedFlows = hpccExpectedFlows;
		hpccExpectedFlows = newHpccExpectedFlows;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__HPCC_EXPECTED_FLOWS, oldHpccExpectedFlows, hpccExpectedFlows));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.ROCE_NIC__MODEL:
				return getModel();
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				return getCongestionControl();
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				return getCnpInterval();
			case TopologyPackage.ROCE_NIC__DCQCN_GAIN:
				return getDcqcnGain();
			case TopologyPackage.ROCE_NIC__DCQCN_ALPHA_TIMER:
				return getDcqcnAlphaTimer();
			case TopologyPackage.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER:
				return getDcqcnRateIncreaseTimer();
			case TopologyPackage.ROCE_NIC__DCQCN_BYTE_COUNTER:
				return getDcqcnByteCounter();
			case TopologyPackage.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS:
				return getDcqcnFastRecoverySteps();
			case TopologyPackage.ROCE_NIC__DCQCN_ADDITIVE_INCREASE:
				return getDcqcnAdditiveIncrease();
			case TopologyPackage.ROCE_NIC__DCQCN_HYPER_INCREASE:
				return getDcqcnHyperIncrease();
			case TopologyPackage.ROCE_NIC__DCQCN_MINIMUM_RATE:
				return getDcqcnMinimumRate();
			case TopologyPackage.ROCE_NIC__HPCC_TARGET_UTILIZATION:
				return getHpccTargetUtilization();
			case TopologyPackage.ROCE_NIC__HPCC_MAX_STAGE:
				return getHpccMaxStage();
			case TopologyPackage.ROCE_NIC__HPCC_EXPECTED_FLOWS:
				return getHpccExpectedFlows();
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
			case TopologyPackage.ROCE_NIC__MODEL:
				setModel((String)newValue);
				return;
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				setCongestionControl((RoceCongestionControl)newValue);
				return;
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				setCnpInterval((Integer)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_GAIN:
				setDcqcnGain((Double)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_ALPHA_TIMER:
				setDcqcnAlphaTimer((Integer)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER:
				setDcqcnRateIncreaseTimer((Integer)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_BYTE_COUNTER:
				setDcqcnByteCounter((Long)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS:
				setDcqcnFastRecoverySteps((Integer)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_ADDITIVE_INCREASE:
				setDcqcnAdditiveIncrease((Double)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_HYPER_INCREASE:
				setDcqcnHyperIncrease((Double)newValue);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_MINIMUM_RATE:
				setDcqcnMinimumRate((Double)newValue);
				return;
			case TopologyPackage.ROCE_NIC__HPCC_TARGET_UTILIZATION:
				setHpccTargetUtilization((Double)newValue);
				return;
			case TopologyPackage.ROCE_NIC__HPCC_MAX_STAGE:
				setHpccMaxStage((Integer)newValue);
				return;
			case TopologyPackage.ROCE_NIC__HPCC_EXPECTED_FLOWS:
				setHpccExpectedFlows((Integer)newValue);
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
			case TopologyPackage.ROCE_NIC__MODEL:
				setModel(MODEL_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				setCongestionControl(CONGESTION_CONTROL_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				setCnpInterval(CNP_INTERVAL_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_GAIN:
				setDcqcnGain(DCQCN_GAIN_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_ALPHA_TIMER:
				setDcqcnAlphaTimer(DCQCN_ALPHA_TIMER_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER:
				setDcqcnRateIncreaseTimer(DCQCN_RATE_INCREASE_TIMER_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_BYTE_COUNTER:
				setDcqcnByteCounter(DCQCN_BYTE_COUNTER_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS:
				setDcqcnFastRecoverySteps(DCQCN_FAST_RECOVERY_STEPS_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_ADDITIVE_INCREASE:
				setDcqcnAdditiveIncrease(DCQCN_ADDITIVE_INCREASE_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_HYPER_INCREASE:
				setDcqcnHyperIncrease(DCQCN_HYPER_INCREASE_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__DCQCN_MINIMUM_RATE:
				setDcqcnMinimumRate(DCQCN_MINIMUM_RATE_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__HPCC_TARGET_UTILIZATION:
				setHpccTargetUtilization(HPCC_TARGET_UTILIZATION_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__HPCC_MAX_STAGE:
				setHpccMaxStage(HPCC_MAX_STAGE_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__HPCC_EXPECTED_FLOWS:
				setHpccExpectedFlows(HPCC_EXPECTED_FLOWS_EDEFAULT);
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
			case TopologyPackage.ROCE_NIC__MODEL:
				return MODEL_EDEFAULT == null ? model != null : !MODEL_EDEFAULT.equals(model);
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				return congestionControl != CONGESTION_CONTROL_EDEFAULT;
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				return cnpInterval != CNP_INTERVAL_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_GAIN:
				return dcqcnGain != DCQCN_GAIN_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_ALPHA_TIMER:
				return dcqcnAlphaTimer != DCQCN_ALPHA_TIMER_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER:
				return dcqcnRateIncreaseTimer != DCQCN_RATE_INCREASE_TIMER_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_BYTE_COUNTER:
				return dcqcnByteCounter != DCQCN_BYTE_COUNTER_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS:
				return dcqcnFastRecoverySteps != DCQCN_FAST_RECOVERY_STEPS_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_ADDITIVE_INCREASE:
				return dcqcnAdditiveIncrease != DCQCN_ADDITIVE_INCREASE_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_HYPER_INCREASE:
				return dcqcnHyperIncrease != DCQCN_HYPER_INCREASE_EDEFAULT;
			case TopologyPackage.ROCE_NIC__DCQCN_MINIMUM_RATE:
				return dcqcnMinimumRate != DCQCN_MINIMUM_RATE_EDEFAULT;
			case TopologyPackage.ROCE_NIC__HPCC_TARGET_UTILIZATION:
				return hpccTargetUtilization != HPCC_TARGET_UTILIZATION_EDEFAULT;
			case TopologyPackage.ROCE_NIC__HPCC_MAX_STAGE:
				return hpccMaxStage != HPCC_MAX_STAGE_EDEFAULT;
			case TopologyPackage.ROCE_NIC__HPCC_EXPECTED_FLOWS:
				return hpccExpectedFlows != HPCC_EXPECTED_FLOWS_EDEFAULT;
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
		result.append(" (model: ");
		result.append(model);
		result.append(", congestionControl: ");
		result.append(congestionControl);
		result.append(", cnpInterval: ");
		result.append(cnpInterval);
		result.append(", dcqcnGain: ");
		result.append(dcqcnGain);
		result.append(", dcqcnAlphaTimer: ");
		result.append(dcqcnAlphaTimer);
		result.append(", dcqcnRateIncreaseTimer: ");
		result.append(dcqcnRateIncreaseTimer);
		result.append(", dcqcnByteCounter: ");
		result.append(dcqcnByteCounter);
		result.append(", dcqcnFastRecoverySteps: ");
		result.append(dcqcnFastRecoverySteps);
		result.append(", dcqcnAdditiveIncrease: ");
		result.append(dcqcnAdditiveIncrease);
		result.append(", dcqcnHyperIncrease: ");
		result.append(dcqcnHyperIncrease);
		result.append(", dcqcnMinimumRate: ");
		result.append(dcqcnMinimumRate);
		result.append(", hpccTargetUtilization: ");
		result.append(hpccTargetUtilization);
		result.append(", hpccMaxStage: ");
		result.append(hpccMaxStage);
		result.append(", hpccExpectedFlows: ");
		result.append(hpccExpectedFlows);
		result.append(')');
		return result.toString();
	}

} //RoceNicImpl
