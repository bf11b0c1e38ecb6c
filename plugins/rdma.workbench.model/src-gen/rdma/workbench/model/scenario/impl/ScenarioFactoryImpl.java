/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

import rdma.workbench.model.scenario.*;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class ScenarioFactoryImpl extends EFactoryImpl implements ScenarioFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static ScenarioFactory init() {
		try {
			ScenarioFactory theScenarioFactory = (ScenarioFactory)EPackage.Registry.INSTANCE.getEFactory(ScenarioPackage.eNS_URI);
			if (theScenarioFactory != null) {
				return theScenarioFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new ScenarioFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public ScenarioFactoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EObject create(EClass eClass) {
		switch (eClass.getClassifierID()) {
			case ScenarioPackage.SCENARIO: return createScenario();
			case ScenarioPackage.PROGRAM: return createProgram();
			case ScenarioPackage.ALLOC_PD: return createAllocPd();
			case ScenarioPackage.REG_MR: return createRegMr();
			case ScenarioPackage.CREATE_CQ: return createCreateCq();
			case ScenarioPackage.CREATE_SRQ: return createCreateSrq();
			case ScenarioPackage.CREATE_QP: return createCreateQp();
			case ScenarioPackage.CREATE_AH: return createCreateAh();
			case ScenarioPackage.MODIFY_QP: return createModifyQp();
			case ScenarioPackage.SGE: return createSge();
			case ScenarioPackage.POST_SEND: return createPostSend();
			case ScenarioPackage.POST_RECV: return createPostRecv();
			case ScenarioPackage.POLL_CQ: return createPollCq();
			case ScenarioPackage.EXPECTED_COMPLETION: return createExpectedCompletion();
			case ScenarioPackage.CHECK_MEMORY: return createCheckMemory();
			case ScenarioPackage.SYNC: return createSync();
			case ScenarioPackage.FAULT: return createFault();
			case ScenarioPackage.DEALLOC_PD: return createDeallocPd();
			case ScenarioPackage.DEREG_MR: return createDeregMr();
			case ScenarioPackage.DESTROY_CQ: return createDestroyCq();
			case ScenarioPackage.DESTROY_SRQ: return createDestroySrq();
			case ScenarioPackage.DESTROY_QP: return createDestroyQp();
			case ScenarioPackage.DESTROY_AH: return createDestroyAh();
			case ScenarioPackage.QUERY_QP: return createQueryQp();
			case ScenarioPackage.WAIT_ASYNC_EVENT: return createWaitAsyncEvent();
			default:
				throw new IllegalArgumentException("The class '" + eClass.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object createFromString(EDataType eDataType, String initialValue) {
		switch (eDataType.getClassifierID()) {
			case ScenarioPackage.ERRNO:
				return createErrnoFromString(eDataType, initialValue);
			case ScenarioPackage.ACCESS_FLAG:
				return createAccessFlagFromString(eDataType, initialValue);
			case ScenarioPackage.DATA_FORMAT:
				return createDataFormatFromString(eDataType, initialValue);
			case ScenarioPackage.QP_TYPE:
				return createQpTypeFromString(eDataType, initialValue);
			case ScenarioPackage.QP_STATE:
				return createQpStateFromString(eDataType, initialValue);
			case ScenarioPackage.MTU:
				return createMtuFromString(eDataType, initialValue);
			case ScenarioPackage.WR_OPCODE:
				return createWrOpcodeFromString(eDataType, initialValue);
			case ScenarioPackage.SEND_FLAG:
				return createSendFlagFromString(eDataType, initialValue);
			case ScenarioPackage.WC_STATUS:
				return createWcStatusFromString(eDataType, initialValue);
			case ScenarioPackage.WC_OPCODE:
				return createWcOpcodeFromString(eDataType, initialValue);
			case ScenarioPackage.FAULT_ACTION:
				return createFaultActionFromString(eDataType, initialValue);
			case ScenarioPackage.BTH_OPCODE:
				return createBthOpcodeFromString(eDataType, initialValue);
			case ScenarioPackage.ASYNC_EVENT_TYPE:
				return createAsyncEventTypeFromString(eDataType, initialValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String convertToString(EDataType eDataType, Object instanceValue) {
		switch (eDataType.getClassifierID()) {
			case ScenarioPackage.ERRNO:
				return convertErrnoToString(eDataType, instanceValue);
			case ScenarioPackage.ACCESS_FLAG:
				return convertAccessFlagToString(eDataType, instanceValue);
			case ScenarioPackage.DATA_FORMAT:
				return convertDataFormatToString(eDataType, instanceValue);
			case ScenarioPackage.QP_TYPE:
				return convertQpTypeToString(eDataType, instanceValue);
			case ScenarioPackage.QP_STATE:
				return convertQpStateToString(eDataType, instanceValue);
			case ScenarioPackage.MTU:
				return convertMtuToString(eDataType, instanceValue);
			case ScenarioPackage.WR_OPCODE:
				return convertWrOpcodeToString(eDataType, instanceValue);
			case ScenarioPackage.SEND_FLAG:
				return convertSendFlagToString(eDataType, instanceValue);
			case ScenarioPackage.WC_STATUS:
				return convertWcStatusToString(eDataType, instanceValue);
			case ScenarioPackage.WC_OPCODE:
				return convertWcOpcodeToString(eDataType, instanceValue);
			case ScenarioPackage.FAULT_ACTION:
				return convertFaultActionToString(eDataType, instanceValue);
			case ScenarioPackage.BTH_OPCODE:
				return convertBthOpcodeToString(eDataType, instanceValue);
			case ScenarioPackage.ASYNC_EVENT_TYPE:
				return convertAsyncEventTypeToString(eDataType, instanceValue);
			default:
				throw new IllegalArgumentException("The datatype '" + eDataType.getName() + "' is not a valid classifier");
		}
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Scenario createScenario() {
		ScenarioImpl scenario = new ScenarioImpl();
		return scenario;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Program createProgram() {
		ProgramImpl program = new ProgramImpl();
		return program;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AllocPd createAllocPd() {
		AllocPdImpl allocPd = new AllocPdImpl();
		return allocPd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RegMr createRegMr() {
		RegMrImpl regMr = new RegMrImpl();
		return regMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateCq createCreateCq() {
		CreateCqImpl createCq = new CreateCqImpl();
		return createCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateSrq createCreateSrq() {
		CreateSrqImpl createSrq = new CreateSrqImpl();
		return createSrq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp createCreateQp() {
		CreateQpImpl createQp = new CreateQpImpl();
		return createQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateAh createCreateAh() {
		CreateAhImpl createAh = new CreateAhImpl();
		return createAh;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ModifyQp createModifyQp() {
		ModifyQpImpl modifyQp = new ModifyQpImpl();
		return modifyQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Sge createSge() {
		SgeImpl sge = new SgeImpl();
		return sge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PostSend createPostSend() {
		PostSendImpl postSend = new PostSendImpl();
		return postSend;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PostRecv createPostRecv() {
		PostRecvImpl postRecv = new PostRecvImpl();
		return postRecv;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public PollCq createPollCq() {
		PollCqImpl pollCq = new PollCqImpl();
		return pollCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ExpectedCompletion createExpectedCompletion() {
		ExpectedCompletionImpl expectedCompletion = new ExpectedCompletionImpl();
		return expectedCompletion;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CheckMemory createCheckMemory() {
		CheckMemoryImpl checkMemory = new CheckMemoryImpl();
		return checkMemory;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Sync createSync() {
		SyncImpl sync = new SyncImpl();
		return sync;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Fault createFault() {
		FaultImpl fault = new FaultImpl();
		return fault;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DeallocPd createDeallocPd() {
		DeallocPdImpl deallocPd = new DeallocPdImpl();
		return deallocPd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DeregMr createDeregMr() {
		DeregMrImpl deregMr = new DeregMrImpl();
		return deregMr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DestroyCq createDestroyCq() {
		DestroyCqImpl destroyCq = new DestroyCqImpl();
		return destroyCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DestroySrq createDestroySrq() {
		DestroySrqImpl destroySrq = new DestroySrqImpl();
		return destroySrq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DestroyQp createDestroyQp() {
		DestroyQpImpl destroyQp = new DestroyQpImpl();
		return destroyQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DestroyAh createDestroyAh() {
		DestroyAhImpl destroyAh = new DestroyAhImpl();
		return destroyAh;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QueryQp createQueryQp() {
		QueryQpImpl queryQp = new QueryQpImpl();
		return queryQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WaitAsyncEvent createWaitAsyncEvent() {
		WaitAsyncEventImpl waitAsyncEvent = new WaitAsyncEventImpl();
		return waitAsyncEvent;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Errno createErrnoFromString(EDataType eDataType, String initialValue) {
		Errno result = Errno.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertErrnoToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AccessFlag createAccessFlagFromString(EDataType eDataType, String initialValue) {
		AccessFlag result = AccessFlag.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertAccessFlagToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DataFormat createDataFormatFromString(EDataType eDataType, String initialValue) {
		DataFormat result = DataFormat.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertDataFormatToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public QpType createQpTypeFromString(EDataType eDataType, String initialValue) {
		QpType result = QpType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertQpTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public QpState createQpStateFromString(EDataType eDataType, String initialValue) {
		QpState result = QpState.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertQpStateToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Mtu createMtuFromString(EDataType eDataType, String initialValue) {
		Mtu result = Mtu.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertMtuToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WrOpcode createWrOpcodeFromString(EDataType eDataType, String initialValue) {
		WrOpcode result = WrOpcode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWrOpcodeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public SendFlag createSendFlagFromString(EDataType eDataType, String initialValue) {
		SendFlag result = SendFlag.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertSendFlagToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WcStatus createWcStatusFromString(EDataType eDataType, String initialValue) {
		WcStatus result = WcStatus.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWcStatusToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public WcOpcode createWcOpcodeFromString(EDataType eDataType, String initialValue) {
		WcOpcode result = WcOpcode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertWcOpcodeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public FaultAction createFaultActionFromString(EDataType eDataType, String initialValue) {
		FaultAction result = FaultAction.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertFaultActionToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public BthOpcode createBthOpcodeFromString(EDataType eDataType, String initialValue) {
		BthOpcode result = BthOpcode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertBthOpcodeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AsyncEventType createAsyncEventTypeFromString(EDataType eDataType, String initialValue) {
		AsyncEventType result = AsyncEventType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertAsyncEventTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ScenarioPackage getScenarioPackage() {
		return (ScenarioPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static ScenarioPackage getPackage() {
		return ScenarioPackage.eINSTANCE;
	}

} //ScenarioFactoryImpl
