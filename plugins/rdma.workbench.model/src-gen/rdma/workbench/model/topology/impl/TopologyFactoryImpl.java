/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;

import org.eclipse.emf.ecore.impl.EFactoryImpl;

import org.eclipse.emf.ecore.plugin.EcorePlugin;

import rdma.workbench.model.topology.*;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model <b>Factory</b>.
 * <!-- end-user-doc -->
 * @generated
 */
public class TopologyFactoryImpl extends EFactoryImpl implements TopologyFactory {
	/**
	 * Creates the default factory implementation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static TopologyFactory init() {
		try {
			TopologyFactory theTopologyFactory = (TopologyFactory)EPackage.Registry.INSTANCE.getEFactory(TopologyPackage.eNS_URI);
			if (theTopologyFactory != null) {
				return theTopologyFactory;
			}
		}
		catch (Exception exception) {
			EcorePlugin.INSTANCE.log(exception);
		}
		return new TopologyFactoryImpl();
	}

	/**
	 * Creates an instance of the factory.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TopologyFactoryImpl() {
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
			case TopologyPackage.TOPOLOGY: return createTopology();
			case TopologyPackage.HOST: return createHost();
			case TopologyPackage.ERDMA_DEVICE: return createErdmaDevice();
			case TopologyPackage.ROCE_NIC: return createRoceNic();
			case TopologyPackage.DEVICE_CAPABILITIES: return createDeviceCapabilities();
			case TopologyPackage.PORT: return createPort();
			case TopologyPackage.GID_ENTRY: return createGidEntry();
			case TopologyPackage.SWITCH: return createSwitch();
			case TopologyPackage.ECN_PROFILE: return createEcnProfile();
			case TopologyPackage.SWITCH_PORT: return createSwitchPort();
			case TopologyPackage.LINK: return createLink();
			case TopologyPackage.NETWORK_NAMESPACE: return createNetworkNamespace();
			case TopologyPackage.RDMA_CGROUP: return createRdmaCgroup();
			case TopologyPackage.CGROUP_LIMIT: return createCgroupLimit();
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
			case TopologyPackage.RDMA_PROTOCOL:
				return createRdmaProtocolFromString(eDataType, initialValue);
			case TopologyPackage.CONGESTION_CONTROL:
				return createCongestionControlFromString(eDataType, initialValue);
			case TopologyPackage.ROCE_CONGESTION_CONTROL:
				return createRoceCongestionControlFromString(eDataType, initialValue);
			case TopologyPackage.TRUST_MODE:
				return createTrustModeFromString(eDataType, initialValue);
			case TopologyPackage.GID_TYPE:
				return createGidTypeFromString(eDataType, initialValue);
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
			case TopologyPackage.RDMA_PROTOCOL:
				return convertRdmaProtocolToString(eDataType, instanceValue);
			case TopologyPackage.CONGESTION_CONTROL:
				return convertCongestionControlToString(eDataType, instanceValue);
			case TopologyPackage.ROCE_CONGESTION_CONTROL:
				return convertRoceCongestionControlToString(eDataType, instanceValue);
			case TopologyPackage.TRUST_MODE:
				return convertTrustModeToString(eDataType, instanceValue);
			case TopologyPackage.GID_TYPE:
				return convertGidTypeToString(eDataType, instanceValue);
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
	public Topology createTopology() {
		TopologyImpl topology = new TopologyImpl();
		return topology;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Host createHost() {
		HostImpl host = new HostImpl();
		return host;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ErdmaDevice createErdmaDevice() {
		ErdmaDeviceImpl erdmaDevice = new ErdmaDeviceImpl();
		return erdmaDevice;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RoceNic createRoceNic() {
		RoceNicImpl roceNic = new RoceNicImpl();
		return roceNic;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DeviceCapabilities createDeviceCapabilities() {
		DeviceCapabilitiesImpl deviceCapabilities = new DeviceCapabilitiesImpl();
		return deviceCapabilities;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Port createPort() {
		PortImpl port = new PortImpl();
		return port;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GidEntry createGidEntry() {
		GidEntryImpl gidEntry = new GidEntryImpl();
		return gidEntry;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Switch createSwitch() {
		SwitchImpl switch_ = new SwitchImpl();
		return switch_;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EcnProfile createEcnProfile() {
		EcnProfileImpl ecnProfile = new EcnProfileImpl();
		return ecnProfile;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public SwitchPort createSwitchPort() {
		SwitchPortImpl switchPort = new SwitchPortImpl();
		return switchPort;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Link createLink() {
		LinkImpl link = new LinkImpl();
		return link;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NetworkNamespace createNetworkNamespace() {
		NetworkNamespaceImpl networkNamespace = new NetworkNamespaceImpl();
		return networkNamespace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RdmaCgroup createRdmaCgroup() {
		RdmaCgroupImpl rdmaCgroup = new RdmaCgroupImpl();
		return rdmaCgroup;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CgroupLimit createCgroupLimit() {
		CgroupLimitImpl cgroupLimit = new CgroupLimitImpl();
		return cgroupLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RdmaProtocol createRdmaProtocolFromString(EDataType eDataType, String initialValue) {
		RdmaProtocol result = RdmaProtocol.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertRdmaProtocolToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CongestionControl createCongestionControlFromString(EDataType eDataType, String initialValue) {
		CongestionControl result = CongestionControl.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertCongestionControlToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RoceCongestionControl createRoceCongestionControlFromString(EDataType eDataType, String initialValue) {
		RoceCongestionControl result = RoceCongestionControl.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertRoceCongestionControlToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public TrustMode createTrustModeFromString(EDataType eDataType, String initialValue) {
		TrustMode result = TrustMode.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertTrustModeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GidType createGidTypeFromString(EDataType eDataType, String initialValue) {
		GidType result = GidType.get(initialValue);
		if (result == null) throw new IllegalArgumentException("The value '" + initialValue + "' is not a valid enumerator of '" + eDataType.getName() + "'");
		return result;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public String convertGidTypeToString(EDataType eDataType, Object instanceValue) {
		return instanceValue == null ? null : instanceValue.toString();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TopologyPackage getTopologyPackage() {
		return (TopologyPackage)getEPackage();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @deprecated
	 * @generated
	 */
	@Deprecated
	public static TopologyPackage getPackage() {
		return TopologyPackage.eINSTANCE;
	}

} //TopologyFactoryImpl
