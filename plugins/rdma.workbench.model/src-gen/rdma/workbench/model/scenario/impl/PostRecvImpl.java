/**
 */
package rdma.workbench.model.scenario.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Sge;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Post Recv</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostRecvImpl#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostRecvImpl#getSrq <em>Srq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostRecvImpl#getWrId <em>Wr Id</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PostRecvImpl#getSges <em>Sges</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PostRecvImpl extends VerbStepImpl implements PostRecv {
	/**
	 * The cached value of the '{@link #getQp() <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQp()
	 * @generated
	 * @ordered
	 */
	protected CreateQp qp;

	/**
	 * The cached value of the '{@link #getSrq() <em>Srq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSrq()
	 * @generated
	 * @ordered
	 */
	protected CreateSrq srq;

	/**
	 * The default value of the '{@link #getWrId() <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWrId()
	 * @generated
	 * @ordered
	 */
	protected static final long WR_ID_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getWrId() <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getWrId()
	 * @generated
	 * @ordered
	 */
	protected long wrId = WR_ID_EDEFAULT;

	/**
	 * The cached value of the '{@link #getSges() <em>Sges</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSges()
	 * @generated
	 * @ordered
	 */
	protected EList<Sge> sges;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PostRecvImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.POST_RECV;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp getQp() {
		if (qp != null && qp.eIsProxy()) {
			InternalEObject oldQp = (InternalEObject)qp;
			qp = (CreateQp)eResolveProxy(oldQp);
			if (qp != oldQp) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_RECV__QP, oldQp, qp));
			}
		}
		return qp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateQp basicGetQp() {
		return qp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQp(CreateQp newQp) {
		CreateQp oldQp = qp;
		qp = newQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_RECV__QP, oldQp, qp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateSrq getSrq() {
		if (srq != null && srq.eIsProxy()) {
			InternalEObject oldSrq = (InternalEObject)srq;
			srq = (CreateSrq)eResolveProxy(oldSrq);
			if (srq != oldSrq) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POST_RECV__SRQ, oldSrq, srq));
			}
		}
		return srq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateSrq basicGetSrq() {
		return srq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSrq(CreateSrq newSrq) {
		CreateSrq oldSrq = srq;
		srq = newSrq;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_RECV__SRQ, oldSrq, srq));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getWrId() {
		return wrId;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setWrId(long newWrId) {
		long oldWrId = wrId;
		wrId = newWrId;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POST_RECV__WR_ID, oldWrId, wrId));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Sge> getSges() {
		if (sges == null) {
			sges = new EObjectContainmentEList<Sge>(Sge.class, this, ScenarioPackage.POST_RECV__SGES);
		}
		return sges;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.POST_RECV__SGES:
				return ((InternalEList<?>)getSges()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.POST_RECV__QP:
				if (resolve) return getQp();
				return basicGetQp();
			case ScenarioPackage.POST_RECV__SRQ:
				if (resolve) return getSrq();
				return basicGetSrq();
			case ScenarioPackage.POST_RECV__WR_ID:
				return getWrId();
			case ScenarioPackage.POST_RECV__SGES:
				return getSges();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case ScenarioPackage.POST_RECV__QP:
				setQp((CreateQp)newValue);
				return;
			case ScenarioPackage.POST_RECV__SRQ:
				setSrq((CreateSrq)newValue);
				return;
			case ScenarioPackage.POST_RECV__WR_ID:
				setWrId((Long)newValue);
				return;
			case ScenarioPackage.POST_RECV__SGES:
				getSges().clear();
				getSges().addAll((Collection<? extends Sge>)newValue);
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
			case ScenarioPackage.POST_RECV__QP:
				setQp((CreateQp)null);
				return;
			case ScenarioPackage.POST_RECV__SRQ:
				setSrq((CreateSrq)null);
				return;
			case ScenarioPackage.POST_RECV__WR_ID:
				setWrId(WR_ID_EDEFAULT);
				return;
			case ScenarioPackage.POST_RECV__SGES:
				getSges().clear();
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
			case ScenarioPackage.POST_RECV__QP:
				return qp != null;
			case ScenarioPackage.POST_RECV__SRQ:
				return srq != null;
			case ScenarioPackage.POST_RECV__WR_ID:
				return wrId != WR_ID_EDEFAULT;
			case ScenarioPackage.POST_RECV__SGES:
				return sges != null && !sges.isEmpty();
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
		result.append(" (wrId: ");
		result.append(wrId);
		result.append(')');
		return result.toString();
	}

} //PostRecvImpl
