/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

/**
 * <!-- begin-user-doc -->
 * The <b>Package</b> for the model.
 * It contains accessors for the meta objects to represent
 * <ul>
 *   <li>each class,</li>
 *   <li>each feature of each class,</li>
 *   <li>each operation of each class,</li>
 *   <li>each enum,</li>
 *   <li>and each data type</li>
 * </ul>
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Verb flows: programs of steps, with their expected completions.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioFactory
 * @model kind="package"
 * @generated
 */
public interface ScenarioPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "scenario";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://rdma.workbench/scenario/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "scenario";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	ScenarioPackage eINSTANCE = rdma.workbench.model.scenario.impl.ScenarioPackageImpl.init();

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.ScenarioImpl <em>Scenario</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.ScenarioImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getScenario()
	 * @generated
	 */
	int SCENARIO = 0;

	/**
	 * The feature id for the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__TITLE = 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__DESCRIPTION = 1;

	/**
	 * The feature id for the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SOURCE = 2;

	/**
	 * The feature id for the '<em><b>Topology</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__TOPOLOGY = 3;

	/**
	 * The feature id for the '<em><b>Seed</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__SEED = 4;

	/**
	 * The feature id for the '<em><b>Programs</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO__PROGRAMS = 5;

	/**
	 * The number of structural features of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Scenario</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SCENARIO_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.ProgramImpl <em>Program</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.ProgramImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getProgram()
	 * @generated
	 */
	int PROGRAM = 1;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM__NAME = 0;

	/**
	 * The feature id for the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM__HOST = 1;

	/**
	 * The feature id for the '<em><b>Device</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM__DEVICE = 2;

	/**
	 * The feature id for the '<em><b>Namespace</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM__NAMESPACE = 3;

	/**
	 * The feature id for the '<em><b>Cgroup</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM__CGROUP = 4;

	/**
	 * The feature id for the '<em><b>Steps</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM__STEPS = 5;

	/**
	 * The number of structural features of the '<em>Program</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Program</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PROGRAM_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.StepImpl <em>Step</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.StepImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getStep()
	 * @generated
	 */
	int STEP = 2;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEP__NAME = 0;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEP__COMMENT = 1;

	/**
	 * The number of structural features of the '<em>Step</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEP_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Step</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int STEP_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.VerbStepImpl <em>Verb Step</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.VerbStepImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getVerbStep()
	 * @generated
	 */
	int VERB_STEP = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VERB_STEP__NAME = STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VERB_STEP__COMMENT = STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VERB_STEP__EXPECTED_RESULT = STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Verb Step</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VERB_STEP_FEATURE_COUNT = STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Verb Step</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int VERB_STEP_OPERATION_COUNT = STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.AllocPdImpl <em>Alloc Pd</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.AllocPdImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getAllocPd()
	 * @generated
	 */
	int ALLOC_PD = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALLOC_PD__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALLOC_PD__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALLOC_PD__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The number of structural features of the '<em>Alloc Pd</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALLOC_PD_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Alloc Pd</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ALLOC_PD_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.RegMrImpl <em>Reg Mr</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.RegMrImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getRegMr()
	 * @generated
	 */
	int REG_MR = 5;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__PD = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__LENGTH = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Access</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__ACCESS = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Initial Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__INITIAL_DATA = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Data Format</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR__DATA_FORMAT = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Reg Mr</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Reg Mr</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int REG_MR_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.CreateCqImpl <em>Create Cq</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.CreateCqImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateCq()
	 * @generated
	 */
	int CREATE_CQ = 6;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_CQ__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_CQ__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_CQ__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Cqe</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_CQ__CQE = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Create Cq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_CQ_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Create Cq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_CQ_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.CreateSrqImpl <em>Create Srq</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.CreateSrqImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateSrq()
	 * @generated
	 */
	int CREATE_SRQ = 7;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__PD = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Max Wr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__MAX_WR = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Max Sge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__MAX_SGE = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Srq Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ__SRQ_LIMIT = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Create Srq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Create Srq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_SRQ_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.CreateQpImpl <em>Create Qp</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.CreateQpImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateQp()
	 * @generated
	 */
	int CREATE_QP = 8;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__PD = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Send Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__SEND_CQ = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Recv Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__RECV_CQ = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Srq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__SRQ = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Qp Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__QP_TYPE = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Max Send Wr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__MAX_SEND_WR = VERB_STEP_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Max Recv Wr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__MAX_RECV_WR = VERB_STEP_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Max Send Sge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__MAX_SEND_SGE = VERB_STEP_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Max Recv Sge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__MAX_RECV_SGE = VERB_STEP_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Max Inline Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__MAX_INLINE_DATA = VERB_STEP_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Sq Sig All</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP__SQ_SIG_ALL = VERB_STEP_FEATURE_COUNT + 10;

	/**
	 * The number of structural features of the '<em>Create Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 11;

	/**
	 * The number of operations of the '<em>Create Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_QP_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.CreateAhImpl <em>Create Ah</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.CreateAhImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateAh()
	 * @generated
	 */
	int CREATE_AH = 9;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__PD = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Dest Gid</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__DEST_GID = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Sgid Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__SGID_INDEX = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Port Num</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__PORT_NUM = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Hop Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__HOP_LIMIT = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Traffic Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH__TRAFFIC_CLASS = VERB_STEP_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Create Ah</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Create Ah</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CREATE_AH_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.ModifyQpImpl <em>Modify Qp</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.ModifyQpImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getModifyQp()
	 * @generated
	 */
	int MODIFY_QP = 10;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__QP = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Target State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__TARGET_STATE = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Access Flags</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__ACCESS_FLAGS = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Pkey Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__PKEY_INDEX = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Port</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__PORT = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Qkey</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__QKEY = VERB_STEP_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Dest Gid</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__DEST_GID = VERB_STEP_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Sgid Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__SGID_INDEX = VERB_STEP_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Hop Limit</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__HOP_LIMIT = VERB_STEP_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Traffic Class</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__TRAFFIC_CLASS = VERB_STEP_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Path Mtu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__PATH_MTU = VERB_STEP_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Dest Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__DEST_QP = VERB_STEP_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Rq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__RQ_PSN = VERB_STEP_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Sq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__SQ_PSN = VERB_STEP_FEATURE_COUNT + 13;

	/**
	 * The feature id for the '<em><b>Max Dest Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__MAX_DEST_RD_ATOMIC = VERB_STEP_FEATURE_COUNT + 14;

	/**
	 * The feature id for the '<em><b>Max Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__MAX_RD_ATOMIC = VERB_STEP_FEATURE_COUNT + 15;

	/**
	 * The feature id for the '<em><b>Min Rnr Timer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__MIN_RNR_TIMER = VERB_STEP_FEATURE_COUNT + 16;

	/**
	 * The feature id for the '<em><b>Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__TIMEOUT = VERB_STEP_FEATURE_COUNT + 17;

	/**
	 * The feature id for the '<em><b>Retry Cnt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__RETRY_CNT = VERB_STEP_FEATURE_COUNT + 18;

	/**
	 * The feature id for the '<em><b>Rnr Retry</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP__RNR_RETRY = VERB_STEP_FEATURE_COUNT + 19;

	/**
	 * The number of structural features of the '<em>Modify Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 20;

	/**
	 * The number of operations of the '<em>Modify Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int MODIFY_QP_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.SgeImpl <em>Sge</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.SgeImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getSge()
	 * @generated
	 */
	int SGE = 11;

	/**
	 * The feature id for the '<em><b>Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SGE__MR = 0;

	/**
	 * The feature id for the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SGE__OFFSET = 1;

	/**
	 * The feature id for the '<em><b>Length</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SGE__LENGTH = 2;

	/**
	 * The number of structural features of the '<em>Sge</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SGE_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Sge</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SGE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.PostSendImpl <em>Post Send</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.PostSendImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getPostSend()
	 * @generated
	 */
	int POST_SEND = 12;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__QP = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Wr Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__WR_ID = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Opcode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__OPCODE = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Send Flags</b></em>' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__SEND_FLAGS = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Sges</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__SGES = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Remote Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__REMOTE_MR = VERB_STEP_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Remote Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__REMOTE_OFFSET = VERB_STEP_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Imm Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__IMM_DATA = VERB_STEP_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Compare Add</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__COMPARE_ADD = VERB_STEP_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Swap</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__SWAP = VERB_STEP_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Ah</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__AH = VERB_STEP_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Remote Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__REMOTE_QP = VERB_STEP_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Remote Qkey</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__REMOTE_QKEY = VERB_STEP_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Invalidate Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__INVALIDATE_MR = VERB_STEP_FEATURE_COUNT + 13;

	/**
	 * The feature id for the '<em><b>Repeat</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__REPEAT = VERB_STEP_FEATURE_COUNT + 14;

	/**
	 * The feature id for the '<em><b>Repeat Until</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND__REPEAT_UNTIL = VERB_STEP_FEATURE_COUNT + 15;

	/**
	 * The number of structural features of the '<em>Post Send</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 16;

	/**
	 * The number of operations of the '<em>Post Send</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_SEND_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.PostRecvImpl <em>Post Recv</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.PostRecvImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getPostRecv()
	 * @generated
	 */
	int POST_RECV = 13;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__QP = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Srq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__SRQ = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Wr Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__WR_ID = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Sges</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV__SGES = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Post Recv</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Post Recv</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POST_RECV_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.PollCqImpl <em>Poll Cq</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.PollCqImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getPollCq()
	 * @generated
	 */
	int POLL_CQ = 14;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ__CQ = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Expected</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ__EXPECTED = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ__TIMEOUT = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Poll Cq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Poll Cq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int POLL_CQ_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl <em>Expected Completion</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.ExpectedCompletionImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getExpectedCompletion()
	 * @generated
	 */
	int EXPECTED_COMPLETION = 15;

	/**
	 * The feature id for the '<em><b>Wr Id</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION__WR_ID = 0;

	/**
	 * The feature id for the '<em><b>Status</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION__STATUS = 1;

	/**
	 * The feature id for the '<em><b>Opcode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION__OPCODE = 2;

	/**
	 * The feature id for the '<em><b>Byte Len</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION__BYTE_LEN = 3;

	/**
	 * The feature id for the '<em><b>Imm Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION__IMM_DATA = 4;

	/**
	 * The feature id for the '<em><b>Src Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION__SRC_QP = 5;

	/**
	 * The number of structural features of the '<em>Expected Completion</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION_FEATURE_COUNT = 6;

	/**
	 * The number of operations of the '<em>Expected Completion</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int EXPECTED_COMPLETION_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.CheckMemoryImpl <em>Check Memory</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.CheckMemoryImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCheckMemory()
	 * @generated
	 */
	int CHECK_MEMORY = 16;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY__NAME = STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY__COMMENT = STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY__MR = STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Offset</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY__OFFSET = STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Expected Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY__EXPECTED_DATA = STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Data Format</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY__DATA_FORMAT = STEP_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Check Memory</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY_FEATURE_COUNT = STEP_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Check Memory</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CHECK_MEMORY_OPERATION_COUNT = STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.SyncImpl <em>Sync</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.SyncImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getSync()
	 * @generated
	 */
	int SYNC = 17;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYNC__NAME = STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYNC__COMMENT = STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Barrier</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYNC__BARRIER = STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Delay</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYNC__DELAY = STEP_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Sync</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYNC_FEATURE_COUNT = STEP_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Sync</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SYNC_OPERATION_COUNT = STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.FaultImpl <em>Fault</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.FaultImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getFault()
	 * @generated
	 */
	int FAULT = 18;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__NAME = STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__COMMENT = STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Action</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__ACTION = STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Link</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__LINK = STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Opcode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__OPCODE = STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Skip</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__SKIP = STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__COUNT = STEP_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Delay</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT__DELAY = STEP_FEATURE_COUNT + 5;

	/**
	 * The number of structural features of the '<em>Fault</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT_FEATURE_COUNT = STEP_FEATURE_COUNT + 6;

	/**
	 * The number of operations of the '<em>Fault</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int FAULT_OPERATION_COUNT = STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.DeallocPdImpl <em>Dealloc Pd</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.DeallocPdImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDeallocPd()
	 * @generated
	 */
	int DEALLOC_PD = 19;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEALLOC_PD__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEALLOC_PD__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEALLOC_PD__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEALLOC_PD__PD = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Dealloc Pd</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEALLOC_PD_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Dealloc Pd</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEALLOC_PD_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.DeregMrImpl <em>Dereg Mr</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.DeregMrImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDeregMr()
	 * @generated
	 */
	int DEREG_MR = 20;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEREG_MR__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEREG_MR__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEREG_MR__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Mr</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEREG_MR__MR = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Dereg Mr</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEREG_MR_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Dereg Mr</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEREG_MR_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.DestroyCqImpl <em>Destroy Cq</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.DestroyCqImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroyCq()
	 * @generated
	 */
	int DESTROY_CQ = 21;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_CQ__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_CQ__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_CQ__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Cq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_CQ__CQ = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Destroy Cq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_CQ_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Destroy Cq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_CQ_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.DestroySrqImpl <em>Destroy Srq</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.DestroySrqImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroySrq()
	 * @generated
	 */
	int DESTROY_SRQ = 22;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_SRQ__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_SRQ__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_SRQ__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Srq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_SRQ__SRQ = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Destroy Srq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_SRQ_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Destroy Srq</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_SRQ_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.DestroyQpImpl <em>Destroy Qp</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.DestroyQpImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroyQp()
	 * @generated
	 */
	int DESTROY_QP = 23;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_QP__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_QP__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_QP__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_QP__QP = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Destroy Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_QP_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Destroy Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_QP_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.DestroyAhImpl <em>Destroy Ah</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.DestroyAhImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroyAh()
	 * @generated
	 */
	int DESTROY_AH = 24;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_AH__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_AH__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_AH__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Ah</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_AH__AH = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Destroy Ah</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_AH_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Destroy Ah</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DESTROY_AH_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.QueryQpImpl <em>Query Qp</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.QueryQpImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getQueryQp()
	 * @generated
	 */
	int QUERY_QP = 25;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__QP = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Expected State</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_STATE = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Expected Sq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_SQ_PSN = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Expected Rq Psn</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_RQ_PSN = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Expected Path Mtu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_PATH_MTU = VERB_STEP_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Expected Dest Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_DEST_QP = VERB_STEP_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Expected Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_TIMEOUT = VERB_STEP_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Expected Retry Cnt</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_RETRY_CNT = VERB_STEP_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Expected Rnr Retry</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_RNR_RETRY = VERB_STEP_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Expected Min Rnr Timer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_MIN_RNR_TIMER = VERB_STEP_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Expected Max Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_MAX_RD_ATOMIC = VERB_STEP_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Expected Max Dest Rd Atomic</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC = VERB_STEP_FEATURE_COUNT + 11;

	/**
	 * The number of structural features of the '<em>Query Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 12;

	/**
	 * The number of operations of the '<em>Query Qp</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int QUERY_QP_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.impl.WaitAsyncEventImpl <em>Wait Async Event</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.impl.WaitAsyncEventImpl
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWaitAsyncEvent()
	 * @generated
	 */
	int WAIT_ASYNC_EVENT = 26;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT__NAME = VERB_STEP__NAME;

	/**
	 * The feature id for the '<em><b>Comment</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT__COMMENT = VERB_STEP__COMMENT;

	/**
	 * The feature id for the '<em><b>Expected Result</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT__EXPECTED_RESULT = VERB_STEP__EXPECTED_RESULT;

	/**
	 * The feature id for the '<em><b>Event</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT__EVENT = VERB_STEP_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Object</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT__OBJECT = VERB_STEP_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Timeout</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT__TIMEOUT = VERB_STEP_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Wait Async Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT_FEATURE_COUNT = VERB_STEP_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Wait Async Event</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int WAIT_ASYNC_EVENT_OPERATION_COUNT = VERB_STEP_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.Errno <em>Errno</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.Errno
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getErrno()
	 * @generated
	 */
	int ERRNO = 27;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.AccessFlag <em>Access Flag</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.AccessFlag
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getAccessFlag()
	 * @generated
	 */
	int ACCESS_FLAG = 28;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.DataFormat <em>Data Format</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.DataFormat
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDataFormat()
	 * @generated
	 */
	int DATA_FORMAT = 29;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.QpType <em>Qp Type</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.QpType
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getQpType()
	 * @generated
	 */
	int QP_TYPE = 30;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.QpState <em>Qp State</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.QpState
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getQpState()
	 * @generated
	 */
	int QP_STATE = 31;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.Mtu <em>Mtu</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.Mtu
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getMtu()
	 * @generated
	 */
	int MTU = 32;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.WrOpcode <em>Wr Opcode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.WrOpcode
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWrOpcode()
	 * @generated
	 */
	int WR_OPCODE = 33;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.SendFlag <em>Send Flag</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.SendFlag
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getSendFlag()
	 * @generated
	 */
	int SEND_FLAG = 34;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.WcStatus <em>Wc Status</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.WcStatus
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWcStatus()
	 * @generated
	 */
	int WC_STATUS = 35;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.WcOpcode <em>Wc Opcode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.WcOpcode
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWcOpcode()
	 * @generated
	 */
	int WC_OPCODE = 36;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.FaultAction <em>Fault Action</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.FaultAction
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getFaultAction()
	 * @generated
	 */
	int FAULT_ACTION = 37;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.BthOpcode <em>Bth Opcode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.BthOpcode
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getBthOpcode()
	 * @generated
	 */
	int BTH_OPCODE = 38;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.scenario.AsyncEventType <em>Async Event Type</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.scenario.AsyncEventType
	 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getAsyncEventType()
	 * @generated
	 */
	int ASYNC_EVENT_TYPE = 39;


	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.Scenario <em>Scenario</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Scenario</em>'.
	 * @see rdma.workbench.model.scenario.Scenario
	 * @generated
	 */
	EClass getScenario();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Scenario#getTitle <em>Title</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Title</em>'.
	 * @see rdma.workbench.model.scenario.Scenario#getTitle()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Title();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Scenario#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see rdma.workbench.model.scenario.Scenario#getDescription()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Description();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Scenario#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Source</em>'.
	 * @see rdma.workbench.model.scenario.Scenario#getSource()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Source();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Scenario#getTopology <em>Topology</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Topology</em>'.
	 * @see rdma.workbench.model.scenario.Scenario#getTopology()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Topology();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Scenario#getSeed <em>Seed</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Seed</em>'.
	 * @see rdma.workbench.model.scenario.Scenario#getSeed()
	 * @see #getScenario()
	 * @generated
	 */
	EAttribute getScenario_Seed();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.scenario.Scenario#getPrograms <em>Programs</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Programs</em>'.
	 * @see rdma.workbench.model.scenario.Scenario#getPrograms()
	 * @see #getScenario()
	 * @generated
	 */
	EReference getScenario_Programs();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.Program <em>Program</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Program</em>'.
	 * @see rdma.workbench.model.scenario.Program
	 * @generated
	 */
	EClass getProgram();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Program#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see rdma.workbench.model.scenario.Program#getName()
	 * @see #getProgram()
	 * @generated
	 */
	EAttribute getProgram_Name();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Program#getHost <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Host</em>'.
	 * @see rdma.workbench.model.scenario.Program#getHost()
	 * @see #getProgram()
	 * @generated
	 */
	EReference getProgram_Host();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Program#getDevice <em>Device</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Device</em>'.
	 * @see rdma.workbench.model.scenario.Program#getDevice()
	 * @see #getProgram()
	 * @generated
	 */
	EReference getProgram_Device();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Program#getNamespace <em>Namespace</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Namespace</em>'.
	 * @see rdma.workbench.model.scenario.Program#getNamespace()
	 * @see #getProgram()
	 * @generated
	 */
	EReference getProgram_Namespace();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Program#getCgroup <em>Cgroup</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Cgroup</em>'.
	 * @see rdma.workbench.model.scenario.Program#getCgroup()
	 * @see #getProgram()
	 * @generated
	 */
	EReference getProgram_Cgroup();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.scenario.Program#getSteps <em>Steps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Steps</em>'.
	 * @see rdma.workbench.model.scenario.Program#getSteps()
	 * @see #getProgram()
	 * @generated
	 */
	EReference getProgram_Steps();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.Step <em>Step</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Step</em>'.
	 * @see rdma.workbench.model.scenario.Step
	 * @generated
	 */
	EClass getStep();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Step#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see rdma.workbench.model.scenario.Step#getName()
	 * @see #getStep()
	 * @generated
	 */
	EAttribute getStep_Name();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Step#getComment <em>Comment</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Comment</em>'.
	 * @see rdma.workbench.model.scenario.Step#getComment()
	 * @see #getStep()
	 * @generated
	 */
	EAttribute getStep_Comment();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.VerbStep <em>Verb Step</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Verb Step</em>'.
	 * @see rdma.workbench.model.scenario.VerbStep
	 * @generated
	 */
	EClass getVerbStep();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.VerbStep#getExpectedResult <em>Expected Result</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Result</em>'.
	 * @see rdma.workbench.model.scenario.VerbStep#getExpectedResult()
	 * @see #getVerbStep()
	 * @generated
	 */
	EAttribute getVerbStep_ExpectedResult();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.AllocPd <em>Alloc Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Alloc Pd</em>'.
	 * @see rdma.workbench.model.scenario.AllocPd
	 * @generated
	 */
	EClass getAllocPd();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.RegMr <em>Reg Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Reg Mr</em>'.
	 * @see rdma.workbench.model.scenario.RegMr
	 * @generated
	 */
	EClass getRegMr();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.RegMr#getPd <em>Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Pd</em>'.
	 * @see rdma.workbench.model.scenario.RegMr#getPd()
	 * @see #getRegMr()
	 * @generated
	 */
	EReference getRegMr_Pd();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.RegMr#getLength <em>Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Length</em>'.
	 * @see rdma.workbench.model.scenario.RegMr#getLength()
	 * @see #getRegMr()
	 * @generated
	 */
	EAttribute getRegMr_Length();

	/**
	 * Returns the meta object for the attribute list '{@link rdma.workbench.model.scenario.RegMr#getAccess <em>Access</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Access</em>'.
	 * @see rdma.workbench.model.scenario.RegMr#getAccess()
	 * @see #getRegMr()
	 * @generated
	 */
	EAttribute getRegMr_Access();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.RegMr#getInitialData <em>Initial Data</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Initial Data</em>'.
	 * @see rdma.workbench.model.scenario.RegMr#getInitialData()
	 * @see #getRegMr()
	 * @generated
	 */
	EAttribute getRegMr_InitialData();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.RegMr#getDataFormat <em>Data Format</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Data Format</em>'.
	 * @see rdma.workbench.model.scenario.RegMr#getDataFormat()
	 * @see #getRegMr()
	 * @generated
	 */
	EAttribute getRegMr_DataFormat();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.CreateCq <em>Create Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Create Cq</em>'.
	 * @see rdma.workbench.model.scenario.CreateCq
	 * @generated
	 */
	EClass getCreateCq();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateCq#getCqe <em>Cqe</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cqe</em>'.
	 * @see rdma.workbench.model.scenario.CreateCq#getCqe()
	 * @see #getCreateCq()
	 * @generated
	 */
	EAttribute getCreateCq_Cqe();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.CreateSrq <em>Create Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Create Srq</em>'.
	 * @see rdma.workbench.model.scenario.CreateSrq
	 * @generated
	 */
	EClass getCreateSrq();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateSrq#getPd <em>Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Pd</em>'.
	 * @see rdma.workbench.model.scenario.CreateSrq#getPd()
	 * @see #getCreateSrq()
	 * @generated
	 */
	EReference getCreateSrq_Pd();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateSrq#getMaxWr <em>Max Wr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Wr</em>'.
	 * @see rdma.workbench.model.scenario.CreateSrq#getMaxWr()
	 * @see #getCreateSrq()
	 * @generated
	 */
	EAttribute getCreateSrq_MaxWr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateSrq#getMaxSge <em>Max Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Sge</em>'.
	 * @see rdma.workbench.model.scenario.CreateSrq#getMaxSge()
	 * @see #getCreateSrq()
	 * @generated
	 */
	EAttribute getCreateSrq_MaxSge();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateSrq#getSrqLimit <em>Srq Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Srq Limit</em>'.
	 * @see rdma.workbench.model.scenario.CreateSrq#getSrqLimit()
	 * @see #getCreateSrq()
	 * @generated
	 */
	EAttribute getCreateSrq_SrqLimit();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.CreateQp <em>Create Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Create Qp</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp
	 * @generated
	 */
	EClass getCreateQp();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateQp#getPd <em>Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Pd</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getPd()
	 * @see #getCreateQp()
	 * @generated
	 */
	EReference getCreateQp_Pd();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateQp#getSendCq <em>Send Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Send Cq</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getSendCq()
	 * @see #getCreateQp()
	 * @generated
	 */
	EReference getCreateQp_SendCq();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateQp#getRecvCq <em>Recv Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Recv Cq</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getRecvCq()
	 * @see #getCreateQp()
	 * @generated
	 */
	EReference getCreateQp_RecvCq();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateQp#getSrq <em>Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Srq</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getSrq()
	 * @see #getCreateQp()
	 * @generated
	 */
	EReference getCreateQp_Srq();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#getQpType <em>Qp Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Qp Type</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getQpType()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_QpType();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#getMaxSendWr <em>Max Send Wr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Send Wr</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getMaxSendWr()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_MaxSendWr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#getMaxRecvWr <em>Max Recv Wr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Recv Wr</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getMaxRecvWr()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_MaxRecvWr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#getMaxSendSge <em>Max Send Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Send Sge</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getMaxSendSge()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_MaxSendSge();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#getMaxRecvSge <em>Max Recv Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Recv Sge</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getMaxRecvSge()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_MaxRecvSge();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#getMaxInlineData <em>Max Inline Data</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Inline Data</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#getMaxInlineData()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_MaxInlineData();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateQp#isSqSigAll <em>Sq Sig All</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sq Sig All</em>'.
	 * @see rdma.workbench.model.scenario.CreateQp#isSqSigAll()
	 * @see #getCreateQp()
	 * @generated
	 */
	EAttribute getCreateQp_SqSigAll();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.CreateAh <em>Create Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Create Ah</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh
	 * @generated
	 */
	EClass getCreateAh();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateAh#getPd <em>Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Pd</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh#getPd()
	 * @see #getCreateAh()
	 * @generated
	 */
	EReference getCreateAh_Pd();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CreateAh#getDestGid <em>Dest Gid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Dest Gid</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh#getDestGid()
	 * @see #getCreateAh()
	 * @generated
	 */
	EReference getCreateAh_DestGid();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateAh#getSgidIndex <em>Sgid Index</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sgid Index</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh#getSgidIndex()
	 * @see #getCreateAh()
	 * @generated
	 */
	EAttribute getCreateAh_SgidIndex();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateAh#getPortNum <em>Port Num</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Port Num</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh#getPortNum()
	 * @see #getCreateAh()
	 * @generated
	 */
	EAttribute getCreateAh_PortNum();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateAh#getHopLimit <em>Hop Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hop Limit</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh#getHopLimit()
	 * @see #getCreateAh()
	 * @generated
	 */
	EAttribute getCreateAh_HopLimit();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CreateAh#getTrafficClass <em>Traffic Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Traffic Class</em>'.
	 * @see rdma.workbench.model.scenario.CreateAh#getTrafficClass()
	 * @see #getCreateAh()
	 * @generated
	 */
	EAttribute getCreateAh_TrafficClass();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.ModifyQp <em>Modify Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Modify Qp</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp
	 * @generated
	 */
	EClass getModifyQp();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.ModifyQp#getQp <em>Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Qp</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getQp()
	 * @see #getModifyQp()
	 * @generated
	 */
	EReference getModifyQp_Qp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getTargetState <em>Target State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Target State</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getTargetState()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_TargetState();

	/**
	 * Returns the meta object for the attribute list '{@link rdma.workbench.model.scenario.ModifyQp#getAccessFlags <em>Access Flags</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Access Flags</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getAccessFlags()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_AccessFlags();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getPkeyIndex <em>Pkey Index</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pkey Index</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getPkeyIndex()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_PkeyIndex();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getPort <em>Port</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Port</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getPort()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_Port();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getQkey <em>Qkey</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Qkey</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getQkey()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_Qkey();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.ModifyQp#getDestGid <em>Dest Gid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Dest Gid</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getDestGid()
	 * @see #getModifyQp()
	 * @generated
	 */
	EReference getModifyQp_DestGid();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getSgidIndex <em>Sgid Index</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sgid Index</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getSgidIndex()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_SgidIndex();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getHopLimit <em>Hop Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hop Limit</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getHopLimit()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_HopLimit();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getTrafficClass <em>Traffic Class</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Traffic Class</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getTrafficClass()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_TrafficClass();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getPathMtu <em>Path Mtu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Path Mtu</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getPathMtu()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_PathMtu();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.ModifyQp#getDestQp <em>Dest Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Dest Qp</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getDestQp()
	 * @see #getModifyQp()
	 * @generated
	 */
	EReference getModifyQp_DestQp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getRqPsn <em>Rq Psn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rq Psn</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getRqPsn()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_RqPsn();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getSqPsn <em>Sq Psn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Sq Psn</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getSqPsn()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_SqPsn();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getMaxDestRdAtomic <em>Max Dest Rd Atomic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Dest Rd Atomic</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getMaxDestRdAtomic()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_MaxDestRdAtomic();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getMaxRdAtomic <em>Max Rd Atomic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Rd Atomic</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getMaxRdAtomic()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_MaxRdAtomic();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getMinRnrTimer <em>Min Rnr Timer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Min Rnr Timer</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getMinRnrTimer()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_MinRnrTimer();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getTimeout <em>Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getTimeout()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_Timeout();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getRetryCnt <em>Retry Cnt</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Retry Cnt</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getRetryCnt()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_RetryCnt();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ModifyQp#getRnrRetry <em>Rnr Retry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Rnr Retry</em>'.
	 * @see rdma.workbench.model.scenario.ModifyQp#getRnrRetry()
	 * @see #getModifyQp()
	 * @generated
	 */
	EAttribute getModifyQp_RnrRetry();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.Sge <em>Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sge</em>'.
	 * @see rdma.workbench.model.scenario.Sge
	 * @generated
	 */
	EClass getSge();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Sge#getMr <em>Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Mr</em>'.
	 * @see rdma.workbench.model.scenario.Sge#getMr()
	 * @see #getSge()
	 * @generated
	 */
	EReference getSge_Mr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Sge#getOffset <em>Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Offset</em>'.
	 * @see rdma.workbench.model.scenario.Sge#getOffset()
	 * @see #getSge()
	 * @generated
	 */
	EAttribute getSge_Offset();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Sge#getLength <em>Length</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Length</em>'.
	 * @see rdma.workbench.model.scenario.Sge#getLength()
	 * @see #getSge()
	 * @generated
	 */
	EAttribute getSge_Length();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.PostSend <em>Post Send</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Post Send</em>'.
	 * @see rdma.workbench.model.scenario.PostSend
	 * @generated
	 */
	EClass getPostSend();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostSend#getQp <em>Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Qp</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getQp()
	 * @see #getPostSend()
	 * @generated
	 */
	EReference getPostSend_Qp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getWrId <em>Wr Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wr Id</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getWrId()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_WrId();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getOpcode <em>Opcode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Opcode</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getOpcode()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_Opcode();

	/**
	 * Returns the meta object for the attribute list '{@link rdma.workbench.model.scenario.PostSend#getSendFlags <em>Send Flags</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute list '<em>Send Flags</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getSendFlags()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_SendFlags();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.scenario.PostSend#getSges <em>Sges</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sges</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getSges()
	 * @see #getPostSend()
	 * @generated
	 */
	EReference getPostSend_Sges();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostSend#getRemoteMr <em>Remote Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Remote Mr</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getRemoteMr()
	 * @see #getPostSend()
	 * @generated
	 */
	EReference getPostSend_RemoteMr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getRemoteOffset <em>Remote Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Remote Offset</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getRemoteOffset()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_RemoteOffset();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getImmData <em>Imm Data</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Imm Data</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getImmData()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_ImmData();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getCompareAdd <em>Compare Add</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Compare Add</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getCompareAdd()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_CompareAdd();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getSwap <em>Swap</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Swap</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getSwap()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_Swap();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostSend#getAh <em>Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Ah</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getAh()
	 * @see #getPostSend()
	 * @generated
	 */
	EReference getPostSend_Ah();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostSend#getRemoteQp <em>Remote Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Remote Qp</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getRemoteQp()
	 * @see #getPostSend()
	 * @generated
	 */
	EReference getPostSend_RemoteQp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getRemoteQkey <em>Remote Qkey</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Remote Qkey</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getRemoteQkey()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_RemoteQkey();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostSend#getInvalidateMr <em>Invalidate Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Invalidate Mr</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getInvalidateMr()
	 * @see #getPostSend()
	 * @generated
	 */
	EReference getPostSend_InvalidateMr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getRepeat <em>Repeat</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Repeat</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getRepeat()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_Repeat();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostSend#getRepeatUntil <em>Repeat Until</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Repeat Until</em>'.
	 * @see rdma.workbench.model.scenario.PostSend#getRepeatUntil()
	 * @see #getPostSend()
	 * @generated
	 */
	EAttribute getPostSend_RepeatUntil();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.PostRecv <em>Post Recv</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Post Recv</em>'.
	 * @see rdma.workbench.model.scenario.PostRecv
	 * @generated
	 */
	EClass getPostRecv();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostRecv#getQp <em>Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Qp</em>'.
	 * @see rdma.workbench.model.scenario.PostRecv#getQp()
	 * @see #getPostRecv()
	 * @generated
	 */
	EReference getPostRecv_Qp();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PostRecv#getSrq <em>Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Srq</em>'.
	 * @see rdma.workbench.model.scenario.PostRecv#getSrq()
	 * @see #getPostRecv()
	 * @generated
	 */
	EReference getPostRecv_Srq();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PostRecv#getWrId <em>Wr Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wr Id</em>'.
	 * @see rdma.workbench.model.scenario.PostRecv#getWrId()
	 * @see #getPostRecv()
	 * @generated
	 */
	EAttribute getPostRecv_WrId();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.scenario.PostRecv#getSges <em>Sges</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Sges</em>'.
	 * @see rdma.workbench.model.scenario.PostRecv#getSges()
	 * @see #getPostRecv()
	 * @generated
	 */
	EReference getPostRecv_Sges();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.PollCq <em>Poll Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Poll Cq</em>'.
	 * @see rdma.workbench.model.scenario.PollCq
	 * @generated
	 */
	EClass getPollCq();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.PollCq#getCq <em>Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Cq</em>'.
	 * @see rdma.workbench.model.scenario.PollCq#getCq()
	 * @see #getPollCq()
	 * @generated
	 */
	EReference getPollCq_Cq();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.scenario.PollCq#getExpected <em>Expected</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Expected</em>'.
	 * @see rdma.workbench.model.scenario.PollCq#getExpected()
	 * @see #getPollCq()
	 * @generated
	 */
	EReference getPollCq_Expected();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.PollCq#getTimeout <em>Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout</em>'.
	 * @see rdma.workbench.model.scenario.PollCq#getTimeout()
	 * @see #getPollCq()
	 * @generated
	 */
	EAttribute getPollCq_Timeout();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.ExpectedCompletion <em>Expected Completion</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Expected Completion</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion
	 * @generated
	 */
	EClass getExpectedCompletion();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ExpectedCompletion#getWrId <em>Wr Id</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Wr Id</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion#getWrId()
	 * @see #getExpectedCompletion()
	 * @generated
	 */
	EAttribute getExpectedCompletion_WrId();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ExpectedCompletion#getStatus <em>Status</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Status</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion#getStatus()
	 * @see #getExpectedCompletion()
	 * @generated
	 */
	EAttribute getExpectedCompletion_Status();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ExpectedCompletion#getOpcode <em>Opcode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Opcode</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion#getOpcode()
	 * @see #getExpectedCompletion()
	 * @generated
	 */
	EAttribute getExpectedCompletion_Opcode();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ExpectedCompletion#getByteLen <em>Byte Len</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Byte Len</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion#getByteLen()
	 * @see #getExpectedCompletion()
	 * @generated
	 */
	EAttribute getExpectedCompletion_ByteLen();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.ExpectedCompletion#getImmData <em>Imm Data</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Imm Data</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion#getImmData()
	 * @see #getExpectedCompletion()
	 * @generated
	 */
	EAttribute getExpectedCompletion_ImmData();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.ExpectedCompletion#getSrcQp <em>Src Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Src Qp</em>'.
	 * @see rdma.workbench.model.scenario.ExpectedCompletion#getSrcQp()
	 * @see #getExpectedCompletion()
	 * @generated
	 */
	EReference getExpectedCompletion_SrcQp();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.CheckMemory <em>Check Memory</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Check Memory</em>'.
	 * @see rdma.workbench.model.scenario.CheckMemory
	 * @generated
	 */
	EClass getCheckMemory();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.CheckMemory#getMr <em>Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Mr</em>'.
	 * @see rdma.workbench.model.scenario.CheckMemory#getMr()
	 * @see #getCheckMemory()
	 * @generated
	 */
	EReference getCheckMemory_Mr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CheckMemory#getOffset <em>Offset</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Offset</em>'.
	 * @see rdma.workbench.model.scenario.CheckMemory#getOffset()
	 * @see #getCheckMemory()
	 * @generated
	 */
	EAttribute getCheckMemory_Offset();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CheckMemory#getExpectedData <em>Expected Data</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Data</em>'.
	 * @see rdma.workbench.model.scenario.CheckMemory#getExpectedData()
	 * @see #getCheckMemory()
	 * @generated
	 */
	EAttribute getCheckMemory_ExpectedData();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.CheckMemory#getDataFormat <em>Data Format</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Data Format</em>'.
	 * @see rdma.workbench.model.scenario.CheckMemory#getDataFormat()
	 * @see #getCheckMemory()
	 * @generated
	 */
	EAttribute getCheckMemory_DataFormat();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.Sync <em>Sync</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Sync</em>'.
	 * @see rdma.workbench.model.scenario.Sync
	 * @generated
	 */
	EClass getSync();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Sync#getBarrier <em>Barrier</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Barrier</em>'.
	 * @see rdma.workbench.model.scenario.Sync#getBarrier()
	 * @see #getSync()
	 * @generated
	 */
	EAttribute getSync_Barrier();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Sync#getDelay <em>Delay</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delay</em>'.
	 * @see rdma.workbench.model.scenario.Sync#getDelay()
	 * @see #getSync()
	 * @generated
	 */
	EAttribute getSync_Delay();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.Fault <em>Fault</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Fault</em>'.
	 * @see rdma.workbench.model.scenario.Fault
	 * @generated
	 */
	EClass getFault();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Fault#getAction <em>Action</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Action</em>'.
	 * @see rdma.workbench.model.scenario.Fault#getAction()
	 * @see #getFault()
	 * @generated
	 */
	EAttribute getFault_Action();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.Fault#getLink <em>Link</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Link</em>'.
	 * @see rdma.workbench.model.scenario.Fault#getLink()
	 * @see #getFault()
	 * @generated
	 */
	EReference getFault_Link();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Fault#getOpcode <em>Opcode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Opcode</em>'.
	 * @see rdma.workbench.model.scenario.Fault#getOpcode()
	 * @see #getFault()
	 * @generated
	 */
	EAttribute getFault_Opcode();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Fault#getSkip <em>Skip</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Skip</em>'.
	 * @see rdma.workbench.model.scenario.Fault#getSkip()
	 * @see #getFault()
	 * @generated
	 */
	EAttribute getFault_Skip();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Fault#getCount <em>Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Count</em>'.
	 * @see rdma.workbench.model.scenario.Fault#getCount()
	 * @see #getFault()
	 * @generated
	 */
	EAttribute getFault_Count();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.Fault#getDelay <em>Delay</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delay</em>'.
	 * @see rdma.workbench.model.scenario.Fault#getDelay()
	 * @see #getFault()
	 * @generated
	 */
	EAttribute getFault_Delay();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.DeallocPd <em>Dealloc Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Dealloc Pd</em>'.
	 * @see rdma.workbench.model.scenario.DeallocPd
	 * @generated
	 */
	EClass getDeallocPd();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.DeallocPd#getPd <em>Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Pd</em>'.
	 * @see rdma.workbench.model.scenario.DeallocPd#getPd()
	 * @see #getDeallocPd()
	 * @generated
	 */
	EReference getDeallocPd_Pd();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.DeregMr <em>Dereg Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Dereg Mr</em>'.
	 * @see rdma.workbench.model.scenario.DeregMr
	 * @generated
	 */
	EClass getDeregMr();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.DeregMr#getMr <em>Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Mr</em>'.
	 * @see rdma.workbench.model.scenario.DeregMr#getMr()
	 * @see #getDeregMr()
	 * @generated
	 */
	EReference getDeregMr_Mr();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.DestroyCq <em>Destroy Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Destroy Cq</em>'.
	 * @see rdma.workbench.model.scenario.DestroyCq
	 * @generated
	 */
	EClass getDestroyCq();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.DestroyCq#getCq <em>Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Cq</em>'.
	 * @see rdma.workbench.model.scenario.DestroyCq#getCq()
	 * @see #getDestroyCq()
	 * @generated
	 */
	EReference getDestroyCq_Cq();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.DestroySrq <em>Destroy Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Destroy Srq</em>'.
	 * @see rdma.workbench.model.scenario.DestroySrq
	 * @generated
	 */
	EClass getDestroySrq();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.DestroySrq#getSrq <em>Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Srq</em>'.
	 * @see rdma.workbench.model.scenario.DestroySrq#getSrq()
	 * @see #getDestroySrq()
	 * @generated
	 */
	EReference getDestroySrq_Srq();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.DestroyQp <em>Destroy Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Destroy Qp</em>'.
	 * @see rdma.workbench.model.scenario.DestroyQp
	 * @generated
	 */
	EClass getDestroyQp();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.DestroyQp#getQp <em>Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Qp</em>'.
	 * @see rdma.workbench.model.scenario.DestroyQp#getQp()
	 * @see #getDestroyQp()
	 * @generated
	 */
	EReference getDestroyQp_Qp();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.DestroyAh <em>Destroy Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Destroy Ah</em>'.
	 * @see rdma.workbench.model.scenario.DestroyAh
	 * @generated
	 */
	EClass getDestroyAh();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.DestroyAh#getAh <em>Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Ah</em>'.
	 * @see rdma.workbench.model.scenario.DestroyAh#getAh()
	 * @see #getDestroyAh()
	 * @generated
	 */
	EReference getDestroyAh_Ah();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.QueryQp <em>Query Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Query Qp</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp
	 * @generated
	 */
	EClass getQueryQp();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.QueryQp#getQp <em>Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Qp</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getQp()
	 * @see #getQueryQp()
	 * @generated
	 */
	EReference getQueryQp_Qp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedState <em>Expected State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected State</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedState()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedState();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedSqPsn <em>Expected Sq Psn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Sq Psn</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedSqPsn()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedSqPsn();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRqPsn <em>Expected Rq Psn</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Rq Psn</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedRqPsn()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedRqPsn();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedPathMtu <em>Expected Path Mtu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Path Mtu</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedPathMtu()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedPathMtu();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.QueryQp#getExpectedDestQp <em>Expected Dest Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Expected Dest Qp</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedDestQp()
	 * @see #getQueryQp()
	 * @generated
	 */
	EReference getQueryQp_ExpectedDestQp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedTimeout <em>Expected Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Timeout</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedTimeout()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedTimeout();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRetryCnt <em>Expected Retry Cnt</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Retry Cnt</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedRetryCnt()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedRetryCnt();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedRnrRetry <em>Expected Rnr Retry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Rnr Retry</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedRnrRetry()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedRnrRetry();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMinRnrTimer <em>Expected Min Rnr Timer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Min Rnr Timer</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedMinRnrTimer()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedMinRnrTimer();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxRdAtomic <em>Expected Max Rd Atomic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Max Rd Atomic</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedMaxRdAtomic()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedMaxRdAtomic();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.QueryQp#getExpectedMaxDestRdAtomic <em>Expected Max Dest Rd Atomic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Expected Max Dest Rd Atomic</em>'.
	 * @see rdma.workbench.model.scenario.QueryQp#getExpectedMaxDestRdAtomic()
	 * @see #getQueryQp()
	 * @generated
	 */
	EAttribute getQueryQp_ExpectedMaxDestRdAtomic();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.scenario.WaitAsyncEvent <em>Wait Async Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Wait Async Event</em>'.
	 * @see rdma.workbench.model.scenario.WaitAsyncEvent
	 * @generated
	 */
	EClass getWaitAsyncEvent();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.WaitAsyncEvent#getEvent <em>Event</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Event</em>'.
	 * @see rdma.workbench.model.scenario.WaitAsyncEvent#getEvent()
	 * @see #getWaitAsyncEvent()
	 * @generated
	 */
	EAttribute getWaitAsyncEvent_Event();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.scenario.WaitAsyncEvent#getObject <em>Object</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Object</em>'.
	 * @see rdma.workbench.model.scenario.WaitAsyncEvent#getObject()
	 * @see #getWaitAsyncEvent()
	 * @generated
	 */
	EReference getWaitAsyncEvent_Object();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.scenario.WaitAsyncEvent#getTimeout <em>Timeout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Timeout</em>'.
	 * @see rdma.workbench.model.scenario.WaitAsyncEvent#getTimeout()
	 * @see #getWaitAsyncEvent()
	 * @generated
	 */
	EAttribute getWaitAsyncEvent_Timeout();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.Errno <em>Errno</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Errno</em>'.
	 * @see rdma.workbench.model.scenario.Errno
	 * @generated
	 */
	EEnum getErrno();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.AccessFlag <em>Access Flag</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Access Flag</em>'.
	 * @see rdma.workbench.model.scenario.AccessFlag
	 * @generated
	 */
	EEnum getAccessFlag();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.DataFormat <em>Data Format</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Data Format</em>'.
	 * @see rdma.workbench.model.scenario.DataFormat
	 * @generated
	 */
	EEnum getDataFormat();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.QpType <em>Qp Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Qp Type</em>'.
	 * @see rdma.workbench.model.scenario.QpType
	 * @generated
	 */
	EEnum getQpType();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.QpState <em>Qp State</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Qp State</em>'.
	 * @see rdma.workbench.model.scenario.QpState
	 * @generated
	 */
	EEnum getQpState();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.Mtu <em>Mtu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Mtu</em>'.
	 * @see rdma.workbench.model.scenario.Mtu
	 * @generated
	 */
	EEnum getMtu();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.WrOpcode <em>Wr Opcode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Wr Opcode</em>'.
	 * @see rdma.workbench.model.scenario.WrOpcode
	 * @generated
	 */
	EEnum getWrOpcode();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.SendFlag <em>Send Flag</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Send Flag</em>'.
	 * @see rdma.workbench.model.scenario.SendFlag
	 * @generated
	 */
	EEnum getSendFlag();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.WcStatus <em>Wc Status</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Wc Status</em>'.
	 * @see rdma.workbench.model.scenario.WcStatus
	 * @generated
	 */
	EEnum getWcStatus();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.WcOpcode <em>Wc Opcode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Wc Opcode</em>'.
	 * @see rdma.workbench.model.scenario.WcOpcode
	 * @generated
	 */
	EEnum getWcOpcode();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.FaultAction <em>Fault Action</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Fault Action</em>'.
	 * @see rdma.workbench.model.scenario.FaultAction
	 * @generated
	 */
	EEnum getFaultAction();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.BthOpcode <em>Bth Opcode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Bth Opcode</em>'.
	 * @see rdma.workbench.model.scenario.BthOpcode
	 * @generated
	 */
	EEnum getBthOpcode();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.scenario.AsyncEventType <em>Async Event Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Async Event Type</em>'.
	 * @see rdma.workbench.model.scenario.AsyncEventType
	 * @generated
	 */
	EEnum getAsyncEventType();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	ScenarioFactory getScenarioFactory();

	/**
	 * <!-- begin-user-doc -->
	 * Defines literals for the meta objects that represent
	 * <ul>
	 *   <li>each class,</li>
	 *   <li>each feature of each class,</li>
	 *   <li>each operation of each class,</li>
	 *   <li>each enum,</li>
	 *   <li>and each data type</li>
	 * </ul>
	 * <!-- end-user-doc -->
	 * @generated
	 */
	interface Literals {
		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.ScenarioImpl <em>Scenario</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.ScenarioImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getScenario()
		 * @generated
		 */
		EClass SCENARIO = eINSTANCE.getScenario();

		/**
		 * The meta object literal for the '<em><b>Title</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__TITLE = eINSTANCE.getScenario_Title();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__DESCRIPTION = eINSTANCE.getScenario_Description();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__SOURCE = eINSTANCE.getScenario_Source();

		/**
		 * The meta object literal for the '<em><b>Topology</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__TOPOLOGY = eINSTANCE.getScenario_Topology();

		/**
		 * The meta object literal for the '<em><b>Seed</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SCENARIO__SEED = eINSTANCE.getScenario_Seed();

		/**
		 * The meta object literal for the '<em><b>Programs</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SCENARIO__PROGRAMS = eINSTANCE.getScenario_Programs();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.ProgramImpl <em>Program</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.ProgramImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getProgram()
		 * @generated
		 */
		EClass PROGRAM = eINSTANCE.getProgram();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PROGRAM__NAME = eINSTANCE.getProgram_Name();

		/**
		 * The meta object literal for the '<em><b>Host</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROGRAM__HOST = eINSTANCE.getProgram_Host();

		/**
		 * The meta object literal for the '<em><b>Device</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROGRAM__DEVICE = eINSTANCE.getProgram_Device();

		/**
		 * The meta object literal for the '<em><b>Namespace</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROGRAM__NAMESPACE = eINSTANCE.getProgram_Namespace();

		/**
		 * The meta object literal for the '<em><b>Cgroup</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROGRAM__CGROUP = eINSTANCE.getProgram_Cgroup();

		/**
		 * The meta object literal for the '<em><b>Steps</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PROGRAM__STEPS = eINSTANCE.getProgram_Steps();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.StepImpl <em>Step</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.StepImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getStep()
		 * @generated
		 */
		EClass STEP = eINSTANCE.getStep();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STEP__NAME = eINSTANCE.getStep_Name();

		/**
		 * The meta object literal for the '<em><b>Comment</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute STEP__COMMENT = eINSTANCE.getStep_Comment();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.VerbStepImpl <em>Verb Step</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.VerbStepImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getVerbStep()
		 * @generated
		 */
		EClass VERB_STEP = eINSTANCE.getVerbStep();

		/**
		 * The meta object literal for the '<em><b>Expected Result</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute VERB_STEP__EXPECTED_RESULT = eINSTANCE.getVerbStep_ExpectedResult();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.AllocPdImpl <em>Alloc Pd</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.AllocPdImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getAllocPd()
		 * @generated
		 */
		EClass ALLOC_PD = eINSTANCE.getAllocPd();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.RegMrImpl <em>Reg Mr</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.RegMrImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getRegMr()
		 * @generated
		 */
		EClass REG_MR = eINSTANCE.getRegMr();

		/**
		 * The meta object literal for the '<em><b>Pd</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference REG_MR__PD = eINSTANCE.getRegMr_Pd();

		/**
		 * The meta object literal for the '<em><b>Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REG_MR__LENGTH = eINSTANCE.getRegMr_Length();

		/**
		 * The meta object literal for the '<em><b>Access</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REG_MR__ACCESS = eINSTANCE.getRegMr_Access();

		/**
		 * The meta object literal for the '<em><b>Initial Data</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REG_MR__INITIAL_DATA = eINSTANCE.getRegMr_InitialData();

		/**
		 * The meta object literal for the '<em><b>Data Format</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute REG_MR__DATA_FORMAT = eINSTANCE.getRegMr_DataFormat();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.CreateCqImpl <em>Create Cq</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.CreateCqImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateCq()
		 * @generated
		 */
		EClass CREATE_CQ = eINSTANCE.getCreateCq();

		/**
		 * The meta object literal for the '<em><b>Cqe</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_CQ__CQE = eINSTANCE.getCreateCq_Cqe();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.CreateSrqImpl <em>Create Srq</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.CreateSrqImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateSrq()
		 * @generated
		 */
		EClass CREATE_SRQ = eINSTANCE.getCreateSrq();

		/**
		 * The meta object literal for the '<em><b>Pd</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_SRQ__PD = eINSTANCE.getCreateSrq_Pd();

		/**
		 * The meta object literal for the '<em><b>Max Wr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_SRQ__MAX_WR = eINSTANCE.getCreateSrq_MaxWr();

		/**
		 * The meta object literal for the '<em><b>Max Sge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_SRQ__MAX_SGE = eINSTANCE.getCreateSrq_MaxSge();

		/**
		 * The meta object literal for the '<em><b>Srq Limit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_SRQ__SRQ_LIMIT = eINSTANCE.getCreateSrq_SrqLimit();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.CreateQpImpl <em>Create Qp</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.CreateQpImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateQp()
		 * @generated
		 */
		EClass CREATE_QP = eINSTANCE.getCreateQp();

		/**
		 * The meta object literal for the '<em><b>Pd</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_QP__PD = eINSTANCE.getCreateQp_Pd();

		/**
		 * The meta object literal for the '<em><b>Send Cq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_QP__SEND_CQ = eINSTANCE.getCreateQp_SendCq();

		/**
		 * The meta object literal for the '<em><b>Recv Cq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_QP__RECV_CQ = eINSTANCE.getCreateQp_RecvCq();

		/**
		 * The meta object literal for the '<em><b>Srq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_QP__SRQ = eINSTANCE.getCreateQp_Srq();

		/**
		 * The meta object literal for the '<em><b>Qp Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__QP_TYPE = eINSTANCE.getCreateQp_QpType();

		/**
		 * The meta object literal for the '<em><b>Max Send Wr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__MAX_SEND_WR = eINSTANCE.getCreateQp_MaxSendWr();

		/**
		 * The meta object literal for the '<em><b>Max Recv Wr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__MAX_RECV_WR = eINSTANCE.getCreateQp_MaxRecvWr();

		/**
		 * The meta object literal for the '<em><b>Max Send Sge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__MAX_SEND_SGE = eINSTANCE.getCreateQp_MaxSendSge();

		/**
		 * The meta object literal for the '<em><b>Max Recv Sge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__MAX_RECV_SGE = eINSTANCE.getCreateQp_MaxRecvSge();

		/**
		 * The meta object literal for the '<em><b>Max Inline Data</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__MAX_INLINE_DATA = eINSTANCE.getCreateQp_MaxInlineData();

		/**
		 * The meta object literal for the '<em><b>Sq Sig All</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_QP__SQ_SIG_ALL = eINSTANCE.getCreateQp_SqSigAll();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.CreateAhImpl <em>Create Ah</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.CreateAhImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCreateAh()
		 * @generated
		 */
		EClass CREATE_AH = eINSTANCE.getCreateAh();

		/**
		 * The meta object literal for the '<em><b>Pd</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_AH__PD = eINSTANCE.getCreateAh_Pd();

		/**
		 * The meta object literal for the '<em><b>Dest Gid</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CREATE_AH__DEST_GID = eINSTANCE.getCreateAh_DestGid();

		/**
		 * The meta object literal for the '<em><b>Sgid Index</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_AH__SGID_INDEX = eINSTANCE.getCreateAh_SgidIndex();

		/**
		 * The meta object literal for the '<em><b>Port Num</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_AH__PORT_NUM = eINSTANCE.getCreateAh_PortNum();

		/**
		 * The meta object literal for the '<em><b>Hop Limit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_AH__HOP_LIMIT = eINSTANCE.getCreateAh_HopLimit();

		/**
		 * The meta object literal for the '<em><b>Traffic Class</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CREATE_AH__TRAFFIC_CLASS = eINSTANCE.getCreateAh_TrafficClass();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.ModifyQpImpl <em>Modify Qp</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.ModifyQpImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getModifyQp()
		 * @generated
		 */
		EClass MODIFY_QP = eINSTANCE.getModifyQp();

		/**
		 * The meta object literal for the '<em><b>Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MODIFY_QP__QP = eINSTANCE.getModifyQp_Qp();

		/**
		 * The meta object literal for the '<em><b>Target State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__TARGET_STATE = eINSTANCE.getModifyQp_TargetState();

		/**
		 * The meta object literal for the '<em><b>Access Flags</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__ACCESS_FLAGS = eINSTANCE.getModifyQp_AccessFlags();

		/**
		 * The meta object literal for the '<em><b>Pkey Index</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__PKEY_INDEX = eINSTANCE.getModifyQp_PkeyIndex();

		/**
		 * The meta object literal for the '<em><b>Port</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__PORT = eINSTANCE.getModifyQp_Port();

		/**
		 * The meta object literal for the '<em><b>Qkey</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__QKEY = eINSTANCE.getModifyQp_Qkey();

		/**
		 * The meta object literal for the '<em><b>Dest Gid</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MODIFY_QP__DEST_GID = eINSTANCE.getModifyQp_DestGid();

		/**
		 * The meta object literal for the '<em><b>Sgid Index</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__SGID_INDEX = eINSTANCE.getModifyQp_SgidIndex();

		/**
		 * The meta object literal for the '<em><b>Hop Limit</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__HOP_LIMIT = eINSTANCE.getModifyQp_HopLimit();

		/**
		 * The meta object literal for the '<em><b>Traffic Class</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__TRAFFIC_CLASS = eINSTANCE.getModifyQp_TrafficClass();

		/**
		 * The meta object literal for the '<em><b>Path Mtu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__PATH_MTU = eINSTANCE.getModifyQp_PathMtu();

		/**
		 * The meta object literal for the '<em><b>Dest Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference MODIFY_QP__DEST_QP = eINSTANCE.getModifyQp_DestQp();

		/**
		 * The meta object literal for the '<em><b>Rq Psn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__RQ_PSN = eINSTANCE.getModifyQp_RqPsn();

		/**
		 * The meta object literal for the '<em><b>Sq Psn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__SQ_PSN = eINSTANCE.getModifyQp_SqPsn();

		/**
		 * The meta object literal for the '<em><b>Max Dest Rd Atomic</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__MAX_DEST_RD_ATOMIC = eINSTANCE.getModifyQp_MaxDestRdAtomic();

		/**
		 * The meta object literal for the '<em><b>Max Rd Atomic</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__MAX_RD_ATOMIC = eINSTANCE.getModifyQp_MaxRdAtomic();

		/**
		 * The meta object literal for the '<em><b>Min Rnr Timer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__MIN_RNR_TIMER = eINSTANCE.getModifyQp_MinRnrTimer();

		/**
		 * The meta object literal for the '<em><b>Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__TIMEOUT = eINSTANCE.getModifyQp_Timeout();

		/**
		 * The meta object literal for the '<em><b>Retry Cnt</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__RETRY_CNT = eINSTANCE.getModifyQp_RetryCnt();

		/**
		 * The meta object literal for the '<em><b>Rnr Retry</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute MODIFY_QP__RNR_RETRY = eINSTANCE.getModifyQp_RnrRetry();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.SgeImpl <em>Sge</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.SgeImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getSge()
		 * @generated
		 */
		EClass SGE = eINSTANCE.getSge();

		/**
		 * The meta object literal for the '<em><b>Mr</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SGE__MR = eINSTANCE.getSge_Mr();

		/**
		 * The meta object literal for the '<em><b>Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SGE__OFFSET = eINSTANCE.getSge_Offset();

		/**
		 * The meta object literal for the '<em><b>Length</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SGE__LENGTH = eINSTANCE.getSge_Length();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.PostSendImpl <em>Post Send</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.PostSendImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getPostSend()
		 * @generated
		 */
		EClass POST_SEND = eINSTANCE.getPostSend();

		/**
		 * The meta object literal for the '<em><b>Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_SEND__QP = eINSTANCE.getPostSend_Qp();

		/**
		 * The meta object literal for the '<em><b>Wr Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__WR_ID = eINSTANCE.getPostSend_WrId();

		/**
		 * The meta object literal for the '<em><b>Opcode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__OPCODE = eINSTANCE.getPostSend_Opcode();

		/**
		 * The meta object literal for the '<em><b>Send Flags</b></em>' attribute list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__SEND_FLAGS = eINSTANCE.getPostSend_SendFlags();

		/**
		 * The meta object literal for the '<em><b>Sges</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_SEND__SGES = eINSTANCE.getPostSend_Sges();

		/**
		 * The meta object literal for the '<em><b>Remote Mr</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_SEND__REMOTE_MR = eINSTANCE.getPostSend_RemoteMr();

		/**
		 * The meta object literal for the '<em><b>Remote Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__REMOTE_OFFSET = eINSTANCE.getPostSend_RemoteOffset();

		/**
		 * The meta object literal for the '<em><b>Imm Data</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__IMM_DATA = eINSTANCE.getPostSend_ImmData();

		/**
		 * The meta object literal for the '<em><b>Compare Add</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__COMPARE_ADD = eINSTANCE.getPostSend_CompareAdd();

		/**
		 * The meta object literal for the '<em><b>Swap</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__SWAP = eINSTANCE.getPostSend_Swap();

		/**
		 * The meta object literal for the '<em><b>Ah</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_SEND__AH = eINSTANCE.getPostSend_Ah();

		/**
		 * The meta object literal for the '<em><b>Remote Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_SEND__REMOTE_QP = eINSTANCE.getPostSend_RemoteQp();

		/**
		 * The meta object literal for the '<em><b>Remote Qkey</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__REMOTE_QKEY = eINSTANCE.getPostSend_RemoteQkey();

		/**
		 * The meta object literal for the '<em><b>Invalidate Mr</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_SEND__INVALIDATE_MR = eINSTANCE.getPostSend_InvalidateMr();

		/**
		 * The meta object literal for the '<em><b>Repeat</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__REPEAT = eINSTANCE.getPostSend_Repeat();

		/**
		 * The meta object literal for the '<em><b>Repeat Until</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_SEND__REPEAT_UNTIL = eINSTANCE.getPostSend_RepeatUntil();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.PostRecvImpl <em>Post Recv</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.PostRecvImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getPostRecv()
		 * @generated
		 */
		EClass POST_RECV = eINSTANCE.getPostRecv();

		/**
		 * The meta object literal for the '<em><b>Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_RECV__QP = eINSTANCE.getPostRecv_Qp();

		/**
		 * The meta object literal for the '<em><b>Srq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_RECV__SRQ = eINSTANCE.getPostRecv_Srq();

		/**
		 * The meta object literal for the '<em><b>Wr Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POST_RECV__WR_ID = eINSTANCE.getPostRecv_WrId();

		/**
		 * The meta object literal for the '<em><b>Sges</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POST_RECV__SGES = eINSTANCE.getPostRecv_Sges();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.PollCqImpl <em>Poll Cq</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.PollCqImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getPollCq()
		 * @generated
		 */
		EClass POLL_CQ = eINSTANCE.getPollCq();

		/**
		 * The meta object literal for the '<em><b>Cq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POLL_CQ__CQ = eINSTANCE.getPollCq_Cq();

		/**
		 * The meta object literal for the '<em><b>Expected</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference POLL_CQ__EXPECTED = eINSTANCE.getPollCq_Expected();

		/**
		 * The meta object literal for the '<em><b>Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute POLL_CQ__TIMEOUT = eINSTANCE.getPollCq_Timeout();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl <em>Expected Completion</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.ExpectedCompletionImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getExpectedCompletion()
		 * @generated
		 */
		EClass EXPECTED_COMPLETION = eINSTANCE.getExpectedCompletion();

		/**
		 * The meta object literal for the '<em><b>Wr Id</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EXPECTED_COMPLETION__WR_ID = eINSTANCE.getExpectedCompletion_WrId();

		/**
		 * The meta object literal for the '<em><b>Status</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EXPECTED_COMPLETION__STATUS = eINSTANCE.getExpectedCompletion_Status();

		/**
		 * The meta object literal for the '<em><b>Opcode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EXPECTED_COMPLETION__OPCODE = eINSTANCE.getExpectedCompletion_Opcode();

		/**
		 * The meta object literal for the '<em><b>Byte Len</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EXPECTED_COMPLETION__BYTE_LEN = eINSTANCE.getExpectedCompletion_ByteLen();

		/**
		 * The meta object literal for the '<em><b>Imm Data</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute EXPECTED_COMPLETION__IMM_DATA = eINSTANCE.getExpectedCompletion_ImmData();

		/**
		 * The meta object literal for the '<em><b>Src Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference EXPECTED_COMPLETION__SRC_QP = eINSTANCE.getExpectedCompletion_SrcQp();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.CheckMemoryImpl <em>Check Memory</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.CheckMemoryImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getCheckMemory()
		 * @generated
		 */
		EClass CHECK_MEMORY = eINSTANCE.getCheckMemory();

		/**
		 * The meta object literal for the '<em><b>Mr</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CHECK_MEMORY__MR = eINSTANCE.getCheckMemory_Mr();

		/**
		 * The meta object literal for the '<em><b>Offset</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CHECK_MEMORY__OFFSET = eINSTANCE.getCheckMemory_Offset();

		/**
		 * The meta object literal for the '<em><b>Expected Data</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CHECK_MEMORY__EXPECTED_DATA = eINSTANCE.getCheckMemory_ExpectedData();

		/**
		 * The meta object literal for the '<em><b>Data Format</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CHECK_MEMORY__DATA_FORMAT = eINSTANCE.getCheckMemory_DataFormat();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.SyncImpl <em>Sync</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.SyncImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getSync()
		 * @generated
		 */
		EClass SYNC = eINSTANCE.getSync();

		/**
		 * The meta object literal for the '<em><b>Barrier</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SYNC__BARRIER = eINSTANCE.getSync_Barrier();

		/**
		 * The meta object literal for the '<em><b>Delay</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SYNC__DELAY = eINSTANCE.getSync_Delay();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.FaultImpl <em>Fault</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.FaultImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getFault()
		 * @generated
		 */
		EClass FAULT = eINSTANCE.getFault();

		/**
		 * The meta object literal for the '<em><b>Action</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FAULT__ACTION = eINSTANCE.getFault_Action();

		/**
		 * The meta object literal for the '<em><b>Link</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference FAULT__LINK = eINSTANCE.getFault_Link();

		/**
		 * The meta object literal for the '<em><b>Opcode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FAULT__OPCODE = eINSTANCE.getFault_Opcode();

		/**
		 * The meta object literal for the '<em><b>Skip</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FAULT__SKIP = eINSTANCE.getFault_Skip();

		/**
		 * The meta object literal for the '<em><b>Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FAULT__COUNT = eINSTANCE.getFault_Count();

		/**
		 * The meta object literal for the '<em><b>Delay</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute FAULT__DELAY = eINSTANCE.getFault_Delay();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.DeallocPdImpl <em>Dealloc Pd</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.DeallocPdImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDeallocPd()
		 * @generated
		 */
		EClass DEALLOC_PD = eINSTANCE.getDeallocPd();

		/**
		 * The meta object literal for the '<em><b>Pd</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DEALLOC_PD__PD = eINSTANCE.getDeallocPd_Pd();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.DeregMrImpl <em>Dereg Mr</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.DeregMrImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDeregMr()
		 * @generated
		 */
		EClass DEREG_MR = eINSTANCE.getDeregMr();

		/**
		 * The meta object literal for the '<em><b>Mr</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DEREG_MR__MR = eINSTANCE.getDeregMr_Mr();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.DestroyCqImpl <em>Destroy Cq</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.DestroyCqImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroyCq()
		 * @generated
		 */
		EClass DESTROY_CQ = eINSTANCE.getDestroyCq();

		/**
		 * The meta object literal for the '<em><b>Cq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DESTROY_CQ__CQ = eINSTANCE.getDestroyCq_Cq();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.DestroySrqImpl <em>Destroy Srq</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.DestroySrqImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroySrq()
		 * @generated
		 */
		EClass DESTROY_SRQ = eINSTANCE.getDestroySrq();

		/**
		 * The meta object literal for the '<em><b>Srq</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DESTROY_SRQ__SRQ = eINSTANCE.getDestroySrq_Srq();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.DestroyQpImpl <em>Destroy Qp</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.DestroyQpImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroyQp()
		 * @generated
		 */
		EClass DESTROY_QP = eINSTANCE.getDestroyQp();

		/**
		 * The meta object literal for the '<em><b>Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DESTROY_QP__QP = eINSTANCE.getDestroyQp_Qp();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.DestroyAhImpl <em>Destroy Ah</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.DestroyAhImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDestroyAh()
		 * @generated
		 */
		EClass DESTROY_AH = eINSTANCE.getDestroyAh();

		/**
		 * The meta object literal for the '<em><b>Ah</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference DESTROY_AH__AH = eINSTANCE.getDestroyAh_Ah();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.QueryQpImpl <em>Query Qp</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.QueryQpImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getQueryQp()
		 * @generated
		 */
		EClass QUERY_QP = eINSTANCE.getQueryQp();

		/**
		 * The meta object literal for the '<em><b>Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference QUERY_QP__QP = eINSTANCE.getQueryQp_Qp();

		/**
		 * The meta object literal for the '<em><b>Expected State</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_STATE = eINSTANCE.getQueryQp_ExpectedState();

		/**
		 * The meta object literal for the '<em><b>Expected Sq Psn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_SQ_PSN = eINSTANCE.getQueryQp_ExpectedSqPsn();

		/**
		 * The meta object literal for the '<em><b>Expected Rq Psn</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_RQ_PSN = eINSTANCE.getQueryQp_ExpectedRqPsn();

		/**
		 * The meta object literal for the '<em><b>Expected Path Mtu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_PATH_MTU = eINSTANCE.getQueryQp_ExpectedPathMtu();

		/**
		 * The meta object literal for the '<em><b>Expected Dest Qp</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference QUERY_QP__EXPECTED_DEST_QP = eINSTANCE.getQueryQp_ExpectedDestQp();

		/**
		 * The meta object literal for the '<em><b>Expected Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_TIMEOUT = eINSTANCE.getQueryQp_ExpectedTimeout();

		/**
		 * The meta object literal for the '<em><b>Expected Retry Cnt</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_RETRY_CNT = eINSTANCE.getQueryQp_ExpectedRetryCnt();

		/**
		 * The meta object literal for the '<em><b>Expected Rnr Retry</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_RNR_RETRY = eINSTANCE.getQueryQp_ExpectedRnrRetry();

		/**
		 * The meta object literal for the '<em><b>Expected Min Rnr Timer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_MIN_RNR_TIMER = eINSTANCE.getQueryQp_ExpectedMinRnrTimer();

		/**
		 * The meta object literal for the '<em><b>Expected Max Rd Atomic</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_MAX_RD_ATOMIC = eINSTANCE.getQueryQp_ExpectedMaxRdAtomic();

		/**
		 * The meta object literal for the '<em><b>Expected Max Dest Rd Atomic</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute QUERY_QP__EXPECTED_MAX_DEST_RD_ATOMIC = eINSTANCE.getQueryQp_ExpectedMaxDestRdAtomic();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.impl.WaitAsyncEventImpl <em>Wait Async Event</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.impl.WaitAsyncEventImpl
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWaitAsyncEvent()
		 * @generated
		 */
		EClass WAIT_ASYNC_EVENT = eINSTANCE.getWaitAsyncEvent();

		/**
		 * The meta object literal for the '<em><b>Event</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_ASYNC_EVENT__EVENT = eINSTANCE.getWaitAsyncEvent_Event();

		/**
		 * The meta object literal for the '<em><b>Object</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference WAIT_ASYNC_EVENT__OBJECT = eINSTANCE.getWaitAsyncEvent_Object();

		/**
		 * The meta object literal for the '<em><b>Timeout</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute WAIT_ASYNC_EVENT__TIMEOUT = eINSTANCE.getWaitAsyncEvent_Timeout();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.Errno <em>Errno</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.Errno
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getErrno()
		 * @generated
		 */
		EEnum ERRNO = eINSTANCE.getErrno();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.AccessFlag <em>Access Flag</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.AccessFlag
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getAccessFlag()
		 * @generated
		 */
		EEnum ACCESS_FLAG = eINSTANCE.getAccessFlag();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.DataFormat <em>Data Format</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.DataFormat
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getDataFormat()
		 * @generated
		 */
		EEnum DATA_FORMAT = eINSTANCE.getDataFormat();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.QpType <em>Qp Type</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.QpType
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getQpType()
		 * @generated
		 */
		EEnum QP_TYPE = eINSTANCE.getQpType();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.QpState <em>Qp State</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.QpState
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getQpState()
		 * @generated
		 */
		EEnum QP_STATE = eINSTANCE.getQpState();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.Mtu <em>Mtu</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.Mtu
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getMtu()
		 * @generated
		 */
		EEnum MTU = eINSTANCE.getMtu();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.WrOpcode <em>Wr Opcode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.WrOpcode
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWrOpcode()
		 * @generated
		 */
		EEnum WR_OPCODE = eINSTANCE.getWrOpcode();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.SendFlag <em>Send Flag</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.SendFlag
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getSendFlag()
		 * @generated
		 */
		EEnum SEND_FLAG = eINSTANCE.getSendFlag();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.WcStatus <em>Wc Status</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.WcStatus
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWcStatus()
		 * @generated
		 */
		EEnum WC_STATUS = eINSTANCE.getWcStatus();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.WcOpcode <em>Wc Opcode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.WcOpcode
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getWcOpcode()
		 * @generated
		 */
		EEnum WC_OPCODE = eINSTANCE.getWcOpcode();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.FaultAction <em>Fault Action</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.FaultAction
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getFaultAction()
		 * @generated
		 */
		EEnum FAULT_ACTION = eINSTANCE.getFaultAction();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.BthOpcode <em>Bth Opcode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.BthOpcode
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getBthOpcode()
		 * @generated
		 */
		EEnum BTH_OPCODE = eINSTANCE.getBthOpcode();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.scenario.AsyncEventType <em>Async Event Type</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.scenario.AsyncEventType
		 * @see rdma.workbench.model.scenario.impl.ScenarioPackageImpl#getAsyncEventType()
		 * @generated
		 */
		EEnum ASYNC_EVENT_TYPE = eINSTANCE.getAsyncEventType();

	}

} //ScenarioPackage
