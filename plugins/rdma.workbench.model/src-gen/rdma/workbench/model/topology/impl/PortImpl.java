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

import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Port</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.PortImpl#getPortNumber <em>Port Number</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.PortImpl#getMtu <em>Mtu</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.PortImpl#getNetdev <em>Netdev</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.PortImpl#getNamespace <em>Namespace</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.PortImpl#getGids <em>Gids</em>}</li>
 * </ul>
 *
 * @generated
 */
public class PortImpl extends EndpointImpl implements Port {
	/**
	 * The default value of the '{@link #getPortNumber() <em>Port Number</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPortNumber()
	 * @generated
	 * @ordered
	 */
	protected static final int PORT_NUMBER_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getPortNumber() <em>Port Number</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPortNumber()
	 * @generated
	 * @ordered
	 */
	protected int portNumber = PORT_NUMBER_EDEFAULT;

	/**
	 * The default value of the '{@link #getMtu() <em>Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMtu()
	 * @generated
	 * @ordered
	 */
	protected static final int MTU_EDEFAULT = 1500;

	/**
	 * The cached value of the '{@link #getMtu() <em>Mtu</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMtu()
	 * @generated
	 * @ordered
	 */
	protected int mtu = MTU_EDEFAULT;

	/**
	 * The default value of the '{@link #getNetdev() <em>Netdev</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNetdev()
	 * @generated
	 * @ordered
	 */
	protected static final String NETDEV_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getNetdev() <em>Netdev</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNetdev()
	 * @generated
	 * @ordered
	 */
	protected String netdev = NETDEV_EDEFAULT;

	/**
	 * The cached value of the '{@link #getNamespace() <em>Namespace</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNamespace()
	 * @generated
	 * @ordered
	 */
	protected NetworkNamespace namespace;

	/**
	 * The cached value of the '{@link #getGids() <em>Gids</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getGids()
	 * @generated
	 * @ordered
	 */
	protected EList<GidEntry> gids;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected PortImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.PORT;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPortNumber() {
		return portNumber;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPortNumber(int newPortNumber) {
		int oldPortNumber = portNumber;
		portNumber = newPortNumber;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.PORT__PORT_NUMBER, oldPortNumber, portNumber));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMtu() {
		return mtu;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMtu(int newMtu) {
		int oldMtu = mtu;
		mtu = newMtu;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.PORT__MTU, oldMtu, mtu));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getNetdev() {
		return netdev;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNetdev(String newNetdev) {
		String oldNetdev = netdev;
		netdev = newNetdev;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.PORT__NETDEV, oldNetdev, netdev));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NetworkNamespace getNamespace() {
		if (namespace != null && namespace.eIsProxy()) {
			InternalEObject oldNamespace = (InternalEObject)namespace;
			namespace = (NetworkNamespace)eResolveProxy(oldNamespace);
			if (namespace != oldNamespace) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, TopologyPackage.PORT__NAMESPACE, oldNamespace, namespace));
			}
		}
		return namespace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public NetworkNamespace basicGetNamespace() {
		return namespace;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setNamespace(NetworkNamespace newNamespace) {
		NetworkNamespace oldNamespace = namespace;
		namespace = newNamespace;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.PORT__NAMESPACE, oldNamespace, namespace));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<GidEntry> getGids() {
		if (gids == null) {
			gids = new EObjectContainmentEList<GidEntry>(GidEntry.class, this, TopologyPackage.PORT__GIDS);
		}
		return gids;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case TopologyPackage.PORT__GIDS:
				return ((InternalEList<?>)getGids()).basicRemove(otherEnd, msgs);
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
			case TopologyPackage.PORT__PORT_NUMBER:
				return getPortNumber();
			case TopologyPackage.PORT__MTU:
				return getMtu();
			case TopologyPackage.PORT__NETDEV:
				return getNetdev();
			case TopologyPackage.PORT__NAMESPACE:
				if (resolve) return getNamespace();
				return basicGetNamespace();
			case TopologyPackage.PORT__GIDS:
				return getGids();
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
			case TopologyPackage.PORT__PORT_NUMBER:
				setPortNumber((Integer)newValue);
				return;
			case TopologyPackage.PORT__MTU:
				setMtu((Integer)newValue);
				return;
			case TopologyPackage.PORT__NETDEV:
				setNetdev((String)newValue);
				return;
			case TopologyPackage.PORT__NAMESPACE:
				setNamespace((NetworkNamespace)newValue);
				return;
			case TopologyPackage.PORT__GIDS:
				getGids().clear();
				getGids().addAll((Collection<? extends GidEntry>)newValue);
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
			case TopologyPackage.PORT__PORT_NUMBER:
				setPortNumber(PORT_NUMBER_EDEFAULT);
				return;
			case TopologyPackage.PORT__MTU:
				setMtu(MTU_EDEFAULT);
				return;
			case TopologyPackage.PORT__NETDEV:
				setNetdev(NETDEV_EDEFAULT);
				return;
			case TopologyPackage.PORT__NAMESPACE:
				setNamespace((NetworkNamespace)null);
				return;
			case TopologyPackage.PORT__GIDS:
				getGids().clear();
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
			case TopologyPackage.PORT__PORT_NUMBER:
				return portNumber != PORT_NUMBER_EDEFAULT;
			case TopologyPackage.PORT__MTU:
				return mtu != MTU_EDEFAULT;
			case TopologyPackage.PORT__NETDEV:
				return NETDEV_EDEFAULT == null ? netdev != null : !NETDEV_EDEFAULT.equals(netdev);
			case TopologyPackage.PORT__NAMESPACE:
				return namespace != null;
			case TopologyPackage.PORT__GIDS:
				return gids != null && !gids.isEmpty();
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
		result.append(" (portNumber: ");
		result.append(portNumber);
		result.append(", mtu: ");
		result.append(mtu);
		result.append(", netdev: ");
		result.append(netdev);
		result.append(')');
		return result.toString();
	}

} //PortImpl
