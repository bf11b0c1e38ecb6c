/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import org.eclipse.emf.ecore.impl.EPackageImpl;

import rdma.workbench.model.layout.LayoutPackage;

import rdma.workbench.model.layout.impl.LayoutPackageImpl;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.BthOpcode;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyAh;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.FaultAction;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WcStatus;
import rdma.workbench.model.scenario.WrOpcode;

import rdma.workbench.model.topology.TopologyPackage;

import rdma.workbench.model.topology.impl.TopologyPackageImpl;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class ScenarioPackageImpl extends EPackageImpl implements ScenarioPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass scenarioEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass programEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass stepEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass verbStepEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass allocPdEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass regMrEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass createCqEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass createSrqEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass createQpEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass createAhEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass modifyQpEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass sgeEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass postSendEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass postRecvEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass pollCqEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass expectedCompletionEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass checkMemoryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass syncEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass faultEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass deallocPdEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass deregMrEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass destroyCqEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass destroySrqEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass destroyQpEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass destroyAhEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass queryQpEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass waitAsyncEventEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum errnoEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum accessFlagEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum dataFormatEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum qpTypeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum qpStateEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum mtuEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum wrOpcodeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum sendFlagEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum wcStatusEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum wcOpcodeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum faultActionEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum bthOpcodeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum asyncEventTypeEEnum = null;

	/**
	 * Creates an instance of the model <b>Package</b>, registered with
	 * {@link org.eclipse.emf.ecore.EPackage.Registry EPackage.Registry} by the package
	 * package URI value.
	 * <p>Note: the correct way to create the package is via the static
	 * factory method {@link #init init()}, which also performs
	 * initialization of the package, or returns the registered package,
	 * if one already exists.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see org.eclipse.emf.ecore.EPackage.Registry
	 * @see rdma.workbench.model.scenario.ScenarioPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private ScenarioPackageImpl() {
		super(eNS_URI, ScenarioFactory.eINSTANCE);
	}
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static boolean isInited = false;

	/**
	 * Creates, registers, and initializes the <b>Package</b> for this model, and for any others upon which it depends.
	 *
	 * <p>This method is used to initialize {@link ScenarioPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static ScenarioPackage init() {
		if (isInited) return (ScenarioPackage)EPackage.Registry.INSTANCE.getEPackage(ScenarioPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredScenarioPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		ScenarioPackageImpl theScenarioPackage = registeredScenarioPackage instanceof ScenarioPackageImpl ? (ScenarioPackageImpl)registeredScenarioPackage : new ScenarioPackageImpl();

		isInited = true;

		// Obtain or create and register interdependencies
		Object registeredPackage = EPackage.Registry.INSTANCE.getEPackage(LayoutPackage.eNS_URI);
		LayoutPackageImpl theLayoutPackage = (LayoutPackageImpl)(registeredPackage instanceof LayoutPackageImpl ? registeredPackage : LayoutPackage.eINSTANCE);
		registeredPackage = EPackage.Registry.INSTANCE.getEPackage(TopologyPackage.eNS_URI);
		TopologyPackageImpl theTopologyPackage = (TopologyPackageImpl)(registeredPackage instanceof TopologyPackageImpl ? registeredPackage : TopologyPackage.eINSTANCE);

		// Create package meta-data objects
		theScenarioPackage.createPackageContents();
		theLayoutPackage.createPackageContents();
		theTopologyPackage.createPackageContents();

		// Initialize created meta-data
		theScenarioPackage.initializePackageContents();
		theLayoutPackage.initializePackageContents();
		theTopologyPackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theScenarioPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(ScenarioPackage.eNS_URI, theScenarioPackage);
		return theScenarioPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getScenario() {
		return scenarioEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Title() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Description() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Topology() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Seed() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Programs() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getProgram() {
		return programEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getProgram_Name() {
		return (EAttribute)programEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProgram_Host() {
		return (EReference)programEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProgram_Device() {
		return (EReference)programEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProgram_Namespace() {
		return (EReference)programEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProgram_Cgroup() {
		return (EReference)programEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getProgram_Steps() {
		return (EReference)programEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getStep() {
		return stepEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStep_Name() {
		return (EAttribute)stepEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getStep_Comment() {
		return (EAttribute)stepEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getVerbStep() {
		return verbStepEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getVerbStep_ExpectedResult() {
		return (EAttribute)verbStepEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getAllocPd() {
		return allocPdEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRegMr() {
		return regMrEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRegMr_Pd() {
		return (EReference)regMrEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRegMr_Length() {
		return (EAttribute)regMrEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRegMr_Access() {
		return (EAttribute)regMrEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRegMr_InitialData() {
		return (EAttribute)regMrEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRegMr_DataFormat() {
		return (EAttribute)regMrEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCreateCq() {
		return createCqEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateCq_Cqe() {
		return (EAttribute)createCqEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCreateSrq() {
		return createSrqEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateSrq_Pd() {
		return (EReference)createSrqEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateSrq_MaxWr() {
		return (EAttribute)createSrqEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateSrq_MaxSge() {
		return (EAttribute)createSrqEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateSrq_SrqLimit() {
		return (EAttribute)createSrqEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCreateQp() {
		return createQpEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateQp_Pd() {
		return (EReference)createQpEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateQp_SendCq() {
		return (EReference)createQpEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateQp_RecvCq() {
		return (EReference)createQpEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateQp_Srq() {
		return (EReference)createQpEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_QpType() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_MaxSendWr() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_MaxRecvWr() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_MaxSendSge() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_MaxRecvSge() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_MaxInlineData() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateQp_SqSigAll() {
		return (EAttribute)createQpEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCreateAh() {
		return createAhEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateAh_Pd() {
		return (EReference)createAhEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCreateAh_DestGid() {
		return (EReference)createAhEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateAh_SgidIndex() {
		return (EAttribute)createAhEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateAh_PortNum() {
		return (EAttribute)createAhEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateAh_HopLimit() {
		return (EAttribute)createAhEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCreateAh_TrafficClass() {
		return (EAttribute)createAhEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getModifyQp() {
		return modifyQpEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getModifyQp_Qp() {
		return (EReference)modifyQpEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_TargetState() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_AccessFlags() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_PkeyIndex() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_Port() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_Qkey() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getModifyQp_DestGid() {
		return (EReference)modifyQpEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_SgidIndex() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_PathMtu() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getModifyQp_DestQp() {
		return (EReference)modifyQpEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_RqPsn() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_SqPsn() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_MaxDestRdAtomic() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_MaxRdAtomic() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_MinRnrTimer() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_Timeout() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_RetryCnt() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_RnrRetry() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSge() {
		return sgeEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSge_Mr() {
		return (EReference)sgeEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSge_Offset() {
		return (EAttribute)sgeEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSge_Length() {
		return (EAttribute)sgeEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPostSend() {
		return postSendEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostSend_Qp() {
		return (EReference)postSendEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_WrId() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_Opcode() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_SendFlags() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostSend_Sges() {
		return (EReference)postSendEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostSend_RemoteMr() {
		return (EReference)postSendEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_RemoteOffset() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_ImmData() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_CompareAdd() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_Swap() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostSend_Ah() {
		return (EReference)postSendEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostSend_RemoteQp() {
		return (EReference)postSendEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_RemoteQkey() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostSend_InvalidateMr() {
		return (EReference)postSendEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPostRecv() {
		return postRecvEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostRecv_Qp() {
		return (EReference)postRecvEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostRecv_Srq() {
		return (EReference)postRecvEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostRecv_WrId() {
		return (EAttribute)postRecvEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPostRecv_Sges() {
		return (EReference)postRecvEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPollCq() {
		return pollCqEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPollCq_Cq() {
		return (EReference)pollCqEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPollCq_Expected() {
		return (EReference)pollCqEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPollCq_Timeout() {
		return (EAttribute)pollCqEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getExpectedCompletion() {
		return expectedCompletionEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getExpectedCompletion_WrId() {
		return (EAttribute)expectedCompletionEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getExpectedCompletion_Status() {
		return (EAttribute)expectedCompletionEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getExpectedCompletion_Opcode() {
		return (EAttribute)expectedCompletionEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getExpectedCompletion_ByteLen() {
		return (EAttribute)expectedCompletionEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getExpectedCompletion_ImmData() {
		return (EAttribute)expectedCompletionEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getExpectedCompletion_SrcQp() {
		return (EReference)expectedCompletionEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCheckMemory() {
		return checkMemoryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCheckMemory_Mr() {
		return (EReference)checkMemoryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCheckMemory_Offset() {
		return (EAttribute)checkMemoryEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCheckMemory_ExpectedData() {
		return (EAttribute)checkMemoryEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCheckMemory_DataFormat() {
		return (EAttribute)checkMemoryEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSync() {
		return syncEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSync_Barrier() {
		return (EAttribute)syncEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSync_Delay() {
		return (EAttribute)syncEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getFault() {
		return faultEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFault_Action() {
		return (EAttribute)faultEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getFault_Link() {
		return (EReference)faultEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFault_Opcode() {
		return (EAttribute)faultEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFault_Skip() {
		return (EAttribute)faultEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFault_Count() {
		return (EAttribute)faultEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getFault_Delay() {
		return (EAttribute)faultEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDeallocPd() {
		return deallocPdEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDeallocPd_Pd() {
		return (EReference)deallocPdEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDeregMr() {
		return deregMrEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDeregMr_Mr() {
		return (EReference)deregMrEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDestroyCq() {
		return destroyCqEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDestroyCq_Cq() {
		return (EReference)destroyCqEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDestroySrq() {
		return destroySrqEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDestroySrq_Srq() {
		return (EReference)destroySrqEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDestroyQp() {
		return destroyQpEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDestroyQp_Qp() {
		return (EReference)destroyQpEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDestroyAh() {
		return destroyAhEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getDestroyAh_Ah() {
		return (EReference)destroyAhEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getQueryQp() {
		return queryQpEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getQueryQp_Qp() {
		return (EReference)queryQpEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedState() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedSqPsn() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedRqPsn() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedPathMtu() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getQueryQp_ExpectedDestQp() {
		return (EReference)queryQpEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedTimeout() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedRetryCnt() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedRnrRetry() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedMinRnrTimer() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedMaxRdAtomic() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getQueryQp_ExpectedMaxDestRdAtomic() {
		return (EAttribute)queryQpEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getWaitAsyncEvent() {
		return waitAsyncEventEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWaitAsyncEvent_Event() {
		return (EAttribute)waitAsyncEventEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getWaitAsyncEvent_Object() {
		return (EReference)waitAsyncEventEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getWaitAsyncEvent_Timeout() {
		return (EAttribute)waitAsyncEventEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getErrno() {
		return errnoEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getAccessFlag() {
		return accessFlagEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getDataFormat() {
		return dataFormatEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getQpType() {
		return qpTypeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getQpState() {
		return qpStateEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getMtu() {
		return mtuEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getWrOpcode() {
		return wrOpcodeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getSendFlag() {
		return sendFlagEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getWcStatus() {
		return wcStatusEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getWcOpcode() {
		return wcOpcodeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getFaultAction() {
		return faultActionEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getBthOpcode() {
		return bthOpcodeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getAsyncEventType() {
		return asyncEventTypeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ScenarioFactory getScenarioFactory() {
		return (ScenarioFactory)getEFactoryInstance();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isCreated = false;

	/**
	 * Creates the meta-model objects for the package.  This method is
	 * guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void createPackageContents() {
		if (isCreated) return;
		isCreated = true;

		// Create classes and their features
		scenarioEClass = createEClass(SCENARIO);
		createEAttribute(scenarioEClass, SCENARIO__TITLE);
		createEAttribute(scenarioEClass, SCENARIO__DESCRIPTION);
		createEReference(scenarioEClass, SCENARIO__TOPOLOGY);
		createEAttribute(scenarioEClass, SCENARIO__SEED);
		createEReference(scenarioEClass, SCENARIO__PROGRAMS);

		programEClass = createEClass(PROGRAM);
		createEAttribute(programEClass, PROGRAM__NAME);
		createEReference(programEClass, PROGRAM__HOST);
		createEReference(programEClass, PROGRAM__DEVICE);
		createEReference(programEClass, PROGRAM__NAMESPACE);
		createEReference(programEClass, PROGRAM__CGROUP);
		createEReference(programEClass, PROGRAM__STEPS);

		stepEClass = createEClass(STEP);
		createEAttribute(stepEClass, STEP__NAME);
		createEAttribute(stepEClass, STEP__COMMENT);

		verbStepEClass = createEClass(VERB_STEP);
		createEAttribute(verbStepEClass, VERB_STEP__EXPECTED_RESULT);

		allocPdEClass = createEClass(ALLOC_PD);

		regMrEClass = createEClass(REG_MR);
		createEReference(regMrEClass, REG_MR__PD);
		createEAttribute(regMrEClass, REG_MR__LENGTH);
		createEAttribute(regMrEClass, REG_MR__ACCESS);
		createEAttribute(regMrEClass, REG_MR__INITIAL_DATA);
		createEAttribute(regMrEClass, REG_MR__DATA_FORMAT);

		createCqEClass = createEClass(CREATE_CQ);
		createEAttribute(createCqEClass, CREATE_CQ__CQE);

		createSrqEClass = createEClass(CREATE_SRQ);
		createEReference(createSrqEClass, CREATE_SRQ__PD);
		createEAttribute(createSrqEClass, CREATE_SRQ__MAX_WR);
		createEAttribute(createSrqEClass, CREATE_SRQ__MAX_SGE);
		createEAttribute(createSrqEClass, CREATE_SRQ__SRQ_LIMIT);

		createQpEClass = createEClass(CREATE_QP);
		createEReference(createQpEClass, CREATE_QP__PD);
		createEReference(createQpEClass, CREATE_QP__SEND_CQ);
		createEReference(createQpEClass, CREATE_QP__RECV_CQ);
		createEReference(createQpEClass, CREATE_QP__SRQ);
		createEAttribute(createQpEClass, CREATE_QP__QP_TYPE);
		createEAttribute(createQpEClass, CREATE_QP__MAX_SEND_WR);
		createEAttribute(createQpEClass, CREATE_QP__MAX_RECV_WR);
		createEAttribute(createQpEClass, CREATE_QP__MAX_SEND_SGE);
		createEAttribute(createQpEClass, CREATE_QP__MAX_RECV_SGE);
		createEAttribute(createQpEClass, CREATE_QP__MAX_INLINE_DATA);
		createEAttribute(createQpEClass, CREATE_QP__SQ_SIG_ALL);

		createAhEClass = createEClass(CREATE_AH);
		createEReference(createAhEClass, CREATE_AH__PD);
		createEReference(createAhEClass, CREATE_AH__DEST_GID);
		createEAttribute(createAhEClass, CREATE_AH__SGID_INDEX);
		createEAttribute(createAhEClass, CREATE_AH__PORT_NUM);
		createEAttribute(createAhEClass, CREATE_AH__HOP_LIMIT);
		createEAttribute(createAhEClass, CREATE_AH__TRAFFIC_CLASS);

		modifyQpEClass = createEClass(MODIFY_QP);
		createEReference(modifyQpEClass, MODIFY_QP__QP);
		createEAttribute(modifyQpEClass, MODIFY_QP__TARGET_STATE);
		createEAttribute(modifyQpEClass, MODIFY_QP__ACCESS_FLAGS);
		createEAttribute(modifyQpEClass, MODIFY_QP__PKEY_INDEX);
		createEAttribute(modifyQpEClass, MODIFY_QP__PORT);
		createEAttribute(modifyQpEClass, MODIFY_QP__QKEY);
		createEReference(modifyQpEClass, MODIFY_QP__DEST_GID);
		createEAttribute(modifyQpEClass, MODIFY_QP__SGID_INDEX);
		createEAttribute(modifyQpEClass, MODIFY_QP__PATH_MTU);
		createEReference(modifyQpEClass, MODIFY_QP__DEST_QP);
		createEAttribute(modifyQpEClass, MODIFY_QP__RQ_PSN);
		createEAttribute(modifyQpEClass, MODIFY_QP__SQ_PSN);
		createEAttribute(modifyQpEClass, MODIFY_QP__MAX_DEST_RD_ATOMIC);
		createEAttribute(modifyQpEClass, MODIFY_QP__MAX_RD_ATOMIC);
		createEAttribute(modifyQpEClass, MODIFY_QP__MIN_RNR_TIMER);
		createEAttribute(modifyQpEClass, MODIFY_QP__TIMEOUT);
		createEAttribute(modifyQpEClass, MODIFY_QP__RETRY_CNT);
		createEAttribute(modifyQpEClass, MODIFY_QP__RNR_RETRY);

		sgeEClass = createEClass(SGE);
		createEReference(sgeEClass, SGE__MR);
		createEAttribute(sgeEClass, SGE__OFFSET);
		createEAttribute(sgeEClass, SGE__LENGTH);

		postSendEClass = createEClass(POST_SEND);
		createEReference(postSendEClass, POST_SEND__QP);
		createEAttribute(postSendEClass, POST_SEND__WR_ID);
		createEAttribute(postSendEClass, POST_SEND__OPCODE);
		createEAttribute(postSendEClass, POST_SEND__SEND_FLAGS);
		createEReference(postSendEClass, POST_SEND__SGES);
		createEReference(postSendEClass, POST_SEND__REMOTE_MR);
		createEAttribute(postSendEClass, POST_SEND__REMOTE_OFFSET);
		createEAttribute(postSendEClass, POST_SEND__IMM_DATA);
		createEAttribute(postSendEClass, POST_SEND__COMPARE_ADD);
		createEAttribute(postSendEClass, POST_SEND__SWAP);
		createEReference(postSendEClass, POST_SEND__AH);
		createEReference(postSendEClass, POST_SEND__REMOTE_QP);
		createEAttribute(postSendEClass, POST_SEND__REMOTE_QKEY);
		createEReference(postSendEClass, POST_SEND__INVALIDATE_MR);

		postRecvEClass = createEClass(POST_RECV);
		createEReference(postRecvEClass, POST_RECV__QP);
		createEReference(postRecvEClass, POST_RECV__SRQ);
		createEAttribute(postRecvEClass, POST_RECV__WR_ID);
		createEReference(postRecvEClass, POST_RECV__SGES);

		pollCqEClass = createEClass(POLL_CQ);
		createEReference(pollCqEClass, POLL_CQ__CQ);
		createEReference(pollCqEClass, POLL_CQ__EXPECTED);
		createEAttribute(pollCqEClass, POLL_CQ__TIMEOUT);

		expectedCompletionEClass = createEClass(EXPECTED_COMPLETION);
		createEAttribute(expectedCompletionEClass, EXPECTED_COMPLETION__WR_ID);
		createEAttribute(expectedCompletionEClass, EXPECTED_COMPLETION__STATUS);
		createEAttribute(expectedCompletionEClass, EXPECTED_COMPLETION__OPCODE);
		createEAttribute(expectedCompletionEClass, EXPECTED_COMPLETION__BYTE_LEN);
		createEAttribute(expectedCompletionEClass, EXPECTED_COMPLETION__IMM_DATA);
		createEReference(expectedCompletionEClass, EXPECTED_COMPLETION__SRC_QP);

		checkMemoryEClass = createEClass(CHECK_MEMORY);
		createEReference(checkMemoryEClass, CHECK_MEMORY__MR);
		createEAttribute(checkMemoryEClass, CHECK_MEMORY__OFFSET);
		createEAttribute(checkMemoryEClass, CHECK_MEMORY__EXPECTED_DATA);
		createEAttribute(checkMemoryEClass, CHECK_MEMORY__DATA_FORMAT);

		syncEClass = createEClass(SYNC);
		createEAttribute(syncEClass, SYNC__BARRIER);
		createEAttribute(syncEClass, SYNC__DELAY);

		faultEClass = createEClass(FAULT);
		createEAttribute(faultEClass, FAULT__ACTION);
		createEReference(faultEClass, FAULT__LINK);
		createEAttribute(faultEClass, FAULT__OPCODE);
		createEAttribute(faultEClass, FAULT__SKIP);
		createEAttribute(faultEClass, FAULT__COUNT);
		createEAttribute(faultEClass, FAULT__DELAY);

		deallocPdEClass = createEClass(DEALLOC_PD);
		createEReference(deallocPdEClass, DEALLOC_PD__PD);

		deregMrEClass = createEClass(DEREG_MR);
		createEReference(deregMrEClass, DEREG_MR__MR);

		destroyCqEClass = createEClass(DESTROY_CQ);
		createEReference(destroyCqEClass, DESTROY_CQ__CQ);

		destroySrqEClass = createEClass(DESTROY_SRQ);
		createEReference(destroySrqEClass, DESTROY_SRQ__SRQ);

		destroyQpEClass = createEClass(DESTROY_QP);
		createEReference(destroyQpEClass, DESTROY_QP__QP);

		destroyAhEClass = createEClass(DESTROY_AH);
		createEReference(destroyAhEClass, DESTROY_AH__AH);

		queryQpEClass = createEClass(QUERY_QP);
		createEReference(queryQpEClass, QUERY_QP__QP);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_STATE);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_SQ_PSN);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_RQ_PSN);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_PATH_MTU);
		createEReference(queryQpEClass, QUERY_QP__EXPECTED_DEST_QP);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_TIMEOUT);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_RETRY_CNT);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_RNR_RETRY);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_MIN_RNR_TIMER);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_MAX_RD_ATOMIC);
		createEAttribute(queryQpEClass, QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC);

		waitAsyncEventEClass = createEClass(WAIT_ASYNC_EVENT);
		createEAttribute(waitAsyncEventEClass, WAIT_ASYNC_EVENT__EVENT);
		createEReference(waitAsyncEventEClass, WAIT_ASYNC_EVENT__OBJECT);
		createEAttribute(waitAsyncEventEClass, WAIT_ASYNC_EVENT__TIMEOUT);

		// Create enums
		errnoEEnum = createEEnum(ERRNO);
		accessFlagEEnum = createEEnum(ACCESS_FLAG);
		dataFormatEEnum = createEEnum(DATA_FORMAT);
		qpTypeEEnum = createEEnum(QP_TYPE);
		qpStateEEnum = createEEnum(QP_STATE);
		mtuEEnum = createEEnum(MTU);
		wrOpcodeEEnum = createEEnum(WR_OPCODE);
		sendFlagEEnum = createEEnum(SEND_FLAG);
		wcStatusEEnum = createEEnum(WC_STATUS);
		wcOpcodeEEnum = createEEnum(WC_OPCODE);
		faultActionEEnum = createEEnum(FAULT_ACTION);
		bthOpcodeEEnum = createEEnum(BTH_OPCODE);
		asyncEventTypeEEnum = createEEnum(ASYNC_EVENT_TYPE);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private boolean isInitialized = false;

	/**
	 * Complete the initialization of the package and its meta-model.  This
	 * method is guarded to have no affect on any invocation but its first.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public void initializePackageContents() {
		if (isInitialized) return;
		isInitialized = true;

		// Initialize package
		setName(eNAME);
		setNsPrefix(eNS_PREFIX);
		setNsURI(eNS_URI);

		// Obtain other dependent packages
		TopologyPackage theTopologyPackage = (TopologyPackage)EPackage.Registry.INSTANCE.getEPackage(TopologyPackage.eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		verbStepEClass.getESuperTypes().add(this.getStep());
		allocPdEClass.getESuperTypes().add(this.getVerbStep());
		regMrEClass.getESuperTypes().add(this.getVerbStep());
		createCqEClass.getESuperTypes().add(this.getVerbStep());
		createSrqEClass.getESuperTypes().add(this.getVerbStep());
		createQpEClass.getESuperTypes().add(this.getVerbStep());
		createAhEClass.getESuperTypes().add(this.getVerbStep());
		modifyQpEClass.getESuperTypes().add(this.getVerbStep());
		postSendEClass.getESuperTypes().add(this.getVerbStep());
		postRecvEClass.getESuperTypes().add(this.getVerbStep());
		pollCqEClass.getESuperTypes().add(this.getVerbStep());
		checkMemoryEClass.getESuperTypes().add(this.getStep());
		syncEClass.getESuperTypes().add(this.getStep());
		faultEClass.getESuperTypes().add(this.getStep());
		deallocPdEClass.getESuperTypes().add(this.getVerbStep());
		deregMrEClass.getESuperTypes().add(this.getVerbStep());
		destroyCqEClass.getESuperTypes().add(this.getVerbStep());
		destroySrqEClass.getESuperTypes().add(this.getVerbStep());
		destroyQpEClass.getESuperTypes().add(this.getVerbStep());
		destroyAhEClass.getESuperTypes().add(this.getVerbStep());
		queryQpEClass.getESuperTypes().add(this.getVerbStep());
		waitAsyncEventEClass.getESuperTypes().add(this.getVerbStep());

		// Initialize classes, features, and operations; add parameters
		initEClass(scenarioEClass, Scenario.class, "Scenario", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getScenario_Title(), ecorePackage.getEString(), "title", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_Description(), ecorePackage.getEString(), "description", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Topology(), theTopologyPackage.getTopology(), null, "topology", null, 1, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getScenario_Seed(), ecorePackage.getELong(), "seed", "1", 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getScenario_Programs(), this.getProgram(), null, "programs", null, 0, -1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getScenario_Programs().getEKeys().add(this.getProgram_Name());

		initEClass(programEClass, Program.class, "Program", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getProgram_Name(), ecorePackage.getEString(), "name", null, 0, 1, Program.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProgram_Host(), theTopologyPackage.getHost(), null, "host", null, 1, 1, Program.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProgram_Device(), theTopologyPackage.getRnic(), null, "device", null, 0, 1, Program.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProgram_Namespace(), theTopologyPackage.getNetworkNamespace(), null, "namespace", null, 0, 1, Program.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProgram_Cgroup(), theTopologyPackage.getRdmaCgroup(), null, "cgroup", null, 0, 1, Program.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getProgram_Steps(), this.getStep(), null, "steps", null, 0, -1, Program.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getProgram_Steps().getEKeys().add(this.getStep_Name());

		initEClass(stepEClass, Step.class, "Step", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getStep_Name(), ecorePackage.getEString(), "name", null, 0, 1, Step.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getStep_Comment(), ecorePackage.getEString(), "comment", null, 0, 1, Step.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(verbStepEClass, VerbStep.class, "VerbStep", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getVerbStep_ExpectedResult(), this.getErrno(), "expectedResult", "OK", 0, 1, VerbStep.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(allocPdEClass, AllocPd.class, "AllocPd", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(regMrEClass, RegMr.class, "RegMr", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getRegMr_Pd(), this.getAllocPd(), null, "pd", null, 1, 1, RegMr.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRegMr_Length(), ecorePackage.getEInt(), "length", "4096", 0, 1, RegMr.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRegMr_Access(), this.getAccessFlag(), "access", null, 0, -1, RegMr.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRegMr_InitialData(), ecorePackage.getEString(), "initialData", null, 0, 1, RegMr.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRegMr_DataFormat(), this.getDataFormat(), "dataFormat", "TEXT", 0, 1, RegMr.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(createCqEClass, CreateCq.class, "CreateCq", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getCreateCq_Cqe(), ecorePackage.getEInt(), "cqe", "16", 0, 1, CreateCq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(createSrqEClass, CreateSrq.class, "CreateSrq", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCreateSrq_Pd(), this.getAllocPd(), null, "pd", null, 1, 1, CreateSrq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateSrq_MaxWr(), ecorePackage.getEInt(), "maxWr", "16", 0, 1, CreateSrq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateSrq_MaxSge(), ecorePackage.getEInt(), "maxSge", "1", 0, 1, CreateSrq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateSrq_SrqLimit(), ecorePackage.getEInt(), "srqLimit", "0", 0, 1, CreateSrq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(createQpEClass, CreateQp.class, "CreateQp", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCreateQp_Pd(), this.getAllocPd(), null, "pd", null, 1, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCreateQp_SendCq(), this.getCreateCq(), null, "sendCq", null, 1, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCreateQp_RecvCq(), this.getCreateCq(), null, "recvCq", null, 1, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCreateQp_Srq(), this.getCreateSrq(), null, "srq", null, 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_QpType(), this.getQpType(), "qpType", "RC", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_MaxSendWr(), ecorePackage.getEInt(), "maxSendWr", "16", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_MaxRecvWr(), ecorePackage.getEInt(), "maxRecvWr", "16", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_MaxSendSge(), ecorePackage.getEInt(), "maxSendSge", "1", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_MaxRecvSge(), ecorePackage.getEInt(), "maxRecvSge", "1", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_MaxInlineData(), ecorePackage.getEInt(), "maxInlineData", "0", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateQp_SqSigAll(), ecorePackage.getEBoolean(), "sqSigAll", "false", 0, 1, CreateQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(createAhEClass, CreateAh.class, "CreateAh", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCreateAh_Pd(), this.getAllocPd(), null, "pd", null, 1, 1, CreateAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getCreateAh_DestGid(), theTopologyPackage.getGidEntry(), null, "destGid", null, 1, 1, CreateAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateAh_SgidIndex(), ecorePackage.getEInt(), "sgidIndex", "0", 0, 1, CreateAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateAh_PortNum(), ecorePackage.getEInt(), "portNum", "1", 0, 1, CreateAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateAh_HopLimit(), ecorePackage.getEInt(), "hopLimit", "64", 0, 1, CreateAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCreateAh_TrafficClass(), ecorePackage.getEInt(), "trafficClass", "0", 0, 1, CreateAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(modifyQpEClass, ModifyQp.class, "ModifyQp", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getModifyQp_Qp(), this.getCreateQp(), null, "qp", null, 1, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_TargetState(), this.getQpState(), "targetState", "INIT", 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_AccessFlags(), this.getAccessFlag(), "accessFlags", null, 0, -1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_PkeyIndex(), ecorePackage.getEInt(), "pkeyIndex", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_Port(), ecorePackage.getEInt(), "port", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_Qkey(), ecorePackage.getELong(), "qkey", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getModifyQp_DestGid(), theTopologyPackage.getGidEntry(), null, "destGid", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_SgidIndex(), ecorePackage.getEInt(), "sgidIndex", "0", 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_PathMtu(), this.getMtu(), "pathMtu", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getModifyQp_DestQp(), this.getCreateQp(), null, "destQp", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_RqPsn(), ecorePackage.getEInt(), "rqPsn", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_SqPsn(), ecorePackage.getEInt(), "sqPsn", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_MaxDestRdAtomic(), ecorePackage.getEInt(), "maxDestRdAtomic", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_MaxRdAtomic(), ecorePackage.getEInt(), "maxRdAtomic", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_MinRnrTimer(), ecorePackage.getEInt(), "minRnrTimer", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_Timeout(), ecorePackage.getEInt(), "timeout", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_RetryCnt(), ecorePackage.getEInt(), "retryCnt", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_RnrRetry(), ecorePackage.getEInt(), "rnrRetry", null, 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(sgeEClass, Sge.class, "Sge", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getSge_Mr(), this.getRegMr(), null, "mr", null, 1, 1, Sge.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSge_Offset(), ecorePackage.getEInt(), "offset", "0", 0, 1, Sge.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSge_Length(), ecorePackage.getEInt(), "length", "0", 0, 1, Sge.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(postSendEClass, PostSend.class, "PostSend", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPostSend_Qp(), this.getCreateQp(), null, "qp", null, 1, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_WrId(), ecorePackage.getELong(), "wrId", "0", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_Opcode(), this.getWrOpcode(), "opcode", "SEND", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_SendFlags(), this.getSendFlag(), "sendFlags", null, 0, -1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostSend_Sges(), this.getSge(), null, "sges", null, 0, -1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostSend_RemoteMr(), this.getRegMr(), null, "remoteMr", null, 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_RemoteOffset(), ecorePackage.getELong(), "remoteOffset", "0", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_ImmData(), ecorePackage.getELong(), "immData", null, 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_CompareAdd(), ecorePackage.getELong(), "compareAdd", "0", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_Swap(), ecorePackage.getELong(), "swap", "0", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostSend_Ah(), this.getCreateAh(), null, "ah", null, 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostSend_RemoteQp(), this.getCreateQp(), null, "remoteQp", null, 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_RemoteQkey(), ecorePackage.getELong(), "remoteQkey", "0", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostSend_InvalidateMr(), this.getRegMr(), null, "invalidateMr", null, 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(postRecvEClass, PostRecv.class, "PostRecv", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPostRecv_Qp(), this.getCreateQp(), null, "qp", null, 0, 1, PostRecv.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostRecv_Srq(), this.getCreateSrq(), null, "srq", null, 0, 1, PostRecv.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostRecv_WrId(), ecorePackage.getELong(), "wrId", "0", 0, 1, PostRecv.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPostRecv_Sges(), this.getSge(), null, "sges", null, 0, -1, PostRecv.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(pollCqEClass, PollCq.class, "PollCq", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getPollCq_Cq(), this.getCreateCq(), null, "cq", null, 1, 1, PollCq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPollCq_Expected(), this.getExpectedCompletion(), null, "expected", null, 0, -1, PollCq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPollCq_Timeout(), ecorePackage.getELong(), "timeout", "10000000", 0, 1, PollCq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(expectedCompletionEClass, ExpectedCompletion.class, "ExpectedCompletion", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getExpectedCompletion_WrId(), ecorePackage.getELong(), "wrId", null, 0, 1, ExpectedCompletion.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getExpectedCompletion_Status(), this.getWcStatus(), "status", "SUCCESS", 0, 1, ExpectedCompletion.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getExpectedCompletion_Opcode(), this.getWcOpcode(), "opcode", null, 0, 1, ExpectedCompletion.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getExpectedCompletion_ByteLen(), ecorePackage.getEInt(), "byteLen", null, 0, 1, ExpectedCompletion.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getExpectedCompletion_ImmData(), ecorePackage.getELong(), "immData", null, 0, 1, ExpectedCompletion.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getExpectedCompletion_SrcQp(), this.getCreateQp(), null, "srcQp", null, 0, 1, ExpectedCompletion.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(checkMemoryEClass, CheckMemory.class, "CheckMemory", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCheckMemory_Mr(), this.getRegMr(), null, "mr", null, 1, 1, CheckMemory.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCheckMemory_Offset(), ecorePackage.getEInt(), "offset", "0", 0, 1, CheckMemory.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCheckMemory_ExpectedData(), ecorePackage.getEString(), "expectedData", null, 0, 1, CheckMemory.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCheckMemory_DataFormat(), this.getDataFormat(), "dataFormat", "TEXT", 0, 1, CheckMemory.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(syncEClass, Sync.class, "Sync", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getSync_Barrier(), ecorePackage.getEString(), "barrier", null, 0, 1, Sync.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSync_Delay(), ecorePackage.getELong(), "delay", "0", 0, 1, Sync.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(faultEClass, Fault.class, "Fault", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getFault_Action(), this.getFaultAction(), "action", "DROP", 0, 1, Fault.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getFault_Link(), theTopologyPackage.getLink(), null, "link", null, 0, 1, Fault.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFault_Opcode(), this.getBthOpcode(), "opcode", null, 0, 1, Fault.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFault_Skip(), ecorePackage.getEInt(), "skip", "0", 0, 1, Fault.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFault_Count(), ecorePackage.getEInt(), "count", "1", 0, 1, Fault.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getFault_Delay(), ecorePackage.getELong(), "delay", "0", 0, 1, Fault.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(deallocPdEClass, DeallocPd.class, "DeallocPd", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDeallocPd_Pd(), this.getAllocPd(), null, "pd", null, 1, 1, DeallocPd.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(deregMrEClass, DeregMr.class, "DeregMr", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDeregMr_Mr(), this.getRegMr(), null, "mr", null, 1, 1, DeregMr.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(destroyCqEClass, DestroyCq.class, "DestroyCq", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDestroyCq_Cq(), this.getCreateCq(), null, "cq", null, 1, 1, DestroyCq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(destroySrqEClass, DestroySrq.class, "DestroySrq", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDestroySrq_Srq(), this.getCreateSrq(), null, "srq", null, 1, 1, DestroySrq.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(destroyQpEClass, DestroyQp.class, "DestroyQp", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDestroyQp_Qp(), this.getCreateQp(), null, "qp", null, 1, 1, DestroyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(destroyAhEClass, DestroyAh.class, "DestroyAh", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getDestroyAh_Ah(), this.getCreateAh(), null, "ah", null, 1, 1, DestroyAh.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(queryQpEClass, QueryQp.class, "QueryQp", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getQueryQp_Qp(), this.getCreateQp(), null, "qp", null, 1, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedState(), this.getQpState(), "expectedState", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedSqPsn(), ecorePackage.getEInt(), "expectedSqPsn", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedRqPsn(), ecorePackage.getEInt(), "expectedRqPsn", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedPathMtu(), this.getMtu(), "expectedPathMtu", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getQueryQp_ExpectedDestQp(), this.getCreateQp(), null, "expectedDestQp", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedTimeout(), ecorePackage.getEInt(), "expectedTimeout", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedRetryCnt(), ecorePackage.getEInt(), "expectedRetryCnt", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedRnrRetry(), ecorePackage.getEInt(), "expectedRnrRetry", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedMinRnrTimer(), ecorePackage.getEInt(), "expectedMinRnrTimer", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedMaxRdAtomic(), ecorePackage.getEInt(), "expectedMaxRdAtomic", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getQueryQp_ExpectedMaxDestRdAtomic(), ecorePackage.getEInt(), "expectedMaxDestRdAtomic", null, 0, 1, QueryQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(waitAsyncEventEClass, WaitAsyncEvent.class, "WaitAsyncEvent", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getWaitAsyncEvent_Event(), this.getAsyncEventType(), "event", null, 0, 1, WaitAsyncEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getWaitAsyncEvent_Object(), this.getStep(), null, "object", null, 0, 1, WaitAsyncEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getWaitAsyncEvent_Timeout(), ecorePackage.getELong(), "timeout", "10000000", 0, 1, WaitAsyncEvent.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(errnoEEnum, Errno.class, "Errno");
		addEEnumLiteral(errnoEEnum, Errno.OK);
		addEEnumLiteral(errnoEEnum, Errno.EPERM);
		addEEnumLiteral(errnoEEnum, Errno.ENOENT);
		addEEnumLiteral(errnoEEnum, Errno.EAGAIN);
		addEEnumLiteral(errnoEEnum, Errno.ENOMEM);
		addEEnumLiteral(errnoEEnum, Errno.EACCES);
		addEEnumLiteral(errnoEEnum, Errno.EFAULT);
		addEEnumLiteral(errnoEEnum, Errno.EBUSY);
		addEEnumLiteral(errnoEEnum, Errno.EINVAL);
		addEEnumLiteral(errnoEEnum, Errno.ENOSPC);
		addEEnumLiteral(errnoEEnum, Errno.EOPNOTSUPP);
		addEEnumLiteral(errnoEEnum, Errno.ETIMEDOUT);

		initEEnum(accessFlagEEnum, AccessFlag.class, "AccessFlag");
		addEEnumLiteral(accessFlagEEnum, AccessFlag.LOCAL_WRITE);
		addEEnumLiteral(accessFlagEEnum, AccessFlag.REMOTE_WRITE);
		addEEnumLiteral(accessFlagEEnum, AccessFlag.REMOTE_READ);
		addEEnumLiteral(accessFlagEEnum, AccessFlag.REMOTE_ATOMIC);

		initEEnum(dataFormatEEnum, DataFormat.class, "DataFormat");
		addEEnumLiteral(dataFormatEEnum, DataFormat.TEXT);
		addEEnumLiteral(dataFormatEEnum, DataFormat.HEX);

		initEEnum(qpTypeEEnum, QpType.class, "QpType");
		addEEnumLiteral(qpTypeEEnum, QpType.RC);
		addEEnumLiteral(qpTypeEEnum, QpType.UC);
		addEEnumLiteral(qpTypeEEnum, QpType.UD);

		initEEnum(qpStateEEnum, QpState.class, "QpState");
		addEEnumLiteral(qpStateEEnum, QpState.RESET);
		addEEnumLiteral(qpStateEEnum, QpState.INIT);
		addEEnumLiteral(qpStateEEnum, QpState.RTR);
		addEEnumLiteral(qpStateEEnum, QpState.RTS);
		addEEnumLiteral(qpStateEEnum, QpState.SQD);
		addEEnumLiteral(qpStateEEnum, QpState.SQE);
		addEEnumLiteral(qpStateEEnum, QpState.ERR);

		initEEnum(mtuEEnum, Mtu.class, "Mtu");
		addEEnumLiteral(mtuEEnum, Mtu.MTU_256);
		addEEnumLiteral(mtuEEnum, Mtu.MTU_512);
		addEEnumLiteral(mtuEEnum, Mtu.MTU_1024);
		addEEnumLiteral(mtuEEnum, Mtu.MTU_2048);
		addEEnumLiteral(mtuEEnum, Mtu.MTU_4096);

		initEEnum(wrOpcodeEEnum, WrOpcode.class, "WrOpcode");
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.RDMA_WRITE);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.RDMA_WRITE_WITH_IMM);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.SEND);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.SEND_WITH_IMM);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.RDMA_READ);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.ATOMIC_CMP_AND_SWP);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.ATOMIC_FETCH_AND_ADD);
		addEEnumLiteral(wrOpcodeEEnum, WrOpcode.SEND_WITH_INV);

		initEEnum(sendFlagEEnum, SendFlag.class, "SendFlag");
		addEEnumLiteral(sendFlagEEnum, SendFlag.FENCE);
		addEEnumLiteral(sendFlagEEnum, SendFlag.SIGNALED);
		addEEnumLiteral(sendFlagEEnum, SendFlag.SOLICITED);
		addEEnumLiteral(sendFlagEEnum, SendFlag.INLINE);

		initEEnum(wcStatusEEnum, WcStatus.class, "WcStatus");
		addEEnumLiteral(wcStatusEEnum, WcStatus.SUCCESS);
		addEEnumLiteral(wcStatusEEnum, WcStatus.LOC_LEN_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.LOC_QP_OP_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.LOC_EEC_OP_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.LOC_PROT_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.WR_FLUSH_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.MW_BIND_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.BAD_RESP_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.LOC_ACCESS_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.REM_INV_REQ_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.REM_ACCESS_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.REM_OP_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.RETRY_EXC_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.RNR_RETRY_EXC_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.LOC_RDD_VIOL_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.REM_INV_RD_REQ_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.REM_ABORT_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.INV_EECN_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.INV_EEC_STATE_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.FATAL_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.RESP_TIMEOUT_ERR);
		addEEnumLiteral(wcStatusEEnum, WcStatus.GENERAL_ERR);

		initEEnum(wcOpcodeEEnum, WcOpcode.class, "WcOpcode");
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.SEND);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.RDMA_WRITE);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.RDMA_READ);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.COMP_SWAP);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.FETCH_ADD);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.BIND_MW);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.LOCAL_INV);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.RECV);
		addEEnumLiteral(wcOpcodeEEnum, WcOpcode.RECV_RDMA_WITH_IMM);

		initEEnum(faultActionEEnum, FaultAction.class, "FaultAction");
		addEEnumLiteral(faultActionEEnum, FaultAction.DROP);
		addEEnumLiteral(faultActionEEnum, FaultAction.CORRUPT);
		addEEnumLiteral(faultActionEEnum, FaultAction.DELAY);
		addEEnumLiteral(faultActionEEnum, FaultAction.DUPLICATE);
		addEEnumLiteral(faultActionEEnum, FaultAction.REORDER);

		initEEnum(bthOpcodeEEnum, BthOpcode.class, "BthOpcode");
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_FIRST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_MIDDLE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_LAST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_LAST_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_ONLY);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_ONLY_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_WRITE_FIRST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_WRITE_MIDDLE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_WRITE_LAST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_WRITE_LAST_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_WRITE_ONLY);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_READ_REQUEST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_READ_RESPONSE_FIRST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_READ_RESPONSE_MIDDLE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_READ_RESPONSE_LAST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_RDMA_READ_RESPONSE_ONLY);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_ACKNOWLEDGE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_ATOMIC_ACKNOWLEDGE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_COMPARE_SWAP);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_FETCH_ADD);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_LAST_WITH_INVALIDATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.RC_SEND_ONLY_WITH_INVALIDATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_SEND_FIRST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_SEND_MIDDLE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_SEND_LAST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_SEND_LAST_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_SEND_ONLY);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_SEND_ONLY_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_RDMA_WRITE_FIRST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_RDMA_WRITE_MIDDLE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_RDMA_WRITE_LAST);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_RDMA_WRITE_LAST_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_RDMA_WRITE_ONLY);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UD_SEND_ONLY);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.UD_SEND_ONLY_WITH_IMMEDIATE);
		addEEnumLiteral(bthOpcodeEEnum, BthOpcode.CNP);

		initEEnum(asyncEventTypeEEnum, AsyncEventType.class, "AsyncEventType");
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.CQ_ERR);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.QP_FATAL);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.QP_REQ_ERR);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.QP_ACCESS_ERR);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.COMM_EST);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.SQ_DRAINED);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.PATH_MIG);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.PATH_MIG_ERR);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.DEVICE_FATAL);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.PORT_ACTIVE);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.PORT_ERR);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.LID_CHANGE);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.PKEY_CHANGE);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.SM_CHANGE);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.SRQ_ERR);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.SRQ_LIMIT_REACHED);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.QP_LAST_WQE_REACHED);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.CLIENT_REREGISTER);
		addEEnumLiteral(asyncEventTypeEEnum, AsyncEventType.GID_CHANGE);

		// Create resource
		createResource(eNS_URI);

		// Create annotations
		// http://www.eclipse.org/emf/2002/GenModel
		createGenModelAnnotations();
	}

	/**
	 * Initializes the annotations for <b>http://www.eclipse.org/emf/2002/GenModel</b>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void createGenModelAnnotations() {
		String source = "http://www.eclipse.org/emf/2002/GenModel";
		addAnnotation
		  (this,
		   source,
		   new String[] {
			   "documentation", "Verb flows: programs of steps, with their expected completions."
		   });
		addAnnotation
		  (scenarioEClass,
		   source,
		   new String[] {
			   "documentation", "The root of a .rdmaflow file: a verb flow, one program per host, run on a topology."
		   });
		addAnnotation
		  (getScenario_Description(),
		   source,
		   new String[] {
			   "documentation", "Teaching text: what happens and why."
		   });
		addAnnotation
		  (getScenario_Seed(),
		   source,
		   new String[] {
			   "documentation", "Seed of the random sources (link faults); same seed, same trace."
		   });
		addAnnotation
		  (programEClass,
		   source,
		   new String[] {
			   "documentation", "The verbs one process on one host issues, in order."
		   });
		addAnnotation
		  (getProgram_Device(),
		   source,
		   new String[] {
			   "documentation", "The device the program opens; empty means the host\'s first RNIC."
		   });
		addAnnotation
		  (getProgram_Namespace(),
		   source,
		   new String[] {
			   "documentation", "The network namespace the process runs in; empty means the initial one."
		   });
		addAnnotation
		  (getProgram_Cgroup(),
		   source,
		   new String[] {
			   "documentation", "The RDMA cgroup the process belongs to."
		   });
		addAnnotation
		  (stepEClass,
		   source,
		   new String[] {
			   "documentation", "One action of a program."
		   });
		addAnnotation
		  (getStep_Name(),
		   source,
		   new String[] {
			   "documentation", "Names the step (and the object it creates) for references and breakpoints."
		   });
		addAnnotation
		  (getStep_Comment(),
		   source,
		   new String[] {
			   "documentation", "What this step teaches."
		   });
		addAnnotation
		  (verbStepEClass,
		   source,
		   new String[] {
			   "documentation", "A step that calls a verb."
		   });
		addAnnotation
		  (getVerbStep_ExpectedResult(),
		   source,
		   new String[] {
			   "documentation", "What the verb is expected to return; a scenario can teach a failing call."
		   });
		addAnnotation
		  (allocPdEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_alloc_pd."
		   });
		addAnnotation
		  (regMrEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_reg_mr over host memory."
		   });
		addAnnotation
		  (getRegMr_InitialData(),
		   source,
		   new String[] {
			   "documentation", "Initial bytes of the buffer."
		   });
		addAnnotation
		  (getRegMr_DataFormat(),
		   source,
		   new String[] {
			   "documentation", "How initialData is written: text (UTF-8) or hex digits."
		   });
		addAnnotation
		  (createCqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_cq."
		   });
		addAnnotation
		  (getCreateCq_Cqe(),
		   source,
		   new String[] {
			   "documentation", "Minimum number of entries."
		   });
		addAnnotation
		  (createSrqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_srq."
		   });
		addAnnotation
		  (createQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_qp."
		   });
		addAnnotation
		  (getCreateQp_SqSigAll(),
		   source,
		   new String[] {
			   "documentation", "Every send WR generates a completion."
		   });
		addAnnotation
		  (createAhEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_ah: the address of a remote port, for UD sends."
		   });
		addAnnotation
		  (getCreateAh_DestGid(),
		   source,
		   new String[] {
			   "documentation", "The remote GID (grh.dgid)."
		   });
		addAnnotation
		  (modifyQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_modify_qp. The attribute mask is IBV_QP_STATE plus every attribute that is set here."
		   });
		addAnnotation
		  (getModifyQp_AccessFlags(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_ACCESS_FLAGS: what remote peers may do."
		   });
		addAnnotation
		  (getModifyQp_DestGid(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_AV: the remote GID."
		   });
		addAnnotation
		  (getModifyQp_SgidIndex(),
		   source,
		   new String[] {
			   "documentation", "Source GID index of the address vector."
		   });
		addAnnotation
		  (getModifyQp_DestQp(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_DEST_QPN: the remote QP, by reference to the step that created it."
		   });
		addAnnotation
		  (getModifyQp_MinRnrTimer(),
		   source,
		   new String[] {
			   "documentation", "RNR timer code 0..31 the responder sends in an RNR NAK."
		   });
		addAnnotation
		  (getModifyQp_Timeout(),
		   source,
		   new String[] {
			   "documentation", "Local ACK timeout: 4.096 us * 2^timeout; 0 disables it."
		   });
		addAnnotation
		  (getModifyQp_RnrRetry(),
		   source,
		   new String[] {
			   "documentation", "7 means retry forever."
		   });
		addAnnotation
		  (sgeEClass,
		   source,
		   new String[] {
			   "documentation", "A scatter/gather element: a slice of a registered memory region."
		   });
		addAnnotation
		  (postSendEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_post_send of one work request."
		   });
		addAnnotation
		  (getPostSend_RemoteMr(),
		   source,
		   new String[] {
			   "documentation", "RDMA and atomic operations: the peer\'s memory region (its address and rkey)."
		   });
		addAnnotation
		  (getPostSend_ImmData(),
		   source,
		   new String[] {
			   "documentation", "Immediate data, 32 bits."
		   });
		addAnnotation
		  (getPostSend_CompareAdd(),
		   source,
		   new String[] {
			   "documentation", "Atomics: the compare value (CMP_AND_SWP) or the addend (FETCH_AND_ADD)."
		   });
		addAnnotation
		  (getPostSend_Ah(),
		   source,
		   new String[] {
			   "documentation", "UD: the address handle of the destination."
		   });
		addAnnotation
		  (getPostSend_RemoteQp(),
		   source,
		   new String[] {
			   "documentation", "UD: the destination QP."
		   });
		addAnnotation
		  (getPostSend_RemoteQkey(),
		   source,
		   new String[] {
			   "documentation", "UD: the Q_Key of the destination QP."
		   });
		addAnnotation
		  (getPostSend_InvalidateMr(),
		   source,
		   new String[] {
			   "documentation", "SEND_WITH_INV: the remote MR whose rkey is invalidated."
		   });
		addAnnotation
		  (postRecvEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_post_recv (or ibv_post_srq_recv when srq is set)."
		   });
		addAnnotation
		  (pollCqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_poll_cq until the expected completions arrived or the timeout passed."
		   });
		addAnnotation
		  (getPollCq_Timeout(),
		   source,
		   new String[] {
			   "documentation", "Simulated nanoseconds to wait."
		   });
		addAnnotation
		  (expectedCompletionEClass,
		   source,
		   new String[] {
			   "documentation", "A work completion the scenario expects; fields left unset are not compared."
		   });
		addAnnotation
		  (getExpectedCompletion_SrcQp(),
		   source,
		   new String[] {
			   "documentation", "UD receives: the sending QP."
		   });
		addAnnotation
		  (checkMemoryEClass,
		   source,
		   new String[] {
			   "documentation", "Compares the bytes of a memory region with what the scenario expects."
		   });
		addAnnotation
		  (syncEClass,
		   source,
		   new String[] {
			   "documentation", "Out-of-band rendezvous between programs (like the TCP exchange of ibv_rc_pingpong): every program with a Sync of the same barrier waits for the others."
		   });
		addAnnotation
		  (getSync_Barrier(),
		   source,
		   new String[] {
			   "documentation", "Programs meet at Sync steps with the same barrier name."
		   });
		addAnnotation
		  (getSync_Delay(),
		   source,
		   new String[] {
			   "documentation", "Nanoseconds the out-of-band exchange takes (the TCP round trip of ibv_rc_pingpong): this program continues that long after everyone has arrived."
		   });
		addAnnotation
		  (faultEClass,
		   source,
		   new String[] {
			   "documentation", "Arms a fault for the next matching packet(s) sent by this program\'s host."
		   });
		addAnnotation
		  (getFault_Link(),
		   source,
		   new String[] {
			   "documentation", "The link the fault acts on; empty means the host\'s first link."
		   });
		addAnnotation
		  (getFault_Opcode(),
		   source,
		   new String[] {
			   "documentation", "Only packets with this BTH opcode match; unset matches any."
		   });
		addAnnotation
		  (getFault_Skip(),
		   source,
		   new String[] {
			   "documentation", "Matching packets to let through first."
		   });
		addAnnotation
		  (getFault_Count(),
		   source,
		   new String[] {
			   "documentation", "Matching packets the fault applies to."
		   });
		addAnnotation
		  (getFault_Delay(),
		   source,
		   new String[] {
			   "documentation", "DELAY: extra nanoseconds."
		   });
		addAnnotation
		  (deallocPdEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_dealloc_pd. Returns EBUSY while memory regions, QPs, SRQs or address handles of the PD exist."
		   });
		addAnnotation
		  (deregMrEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_dereg_mr: the rkey and lkey are invalid from then on."
		   });
		addAnnotation
		  (destroyCqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_cq. Returns EBUSY while a QP uses the CQ."
		   });
		addAnnotation
		  (destroySrqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_srq. Returns EBUSY while a QP uses the SRQ."
		   });
		addAnnotation
		  (destroyQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_qp: outstanding work requests are discarded without completions."
		   });
		addAnnotation
		  (destroyAhEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_ah."
		   });
		addAnnotation
		  (queryQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_query_qp, compared with the attributes the scenario expects; an expectation left unset is not compared."
		   });
		addAnnotation
		  (getQueryQp_ExpectedState(),
		   source,
		   new String[] {
			   "documentation", "qp_state: the state ibv_query_qp is expected to report."
		   });
		addAnnotation
		  (getQueryQp_ExpectedSqPsn(),
		   source,
		   new String[] {
			   "documentation", "sq_psn: the next PSN the send queue will use (rxe_qp_to_attr reports the live value, not the one set at RTS)."
		   });
		addAnnotation
		  (getQueryQp_ExpectedRqPsn(),
		   source,
		   new String[] {
			   "documentation", "rq_psn: the next PSN the receive queue expects (the live value)."
		   });
		addAnnotation
		  (getQueryQp_ExpectedPathMtu(),
		   source,
		   new String[] {
			   "documentation", "path_mtu."
		   });
		addAnnotation
		  (getQueryQp_ExpectedDestQp(),
		   source,
		   new String[] {
			   "documentation", "dest_qp_num: the peer\'s QP, by reference to the step that created it; empty is not compared."
		   });
		addAnnotation
		  (getQueryQp_ExpectedTimeout(),
		   source,
		   new String[] {
			   "documentation", "timeout: the local ACK timeout code."
		   });
		addAnnotation
		  (getQueryQp_ExpectedRetryCnt(),
		   source,
		   new String[] {
			   "documentation", "retry_cnt."
		   });
		addAnnotation
		  (getQueryQp_ExpectedRnrRetry(),
		   source,
		   new String[] {
			   "documentation", "rnr_retry."
		   });
		addAnnotation
		  (getQueryQp_ExpectedMinRnrTimer(),
		   source,
		   new String[] {
			   "documentation", "min_rnr_timer."
		   });
		addAnnotation
		  (getQueryQp_ExpectedMaxRdAtomic(),
		   source,
		   new String[] {
			   "documentation", "max_rd_atomic."
		   });
		addAnnotation
		  (getQueryQp_ExpectedMaxDestRdAtomic(),
		   source,
		   new String[] {
			   "documentation", "max_dest_rd_atomic."
		   });
		addAnnotation
		  (waitAsyncEventEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_get_async_event (then ibv_ack_async_event): waits for the next asynchronous event of the program\'s device."
		   });
		addAnnotation
		  (getWaitAsyncEvent_Event(),
		   source,
		   new String[] {
			   "documentation", "The event type (enum ibv_event_type) expected next."
		   });
		addAnnotation
		  (getWaitAsyncEvent_Object(),
		   source,
		   new String[] {
			   "documentation", "The CreateQp, CreateCq or CreateSrq step whose object the event concerns; empty accepts any (and is right for device and port events)."
		   });
		addAnnotation
		  (getWaitAsyncEvent_Timeout(),
		   source,
		   new String[] {
			   "documentation", "Simulated nanoseconds to wait; with expectedResult ETIMEDOUT the scenario expects no event within that time."
		   });
		addAnnotation
		  (errnoEEnum,
		   source,
		   new String[] {
			   "documentation", "Results of a verb, as libibverbs returns them."
		   });
		addAnnotation
		  (accessFlagEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_access_flags."
		   });
		addAnnotation
		  (qpTypeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_qp_type."
		   });
		addAnnotation
		  (qpStateEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_qp_state."
		   });
		addAnnotation
		  (mtuEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_mtu."
		   });
		addAnnotation
		  (wrOpcodeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_wr_opcode."
		   });
		addAnnotation
		  (sendFlagEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_send_flags."
		   });
		addAnnotation
		  (wcStatusEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_wc_status."
		   });
		addAnnotation
		  (wcOpcodeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_wc_opcode."
		   });
		addAnnotation
		  (faultActionEEnum,
		   source,
		   new String[] {
			   "documentation", "What a fault does to a matching packet."
		   });
		addAnnotation
		  (bthOpcodeEEnum,
		   source,
		   new String[] {
			   "documentation", "BTH opcodes (IBTA 9.2; RoCEv2 CNP 0x81)."
		   });
		addAnnotation
		  (asyncEventTypeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_event_type."
		   });
	}

} //ScenarioPackageImpl
