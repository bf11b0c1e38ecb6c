/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.topology.RoceCongestionControl;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Roce Nic</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getModel <em>Model</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.RoceNicImpl#getCnpInterval <em>Cnp Interval</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RoceNicImpl extends RnicImpl implements RoceNic {
	/**
	 * The default value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected static final String MODEL_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getModel() <em>Model</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getModel()
	 * @generated
	 * @ordered
	 */
	protected String model = MODEL_EDEFAULT;

	/**
	 * The default value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected static final RoceCongestionControl CONGESTION_CONTROL_EDEFAULT = RoceCongestionControl.DCQCN;

	/**
	 * The cached value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected RoceCongestionControl congestionControl = CONGESTION_CONTROL_EDEFAULT;

	/**
	 * The default value of the '{@link #getCnpInterval() <em>Cnp Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCnpInterval()
	 * @generated
	 * @ordered
	 */
	protected static final int CNP_INTERVAL_EDEFAULT = 50;

	/**
	 * The cached value of the '{@link #getCnpInterval() <em>Cnp Interval</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCnpInterval()
	 * @generated
	 * @ordered
	 */
	protected int cnpInterval = CNP_INTERVAL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RoceNicImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.ROCE_NIC;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getModel() {
		return model;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setModel(String newModel) {
		String oldModel = model;
		model = newModel;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__MODEL, oldModel, model));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RoceCongestionControl getCongestionControl() {
		return congestionControl;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCongestionControl(RoceCongestionControl newCongestionControl) {
		RoceCongestionControl oldCongestionControl = congestionControl;
		congestionControl = newCongestionControl == null ? CONGESTION_CONTROL_EDEFAULT : newCongestionControl;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__CONGESTION_CONTROL, oldCongestionControl, congestionControl));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getCnpInterval() {
		return cnpInterval;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCnpInterval(int newCnpInterval) {
		int oldCnpInterval = cnpInterval;
		cnpInterval = newCnpInterval;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ROCE_NIC__CNP_INTERVAL, oldCnpInterval, cnpInterval));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.ROCE_NIC__MODEL:
				return getModel();
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				return getCongestionControl();
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				return getCnpInterval();
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
			case TopologyPackage.ROCE_NIC__MODEL:
				setModel((String)newValue);
				return;
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				setCongestionControl((RoceCongestionControl)newValue);
				return;
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				setCnpInterval((Integer)newValue);
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
			case TopologyPackage.ROCE_NIC__MODEL:
				setModel(MODEL_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				setCongestionControl(CONGESTION_CONTROL_EDEFAULT);
				return;
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				setCnpInterval(CNP_INTERVAL_EDEFAULT);
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
			case TopologyPackage.ROCE_NIC__MODEL:
				return MODEL_EDEFAULT == null ? model != null : !MODEL_EDEFAULT.equals(model);
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
				return congestionControl != CONGESTION_CONTROL_EDEFAULT;
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
				return cnpInterval != CNP_INTERVAL_EDEFAULT;
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
		result.append(" (model: ");
		result.append(model);
		result.append(", congestionControl: ");
		result.append(congestionControl);
		result.append(", cnpInterval: ");
		result.append(cnpInterval);
		result.append(')');
		return result.toString();
	}

} //RoceNicImpl
