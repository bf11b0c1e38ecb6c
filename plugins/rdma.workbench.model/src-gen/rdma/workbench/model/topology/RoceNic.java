/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Roce Nic</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A generic RoCEv2 NIC (ConnectX-like).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getModel <em>Model</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getCnpInterval <em>Cnp Interval</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnGain <em>Dcqcn Gain</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnAlphaTimer <em>Dcqcn Alpha Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnRateIncreaseTimer <em>Dcqcn Rate Increase Timer</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnByteCounter <em>Dcqcn Byte Counter</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnFastRecoverySteps <em>Dcqcn Fast Recovery Steps</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnAdditiveIncrease <em>Dcqcn Additive Increase</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnHyperIncrease <em>Dcqcn Hyper Increase</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getDcqcnMinimumRate <em>Dcqcn Minimum Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getHpccTargetUtilization <em>Hpcc Target Utilization</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getHpccMaxStage <em>Hpcc Max Stage</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.RoceNic#getHpccExpectedFlows <em>Hpcc Expected Flows</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic()
 * @model
 * @generated
 */
public interface RoceNic extends Rnic {
	/**
	 * Returns the value of the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Vendor and model, for the reader, e.g. ConnectX-4 Lx.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Model</em>' attribute.
	 * @see #setModel(String)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_Model()
	 * @model
	 * @generated
	 */
	String getModel();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getModel <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Model</em>' attribute.
	 * @see #getModel()
	 * @generated
	 */
	void setModel(String value);

	/**
	 * Returns the value of the '<em><b>Congestion Control</b></em>' attribute.
	 * The default value is <code>"dcqcn"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.topology.RoceCongestionControl}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How the NIC reacts to congestion, as a notification point (answering CE-marked frames with CNPs) and as a reaction point (pacing its QPs). ConnectX NICs run DCQCN on RoCE traffic by default. The methods:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Congestion Control</em>' attribute.
	 * @see rdma.workbench.model.topology.RoceCongestionControl
	 * @see #setCongestionControl(RoceCongestionControl)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_CongestionControl()
	 * @model default="dcqcn"
	 * @generated
	 */
	RoceCongestionControl getCongestionControl();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getCongestionControl <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Congestion Control</em>' attribute.
	 * @see rdma.workbench.model.topology.RoceCongestionControl
	 * @see #getCongestionControl()
	 * @generated
	 */
	void setCongestionControl(RoceCongestionControl value);

	/**
	 * Returns the value of the '<em><b>Cnp Interval</b></em>' attribute.
	 * The default value is <code>"50"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Microseconds, 0 to 1000000: the notification point sends at most one CNP per QP in this interval, however many CE-marked frames arrive (DCQCN paper, section 3.2: 50 us). 0 answers every marked frame.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cnp Interval</em>' attribute.
	 * @see #setCnpInterval(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_CnpInterval()
	 * @model default="50"
	 * @generated
	 */
	int getCnpInterval();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getCnpInterval <em>Cnp Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cnp Interval</em>' attribute.
	 * @see #getCnpInterval()
	 * @generated
	 */
	void setCnpInterval(int value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Gain</b></em>' attribute.
	 * The default value is <code>"0.00390625"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN g, between 0 and 1 (exclusive): how fast alpha, the congestion estimate, follows CNPs: on a CNP alpha = (1 - g) alpha + g, without one for the alpha timer alpha = (1 - g) alpha. Default 1/256 (DCQCN paper, section 5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Gain</em>' attribute.
	 * @see #setDcqcnGain(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnGain()
	 * @model default="0.00390625"
	 * @generated
	 */
	double getDcqcnGain();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnGain <em>Dcqcn Gain</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Gain</em>' attribute.
	 * @see #getDcqcnGain()
	 * @generated
	 */
	void setDcqcnGain(double value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Alpha Timer</b></em>' attribute.
	 * The default value is <code>"55"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN K, microseconds, 1 to 1000000: alpha decays once per this time without a CNP. Default 55 us (DCQCN paper, section 3.3).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Alpha Timer</em>' attribute.
	 * @see #setDcqcnAlphaTimer(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnAlphaTimer()
	 * @model default="55"
	 * @generated
	 */
	int getDcqcnAlphaTimer();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnAlphaTimer <em>Dcqcn Alpha Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Alpha Timer</em>' attribute.
	 * @see #getDcqcnAlphaTimer()
	 * @generated
	 */
	void setDcqcnAlphaTimer(int value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Rate Increase Timer</b></em>' attribute.
	 * The default value is <code>"55"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN T, microseconds, 1 to 1000000: the rate-increase timer; each expiry is a rate-increase event. Default 55 us (DCQCN paper, section 5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Rate Increase Timer</em>' attribute.
	 * @see #setDcqcnRateIncreaseTimer(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnRateIncreaseTimer()
	 * @model default="55"
	 * @generated
	 */
	int getDcqcnRateIncreaseTimer();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnRateIncreaseTimer <em>Dcqcn Rate Increase Timer</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Rate Increase Timer</em>' attribute.
	 * @see #getDcqcnRateIncreaseTimer()
	 * @generated
	 */
	void setDcqcnRateIncreaseTimer(int value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Byte Counter</b></em>' attribute.
	 * The default value is <code>"10485760"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN B, bytes, at least 1: each B bytes sent is a rate-increase event. Default 10 MiB (DCQCN paper, section 5: 10 MB).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Byte Counter</em>' attribute.
	 * @see #setDcqcnByteCounter(long)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnByteCounter()
	 * @model default="10485760"
	 * @generated
	 */
	long getDcqcnByteCounter();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnByteCounter <em>Dcqcn Byte Counter</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Byte Counter</em>' attribute.
	 * @see #getDcqcnByteCounter()
	 * @generated
	 */
	void setDcqcnByteCounter(long value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Fast Recovery Steps</b></em>' attribute.
	 * The default value is <code>"5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN F, 0 to 1000: rate-increase events of fast recovery (the rate halfway back to the target) before additive and hyper increase. Default 5 (DCQCN paper, section 3.3).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Fast Recovery Steps</em>' attribute.
	 * @see #setDcqcnFastRecoverySteps(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnFastRecoverySteps()
	 * @model default="5"
	 * @generated
	 */
	int getDcqcnFastRecoverySteps();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnFastRecoverySteps <em>Dcqcn Fast Recovery Steps</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Fast Recovery Steps</em>' attribute.
	 * @see #getDcqcnFastRecoverySteps()
	 * @generated
	 */
	void setDcqcnFastRecoverySteps(int value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Additive Increase</b></em>' attribute.
	 * The default value is <code>"40.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN R_AI, Mbit/s, 0 or more: the target rate's step in additive increase. Default 40 Mbit/s (DCQCN paper, section 5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Additive Increase</em>' attribute.
	 * @see #setDcqcnAdditiveIncrease(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnAdditiveIncrease()
	 * @model default="40.0"
	 * @generated
	 */
	double getDcqcnAdditiveIncrease();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnAdditiveIncrease <em>Dcqcn Additive Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Additive Increase</em>' attribute.
	 * @see #getDcqcnAdditiveIncrease()
	 * @generated
	 */
	void setDcqcnAdditiveIncrease(double value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Hyper Increase</b></em>' attribute.
	 * The default value is <code>"200.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN R_HAI, Mbit/s, 0 or more: the target rate's step (times the number of events past F) in hyper increase. Default 200 Mbit/s (DCQCN paper, section 5).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Hyper Increase</em>' attribute.
	 * @see #setDcqcnHyperIncrease(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnHyperIncrease()
	 * @model default="200.0"
	 * @generated
	 */
	double getDcqcnHyperIncrease();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnHyperIncrease <em>Dcqcn Hyper Increase</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Hyper Increase</em>' attribute.
	 * @see #getDcqcnHyperIncrease()
	 * @generated
	 */
	void setDcqcnHyperIncrease(double value);

	/**
	 * Returns the value of the '<em><b>Dcqcn Minimum Rate</b></em>' attribute.
	 * The default value is <code>"1.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN's floor, Mbit/s, more than 0: no CNP cuts a QP's rate below it. Default 1 Mbit/s (NVIDIA rpg_min_rate).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dcqcn Minimum Rate</em>' attribute.
	 * @see #setDcqcnMinimumRate(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_DcqcnMinimumRate()
	 * @model default="1.0"
	 * @generated
	 */
	double getDcqcnMinimumRate();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getDcqcnMinimumRate <em>Dcqcn Minimum Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dcqcn Minimum Rate</em>' attribute.
	 * @see #getDcqcnMinimumRate()
	 * @generated
	 */
	void setDcqcnMinimumRate(double value);

	/**
	 * Returns the value of the '<em><b>Hpcc Target Utilization</b></em>' attribute.
	 * The default value is <code>"0.95"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC η, more than 0 and at most 1: the share of each link's capacity HPCC aims to fill; the rest is headroom that keeps the queues near empty. Default 0.95 (HPCC paper, section 3.3).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hpcc Target Utilization</em>' attribute.
	 * @see #setHpccTargetUtilization(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_HpccTargetUtilization()
	 * @model default="0.95"
	 * @generated
	 */
	double getHpccTargetUtilization();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getHpccTargetUtilization <em>Hpcc Target Utilization</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hpcc Target Utilization</em>' attribute.
	 * @see #getHpccTargetUtilization()
	 * @generated
	 */
	void setHpccTargetUtilization(double value);

	/**
	 * Returns the value of the '<em><b>Hpcc Max Stage</b></em>' attribute.
	 * The default value is <code>"5"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC maxStage, 0 to 100: rounds of additive increase while the path stays below η before one multiplicative step towards it. Default 5 (HPCC paper, section 3.3).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hpcc Max Stage</em>' attribute.
	 * @see #setHpccMaxStage(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_HpccMaxStage()
	 * @model default="5"
	 * @generated
	 */
	int getHpccMaxStage();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getHpccMaxStage <em>Hpcc Max Stage</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hpcc Max Stage</em>' attribute.
	 * @see #getHpccMaxStage()
	 * @generated
	 */
	void setHpccMaxStage(int value);

	/**
	 * Returns the value of the '<em><b>Hpcc Expected Flows</b></em>' attribute.
	 * The default value is <code>"4"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC N, 1 to 1000000: the flows a link is expected to carry at once. The additive increase W_AI = W_init (1 - η) / N keeps their increases together within the headroom: a larger N keeps queues lower under many flows, a smaller one reaches a fair share sooner. Default 4, sized for the bundled incast (the HPCC paper, section 3.3, sizes N for the most flows a link carries at once).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hpcc Expected Flows</em>' attribute.
	 * @see #setHpccExpectedFlows(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getRoceNic_HpccExpectedFlows()
	 * @model default="4"
	 * @generated
	 */
	int getHpccExpectedFlows();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.RoceNic#getHpccExpectedFlows <em>Hpcc Expected Flows</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hpcc Expected Flows</em>' attribute.
	 * @see #getHpccExpectedFlows()
	 * @generated
	 */
	void setHpccExpectedFlows(int value);

} // RoceNic
