/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;

import org.eclipse.emf.ecore.impl.EPackageImpl;

import rdma.workbench.model.layout.LayoutPackage;

import rdma.workbench.model.layout.impl.LayoutPackageImpl;

import rdma.workbench.model.scenario.ScenarioPackage;

import rdma.workbench.model.scenario.impl.ScenarioPackageImpl;

import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceCongestionControl;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.model.topology.TopologyPackage;
import rdma.workbench.model.topology.TrustMode;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Package</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class TopologyPackageImpl extends EPackageImpl implements TopologyPackage {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass namedElementEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass topologyEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass hostEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass rnicEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass erdmaDeviceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass roceNicEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass deviceCapabilitiesEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass endpointEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass portEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass gidEntryEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass switchEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass ecnProfileEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass switchPortEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass linkEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass networkNamespaceEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass rdmaCgroupEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EClass cgroupLimitEClass = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum rdmaProtocolEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum congestionControlEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum roceCongestionControlEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum trustModeEEnum = null;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private EEnum gidTypeEEnum = null;

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
	 * @see rdma.workbench.model.topology.TopologyPackage#eNS_URI
	 * @see #init()
	 * @generated
	 */
	private TopologyPackageImpl() {
		super(eNS_URI, TopologyFactory.eINSTANCE);
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
	 * <p>This method is used to initialize {@link TopologyPackage#eINSTANCE} when that field is accessed.
	 * Clients should not invoke it directly. Instead, they should simply access that field to obtain the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #eNS_URI
	 * @see #createPackageContents()
	 * @see #initializePackageContents()
	 * @generated
	 */
	public static TopologyPackage init() {
		if (isInited) return (TopologyPackage)EPackage.Registry.INSTANCE.getEPackage(TopologyPackage.eNS_URI);

		// Obtain or create and register package
		Object registeredTopologyPackage = EPackage.Registry.INSTANCE.get(eNS_URI);
		TopologyPackageImpl theTopologyPackage = registeredTopologyPackage instanceof TopologyPackageImpl ? (TopologyPackageImpl)registeredTopologyPackage : new TopologyPackageImpl();

		isInited = true;

		// Obtain or create and register interdependencies
		Object registeredPackage = EPackage.Registry.INSTANCE.getEPackage(LayoutPackage.eNS_URI);
		LayoutPackageImpl theLayoutPackage = (LayoutPackageImpl)(registeredPackage instanceof LayoutPackageImpl ? registeredPackage : LayoutPackage.eINSTANCE);
		registeredPackage = EPackage.Registry.INSTANCE.getEPackage(ScenarioPackage.eNS_URI);
		ScenarioPackageImpl theScenarioPackage = (ScenarioPackageImpl)(registeredPackage instanceof ScenarioPackageImpl ? registeredPackage : ScenarioPackage.eINSTANCE);

		// Create package meta-data objects
		theTopologyPackage.createPackageContents();
		theLayoutPackage.createPackageContents();
		theScenarioPackage.createPackageContents();

		// Initialize created meta-data
		theTopologyPackage.initializePackageContents();
		theLayoutPackage.initializePackageContents();
		theScenarioPackage.initializePackageContents();

		// Mark meta-data to indicate it can't be changed
		theTopologyPackage.freeze();

		// Update the registry and return the package
		EPackage.Registry.INSTANCE.put(TopologyPackage.eNS_URI, theTopologyPackage);
		return theTopologyPackage;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNamedElement() {
		return namedElementEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamedElement_Name() {
		return (EAttribute)namedElementEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getNamedElement_Description() {
		return (EAttribute)namedElementEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getTopology() {
		return topologyEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTopology_Hosts() {
		return (EReference)topologyEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTopology_Switches() {
		return (EReference)topologyEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTopology_Links() {
		return (EReference)topologyEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getTopology_Layout() {
		return (EReference)topologyEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getHost() {
		return hostEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getHost_MemorySize() {
		return (EAttribute)hostEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHost_Rnics() {
		return (EReference)hostEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHost_Namespaces() {
		return (EReference)hostEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getHost_Cgroups() {
		return (EReference)hostEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRnic() {
		return rnicEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRnic_Ports() {
		return (EReference)rnicEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRnic_Capabilities() {
		return (EReference)rnicEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getErdmaDevice() {
		return erdmaDeviceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getErdmaDevice_Protocol() {
		return (EAttribute)erdmaDeviceEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getErdmaDevice_CongestionControl() {
		return (EAttribute)erdmaDeviceEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getErdmaDevice_RetransmissionCount() {
		return (EAttribute)erdmaDeviceEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRoceNic() {
		return roceNicEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_Model() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_CongestionControl() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_CnpInterval() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnGain() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnAlphaTimer() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnRateIncreaseTimer() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnByteCounter() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnFastRecoverySteps() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnAdditiveIncrease() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnHyperIncrease() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_DcqcnMinimumRate() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_HpccTargetUtilization() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_HpccMaxStage() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getRoceNic_HpccExpectedFlows() {
		return (EAttribute)roceNicEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getDeviceCapabilities() {
		return deviceCapabilitiesEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxQp() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxSendWr() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxRecvWr() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxSendSge() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxRecvSge() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxSgeRd() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxInlineData() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxCq() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxCqe() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(8);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxMr() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(9);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxMrSize() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(10);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxPd() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(11);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxSrq() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(12);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxAh() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(13);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxGid() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(14);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxQpRdAtom() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(15);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_MaxQpInitRdAtom() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(16);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getDeviceCapabilities_UcSupported() {
		return (EAttribute)deviceCapabilitiesEClass.getEStructuralFeatures().get(17);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getEndpoint() {
		return endpointEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEndpoint_Mac() {
		return (EAttribute)endpointEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getPort() {
		return portEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPort_PortNumber() {
		return (EAttribute)portEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPort_Mtu() {
		return (EAttribute)portEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getPort_Netdev() {
		return (EAttribute)portEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPort_Namespace() {
		return (EReference)portEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getPort_Gids() {
		return (EReference)portEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getGidEntry() {
		return gidEntryEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGidEntry_Index() {
		return (EAttribute)gidEntryEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGidEntry_Address() {
		return (EAttribute)gidEntryEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGidEntry_Type() {
		return (EAttribute)gidEntryEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getGidEntry_Netdev() {
		return (EAttribute)gidEntryEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getGidEntry_Namespace() {
		return (EReference)gidEntryEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSwitch() {
		return switchEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSwitch_Ports() {
		return (EReference)switchEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitch_EcnThreshold() {
		return (EAttribute)switchEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitch_EcnKmax() {
		return (EAttribute)switchEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitch_EcnPmax() {
		return (EAttribute)switchEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getSwitch_EcnProfiles() {
		return (EReference)switchEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitch_PfcEnabled() {
		return (EAttribute)switchEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitch_TrustMode() {
		return (EAttribute)switchEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getSwitch_BufferSize() {
		return (EAttribute)switchEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getEcnProfile() {
		return ecnProfileEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEcnProfile_Priority() {
		return (EAttribute)ecnProfileEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEcnProfile_Kmin() {
		return (EAttribute)ecnProfileEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEcnProfile_Kmax() {
		return (EAttribute)ecnProfileEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getEcnProfile_Pmax() {
		return (EAttribute)ecnProfileEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getSwitchPort() {
		return switchPortEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getLink() {
		return linkEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLink_Source() {
		return (EReference)linkEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getLink_Target() {
		return (EReference)linkEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_Bandwidth() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_Delay() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(3);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_LossRate() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(4);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_CorruptionRate() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(5);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_ReorderRate() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(6);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getLink_DuplicateRate() {
		return (EAttribute)linkEClass.getEStructuralFeatures().get(7);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getNetworkNamespace() {
		return networkNamespaceEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getRdmaCgroup() {
		return rdmaCgroupEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getRdmaCgroup_Limits() {
		return (EReference)rdmaCgroupEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EClass getCgroupLimit() {
		return cgroupLimitEClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EReference getCgroupLimit_Device() {
		return (EReference)cgroupLimitEClass.getEStructuralFeatures().get(0);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCgroupLimit_HcaHandle() {
		return (EAttribute)cgroupLimitEClass.getEStructuralFeatures().get(1);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EAttribute getCgroupLimit_HcaObject() {
		return (EAttribute)cgroupLimitEClass.getEStructuralFeatures().get(2);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getRdmaProtocol() {
		return rdmaProtocolEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getCongestionControl() {
		return congestionControlEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getRoceCongestionControl() {
		return roceCongestionControlEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getTrustMode() {
		return trustModeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EEnum getGidType() {
		return gidTypeEEnum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TopologyFactory getTopologyFactory() {
		return (TopologyFactory)getEFactoryInstance();
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
		namedElementEClass = createEClass(NAMED_ELEMENT);
		createEAttribute(namedElementEClass, NAMED_ELEMENT__NAME);
		createEAttribute(namedElementEClass, NAMED_ELEMENT__DESCRIPTION);

		topologyEClass = createEClass(TOPOLOGY);
		createEReference(topologyEClass, TOPOLOGY__HOSTS);
		createEReference(topologyEClass, TOPOLOGY__SWITCHES);
		createEReference(topologyEClass, TOPOLOGY__LINKS);
		createEReference(topologyEClass, TOPOLOGY__LAYOUT);

		hostEClass = createEClass(HOST);
		createEAttribute(hostEClass, HOST__MEMORY_SIZE);
		createEReference(hostEClass, HOST__RNICS);
		createEReference(hostEClass, HOST__NAMESPACES);
		createEReference(hostEClass, HOST__CGROUPS);

		rnicEClass = createEClass(RNIC);
		createEReference(rnicEClass, RNIC__PORTS);
		createEReference(rnicEClass, RNIC__CAPABILITIES);

		erdmaDeviceEClass = createEClass(ERDMA_DEVICE);
		createEAttribute(erdmaDeviceEClass, ERDMA_DEVICE__PROTOCOL);
		createEAttribute(erdmaDeviceEClass, ERDMA_DEVICE__CONGESTION_CONTROL);
		createEAttribute(erdmaDeviceEClass, ERDMA_DEVICE__RETRANSMISSION_COUNT);

		roceNicEClass = createEClass(ROCE_NIC);
		createEAttribute(roceNicEClass, ROCE_NIC__MODEL);
		createEAttribute(roceNicEClass, ROCE_NIC__CONGESTION_CONTROL);
		createEAttribute(roceNicEClass, ROCE_NIC__CNP_INTERVAL);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_GAIN);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_ALPHA_TIMER);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_RATE_INCREASE_TIMER);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_BYTE_COUNTER);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_ADDITIVE_INCREASE);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_HYPER_INCREASE);
		createEAttribute(roceNicEClass, ROCE_NIC__DCQCN_MINIMUM_RATE);
		createEAttribute(roceNicEClass, ROCE_NIC__HPCC_TARGET_UTILIZATION);
		createEAttribute(roceNicEClass, ROCE_NIC__HPCC_MAX_STAGE);
		createEAttribute(roceNicEClass, ROCE_NIC__HPCC_EXPECTED_FLOWS);

		deviceCapabilitiesEClass = createEClass(DEVICE_CAPABILITIES);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_QP);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_SEND_WR);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_RECV_WR);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_SEND_SGE);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_RECV_SGE);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_SGE_RD);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_INLINE_DATA);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_CQ);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_CQE);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_MR);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_MR_SIZE);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_PD);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_SRQ);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_AH);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_GID);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_QP_RD_ATOM);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM);
		createEAttribute(deviceCapabilitiesEClass, DEVICE_CAPABILITIES__UC_SUPPORTED);

		endpointEClass = createEClass(ENDPOINT);
		createEAttribute(endpointEClass, ENDPOINT__MAC);

		portEClass = createEClass(PORT);
		createEAttribute(portEClass, PORT__PORT_NUMBER);
		createEAttribute(portEClass, PORT__MTU);
		createEAttribute(portEClass, PORT__NETDEV);
		createEReference(portEClass, PORT__NAMESPACE);
		createEReference(portEClass, PORT__GIDS);

		gidEntryEClass = createEClass(GID_ENTRY);
		createEAttribute(gidEntryEClass, GID_ENTRY__INDEX);
		createEAttribute(gidEntryEClass, GID_ENTRY__ADDRESS);
		createEAttribute(gidEntryEClass, GID_ENTRY__TYPE);
		createEAttribute(gidEntryEClass, GID_ENTRY__NETDEV);
		createEReference(gidEntryEClass, GID_ENTRY__NAMESPACE);

		switchEClass = createEClass(SWITCH);
		createEReference(switchEClass, SWITCH__PORTS);
		createEAttribute(switchEClass, SWITCH__ECN_THRESHOLD);
		createEAttribute(switchEClass, SWITCH__ECN_KMAX);
		createEAttribute(switchEClass, SWITCH__ECN_PMAX);
		createEReference(switchEClass, SWITCH__ECN_PROFILES);
		createEAttribute(switchEClass, SWITCH__PFC_ENABLED);
		createEAttribute(switchEClass, SWITCH__TRUST_MODE);
		createEAttribute(switchEClass, SWITCH__BUFFER_SIZE);

		ecnProfileEClass = createEClass(ECN_PROFILE);
		createEAttribute(ecnProfileEClass, ECN_PROFILE__PRIORITY);
		createEAttribute(ecnProfileEClass, ECN_PROFILE__KMIN);
		createEAttribute(ecnProfileEClass, ECN_PROFILE__KMAX);
		createEAttribute(ecnProfileEClass, ECN_PROFILE__PMAX);

		switchPortEClass = createEClass(SWITCH_PORT);

		linkEClass = createEClass(LINK);
		createEReference(linkEClass, LINK__SOURCE);
		createEReference(linkEClass, LINK__TARGET);
		createEAttribute(linkEClass, LINK__BANDWIDTH);
		createEAttribute(linkEClass, LINK__DELAY);
		createEAttribute(linkEClass, LINK__LOSS_RATE);
		createEAttribute(linkEClass, LINK__CORRUPTION_RATE);
		createEAttribute(linkEClass, LINK__REORDER_RATE);
		createEAttribute(linkEClass, LINK__DUPLICATE_RATE);

		networkNamespaceEClass = createEClass(NETWORK_NAMESPACE);

		rdmaCgroupEClass = createEClass(RDMA_CGROUP);
		createEReference(rdmaCgroupEClass, RDMA_CGROUP__LIMITS);

		cgroupLimitEClass = createEClass(CGROUP_LIMIT);
		createEReference(cgroupLimitEClass, CGROUP_LIMIT__DEVICE);
		createEAttribute(cgroupLimitEClass, CGROUP_LIMIT__HCA_HANDLE);
		createEAttribute(cgroupLimitEClass, CGROUP_LIMIT__HCA_OBJECT);

		// Create enums
		rdmaProtocolEEnum = createEEnum(RDMA_PROTOCOL);
		congestionControlEEnum = createEEnum(CONGESTION_CONTROL);
		roceCongestionControlEEnum = createEEnum(ROCE_CONGESTION_CONTROL);
		trustModeEEnum = createEEnum(TRUST_MODE);
		gidTypeEEnum = createEEnum(GID_TYPE);
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
		LayoutPackage theLayoutPackage = (LayoutPackage)EPackage.Registry.INSTANCE.getEPackage(LayoutPackage.eNS_URI);

		// Create type parameters

		// Set bounds for type parameters

		// Add supertypes to classes
		topologyEClass.getESuperTypes().add(this.getNamedElement());
		hostEClass.getESuperTypes().add(this.getNamedElement());
		rnicEClass.getESuperTypes().add(this.getNamedElement());
		erdmaDeviceEClass.getESuperTypes().add(this.getRnic());
		roceNicEClass.getESuperTypes().add(this.getRnic());
		endpointEClass.getESuperTypes().add(this.getNamedElement());
		portEClass.getESuperTypes().add(this.getEndpoint());
		switchEClass.getESuperTypes().add(this.getNamedElement());
		switchPortEClass.getESuperTypes().add(this.getEndpoint());
		linkEClass.getESuperTypes().add(this.getNamedElement());
		networkNamespaceEClass.getESuperTypes().add(this.getNamedElement());
		rdmaCgroupEClass.getESuperTypes().add(this.getNamedElement());

		// Initialize classes, features, and operations; add parameters
		initEClass(namedElementEClass, NamedElement.class, "NamedElement", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getNamedElement_Name(), ecorePackage.getEString(), "name", null, 0, 1, NamedElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getNamedElement_Description(), ecorePackage.getEString(), "description", null, 0, 1, NamedElement.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(topologyEClass, Topology.class, "Topology", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getTopology_Hosts(), this.getHost(), null, "hosts", null, 0, -1, Topology.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getTopology_Hosts().getEKeys().add(this.getNamedElement_Name());
		initEReference(getTopology_Switches(), this.getSwitch(), null, "switches", null, 0, -1, Topology.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getTopology_Switches().getEKeys().add(this.getNamedElement_Name());
		initEReference(getTopology_Links(), this.getLink(), null, "links", null, 0, -1, Topology.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getTopology_Links().getEKeys().add(this.getNamedElement_Name());
		initEReference(getTopology_Layout(), theLayoutPackage.getDiagram(), null, "layout", null, 0, 1, Topology.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(hostEClass, Host.class, "Host", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getHost_MemorySize(), ecorePackage.getELong(), "memorySize", "1073741824", 0, 1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getHost_Rnics(), this.getRnic(), null, "rnics", null, 0, -1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getHost_Rnics().getEKeys().add(this.getNamedElement_Name());
		initEReference(getHost_Namespaces(), this.getNetworkNamespace(), null, "namespaces", null, 0, -1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getHost_Namespaces().getEKeys().add(this.getNamedElement_Name());
		initEReference(getHost_Cgroups(), this.getRdmaCgroup(), null, "cgroups", null, 0, -1, Host.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getHost_Cgroups().getEKeys().add(this.getNamedElement_Name());

		initEClass(rnicEClass, Rnic.class, "Rnic", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getRnic_Ports(), this.getPort(), null, "ports", null, 0, -1, Rnic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getRnic_Ports().getEKeys().add(this.getNamedElement_Name());
		initEReference(getRnic_Capabilities(), this.getDeviceCapabilities(), null, "capabilities", null, 0, 1, Rnic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(erdmaDeviceEClass, ErdmaDevice.class, "ErdmaDevice", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getErdmaDevice_Protocol(), this.getRdmaProtocol(), "protocol", "RoCEv2", 0, 1, ErdmaDevice.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getErdmaDevice_CongestionControl(), this.getCongestionControl(), "congestionControl", "newreno", 0, 1, ErdmaDevice.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getErdmaDevice_RetransmissionCount(), ecorePackage.getEInt(), "retransmissionCount", "24", 0, 1, ErdmaDevice.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(roceNicEClass, RoceNic.class, "RoceNic", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getRoceNic_Model(), ecorePackage.getEString(), "model", null, 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_CongestionControl(), this.getRoceCongestionControl(), "congestionControl", "dcqcn", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_CnpInterval(), ecorePackage.getEInt(), "cnpInterval", "50", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnGain(), ecorePackage.getEDouble(), "dcqcnGain", "0.00390625", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnAlphaTimer(), ecorePackage.getEInt(), "dcqcnAlphaTimer", "55", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnRateIncreaseTimer(), ecorePackage.getEInt(), "dcqcnRateIncreaseTimer", "55", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnByteCounter(), ecorePackage.getELong(), "dcqcnByteCounter", "10485760", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnFastRecoverySteps(), ecorePackage.getEInt(), "dcqcnFastRecoverySteps", "5", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnAdditiveIncrease(), ecorePackage.getEDouble(), "dcqcnAdditiveIncrease", "40.0", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnHyperIncrease(), ecorePackage.getEDouble(), "dcqcnHyperIncrease", "200.0", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_DcqcnMinimumRate(), ecorePackage.getEDouble(), "dcqcnMinimumRate", "1.0", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_HpccTargetUtilization(), ecorePackage.getEDouble(), "hpccTargetUtilization", "0.95", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_HpccMaxStage(), ecorePackage.getEInt(), "hpccMaxStage", "5", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getRoceNic_HpccExpectedFlows(), ecorePackage.getEInt(), "hpccExpectedFlows", "4", 0, 1, RoceNic.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(deviceCapabilitiesEClass, DeviceCapabilities.class, "DeviceCapabilities", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getDeviceCapabilities_MaxQp(), ecorePackage.getEInt(), "maxQp", "32768", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxSendWr(), ecorePackage.getEInt(), "maxSendWr", "8192", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxRecvWr(), ecorePackage.getEInt(), "maxRecvWr", "8192", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxSendSge(), ecorePackage.getEInt(), "maxSendSge", "6", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxRecvSge(), ecorePackage.getEInt(), "maxRecvSge", "1", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxSgeRd(), ecorePackage.getEInt(), "maxSgeRd", "1", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxInlineData(), ecorePackage.getEInt(), "maxInlineData", "96", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxCq(), ecorePackage.getEInt(), "maxCq", "32768", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxCqe(), ecorePackage.getEInt(), "maxCqe", "1048576", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxMr(), ecorePackage.getEInt(), "maxMr", "65536", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxMrSize(), ecorePackage.getELong(), "maxMrSize", "4294967296", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxPd(), ecorePackage.getEInt(), "maxPd", "131072", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxSrq(), ecorePackage.getEInt(), "maxSrq", "0", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxAh(), ecorePackage.getEInt(), "maxAh", "65536", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxGid(), ecorePackage.getEInt(), "maxGid", "16", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxQpRdAtom(), ecorePackage.getEInt(), "maxQpRdAtom", "128", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_MaxQpInitRdAtom(), ecorePackage.getEInt(), "maxQpInitRdAtom", "128", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getDeviceCapabilities_UcSupported(), ecorePackage.getEBoolean(), "ucSupported", "false", 0, 1, DeviceCapabilities.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(endpointEClass, Endpoint.class, "Endpoint", IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getEndpoint_Mac(), ecorePackage.getEString(), "mac", null, 0, 1, Endpoint.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(portEClass, Port.class, "Port", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getPort_PortNumber(), ecorePackage.getEInt(), "portNumber", "1", 0, 1, Port.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPort_Mtu(), ecorePackage.getEInt(), "mtu", "1500", 0, 1, Port.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getPort_Netdev(), ecorePackage.getEString(), "netdev", null, 0, 1, Port.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPort_Namespace(), this.getNetworkNamespace(), null, "namespace", null, 0, 1, Port.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getPort_Gids(), this.getGidEntry(), null, "gids", null, 0, -1, Port.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getPort_Gids().getEKeys().add(this.getGidEntry_Index());

		initEClass(gidEntryEClass, GidEntry.class, "GidEntry", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getGidEntry_Index(), ecorePackage.getEInt(), "index", null, 0, 1, GidEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGidEntry_Address(), ecorePackage.getEString(), "address", null, 0, 1, GidEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGidEntry_Type(), this.getGidType(), "type", "RoCE v2", 0, 1, GidEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getGidEntry_Netdev(), ecorePackage.getEString(), "netdev", null, 0, 1, GidEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getGidEntry_Namespace(), this.getNetworkNamespace(), null, "namespace", null, 0, 1, GidEntry.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(switchEClass, Switch.class, "Switch", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getSwitch_Ports(), this.getSwitchPort(), null, "ports", null, 0, -1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		getSwitch_Ports().getEKeys().add(this.getNamedElement_Name());
		initEAttribute(getSwitch_EcnThreshold(), ecorePackage.getEInt(), "ecnThreshold", "150000", 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitch_EcnKmax(), ecorePackage.getEInt(), "ecnKmax", null, 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitch_EcnPmax(), ecorePackage.getEDouble(), "ecnPmax", "0.01", 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getSwitch_EcnProfiles(), this.getEcnProfile(), null, "ecnProfiles", null, 0, -1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitch_PfcEnabled(), ecorePackage.getEBoolean(), "pfcEnabled", "false", 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitch_TrustMode(), this.getTrustMode(), "trustMode", "dscp", 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getSwitch_BufferSize(), ecorePackage.getEInt(), "bufferSize", "12582912", 0, 1, Switch.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(ecnProfileEClass, EcnProfile.class, "EcnProfile", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEAttribute(getEcnProfile_Priority(), ecorePackage.getEInt(), "priority", "3", 0, 1, EcnProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getEcnProfile_Kmin(), ecorePackage.getEInt(), "kmin", "150000", 0, 1, EcnProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getEcnProfile_Kmax(), ecorePackage.getEInt(), "kmax", "600000", 0, 1, EcnProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getEcnProfile_Pmax(), ecorePackage.getEDouble(), "pmax", "0.01", 0, 1, EcnProfile.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(switchPortEClass, SwitchPort.class, "SwitchPort", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(linkEClass, Link.class, "Link", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getLink_Source(), this.getEndpoint(), null, "source", null, 1, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEReference(getLink_Target(), this.getEndpoint(), null, "target", null, 1, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_Bandwidth(), ecorePackage.getEDouble(), "bandwidth", "25.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_Delay(), ecorePackage.getELong(), "delay", "500", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_LossRate(), ecorePackage.getEDouble(), "lossRate", "0.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_CorruptionRate(), ecorePackage.getEDouble(), "corruptionRate", "0.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_ReorderRate(), ecorePackage.getEDouble(), "reorderRate", "0.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getLink_DuplicateRate(), ecorePackage.getEDouble(), "duplicateRate", "0.0", 0, 1, Link.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(networkNamespaceEClass, NetworkNamespace.class, "NetworkNamespace", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);

		initEClass(rdmaCgroupEClass, RdmaCgroup.class, "RdmaCgroup", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getRdmaCgroup_Limits(), this.getCgroupLimit(), null, "limits", null, 0, -1, RdmaCgroup.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, IS_COMPOSITE, !IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		initEClass(cgroupLimitEClass, CgroupLimit.class, "CgroupLimit", !IS_ABSTRACT, !IS_INTERFACE, IS_GENERATED_INSTANCE_CLASS);
		initEReference(getCgroupLimit_Device(), this.getRnic(), null, "device", null, 1, 1, CgroupLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_COMPOSITE, IS_RESOLVE_PROXIES, !IS_UNSETTABLE, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCgroupLimit_HcaHandle(), ecorePackage.getEInt(), "hcaHandle", "-1", 0, 1, CgroupLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);
		initEAttribute(getCgroupLimit_HcaObject(), ecorePackage.getEInt(), "hcaObject", "-1", 0, 1, CgroupLimit.class, !IS_TRANSIENT, !IS_VOLATILE, IS_CHANGEABLE, !IS_UNSETTABLE, !IS_ID, IS_UNIQUE, !IS_DERIVED, IS_ORDERED);

		// Initialize enums and add enum literals
		initEEnum(rdmaProtocolEEnum, RdmaProtocol.class, "RdmaProtocol");
		addEEnumLiteral(rdmaProtocolEEnum, RdmaProtocol.IWARP);
		addEEnumLiteral(rdmaProtocolEEnum, RdmaProtocol.ROCEV2);

		initEEnum(congestionControlEEnum, CongestionControl.class, "CongestionControl");
		addEEnumLiteral(congestionControlEEnum, CongestionControl.NEWRENO);
		addEEnumLiteral(congestionControlEEnum, CongestionControl.CUBIC);
		addEEnumLiteral(congestionControlEEnum, CongestionControl.HPCC_RTT);
		addEEnumLiteral(congestionControlEEnum, CongestionControl.HPCC_ECN);
		addEEnumLiteral(congestionControlEEnum, CongestionControl.HPCC_INT);

		initEEnum(roceCongestionControlEEnum, RoceCongestionControl.class, "RoceCongestionControl");
		addEEnumLiteral(roceCongestionControlEEnum, RoceCongestionControl.DCQCN);
		addEEnumLiteral(roceCongestionControlEEnum, RoceCongestionControl.HPCC);
		addEEnumLiteral(roceCongestionControlEEnum, RoceCongestionControl.NONE);

		initEEnum(trustModeEEnum, TrustMode.class, "TrustMode");
		addEEnumLiteral(trustModeEEnum, TrustMode.DSCP);
		addEEnumLiteral(trustModeEEnum, TrustMode.PCP);

		initEEnum(gidTypeEEnum, GidType.class, "GidType");
		addEEnumLiteral(gidTypeEEnum, GidType.ROCE_V1);
		addEEnumLiteral(gidTypeEEnum, GidType.ROCE_V2);

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
			   "documentation", "Fabrics: hosts, RDMA NICs, ports, GID tables, namespaces, cgroups, switches and links."
		   });
		addAnnotation
		  (namedElementEClass,
		   source,
		   new String[] {
			   "documentation", "Anything a user names; names are unique among siblings and are what cross-file references use."
		   });
		addAnnotation
		  (getNamedElement_Name(),
		   source,
		   new String[] {
			   "documentation", "The name shown in the editor and used in references, e.g. host1, erdma_0, eth0."
		   });
		addAnnotation
		  (getNamedElement_Description(),
		   source,
		   new String[] {
			   "documentation", "Free text for the reader of the model."
		   });
		addAnnotation
		  (topologyEClass,
		   source,
		   new String[] {
			   "documentation", "The root of a .rdmatopo file: a fabric of hosts, switches and links."
		   });
		addAnnotation
		  (getTopology_Layout(),
		   source,
		   new String[] {
			   "documentation", "Where the editor draws things; kept apart from the semantic objects, and never read by the engine."
		   });
		addAnnotation
		  (hostEClass,
		   source,
		   new String[] {
			   "documentation", "A server with RDMA NICs."
		   });
		addAnnotation
		  (getHost_MemorySize(),
		   source,
		   new String[] {
			   "documentation", "Bytes of host memory that memory regions are registered over."
		   });
		addAnnotation
		  (getHost_Namespaces(),
		   source,
		   new String[] {
			   "documentation", "Network namespaces (containers) on this host, besides the initial one."
		   });
		addAnnotation
		  (getHost_Cgroups(),
		   source,
		   new String[] {
			   "documentation", "RDMA cgroups limiting the verbs objects the programs in them may create."
		   });
		addAnnotation
		  (rnicEClass,
		   source,
		   new String[] {
			   "documentation", "An RDMA NIC: an ibv_device with its ports and capabilities."
		   });
		addAnnotation
		  (getRnic_Capabilities(),
		   source,
		   new String[] {
			   "documentation", "What ibv_query_device reports."
		   });
		addAnnotation
		  (erdmaDeviceEClass,
		   source,
		   new String[] {
			   "documentation", "Alibaba Elastic RDMA Adapter. The protocol comes from the device: iWARP, or RoCEv2 since Linux 6.14."
		   });
		addAnnotation
		  (getErdmaDevice_Protocol(),
		   source,
		   new String[] {
			   "documentation", "The wire protocol the device speaks (ERDMA: iWARP, or RoCEv2 since Linux 6.14). Both ends of a connection must speak the same; validation reports a pair that does not. The engine simulates RoCEv2 only and refuses to load a topology with a device in iWARP mode. The protocols:"
		   });
		addAnnotation
		  (getErdmaDevice_CongestionControl(),
		   source,
		   new String[] {
			   "documentation", "The congestion-control method the device uses (the erdma driver\'s cc setting). The engine runs hpcc_int as HPCC (Li et al., SIGCOMM 2019); the device\'s firmware defines the others and no public description of them exists, so the engine does not simulate them (validation says so) and the device sends at line rate. The methods:"
		   });
		addAnnotation
		  (getErdmaDevice_RetransmissionCount(),
		   source,
		   new String[] {
			   "documentation", "How often the hardware retransmits before it gives up (the erdma driver\'s retransmission count). Kept for the reader: the engine takes a QP\'s retry_cnt and rnr_retry from ibv_modify_qp."
		   });
		addAnnotation
		  (roceNicEClass,
		   source,
		   new String[] {
			   "documentation", "A generic RoCEv2 NIC (ConnectX-like)."
		   });
		addAnnotation
		  (getRoceNic_Model(),
		   source,
		   new String[] {
			   "documentation", "Vendor and model, for the reader, e.g. ConnectX-4 Lx."
		   });
		addAnnotation
		  (getRoceNic_CongestionControl(),
		   source,
		   new String[] {
			   "documentation", "How the NIC reacts to congestion, as a notification point (answering CE-marked frames with CNPs) and as a reaction point (pacing its QPs). ConnectX NICs run DCQCN on RoCE traffic by default. The methods:"
		   });
		addAnnotation
		  (getRoceNic_CnpInterval(),
		   source,
		   new String[] {
			   "documentation", "Microseconds, 0 to 1000000: the notification point sends at most one CNP per QP in this interval, however many CE-marked frames arrive (DCQCN paper, section 3.2: 50 us). 0 answers every marked frame."
		   });
		addAnnotation
		  (getRoceNic_DcqcnGain(),
		   source,
		   new String[] {
			   "documentation", "DCQCN g, between 0 and 1 (exclusive): how fast alpha, the congestion estimate, follows CNPs: on a CNP alpha = (1 - g) alpha + g, without one for the alpha timer alpha = (1 - g) alpha. Default 1/256 (DCQCN paper, section 5)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnAlphaTimer(),
		   source,
		   new String[] {
			   "documentation", "DCQCN K, microseconds, 1 to 1000000: alpha decays once per this time without a CNP. Default 55 us (DCQCN paper, section 3.3)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnRateIncreaseTimer(),
		   source,
		   new String[] {
			   "documentation", "DCQCN T, microseconds, 1 to 1000000: the rate-increase timer; each expiry is a rate-increase event. Default 55 us (DCQCN paper, section 5)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnByteCounter(),
		   source,
		   new String[] {
			   "documentation", "DCQCN B, bytes, at least 1: each B bytes sent is a rate-increase event. Default 10 MiB (DCQCN paper, section 5: 10 MB)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnFastRecoverySteps(),
		   source,
		   new String[] {
			   "documentation", "DCQCN F, 0 to 1000: rate-increase events of fast recovery (the rate halfway back to the target) before additive and hyper increase. Default 5 (DCQCN paper, section 3.3)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnAdditiveIncrease(),
		   source,
		   new String[] {
			   "documentation", "DCQCN R_AI, Mbit/s, 0 or more: the target rate\'s step in additive increase. Default 40 Mbit/s (DCQCN paper, section 5)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnHyperIncrease(),
		   source,
		   new String[] {
			   "documentation", "DCQCN R_HAI, Mbit/s, 0 or more: the target rate\'s step (times the number of events past F) in hyper increase. Default 200 Mbit/s (DCQCN paper, section 5)."
		   });
		addAnnotation
		  (getRoceNic_DcqcnMinimumRate(),
		   source,
		   new String[] {
			   "documentation", "DCQCN\'s floor, Mbit/s, more than 0: no CNP cuts a QP\'s rate below it. Default 1 Mbit/s (NVIDIA rpg_min_rate)."
		   });
		addAnnotation
		  (getRoceNic_HpccTargetUtilization(),
		   source,
		   new String[] {
			   "documentation", "HPCC \u03b7, more than 0 and at most 1: the share of each link\'s capacity HPCC aims to fill; the rest is headroom that keeps the queues near empty. Default 0.95 (HPCC paper, section 3.3)."
		   });
		addAnnotation
		  (getRoceNic_HpccMaxStage(),
		   source,
		   new String[] {
			   "documentation", "HPCC maxStage, 0 to 100: rounds of additive increase while the path stays below \u03b7 before one multiplicative step towards it. Default 5 (HPCC paper, section 3.3)."
		   });
		addAnnotation
		  (getRoceNic_HpccExpectedFlows(),
		   source,
		   new String[] {
			   "documentation", "HPCC N, 1 to 1000000: the flows a link is expected to carry at once. The additive increase W_AI = W_init (1 - \u03b7) / N keeps their increases together within the headroom: a larger N keeps queues lower under many flows, a smaller one reaches a fair share sooner. Default 4, sized for the bundled incast (the HPCC paper, section 3.3, sizes N for the most flows a link carries at once)."
		   });
		addAnnotation
		  (deviceCapabilitiesEClass,
		   source,
		   new String[] {
			   "documentation", "The device attributes of ibv_query_device. Defaults are those of an ERDMA device."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxQp(),
		   source,
		   new String[] {
			   "documentation", "max_qp: queue pairs the device can hold; ibv_create_qp beyond gives ENOMEM."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxSendWr(),
		   source,
		   new String[] {
			   "documentation", "max_qp_wr for send queues: the largest max_send_wr ibv_create_qp accepts (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxRecvWr(),
		   source,
		   new String[] {
			   "documentation", "max_qp_wr for receive queues: the largest max_recv_wr ibv_create_qp accepts (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxSendSge(),
		   source,
		   new String[] {
			   "documentation", "max_sge for send queues: the largest max_send_sge ibv_create_qp accepts (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxRecvSge(),
		   source,
		   new String[] {
			   "documentation", "max_sge for receive queues: the largest max_recv_sge ibv_create_qp and ibv_create_srq accept (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxSgeRd(),
		   source,
		   new String[] {
			   "documentation", "max_sge_rd: SGEs an RDMA READ may scatter into."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxInlineData(),
		   source,
		   new String[] {
			   "documentation", "The largest max_inline_data ibv_create_qp accepts (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxCq(),
		   source,
		   new String[] {
			   "documentation", "max_cq: completion queues the device can hold; ibv_create_cq beyond gives ENOMEM."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxCqe(),
		   source,
		   new String[] {
			   "documentation", "max_cqe: the largest cqe ibv_create_cq accepts (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxMr(),
		   source,
		   new String[] {
			   "documentation", "max_mr: memory regions the device can hold; ibv_reg_mr beyond gives ENOMEM."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxMrSize(),
		   source,
		   new String[] {
			   "documentation", "max_mr_size: the largest length ibv_reg_mr accepts, in bytes (EINVAL beyond)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxPd(),
		   source,
		   new String[] {
			   "documentation", "max_pd: protection domains the device can hold; ibv_alloc_pd beyond gives ENOMEM."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxSrq(),
		   source,
		   new String[] {
			   "documentation", "max_srq: shared receive queues the device can hold; 0 means it has none, and ibv_create_srq gives EOPNOTSUPP (ERDMA always has none)."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxAh(),
		   source,
		   new String[] {
			   "documentation", "max_ah: address handles the device can hold; ibv_create_ah beyond gives ENOMEM."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxGid(),
		   source,
		   new String[] {
			   "documentation", "gid_tbl_len: entries each port\'s GID table can hold; validation reports a fuller table."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxQpRdAtom(),
		   source,
		   new String[] {
			   "documentation", "max_qp_rd_atom (ORD): outstanding RDMA READ and atomic requests per QP as initiator, the bound of a QP\'s max_rd_atomic."
		   });
		addAnnotation
		  (getDeviceCapabilities_MaxQpInitRdAtom(),
		   source,
		   new String[] {
			   "documentation", "max_qp_init_rd_atom (IRD): outstanding RDMA READ and atomic requests per QP as responder, the bound of a QP\'s max_dest_rd_atomic."
		   });
		addAnnotation
		  (getDeviceCapabilities_UcSupported(),
		   source,
		   new String[] {
			   "documentation", "Whether the device offers unreliable-connected QPs; without them ibv_create_qp of a UC QP gives EOPNOTSUPP. ERDMA has none whatever this says."
		   });
		addAnnotation
		  (endpointEClass,
		   source,
		   new String[] {
			   "documentation", "Something a link plugs into: a NIC port or a switch port."
		   });
		addAnnotation
		  (getEndpoint_Mac(),
		   source,
		   new String[] {
			   "documentation", "MAC address, e.g. 02:00:00:00:00:01."
		   });
		addAnnotation
		  (portEClass,
		   source,
		   new String[] {
			   "documentation", "A NIC port and its netdev."
		   });
		addAnnotation
		  (getPort_PortNumber(),
		   source,
		   new String[] {
			   "documentation", "ibv port number, starting at 1."
		   });
		addAnnotation
		  (getPort_Mtu(),
		   source,
		   new String[] {
			   "documentation", "The netdev MTU in bytes; the RoCE path MTU is the largest of 256..4096 that fits in it with the RoCEv2 headers."
		   });
		addAnnotation
		  (getPort_Netdev(),
		   source,
		   new String[] {
			   "documentation", "Name of the netdev, e.g. eth0."
		   });
		addAnnotation
		  (getPort_Namespace(),
		   source,
		   new String[] {
			   "documentation", "The namespace the netdev lives in; empty means the initial namespace."
		   });
		addAnnotation
		  (gidEntryEClass,
		   source,
		   new String[] {
			   "documentation", "One entry of a port\'s GID table."
		   });
		addAnnotation
		  (getGidEntry_Index(),
		   source,
		   new String[] {
			   "documentation", "The GID\'s index in the port\'s table: what sgid_index names in ibv_modify_qp and ibv_create_ah. One GID per index."
		   });
		addAnnotation
		  (getGidEntry_Address(),
		   source,
		   new String[] {
			   "documentation", "The GID in IPv6 notation; an IPv4 address appears as ::ffff:a.b.c.d."
		   });
		addAnnotation
		  (getGidEntry_Type(),
		   source,
		   new String[] {
			   "documentation", "The RoCE version of the GID (ibv_query_gid_type). ERDMA in RoCEv2 mode has RoCE v2 GIDs only; the engine sends RoCEv2 (UDP/IP) frames whatever the type. The types:"
		   });
		addAnnotation
		  (getGidEntry_Netdev(),
		   source,
		   new String[] {
			   "documentation", "The netdev the GID was derived from."
		   });
		addAnnotation
		  (getGidEntry_Namespace(),
		   source,
		   new String[] {
			   "documentation", "The namespace of that netdev; empty means the initial namespace."
		   });
		addAnnotation
		  (switchEClass,
		   source,
		   new String[] {
			   "documentation", "An Ethernet switch forwarding by destination IP."
		   });
		addAnnotation
		  (getSwitch_EcnThreshold(),
		   source,
		   new String[] {
			   "documentation", "Kmin of the switch\'s RED/ECN rule, in bytes: an egress queue longer than this marks ECN-capable frames CE with a probability rising linearly to Pmax at Kmax, and marks every frame above Kmax (DCQCN paper, section 3.1). An ECN profile of a priority replaces the rule for that priority\'s queues."
		   });
		addAnnotation
		  (getSwitch_EcnKmax(),
		   source,
		   new String[] {
			   "documentation", "Kmax of the switch\'s RED/ECN rule, in bytes, at least Kmin: above it every ECN-capable frame is marked CE. Unset, it is 4 x Kmin (the ratio of the HPCC simulator\'s DCQCN preset, 100 KB / 400 KB)."
		   });
		addAnnotation
		  (getSwitch_EcnPmax(),
		   source,
		   new String[] {
			   "documentation", "Pmax of the switch\'s RED/ECN rule, a probability from 0 to 1: the chance of marking a frame that finds Kmax bytes queued (0.01 = 1 %, the DCQCN paper\'s)."
		   });
		addAnnotation
		  (getSwitch_EcnProfiles(),
		   source,
		   new String[] {
			   "documentation", "RED/ECN rules of single priorities, as switches configure WRED/ECN per traffic class (SONiC WRED_PROFILE on a queue, Onyx traffic-class congestion-control ecn): a priority without one uses the switch\'s Kmin, Kmax and Pmax."
		   });
		addAnnotation
		  (getSwitch_PfcEnabled(),
		   source,
		   new String[] {
			   "documentation", "IEEE 802.1Qbb priority flow control on every priority: when the frames one input port has buffered for a priority pass XOFF, the switch sends that port\'s neighbour a PAUSE frame for the priority, and resumes it below XON; frames are then held back instead of dropped."
		   });
		addAnnotation
		  (getSwitch_TrustMode(),
		   source,
		   new String[] {
			   "documentation", "Where the switch reads a frame\'s priority (0-7), which picks its egress queue and its PFC class: the IP DSCP (priority = DSCP / 8) or the 802.1Q PCP of a VLAN tag (untagged frames: priority 0). The modes:"
		   });
		addAnnotation
		  (getSwitch_BufferSize(),
		   source,
		   new String[] {
			   "documentation", "Shared packet buffer in bytes."
		   });
		addAnnotation
		  (ecnProfileEClass,
		   source,
		   new String[] {
			   "documentation", "The RED/ECN rule of one priority\'s egress queues on a switch: no mark up to Kmin, a probability rising linearly to Pmax at Kmax, every ECN-capable frame above Kmax (DCQCN paper, section 3.1)."
		   });
		addAnnotation
		  (getEcnProfile_Priority(),
		   source,
		   new String[] {
			   "documentation", "The priority (0-7) whose queues follow this rule; one profile per priority (3 is the usual RoCE priority, DSCP 26)."
		   });
		addAnnotation
		  (getEcnProfile_Kmin(),
		   source,
		   new String[] {
			   "documentation", "Bytes queued up to which no frame is marked."
		   });
		addAnnotation
		  (getEcnProfile_Kmax(),
		   source,
		   new String[] {
			   "documentation", "Bytes queued above which every ECN-capable frame is marked; at least Kmin."
		   });
		addAnnotation
		  (getEcnProfile_Pmax(),
		   source,
		   new String[] {
			   "documentation", "The chance of marking a frame that finds Kmax bytes queued, from 0 to 1 (0.01 = 1 %)."
		   });
		addAnnotation
		  (switchPortEClass,
		   source,
		   new String[] {
			   "documentation", "A port of a switch."
		   });
		addAnnotation
		  (linkEClass,
		   source,
		   new String[] {
			   "documentation", "A cable between two endpoints."
		   });
		addAnnotation
		  (getLink_Source(),
		   source,
		   new String[] {
			   "documentation", "One end of the cable: a NIC port or a switch port. A port takes one cable."
		   });
		addAnnotation
		  (getLink_Target(),
		   source,
		   new String[] {
			   "documentation", "The other end of the cable; it must be another port than the source."
		   });
		addAnnotation
		  (getLink_Bandwidth(),
		   source,
		   new String[] {
			   "documentation", "Bandwidth in Gbit/s, more than 0 and at most 1600: a frame takes its length times 8 divided by this to leave the port (serialization delay)."
		   });
		addAnnotation
		  (getLink_Delay(),
		   source,
		   new String[] {
			   "documentation", "Propagation delay in nanoseconds, 0 to 1 s: the time a frame\'s first bit takes from one end to the other."
		   });
		addAnnotation
		  (getLink_LossRate(),
		   source,
		   new String[] {
			   "documentation", "Probability that a frame is lost, 0..1."
		   });
		addAnnotation
		  (getLink_CorruptionRate(),
		   source,
		   new String[] {
			   "documentation", "Probability that a frame is corrupted (the receiver\'s ICRC check drops it), 0..1."
		   });
		addAnnotation
		  (getLink_ReorderRate(),
		   source,
		   new String[] {
			   "documentation", "Probability that a frame is held back behind the next one, 0..1."
		   });
		addAnnotation
		  (getLink_DuplicateRate(),
		   source,
		   new String[] {
			   "documentation", "Probability that a frame arrives twice, 0..1."
		   });
		addAnnotation
		  (networkNamespaceEClass,
		   source,
		   new String[] {
			   "documentation", "A Linux network namespace (a container\'s network stack)."
		   });
		addAnnotation
		  (rdmaCgroupEClass,
		   source,
		   new String[] {
			   "documentation", "An RDMA cgroup: rdma.max limits per device."
		   });
		addAnnotation
		  (cgroupLimitEClass,
		   source,
		   new String[] {
			   "documentation", "One rdma.max line: \"<dev> hca_handle=N hca_object=M\"."
		   });
		addAnnotation
		  (getCgroupLimit_Device(),
		   source,
		   new String[] {
			   "documentation", "The RDMA device this rdma.max line limits."
		   });
		addAnnotation
		  (getCgroupLimit_HcaHandle(),
		   source,
		   new String[] {
			   "documentation", "Maximum open device contexts; -1 means max."
		   });
		addAnnotation
		  (getCgroupLimit_HcaObject(),
		   source,
		   new String[] {
			   "documentation", "Maximum verbs objects (PD, MR, CQ, QP, SRQ, AH); -1 means max."
		   });
		addAnnotation
		  (rdmaProtocolEEnum,
		   source,
		   new String[] {
			   "documentation", "Wire protocol of an ERDMA device."
		   });
		addAnnotation
		  (rdmaProtocolEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "RDMAP/DDP/MPA over TCP (RFC 5040), reliable connected QPs only; not simulated by the engine."
		   });
		addAnnotation
		  (rdmaProtocolEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "InfiniBand transport over UDP/IP, destination port 4791 (IBTA Annex A17)."
		   });
		addAnnotation
		  (congestionControlEEnum,
		   source,
		   new String[] {
			   "documentation", "ERDMA congestion-control methods."
		   });
		addAnnotation
		  (congestionControlEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "TCP NewReno-like window control."
		   });
		addAnnotation
		  (congestionControlEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "TCP CUBIC-like window control."
		   });
		addAnnotation
		  (congestionControlEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "HPCC driven by round-trip times."
		   });
		addAnnotation
		  (congestionControlEEnum.getELiterals().get(3),
		   source,
		   new String[] {
			   "documentation", "HPCC driven by ECN marks."
		   });
		addAnnotation
		  (congestionControlEEnum.getELiterals().get(4),
		   source,
		   new String[] {
			   "documentation", "HPCC driven by in-band network telemetry."
		   });
		addAnnotation
		  (roceCongestionControlEEnum,
		   source,
		   new String[] {
			   "documentation", "Congestion control of a generic RoCEv2 NIC."
		   });
		addAnnotation
		  (roceCongestionControlEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "DCQCN (Zhu et al., SIGCOMM 2015): CNPs for CE-marked frames; per QP, a rate cut by alpha/2 on each CNP and a recovery by timer and byte counter."
		   });
		addAnnotation
		  (roceCongestionControlEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "HPCC (Li et al., SIGCOMM 2019): per QP, a window computed from the queue lengths and link loads the switches report as in-band telemetry."
		   });
		addAnnotation
		  (roceCongestionControlEEnum.getELiterals().get(2),
		   source,
		   new String[] {
			   "documentation", "No congestion control: no CNPs, every QP sends at line rate."
		   });
		addAnnotation
		  (trustModeEEnum,
		   source,
		   new String[] {
			   "documentation", "Which header field gives a frame its priority at a switch."
		   });
		addAnnotation
		  (trustModeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "The IP header\'s DSCP: priority = DSCP / 8 (DSCP 26, common for RoCE, is priority 3)."
		   });
		addAnnotation
		  (trustModeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "The 802.1Q tag\'s priority code point; an untagged frame has priority 0."
		   });
		addAnnotation
		  (gidTypeEEnum,
		   source,
		   new String[] {
			   "documentation", "GID types of a RoCE GID table."
		   });
		addAnnotation
		  (gidTypeEEnum.getELiterals().get(0),
		   source,
		   new String[] {
			   "documentation", "RoCE v1, InfiniBand transport over Ethernet type 0x8915, not routable."
		   });
		addAnnotation
		  (gidTypeEEnum.getELiterals().get(1),
		   source,
		   new String[] {
			   "documentation", "RoCE v2, over UDP/IP, routable."
		   });
	}

} //TopologyPackageImpl
