/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Switch</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An Ethernet switch forwarding by destination IP.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Switch#getPorts <em>Ports</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#getEcnThreshold <em>Ecn Threshold</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#getEcnKmax <em>Ecn Kmax</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#getEcnPmax <em>Ecn Pmax</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#getEcnProfiles <em>Ecn Profiles</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#isPfcEnabled <em>Pfc Enabled</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#getTrustMode <em>Trust Mode</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Switch#getBufferSize <em>Buffer Size</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch()
 * @model
 * @generated
 */
public interface Switch extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Ports</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.SwitchPort}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Ports</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_Ports()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<SwitchPort> getPorts();

	/**
	 * Returns the value of the '<em><b>Ecn Threshold</b></em>' attribute.
	 * The default value is <code>"150000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kmin of the switch's RED/ECN rule, in bytes: an egress queue longer than this marks ECN-capable frames CE with a probability rising linearly to Pmax at Kmax, and marks every frame above Kmax (DCQCN paper, section 3.1). An ECN profile of a priority replaces the rule for that priority's queues.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ecn Threshold</em>' attribute.
	 * @see #setEcnThreshold(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_EcnThreshold()
	 * @model default="150000"
	 * @generated
	 */
	int getEcnThreshold();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Switch#getEcnThreshold <em>Ecn Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ecn Threshold</em>' attribute.
	 * @see #getEcnThreshold()
	 * @generated
	 */
	void setEcnThreshold(int value);

	/**
	 * Returns the value of the '<em><b>Ecn Kmax</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Kmax of the switch's RED/ECN rule, in bytes, at least Kmin: above it every ECN-capable frame is marked CE. Unset, it is 4 x Kmin (the ratio of the HPCC simulator's DCQCN preset, 100 KB / 400 KB).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ecn Kmax</em>' attribute.
	 * @see #isSetEcnKmax()
	 * @see #unsetEcnKmax()
	 * @see #setEcnKmax(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_EcnKmax()
	 * @model unsettable="true"
	 * @generated
	 */
	int getEcnKmax();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Switch#getEcnKmax <em>Ecn Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ecn Kmax</em>' attribute.
	 * @see #isSetEcnKmax()
	 * @see #unsetEcnKmax()
	 * @see #getEcnKmax()
	 * @generated
	 */
	void setEcnKmax(int value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.topology.Switch#getEcnKmax <em>Ecn Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetEcnKmax()
	 * @see #getEcnKmax()
	 * @see #setEcnKmax(int)
	 * @generated
	 */
	void unsetEcnKmax();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.topology.Switch#getEcnKmax <em>Ecn Kmax</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Ecn Kmax</em>' attribute is set.
	 * @see #unsetEcnKmax()
	 * @see #getEcnKmax()
	 * @see #setEcnKmax(int)
	 * @generated
	 */
	boolean isSetEcnKmax();

	/**
	 * Returns the value of the '<em><b>Ecn Pmax</b></em>' attribute.
	 * The default value is <code>"0.01"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Pmax of the switch's RED/ECN rule, a probability from 0 to 1: the chance of marking a frame that finds Kmax bytes queued (0.01 = 1 %, the DCQCN paper's).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ecn Pmax</em>' attribute.
	 * @see #setEcnPmax(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_EcnPmax()
	 * @model default="0.01"
	 * @generated
	 */
	double getEcnPmax();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Switch#getEcnPmax <em>Ecn Pmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Ecn Pmax</em>' attribute.
	 * @see #getEcnPmax()
	 * @generated
	 */
	void setEcnPmax(double value);

	/**
	 * Returns the value of the '<em><b>Ecn Profiles</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.EcnProfile}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RED/ECN rules of single priorities, as switches configure WRED/ECN per traffic class (SONiC WRED_PROFILE on a queue, Onyx traffic-class congestion-control ecn): a priority without one uses the switch's Kmin, Kmax and Pmax.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Ecn Profiles</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_EcnProfiles()
	 * @model containment="true"
	 * @generated
	 */
	EList<EcnProfile> getEcnProfiles();

	/**
	 * Returns the value of the '<em><b>Pfc Enabled</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IEEE 802.1Qbb priority flow control on every priority: when the frames one input port has buffered for a priority pass XOFF, the switch sends that port's neighbour a PAUSE frame for the priority, and resumes it below XON; frames are then held back instead of dropped.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pfc Enabled</em>' attribute.
	 * @see #setPfcEnabled(boolean)
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_PfcEnabled()
	 * @model default="false"
	 * @generated
	 */
	boolean isPfcEnabled();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Switch#isPfcEnabled <em>Pfc Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pfc Enabled</em>' attribute.
	 * @see #isPfcEnabled()
	 * @generated
	 */
	void setPfcEnabled(boolean value);

	/**
	 * Returns the value of the '<em><b>Trust Mode</b></em>' attribute.
	 * The default value is <code>"dscp"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.topology.TrustMode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the switch reads a frame's priority (0-7), which picks its egress queue and its PFC class: the IP DSCP (priority = DSCP / 8) or the 802.1Q PCP of a VLAN tag (untagged frames: priority 0). The modes:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Trust Mode</em>' attribute.
	 * @see rdma.workbench.model.topology.TrustMode
	 * @see #setTrustMode(TrustMode)
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_TrustMode()
	 * @model default="dscp"
	 * @generated
	 */
	TrustMode getTrustMode();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Switch#getTrustMode <em>Trust Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Trust Mode</em>' attribute.
	 * @see rdma.workbench.model.topology.TrustMode
	 * @see #getTrustMode()
	 * @generated
	 */
	void setTrustMode(TrustMode value);

	/**
	 * Returns the value of the '<em><b>Buffer Size</b></em>' attribute.
	 * The default value is <code>"12582912"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Shared packet buffer in bytes.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Buffer Size</em>' attribute.
	 * @see #setBufferSize(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getSwitch_BufferSize()
	 * @model default="12582912"
	 * @generated
	 */
	int getBufferSize();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Switch#getBufferSize <em>Buffer Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Buffer Size</em>' attribute.
	 * @see #getBufferSize()
	 * @generated
	 */
	void setBufferSize(int value);

} // Switch
