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

} // RoceNic
