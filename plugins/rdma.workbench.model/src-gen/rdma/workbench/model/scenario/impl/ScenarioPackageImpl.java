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
	public EAttribute getScenario_Source() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Topology() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getScenario_Seed() {
		return (EAttribute)scenarioEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getScenario_Programs() {
		return (EReference)scenarioEClass.getEStructuralFeatures().get(5);
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
	public EAttribute getModifyQp_HopLimit() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_TrafficClass() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_PathMtu() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getModifyQp_DestQp() {
		return (EReference)modifyQpEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_RqPsn() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_SqPsn() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_MaxDestRdAtomic() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_MaxRdAtomic() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_MinRnrTimer() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_Timeout() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_RetryCnt() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(18);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getModifyQp_RnrRetry() {
		return (EAttribute)modifyQpEClass.getEStructuralFeatures().get(19);
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
	public EAttribute getPostSend_Repeat() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPostSend_RepeatUntil() {
		return (EAttribute)postSendEClass.getEStructuralFeatures().get(15);
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
		createEAttribute(scenarioEClass, SCENARIO__SOURCE);
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
		createEAttribute(modifyQpEClass, MODIFY_QP__HOP_LIMIT);
		createEAttribute(modifyQpEClass, MODIFY_QP__TRAFFIC_CLASS);
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
		createEAttribute(postSendEClass, POST_SEND__REPEAT);
		createEAttribute(postSendEClass, POST_SEND__REPEAT_UNTIL);

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
		initEAttribute(getScenario_Source(), ecorePackage.getEString(), "source", null, 0, 1, Scenario.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
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
		initEAttribute(getModifyQp_HopLimit(), ecorePackage.getEInt(), "hopLimit", "64", 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getModifyQp_TrafficClass(), ecorePackage.getEInt(), "trafficClass", "0", 0, 1, ModifyQp.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
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
		initEAttribute(getPostSend_Repeat(), ecorePackage.getEInt(), "repeat", "1", 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPostSend_RepeatUntil(), ecorePackage.getELong(), "repeatUntil", null, 0, 1, PostSend.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

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
			   "documentation", "A verb flow: one program per host of a topology, each a list of steps that call verbs, meet other programs and check results. The expected results, completions and memory contents make every scenario a conformance test: a run fails when one differs."
		   });
		addAnnotation
		  (getScenario_Title(),
		   source,
		   new String[] {
			   "documentation", "The scenario\'s title, shown in the launch and in reports."
		   });
		addAnnotation
		  (getScenario_Description(),
		   source,
		   new String[] {
			   "documentation", "Teaching text: what the scenario shows, what happens on the wire and why."
		   });
		addAnnotation
		  (getScenario_Source(),
		   source,
		   new String[] {
			   "documentation", "Where the behaviour the scenario checks is specified: an IBTA statement, a kernel or rdma-core function, a pyverbs test. A conformance case names it in reports."
		   });
		addAnnotation
		  (getScenario_Topology(),
		   source,
		   new String[] {
			   "documentation", "The topology (.rdmatopo) the scenario runs on: its hosts, NICs, switches and links. Programs name hosts and devices of this topology."
		   });
		addAnnotation
		  (getScenario_Seed(),
		   source,
		   new String[] {
			   "documentation", "Seed of the random sources of the links\' fault rates (loss, corruption, reorder). The same seed gives the same run, event for event; a launch may override it."
		   });
		addAnnotation
		  (programEClass,
		   source,
		   new String[] {
			   "documentation", "The verbs one process issues on one host, in order, like the main() of ibv_rc_pingpong. It opens one RDMA device of its host and runs in one network namespace and RDMA cgroup; its handles (PD, MR, CQ, QP...) are its own and cannot be used by another program."
		   });
		addAnnotation
		  (getProgram_Name(),
		   source,
		   new String[] {
			   "documentation", "The program\'s name, shown as its thread in the Debug view and in the trace."
		   });
		addAnnotation
		  (getProgram_Host(),
		   source,
		   new String[] {
			   "documentation", "The host the process runs on. Every object it creates lives on this host\'s device and memory."
		   });
		addAnnotation
		  (getProgram_Device(),
		   source,
		   new String[] {
			   "documentation", "The RDMA device the process opens (ibv_open_device); empty means the host\'s first NIC. It must be a device of the program\'s host."
		   });
		addAnnotation
		  (getProgram_Namespace(),
		   source,
		   new String[] {
			   "documentation", "The network namespace the process runs in; empty means the host\'s initial namespace. A UD address handle of the program may only use GIDs of netdevs in this namespace."
		   });
		addAnnotation
		  (getProgram_Cgroup(),
		   source,
		   new String[] {
			   "documentation", "The RDMA cgroup the process belongs to: its hca_handle and hca_object limits count this program\'s contexts and objects; a create verb beyond them fails with EAGAIN."
		   });
		addAnnotation
		  (stepEClass,
		   source,
		   new String[] {
			   "documentation", "One action of a program: a verb call, a meeting with other programs, a memory check or a fault on the wire."
		   });
		addAnnotation
		  (getStep_Name(),
		   source,
		   new String[] {
			   "documentation", "Names the step and the object it creates (a PD, MR, CQ, QP...); other steps refer to the object by this name, and breakpoints and the trace show it. Unique within the program."
		   });
		addAnnotation
		  (getStep_Comment(),
		   source,
		   new String[] {
			   "documentation", "What this step teaches; shown beside the step."
		   });
		addAnnotation
		  (verbStepEClass,
		   source,
		   new String[] {
			   "documentation", "A step that calls one libibverbs verb and compares what the verb returns (0 or an errno) with the expected result."
		   });
		addAnnotation
		  (getVerbStep_ExpectedResult(),
		   source,
		   new String[] {
			   "documentation", "What the verb is expected to return: OK (0) or an errno. A scenario can teach a failing call by expecting its errno; a different result fails the run, and a create verb that fails leaves no object for later steps. The results:"
		   });
		addAnnotation
		  (allocPdEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_alloc_pd: allocates a protection domain, the owner that ties memory regions, QPs, SRQs and address handles together. A QP may only use memory regions of its own PD; an rkey from another PD is refused by the responder like a wrong one (REM_ACCESS_ERR at the requester). Fails with ENOMEM when the device has no PD left (max_pd) and EAGAIN over the RDMA cgroup\'s hca_object limit."
		   });
		addAnnotation
		  (regMrEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_reg_mr: registers a buffer of host memory so that the NIC may read and write it, and returns its lkey (for local SGEs) and rkey (for the peer\'s RDMA and atomic requests). What the peer may do is fixed by the access flags. Fails with EINVAL when REMOTE_WRITE or REMOTE_ATOMIC is asked without LOCAL_WRITE or the length is beyond max_mr_size, ENOMEM when the device (max_mr) or the host memory is exhausted, EAGAIN over the cgroup limit."
		   });
		addAnnotation
		  (getRegMr_Pd(),
		   source,
		   new String[] {
			   "documentation", "The protection domain the region belongs to. Only QPs of the same PD may use the region: through a QP of another PD its lkey gives LOC_PROT_ERR and its rkey REM_ACCESS_ERR."
		   });
		addAnnotation
		  (getRegMr_Length(),
		   source,
		   new String[] {
			   "documentation", "Size of the region in bytes (ibv_reg_mr\'s length), from 0 up to the device\'s max_mr_size (EINVAL beyond); the host must have that much memory left (ENOMEM)."
		   });
		addAnnotation
		  (getRegMr_Access(),
		   source,
		   new String[] {
			   "documentation", "ibv_reg_mr access flags: what the NIC may do with the region on behalf of this host\'s own work requests and of remote peers. With none, the NIC may only read the region for local sends. REMOTE_WRITE or REMOTE_ATOMIC without LOCAL_WRITE is EINVAL. The flags:"
		   });
		addAnnotation
		  (getRegMr_InitialData(),
		   source,
		   new String[] {
			   "documentation", "Bytes written into the buffer before registration, as text or as hex digits (see Data Format); the rest of the region is zero. Must fit in the region."
		   });
		addAnnotation
		  (getRegMr_DataFormat(),
		   source,
		   new String[] {
			   "documentation", "How Initial Data is written:"
		   });
		addAnnotation
		  (createCqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_cq: creates a completion queue, where work completions of send and receive queues wait for ibv_poll_cq. A CQ holds cqe completions; when a completion arrives at a full CQ it is lost, the CQ raises IBV_EVENT_CQ_ERR and its QPs go to ERR. Fails with EINVAL when cqe is outside 1..max_cqe, ENOMEM when the device has no CQ left."
		   });
		addAnnotation
		  (getCreateCq_Cqe(),
		   source,
		   new String[] {
			   "documentation", "Minimum number of completions the CQ holds (ibv_create_cq\'s cqe), 1 up to the device\'s max_cqe (EINVAL outside). When completions arrive faster than the program polls and the CQ is full, one is lost: IBV_EVENT_CQ_ERR, and the QPs of the CQ go to ERR."
		   });
		addAnnotation
		  (createSrqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_srq: creates a shared receive queue, one pool of receive work requests that several QPs of the PD take their receives from. Fails with EOPNOTSUPP on a device without SRQs (ERDMA in RoCEv2 mode), EINVAL when max_wr or max_sge exceed the device\'s limits, ENOMEM when the device has no SRQ left."
		   });
		addAnnotation
		  (getCreateSrq_Pd(),
		   source,
		   new String[] {
			   "documentation", "The protection domain of the SRQ; the QPs that use it and the regions of its receive SGEs must be in the same PD."
		   });
		addAnnotation
		  (getCreateSrq_MaxWr(),
		   source,
		   new String[] {
			   "documentation", "Number of receive work requests the SRQ holds (srq_attr.max_wr); posting beyond gives ENOMEM, more than the device\'s max_srq_wr gives EINVAL."
		   });
		addAnnotation
		  (getCreateSrq_MaxSge(),
		   source,
		   new String[] {
			   "documentation", "Number of SGEs a receive of the SRQ may carry (srq_attr.max_sge); a receive with more gives EINVAL."
		   });
		addAnnotation
		  (getCreateSrq_SrqLimit(),
		   source,
		   new String[] {
			   "documentation", "srq_attr.srq_limit: an armed SRQ raises IBV_EVENT_SRQ_LIMIT_REACHED once, when taking a receive leaves fewer than this, and is then disarmed (0: not armed; at most max_wr)."
		   });
		addAnnotation
		  (createQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_qp: creates a queue pair, a send queue and a receive queue with their CQs, in the RESET state. It carries no traffic until ibv_modify_qp takes it through INIT, RTR and RTS. Fails with EOPNOTSUPP for a QP type the device lacks (UC on ERDMA in RoCEv2 mode), EINVAL when the capabilities exceed the device\'s, ENOMEM when the device has no QP left, EAGAIN over the cgroup limit."
		   });
		addAnnotation
		  (getCreateQp_Pd(),
		   source,
		   new String[] {
			   "documentation", "The protection domain of the QP: it may use only memory regions and address handles of this PD."
		   });
		addAnnotation
		  (getCreateQp_SendCq(),
		   source,
		   new String[] {
			   "documentation", "The CQ that receives the completions of the send queue (SEND, WRITE, READ, atomics)."
		   });
		addAnnotation
		  (getCreateQp_RecvCq(),
		   source,
		   new String[] {
			   "documentation", "The CQ that receives the completions of the receive queue (RECV, RECV_RDMA_WITH_IMM). May be the same CQ as the send CQ."
		   });
		addAnnotation
		  (getCreateQp_Srq(),
		   source,
		   new String[] {
			   "documentation", "A shared receive queue the QP takes its receives from instead of its own receive queue; empty means its own. ibv_post_recv on a QP with an SRQ gives EINVAL."
		   });
		addAnnotation
		  (getCreateQp_QpType(),
		   source,
		   new String[] {
			   "documentation", "The transport service (ibv_qp_type). The device must support it (EOPNOTSUPP otherwise), and both ends of a connection must use the same. The types:"
		   });
		addAnnotation
		  (getCreateQp_MaxSendWr(),
		   source,
		   new String[] {
			   "documentation", "Send work requests the send queue holds (cap.max_send_wr); a post beyond gives ENOMEM. Above the device\'s max_qp_wr: EINVAL."
		   });
		addAnnotation
		  (getCreateQp_MaxRecvWr(),
		   source,
		   new String[] {
			   "documentation", "Receive work requests the receive queue holds (cap.max_recv_wr); a post beyond gives ENOMEM. Above the device\'s max_qp_wr: EINVAL."
		   });
		addAnnotation
		  (getCreateQp_MaxSendSge(),
		   source,
		   new String[] {
			   "documentation", "SGEs a send work request may carry (cap.max_send_sge); a post with more gives EINVAL."
		   });
		addAnnotation
		  (getCreateQp_MaxRecvSge(),
		   source,
		   new String[] {
			   "documentation", "SGEs a receive work request may carry (cap.max_recv_sge); a post with more gives EINVAL."
		   });
		addAnnotation
		  (getCreateQp_MaxInlineData(),
		   source,
		   new String[] {
			   "documentation", "Bytes a send may carry inline (cap.max_inline_data), copied from the SGEs when posted with IBV_SEND_INLINE; a longer inline send gives EINVAL. 0 means no inline sends."
		   });
		addAnnotation
		  (getCreateQp_SqSigAll(),
		   source,
		   new String[] {
			   "documentation", "sq_sig_all: every send work request completes in the send CQ, as if each had IBV_SEND_SIGNALED. When false, only the signaled ones do (and every failed one)."
		   });
		addAnnotation
		  (createAhEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_create_ah: creates an address handle, the route to a remote port (its GID, the local source GID, hop limit and traffic class), which a UD send names in its work request. Fails with EINVAL when the source GID index or port does not exist, ENOMEM when the device has no address handle left."
		   });
		addAnnotation
		  (getCreateAh_Pd(),
		   source,
		   new String[] {
			   "documentation", "The protection domain of the address handle; a UD QP may use it only when in the same PD."
		   });
		addAnnotation
		  (getCreateAh_DestGid(),
		   source,
		   new String[] {
			   "documentation", "The remote port\'s GID (ah_attr.grh.dgid): the destination IP address of the packets. It must be reachable in the topology from the program\'s port."
		   });
		addAnnotation
		  (getCreateAh_SgidIndex(),
		   source,
		   new String[] {
			   "documentation", "Index of the local GID (ah_attr.grh.sgid_index) in the port\'s GID table: it chooses the source IP address and the RoCE version. It must exist (EINVAL otherwise), and in a namespace it must belong to a netdev of that namespace."
		   });
		addAnnotation
		  (getCreateAh_PortNum(),
		   source,
		   new String[] {
			   "documentation", "The local port (ah_attr.port_num), numbered from 1."
		   });
		addAnnotation
		  (getCreateAh_HopLimit(),
		   source,
		   new String[] {
			   "documentation", "The IP TTL / hop limit of the packets (ah_attr.grh.hop_limit), 0..255."
		   });
		addAnnotation
		  (getCreateAh_TrafficClass(),
		   source,
		   new String[] {
			   "documentation", "The IP traffic class byte (ah_attr.grh.traffic_class), 0..255: DSCP in the upper six bits, ECN in the lower two."
		   });
		addAnnotation
		  (modifyQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_modify_qp: moves a QP to another state and sets the attributes of that transition. The attribute mask is IBV_QP_STATE plus every attribute set here. Each transition requires and allows a fixed set of attributes per QP type (IBTA 10.3.1, the kernel\'s ib_modify_qp_is_ok): for RC, RESET to INIT needs port, P_Key index and access flags; INIT to RTR needs the address vector, path MTU, destination QP, rq_psn, max_dest_rd_atomic and min_rnr_timer; RTR to RTS needs timeout, retry_cnt, rnr_retry, sq_psn and max_rd_atomic. A transition that does not exist, a missing required attribute or an attribute the transition does not take gives EINVAL. Any state may go to RESET or ERR."
		   });
		addAnnotation
		  (getModifyQp_Qp(),
		   source,
		   new String[] {
			   "documentation", "The QP to modify, by reference to the step that created it."
		   });
		addAnnotation
		  (getModifyQp_TargetState(),
		   source,
		   new String[] {
			   "documentation", "The state to move the QP to (qp_state). Only the transitions of the QP state machine exist; another gives EINVAL. The states:"
		   });
		addAnnotation
		  (getModifyQp_AccessFlags(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_ACCESS_FLAGS: which RDMA operations remote peers may start on this QP (qp_access_flags); the memory region must allow them too. Required at RESET to INIT for RC and UC. On RC a WRITE, READ or atomic that arrives without its flag is answered with an invalid-request NAK: REM_INV_REQ_ERR at the requester, IBV_EVENT_QP_REQ_ERR and ERR at the responder; UC drops the message. The flags:"
		   });
		addAnnotation
		  (getModifyQp_PkeyIndex(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_PKEY_INDEX: index of the P_Key in the port\'s table (the only entry is the default 0xFFFF, index 0). Required at RESET to INIT."
		   });
		addAnnotation
		  (getModifyQp_Port(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_PORT: the local port number, from 1. Required at RESET to INIT."
		   });
		addAnnotation
		  (getModifyQp_Qkey(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_QKEY (UD): the Q_Key of this QP. A datagram whose Q_Key differs is dropped silently. Required at RESET to INIT for UD."
		   });
		addAnnotation
		  (getModifyQp_DestGid(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_AV: the remote port\'s GID in the address vector (ah_attr.grh.dgid), required at INIT to RTR for RC and UC. Packets from any other address are dropped (NOT_FROM_PEER)."
		   });
		addAnnotation
		  (getModifyQp_SgidIndex(),
		   source,
		   new String[] {
			   "documentation", "Source GID index of the address vector (ah_attr.grh.sgid_index): the local GID, hence the source IP address and RoCE version, of the connection."
		   });
		addAnnotation
		  (getModifyQp_HopLimit(),
		   source,
		   new String[] {
			   "documentation", "The IP TTL / hop limit of the connection\'s packets (ah_attr.grh.hop_limit), 0..255; used with a destination GID. ibv_rc_pingpong sets 1."
		   });
		addAnnotation
		  (getModifyQp_TrafficClass(),
		   source,
		   new String[] {
			   "documentation", "The IP traffic class byte of the connection\'s packets (ah_attr.grh.traffic_class), 0..255: DSCP in the upper six bits, ECN in the lower two; used with a destination GID."
		   });
		addAnnotation
		  (getModifyQp_PathMtu(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_PATH_MTU: the largest payload of one packet on this connection, required at INIT to RTR for RC and UC. Messages longer than the path MTU are cut into FIRST, MIDDLE and LAST packets. Must not exceed the active MTU of the ports at both ends: validation reports it, and frames larger than a port\'s MTU are dropped. The values, in payload bytes per packet, with the netdev MTU each needs (rxe reserves 80 bytes for the RoCEv2 headers):"
		   });
		addAnnotation
		  (getModifyQp_DestQp(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_DEST_QPN: the remote QP of the connection, by reference to the step that created it. Required at INIT to RTR for RC and UC; packets from another QP are dropped."
		   });
		addAnnotation
		  (getModifyQp_RqPsn(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_RQ_PSN: the first packet sequence number the receive side expects, 0..2^24-1; it must equal the peer\'s sq_psn. Required at INIT to RTR for RC and UC. A packet ahead of the expected PSN is answered with a PSN sequence error NAK (RC) or dropped (UC)."
		   });
		addAnnotation
		  (getModifyQp_SqPsn(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_SQ_PSN: the first packet sequence number the send side uses, 0..2^24-1; the peer\'s rq_psn must equal it. Required at RTR to RTS."
		   });
		addAnnotation
		  (getModifyQp_MaxDestRdAtomic(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_MAX_DEST_RD_ATOMIC: READs and atomics from the peer this responder keeps in flight (responder resources). Required at INIT to RTR for RC; it should be at least the peer\'s max_rd_atomic."
		   });
		addAnnotation
		  (getModifyQp_MaxRdAtomic(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_MAX_QP_RD_ATOMIC: READs and atomics this requester keeps outstanding; further ones wait until earlier ones complete. Required at RTR to RTS for RC."
		   });
		addAnnotation
		  (getModifyQp_MinRnrTimer(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_MIN_RNR_TIMER: the code 0..31 this responder puts in an RNR NAK when a SEND finds no receive posted, telling the requester how long to wait before sending again (IBTA table 45: code 1 is 0.01 ms, 14 is 1.28 ms, 31 is 491.52 ms, 0 is 655.36 ms). Required at INIT to RTR for RC."
		   });
		addAnnotation
		  (getModifyQp_Timeout(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_TIMEOUT: the local ACK timeout code 0..31; the requester waits 4.096 us * 2^timeout for an acknowledgement before it sends again from the oldest unacknowledged packet, and 0 waits forever. Required at RTR to RTS for RC. Each timeout uses one of retry_cnt."
		   });
		addAnnotation
		  (getModifyQp_RetryCnt(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_RETRY_CNT: how many times, 0..7, the requester resends after a local ACK timeout or a PSN sequence NAK before it gives up: the work request completes with RETRY_EXC_ERR and the QP goes to ERR. Required at RTR to RTS for RC."
		   });
		addAnnotation
		  (getModifyQp_RnrRetry(),
		   source,
		   new String[] {
			   "documentation", "IBV_QP_RNR_RETRY: how many times, 0..7, the requester resends after an RNR NAK (the receiver had no receive posted) before the work request completes with RNR_RETRY_EXC_ERR and the QP goes to ERR; 7 means forever. Required at RTR to RTS for RC."
		   });
		addAnnotation
		  (sgeEClass,
		   source,
		   new String[] {
			   "documentation", "A scatter/gather element (struct ibv_sge): a slice of a registered memory region, given by the region, an offset and a length. The NIC reads a send\'s data from its SGEs and writes a receive\'s data into them, checking the lkey and the bounds: a bad one fails the work request with LOC_PROT_ERR."
		   });
		addAnnotation
		  (getSge_Mr(),
		   source,
		   new String[] {
			   "documentation", "The registered memory region the slice lies in; its lkey goes into the SGE. The region must belong to the QP\'s PD, allow LOCAL_WRITE when the NIC writes into it (a receive, a READ, an atomic), and still be registered: otherwise the work request fails with LOC_PROT_ERR."
		   });
		addAnnotation
		  (getSge_Offset(),
		   source,
		   new String[] {
			   "documentation", "Where the slice starts, in bytes from the start of the region."
		   });
		addAnnotation
		  (getSge_Length(),
		   source,
		   new String[] {
			   "documentation", "Bytes of the slice; offset plus length must lie inside the region (LOC_PROT_ERR otherwise). The message length is the sum of a work request\'s SGEs."
		   });
		addAnnotation
		  (postSendEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_post_send: posts one work request to the QP\'s send queue: a SEND, an RDMA WRITE or READ, or an atomic, with its data in SGEs. The call only queues it; the NIC sends it and the result comes later as a completion in the send CQ (when signaled, or always on error). The call fails with EINVAL when the QP is not in RTS, the opcode does not fit the QP type, or there are more SGEs or inline bytes than the QP takes, and with ENOMEM when the send queue is full."
		   });
		addAnnotation
		  (getPostSend_Qp(),
		   source,
		   new String[] {
			   "documentation", "The QP whose send queue takes the work request. It must be in RTS (EINVAL otherwise)."
		   });
		addAnnotation
		  (getPostSend_WrId(),
		   source,
		   new String[] {
			   "documentation", "wr_id: a number of the program\'s choosing, returned unchanged in the work request\'s completion so the program knows which request completed."
		   });
		addAnnotation
		  (getPostSend_Opcode(),
		   source,
		   new String[] {
			   "documentation", "The operation (ibv_wr_opcode). RC does all of them; UC has no READ and no atomics; UD only SEND and SEND_WITH_IMM (EINVAL otherwise). The opcodes:"
		   });
		addAnnotation
		  (getPostSend_SendFlags(),
		   source,
		   new String[] {
			   "documentation", "send_flags: properties of this work request, combined freely (enum ibv_send_flags):"
		   });
		addAnnotation
		  (getPostSend_RemoteMr(),
		   source,
		   new String[] {
			   "documentation", "RDMA and atomic operations: the peer\'s memory region whose address and rkey go into the request (RETH or AtomicETH). The responder checks the rkey, the bounds and the access flags; a failed check completes the request with REM_ACCESS_ERR."
		   });
		addAnnotation
		  (getPostSend_RemoteOffset(),
		   source,
		   new String[] {
			   "documentation", "RDMA and atomic operations: where in the remote region the operation starts, in bytes; an atomic needs an 8-byte aligned address. Beyond the region: REM_ACCESS_ERR."
		   });
		addAnnotation
		  (getPostSend_ImmData(),
		   source,
		   new String[] {
			   "documentation", "SEND_WITH_IMM and RDMA_WRITE_WITH_IMM: 32 bits of immediate data, carried in the packet\'s ImmDt header and delivered in the receiver\'s completion (not in its memory). Unset sends none."
		   });
		addAnnotation
		  (getPostSend_CompareAdd(),
		   source,
		   new String[] {
			   "documentation", "Atomics: the value compared with the remote 8 bytes (ATOMIC_CMP_AND_SWP) or added to them (ATOMIC_FETCH_AND_ADD)."
		   });
		addAnnotation
		  (getPostSend_Swap(),
		   source,
		   new String[] {
			   "documentation", "ATOMIC_CMP_AND_SWP: the value written to the remote 8 bytes when they equal the compare value. The original value comes back into the local SGE either way."
		   });
		addAnnotation
		  (getPostSend_Ah(),
		   source,
		   new String[] {
			   "documentation", "UD: the address handle of the destination (wr.ud.ah). A UD send without one is EINVAL."
		   });
		addAnnotation
		  (getPostSend_RemoteQp(),
		   source,
		   new String[] {
			   "documentation", "UD: the destination QP (wr.ud.remote_qpn), by reference to the step that created it."
		   });
		addAnnotation
		  (getPostSend_RemoteQkey(),
		   source,
		   new String[] {
			   "documentation", "UD: the Q_Key sent with the datagram (wr.ud.remote_qkey); the receiver drops the datagram when it differs from its QP\'s Q_Key."
		   });
		addAnnotation
		  (getPostSend_InvalidateMr(),
		   source,
		   new String[] {
			   "documentation", "SEND_WITH_INV: the peer\'s memory region whose rkey the send invalidates at the receiver (invalidate_rkey)."
		   });
		addAnnotation
		  (getPostSend_Repeat(),
		   source,
		   new String[] {
			   "documentation", "How many times the step posts this work request, as a program that calls ibv_post_send in a loop (perftest\'s ib_write_bw). Unset, the step is one ibv_post_send, which fails with ENOMEM on a full send queue. Set (even to 1), the step posts that many copies of the request (same wr_id, SGEs and remote address) back to back, and when the send queue is full it waits until the transport retires a request instead of failing, so a long flow keeps at most max_send_wr in flight. Each signaled copy puts a completion on the send CQ, and the step polls none: post a long flow unsignaled, then one signaled request with repeat 1 (so that it too waits for room), whose completion (RC completes in order) says that the flow is done. The step stops repeating when its QP enters ERR."
		   });
		addAnnotation
		  (getPostSend_RepeatUntil(),
		   source,
		   new String[] {
			   "documentation", "Simulated nanoseconds since the run began: the step posts copies of the work request until this time (with repeat also set, until this time or that many copies, whichever comes first). A step still waiting for room in the send queue at this time ends then. Unset: repeat alone says how many copies."
		   });
		addAnnotation
		  (postRecvEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_post_recv (ibv_post_srq_recv when an SRQ is named): posts one receive work request, buffers that the next incoming SEND (or WRITE with immediate) of the QP consumes. A SEND that finds no receive gets an RNR NAK on RC; a message longer than the buffers completes with LOC_LEN_ERR. The call fails with EINVAL while the QP is in RESET or takes its receives from an SRQ, and with ENOMEM when the queue is full."
		   });
		addAnnotation
		  (getPostRecv_Qp(),
		   source,
		   new String[] {
			   "documentation", "The QP whose receive queue takes the work request. The QP must be past RESET and have no SRQ (EINVAL otherwise). Leave empty when posting to an SRQ."
		   });
		addAnnotation
		  (getPostRecv_Srq(),
		   source,
		   new String[] {
			   "documentation", "The shared receive queue to post to (ibv_post_srq_recv) instead of a QP."
		   });
		addAnnotation
		  (getPostRecv_WrId(),
		   source,
		   new String[] {
			   "documentation", "wr_id: a number of the program\'s choosing, returned unchanged in the completion of the receive."
		   });
		addAnnotation
		  (pollCqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_poll_cq: takes completions from a CQ until the expected ones have arrived or the timeout has passed (simulated time), and compares each with its expectation in order. A completion that differs, or one that does not come in time, fails the run."
		   });
		addAnnotation
		  (getPollCq_Cq(),
		   source,
		   new String[] {
			   "documentation", "The completion queue to poll."
		   });
		addAnnotation
		  (getPollCq_Timeout(),
		   source,
		   new String[] {
			   "documentation", "Simulated nanoseconds to wait for the expected completions. When they have not all arrived by then, the step fails (NOT REACHED for the missing ones)."
		   });
		addAnnotation
		  (expectedCompletionEClass,
		   source,
		   new String[] {
			   "documentation", "A work completion (struct ibv_wc) the scenario expects from ibv_poll_cq: status, opcode, byte_len, wr_id, immediate data, source QP. A field left unset is not compared."
		   });
		addAnnotation
		  (getExpectedCompletion_WrId(),
		   source,
		   new String[] {
			   "documentation", "wr_id: the work request the completion belongs to. Unset is not compared."
		   });
		addAnnotation
		  (getExpectedCompletion_Status(),
		   source,
		   new String[] {
			   "documentation", "The expected status (ibv_wc_status). After an error the QP is in ERR and every outstanding work request completes with WR_FLUSH_ERR. The statuses the engine gives:"
		   });
		addAnnotation
		  (getExpectedCompletion_Opcode(),
		   source,
		   new String[] {
			   "documentation", "The expected opcode (ibv_wc_opcode): what completed. Unset is not compared; the opcode of a failed completion is not reliable in libibverbs, so leave it unset for errors. The opcodes:"
		   });
		addAnnotation
		  (getExpectedCompletion_ByteLen(),
		   source,
		   new String[] {
			   "documentation", "byte_len: for a receive, the number of bytes that arrived (for UD including the 40-byte GRH area); for a READ, the bytes read. Unset is not compared."
		   });
		addAnnotation
		  (getExpectedCompletion_ImmData(),
		   source,
		   new String[] {
			   "documentation", "imm_data: the 32-bit immediate data of a SEND_WITH_IMM or RDMA_WRITE_WITH_IMM, in the receiver\'s completion. Unset is not compared."
		   });
		addAnnotation
		  (getExpectedCompletion_SrcQp(),
		   source,
		   new String[] {
			   "documentation", "UD receives: the QP that sent the datagram (src_qp), by reference to the step that created it. Empty is not compared."
		   });
		addAnnotation
		  (checkMemoryEClass,
		   source,
		   new String[] {
			   "documentation", "Compares bytes of a memory region, at an offset, with the expected data when the step runs: this is how a scenario shows that a WRITE, a RECV or an atomic changed memory (or, after an error, did not). A difference fails the run."
		   });
		addAnnotation
		  (getCheckMemory_Mr(),
		   source,
		   new String[] {
			   "documentation", "The memory region whose bytes are checked."
		   });
		addAnnotation
		  (getCheckMemory_Offset(),
		   source,
		   new String[] {
			   "documentation", "Where the checked bytes start, in bytes from the start of the region."
		   });
		addAnnotation
		  (getCheckMemory_ExpectedData(),
		   source,
		   new String[] {
			   "documentation", "The bytes expected at the offset, as text or hex digits (see Data Format). They must lie inside the region."
		   });
		addAnnotation
		  (getCheckMemory_DataFormat(),
		   source,
		   new String[] {
			   "documentation", "How Expected Data is written:"
		   });
		addAnnotation
		  (syncEClass,
		   source,
		   new String[] {
			   "documentation", "An out-of-band meeting between programs, like the TCP exchange of QP numbers, PSNs and rkeys in ibv_rc_pingpong: every program with a Sync step of the same barrier waits until all have arrived, then goes on after the delay. Use it, for example, so that a receive is posted before the peer sends."
		   });
		addAnnotation
		  (getSync_Barrier(),
		   source,
		   new String[] {
			   "documentation", "The meeting\'s name: programs meet at Sync steps with the same barrier. Every other program must reach one, or the run never goes on."
		   });
		addAnnotation
		  (getSync_Delay(),
		   source,
		   new String[] {
			   "documentation", "Nanoseconds the out-of-band exchange takes (the TCP round trip of ibv_rc_pingpong): the program goes on that long after the last one arrived."
		   });
		addAnnotation
		  (faultEClass,
		   source,
		   new String[] {
			   "documentation", "Arms a fault on a link for the next matching packets this program\'s host sends: drop, corrupt, delay, duplicate or reorder them. A scenario uses it to show how RC recovers (PSN sequence NAK, go-back-N, local ACK timeout, RETRY_EXC_ERR) and how UC and UD simply lose data."
		   });
		addAnnotation
		  (getFault_Action(),
		   source,
		   new String[] {
			   "documentation", "What happens to each matching packet:"
		   });
		addAnnotation
		  (getFault_Link(),
		   source,
		   new String[] {
			   "documentation", "The link the fault acts on, at this host\'s end; empty means the host\'s first link."
		   });
		addAnnotation
		  (getFault_Opcode(),
		   source,
		   new String[] {
			   "documentation", "Only packets with this BTH opcode match (for example RC_SEND_ONLY or RC_ACKNOWLEDGE); unset matches every packet."
		   });
		addAnnotation
		  (getFault_Skip(),
		   source,
		   new String[] {
			   "documentation", "Matching packets let through before the fault acts."
		   });
		addAnnotation
		  (getFault_Count(),
		   source,
		   new String[] {
			   "documentation", "Matching packets the fault acts on, after the skipped ones."
		   });
		addAnnotation
		  (getFault_Delay(),
		   source,
		   new String[] {
			   "documentation", "DELAY: nanoseconds the packet is held back."
		   });
		addAnnotation
		  (deallocPdEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_dealloc_pd: frees a protection domain. Fails with EBUSY while memory regions, QPs, SRQs or address handles of the PD exist, and with EINVAL for a PD already freed."
		   });
		addAnnotation
		  (getDeallocPd_Pd(),
		   source,
		   new String[] {
			   "documentation", "The protection domain to free."
		   });
		addAnnotation
		  (deregMrEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_dereg_mr: unregisters a memory region; its lkey and rkey are invalid from then on, so a peer that still uses the rkey gets REM_ACCESS_ERR. Fails with EINVAL for a region already unregistered."
		   });
		addAnnotation
		  (getDeregMr_Mr(),
		   source,
		   new String[] {
			   "documentation", "The memory region to unregister."
		   });
		addAnnotation
		  (destroyCqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_cq: frees a completion queue. Fails with EBUSY while a QP uses it as send or receive CQ, and with EINVAL for a CQ already destroyed."
		   });
		addAnnotation
		  (getDestroyCq_Cq(),
		   source,
		   new String[] {
			   "documentation", "The completion queue to free."
		   });
		addAnnotation
		  (destroySrqEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_srq: frees a shared receive queue. Fails with EBUSY while a QP takes its receives from it, and with EINVAL for an SRQ already destroyed."
		   });
		addAnnotation
		  (getDestroySrq_Srq(),
		   source,
		   new String[] {
			   "documentation", "The shared receive queue to free."
		   });
		addAnnotation
		  (destroyQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_qp: frees a queue pair; its outstanding work requests are discarded without completions and packets for its number are dropped (NO_SUCH_QP). Fails with EINVAL for a QP already destroyed."
		   });
		addAnnotation
		  (getDestroyQp_Qp(),
		   source,
		   new String[] {
			   "documentation", "The queue pair to free."
		   });
		addAnnotation
		  (destroyAhEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_destroy_ah: frees an address handle. Fails with EINVAL for one already destroyed."
		   });
		addAnnotation
		  (getDestroyAh_Ah(),
		   source,
		   new String[] {
			   "documentation", "The address handle to free."
		   });
		addAnnotation
		  (queryQpEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_query_qp: reads the QP\'s current attributes and compares them with the expected ones (a state, PSNs, path MTU, timers, retry counts); an expectation left unset is not compared. The PSNs are the live values, as rxe reports them. Fails with EINVAL for a destroyed QP."
		   });
		addAnnotation
		  (getQueryQp_Qp(),
		   source,
		   new String[] {
			   "documentation", "The QP to query."
		   });
		addAnnotation
		  (getQueryQp_ExpectedState(),
		   source,
		   new String[] {
			   "documentation", "qp_state: the state the QP is expected to be in, for example ERR after a failed completion. The states:"
		   });
		addAnnotation
		  (getQueryQp_ExpectedSqPsn(),
		   source,
		   new String[] {
			   "documentation", "sq_psn: the next PSN the send queue will use (the live value, as rxe reports it, not the one set at RTS)."
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
			   "documentation", "path_mtu: the path MTU set at INIT to RTR. The values, in payload bytes per packet, with the netdev MTU each needs:"
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
			   "documentation", "timeout: the local ACK timeout code set at RTR to RTS."
		   });
		addAnnotation
		  (getQueryQp_ExpectedRetryCnt(),
		   source,
		   new String[] {
			   "documentation", "retry_cnt as set at RTR to RTS."
		   });
		addAnnotation
		  (getQueryQp_ExpectedRnrRetry(),
		   source,
		   new String[] {
			   "documentation", "rnr_retry as set at RTR to RTS."
		   });
		addAnnotation
		  (getQueryQp_ExpectedMinRnrTimer(),
		   source,
		   new String[] {
			   "documentation", "min_rnr_timer as set at INIT to RTR."
		   });
		addAnnotation
		  (getQueryQp_ExpectedMaxRdAtomic(),
		   source,
		   new String[] {
			   "documentation", "max_rd_atomic as set at RTR to RTS."
		   });
		addAnnotation
		  (getQueryQp_ExpectedMaxDestRdAtomic(),
		   source,
		   new String[] {
			   "documentation", "max_dest_rd_atomic as set at INIT to RTR."
		   });
		addAnnotation
		  (waitAsyncEventEClass,
		   source,
		   new String[] {
			   "documentation", "ibv_get_async_event, then ibv_ack_async_event: waits for the next asynchronous event of the program\'s device (a CQ overflow, a QP that went to ERR because of a remote access error, an SRQ below its limit...) and compares it with the expected type and object. With expectedResult ETIMEDOUT the scenario expects that no event comes within the timeout."
		   });
		addAnnotation
		  (getWaitAsyncEvent_Event(),
		   source,
		   new String[] {
			   "documentation", "The event type (enum ibv_event_type) expected next. The events:"
		   });
		addAnnotation
		  (getWaitAsyncEvent_Object(),
		   source,
		   new String[] {
			   "documentation", "The CreateQp, CreateCq or CreateSrq step whose object the event concerns; empty accepts any, and is right for device and port events."
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
			   "documentation", "Results of a verb, as libibverbs returns them (0 or an errno)."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "0, the verb succeeded."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "not permitted."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "no such object."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "over an RDMA cgroup limit (hca_handle, hca_object), or no asynchronous event waiting."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "a device limit reached (max_pd, max_qp...), host memory exhausted, or a full send, receive or shared receive queue."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "access denied."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(6),
		   source,
		   new String[] {
			   "documentation", "a bad address, such as inline data outside the program\'s buffers."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(7),
		   source,
		   new String[] {
			   "documentation", "the object is still in use (a PD with MRs or QPs, a CQ or SRQ a QP uses)."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(8),
		   source,
		   new String[] {
			   "documentation", "an invalid argument: a transition the QP state machine lacks or an attribute it needs or refuses, a QP not in RTS for a send, an opcode the QP type lacks, too many SGEs, a stale handle, bad access flags."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(9),
		   source,
		   new String[] {
			   "documentation", "no space left."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(10),
		   source,
		   new String[] {
			   "documentation", "the device does not support it (UC or SRQ on ERDMA in RoCEv2 mode)."
		   });
		addAnnotation
		  (errnoEEnum.getELiterals().get(11),
		   source,
		   new String[] {
			   "documentation", "nothing came in time (WaitAsyncEvent)."
		   });
		addAnnotation
		  (accessFlagEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_access_flags."
		   });
		addAnnotation
		  (accessFlagEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "IBV_ACCESS_LOCAL_WRITE, the NIC may write the region for this host: receives, READ responses and atomic results land in it (LOC_PROT_ERR without it); required with REMOTE_WRITE and REMOTE_ATOMIC."
		   });
		addAnnotation
		  (accessFlagEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "IBV_ACCESS_REMOTE_WRITE, peers may RDMA WRITE into it; a WRITE without it is refused with REM_ACCESS_ERR."
		   });
		addAnnotation
		  (accessFlagEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "IBV_ACCESS_REMOTE_READ, peers may RDMA READ it; a READ without it is refused with REM_ACCESS_ERR, and no byte of the region leaves the host."
		   });
		addAnnotation
		  (accessFlagEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "IBV_ACCESS_REMOTE_ATOMIC, peers may compare-and-swap and fetch-and-add 8 bytes in it; without it REM_ACCESS_ERR."
		   });
		addAnnotation
		  (dataFormatEEnum,
		   source,
		   new String[] {
			   "documentation", "How bytes are written in a scenario."
		   });
		addAnnotation
		  (dataFormatEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "the characters, as UTF-8 bytes."
		   });
		addAnnotation
		  (dataFormatEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "two hex digits per byte, for example 48656c6c6f."
		   });
		addAnnotation
		  (qpTypeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_qp_type."
		   });
		addAnnotation
		  (qpTypeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "IBV_QPT_RC, Reliable Connected: one peer QP, every packet acknowledged and resent when lost, all operations (SEND, WRITE, READ, atomics). The only type on iWARP."
		   });
		addAnnotation
		  (qpTypeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "IBV_QPT_UC, Unreliable Connected: one peer QP, SEND and WRITE only, no acknowledgements, a lost packet loses its message; a completion means sent, not received. Not on ERDMA."
		   });
		addAnnotation
		  (qpTypeEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "IBV_QPT_UD, Unreliable Datagram: any peer through an address handle, SEND only, one packet per message (at most the path MTU), no acknowledgements; receives get a 40-byte GRH area first."
		   });
		addAnnotation
		  (qpStateEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_qp_state."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_RESET, just created or reset: no traffic, no posts; reaching it discards outstanding work."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_INIT, receives may be posted; packets are still not accepted."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_RTR, Ready To Receive: incoming packets are accepted; nothing is sent."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_RTS, Ready To Send: both directions work; sends may be posted only in this state."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_SQD, Send Queue Drained: sends in flight finish, new ones wait."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_SQE, Send Queue Error (UC, UD): a send failed; receives still work."
		   });
		addAnnotation
		  (qpStateEEnum.getELiterals().get(6),
		   source,
		   new String[] {
			   "documentation", "IBV_QPS_ERR, every outstanding and later work request completes with WR_FLUSH_ERR; an error completion puts a QP here, and only RESET leads out."
		   });
		addAnnotation
		  (mtuEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_mtu."
		   });
		addAnnotation
		  (mtuEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "netdev MTU 336 or more."
		   });
		addAnnotation
		  (mtuEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "netdev MTU 592 or more."
		   });
		addAnnotation
		  (mtuEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "netdev MTU 1104 or more: the largest a standard 1500-byte Ethernet netdev carries."
		   });
		addAnnotation
		  (mtuEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "netdev MTU 2128 or more (jumbo frames)."
		   });
		addAnnotation
		  (mtuEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "netdev MTU 4176 or more (jumbo frames, such as 9000)."
		   });
		addAnnotation
		  (wrOpcodeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_wr_opcode."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "writes the SGEs\' bytes into the peer\'s region at remote offset; needs REMOTE_WRITE there; consumes no receive. RC and UC."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "the same, and the immediate data consumes one receive of the peer, which completes with RECV_RDMA_WITH_IMM. RC and UC."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "sends the SGEs\' bytes into the next receive the peer posted; with none, RC gets an RNR NAK. RC, UC and UD."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "the same with 32 bits of immediate data in the receiver\'s completion."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "reads bytes of the peer\'s region (REMOTE_READ) into the local SGEs (LOCAL_WRITE); the peer\'s CPU sees nothing. RC only."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "8 remote bytes: if equal to the compare value, replaced by the swap value; the original comes back. RC only, REMOTE_ATOMIC, one 8-byte SGE."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(6),
		   source,
		   new String[] {
			   "documentation", "adds to 8 remote bytes and returns the original. RC only, REMOTE_ATOMIC, one 8-byte SGE."
		   });
		addAnnotation
		  (wrOpcodeEEnum.getELiterals().get(7),
		   source,
		   new String[] {
			   "documentation", "a SEND that also invalidates an rkey at the receiver. RC only."
		   });
		addAnnotation
		  (sendFlagEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_send_flags."
		   });
		addAnnotation
		  (sendFlagEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "IBV_SEND_FENCE, the request waits until this QP\'s earlier READs and atomics have completed, so it never overtakes the data they bring back."
		   });
		addAnnotation
		  (sendFlagEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "IBV_SEND_SIGNALED, the request completes in the send CQ when it succeeds; without it (and without sq_sig_all) success is silent and only an error completes."
		   });
		addAnnotation
		  (sendFlagEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "IBV_SEND_SOLICITED, sets the Solicited Event bit in the BTH of the message\'s last packet, for a receiver that waits with ibv_req_notify_cq(solicited_only); the engine has no completion channels, so the bit shows in the packet and nothing waits on it."
		   });
		addAnnotation
		  (sendFlagEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "IBV_SEND_INLINE, the bytes are copied from the SGEs when posting, so the buffer may be reused at once and needs no lkey; at most max_inline_data bytes (EINVAL beyond)."
		   });
		addAnnotation
		  (wcStatusEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_wc_status."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "the work request completed."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "the incoming message was longer than the receive\'s buffers (the sender gets REM_INV_REQ_ERR)."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "the receive work request could not take the data (its SGEs were unusable); the sender gets REM_OP_ERR."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "a local SGE failed its check: a wrong or deregistered lkey, another PD, out of bounds, or no LOCAL_WRITE where the NIC writes."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "the QP went to ERR before this request completed; it was flushed, not carried out."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(7),
		   source,
		   new String[] {
			   "documentation", "the responder\'s answer made no sense, such as a READ response longer than asked for."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(9),
		   source,
		   new String[] {
			   "documentation", "the responder found the request invalid: a message too long for its receive, or an operation its QP access flags do not allow."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(10),
		   source,
		   new String[] {
			   "documentation", "the responder refused access to its memory: an rkey that is wrong, deregistered or of another PD, outside the region, or without the needed REMOTE_ access flag. The responder\'s QP goes to ERR too."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(11),
		   source,
		   new String[] {
			   "documentation", "the responder could not carry out the request, such as a receive with unusable SGEs."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(12),
		   source,
		   new String[] {
			   "documentation", "retry_cnt resends after local ACK timeouts or PSN sequence NAKs did not get an acknowledgement: the peer is gone or the link loses everything."
		   });
		addAnnotation
		  (wcStatusEEnum.getELiterals().get(13),
		   source,
		   new String[] {
			   "documentation", "rnr_retry resends after RNR NAKs still found no receive posted at the peer."
		   });
		addAnnotation
		  (wcOpcodeEEnum,
		   source,
		   new String[] {
			   "documentation", "enum ibv_wc_opcode."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "a SEND (with or without immediate or invalidate) completed at the sender."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "an RDMA WRITE completed at the sender."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "an RDMA READ completed: the data is in the local buffer."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "a compare-and-swap completed; the original value is in the local buffer."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "a fetch-and-add completed; the original value is in the local buffer."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(7),
		   source,
		   new String[] {
			   "documentation", "a receive took a SEND."
		   });
		addAnnotation
		  (wcOpcodeEEnum.getELiterals().get(8),
		   source,
		   new String[] {
			   "documentation", "a receive was consumed by an RDMA WRITE with immediate; the data went where the WRITE put it, the completion carries the immediate."
		   });
		addAnnotation
		  (faultActionEEnum,
		   source,
		   new String[] {
			   "documentation", "What a fault does to a matching packet."
		   });
		addAnnotation
		  (faultActionEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "the packet disappears on the link: RC notices (a PSN sequence NAK or a local ACK timeout) and resends; UC and UD lose the message."
		   });
		addAnnotation
		  (faultActionEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "a bit of the packet flips; the receiving NIC finds the ICRC wrong and drops it, so it acts like a drop."
		   });
		addAnnotation
		  (faultActionEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "the packet arrives later by the fault\'s delay, possibly after packets sent after it."
		   });
		addAnnotation
		  (faultActionEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "the packet arrives twice; RC\'s responder recognises the duplicate PSN and acknowledges it again without executing it twice."
		   });
		addAnnotation
		  (faultActionEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "the packet is held back and sent after the next one."
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
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_CQ_ERR, a completion arrived at a full CQ and was lost; the CQ\'s QPs go to ERR."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_QP_REQ_ERR, as responder the QP received an invalid request it could not report in a completion, and went to ERR."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_QP_ACCESS_ERR, as responder the QP refused a remote access (rkey, bounds, flags) and went to ERR."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_COMM_EST, the first packet arrived at a QP in RTR."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(5),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_SQ_DRAINED, a QP in SQD has no send in flight any more."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(9),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_PORT_ACTIVE, a port came up."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(15),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_SRQ_LIMIT_REACHED, fewer receives than the SRQ\'s limit are left (the engine does not raise it)."
		   });
		addAnnotation
		  (asyncEventTypeEEnum.getELiterals().get(16),
		   source,
		   new String[] {
			   "documentation", "IBV_EVENT_QP_LAST_WQE_REACHED, a QP with an SRQ in ERR will take no more of its receives."
		   });
	}

} //ScenarioPackageImpl
