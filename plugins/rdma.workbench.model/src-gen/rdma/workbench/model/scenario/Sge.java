/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Sge</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A scatter/gather element (struct ibv_sge): a slice of a registered memory region, given by the region, an offset and a length. The NIC reads a send's data from its SGEs and writes a receive's data into them, checking the lkey and the bounds: a bad one fails the work request with LOC_PROT_ERR.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.Sge#getMr <em>Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Sge#getOffset <em>Offset</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Sge#getLength <em>Length</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getSge()
 * @model
 * @generated
 */
public interface Sge extends EObject {
	/**
	 * Returns the value of the '<em><b>Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The registered memory region the slice lies in; its lkey goes into the SGE. The region must belong to the QP's PD, allow LOCAL_WRITE when the NIC writes into it (a receive, a READ, an atomic), and still be registered: otherwise the work request fails with LOC_PROT_ERR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Mr</em>' reference.
	 * @see #setMr(RegMr)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getSge_Mr()
	 * @model required="true"
	 * @generated
	 */
	RegMr getMr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Sge#getMr <em>Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Mr</em>' reference.
	 * @see #getMr()
	 * @generated
	 */
	void setMr(RegMr value);

	/**
	 * Returns the value of the '<em><b>Offset</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the slice starts, in bytes from the start of the region.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Offset</em>' attribute.
	 * @see #setOffset(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getSge_Offset()
	 * @model default="0"
	 * @generated
	 */
	int getOffset();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Sge#getOffset <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Offset</em>' attribute.
	 * @see #getOffset()
	 * @generated
	 */
	void setOffset(int value);

	/**
	 * Returns the value of the '<em><b>Length</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes of the slice; offset plus length must lie inside the region (LOC_PROT_ERR otherwise). The message length is the sum of a work request's SGEs.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Length</em>' attribute.
	 * @see #setLength(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getSge_Length()
	 * @model default="0"
	 * @generated
	 */
	int getLength();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Sge#getLength <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Length</em>' attribute.
	 * @see #getLength()
	 * @generated
	 */
	void setLength(int value);

} // Sge
