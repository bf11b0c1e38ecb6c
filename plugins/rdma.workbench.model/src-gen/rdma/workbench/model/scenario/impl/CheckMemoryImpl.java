/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Check Memory</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.CheckMemoryImpl#getMr <em>Mr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CheckMemoryImpl#getOffset <em>Offset</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CheckMemoryImpl#getExpectedData <em>Expected Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CheckMemoryImpl#getDataFormat <em>Data Format</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CheckMemoryImpl extends StepImpl implements CheckMemory {
	/**
	 * The cached value of the '{@link #getMr() <em>Mr</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMr()
	 * @generated
	 * @ordered
	 */
	protected RegMr mr;

	/**
	 * The default value of the '{@link #getOffset() <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOffset()
	 * @generated
	 * @ordered
	 */
	protected static final int OFFSET_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getOffset() <em>Offset</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOffset()
	 * @generated
	 * @ordered
	 */
	protected int offset = OFFSET_EDEFAULT;

	/**
	 * The default value of the '{@link #getExpectedData() <em>Expected Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedData()
	 * @generated
	 * @ordered
	 */
	protected static final String EXPECTED_DATA_EDEFAULT = null;

	/**
	 * The cached value of the '{@link #getExpectedData() <em>Expected Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getExpectedData()
	 * @generated
	 * @ordered
	 */
	protected String expectedData = EXPECTED_DATA_EDEFAULT;

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
	protected CheckMemoryImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.CHECK_MEMORY;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public RegMr getMr() {
		if (mr != null && mr.eIsProxy()) {
			InternalEObject oldMr = (InternalEObject)mr;
			mr = (RegMr)eResolveProxy(oldMr);
			if (mr != oldMr) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CHECK_MEMORY__MR, oldMr, mr));
			}
		}
		return mr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RegMr basicGetMr() {
		return mr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMr(RegMr newMr) {
		RegMr oldMr = mr;
		mr = newMr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CHECK_MEMORY__MR, oldMr, mr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getOffset() {
		return offset;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOffset(int newOffset) {
		int oldOffset = offset;
		offset = newOffset;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CHECK_MEMORY__OFFSET, oldOffset, offset));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getExpectedData() {
		return expectedData;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setExpectedData(String newExpectedData) {
		String oldExpectedData = expectedData;
		expectedData = newExpectedData;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CHECK_MEMORY__EXPECTED_DATA, oldExpectedData, expectedData));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CHECK_MEMORY__DATA_FORMAT, oldDataFormat, dataFormat));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.CHECK_MEMORY__MR:
				if (resolve) return getMr();
				return basicGetMr();
			case ScenarioPackage.CHECK_MEMORY__OFFSET:
				return getOffset();
			case ScenarioPackage.CHECK_MEMORY__EXPECTED_DATA:
				return getExpectedData();
			case ScenarioPackage.CHECK_MEMORY__DATA_FORMAT:
				return getDataFormat();
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
			case ScenarioPackage.CHECK_MEMORY__MR:
				setMr((RegMr)newValue);
				return;
			case ScenarioPackage.CHECK_MEMORY__OFFSET:
				setOffset((Integer)newValue);
				return;
			case ScenarioPackage.CHECK_MEMORY__EXPECTED_DATA:
				setExpectedData((String)newValue);
				return;
			case ScenarioPackage.CHECK_MEMORY__DATA_FORMAT:
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
			case ScenarioPackage.CHECK_MEMORY__MR:
				setMr((RegMr)null);
				return;
			case ScenarioPackage.CHECK_MEMORY__OFFSET:
				setOffset(OFFSET_EDEFAULT);
				return;
			case ScenarioPackage.CHECK_MEMORY__EXPECTED_DATA:
				setExpectedData(EXPECTED_DATA_EDEFAULT);
				return;
			case ScenarioPackage.CHECK_MEMORY__DATA_FORMAT:
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
			case ScenarioPackage.CHECK_MEMORY__MR:
				return mr != null;
			case ScenarioPackage.CHECK_MEMORY__OFFSET:
				return offset != OFFSET_EDEFAULT;
			case ScenarioPackage.CHECK_MEMORY__EXPECTED_DATA:
				return EXPECTED_DATA_EDEFAULT == null ? expectedData != null : !EXPECTED_DATA_EDEFAULT.equals(expectedData);
			case ScenarioPackage.CHECK_MEMORY__DATA_FORMAT:
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
		result.append(" (offset: ");
		result.append(offset);
		result.append(", expectedData: ");
		result.append(expectedData);
		result.append(", dataFormat: ");
		result.append(dataFormat);
		result.append(')');
		return result.toString();
	}

} //CheckMemoryImpl
