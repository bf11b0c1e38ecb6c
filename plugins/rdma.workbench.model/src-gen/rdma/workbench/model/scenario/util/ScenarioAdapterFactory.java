/**
 */
package rdma.workbench.model.scenario.util;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;

import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.scenario.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Adapter Factory</b> for the model.
 * It provides an adapter <code>createXXX</code> method for each class of the model.
 * <!-- end-user-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage
 * @generated
 */
public class ScenarioAdapterFactory extends AdapterFactoryImpl {
	/**
	 * The cached model package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static ScenarioPackage modelPackage;

	/**
	 * Creates an instance of the adapter factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioAdapterFactory() {
		if (modelPackage == null) {
			modelPackage = ScenarioPackage.eINSTANCE;
		}
	}

	/**
	 * Returns whether this factory is applicable for the type of the object.
	 * <!-- begin-user-doc -->
	 * This implementation returns <code>true</code> if the object is either the model's package or is an instance object of the model.
	 * <!-- end-user-doc -->
	 * @return whether this factory is applicable for the type of the object.
	 * @generated
	 */
	@Override
	public boolean isFactoryForType(Object object) {
		if (object == modelPackage) {
			return true;
		}
		if (object instanceof EObject) {
			return ((EObject)object).eClass().getEPackage() == modelPackage;
		}
		return false;
	}

	/**
	 * The switch that delegates to the <code>createXXX</code> methods.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ScenarioSwitch<Adapter> modelSwitch =
		new ScenarioSwitch<Adapter>() {
			@Override
			public Adapter caseScenario(Scenario object) {
				return createScenarioAdapter();
			}
			@Override
			public Adapter caseProgram(Program object) {
				return createProgramAdapter();
			}
			@Override
			public Adapter caseStep(Step object) {
				return createStepAdapter();
			}
			@Override
			public Adapter caseVerbStep(VerbStep object) {
				return createVerbStepAdapter();
			}
			@Override
			public Adapter caseAllocPd(AllocPd object) {
				return createAllocPdAdapter();
			}
			@Override
			public Adapter caseRegMr(RegMr object) {
				return createRegMrAdapter();
			}
			@Override
			public Adapter caseCreateCq(CreateCq object) {
				return createCreateCqAdapter();
			}
			@Override
			public Adapter caseCreateSrq(CreateSrq object) {
				return createCreateSrqAdapter();
			}
			@Override
			public Adapter caseCreateQp(CreateQp object) {
				return createCreateQpAdapter();
			}
			@Override
			public Adapter caseCreateAh(CreateAh object) {
				return createCreateAhAdapter();
			}
			@Override
			public Adapter caseModifyQp(ModifyQp object) {
				return createModifyQpAdapter();
			}
			@Override
			public Adapter caseSge(Sge object) {
				return createSgeAdapter();
			}
			@Override
			public Adapter casePostSend(PostSend object) {
				return createPostSendAdapter();
			}
			@Override
			public Adapter casePostRecv(PostRecv object) {
				return createPostRecvAdapter();
			}
			@Override
			public Adapter casePollCq(PollCq object) {
				return createPollCqAdapter();
			}
			@Override
			public Adapter caseExpectedCompletion(ExpectedCompletion object) {
				return createExpectedCompletionAdapter();
			}
			@Override
			public Adapter caseCheckMemory(CheckMemory object) {
				return createCheckMemoryAdapter();
			}
			@Override
			public Adapter caseSync(Sync object) {
				return createSyncAdapter();
			}
			@Override
			public Adapter caseFault(Fault object) {
				return createFaultAdapter();
			}
			@Override
			public Adapter caseDeallocPd(DeallocPd object) {
				return createDeallocPdAdapter();
			}
			@Override
			public Adapter caseDeregMr(DeregMr object) {
				return createDeregMrAdapter();
			}
			@Override
			public Adapter caseDestroyCq(DestroyCq object) {
				return createDestroyCqAdapter();
			}
			@Override
			public Adapter caseDestroySrq(DestroySrq object) {
				return createDestroySrqAdapter();
			}
			@Override
			public Adapter caseDestroyQp(DestroyQp object) {
				return createDestroyQpAdapter();
			}
			@Override
			public Adapter caseDestroyAh(DestroyAh object) {
				return createDestroyAhAdapter();
			}
			@Override
			public Adapter caseQueryQp(QueryQp object) {
				return createQueryQpAdapter();
			}
			@Override
			public Adapter caseWaitAsyncEvent(WaitAsyncEvent object) {
				return createWaitAsyncEventAdapter();
			}
			@Override
			public Adapter defaultCase(EObject object) {
				return createEObjectAdapter();
			}
		};

	/**
	 * Creates an adapter for the <code>target</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param target the object to adapt.
	 * @return the adapter for the <code>target</code>.
	 * @generated
	 */
	@Override
	public Adapter createAdapter(Notifier target) {
		return modelSwitch.doSwitch((EObject)target);
	}


	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.Scenario
	 * @generated
	 */
	public Adapter createScenarioAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.Program <em>Program</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.Program
	 * @generated
	 */
	public Adapter createProgramAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.Step <em>Step</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.Step
	 * @generated
	 */
	public Adapter createStepAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.VerbStep <em>Verb Step</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.VerbStep
	 * @generated
	 */
	public Adapter createVerbStepAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.AllocPd <em>Alloc Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.AllocPd
	 * @generated
	 */
	public Adapter createAllocPdAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.RegMr <em>Reg Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.RegMr
	 * @generated
	 */
	public Adapter createRegMrAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.CreateCq <em>Create Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.CreateCq
	 * @generated
	 */
	public Adapter createCreateCqAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.CreateSrq <em>Create Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.CreateSrq
	 * @generated
	 */
	public Adapter createCreateSrqAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.CreateQp <em>Create Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.CreateQp
	 * @generated
	 */
	public Adapter createCreateQpAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.CreateAh <em>Create Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.CreateAh
	 * @generated
	 */
	public Adapter createCreateAhAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.ModifyQp <em>Modify Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.ModifyQp
	 * @generated
	 */
	public Adapter createModifyQpAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.Sge <em>Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.Sge
	 * @generated
	 */
	public Adapter createSgeAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.PostSend <em>Post Send</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.PostSend
	 * @generated
	 */
	public Adapter createPostSendAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.PostRecv <em>Post Recv</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.PostRecv
	 * @generated
	 */
	public Adapter createPostRecvAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.PollCq <em>Poll Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.PollCq
	 * @generated
	 */
	public Adapter createPollCqAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.ExpectedCompletion <em>Expected Completion</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion
	 * @generated
	 */
	public Adapter createExpectedCompletionAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.CheckMemory <em>Check Memory</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.CheckMemory
	 * @generated
	 */
	public Adapter createCheckMemoryAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.Sync <em>Sync</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.Sync
	 * @generated
	 */
	public Adapter createSyncAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.Fault <em>Fault</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.Fault
	 * @generated
	 */
	public Adapter createFaultAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.DeallocPd <em>Dealloc Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.DeallocPd
	 * @generated
	 */
	public Adapter createDeallocPdAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.DeregMr <em>Dereg Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.DeregMr
	 * @generated
	 */
	public Adapter createDeregMrAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.DestroyCq <em>Destroy Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.DestroyCq
	 * @generated
	 */
	public Adapter createDestroyCqAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.DestroySrq <em>Destroy Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.DestroySrq
	 * @generated
	 */
	public Adapter createDestroySrqAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.DestroyQp <em>Destroy Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.DestroyQp
	 * @generated
	 */
	public Adapter createDestroyQpAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.DestroyAh <em>Destroy Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.DestroyAh
	 * @generated
	 */
	public Adapter createDestroyAhAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.QueryQp <em>Query Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.QueryQp
	 * @generated
	 */
	public Adapter createQueryQpAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for an object of class '{@link rdma.workbench.model.scenario.WaitAsyncEvent <em>Wait Async Event</em>}'.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null so that we can easily ignore cases;
	 * it's useful to ignore a case when inheritance will catch all the cases anyway.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @see rdma.workbench.model.scenario.WaitAsyncEvent
	 * @generated
	 */
	public Adapter createWaitAsyncEventAdapter() {
		return null;
	}

	/**
	 * Creates a new adapter for the default case.
	 * <!-- begin-user-doc -->
	 * This default implementation returns null.
	 * <!-- end-user-doc -->
	 * @return the new adapter.
	 * @generated
	 */
	public Adapter createEObjectAdapter() {
		return null;
	}

} //ScenarioAdapterFactory
