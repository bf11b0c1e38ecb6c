/**
 */
package rdma.workbench.model.topology.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.TopologyPackage;
import rdma.workbench.model.topology.TrustMode;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Switch</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getPorts <em>Ports</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getEcnThreshold <em>Ecn Threshold</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getEcnKmax <em>Ecn Kmax</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getEcnPmax <em>Ecn Pmax</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getEcnProfiles <em>Ecn Profiles</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#isPfcEnabled <em>Pfc Enabled</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getTrustMode <em>Trust Mode</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.SwitchImpl#getBufferSize <em>Buffer Size</em>}</li>
 * </ul>
 *
 * @generated
 */
public class SwitchImpl extends NamedElementImpl implements Switch {
	/**
	 * The cached value of the '{@link #getPorts() <em>Ports</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPorts()
	 * @generated
	 * @ordered
	 */
	protected EList<SwitchPort> ports;

	/**
	 * The default value of the '{@link #getEcnThreshold() <em>Ecn Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnThreshold()
	 * @generated
	 * @ordered
	 */
	protected static final int ECN_THRESHOLD_EDEFAULT = 150000;

	/**
	 * The cached value of the '{@link #getEcnThreshold() <em>Ecn Threshold</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnThreshold()
	 * @generated
	 * @ordered
	 */
	protected int ecnThreshold = ECN_THRESHOLD_EDEFAULT;

	/**
	 * The default value of the '{@link #getEcnKmax() <em>Ecn Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnKmax()
	 * @generated
	 * @ordered
	 */
	protected static final int ECN_KMAX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getEcnKmax() <em>Ecn Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnKmax()
	 * @generated
	 * @ordered
	 */
	protected int ecnKmax = ECN_KMAX_EDEFAULT;

	/**
	 * This is true if the Ecn Kmax attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean ecnKmaxESet;

	/**
	 * The default value of the '{@link #getEcnPmax() <em>Ecn Pmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnPmax()
	 * @generated
	 * @ordered
	 */
	protected static final double ECN_PMAX_EDEFAULT = 0.01;

	/**
	 * The cached value of the '{@link #getEcnPmax() <em>Ecn Pmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnPmax()
	 * @generated
	 * @ordered
	 */
	protected double ecnPmax = ECN_PMAX_EDEFAULT;

	/**
	 * The cached value of the '{@link #getEcnProfiles() <em>Ecn Profiles</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEcnProfiles()
	 * @generated
	 * @ordered
	 */
	protected EList<EcnProfile> ecnProfiles;

	/**
	 * The default value of the '{@link #isPfcEnabled() <em>Pfc Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPfcEnabled()
	 * @generated
	 * @ordered
	 */
	protected static final boolean PFC_ENABLED_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isPfcEnabled() <em>Pfc Enabled</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isPfcEnabled()
	 * @generated
	 * @ordered
	 */
	protected boolean pfcEnabled = PFC_ENABLED_EDEFAULT;

	/**
	 * The default value of the '{@link #getTrustMode() <em>Trust Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrustMode()
	 * @generated
	 * @ordered
	 */
	protected static final TrustMode TRUST_MODE_EDEFAULT = TrustMode.DSCP;

	/**
	 * The cached value of the '{@link #getTrustMode() <em>Trust Mode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrustMode()
	 * @generated
	 * @ordered
	 */
	protected TrustMode trustMode = TRUST_MODE_EDEFAULT;

	/**
	 * The default value of the '{@link #getBufferSize() <em>Buffer Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBufferSize()
	 * @generated
	 * @ordered
	 */
	protected static final int BUFFER_SIZE_EDEFAULT = 12582912;

	/**
	 * The cached value of the '{@link #getBufferSize() <em>Buffer Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getBufferSize()
	 * @generated
	 * @ordered
	 */
	protected int bufferSize = BUFFER_SIZE_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SwitchImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.SWITCH;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<SwitchPort> getPorts() {
		if (ports == null) {
			ports = new EObjectContainmentEList<SwitchPort>(SwitchPort.class, this, TopologyPackage.SWITCH__PORTS);
		}
		return ports;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getEcnThreshold() {
		return ecnThreshold;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEcnThreshold(int newEcnThreshold) {
		int oldEcnThreshold = ecnThreshold;
		ecnThreshold = newEcnThreshold;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.SWITCH__ECN_THRESHOLD, oldEcnThreshold, ecnThreshold));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getEcnKmax() {
		return ecnKmax;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEcnKmax(int newEcnKmax) {
		int oldEcnKmax = ecnKmax;
		ecnKmax = newEcnKmax;
		boolean oldEcnKmaxESet = ecnKmaxESet;
		ecnKmaxESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.SWITCH__ECN_KMAX, oldEcnKmax, ecnKmax, !oldEcnKmaxESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetEcnKmax() {
		int oldEcnKmax = ecnKmax;
		boolean oldEcnKmaxESet = ecnKmaxESet;
		ecnKmax = ECN_KMAX_EDEFAULT;
		ecnKmaxESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, TopologyPackage.SWITCH__ECN_KMAX, oldEcnKmax, ECN_KMAX_EDEFAULT, oldEcnKmaxESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetEcnKmax() {
		return ecnKmaxESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public double getEcnPmax() {
		return ecnPmax;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setEcnPmax(double newEcnPmax) {
		double oldEcnPmax = ecnPmax;
		ecnPmax = newEcnPmax;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.SWITCH__ECN_PMAX, oldEcnPmax, ecnPmax));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<EcnProfile> getEcnProfiles() {
		if (ecnProfiles == null) {
			ecnProfiles = new EObjectContainmentEList<EcnProfile>(EcnProfile.class, this, TopologyPackage.SWITCH__ECN_PROFILES);
		}
		return ecnProfiles;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isPfcEnabled() {
		return pfcEnabled;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPfcEnabled(boolean newPfcEnabled) {
		boolean oldPfcEnabled = pfcEnabled;
		pfcEnabled = newPfcEnabled;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.SWITCH__PFC_ENABLED, oldPfcEnabled, pfcEnabled));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public TrustMode getTrustMode() {
		return trustMode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTrustMode(TrustMode newTrustMode) {
		TrustMode oldTrustMode = trustMode;
		trustMode = newTrustMode == null ? TRUST_MODE_EDEFAULT : newTrustMode;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.SWITCH__TRUST_MODE, oldTrustMode, trustMode));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getBufferSize() {
		return bufferSize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setBufferSize(int newBufferSize) {
		int oldBufferSize = bufferSize;
		bufferSize = newBufferSize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.SWITCH__BUFFER_SIZE, oldBufferSize, bufferSize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case TopologyPackage.SWITCH__PORTS:
				return ((InternalEList<?>)getPorts()).basicRemove(otherEnd, msgs);
			case TopologyPackage.SWITCH__ECN_PROFILES:
				return ((InternalEList<?>)getEcnProfiles()).basicRemove(otherEnd, msgs);
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
			case TopologyPackage.SWITCH__PORTS:
				return getPorts();
			case TopologyPackage.SWITCH__ECN_THRESHOLD:
				return getEcnThreshold();
			case TopologyPackage.SWITCH__ECN_KMAX:
				return getEcnKmax();
			case TopologyPackage.SWITCH__ECN_PMAX:
				return getEcnPmax();
			case TopologyPackage.SWITCH__ECN_PROFILES:
				return getEcnProfiles();
			case TopologyPackage.SWITCH__PFC_ENABLED:
				return isPfcEnabled();
			case TopologyPackage.SWITCH__TRUST_MODE:
				return getTrustMode();
			case TopologyPackage.SWITCH__BUFFER_SIZE:
				return getBufferSize();
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
			case TopologyPackage.SWITCH__PORTS:
				getPorts().clear();
				getPorts().addAll((Collection<? extends SwitchPort>)newValue);
				return;
			case TopologyPackage.SWITCH__ECN_THRESHOLD:
				setEcnThreshold((Integer)newValue);
				return;
			case TopologyPackage.SWITCH__ECN_KMAX:
				setEcnKmax((Integer)newValue);
				return;
			case TopologyPackage.SWITCH__ECN_PMAX:
				setEcnPmax((Double)newValue);
				return;
			case TopologyPackage.SWITCH__ECN_PROFILES:
				getEcnProfiles().clear();
				getEcnProfiles().addAll((Collection<? extends EcnProfile>)newValue);
				return;
			case TopologyPackage.SWITCH__PFC_ENABLED:
				setPfcEnabled((Boolean)newValue);
				return;
			case TopologyPackage.SWITCH__TRUST_MODE:
				setTrustMode((TrustMode)newValue);
				return;
			case TopologyPackage.SWITCH__BUFFER_SIZE:
				setBufferSize((Integer)newValue);
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
			case TopologyPackage.SWITCH__PORTS:
				getPorts().clear();
				return;
			case TopologyPackage.SWITCH__ECN_THRESHOLD:
				setEcnThreshold(ECN_THRESHOLD_EDEFAULT);
				return;
			case TopologyPackage.SWITCH__ECN_KMAX:
				unsetEcnKmax();
				return;
			case TopologyPackage.SWITCH__ECN_PMAX:
				setEcnPmax(ECN_PMAX_EDEFAULT);
				return;
			case TopologyPackage.SWITCH__ECN_PROFILES:
				getEcnProfiles().clear();
				return;
			case TopologyPackage.SWITCH__PFC_ENABLED:
				setPfcEnabled(PFC_ENABLED_EDEFAULT);
				return;
			case TopologyPackage.SWITCH__TRUST_MODE:
				setTrustMode(TRUST_MODE_EDEFAULT);
				return;
			case TopologyPackage.SWITCH__BUFFER_SIZE:
				setBufferSize(BUFFER_SIZE_EDEFAULT);
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
			case TopologyPackage.SWITCH__PORTS:
				return ports != null && !ports.isEmpty();
			case TopologyPackage.SWITCH__ECN_THRESHOLD:
				return ecnThreshold != ECN_THRESHOLD_EDEFAULT;
			case TopologyPackage.SWITCH__ECN_KMAX:
				return isSetEcnKmax();
			case TopologyPackage.SWITCH__ECN_PMAX:
				return ecnPmax != ECN_PMAX_EDEFAULT;
			case TopologyPackage.SWITCH__ECN_PROFILES:
				return ecnProfiles != null && !ecnProfiles.isEmpty();
			case TopologyPackage.SWITCH__PFC_ENABLED:
				return pfcEnabled != PFC_ENABLED_EDEFAULT;
			case TopologyPackage.SWITCH__TRUST_MODE:
				return trustMode != TRUST_MODE_EDEFAULT;
			case TopologyPackage.SWITCH__BUFFER_SIZE:
				return bufferSize != BUFFER_SIZE_EDEFAULT;
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
		result.append(" (ecnThreshold: ");
		result.append(ecnThreshold);
		result.append(", ecnKmax: ");
		if (ecnKmaxESet) result.append(ecnKmax); else result.append("<unset>");
		result.append(", ecnPmax: ");
		result.append(ecnPmax);
		result.append(", pfcEnabled: ");
		result.append(pfcEnabled);
		result.append(", trustMode: ");
		result.append(trustMode);
		result.append(", bufferSize: ");
		result.append(bufferSize);
		result.append(')');
		return result.toString();
	}

} //SwitchImpl
