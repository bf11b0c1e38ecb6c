/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Create Srq</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateSrqImpl#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateSrqImpl#getMaxWr <em>Max Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateSrqImpl#getMaxSge <em>Max Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateSrqImpl#getSrqLimit <em>Srq Limit</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CreateSrqImpl extends VerbStepImpl implements CreateSrq {
	/**
	 * The cached value of the '{@link #getPd() <em>Pd</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPd()
	 * @generated
	 * @ordered
	 */
	protected AllocPd pd;

	/**
	 * The default value of the '{@link #getMaxWr() <em>Max Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxWr()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_WR_EDEFAULT = 16;

	/**
	 * The cached value of the '{@link #getMaxWr() <em>Max Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxWr()
	 * @generated
	 * @ordered
	 */
	protected int maxWr = MAX_WR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSge() <em>Max Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSge()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SGE_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getMaxSge() <em>Max Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSge()
	 * @generated
	 * @ordered
	 */
	protected int maxSge = MAX_SGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getSrqLimit() <em>Srq Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSrqLimit()
	 * @generated
	 * @ordered
	 */
	protected static final int SRQ_LIMIT_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSrqLimit() <em>Srq Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSrqLimit()
	 * @generated
	 * @ordered
	 */
	protected int srqLimit = SRQ_LIMIT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CreateSrqImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.CREATE_SRQ;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public AllocPd getPd() {
		if (pd != null && pd.eIsProxy()) {
			InternalEObject oldPd = (InternalEObject)pd;
			pd = (AllocPd)eResolveProxy(oldPd);
			if (pd != oldPd) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_SRQ__PD, oldPd, pd));
			}
		}
		return pd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public AllocPd basicGetPd() {
		return pd;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPd(AllocPd newPd) {
		AllocPd oldPd = pd;
		pd = newPd;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_SRQ__PD, oldPd, pd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxWr() {
		return maxWr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxWr(int newMaxWr) {
		int oldMaxWr = maxWr;
		maxWr = newMaxWr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_SRQ__MAX_WR, oldMaxWr, maxWr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSge() {
		return maxSge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSge(int newMaxSge) {
		int oldMaxSge = maxSge;
		maxSge = newMaxSge;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_SRQ__MAX_SGE, oldMaxSge, maxSge));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSrqLimit() {
		return srqLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSrqLimit(int newSrqLimit) {
		int oldSrqLimit = srqLimit;
		srqLimit = newSrqLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_SRQ__SRQ_LIMIT, oldSrqLimit, srqLimit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.CREATE_SRQ__PD:
				if (resolve) return getPd();
				return basicGetPd();
			case ScenarioPackage.CREATE_SRQ__MAX_WR:
				return getMaxWr();
			case ScenarioPackage.CREATE_SRQ__MAX_SGE:
				return getMaxSge();
			case ScenarioPackage.CREATE_SRQ__SRQ_LIMIT:
				return getSrqLimit();
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
			case ScenarioPackage.CREATE_SRQ__PD:
				setPd((AllocPd)newValue);
				return;
			case ScenarioPackage.CREATE_SRQ__MAX_WR:
				setMaxWr((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_SRQ__MAX_SGE:
				setMaxSge((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_SRQ__SRQ_LIMIT:
				setSrqLimit((Integer)newValue);
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
			case ScenarioPackage.CREATE_SRQ__PD:
				setPd((AllocPd)null);
				return;
			case ScenarioPackage.CREATE_SRQ__MAX_WR:
				setMaxWr(MAX_WR_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_SRQ__MAX_SGE:
				setMaxSge(MAX_SGE_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_SRQ__SRQ_LIMIT:
				setSrqLimit(SRQ_LIMIT_EDEFAULT);
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
			case ScenarioPackage.CREATE_SRQ__PD:
				return pd != null;
			case ScenarioPackage.CREATE_SRQ__MAX_WR:
				return maxWr != MAX_WR_EDEFAULT;
			case ScenarioPackage.CREATE_SRQ__MAX_SGE:
				return maxSge != MAX_SGE_EDEFAULT;
			case ScenarioPackage.CREATE_SRQ__SRQ_LIMIT:
				return srqLimit != SRQ_LIMIT_EDEFAULT;
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
		result.append(" (maxWr: ");
		result.append(maxWr);
		result.append(", maxSge: ");
		result.append(maxSge);
		result.append(", srqLimit: ");
		result.append(srqLimit);
		result.append(')');
		return result.toString();
	}

} //CreateSrqImpl
