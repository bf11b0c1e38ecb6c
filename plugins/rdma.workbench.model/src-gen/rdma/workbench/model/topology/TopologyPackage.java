/**
 */
package rdma.workbench.model.topology;

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
 * Fabrics: hosts, RDMA NICs, ports, GID tables, namespaces, cgroups, switches and links.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.topology.TopologyFactory
 * @model kind="package"
 * @generated
 */
public interface TopologyPackage extends EPackage {
	/**
	 * The package name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNAME = "topology";

	/**
	 * The package namespace URI.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_URI = "http://rdma.workbench/topology/1.0";

	/**
	 * The package namespace name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	String eNS_PREFIX = "topology";

	/**
	 * The singleton instance of the package.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	TopologyPackage eINSTANCE = rdma.workbench.model.topology.impl.TopologyPackageImpl.init();

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.NamedElementImpl <em>Named Element</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.NamedElementImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getNamedElement()
	 * @generated
	 */
	int NAMED_ELEMENT = 0;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT__NAME = 0;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT__DESCRIPTION = 1;

	/**
	 * The number of structural features of the '<em>Named Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT_FEATURE_COUNT = 2;

	/**
	 * The number of operations of the '<em>Named Element</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NAMED_ELEMENT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.TopologyImpl <em>Topology</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.TopologyImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getTopology()
	 * @generated
	 */
	int TOPOLOGY = 1;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Hosts</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY__HOSTS = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Switches</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY__SWITCHES = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Links</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY__LINKS = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Layout</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY__LAYOUT = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Topology</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Topology</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int TOPOLOGY_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.HostImpl <em>Host</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.HostImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getHost()
	 * @generated
	 */
	int HOST = 2;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Memory Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__MEMORY_SIZE = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Rnics</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__RNICS = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Namespaces</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__NAMESPACES = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Cgroups</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST__CGROUPS = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The number of structural features of the '<em>Host</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The number of operations of the '<em>Host</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int HOST_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.RnicImpl <em>Rnic</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.RnicImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRnic()
	 * @generated
	 */
	int RNIC = 3;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RNIC__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RNIC__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Ports</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RNIC__PORTS = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Capabilities</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RNIC__CAPABILITIES = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of structural features of the '<em>Rnic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RNIC_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The number of operations of the '<em>Rnic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RNIC_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.ErdmaDeviceImpl <em>Erdma Device</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.ErdmaDeviceImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getErdmaDevice()
	 * @generated
	 */
	int ERDMA_DEVICE = 4;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__NAME = RNIC__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__DESCRIPTION = RNIC__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Ports</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__PORTS = RNIC__PORTS;

	/**
	 * The feature id for the '<em><b>Capabilities</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__CAPABILITIES = RNIC__CAPABILITIES;

	/**
	 * The feature id for the '<em><b>Protocol</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__PROTOCOL = RNIC_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Congestion Control</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__CONGESTION_CONTROL = RNIC_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Retransmission Count</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE__RETRANSMISSION_COUNT = RNIC_FEATURE_COUNT + 2;

	/**
	 * The number of structural features of the '<em>Erdma Device</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE_FEATURE_COUNT = RNIC_FEATURE_COUNT + 3;

	/**
	 * The number of operations of the '<em>Erdma Device</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ERDMA_DEVICE_OPERATION_COUNT = RNIC_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.RoceNicImpl <em>Roce Nic</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.RoceNicImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRoceNic()
	 * @generated
	 */
	int ROCE_NIC = 5;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__NAME = RNIC__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DESCRIPTION = RNIC__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Ports</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__PORTS = RNIC__PORTS;

	/**
	 * The feature id for the '<em><b>Capabilities</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__CAPABILITIES = RNIC__CAPABILITIES;

	/**
	 * The feature id for the '<em><b>Model</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__MODEL = RNIC_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Congestion Control</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__CONGESTION_CONTROL = RNIC_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Cnp Interval</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__CNP_INTERVAL = RNIC_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Dcqcn Gain</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_GAIN = RNIC_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Dcqcn Alpha Timer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_ALPHA_TIMER = RNIC_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Dcqcn Rate Increase Timer</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_RATE_INCREASE_TIMER = RNIC_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Dcqcn Byte Counter</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_BYTE_COUNTER = RNIC_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Dcqcn Fast Recovery Steps</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS = RNIC_FEATURE_COUNT + 7;

	/**
	 * The feature id for the '<em><b>Dcqcn Additive Increase</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_ADDITIVE_INCREASE = RNIC_FEATURE_COUNT + 8;

	/**
	 * The feature id for the '<em><b>Dcqcn Hyper Increase</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_HYPER_INCREASE = RNIC_FEATURE_COUNT + 9;

	/**
	 * The feature id for the '<em><b>Dcqcn Minimum Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__DCQCN_MINIMUM_RATE = RNIC_FEATURE_COUNT + 10;

	/**
	 * The feature id for the '<em><b>Hpcc Target Utilization</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__HPCC_TARGET_UTILIZATION = RNIC_FEATURE_COUNT + 11;

	/**
	 * The feature id for the '<em><b>Hpcc Max Stage</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__HPCC_MAX_STAGE = RNIC_FEATURE_COUNT + 12;

	/**
	 * The feature id for the '<em><b>Hpcc Expected Flows</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC__HPCC_EXPECTED_FLOWS = RNIC_FEATURE_COUNT + 13;

	/**
	 * The number of structural features of the '<em>Roce Nic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC_FEATURE_COUNT = RNIC_FEATURE_COUNT + 14;

	/**
	 * The number of operations of the '<em>Roce Nic</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ROCE_NIC_OPERATION_COUNT = RNIC_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl <em>Device Capabilities</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getDeviceCapabilities()
	 * @generated
	 */
	int DEVICE_CAPABILITIES = 6;

	/**
	 * The feature id for the '<em><b>Max Qp</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_QP = 0;

	/**
	 * The feature id for the '<em><b>Max Send Wr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_SEND_WR = 1;

	/**
	 * The feature id for the '<em><b>Max Recv Wr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_RECV_WR = 2;

	/**
	 * The feature id for the '<em><b>Max Send Sge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_SEND_SGE = 3;

	/**
	 * The feature id for the '<em><b>Max Recv Sge</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_RECV_SGE = 4;

	/**
	 * The feature id for the '<em><b>Max Sge Rd</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_SGE_RD = 5;

	/**
	 * The feature id for the '<em><b>Max Inline Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_INLINE_DATA = 6;

	/**
	 * The feature id for the '<em><b>Max Cq</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_CQ = 7;

	/**
	 * The feature id for the '<em><b>Max Cqe</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_CQE = 8;

	/**
	 * The feature id for the '<em><b>Max Mr</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_MR = 9;

	/**
	 * The feature id for the '<em><b>Max Mr Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_MR_SIZE = 10;

	/**
	 * The feature id for the '<em><b>Max Pd</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_PD = 11;

	/**
	 * The feature id for the '<em><b>Max Srq</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_SRQ = 12;

	/**
	 * The feature id for the '<em><b>Max Ah</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_AH = 13;

	/**
	 * The feature id for the '<em><b>Max Gid</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_GID = 14;

	/**
	 * The feature id for the '<em><b>Max Qp Rd Atom</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_QP_RD_ATOM = 15;

	/**
	 * The feature id for the '<em><b>Max Qp Init Rd Atom</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM = 16;

	/**
	 * The feature id for the '<em><b>Uc Supported</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES__UC_SUPPORTED = 17;

	/**
	 * The number of structural features of the '<em>Device Capabilities</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES_FEATURE_COUNT = 18;

	/**
	 * The number of operations of the '<em>Device Capabilities</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int DEVICE_CAPABILITIES_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.EndpointImpl <em>Endpoint</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.EndpointImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getEndpoint()
	 * @generated
	 */
	int ENDPOINT = 7;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENDPOINT__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENDPOINT__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Mac</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENDPOINT__MAC = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Endpoint</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENDPOINT_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Endpoint</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ENDPOINT_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.PortImpl <em>Port</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.PortImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getPort()
	 * @generated
	 */
	int PORT = 8;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__NAME = ENDPOINT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__DESCRIPTION = ENDPOINT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Mac</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__MAC = ENDPOINT__MAC;

	/**
	 * The feature id for the '<em><b>Port Number</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__PORT_NUMBER = ENDPOINT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Mtu</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__MTU = ENDPOINT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Netdev</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__NETDEV = ENDPOINT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Namespace</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__NAMESPACE = ENDPOINT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Gids</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT__GIDS = ENDPOINT_FEATURE_COUNT + 4;

	/**
	 * The number of structural features of the '<em>Port</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT_FEATURE_COUNT = ENDPOINT_FEATURE_COUNT + 5;

	/**
	 * The number of operations of the '<em>Port</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int PORT_OPERATION_COUNT = ENDPOINT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.GidEntryImpl <em>Gid Entry</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.GidEntryImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getGidEntry()
	 * @generated
	 */
	int GID_ENTRY = 9;

	/**
	 * The feature id for the '<em><b>Index</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY__INDEX = 0;

	/**
	 * The feature id for the '<em><b>Address</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY__ADDRESS = 1;

	/**
	 * The feature id for the '<em><b>Type</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY__TYPE = 2;

	/**
	 * The feature id for the '<em><b>Netdev</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY__NETDEV = 3;

	/**
	 * The feature id for the '<em><b>Namespace</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY__NAMESPACE = 4;

	/**
	 * The number of structural features of the '<em>Gid Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY_FEATURE_COUNT = 5;

	/**
	 * The number of operations of the '<em>Gid Entry</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int GID_ENTRY_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.SwitchImpl <em>Switch</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.SwitchImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getSwitch()
	 * @generated
	 */
	int SWITCH = 10;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Ports</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__PORTS = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Ecn Threshold</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__ECN_THRESHOLD = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Ecn Kmax</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__ECN_KMAX = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Ecn Pmax</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__ECN_PMAX = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Ecn Profiles</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__ECN_PROFILES = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Pfc Enabled</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__PFC_ENABLED = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Trust Mode</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__TRUST_MODE = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Buffer Size</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH__BUFFER_SIZE = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The number of structural features of the '<em>Switch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The number of operations of the '<em>Switch</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.EcnProfileImpl <em>Ecn Profile</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.EcnProfileImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getEcnProfile()
	 * @generated
	 */
	int ECN_PROFILE = 11;

	/**
	 * The feature id for the '<em><b>Priority</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ECN_PROFILE__PRIORITY = 0;

	/**
	 * The feature id for the '<em><b>Kmin</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ECN_PROFILE__KMIN = 1;

	/**
	 * The feature id for the '<em><b>Kmax</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ECN_PROFILE__KMAX = 2;

	/**
	 * The feature id for the '<em><b>Pmax</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ECN_PROFILE__PMAX = 3;

	/**
	 * The number of structural features of the '<em>Ecn Profile</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ECN_PROFILE_FEATURE_COUNT = 4;

	/**
	 * The number of operations of the '<em>Ecn Profile</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int ECN_PROFILE_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.SwitchPortImpl <em>Switch Port</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.SwitchPortImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getSwitchPort()
	 * @generated
	 */
	int SWITCH_PORT = 12;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_PORT__NAME = ENDPOINT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_PORT__DESCRIPTION = ENDPOINT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Mac</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_PORT__MAC = ENDPOINT__MAC;

	/**
	 * The number of structural features of the '<em>Switch Port</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_PORT_FEATURE_COUNT = ENDPOINT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Switch Port</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int SWITCH_PORT_OPERATION_COUNT = ENDPOINT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.LinkImpl <em>Link</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.LinkImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getLink()
	 * @generated
	 */
	int LINK = 13;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Source</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__SOURCE = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The feature id for the '<em><b>Target</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__TARGET = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The feature id for the '<em><b>Bandwidth</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__BANDWIDTH = NAMED_ELEMENT_FEATURE_COUNT + 2;

	/**
	 * The feature id for the '<em><b>Delay</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__DELAY = NAMED_ELEMENT_FEATURE_COUNT + 3;

	/**
	 * The feature id for the '<em><b>Loss Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__LOSS_RATE = NAMED_ELEMENT_FEATURE_COUNT + 4;

	/**
	 * The feature id for the '<em><b>Corruption Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__CORRUPTION_RATE = NAMED_ELEMENT_FEATURE_COUNT + 5;

	/**
	 * The feature id for the '<em><b>Reorder Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__REORDER_RATE = NAMED_ELEMENT_FEATURE_COUNT + 6;

	/**
	 * The feature id for the '<em><b>Duplicate Rate</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK__DUPLICATE_RATE = NAMED_ELEMENT_FEATURE_COUNT + 7;

	/**
	 * The number of structural features of the '<em>Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 8;

	/**
	 * The number of operations of the '<em>Link</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int LINK_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.NetworkNamespaceImpl <em>Network Namespace</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.NetworkNamespaceImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getNetworkNamespace()
	 * @generated
	 */
	int NETWORK_NAMESPACE = 14;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_NAMESPACE__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_NAMESPACE__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The number of structural features of the '<em>Network Namespace</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_NAMESPACE_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of operations of the '<em>Network Namespace</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int NETWORK_NAMESPACE_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.RdmaCgroupImpl <em>Rdma Cgroup</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.RdmaCgroupImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRdmaCgroup()
	 * @generated
	 */
	int RDMA_CGROUP = 15;

	/**
	 * The feature id for the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RDMA_CGROUP__NAME = NAMED_ELEMENT__NAME;

	/**
	 * The feature id for the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RDMA_CGROUP__DESCRIPTION = NAMED_ELEMENT__DESCRIPTION;

	/**
	 * The feature id for the '<em><b>Limits</b></em>' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RDMA_CGROUP__LIMITS = NAMED_ELEMENT_FEATURE_COUNT + 0;

	/**
	 * The number of structural features of the '<em>Rdma Cgroup</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RDMA_CGROUP_FEATURE_COUNT = NAMED_ELEMENT_FEATURE_COUNT + 1;

	/**
	 * The number of operations of the '<em>Rdma Cgroup</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int RDMA_CGROUP_OPERATION_COUNT = NAMED_ELEMENT_OPERATION_COUNT + 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.impl.CgroupLimitImpl <em>Cgroup Limit</em>}' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.impl.CgroupLimitImpl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getCgroupLimit()
	 * @generated
	 */
	int CGROUP_LIMIT = 16;

	/**
	 * The feature id for the '<em><b>Device</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CGROUP_LIMIT__DEVICE = 0;

	/**
	 * The feature id for the '<em><b>Hca Handle</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CGROUP_LIMIT__HCA_HANDLE = 1;

	/**
	 * The feature id for the '<em><b>Hca Object</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CGROUP_LIMIT__HCA_OBJECT = 2;

	/**
	 * The number of structural features of the '<em>Cgroup Limit</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CGROUP_LIMIT_FEATURE_COUNT = 3;

	/**
	 * The number of operations of the '<em>Cgroup Limit</em>' class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	int CGROUP_LIMIT_OPERATION_COUNT = 0;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.RdmaProtocol <em>Rdma Protocol</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.RdmaProtocol
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRdmaProtocol()
	 * @generated
	 */
	int RDMA_PROTOCOL = 17;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.CongestionControl <em>Congestion Control</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.CongestionControl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getCongestionControl()
	 * @generated
	 */
	int CONGESTION_CONTROL = 18;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.RoceCongestionControl <em>Roce Congestion Control</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.RoceCongestionControl
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRoceCongestionControl()
	 * @generated
	 */
	int ROCE_CONGESTION_CONTROL = 19;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.TrustMode <em>Trust Mode</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.TrustMode
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getTrustMode()
	 * @generated
	 */
	int TRUST_MODE = 20;

	/**
	 * The meta object id for the '{@link rdma.workbench.model.topology.GidType <em>Gid Type</em>}' enum.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see rdma.workbench.model.topology.GidType
	 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getGidType()
	 * @generated
	 */
	int GID_TYPE = 21;


	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.NamedElement <em>Named Element</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Named Element</em>'.
	 * @see rdma.workbench.model.topology.NamedElement
	 * @generated
	 */
	EClass getNamedElement();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.NamedElement#getName <em>Name</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Name</em>'.
	 * @see rdma.workbench.model.topology.NamedElement#getName()
	 * @see #getNamedElement()
	 * @generated
	 */
	EAttribute getNamedElement_Name();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.NamedElement#getDescription <em>Description</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Description</em>'.
	 * @see rdma.workbench.model.topology.NamedElement#getDescription()
	 * @see #getNamedElement()
	 * @generated
	 */
	EAttribute getNamedElement_Description();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Topology <em>Topology</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Topology</em>'.
	 * @see rdma.workbench.model.topology.Topology
	 * @generated
	 */
	EClass getTopology();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Topology#getHosts <em>Hosts</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Hosts</em>'.
	 * @see rdma.workbench.model.topology.Topology#getHosts()
	 * @see #getTopology()
	 * @generated
	 */
	EReference getTopology_Hosts();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Topology#getSwitches <em>Switches</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Switches</em>'.
	 * @see rdma.workbench.model.topology.Topology#getSwitches()
	 * @see #getTopology()
	 * @generated
	 */
	EReference getTopology_Switches();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Topology#getLinks <em>Links</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Links</em>'.
	 * @see rdma.workbench.model.topology.Topology#getLinks()
	 * @see #getTopology()
	 * @generated
	 */
	EReference getTopology_Links();

	/**
	 * Returns the meta object for the containment reference '{@link rdma.workbench.model.topology.Topology#getLayout <em>Layout</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Layout</em>'.
	 * @see rdma.workbench.model.topology.Topology#getLayout()
	 * @see #getTopology()
	 * @generated
	 */
	EReference getTopology_Layout();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Host <em>Host</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Host</em>'.
	 * @see rdma.workbench.model.topology.Host
	 * @generated
	 */
	EClass getHost();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Host#getMemorySize <em>Memory Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Memory Size</em>'.
	 * @see rdma.workbench.model.topology.Host#getMemorySize()
	 * @see #getHost()
	 * @generated
	 */
	EAttribute getHost_MemorySize();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Host#getRnics <em>Rnics</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Rnics</em>'.
	 * @see rdma.workbench.model.topology.Host#getRnics()
	 * @see #getHost()
	 * @generated
	 */
	EReference getHost_Rnics();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Host#getNamespaces <em>Namespaces</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Namespaces</em>'.
	 * @see rdma.workbench.model.topology.Host#getNamespaces()
	 * @see #getHost()
	 * @generated
	 */
	EReference getHost_Namespaces();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Host#getCgroups <em>Cgroups</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Cgroups</em>'.
	 * @see rdma.workbench.model.topology.Host#getCgroups()
	 * @see #getHost()
	 * @generated
	 */
	EReference getHost_Cgroups();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Rnic <em>Rnic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Rnic</em>'.
	 * @see rdma.workbench.model.topology.Rnic
	 * @generated
	 */
	EClass getRnic();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Rnic#getPorts <em>Ports</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Ports</em>'.
	 * @see rdma.workbench.model.topology.Rnic#getPorts()
	 * @see #getRnic()
	 * @generated
	 */
	EReference getRnic_Ports();

	/**
	 * Returns the meta object for the containment reference '{@link rdma.workbench.model.topology.Rnic#getCapabilities <em>Capabilities</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference '<em>Capabilities</em>'.
	 * @see rdma.workbench.model.topology.Rnic#getCapabilities()
	 * @see #getRnic()
	 * @generated
	 */
	EReference getRnic_Capabilities();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.ErdmaDevice <em>Erdma Device</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Erdma Device</em>'.
	 * @see rdma.workbench.model.topology.ErdmaDevice
	 * @generated
	 */
	EClass getErdmaDevice();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.ErdmaDevice#getProtocol <em>Protocol</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Protocol</em>'.
	 * @see rdma.workbench.model.topology.ErdmaDevice#getProtocol()
	 * @see #getErdmaDevice()
	 * @generated
	 */
	EAttribute getErdmaDevice_Protocol();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.ErdmaDevice#getCongestionControl <em>Congestion Control</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Congestion Control</em>'.
	 * @see rdma.workbench.model.topology.ErdmaDevice#getCongestionControl()
	 * @see #getErdmaDevice()
	 * @generated
	 */
	EAttribute getErdmaDevice_CongestionControl();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.ErdmaDevice#getRetransmissionCount <em>Retransmission Count</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Retransmission Count</em>'.
	 * @see rdma.workbench.model.topology.ErdmaDevice#getRetransmissionCount()
	 * @see #getErdmaDevice()
	 * @generated
	 */
	EAttribute getErdmaDevice_RetransmissionCount();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.RoceNic <em>Roce Nic</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Roce Nic</em>'.
	 * @see rdma.workbench.model.topology.RoceNic
	 * @generated
	 */
	EClass getRoceNic();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getModel <em>Model</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Model</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getModel()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_Model();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getCongestionControl <em>Congestion Control</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Congestion Control</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getCongestionControl()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_CongestionControl();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getCnpInterval <em>Cnp Interval</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Cnp Interval</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getCnpInterval()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_CnpInterval();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnGain <em>Dcqcn Gain</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Gain</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnGain()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnGain();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnAlphaTimer <em>Dcqcn Alpha Timer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Alpha Timer</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnAlphaTimer()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnAlphaTimer();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnRateIncreaseTimer <em>Dcqcn Rate Increase Timer</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Rate Increase Timer</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnRateIncreaseTimer()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnRateIncreaseTimer();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnByteCounter <em>Dcqcn Byte Counter</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Byte Counter</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnByteCounter()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnByteCounter();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnFastRecoverySteps <em>Dcqcn Fast Recovery Steps</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Fast Recovery Steps</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnFastRecoverySteps()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnFastRecoverySteps();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnAdditiveIncrease <em>Dcqcn Additive Increase</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Additive Increase</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnAdditiveIncrease()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnAdditiveIncrease();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnHyperIncrease <em>Dcqcn Hyper Increase</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Hyper Increase</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnHyperIncrease()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnHyperIncrease();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getDcqcnMinimumRate <em>Dcqcn Minimum Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Dcqcn Minimum Rate</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getDcqcnMinimumRate()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_DcqcnMinimumRate();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getHpccTargetUtilization <em>Hpcc Target Utilization</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hpcc Target Utilization</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getHpccTargetUtilization()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_HpccTargetUtilization();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getHpccMaxStage <em>Hpcc Max Stage</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hpcc Max Stage</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getHpccMaxStage()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_HpccMaxStage();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.RoceNic#getHpccExpectedFlows <em>Hpcc Expected Flows</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hpcc Expected Flows</em>'.
	 * @see rdma.workbench.model.topology.RoceNic#getHpccExpectedFlows()
	 * @see #getRoceNic()
	 * @generated
	 */
	EAttribute getRoceNic_HpccExpectedFlows();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.DeviceCapabilities <em>Device Capabilities</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Device Capabilities</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities
	 * @generated
	 */
	EClass getDeviceCapabilities();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQp <em>Max Qp</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Qp</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxQp()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxQp();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSendWr <em>Max Send Wr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Send Wr</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxSendWr()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxSendWr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvWr <em>Max Recv Wr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Recv Wr</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvWr()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxRecvWr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSendSge <em>Max Send Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Send Sge</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxSendSge()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxSendSge();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvSge <em>Max Recv Sge</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Recv Sge</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvSge()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxRecvSge();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSgeRd <em>Max Sge Rd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Sge Rd</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxSgeRd()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxSgeRd();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxInlineData <em>Max Inline Data</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Inline Data</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxInlineData()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxInlineData();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxCq <em>Max Cq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Cq</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxCq()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxCq();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxCqe <em>Max Cqe</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Cqe</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxCqe()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxCqe();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxMr <em>Max Mr</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Mr</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxMr()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxMr();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxMrSize <em>Max Mr Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Mr Size</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxMrSize()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxMrSize();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxPd <em>Max Pd</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Pd</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxPd()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxPd();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSrq <em>Max Srq</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Srq</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxSrq()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxSrq();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxAh <em>Max Ah</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Ah</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxAh()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxAh();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxGid <em>Max Gid</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Gid</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxGid()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxGid();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQpRdAtom <em>Max Qp Rd Atom</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Qp Rd Atom</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxQpRdAtom()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxQpRdAtom();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQpInitRdAtom <em>Max Qp Init Rd Atom</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Max Qp Init Rd Atom</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#getMaxQpInitRdAtom()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_MaxQpInitRdAtom();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.DeviceCapabilities#isUcSupported <em>Uc Supported</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Uc Supported</em>'.
	 * @see rdma.workbench.model.topology.DeviceCapabilities#isUcSupported()
	 * @see #getDeviceCapabilities()
	 * @generated
	 */
	EAttribute getDeviceCapabilities_UcSupported();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Endpoint <em>Endpoint</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Endpoint</em>'.
	 * @see rdma.workbench.model.topology.Endpoint
	 * @generated
	 */
	EClass getEndpoint();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Endpoint#getMac <em>Mac</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mac</em>'.
	 * @see rdma.workbench.model.topology.Endpoint#getMac()
	 * @see #getEndpoint()
	 * @generated
	 */
	EAttribute getEndpoint_Mac();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Port <em>Port</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Port</em>'.
	 * @see rdma.workbench.model.topology.Port
	 * @generated
	 */
	EClass getPort();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Port#getPortNumber <em>Port Number</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Port Number</em>'.
	 * @see rdma.workbench.model.topology.Port#getPortNumber()
	 * @see #getPort()
	 * @generated
	 */
	EAttribute getPort_PortNumber();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Port#getMtu <em>Mtu</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Mtu</em>'.
	 * @see rdma.workbench.model.topology.Port#getMtu()
	 * @see #getPort()
	 * @generated
	 */
	EAttribute getPort_Mtu();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Port#getNetdev <em>Netdev</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Netdev</em>'.
	 * @see rdma.workbench.model.topology.Port#getNetdev()
	 * @see #getPort()
	 * @generated
	 */
	EAttribute getPort_Netdev();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.topology.Port#getNamespace <em>Namespace</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Namespace</em>'.
	 * @see rdma.workbench.model.topology.Port#getNamespace()
	 * @see #getPort()
	 * @generated
	 */
	EReference getPort_Namespace();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Port#getGids <em>Gids</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Gids</em>'.
	 * @see rdma.workbench.model.topology.Port#getGids()
	 * @see #getPort()
	 * @generated
	 */
	EReference getPort_Gids();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.GidEntry <em>Gid Entry</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Gid Entry</em>'.
	 * @see rdma.workbench.model.topology.GidEntry
	 * @generated
	 */
	EClass getGidEntry();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.GidEntry#getIndex <em>Index</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Index</em>'.
	 * @see rdma.workbench.model.topology.GidEntry#getIndex()
	 * @see #getGidEntry()
	 * @generated
	 */
	EAttribute getGidEntry_Index();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.GidEntry#getAddress <em>Address</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Address</em>'.
	 * @see rdma.workbench.model.topology.GidEntry#getAddress()
	 * @see #getGidEntry()
	 * @generated
	 */
	EAttribute getGidEntry_Address();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.GidEntry#getType <em>Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Type</em>'.
	 * @see rdma.workbench.model.topology.GidEntry#getType()
	 * @see #getGidEntry()
	 * @generated
	 */
	EAttribute getGidEntry_Type();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.GidEntry#getNetdev <em>Netdev</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Netdev</em>'.
	 * @see rdma.workbench.model.topology.GidEntry#getNetdev()
	 * @see #getGidEntry()
	 * @generated
	 */
	EAttribute getGidEntry_Netdev();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.topology.GidEntry#getNamespace <em>Namespace</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Namespace</em>'.
	 * @see rdma.workbench.model.topology.GidEntry#getNamespace()
	 * @see #getGidEntry()
	 * @generated
	 */
	EReference getGidEntry_Namespace();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Switch <em>Switch</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Switch</em>'.
	 * @see rdma.workbench.model.topology.Switch
	 * @generated
	 */
	EClass getSwitch();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Switch#getPorts <em>Ports</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Ports</em>'.
	 * @see rdma.workbench.model.topology.Switch#getPorts()
	 * @see #getSwitch()
	 * @generated
	 */
	EReference getSwitch_Ports();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Switch#getEcnThreshold <em>Ecn Threshold</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ecn Threshold</em>'.
	 * @see rdma.workbench.model.topology.Switch#getEcnThreshold()
	 * @see #getSwitch()
	 * @generated
	 */
	EAttribute getSwitch_EcnThreshold();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Switch#getEcnKmax <em>Ecn Kmax</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ecn Kmax</em>'.
	 * @see rdma.workbench.model.topology.Switch#getEcnKmax()
	 * @see #getSwitch()
	 * @generated
	 */
	EAttribute getSwitch_EcnKmax();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Switch#getEcnPmax <em>Ecn Pmax</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Ecn Pmax</em>'.
	 * @see rdma.workbench.model.topology.Switch#getEcnPmax()
	 * @see #getSwitch()
	 * @generated
	 */
	EAttribute getSwitch_EcnPmax();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.Switch#getEcnProfiles <em>Ecn Profiles</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Ecn Profiles</em>'.
	 * @see rdma.workbench.model.topology.Switch#getEcnProfiles()
	 * @see #getSwitch()
	 * @generated
	 */
	EReference getSwitch_EcnProfiles();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Switch#isPfcEnabled <em>Pfc Enabled</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pfc Enabled</em>'.
	 * @see rdma.workbench.model.topology.Switch#isPfcEnabled()
	 * @see #getSwitch()
	 * @generated
	 */
	EAttribute getSwitch_PfcEnabled();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Switch#getTrustMode <em>Trust Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Trust Mode</em>'.
	 * @see rdma.workbench.model.topology.Switch#getTrustMode()
	 * @see #getSwitch()
	 * @generated
	 */
	EAttribute getSwitch_TrustMode();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Switch#getBufferSize <em>Buffer Size</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Buffer Size</em>'.
	 * @see rdma.workbench.model.topology.Switch#getBufferSize()
	 * @see #getSwitch()
	 * @generated
	 */
	EAttribute getSwitch_BufferSize();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.EcnProfile <em>Ecn Profile</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Ecn Profile</em>'.
	 * @see rdma.workbench.model.topology.EcnProfile
	 * @generated
	 */
	EClass getEcnProfile();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.EcnProfile#getPriority <em>Priority</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Priority</em>'.
	 * @see rdma.workbench.model.topology.EcnProfile#getPriority()
	 * @see #getEcnProfile()
	 * @generated
	 */
	EAttribute getEcnProfile_Priority();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.EcnProfile#getKmin <em>Kmin</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kmin</em>'.
	 * @see rdma.workbench.model.topology.EcnProfile#getKmin()
	 * @see #getEcnProfile()
	 * @generated
	 */
	EAttribute getEcnProfile_Kmin();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.EcnProfile#getKmax <em>Kmax</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Kmax</em>'.
	 * @see rdma.workbench.model.topology.EcnProfile#getKmax()
	 * @see #getEcnProfile()
	 * @generated
	 */
	EAttribute getEcnProfile_Kmax();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.EcnProfile#getPmax <em>Pmax</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Pmax</em>'.
	 * @see rdma.workbench.model.topology.EcnProfile#getPmax()
	 * @see #getEcnProfile()
	 * @generated
	 */
	EAttribute getEcnProfile_Pmax();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.SwitchPort <em>Switch Port</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Switch Port</em>'.
	 * @see rdma.workbench.model.topology.SwitchPort
	 * @generated
	 */
	EClass getSwitchPort();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.Link <em>Link</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Link</em>'.
	 * @see rdma.workbench.model.topology.Link
	 * @generated
	 */
	EClass getLink();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.topology.Link#getSource <em>Source</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Source</em>'.
	 * @see rdma.workbench.model.topology.Link#getSource()
	 * @see #getLink()
	 * @generated
	 */
	EReference getLink_Source();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.topology.Link#getTarget <em>Target</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Target</em>'.
	 * @see rdma.workbench.model.topology.Link#getTarget()
	 * @see #getLink()
	 * @generated
	 */
	EReference getLink_Target();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Link#getBandwidth <em>Bandwidth</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Bandwidth</em>'.
	 * @see rdma.workbench.model.topology.Link#getBandwidth()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_Bandwidth();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Link#getDelay <em>Delay</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Delay</em>'.
	 * @see rdma.workbench.model.topology.Link#getDelay()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_Delay();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Link#getLossRate <em>Loss Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Loss Rate</em>'.
	 * @see rdma.workbench.model.topology.Link#getLossRate()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_LossRate();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Link#getCorruptionRate <em>Corruption Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Corruption Rate</em>'.
	 * @see rdma.workbench.model.topology.Link#getCorruptionRate()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_CorruptionRate();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Link#getReorderRate <em>Reorder Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Reorder Rate</em>'.
	 * @see rdma.workbench.model.topology.Link#getReorderRate()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_ReorderRate();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.Link#getDuplicateRate <em>Duplicate Rate</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Duplicate Rate</em>'.
	 * @see rdma.workbench.model.topology.Link#getDuplicateRate()
	 * @see #getLink()
	 * @generated
	 */
	EAttribute getLink_DuplicateRate();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.NetworkNamespace <em>Network Namespace</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Network Namespace</em>'.
	 * @see rdma.workbench.model.topology.NetworkNamespace
	 * @generated
	 */
	EClass getNetworkNamespace();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.RdmaCgroup <em>Rdma Cgroup</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Rdma Cgroup</em>'.
	 * @see rdma.workbench.model.topology.RdmaCgroup
	 * @generated
	 */
	EClass getRdmaCgroup();

	/**
	 * Returns the meta object for the containment reference list '{@link rdma.workbench.model.topology.RdmaCgroup#getLimits <em>Limits</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the containment reference list '<em>Limits</em>'.
	 * @see rdma.workbench.model.topology.RdmaCgroup#getLimits()
	 * @see #getRdmaCgroup()
	 * @generated
	 */
	EReference getRdmaCgroup_Limits();

	/**
	 * Returns the meta object for class '{@link rdma.workbench.model.topology.CgroupLimit <em>Cgroup Limit</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for class '<em>Cgroup Limit</em>'.
	 * @see rdma.workbench.model.topology.CgroupLimit
	 * @generated
	 */
	EClass getCgroupLimit();

	/**
	 * Returns the meta object for the reference '{@link rdma.workbench.model.topology.CgroupLimit#getDevice <em>Device</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the reference '<em>Device</em>'.
	 * @see rdma.workbench.model.topology.CgroupLimit#getDevice()
	 * @see #getCgroupLimit()
	 * @generated
	 */
	EReference getCgroupLimit_Device();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.CgroupLimit#getHcaHandle <em>Hca Handle</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hca Handle</em>'.
	 * @see rdma.workbench.model.topology.CgroupLimit#getHcaHandle()
	 * @see #getCgroupLimit()
	 * @generated
	 */
	EAttribute getCgroupLimit_HcaHandle();

	/**
	 * Returns the meta object for the attribute '{@link rdma.workbench.model.topology.CgroupLimit#getHcaObject <em>Hca Object</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for the attribute '<em>Hca Object</em>'.
	 * @see rdma.workbench.model.topology.CgroupLimit#getHcaObject()
	 * @see #getCgroupLimit()
	 * @generated
	 */
	EAttribute getCgroupLimit_HcaObject();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.topology.RdmaProtocol <em>Rdma Protocol</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Rdma Protocol</em>'.
	 * @see rdma.workbench.model.topology.RdmaProtocol
	 * @generated
	 */
	EEnum getRdmaProtocol();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.topology.CongestionControl <em>Congestion Control</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Congestion Control</em>'.
	 * @see rdma.workbench.model.topology.CongestionControl
	 * @generated
	 */
	EEnum getCongestionControl();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.topology.RoceCongestionControl <em>Roce Congestion Control</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Roce Congestion Control</em>'.
	 * @see rdma.workbench.model.topology.RoceCongestionControl
	 * @generated
	 */
	EEnum getRoceCongestionControl();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.topology.TrustMode <em>Trust Mode</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Trust Mode</em>'.
	 * @see rdma.workbench.model.topology.TrustMode
	 * @generated
	 */
	EEnum getTrustMode();

	/**
	 * Returns the meta object for enum '{@link rdma.workbench.model.topology.GidType <em>Gid Type</em>}'.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the meta object for enum '<em>Gid Type</em>'.
	 * @see rdma.workbench.model.topology.GidType
	 * @generated
	 */
	EEnum getGidType();

	/**
	 * Returns the factory that creates the instances of the model.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the factory that creates the instances of the model.
	 * @generated
	 */
	TopologyFactory getTopologyFactory();

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
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.NamedElementImpl <em>Named Element</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.NamedElementImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getNamedElement()
		 * @generated
		 */
		EClass NAMED_ELEMENT = eINSTANCE.getNamedElement();

		/**
		 * The meta object literal for the '<em><b>Name</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED_ELEMENT__NAME = eINSTANCE.getNamedElement_Name();

		/**
		 * The meta object literal for the '<em><b>Description</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute NAMED_ELEMENT__DESCRIPTION = eINSTANCE.getNamedElement_Description();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.TopologyImpl <em>Topology</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.TopologyImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getTopology()
		 * @generated
		 */
		EClass TOPOLOGY = eINSTANCE.getTopology();

		/**
		 * The meta object literal for the '<em><b>Hosts</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TOPOLOGY__HOSTS = eINSTANCE.getTopology_Hosts();

		/**
		 * The meta object literal for the '<em><b>Switches</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TOPOLOGY__SWITCHES = eINSTANCE.getTopology_Switches();

		/**
		 * The meta object literal for the '<em><b>Links</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TOPOLOGY__LINKS = eINSTANCE.getTopology_Links();

		/**
		 * The meta object literal for the '<em><b>Layout</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference TOPOLOGY__LAYOUT = eINSTANCE.getTopology_Layout();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.HostImpl <em>Host</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.HostImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getHost()
		 * @generated
		 */
		EClass HOST = eINSTANCE.getHost();

		/**
		 * The meta object literal for the '<em><b>Memory Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute HOST__MEMORY_SIZE = eINSTANCE.getHost_MemorySize();

		/**
		 * The meta object literal for the '<em><b>Rnics</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HOST__RNICS = eINSTANCE.getHost_Rnics();

		/**
		 * The meta object literal for the '<em><b>Namespaces</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HOST__NAMESPACES = eINSTANCE.getHost_Namespaces();

		/**
		 * The meta object literal for the '<em><b>Cgroups</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference HOST__CGROUPS = eINSTANCE.getHost_Cgroups();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.RnicImpl <em>Rnic</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.RnicImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRnic()
		 * @generated
		 */
		EClass RNIC = eINSTANCE.getRnic();

		/**
		 * The meta object literal for the '<em><b>Ports</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RNIC__PORTS = eINSTANCE.getRnic_Ports();

		/**
		 * The meta object literal for the '<em><b>Capabilities</b></em>' containment reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RNIC__CAPABILITIES = eINSTANCE.getRnic_Capabilities();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.ErdmaDeviceImpl <em>Erdma Device</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.ErdmaDeviceImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getErdmaDevice()
		 * @generated
		 */
		EClass ERDMA_DEVICE = eINSTANCE.getErdmaDevice();

		/**
		 * The meta object literal for the '<em><b>Protocol</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ERDMA_DEVICE__PROTOCOL = eINSTANCE.getErdmaDevice_Protocol();

		/**
		 * The meta object literal for the '<em><b>Congestion Control</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ERDMA_DEVICE__CONGESTION_CONTROL = eINSTANCE.getErdmaDevice_CongestionControl();

		/**
		 * The meta object literal for the '<em><b>Retransmission Count</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ERDMA_DEVICE__RETRANSMISSION_COUNT = eINSTANCE.getErdmaDevice_RetransmissionCount();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.RoceNicImpl <em>Roce Nic</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.RoceNicImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRoceNic()
		 * @generated
		 */
		EClass ROCE_NIC = eINSTANCE.getRoceNic();

		/**
		 * The meta object literal for the '<em><b>Model</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__MODEL = eINSTANCE.getRoceNic_Model();

		/**
		 * The meta object literal for the '<em><b>Congestion Control</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__CONGESTION_CONTROL = eINSTANCE.getRoceNic_CongestionControl();

		/**
		 * The meta object literal for the '<em><b>Cnp Interval</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__CNP_INTERVAL = eINSTANCE.getRoceNic_CnpInterval();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Gain</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_GAIN = eINSTANCE.getRoceNic_DcqcnGain();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Alpha Timer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_ALPHA_TIMER = eINSTANCE.getRoceNic_DcqcnAlphaTimer();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Rate Increase Timer</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_RATE_INCREASE_TIMER = eINSTANCE.getRoceNic_DcqcnRateIncreaseTimer();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Byte Counter</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_BYTE_COUNTER = eINSTANCE.getRoceNic_DcqcnByteCounter();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Fast Recovery Steps</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS = eINSTANCE.getRoceNic_DcqcnFastRecoverySteps();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Additive Increase</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_ADDITIVE_INCREASE = eINSTANCE.getRoceNic_DcqcnAdditiveIncrease();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Hyper Increase</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_HYPER_INCREASE = eINSTANCE.getRoceNic_DcqcnHyperIncrease();

		/**
		 * The meta object literal for the '<em><b>Dcqcn Minimum Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__DCQCN_MINIMUM_RATE = eINSTANCE.getRoceNic_DcqcnMinimumRate();

		/**
		 * The meta object literal for the '<em><b>Hpcc Target Utilization</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__HPCC_TARGET_UTILIZATION = eINSTANCE.getRoceNic_HpccTargetUtilization();

		/**
		 * The meta object literal for the '<em><b>Hpcc Max Stage</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__HPCC_MAX_STAGE = eINSTANCE.getRoceNic_HpccMaxStage();

		/**
		 * The meta object literal for the '<em><b>Hpcc Expected Flows</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ROCE_NIC__HPCC_EXPECTED_FLOWS = eINSTANCE.getRoceNic_HpccExpectedFlows();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl <em>Device Capabilities</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.DeviceCapabilitiesImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getDeviceCapabilities()
		 * @generated
		 */
		EClass DEVICE_CAPABILITIES = eINSTANCE.getDeviceCapabilities();

		/**
		 * The meta object literal for the '<em><b>Max Qp</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_QP = eINSTANCE.getDeviceCapabilities_MaxQp();

		/**
		 * The meta object literal for the '<em><b>Max Send Wr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_SEND_WR = eINSTANCE.getDeviceCapabilities_MaxSendWr();

		/**
		 * The meta object literal for the '<em><b>Max Recv Wr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_RECV_WR = eINSTANCE.getDeviceCapabilities_MaxRecvWr();

		/**
		 * The meta object literal for the '<em><b>Max Send Sge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_SEND_SGE = eINSTANCE.getDeviceCapabilities_MaxSendSge();

		/**
		 * The meta object literal for the '<em><b>Max Recv Sge</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_RECV_SGE = eINSTANCE.getDeviceCapabilities_MaxRecvSge();

		/**
		 * The meta object literal for the '<em><b>Max Sge Rd</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_SGE_RD = eINSTANCE.getDeviceCapabilities_MaxSgeRd();

		/**
		 * The meta object literal for the '<em><b>Max Inline Data</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_INLINE_DATA = eINSTANCE.getDeviceCapabilities_MaxInlineData();

		/**
		 * The meta object literal for the '<em><b>Max Cq</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_CQ = eINSTANCE.getDeviceCapabilities_MaxCq();

		/**
		 * The meta object literal for the '<em><b>Max Cqe</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_CQE = eINSTANCE.getDeviceCapabilities_MaxCqe();

		/**
		 * The meta object literal for the '<em><b>Max Mr</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_MR = eINSTANCE.getDeviceCapabilities_MaxMr();

		/**
		 * The meta object literal for the '<em><b>Max Mr Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_MR_SIZE = eINSTANCE.getDeviceCapabilities_MaxMrSize();

		/**
		 * The meta object literal for the '<em><b>Max Pd</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_PD = eINSTANCE.getDeviceCapabilities_MaxPd();

		/**
		 * The meta object literal for the '<em><b>Max Srq</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_SRQ = eINSTANCE.getDeviceCapabilities_MaxSrq();

		/**
		 * The meta object literal for the '<em><b>Max Ah</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_AH = eINSTANCE.getDeviceCapabilities_MaxAh();

		/**
		 * The meta object literal for the '<em><b>Max Gid</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_GID = eINSTANCE.getDeviceCapabilities_MaxGid();

		/**
		 * The meta object literal for the '<em><b>Max Qp Rd Atom</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_QP_RD_ATOM = eINSTANCE.getDeviceCapabilities_MaxQpRdAtom();

		/**
		 * The meta object literal for the '<em><b>Max Qp Init Rd Atom</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM = eINSTANCE.getDeviceCapabilities_MaxQpInitRdAtom();

		/**
		 * The meta object literal for the '<em><b>Uc Supported</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute DEVICE_CAPABILITIES__UC_SUPPORTED = eINSTANCE.getDeviceCapabilities_UcSupported();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.EndpointImpl <em>Endpoint</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.EndpointImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getEndpoint()
		 * @generated
		 */
		EClass ENDPOINT = eINSTANCE.getEndpoint();

		/**
		 * The meta object literal for the '<em><b>Mac</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ENDPOINT__MAC = eINSTANCE.getEndpoint_Mac();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.PortImpl <em>Port</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.PortImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getPort()
		 * @generated
		 */
		EClass PORT = eINSTANCE.getPort();

		/**
		 * The meta object literal for the '<em><b>Port Number</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PORT__PORT_NUMBER = eINSTANCE.getPort_PortNumber();

		/**
		 * The meta object literal for the '<em><b>Mtu</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PORT__MTU = eINSTANCE.getPort_Mtu();

		/**
		 * The meta object literal for the '<em><b>Netdev</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute PORT__NETDEV = eINSTANCE.getPort_Netdev();

		/**
		 * The meta object literal for the '<em><b>Namespace</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PORT__NAMESPACE = eINSTANCE.getPort_Namespace();

		/**
		 * The meta object literal for the '<em><b>Gids</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference PORT__GIDS = eINSTANCE.getPort_Gids();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.GidEntryImpl <em>Gid Entry</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.GidEntryImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getGidEntry()
		 * @generated
		 */
		EClass GID_ENTRY = eINSTANCE.getGidEntry();

		/**
		 * The meta object literal for the '<em><b>Index</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GID_ENTRY__INDEX = eINSTANCE.getGidEntry_Index();

		/**
		 * The meta object literal for the '<em><b>Address</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GID_ENTRY__ADDRESS = eINSTANCE.getGidEntry_Address();

		/**
		 * The meta object literal for the '<em><b>Type</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GID_ENTRY__TYPE = eINSTANCE.getGidEntry_Type();

		/**
		 * The meta object literal for the '<em><b>Netdev</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute GID_ENTRY__NETDEV = eINSTANCE.getGidEntry_Netdev();

		/**
		 * The meta object literal for the '<em><b>Namespace</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference GID_ENTRY__NAMESPACE = eINSTANCE.getGidEntry_Namespace();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.SwitchImpl <em>Switch</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.SwitchImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getSwitch()
		 * @generated
		 */
		EClass SWITCH = eINSTANCE.getSwitch();

		/**
		 * The meta object literal for the '<em><b>Ports</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SWITCH__PORTS = eINSTANCE.getSwitch_Ports();

		/**
		 * The meta object literal for the '<em><b>Ecn Threshold</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCH__ECN_THRESHOLD = eINSTANCE.getSwitch_EcnThreshold();

		/**
		 * The meta object literal for the '<em><b>Ecn Kmax</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCH__ECN_KMAX = eINSTANCE.getSwitch_EcnKmax();

		/**
		 * The meta object literal for the '<em><b>Ecn Pmax</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCH__ECN_PMAX = eINSTANCE.getSwitch_EcnPmax();

		/**
		 * The meta object literal for the '<em><b>Ecn Profiles</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference SWITCH__ECN_PROFILES = eINSTANCE.getSwitch_EcnProfiles();

		/**
		 * The meta object literal for the '<em><b>Pfc Enabled</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCH__PFC_ENABLED = eINSTANCE.getSwitch_PfcEnabled();

		/**
		 * The meta object literal for the '<em><b>Trust Mode</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCH__TRUST_MODE = eINSTANCE.getSwitch_TrustMode();

		/**
		 * The meta object literal for the '<em><b>Buffer Size</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute SWITCH__BUFFER_SIZE = eINSTANCE.getSwitch_BufferSize();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.EcnProfileImpl <em>Ecn Profile</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.EcnProfileImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getEcnProfile()
		 * @generated
		 */
		EClass ECN_PROFILE = eINSTANCE.getEcnProfile();

		/**
		 * The meta object literal for the '<em><b>Priority</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ECN_PROFILE__PRIORITY = eINSTANCE.getEcnProfile_Priority();

		/**
		 * The meta object literal for the '<em><b>Kmin</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ECN_PROFILE__KMIN = eINSTANCE.getEcnProfile_Kmin();

		/**
		 * The meta object literal for the '<em><b>Kmax</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ECN_PROFILE__KMAX = eINSTANCE.getEcnProfile_Kmax();

		/**
		 * The meta object literal for the '<em><b>Pmax</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute ECN_PROFILE__PMAX = eINSTANCE.getEcnProfile_Pmax();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.SwitchPortImpl <em>Switch Port</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.SwitchPortImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getSwitchPort()
		 * @generated
		 */
		EClass SWITCH_PORT = eINSTANCE.getSwitchPort();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.LinkImpl <em>Link</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.LinkImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getLink()
		 * @generated
		 */
		EClass LINK = eINSTANCE.getLink();

		/**
		 * The meta object literal for the '<em><b>Source</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LINK__SOURCE = eINSTANCE.getLink_Source();

		/**
		 * The meta object literal for the '<em><b>Target</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference LINK__TARGET = eINSTANCE.getLink_Target();

		/**
		 * The meta object literal for the '<em><b>Bandwidth</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__BANDWIDTH = eINSTANCE.getLink_Bandwidth();

		/**
		 * The meta object literal for the '<em><b>Delay</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__DELAY = eINSTANCE.getLink_Delay();

		/**
		 * The meta object literal for the '<em><b>Loss Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__LOSS_RATE = eINSTANCE.getLink_LossRate();

		/**
		 * The meta object literal for the '<em><b>Corruption Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__CORRUPTION_RATE = eINSTANCE.getLink_CorruptionRate();

		/**
		 * The meta object literal for the '<em><b>Reorder Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__REORDER_RATE = eINSTANCE.getLink_ReorderRate();

		/**
		 * The meta object literal for the '<em><b>Duplicate Rate</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute LINK__DUPLICATE_RATE = eINSTANCE.getLink_DuplicateRate();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.NetworkNamespaceImpl <em>Network Namespace</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.NetworkNamespaceImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getNetworkNamespace()
		 * @generated
		 */
		EClass NETWORK_NAMESPACE = eINSTANCE.getNetworkNamespace();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.RdmaCgroupImpl <em>Rdma Cgroup</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.RdmaCgroupImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRdmaCgroup()
		 * @generated
		 */
		EClass RDMA_CGROUP = eINSTANCE.getRdmaCgroup();

		/**
		 * The meta object literal for the '<em><b>Limits</b></em>' containment reference list feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference RDMA_CGROUP__LIMITS = eINSTANCE.getRdmaCgroup_Limits();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.impl.CgroupLimitImpl <em>Cgroup Limit</em>}' class.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.impl.CgroupLimitImpl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getCgroupLimit()
		 * @generated
		 */
		EClass CGROUP_LIMIT = eINSTANCE.getCgroupLimit();

		/**
		 * The meta object literal for the '<em><b>Device</b></em>' reference feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EReference CGROUP_LIMIT__DEVICE = eINSTANCE.getCgroupLimit_Device();

		/**
		 * The meta object literal for the '<em><b>Hca Handle</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CGROUP_LIMIT__HCA_HANDLE = eINSTANCE.getCgroupLimit_HcaHandle();

		/**
		 * The meta object literal for the '<em><b>Hca Object</b></em>' attribute feature.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @generated
		 */
		EAttribute CGROUP_LIMIT__HCA_OBJECT = eINSTANCE.getCgroupLimit_HcaObject();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.RdmaProtocol <em>Rdma Protocol</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.RdmaProtocol
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRdmaProtocol()
		 * @generated
		 */
		EEnum RDMA_PROTOCOL = eINSTANCE.getRdmaProtocol();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.CongestionControl <em>Congestion Control</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.CongestionControl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getCongestionControl()
		 * @generated
		 */
		EEnum CONGESTION_CONTROL = eINSTANCE.getCongestionControl();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.RoceCongestionControl <em>Roce Congestion Control</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.RoceCongestionControl
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getRoceCongestionControl()
		 * @generated
		 */
		EEnum ROCE_CONGESTION_CONTROL = eINSTANCE.getRoceCongestionControl();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.TrustMode <em>Trust Mode</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.TrustMode
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getTrustMode()
		 * @generated
		 */
		EEnum TRUST_MODE = eINSTANCE.getTrustMode();

		/**
		 * The meta object literal for the '{@link rdma.workbench.model.topology.GidType <em>Gid Type</em>}' enum.
		 * <!-- begin-user-doc -->
		 * <!-- end-user-doc -->
		 * @see rdma.workbench.model.topology.GidType
		 * @see rdma.workbench.model.topology.impl.TopologyPackageImpl#getGidType()
		 * @generated
		 */
		EEnum GID_TYPE = eINSTANCE.getGidType();

	}

} //TopologyPackage
