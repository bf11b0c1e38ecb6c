/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.EObjectImpl;

import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Cgroup Limit</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.CgroupLimitImpl#getDevice <em>Device</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.CgroupLimitImpl#getHcaHandle <em>Hca Handle</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.CgroupLimitImpl#getHcaObject <em>Hca Object</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CgroupLimitImpl extends EObjectImpl implements CgroupLimit {
	/**
	 * The cached value of the '{@link #getDevice() <em>Device</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDevice()
	 * @generated
	 * @ordered
	 */
	protected Rnic device;

	/**
	 * The default value of the '{@link #getHcaHandle() <em>Hca Handle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHcaHandle()
	 * @generated
	 * @ordered
	 */
	protected static final int HCA_HANDLE_EDEFAULT = -1;

	/**
	 * The cached value of the '{@link #getHcaHandle() <em>Hca Handle</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHcaHandle()
	 * @generated
	 * @ordered
	 */
	protected int hcaHandle = HCA_HANDLE_EDEFAULT;

	/**
	 * The default value of the '{@link #getHcaObject() <em>Hca Object</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHcaObject()
	 * @generated
	 * @ordered
	 */
	protected static final int HCA_OBJECT_EDEFAULT = -1;

	/**
	 * The cached value of the '{@link #getHcaObject() <em>Hca Object</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHcaObject()
	 * @generated
	 * @ordered
	 */
	protected int hcaObject = HCA_OBJECT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CgroupLimitImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.CGROUP_LIMIT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Rnic getDevice() {
		if (device != null && device.eIsProxy()) {
			InternalEObject oldDevice = (InternalEObject)device;
			device = (Rnic)eResolveProxy(oldDevice);
			if (device != oldDevice) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, TopologyPackage.CGROUP_LIMIT__DEVICE, oldDevice, device));
			}
		}
		return device;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Rnic basicGetDevice() {
		return device;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDevice(Rnic newDevice) {
		Rnic oldDevice = device;
		device = newDevice;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.CGROUP_LIMIT__DEVICE, oldDevice, device));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHcaHandle() {
		return hcaHandle;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHcaHandle(int newHcaHandle) {
		int oldHcaHandle = hcaHandle;
		hcaHandle = newHcaHandle;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.CGROUP_LIMIT__HCA_HANDLE, oldHcaHandle, hcaHandle));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHcaObject() {
		return hcaObject;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHcaObject(int newHcaObject) {
		int oldHcaObject = hcaObject;
		hcaObject = newHcaObject;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.CGROUP_LIMIT__HCA_OBJECT, oldHcaObject, hcaObject));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.CGROUP_LIMIT__DEVICE:
				if (resolve) return getDevice();
				return basicGetDevice();
			case TopologyPackage.CGROUP_LIMIT__HCA_HANDLE:
				return getHcaHandle();
			case TopologyPackage.CGROUP_LIMIT__HCA_OBJECT:
				return getHcaObject();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case TopologyPackage.CGROUP_LIMIT__DEVICE:
				setDevice((Rnic)newValue);
				return;
			case TopologyPackage.CGROUP_LIMIT__HCA_HANDLE:
				setHcaHandle((Integer)newValue);
				return;
			case TopologyPackage.CGROUP_LIMIT__HCA_OBJECT:
				setHcaObject((Integer)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case TopologyPackage.CGROUP_LIMIT__DEVICE:
				setDevice((Rnic)null);
				return;
			case TopologyPackage.CGROUP_LIMIT__HCA_HANDLE:
				setHcaHandle(HCA_HANDLE_EDEFAULT);
				return;
			case TopologyPackage.CGROUP_LIMIT__HCA_OBJECT:
				setHcaObject(HCA_OBJECT_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case TopologyPackage.CGROUP_LIMIT__DEVICE:
				return device != null;
			case TopologyPackage.CGROUP_LIMIT__HCA_HANDLE:
				return hcaHandle != HCA_HANDLE_EDEFAULT;
			case TopologyPackage.CGROUP_LIMIT__HCA_OBJECT:
				return hcaObject != HCA_OBJECT_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (hcaHandle: ");
		result.append(hcaHandle);
		result.append(", hcaObject: ");
		result.append(hcaObject);
		result.append(')');
		return result.toString();
	}

} //CgroupLimitImpl
