/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Alloc Pd</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_alloc_pd.
 * <!-- end-model-doc -->
 *
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getAllocPd()
 * @model
 * @generated
 */
public interface AllocPd extends VerbStep {
} // AllocPd
