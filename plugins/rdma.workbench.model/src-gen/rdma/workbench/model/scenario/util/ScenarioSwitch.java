/**
 */
package rdma.workbench.model.scenario.util;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.util.Switch;

import rdma.workbench.model.scenario.*;

/**
 * <!-- begin-user-doc -->
 * The <b>Switch</b> for the model's inheritance hierarchy.
 * It supports the call {@link #doSwitch(EObject) doSwitch(object)}
 * to invoke the <code>caseXXX</code> method for each class of the model,
 * starting with the actual class of the object
 * and proceeding up the inheritance hierarchy
 * until a non-null result is returned,
 * which is the result of the switch.
 * <!-- end-user-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage
 * @generated
 */
public class ScenarioSwitch<T> extends Switch<T> {
	/**
	 * The cached model package
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected static ScenarioPackage modelPackage;

	/**
	 * Creates an instance of the switch.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioSwitch() {
		if (modelPackage == null) {
			modelPackage = ScenarioPackage.eINSTANCE;
		}
	}

	/**
	 * Checks whether this is a switch for the given package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param ePackage the package in question.
	 * @return whether this is a switch for the given package.
	 * @generated
	 */
	@Override
	protected boolean isSwitchFor(EPackage ePackage) {
		return ePackage == modelPackage;
	}

	/**
	 * Calls <code>caseXXX</code> for each class of the model until one returns a non null result; it yields that result.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the first non-null result returned by a <code>caseXXX</code> call.
	 * @generated
	 */
	@Override
	protected T doSwitch(int classifierID, EObject theEObject) {
		switch (classifierID) {
			case ScenarioPackage.SCENARIO: {
				Scenario scenario = (Scenario)theEObject;
				T result = caseScenario(scenario);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.PROGRAM: {
				Program program = (Program)theEObject;
				T result = caseProgram(program);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.STEP: {
				Step step = (Step)theEObject;
				T result = caseStep(step);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.VERB_STEP: {
				VerbStep verbStep = (VerbStep)theEObject;
				T result = caseVerbStep(verbStep);
				if (result == null) result = caseStep(verbStep);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.ALLOC_PD: {
				AllocPd allocPd = (AllocPd)theEObject;
				T result = caseAllocPd(allocPd);
				if (result == null) result = caseVerbStep(allocPd);
				if (result == null) result = caseStep(allocPd);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.REG_MR: {
				RegMr regMr = (RegMr)theEObject;
				T result = caseRegMr(regMr);
				if (result == null) result = caseVerbStep(regMr);
				if (result == null) result = caseStep(regMr);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CREATE_CQ: {
				CreateCq createCq = (CreateCq)theEObject;
				T result = caseCreateCq(createCq);
				if (result == null) result = caseVerbStep(createCq);
				if (result == null) result = caseStep(createCq);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CREATE_SRQ: {
				CreateSrq createSrq = (CreateSrq)theEObject;
				T result = caseCreateSrq(createSrq);
				if (result == null) result = caseVerbStep(createSrq);
				if (result == null) result = caseStep(createSrq);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CREATE_QP: {
				CreateQp createQp = (CreateQp)theEObject;
				T result = caseCreateQp(createQp);
				if (result == null) result = caseVerbStep(createQp);
				if (result == null) result = caseStep(createQp);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CREATE_AH: {
				CreateAh createAh = (CreateAh)theEObject;
				T result = caseCreateAh(createAh);
				if (result == null) result = caseVerbStep(createAh);
				if (result == null) result = caseStep(createAh);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.MODIFY_QP: {
				ModifyQp modifyQp = (ModifyQp)theEObject;
				T result = caseModifyQp(modifyQp);
				if (result == null) result = caseVerbStep(modifyQp);
				if (result == null) result = caseStep(modifyQp);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SGE: {
				Sge sge = (Sge)theEObject;
				T result = caseSge(sge);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.POST_SEND: {
				PostSend postSend = (PostSend)theEObject;
				T result = casePostSend(postSend);
				if (result == null) result = caseVerbStep(postSend);
				if (result == null) result = caseStep(postSend);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.POST_RECV: {
				PostRecv postRecv = (PostRecv)theEObject;
				T result = casePostRecv(postRecv);
				if (result == null) result = caseVerbStep(postRecv);
				if (result == null) result = caseStep(postRecv);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.POLL_CQ: {
				PollCq pollCq = (PollCq)theEObject;
				T result = casePollCq(pollCq);
				if (result == null) result = caseVerbStep(pollCq);
				if (result == null) result = caseStep(pollCq);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.EXPECTED_COMPLETION: {
				ExpectedCompletion expectedCompletion = (ExpectedCompletion)theEObject;
				T result = caseExpectedCompletion(expectedCompletion);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.CHECK_MEMORY: {
				CheckMemory checkMemory = (CheckMemory)theEObject;
				T result = caseCheckMemory(checkMemory);
				if (result == null) result = caseStep(checkMemory);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.SYNC: {
				Sync sync = (Sync)theEObject;
				T result = caseSync(sync);
				if (result == null) result = caseStep(sync);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.FAULT: {
				Fault fault = (Fault)theEObject;
				T result = caseFault(fault);
				if (result == null) result = caseStep(fault);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DEALLOC_PD: {
				DeallocPd deallocPd = (DeallocPd)theEObject;
				T result = caseDeallocPd(deallocPd);
				if (result == null) result = caseVerbStep(deallocPd);
				if (result == null) result = caseStep(deallocPd);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DEREG_MR: {
				DeregMr deregMr = (DeregMr)theEObject;
				T result = caseDeregMr(deregMr);
				if (result == null) result = caseVerbStep(deregMr);
				if (result == null) result = caseStep(deregMr);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DESTROY_CQ: {
				DestroyCq destroyCq = (DestroyCq)theEObject;
				T result = caseDestroyCq(destroyCq);
				if (result == null) result = caseVerbStep(destroyCq);
				if (result == null) result = caseStep(destroyCq);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DESTROY_SRQ: {
				DestroySrq destroySrq = (DestroySrq)theEObject;
				T result = caseDestroySrq(destroySrq);
				if (result == null) result = caseVerbStep(destroySrq);
				if (result == null) result = caseStep(destroySrq);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DESTROY_QP: {
				DestroyQp destroyQp = (DestroyQp)theEObject;
				T result = caseDestroyQp(destroyQp);
				if (result == null) result = caseVerbStep(destroyQp);
				if (result == null) result = caseStep(destroyQp);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.DESTROY_AH: {
				DestroyAh destroyAh = (DestroyAh)theEObject;
				T result = caseDestroyAh(destroyAh);
				if (result == null) result = caseVerbStep(destroyAh);
				if (result == null) result = caseStep(destroyAh);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.QUERY_QP: {
				QueryQp queryQp = (QueryQp)theEObject;
				T result = caseQueryQp(queryQp);
				if (result == null) result = caseVerbStep(queryQp);
				if (result == null) result = caseStep(queryQp);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			case ScenarioPackage.WAIT_ASYNC_EVENT: {
				WaitAsyncEvent waitAsyncEvent = (WaitAsyncEvent)theEObject;
				T result = caseWaitAsyncEvent(waitAsyncEvent);
				if (result == null) result = caseVerbStep(waitAsyncEvent);
				if (result == null) result = caseStep(waitAsyncEvent);
				if (result == null) result = defaultCase(theEObject);
				return result;
			}
			default: return defaultCase(theEObject);
		}
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Scenario</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseScenario(Scenario object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Program</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Program</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseProgram(Program object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Step</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Step</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseStep(Step object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Verb Step</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Verb Step</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseVerbStep(VerbStep object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Alloc Pd</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Alloc Pd</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseAllocPd(AllocPd object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Reg Mr</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Reg Mr</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseRegMr(RegMr object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Create Cq</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Create Cq</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCreateCq(CreateCq object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Create Srq</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Create Srq</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCreateSrq(CreateSrq object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Create Qp</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Create Qp</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCreateQp(CreateQp object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Create Ah</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Create Ah</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCreateAh(CreateAh object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Modify Qp</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Modify Qp</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseModifyQp(ModifyQp object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sge</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sge</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSge(Sge object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Post Send</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Post Send</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePostSend(PostSend object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Post Recv</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Post Recv</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePostRecv(PostRecv object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Poll Cq</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Poll Cq</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T casePollCq(PollCq object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Expected Completion</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Expected Completion</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseExpectedCompletion(ExpectedCompletion object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Check Memory</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Check Memory</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseCheckMemory(CheckMemory object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Sync</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Sync</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseSync(Sync object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Fault</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Fault</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseFault(Fault object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Dealloc Pd</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Dealloc Pd</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDeallocPd(DeallocPd object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Dereg Mr</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Dereg Mr</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDeregMr(DeregMr object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Destroy Cq</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Destroy Cq</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDestroyCq(DestroyCq object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Destroy Srq</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Destroy Srq</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDestroySrq(DestroySrq object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Destroy Qp</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Destroy Qp</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDestroyQp(DestroyQp object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Destroy Ah</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Destroy Ah</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseDestroyAh(DestroyAh object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Query Qp</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Query Qp</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseQueryQp(QueryQp object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>Wait Async Event</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>Wait Async Event</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject) doSwitch(EObject)
	 * @generated
	 */
	public T caseWaitAsyncEvent(WaitAsyncEvent object) {
		return null;
	}

	/**
	 * Returns the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * <!-- begin-user-doc -->
	 * This implementation returns null;
	 * returning a non-null result will terminate the switch, but this is the last case anyway.
	 * <!-- end-user-doc -->
	 * @param object the target of the switch.
	 * @return the result of interpreting the object as an instance of '<em>EObject</em>'.
	 * @see #doSwitch(org.eclipse.emf.ecore.EObject)
	 * @generated
	 */
	@Override
	public T defaultCase(EObject object) {
		return null;
	}

} //ScenarioSwitch
