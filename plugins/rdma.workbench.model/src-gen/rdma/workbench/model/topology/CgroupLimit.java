/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Cgroup Limit</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * One rdma.max line: "<dev> hca_handle=N hca_object=M".
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.CgroupLimit#getDevice <em>Device</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.CgroupLimit#getHcaHandle <em>Hca Handle</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.CgroupLimit#getHcaObject <em>Hca Object</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getCgroupLimit()
 * @model
 * @generated
 */
public interface CgroupLimit extends EObject {
	/**
	 * Returns the value of the '<em><b>Device</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The RDMA device this rdma.max line limits.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Device</em>' reference.
	 * @see #setDevice(Rnic)
	 * @see rdma.workbench.model.topology.TopologyPackage#getCgroupLimit_Device()
	 * @model required="true"
	 * @generated
	 */
	Rnic getDevice();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.CgroupLimit#getDevice <em>Device</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Device</em>' reference.
	 * @see #getDevice()
	 * @generated
	 */
	void setDevice(Rnic value);

	/**
	 * Returns the value of the '<em><b>Hca Handle</b></em>' attribute.
	 * The default value is <code>"-1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Maximum open device contexts; -1 means max.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hca Handle</em>' attribute.
	 * @see #setHcaHandle(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getCgroupLimit_HcaHandle()
	 * @model default="-1"
	 * @generated
	 */
	int getHcaHandle();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.CgroupLimit#getHcaHandle <em>Hca Handle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hca Handle</em>' attribute.
	 * @see #getHcaHandle()
	 * @generated
	 */
	void setHcaHandle(int value);

	/**
	 * Returns the value of the '<em><b>Hca Object</b></em>' attribute.
	 * The default value is <code>"-1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Maximum verbs objects (PD, MR, CQ, QP, SRQ, AH); -1 means max.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Hca Object</em>' attribute.
	 * @see #setHcaObject(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getCgroupLimit_HcaObject()
	 * @model default="-1"
	 * @generated
	 */
	int getHcaObject();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.CgroupLimit#getHcaObject <em>Hca Object</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hca Object</em>' attribute.
	 * @see #getHcaObject()
	 * @generated
	 */
	void setHcaObject(int value);

} // CgroupLimit
