/**
 */
package rdma.workbench.model.scenario.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EDataTypeUniqueEList;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Reg Mr</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.RegMrImpl#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.RegMrImpl#getLength <em>Length</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.RegMrImpl#getAccess <em>Access</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.RegMrImpl#getInitialData <em>Initial Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.RegMrImpl#getDataFormat <em>Data Format</em>}</li>
 * </ul>
 *
 * @generated
 */
public class RegMrImpl extends VerbStepImpl implements RegMr {
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
	 * The default value of the '{@link #getLength() <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLength()
	 * @generated
	 * @ordered
	 */
	protected static final int LENGTH_EDEFAULT = 4096;

	/**
	 * The cached value of the '{@link #getLength() <em>Length</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getLength()
	 * @generated
	 * @ordered
	 */
	protected int length = LENGTH_EDEFAULT;

	/**
	 * The cached value of the '{@link #getAccess() <em>Access</em>}' attribute list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getAccess()
	 * @generated
	 * @ordered
	 */
	protected EList<AccessFlag> access;

	/**
	 * The default value of the '{@link #getInitialData() <em>Initial Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInitialData()
	 * @generated
	 * @ordered
	 */
	protected static final String INITIAL_DATA_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getInitialData() <em>Initial Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getInitialData()
	 * @generated
	 * @ordered
	 */
	protected String initialData = INITIAL_DATA_EDEFAULT;

	/**
	 * The default value of the '{@link #getDataFormat() <em>Data Format</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDataFormat()
	 * @generated
	 * @ordered
	 */
	protected static final DataFormat DATA_FORMAT_EDEFAULT = DataFormat.TEXT;

	/**
	 * The cached value of the '{@link #getDataFormat() <em>Data Format</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getDataFormat()
	 * @generated
	 * @ordered
	 */
	protected DataFormat dataFormat = DATA_FORMAT_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected RegMrImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.REG_MR;
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.REG_MR__PD, oldPd, pd));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.REG_MR__PD, oldPd, pd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getLength() {
		return length;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setLength(int newLength) {
		int oldLength = length;
		length = newLength;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.REG_MR__LENGTH, oldLength, length));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<AccessFlag> getAccess() {
		if (access == null) {
			access = new EDataTypeUniqueEList<AccessFlag>(AccessFlag.class, this, ScenarioPackage.REG_MR__ACCESS);
		}
		return access;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getInitialData() {
		return initialData;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setInitialData(String newInitialData) {
		String oldInitialData = initialData;
		initialData = newInitialData;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.REG_MR__INITIAL_DATA, oldInitialData, initialData));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public DataFormat getDataFormat() {
		return dataFormat;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setDataFormat(DataFormat newDataFormat) {
		DataFormat oldDataFormat = dataFormat;
		dataFormat = newDataFormat == null ? DATA_FORMAT_EDEFAULT : newDataFormat;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.REG_MR__DATA_FORMAT, oldDataFormat, dataFormat));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.REG_MR__PD:
				if (resolve) return getPd();
				return basicGetPd();
			case ScenarioPackage.REG_MR__LENGTH:
				return getLength();
			case ScenarioPackage.REG_MR__ACCESS:
				return getAccess();
			case ScenarioPackage.REG_MR__INITIAL_DATA:
				return getInitialData();
			case ScenarioPackage.REG_MR__DATA_FORMAT:
				return getDataFormat();
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
			case ScenarioPackage.REG_MR__PD:
				setPd((AllocPd)newValue);
				return;
			case ScenarioPackage.REG_MR__LENGTH:
				setLength((Integer)newValue);
				return;
			case ScenarioPackage.REG_MR__ACCESS:
				getAccess().clear();
				getAccess().addAll((Collection<? extends AccessFlag>)newValue);
				return;
			case ScenarioPackage.REG_MR__INITIAL_DATA:
				setInitialData((String)newValue);
				return;
			case ScenarioPackage.REG_MR__DATA_FORMAT:
				setDataFormat((DataFormat)newValue);
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
			case ScenarioPackage.REG_MR__PD:
				setPd((AllocPd)null);
				return;
			case ScenarioPackage.REG_MR__LENGTH:
				setLength(LENGTH_EDEFAULT);
				return;
			case ScenarioPackage.REG_MR__ACCESS:
				getAccess().clear();
				return;
			case ScenarioPackage.REG_MR__INITIAL_DATA:
				setInitialData(INITIAL_DATA_EDEFAULT);
				return;
			case ScenarioPackage.REG_MR__DATA_FORMAT:
				setDataFormat(DATA_FORMAT_EDEFAULT);
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
			case ScenarioPackage.REG_MR__PD:
				return pd != null;
			case ScenarioPackage.REG_MR__LENGTH:
				return length != LENGTH_EDEFAULT;
			case ScenarioPackage.REG_MR__ACCESS:
				return access != null && !access.isEmpty();
			case ScenarioPackage.REG_MR__INITIAL_DATA:
				return INITIAL_DATA_EDEFAULT == null ? initialData != null : !INITIAL_DATA_EDEFAULT.equals(initialData);
			case ScenarioPackage.REG_MR__DATA_FORMAT:
				return dataFormat != DATA_FORMAT_EDEFAULT;
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
		result.append(" (length: ");
		result.append(length);
		result.append(", access: ");
		result.append(access);
		result.append(", initialData: ");
		result.append(initialData);
		result.append(", dataFormat: ");
		result.append(dataFormat);
		result.append(')');
		return result.toString();
	}

} //RegMrImpl
