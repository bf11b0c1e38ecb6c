/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.ecore.EFactory;

/**
 * <!-- begin-user-doc -->
 * The <b>Factory</b> for the model.
 * It provides a create method for each non-abstract class of the model.
 * <!-- end-user-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage
 * @generated
 */
public interface ScenarioFactory extends EFactory {
	/**
	 * The singleton instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	ScenarioFactory eINSTANCE = rdma.workbench.model.scenario.impl.ScenarioFactoryImpl.init();

	/**
	 * Returns a new object of class '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Scenario</em>'.
	 * @generated
	 */
	Scenario createScenario();

	/**
	 * Returns a new object of class '<em>Program</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Program</em>'.
	 * @generated
	 */
	Program createProgram();

	/**
	 * Returns a new object of class '<em>Alloc Pd</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Alloc Pd</em>'.
	 * @generated
	 */
	AllocPd createAllocPd();

	/**
	 * Returns a new object of class '<em>Reg Mr</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Reg Mr</em>'.
	 * @generated
	 */
	RegMr createRegMr();

	/**
	 * Returns a new object of class '<em>Create Cq</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Create Cq</em>'.
	 * @generated
	 */
	CreateCq createCreateCq();

	/**
	 * Returns a new object of class '<em>Create Srq</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Create Srq</em>'.
	 * @generated
	 */
	CreateSrq createCreateSrq();

	/**
	 * Returns a new object of class '<em>Create Qp</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Create Qp</em>'.
	 * @generated
	 */
	CreateQp createCreateQp();

	/**
	 * Returns a new object of class '<em>Create Ah</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Create Ah</em>'.
	 * @generated
	 */
	CreateAh createCreateAh();

	/**
	 * Returns a new object of class '<em>Modify Qp</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Modify Qp</em>'.
	 * @generated
	 */
	ModifyQp createModifyQp();

	/**
	 * Returns a new object of class '<em>Sge</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sge</em>'.
	 * @generated
	 */
	Sge createSge();

	/**
	 * Returns a new object of class '<em>Post Send</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Post Send</em>'.
	 * @generated
	 */
	PostSend createPostSend();

	/**
	 * Returns a new object of class '<em>Post Recv</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Post Recv</em>'.
	 * @generated
	 */
	PostRecv createPostRecv();

	/**
	 * Returns a new object of class '<em>Poll Cq</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Poll Cq</em>'.
	 * @generated
	 */
	PollCq createPollCq();

	/**
	 * Returns a new object of class '<em>Expected Completion</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Expected Completion</em>'.
	 * @generated
	 */
	ExpectedCompletion createExpectedCompletion();

	/**
	 * Returns a new object of class '<em>Check Memory</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Check Memory</em>'.
	 * @generated
	 */
	CheckMemory createCheckMemory();

	/**
	 * Returns a new object of class '<em>Sync</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Sync</em>'.
	 * @generated
	 */
	Sync createSync();

	/**
	 * Returns a new object of class '<em>Fault</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Fault</em>'.
	 * @generated
	 */
	Fault createFault();

	/**
	 * Returns a new object of class '<em>Dealloc Pd</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Dealloc Pd</em>'.
	 * @generated
	 */
	DeallocPd createDeallocPd();

	/**
	 * Returns a new object of class '<em>Dereg Mr</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Dereg Mr</em>'.
	 * @generated
	 */
	DeregMr createDeregMr();

	/**
	 * Returns a new object of class '<em>Destroy Cq</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Destroy Cq</em>'.
	 * @generated
	 */
	DestroyCq createDestroyCq();

	/**
	 * Returns a new object of class '<em>Destroy Srq</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Destroy Srq</em>'.
	 * @generated
	 */
	DestroySrq createDestroySrq();

	/**
	 * Returns a new object of class '<em>Destroy Qp</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Destroy Qp</em>'.
	 * @generated
	 */
	DestroyQp createDestroyQp();

	/**
	 * Returns a new object of class '<em>Destroy Ah</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Destroy Ah</em>'.
	 * @generated
	 */
	DestroyAh createDestroyAh();

	/**
	 * Returns a new object of class '<em>Query Qp</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Query Qp</em>'.
	 * @generated
	 */
	QueryQp createQueryQp();

	/**
	 * Returns a new object of class '<em>Wait Async Event</em>'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return a new object of class '<em>Wait Async Event</em>'.
	 * @generated
	 */
	WaitAsyncEvent createWaitAsyncEvent();

	/**
	 * Returns the package supported by this factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the package supported by this factory.
	 * @generated
	 */
	ScenarioPackage getScenarioPackage();

} //ScenarioFactory
