/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Device Capabilities</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The device attributes of ibv_query_device. Defaults are those of an ERDMA device.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQp <em>Max Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSendWr <em>Max Send Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvWr <em>Max Recv Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSendSge <em>Max Send Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvSge <em>Max Recv Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSgeRd <em>Max Sge Rd</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxInlineData <em>Max Inline Data</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxCq <em>Max Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxCqe <em>Max Cqe</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxMr <em>Max Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxMrSize <em>Max Mr Size</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxPd <em>Max Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSrq <em>Max Srq</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxAh <em>Max Ah</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxGid <em>Max Gid</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQpRdAtom <em>Max Qp Rd Atom</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQpInitRdAtom <em>Max Qp Init Rd Atom</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.DeviceCapabilities#isUcSupported <em>Uc Supported</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities()
 * @model
 * @generated
 */
public interface DeviceCapabilities extends EObject {
	/**
	 * Returns the value of the '<em><b>Max Qp</b></em>' attribute.
	 * The default value is <code>"32768"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_qp: queue pairs the device can hold; ibv_create_qp beyond gives ENOMEM.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Qp</em>' attribute.
	 * @see #setMaxQp(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxQp()
	 * @model default="32768"
	 * @generated
	 */
	int getMaxQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQp <em>Max Qp</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Qp</em>' attribute.
	 * @see #getMaxQp()
	 * @generated
	 */
	void setMaxQp(int value);

	/**
	 * Returns the value of the '<em><b>Max Send Wr</b></em>' attribute.
	 * The default value is <code>"8192"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_qp_wr for send queues: the largest max_send_wr ibv_create_qp accepts (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Send Wr</em>' attribute.
	 * @see #setMaxSendWr(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxSendWr()
	 * @model default="8192"
	 * @generated
	 */
	int getMaxSendWr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSendWr <em>Max Send Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Send Wr</em>' attribute.
	 * @see #getMaxSendWr()
	 * @generated
	 */
	void setMaxSendWr(int value);

	/**
	 * Returns the value of the '<em><b>Max Recv Wr</b></em>' attribute.
	 * The default value is <code>"8192"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_qp_wr for receive queues: the largest max_recv_wr ibv_create_qp accepts (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Recv Wr</em>' attribute.
	 * @see #setMaxRecvWr(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxRecvWr()
	 * @model default="8192"
	 * @generated
	 */
	int getMaxRecvWr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvWr <em>Max Recv Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Recv Wr</em>' attribute.
	 * @see #getMaxRecvWr()
	 * @generated
	 */
	void setMaxRecvWr(int value);

	/**
	 * Returns the value of the '<em><b>Max Send Sge</b></em>' attribute.
	 * The default value is <code>"6"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_sge for send queues: the largest max_send_sge ibv_create_qp accepts (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Send Sge</em>' attribute.
	 * @see #setMaxSendSge(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxSendSge()
	 * @model default="6"
	 * @generated
	 */
	int getMaxSendSge();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSendSge <em>Max Send Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Send Sge</em>' attribute.
	 * @see #getMaxSendSge()
	 * @generated
	 */
	void setMaxSendSge(int value);

	/**
	 * Returns the value of the '<em><b>Max Recv Sge</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_sge for receive queues: the largest max_recv_sge ibv_create_qp and ibv_create_srq accept (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Recv Sge</em>' attribute.
	 * @see #setMaxRecvSge(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxRecvSge()
	 * @model default="1"
	 * @generated
	 */
	int getMaxRecvSge();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxRecvSge <em>Max Recv Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Recv Sge</em>' attribute.
	 * @see #getMaxRecvSge()
	 * @generated
	 */
	void setMaxRecvSge(int value);

	/**
	 * Returns the value of the '<em><b>Max Sge Rd</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_sge_rd: SGEs an RDMA READ may scatter into.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Sge Rd</em>' attribute.
	 * @see #setMaxSgeRd(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxSgeRd()
	 * @model default="1"
	 * @generated
	 */
	int getMaxSgeRd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSgeRd <em>Max Sge Rd</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Sge Rd</em>' attribute.
	 * @see #getMaxSgeRd()
	 * @generated
	 */
	void setMaxSgeRd(int value);

	/**
	 * Returns the value of the '<em><b>Max Inline Data</b></em>' attribute.
	 * The default value is <code>"96"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The largest max_inline_data ibv_create_qp accepts (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Inline Data</em>' attribute.
	 * @see #setMaxInlineData(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxInlineData()
	 * @model default="96"
	 * @generated
	 */
	int getMaxInlineData();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxInlineData <em>Max Inline Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Inline Data</em>' attribute.
	 * @see #getMaxInlineData()
	 * @generated
	 */
	void setMaxInlineData(int value);

	/**
	 * Returns the value of the '<em><b>Max Cq</b></em>' attribute.
	 * The default value is <code>"32768"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_cq: completion queues the device can hold; ibv_create_cq beyond gives ENOMEM.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Cq</em>' attribute.
	 * @see #setMaxCq(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxCq()
	 * @model default="32768"
	 * @generated
	 */
	int getMaxCq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxCq <em>Max Cq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Cq</em>' attribute.
	 * @see #getMaxCq()
	 * @generated
	 */
	void setMaxCq(int value);

	/**
	 * Returns the value of the '<em><b>Max Cqe</b></em>' attribute.
	 * The default value is <code>"1048576"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_cqe: the largest cqe ibv_create_cq accepts (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Cqe</em>' attribute.
	 * @see #setMaxCqe(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxCqe()
	 * @model default="1048576"
	 * @generated
	 */
	int getMaxCqe();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxCqe <em>Max Cqe</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Cqe</em>' attribute.
	 * @see #getMaxCqe()
	 * @generated
	 */
	void setMaxCqe(int value);

	/**
	 * Returns the value of the '<em><b>Max Mr</b></em>' attribute.
	 * The default value is <code>"65536"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_mr: memory regions the device can hold; ibv_reg_mr beyond gives ENOMEM.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Mr</em>' attribute.
	 * @see #setMaxMr(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxMr()
	 * @model default="65536"
	 * @generated
	 */
	int getMaxMr();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxMr <em>Max Mr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Mr</em>' attribute.
	 * @see #getMaxMr()
	 * @generated
	 */
	void setMaxMr(int value);

	/**
	 * Returns the value of the '<em><b>Max Mr Size</b></em>' attribute.
	 * The default value is <code>"4294967296"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_mr_size: the largest length ibv_reg_mr accepts, in bytes (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Mr Size</em>' attribute.
	 * @see #setMaxMrSize(long)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxMrSize()
	 * @model default="4294967296"
	 * @generated
	 */
	long getMaxMrSize();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxMrSize <em>Max Mr Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Mr Size</em>' attribute.
	 * @see #getMaxMrSize()
	 * @generated
	 */
	void setMaxMrSize(long value);

	/**
	 * Returns the value of the '<em><b>Max Pd</b></em>' attribute.
	 * The default value is <code>"131072"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_pd: protection domains the device can hold; ibv_alloc_pd beyond gives ENOMEM.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Pd</em>' attribute.
	 * @see #setMaxPd(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxPd()
	 * @model default="131072"
	 * @generated
	 */
	int getMaxPd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxPd <em>Max Pd</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Pd</em>' attribute.
	 * @see #getMaxPd()
	 * @generated
	 */
	void setMaxPd(int value);

	/**
	 * Returns the value of the '<em><b>Max Srq</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_srq: shared receive queues the device can hold; 0 means it has none, and ibv_create_srq gives EOPNOTSUPP (ERDMA always has none).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Srq</em>' attribute.
	 * @see #setMaxSrq(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxSrq()
	 * @model default="0"
	 * @generated
	 */
	int getMaxSrq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxSrq <em>Max Srq</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Srq</em>' attribute.
	 * @see #getMaxSrq()
	 * @generated
	 */
	void setMaxSrq(int value);

	/**
	 * Returns the value of the '<em><b>Max Ah</b></em>' attribute.
	 * The default value is <code>"65536"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_ah: address handles the device can hold; ibv_create_ah beyond gives ENOMEM.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Ah</em>' attribute.
	 * @see #setMaxAh(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxAh()
	 * @model default="65536"
	 * @generated
	 */
	int getMaxAh();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxAh <em>Max Ah</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Ah</em>' attribute.
	 * @see #getMaxAh()
	 * @generated
	 */
	void setMaxAh(int value);

	/**
	 * Returns the value of the '<em><b>Max Gid</b></em>' attribute.
	 * The default value is <code>"16"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * gid_tbl_len: entries each port's GID table can hold; validation reports a fuller table.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Gid</em>' attribute.
	 * @see #setMaxGid(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxGid()
	 * @model default="16"
	 * @generated
	 */
	int getMaxGid();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxGid <em>Max Gid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Gid</em>' attribute.
	 * @see #getMaxGid()
	 * @generated
	 */
	void setMaxGid(int value);

	/**
	 * Returns the value of the '<em><b>Max Qp Rd Atom</b></em>' attribute.
	 * The default value is <code>"128"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_qp_rd_atom (ORD): outstanding RDMA READ and atomic requests per QP as initiator, the bound of a QP's max_rd_atomic.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Qp Rd Atom</em>' attribute.
	 * @see #setMaxQpRdAtom(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxQpRdAtom()
	 * @model default="128"
	 * @generated
	 */
	int getMaxQpRdAtom();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQpRdAtom <em>Max Qp Rd Atom</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Qp Rd Atom</em>' attribute.
	 * @see #getMaxQpRdAtom()
	 * @generated
	 */
	void setMaxQpRdAtom(int value);

	/**
	 * Returns the value of the '<em><b>Max Qp Init Rd Atom</b></em>' attribute.
	 * The default value is <code>"128"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * max_qp_init_rd_atom (IRD): outstanding RDMA READ and atomic requests per QP as responder, the bound of a QP's max_dest_rd_atomic.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Max Qp Init Rd Atom</em>' attribute.
	 * @see #setMaxQpInitRdAtom(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_MaxQpInitRdAtom()
	 * @model default="128"
	 * @generated
	 */
	int getMaxQpInitRdAtom();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#getMaxQpInitRdAtom <em>Max Qp Init Rd Atom</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Max Qp Init Rd Atom</em>' attribute.
	 * @see #getMaxQpInitRdAtom()
	 * @generated
	 */
	void setMaxQpInitRdAtom(int value);

	/**
	 * Returns the value of the '<em><b>Uc Supported</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Whether the device offers unreliable-connected QPs; without them ibv_create_qp of a UC QP gives EOPNOTSUPP. ERDMA has none whatever this says.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Uc Supported</em>' attribute.
	 * @see #setUcSupported(boolean)
	 * @see rdma.workbench.model.topology.TopologyPackage#getDeviceCapabilities_UcSupported()
	 * @model default="false"
	 * @generated
	 */
	boolean isUcSupported();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.DeviceCapabilities#isUcSupported <em>Uc Supported</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Uc Supported</em>' attribute.
	 * @see #isUcSupported()
	 * @generated
	 */
	void setUcSupported(boolean value);

} // DeviceCapabilities
