/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.EObjectImpl;

import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Ecn Profile</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.EcnProfileImpl#getPriority <em>Priority</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.EcnProfileImpl#getKmin <em>Kmin</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.EcnProfileImpl#getKmax <em>Kmax</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.EcnProfileImpl#getPmax <em>Pmax</em>}</li>
 * </ul>
 *
 * @generated
 */
public class EcnProfileImpl extends EObjectImpl implements EcnProfile {
	/**
	 * The default value of the '{@link #getPriority() <em>Priority</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPriority()
	 * @generated
	 * @ordered
	 */
	protected static final int PRIORITY_EDEFAULT = 3;

	/**
	 * The cached value of the '{@link #getPriority() <em>Priority</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPriority()
	 * @generated
	 * @ordered
	 */
	protected int priority = PRIORITY_EDEFAULT;

	/**
	 * The default value of the '{@link #getKmin() <em>Kmin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKmin()
	 * @generated
	 * @ordered
	 */
	protected static final int KMIN_EDEFAULT = 150000;

	/**
	 * The cached value of the '{@link #getKmin() <em>Kmin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKmin()
	 * @generated
	 * @ordered
	 */
	protected int kmin = KMIN_EDEFAULT;

	/**
	 * The default value of the '{@link #getKmax() <em>Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKmax()
	 * @generated
	 * @ordered
	 */
	protected static final int KMAX_EDEFAULT = 600000;

	/**
	 * The cached value of the '{@link #getKmax() <em>Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getKmax()
	 * @generated
	 * @ordered
	 */
	protected int kmax = KMAX_EDEFAULT;

	/**
	 * The default value of the '{@link #getPmax() <em>Pmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPmax()
	 * @generated
	 * @ordered
	 */
	protected static final double PMAX_EDEFAULT = 0.01;

	/**
	 * The cached value of the '{@link #getPmax() <em>Pmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPmax()
	 * @generated
	 * @ordered
	 */
	protected double pmax = PMAX_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected EcnProfileImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.ECN_PROFILE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPriority() {
		return priority;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPriority(int newPriority) {
		int oldPriority = priority;
		priority = newPriority;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ECN_PROFILE__PRIORITY, oldPriority, priority));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getKmin() {
		return kmin;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKmin(int newKmin) {
		int oldKmin = kmin;
		kmin = newKmin;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ECN_PROFILE__KMIN, oldKmin, kmin));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getKmax() {
		return kmax;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setKmax(int newKmax) {
		int oldKmax = kmax;
		kmax = newKmax;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ECN_PROFILE__KMAX, oldKmax, kmax));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getPmax() {
		return pmax;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPmax(double newPmax) {
		double oldPmax = pmax;
		pmax = newPmax;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ECN_PROFILE__PMAX, oldPmax, pmax));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.ECN_PROFILE__PRIORITY:
				return getPriority();
			case TopologyPackage.ECN_PROFILE__KMIN:
				return getKmin();
			case TopologyPackage.ECN_PROFILE__KMAX:
				return getKmax();
			case TopologyPackage.ECN_PROFILE__PMAX:
				return getPmax();
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
			case TopologyPackage.ECN_PROFILE__PRIORITY:
				setPriority((Integer)newValue);
				return;
			case TopologyPackage.ECN_PROFILE__KMIN:
				setKmin((Integer)newValue);
				return;
			case TopologyPackage.ECN_PROFILE__KMAX:
				setKmax((Integer)newValue);
				return;
			case TopologyPackage.ECN_PROFILE__PMAX:
				setPmax((Double)newValue);
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
			case TopologyPackage.ECN_PROFILE__PRIORITY:
				setPriority(PRIORITY_EDEFAULT);
				return;
			case TopologyPackage.ECN_PROFILE__KMIN:
				setKmin(KMIN_EDEFAULT);
				return;
			case TopologyPackage.ECN_PROFILE__KMAX:
				setKmax(KMAX_EDEFAULT);
				return;
			case TopologyPackage.ECN_PROFILE__PMAX:
				setPmax(PMAX_EDEFAULT);
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
			case TopologyPackage.ECN_PROFILE__PRIORITY:
				return priority != PRIORITY_EDEFAULT;
			case TopologyPackage.ECN_PROFILE__KMIN:
				return kmin != KMIN_EDEFAULT;
			case TopologyPackage.ECN_PROFILE__KMAX:
				return kmax != KMAX_EDEFAULT;
			case TopologyPackage.ECN_PROFILE__PMAX:
				return pmax != PMAX_EDEFAULT;
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
		result.append(" (priority: ");
		result.append(priority);
		result.append(", kmin: ");
		result.append(kmin);
		result.append(", kmax: ");
		result.append(kmax);
		result.append(", pmax: ");
		result.append(pmax);
		result.append(')');
		return result.toString();
	}

} //EcnProfileImpl
