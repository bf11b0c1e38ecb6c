/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Dealloc Pd</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_dealloc_pd: frees a protection domain. Fails with EBUSY while memory regions, QPs, SRQs or address handles of the PD exist, and with EINVAL for a PD already freed.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.DeallocPd#getPd <em>Pd</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getDeallocPd()
 * @model
 * @generated
 */
public interface DeallocPd extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The protection domain to free.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pd</em>' reference.
	 * @see #setPd(AllocPd)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getDeallocPd_Pd()
	 * @model required="true"
	 * @generated
	 */
	AllocPd getPd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.DeallocPd#getPd <em>Pd</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pd</em>' reference.
	 * @see #getPd()
	 * @generated
	 */
	void setPd(AllocPd value);

} // DeallocPd
