/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Link</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getSource <em>Source</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getTarget <em>Target</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getBandwidth <em>Bandwidth</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getDelay <em>Delay</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getLossRate <em>Loss Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getCorruptionRate <em>Corruption Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getReorderRate <em>Reorder Rate</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.LinkImpl#getDuplicateRate <em>Duplicate Rate</em>}</li>
 * </ul>
 *
 * @generated
 */
public class LinkImpl extends NamedElementImpl implements Link {
	/**
	 * The cached value of the '{@link #getSource() <em>Source</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSource()
	 * @generated
	 * @ordered
	 */
	protected Endpoint source;

	/**
	 * The cached value of the '{@link #getTarget() <em>Target</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTarget()
	 * @generated
	 * @ordered
	 */
	protected Endpoint target;

	/**
	 * The default value of the '{@link #getBandwidth() <em>Bandwidth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidth()
	 * @generated
	 * @ordered
	 */
	protected static final double BANDWIDTH_EDEFAULT = 25.0;

	/**
	 * The cached value of the '{@link #getBandwidth() <em>Bandwidth</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBandwidth()
	 * @generated
	 * @ordered
	 */
	protected double bandwidth = BANDWIDTH_EDEFAULT;

	/**
	 * The default value of the '{@link #getDelay() <em>Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelay()
	 * @generated
	 * @ordered
	 */
	protected static final long DELAY_EDEFAULT = 500L;

	/**
	 * The cached value of the '{@link #getDelay() <em>Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDelay()
	 * @generated
	 * @ordered
	 */
	protected long delay = DELAY_EDEFAULT;

	/**
	 * The default value of the '{@link #getLossRate() <em>Loss Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLossRate()
	 * @generated
	 * @ordered
	 */
	protected static final double LOSS_RATE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getLossRate() <em>Loss Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLossRate()
	 * @generated
	 * @ordered
	 */
	protected double lossRate = LOSS_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getCorruptionRate() <em>Corruption Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCorruptionRate()
	 * @generated
	 * @ordered
	 */
	protected static final double CORRUPTION_RATE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getCorruptionRate() <em>Corruption Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCorruptionRate()
	 * @generated
	 * @ordered
	 */
	protected double corruptionRate = CORRUPTION_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getReorderRate() <em>Reorder Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReorderRate()
	 * @generated
	 * @ordered
	 */
	protected static final double REORDER_RATE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getReorderRate() <em>Reorder Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getReorderRate()
	 * @generated
	 * @ordered
	 */
	protected double reorderRate = REORDER_RATE_EDEFAULT;

	/**
	 * The default value of the '{@link #getDuplicateRate() <em>Duplicate Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDuplicateRate()
	 * @generated
	 * @ordered
	 */
	protected static final double DUPLICATE_RATE_EDEFAULT = 0.0;

	/**
	 * The cached value of the '{@link #getDuplicateRate() <em>Duplicate Rate</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDuplicateRate()
	 * @generated
	 * @ordered
	 */
	protected double duplicateRate = DUPLICATE_RATE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected LinkImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.LINK;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Endpoint getSource() {
		if (source != null && source.eIsProxy()) {
			InternalEObject oldSource = (InternalEObject)source;
			source = (Endpoint)eResolveProxy(oldSource);
			if (source != oldSource) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, TopologyPackage.LINK__SOURCE, oldSource, source));
			}
		}
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Endpoint basicGetSource() {
		return source;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSource(Endpoint newSource) {
		Endpoint oldSource = source;
		source = newSource;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__SOURCE, oldSource, source));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Endpoint getTarget() {
		if (target != null && target.eIsProxy()) {
			InternalEObject oldTarget = (InternalEObject)target;
			target = (Endpoint)eResolveProxy(oldTarget);
			if (target != oldTarget) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, TopologyPackage.LINK__TARGET, oldTarget, target));
			}
		}
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public Endpoint basicGetTarget() {
		return target;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTarget(Endpoint newTarget) {
		Endpoint oldTarget = target;
		target = newTarget;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__TARGET, oldTarget, target));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getBandwidth() {
		return bandwidth;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBandwidth(double newBandwidth) {
		double oldBandwidth = bandwidth;
		bandwidth = newBandwidth;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__BANDWIDTH, oldBandwidth, bandwidth));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getDelay() {
		return delay;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDelay(long newDelay) {
		long oldDelay = delay;
		delay = newDelay;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__DELAY, oldDelay, delay));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getLossRate() {
		return lossRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLossRate(double newLossRate) {
		double oldLossRate = lossRate;
		lossRate = newLossRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__LOSS_RATE, oldLossRate, lossRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getCorruptionRate() {
		return corruptionRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCorruptionRate(double newCorruptionRate) {
		double oldCorruptionRate = corruptionRate;
		corruptionRate = newCorruptionRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__CORRUPTION_RATE, oldCorruptionRate, corruptionRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getReorderRate() {
		return reorderRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setReorderRate(double newReorderRate) {
		double oldReorderRate = reorderRate;
		reorderRate = newReorderRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__REORDER_RATE, oldReorderRate, reorderRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getDuplicateRate() {
		return duplicateRate;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDuplicateRate(double newDuplicateRate) {
		double oldDuplicateRate = duplicateRate;
		duplicateRate = newDuplicateRate;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.LINK__DUPLICATE_RATE, oldDuplicateRate, duplicateRate));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.LINK__SOURCE:
				if (resolve) return getSource();
				return basicGetSource();
			case TopologyPackage.LINK__TARGET:
				if (resolve) return getTarget();
				return basicGetTarget();
			case TopologyPackage.LINK__BANDWIDTH:
				return getBandwidth();
			case TopologyPackage.LINK__DELAY:
				return getDelay();
			case TopologyPackage.LINK__LOSS_RATE:
				return getLossRate();
			case TopologyPackage.LINK__CORRUPTION_RATE:
				return getCorruptionRate();
			case TopologyPackage.LINK__REORDER_RATE:
				return getReorderRate();
			case TopologyPackage.LINK__DUPLICATE_RATE:
				return getDuplicateRate();
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
			case TopologyPackage.LINK__SOURCE:
				setSource((Endpoint)newValue);
				return;
			case TopologyPackage.LINK__TARGET:
				setTarget((Endpoint)newValue);
				return;
			case TopologyPackage.LINK__BANDWIDTH:
				setBandwidth((Double)newValue);
				return;
			case TopologyPackage.LINK__DELAY:
				setDelay((Long)newValue);
				return;
			case TopologyPackage.LINK__LOSS_RATE:
				setLossRate((Double)newValue);
				return;
			case TopologyPackage.LINK__CORRUPTION_RATE:
				setCorruptionRate((Double)newValue);
				return;
			case TopologyPackage.LINK__REORDER_RATE:
				setReorderRate((Double)newValue);
				return;
			case TopologyPackage.LINK__DUPLICATE_RATE:
				setDuplicateRate((Double)newValue);
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
			case TopologyPackage.LINK__SOURCE:
				setSource((Endpoint)null);
				return;
			case TopologyPackage.LINK__TARGET:
				setTarget((Endpoint)null);
				return;
			case TopologyPackage.LINK__BANDWIDTH:
				setBandwidth(BANDWIDTH_EDEFAULT);
				return;
			case TopologyPackage.LINK__DELAY:
				setDelay(DELAY_EDEFAULT);
				return;
			case TopologyPackage.LINK__LOSS_RATE:
				setLossRate(LOSS_RATE_EDEFAULT);
				return;
			case TopologyPackage.LINK__CORRUPTION_RATE:
				setCorruptionRate(CORRUPTION_RATE_EDEFAULT);
				return;
			case TopologyPackage.LINK__REORDER_RATE:
				setReorderRate(REORDER_RATE_EDEFAULT);
				return;
			case TopologyPackage.LINK__DUPLICATE_RATE:
				setDuplicateRate(DUPLICATE_RATE_EDEFAULT);
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
			case TopologyPackage.LINK__SOURCE:
				return source != null;
			case TopologyPackage.LINK__TARGET:
				return target != null;
			case TopologyPackage.LINK__BANDWIDTH:
				return bandwidth != BANDWIDTH_EDEFAULT;
			case TopologyPackage.LINK__DELAY:
				return delay != DELAY_EDEFAULT;
			case TopologyPackage.LINK__LOSS_RATE:
				return lossRate != LOSS_RATE_EDEFAULT;
			case TopologyPackage.LINK__CORRUPTION_RATE:
				return corruptionRate != CORRUPTION_RATE_EDEFAULT;
			case TopologyPackage.LINK__REORDER_RATE:
				return reorderRate != REORDER_RATE_EDEFAULT;
			case TopologyPackage.LINK__DUPLICATE_RATE:
				return duplicateRate != DUPLICATE_RATE_EDEFAULT;
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
		result.append(" (bandwidth: ");
		result.append(bandwidth);
		result.append(", delay: ");
		result.append(delay);
		result.append(", lossRate: ");
		result.append(lossRate);
		result.append(", corruptionRate: ");
		result.append(corruptionRate);
		result.append(", reorderRate: ");
		result.append(reorderRate);
		result.append(", duplicateRate: ");
		result.append(duplicateRate);
		result.append(')');
		return result.toString();
	}

} //LinkImpl
