/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.ScenarioPackage;

import rdma.workbench.model.topology.GidEntry;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Create Ah</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateAhImpl#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateAhImpl#getDestGid <em>Dest Gid</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateAhImpl#getSgidIndex <em>Sgid Index</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateAhImpl#getPortNum <em>Port Num</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateAhImpl#getHopLimit <em>Hop Limit</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateAhImpl#getTrafficClass <em>Traffic Class</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CreateAhImpl extends VerbStepImpl implements CreateAh {
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
	 * The cached value of the '{@link #getDestGid() <em>Dest Gid</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDestGid()
	 * @generated
	 * @ordered
	 */
	protected GidEntry destGid;

	/**
	 * The default value of the '{@link #getSgidIndex() <em>Sgid Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSgidIndex()
	 * @generated
	 * @ordered
	 */
	protected static final int SGID_INDEX_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getSgidIndex() <em>Sgid Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSgidIndex()
	 * @generated
	 * @ordered
	 */
	protected int sgidIndex = SGID_INDEX_EDEFAULT;

	/**
	 * The default value of the '{@link #getPortNum() <em>Port Num</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPortNum()
	 * @generated
	 * @ordered
	 */
	protected static final int PORT_NUM_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getPortNum() <em>Port Num</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getPortNum()
	 * @generated
	 * @ordered
	 */
	protected int portNum = PORT_NUM_EDEFAULT;

	/**
	 * The default value of the '{@link #getHopLimit() <em>Hop Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHopLimit()
	 * @generated
	 * @ordered
	 */
	protected static final int HOP_LIMIT_EDEFAULT = 64;

	/**
	 * The cached value of the '{@link #getHopLimit() <em>Hop Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getHopLimit()
	 * @generated
	 * @ordered
	 */
	protected int hopLimit = HOP_LIMIT_EDEFAULT;

	/**
	 * The default value of the '{@link #getTrafficClass() <em>Traffic Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrafficClass()
	 * @generated
	 * @ordered
	 */
	protected static final int TRAFFIC_CLASS_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getTrafficClass() <em>Traffic Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getTrafficClass()
	 * @generated
	 * @ordered
	 */
	protected int trafficClass = TRAFFIC_CLASS_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CreateAhImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.CREATE_AH;
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_AH__PD, oldPd, pd));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_AH__PD, oldPd, pd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public GidEntry getDestGid() {
		if (destGid != null && destGid.eIsProxy()) {
			InternalEObject oldDestGid = (InternalEObject)destGid;
			destGid = (GidEntry)eResolveProxy(oldDestGid);
			if (destGid != oldDestGid) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_AH__DEST_GID, oldDestGid, destGid));
			}
		}
		return destGid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public GidEntry basicGetDestGid() {
		return destGid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDestGid(GidEntry newDestGid) {
		GidEntry oldDestGid = destGid;
		destGid = newDestGid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_AH__DEST_GID, oldDestGid, destGid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getSgidIndex() {
		return sgidIndex;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSgidIndex(int newSgidIndex) {
		int oldSgidIndex = sgidIndex;
		sgidIndex = newSgidIndex;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_AH__SGID_INDEX, oldSgidIndex, sgidIndex));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getPortNum() {
		return portNum;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setPortNum(int newPortNum) {
		int oldPortNum = portNum;
		portNum = newPortNum;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_AH__PORT_NUM, oldPortNum, portNum));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getHopLimit() {
		return hopLimit;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setHopLimit(int newHopLimit) {
		int oldHopLimit = hopLimit;
		hopLimit = newHopLimit;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_AH__HOP_LIMIT, oldHopLimit, hopLimit));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getTrafficClass() {
		return trafficClass;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setTrafficClass(int newTrafficClass) {
		int oldTrafficClass = trafficClass;
		trafficClass = newTrafficClass;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_AH__TRAFFIC_CLASS, oldTrafficClass, trafficClass));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.CREATE_AH__PD:
				if (resolve) return getPd();
				return basicGetPd();
			case ScenarioPackage.CREATE_AH__DEST_GID:
				if (resolve) return getDestGid();
				return basicGetDestGid();
			case ScenarioPackage.CREATE_AH__SGID_INDEX:
				return getSgidIndex();
			case ScenarioPackage.CREATE_AH__PORT_NUM:
				return getPortNum();
			case ScenarioPackage.CREATE_AH__HOP_LIMIT:
				return getHopLimit();
			case ScenarioPackage.CREATE_AH__TRAFFIC_CLASS:
				return getTrafficClass();
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
			case ScenarioPackage.CREATE_AH__PD:
				setPd((AllocPd)newValue);
				return;
			case ScenarioPackage.CREATE_AH__DEST_GID:
				setDestGid((GidEntry)newValue);
				return;
			case ScenarioPackage.CREATE_AH__SGID_INDEX:
				setSgidIndex((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_AH__PORT_NUM:
				setPortNum((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_AH__HOP_LIMIT:
				setHopLimit((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_AH__TRAFFIC_CLASS:
				setTrafficClass((Integer)newValue);
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
			case ScenarioPackage.CREATE_AH__PD:
				setPd((AllocPd)null);
				return;
			case ScenarioPackage.CREATE_AH__DEST_GID:
				setDestGid((GidEntry)null);
				return;
			case ScenarioPackage.CREATE_AH__SGID_INDEX:
				setSgidIndex(SGID_INDEX_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_AH__PORT_NUM:
				setPortNum(PORT_NUM_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_AH__HOP_LIMIT:
				setHopLimit(HOP_LIMIT_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_AH__TRAFFIC_CLASS:
				setTrafficClass(TRAFFIC_CLASS_EDEFAULT);
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
			case ScenarioPackage.CREATE_AH__PD:
				return pd != null;
			case ScenarioPackage.CREATE_AH__DEST_GID:
				return destGid != null;
			case ScenarioPackage.CREATE_AH__SGID_INDEX:
				return sgidIndex != SGID_INDEX_EDEFAULT;
			case ScenarioPackage.CREATE_AH__PORT_NUM:
				return portNum != PORT_NUM_EDEFAULT;
			case ScenarioPackage.CREATE_AH__HOP_LIMIT:
				return hopLimit != HOP_LIMIT_EDEFAULT;
			case ScenarioPackage.CREATE_AH__TRAFFIC_CLASS:
				return trafficClass != TRAFFIC_CLASS_EDEFAULT;
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
		result.append(" (sgidIndex: ");
		result.append(sgidIndex);
		result.append(", portNum: ");
		result.append(portNum);
		result.append(", hopLimit: ");
		result.append(hopLimit);
		result.append(", trafficClass: ");
		result.append(trafficClass);
		result.append(')');
		return result.toString();
	}

} //CreateAhImpl
