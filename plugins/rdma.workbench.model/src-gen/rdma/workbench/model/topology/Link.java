/**
 */
package rdma.workbench.model.topology;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A cable between two endpoints.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Link#getSource <em>Source</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getTarget <em>Target</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getBandwidth <em>Bandwidth</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getDelay <em>Delay</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getLossRate <em>Loss Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getCorruptionRate <em>Corruption Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getReorderRate <em>Reorder Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Link#getDuplicateRate <em>Duplicate Rate</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getLink()
 * @model
 * @generated
 */
public interface Link extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * One end of the cable: a NIC port or a switch port. A port takes one cable.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source</em>' reference.
	 * @see #setSource(Endpoint)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_Source()
	 * @model required="true"
	 * @generated
	 */
	Endpoint getSource();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getSource <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' reference.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(Endpoint value);

	/**
	 * Returns the value of the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The other end of the cable; it must be another port than the source.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Target</em>' reference.
	 * @see #setTarget(Endpoint)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_Target()
	 * @model required="true"
	 * @generated
	 */
	Endpoint getTarget();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getTarget <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Target</em>' reference.
	 * @see #getTarget()
	 * @generated
	 */
	void setTarget(Endpoint value);

	/**
	 * Returns the value of the '<em><b>Bandwidth</b></em>' attribute.
	 * The default value is <code>"25.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bandwidth in Gbit/s, more than 0 and at most 1600: a frame takes its length times 8 divided by this to leave the port (serialization delay).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Bandwidth</em>' attribute.
	 * @see #setBandwidth(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_Bandwidth()
	 * @model default="25.0"
	 * @generated
	 */
	double getBandwidth();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getBandwidth <em>Bandwidth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Bandwidth</em>' attribute.
	 * @see #getBandwidth()
	 * @generated
	 */
	void setBandwidth(double value);

	/**
	 * Returns the value of the '<em><b>Delay</b></em>' attribute.
	 * The default value is <code>"500"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Propagation delay in nanoseconds, 0 to 1 s: the time a frame's first bit takes from one end to the other.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delay</em>' attribute.
	 * @see #setDelay(long)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_Delay()
	 * @model default="500"
	 * @generated
	 */
	long getDelay();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getDelay <em>Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delay</em>' attribute.
	 * @see #getDelay()
	 * @generated
	 */
	void setDelay(long value);

	/**
	 * Returns the value of the '<em><b>Loss Rate</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Probability that a frame is lost, 0..1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Loss Rate</em>' attribute.
	 * @see #setLossRate(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_LossRate()
	 * @model default="0.0"
	 * @generated
	 */
	double getLossRate();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getLossRate <em>Loss Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Loss Rate</em>' attribute.
	 * @see #getLossRate()
	 * @generated
	 */
	void setLossRate(double value);

	/**
	 * Returns the value of the '<em><b>Corruption Rate</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Probability that a frame is corrupted (the receiver's ICRC check drops it), 0..1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Corruption Rate</em>' attribute.
	 * @see #setCorruptionRate(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_CorruptionRate()
	 * @model default="0.0"
	 * @generated
	 */
	double getCorruptionRate();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getCorruptionRate <em>Corruption Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Corruption Rate</em>' attribute.
	 * @see #getCorruptionRate()
	 * @generated
	 */
	void setCorruptionRate(double value);

	/**
	 * Returns the value of the '<em><b>Reorder Rate</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Probability that a frame is held back behind the next one, 0..1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Reorder Rate</em>' attribute.
	 * @see #setReorderRate(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_ReorderRate()
	 * @model default="0.0"
	 * @generated
	 */
	double getReorderRate();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getReorderRate <em>Reorder Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Reorder Rate</em>' attribute.
	 * @see #getReorderRate()
	 * @generated
	 */
	void setReorderRate(double value);

	/**
	 * Returns the value of the '<em><b>Duplicate Rate</b></em>' attribute.
	 * The default value is <code>"0.0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Probability that a frame arrives twice, 0..1.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Duplicate Rate</em>' attribute.
	 * @see #setDuplicateRate(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getLink_DuplicateRate()
	 * @model default="0.0"
	 * @generated
	 */
	double getDuplicateRate();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Link#getDuplicateRate <em>Duplicate Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Duplicate Rate</em>' attribute.
	 * @see #getDuplicateRate()
	 * @generated
	 */
	void setDuplicateRate(double value);

} // Link
