/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Erdma Device</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Alibaba Elastic RDMA Adapter. The protocol comes from the device: iWARP, or RoCEv2 since Linux 6.14.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.ErdmaDevice#getProtocol <em>Protocol</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.ErdmaDevice#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.ErdmaDevice#getRetransmissionCount <em>Retransmission Count</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getErdmaDevice()
 * @model
 * @generated
 */
public interface ErdmaDevice extends Rnic {
	/**
	 * Returns the value of the '<em><b>Protocol</b></em>' attribute.
	 * The default value is <code>"RoCEv2"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.topology.RdmaProtocol}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The wire protocol the device speaks (ERDMA: iWARP, or RoCEv2 since Linux 6.14). Both ends of a connection must speak the same; validation reports a pair that does not. The engine simulates RoCEv2 only and refuses to load a topology with a device in iWARP mode. The protocols:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Protocol</em>' attribute.
	 * @see rdma.workbench.model.topology.RdmaProtocol
	 * @see #setProtocol(RdmaProtocol)
	 * @see rdma.workbench.model.topology.TopologyPackage#getErdmaDevice_Protocol()
	 * @model default="RoCEv2"
	 * @generated
	 */
	RdmaProtocol getProtocol();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.ErdmaDevice#getProtocol <em>Protocol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Protocol</em>' attribute.
	 * @see rdma.workbench.model.topology.RdmaProtocol
	 * @see #getProtocol()
	 * @generated
	 */
	void setProtocol(RdmaProtocol value);

	/**
	 * Returns the value of the '<em><b>Congestion Control</b></em>' attribute.
	 * The default value is <code>"newreno"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.topology.CongestionControl}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The congestion-control method the device uses (the erdma driver's cc setting). The engine runs hpcc_int as HPCC (Li et al., SIGCOMM 2019); the device's firmware defines the others and no public description of them exists, so the engine does not simulate them (validation says so) and the device sends at line rate. The methods:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Congestion Control</em>' attribute.
	 * @see rdma.workbench.model.topology.CongestionControl
	 * @see #setCongestionControl(CongestionControl)
	 * @see rdma.workbench.model.topology.TopologyPackage#getErdmaDevice_CongestionControl()
	 * @model default="newreno"
	 * @generated
	 */
	CongestionControl getCongestionControl();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.ErdmaDevice#getCongestionControl <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Congestion Control</em>' attribute.
	 * @see rdma.workbench.model.topology.CongestionControl
	 * @see #getCongestionControl()
	 * @generated
	 */
	void setCongestionControl(CongestionControl value);

	/**
	 * Returns the value of the '<em><b>Retransmission Count</b></em>' attribute.
	 * The default value is <code>"24"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How often the hardware retransmits before it gives up (the erdma driver's retransmission count). Kept for the reader: the engine takes a QP's retry_cnt and rnr_retry from ibv_modify_qp.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Retransmission Count</em>' attribute.
	 * @see #setRetransmissionCount(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getErdmaDevice_RetransmissionCount()
	 * @model default="24"
	 * @generated
	 */
	int getRetransmissionCount();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.ErdmaDevice#getRetransmissionCount <em>Retransmission Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Retransmission Count</em>' attribute.
	 * @see #getRetransmissionCount()
	 * @generated
	 */
	void setRetransmissionCount(int value);

} // ErdmaDevice
