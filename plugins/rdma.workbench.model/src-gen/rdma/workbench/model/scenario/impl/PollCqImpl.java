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

import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Poll Cq</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.PollCqImpl#getCq <em>Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PollCqImpl#getExpected <em>Expected</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.PollCqImpl#getTimeout <em>Timeout</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PollCqImpl extends VerbStepImpl implements PollCq {
	/**
	 * The cached value of the '{@link #getCq() <em>Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCq()
	 * @generated
	 * @ordered
	 */
	protected CreateCq cq;

	/**
	 * The cached value of the '{@link #getExpected() <em>Expected</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpected()
	 * @generated
	 * @ordered
	 */
	protected EList<ExpectedCompletion> expected;

	/**
	 * The default value of the '{@link #getTimeout() <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeout()
	 * @generated
	 * @ordered
	 */
	protected static final long TIMEOUT_EDEFAULT = 10000000L;

	/**
	 * The cached value of the '{@link #getTimeout() <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTimeout()
	 * @generated
	 * @ordered
	 */
	protected long timeout = TIMEOUT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PollCqImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.POLL_CQ;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateCq getCq() {
		if (cq != null && cq.eIsProxy()) {
			InternalEObject oldCq = (InternalEObject)cq;
			cq = (CreateCq)eResolveProxy(oldCq);
			if (cq != oldCq) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.POLL_CQ__CQ, oldCq, cq));
			}
		}
		return cq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateCq basicGetCq() {
		return cq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCq(CreateCq newCq) {
		CreateCq oldCq = cq;
		cq = newCq;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POLL_CQ__CQ, oldCq, cq));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<ExpectedCompletion> getExpected() {
		if (expected == null) {
			expected = new EObjectContainmentEList<ExpectedCompletion>(ExpectedCompletion.class, this, ScenarioPackage.POLL_CQ__EXPECTED);
		}
		return expected;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getTimeout() {
		return timeout;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTimeout(long newTimeout) {
		long oldTimeout = timeout;
		timeout = newTimeout;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.POLL_CQ__TIMEOUT, oldTimeout, timeout));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case ScenarioPackage.POLL_CQ__EXPECTED:
				return ((InternalEList<?>)getExpected()).basicRemove(otherEnd, msgs);
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
			case ScenarioPackage.POLL_CQ__CQ:
				if (resolve) return getCq();
				return basicGetCq();
			case ScenarioPackage.POLL_CQ__EXPECTED:
				return getExpected();
			case ScenarioPackage.POLL_CQ__TIMEOUT:
				return getTimeout();
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
			case ScenarioPackage.POLL_CQ__CQ:
				setCq((CreateCq)newValue);
				return;
			case ScenarioPackage.POLL_CQ__EXPECTED:
				getExpected().clear();
				getExpected().addAll((Collection<? extends ExpectedCompletion>)newValue);
				return;
			case ScenarioPackage.POLL_CQ__TIMEOUT:
				setTimeout((Long)newValue);
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
			case ScenarioPackage.POLL_CQ__CQ:
				setCq((CreateCq)null);
				return;
			case ScenarioPackage.POLL_CQ__EXPECTED:
				getExpected().clear();
				return;
			case ScenarioPackage.POLL_CQ__TIMEOUT:
				setTimeout(TIMEOUT_EDEFAULT);
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
			case ScenarioPackage.POLL_CQ__CQ:
				return cq != null;
			case ScenarioPackage.POLL_CQ__EXPECTED:
				return expected != null && !expected.isEmpty();
			case ScenarioPackage.POLL_CQ__TIMEOUT:
				return timeout != TIMEOUT_EDEFAULT;
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
		result.append(" (timeout: ");
		result.append(timeout);
		result.append(')');
		return result.toString();
	}

} //PollCqImpl
