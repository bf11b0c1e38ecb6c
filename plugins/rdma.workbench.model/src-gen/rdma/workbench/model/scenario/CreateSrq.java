/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Create Srq</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_create_srq: creates a shared receive queue, one pool of receive work requests that several QPs of the PD take their receives from. Fails with EOPNOTSUPP on a device without SRQs (ERDMA in RoCEv2 mode), EINVAL when max_wr or max_sge exceed the device's limits, ENOMEM when the device has no SRQ left.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.CreateSrq#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateSrq#getMaxWr <em>Max Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateSrq#getMaxSge <em>Max Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateSrq#getSrqLimit <em>Srq Limit</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateSrq()
 * @model
 * @generated
 */
public interface CreateSrq extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The protection domain of the SRQ; the QPs that use it and the regions of its receive SGEs must be in the same PD.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pd</em>' reference.
	 * @see #setPd(AllocPd)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateSrq_Pd()
	 * @model required="true"
	 * @generated
	 */
	AllocPd getPd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateSrq#getPd <em>Pd</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pd</em>' reference.
	 * @see #getPd()
	 * @generated
	 */
	void setPd(AllocPd value);

	/**
	 * Returns the value of the '<em><b>Max Wr</b></em>' attribute.
	 * The default value is <code>"16"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of receive work requests the SRQ holds (srq_attr.max_wr); posting beyond gives ENOMEM, more than the device's max_srq_wr gives EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Wr</em>' attribute.
	 * @see #setMaxWr(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateSrq_MaxWr()
	 * @model default="16"
	 * @generated
	 */
	int getMaxWr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateSrq#getMaxWr <em>Max Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Wr</em>' attribute.
	 * @see #getMaxWr()
	 * @generated
	 */
	void setMaxWr(int value);

	/**
	 * Returns the value of the '<em><b>Max Sge</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Number of SGEs a receive of the SRQ may carry (srq_attr.max_sge); a receive with more gives EINVAL.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Sge</em>' attribute.
	 * @see #setMaxSge(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateSrq_MaxSge()
	 * @model default="1"
	 * @generated
	 */
	int getMaxSge();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateSrq#getMaxSge <em>Max Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Sge</em>' attribute.
	 * @see #getMaxSge()
	 * @generated
	 */
	void setMaxSge(int value);

	/**
	 * Returns the value of the '<em><b>Srq Limit</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * srq_attr.srq_limit: an armed SRQ raises IBV_EVENT_SRQ_LIMIT_REACHED once, when taking a receive leaves fewer than this, and is then disarmed (0: not armed; at most max_wr).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Srq Limit</em>' attribute.
	 * @see #setSrqLimit(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateSrq_SrqLimit()
	 * @model default="0"
	 * @generated
	 */
	int getSrqLimit();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateSrq#getSrqLimit <em>Srq Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Srq Limit</em>' attribute.
	 * @see #getSrqLimit()
	 * @generated
	 */
	void setSrqLimit(int value);

} // CreateSrq
