/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Alloc Pd</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_alloc_pd: allocates a protection domain, the owner that ties memory regions, QPs, SRQs and address handles together. A QP may only use memory regions of its own PD; an rkey from another PD is refused by the responder like a wrong one (REM_ACCESS_ERR at the requester). Fails with ENOMEM when the device has no PD left (max_pd) and EAGAIN over the RDMA cgroup's hca_object limit.
 * <!-- end-model-doc -->
 *
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getAllocPd()
 * @model
 * @generated
 */
public interface AllocPd extends VerbStep {
} // AllocPd
