/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Erdma Device</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.ErdmaDeviceImpl#getProtocol <em>Protocol</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.ErdmaDeviceImpl#getCongestionControl <em>Congestion Control</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.ErdmaDeviceImpl#getRetransmissionCount <em>Retransmission Count</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ErdmaDeviceImpl extends RnicImpl implements ErdmaDevice {
	/**
	 * The default value of the '{@link #getProtocol() <em>Protocol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProtocol()
	 * @generated
	 * @ordered
	 */
	protected static final RdmaProtocol PROTOCOL_EDEFAULT = RdmaProtocol.ROCEV2;

	/**
	 * The cached value of the '{@link #getProtocol() <em>Protocol</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getProtocol()
	 * @generated
	 * @ordered
	 */
	protected RdmaProtocol protocol = PROTOCOL_EDEFAULT;

	/**
	 * The default value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected static final CongestionControl CONGESTION_CONTROL_EDEFAULT = CongestionControl.NEWRENO;

	/**
	 * The cached value of the '{@link #getCongestionControl() <em>Congestion Control</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCongestionControl()
	 * @generated
	 * @ordered
	 */
	protected CongestionControl congestionControl = CONGESTION_CONTROL_EDEFAULT;

	/**
	 * The default value of the '{@link #getRetransmissionCount() <em>Retransmission Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetransmissionCount()
	 * @generated
	 * @ordered
	 */
	protected static final int RETRANSMISSION_COUNT_EDEFAULT = 24;

	/**
	 * The cached value of the '{@link #getRetransmissionCount() <em>Retransmission Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRetransmissionCount()
	 * @generated
	 * @ordered
	 */
	protected int retransmissionCount = RETRANSMISSION_COUNT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ErdmaDeviceImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.ERDMA_DEVICE;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RdmaProtocol getProtocol() {
		return protocol;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setProtocol(RdmaProtocol newProtocol) {
		RdmaProtocol oldProtocol = protocol;
		protocol = newProtocol == null ? PROTOCOL_EDEFAULT : newProtocol;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ERDMA_DEVICE__PROTOCOL, oldProtocol, protocol));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CongestionControl getCongestionControl() {
		return congestionControl;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setCongestionControl(CongestionControl newCongestionControl) {
		CongestionControl oldCongestionControl = congestionControl;
		congestionControl = newCongestionControl == null ? CONGESTION_CONTROL_EDEFAULT : newCongestionControl;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ERDMA_DEVICE__CONGESTION_CONTROL, oldCongestionControl, congestionControl));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getRetransmissionCount() {
		return retransmissionCount;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRetransmissionCount(int newRetransmissionCount) {
		int oldRetransmissionCount = retransmissionCount;
		retransmissionCount = newRetransmissionCount;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.ERDMA_DEVICE__RETRANSMISSION_COUNT, oldRetransmissionCount, retransmissionCount));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.ERDMA_DEVICE__PROTOCOL:
				return getProtocol();
			case TopologyPackage.ERDMA_DEVICE__CONGESTION_CONTROL:
				return getCongestionControl();
			case TopologyPackage.ERDMA_DEVICE__RETRANSMISSION_COUNT:
				return getRetransmissionCount();
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
			case TopologyPackage.ERDMA_DEVICE__PROTOCOL:
				setProtocol((RdmaProtocol)newValue);
				return;
			case TopologyPackage.ERDMA_DEVICE__CONGESTION_CONTROL:
				setCongestionControl((CongestionControl)newValue);
				return;
			case TopologyPackage.ERDMA_DEVICE__RETRANSMISSION_COUNT:
				setRetransmissionCount((Integer)newValue);
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
			case TopologyPackage.ERDMA_DEVICE__PROTOCOL:
				setProtocol(PROTOCOL_EDEFAULT);
				return;
			case TopologyPackage.ERDMA_DEVICE__CONGESTION_CONTROL:
				setCongestionControl(CONGESTION_CONTROL_EDEFAULT);
				return;
			case TopologyPackage.ERDMA_DEVICE__RETRANSMISSION_COUNT:
				setRetransmissionCount(RETRANSMISSION_COUNT_EDEFAULT);
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
			case TopologyPackage.ERDMA_DEVICE__PROTOCOL:
				return protocol != PROTOCOL_EDEFAULT;
			case TopologyPackage.ERDMA_DEVICE__CONGESTION_CONTROL:
				return congestionControl != CONGESTION_CONTROL_EDEFAULT;
			case TopologyPackage.ERDMA_DEVICE__RETRANSMISSION_COUNT:
				return retransmissionCount != RETRANSMISSION_COUNT_EDEFAULT;
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
		result.append(" (protocol: ");
		result.append(protocol);
		result.append(", congestionControl: ");
		result.append(congestionControl);
		result.append(", retransmissionCount: ");
		result.append(retransmissionCount);
		result.append(')');
		return result.toString();
	}

} //ErdmaDeviceImpl
