/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Reg Mr</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_reg_mr: registers a buffer of host memory so that the NIC may read and write it, and returns its lkey (for local SGEs) and rkey (for the peer's RDMA and atomic requests). What the peer may do is fixed by the access flags. Fails with EINVAL when REMOTE_WRITE or REMOTE_ATOMIC is asked without LOCAL_WRITE or the length is beyond max_mr_size, ENOMEM when the device (max_mr) or the host memory is exhausted, EAGAIN over the cgroup limit.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.RegMr#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.RegMr#getLength <em>Length</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.RegMr#getAccess <em>Access</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.RegMr#getInitialData <em>Initial Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.RegMr#getDataFormat <em>Data Format</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getRegMr()
 * @model
 * @generated
 */
public interface RegMr extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The protection domain the region belongs to. Only QPs of the same PD may use the region: through a QP of another PD its lkey gives LOC_PROT_ERR and its rkey REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pd</em>' reference.
	 * @see #setPd(AllocPd)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getRegMr_Pd()
	 * @model required="true"
	 * @generated
	 */
	AllocPd getPd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.RegMr#getPd <em>Pd</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pd</em>' reference.
	 * @see #getPd()
	 * @generated
	 */
	void setPd(AllocPd value);

	/**
	 * Returns the value of the '<em><b>Length</b></em>' attribute.
	 * The default value is <code>"4096"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Size of the region in bytes (ibv_reg_mr's length), from 0 up to the device's max_mr_size (EINVAL beyond); the host must have that much memory left (ENOMEM).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Length</em>' attribute.
	 * @see #setLength(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getRegMr_Length()
	 * @model default="4096"
	 * @generated
	 */
	int getLength();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.RegMr#getLength <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Length</em>' attribute.
	 * @see #getLength()
	 * @generated
	 */
	void setLength(int value);

	/**
	 * Returns the value of the '<em><b>Access</b></em>' attribute list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.AccessFlag}.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.AccessFlag}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * ibv_reg_mr access flags: what the NIC may do with the region on behalf of this host's own work requests and of remote peers. With none, the NIC may only read the region for local sends. REMOTE_WRITE or REMOTE_ATOMIC without LOCAL_WRITE is EINVAL. The flags:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Access</em>' attribute list.
	 * @see rdma.workbench.model.scenario.AccessFlag
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getRegMr_Access()
	 * @model
	 * @generated
	 */
	EList<AccessFlag> getAccess();

	/**
	 * Returns the value of the '<em><b>Initial Data</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes written into the buffer before registration, as text or as hex digits (see Data Format); the rest of the region is zero. Must fit in the region.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Initial Data</em>' attribute.
	 * @see #setInitialData(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getRegMr_InitialData()
	 * @model
	 * @generated
	 */
	String getInitialData();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.RegMr#getInitialData <em>Initial Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Initial Data</em>' attribute.
	 * @see #getInitialData()
	 * @generated
	 */
	void setInitialData(String value);

	/**
	 * Returns the value of the '<em><b>Data Format</b></em>' attribute.
	 * The default value is <code>"TEXT"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.DataFormat}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * How Initial Data is written:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Data Format</em>' attribute.
	 * @see rdma.workbench.model.scenario.DataFormat
	 * @see #setDataFormat(DataFormat)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getRegMr_DataFormat()
	 * @model default="TEXT"
	 * @generated
	 */
	DataFormat getDataFormat();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.RegMr#getDataFormat <em>Data Format</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Data Format</em>' attribute.
	 * @see rdma.workbench.model.scenario.DataFormat
	 * @see #getDataFormat()
	 * @generated
	 */
	void setDataFormat(DataFormat value);

} // RegMr
