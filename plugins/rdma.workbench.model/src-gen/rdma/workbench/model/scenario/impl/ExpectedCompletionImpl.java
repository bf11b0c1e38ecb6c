/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.EObjectImpl;

import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WcStatus;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Expected Completion</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl#getWrId <em>Wr Id</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl#getStatus <em>Status</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl#getOpcode <em>Opcode</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl#getByteLen <em>Byte Len</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl#getImmData <em>Imm Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.ExpectedCompletionImpl#getSrcQp <em>Src Qp</em>}</li>
 * </ul>
 *
 * @generated
 */
public class ExpectedCompletionImpl extends EObjectImpl implements ExpectedCompletion {
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
	 * This is true if the Wr Id attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean wrIdESet;

	/**
	 * The default value of the '{@link #getStatus() <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStatus()
	 * @generated
	 * @ordered
	 */
	protected static final WcStatus STATUS_EDEFAULT = WcStatus.SUCCESS;

	/**
	 * The cached value of the '{@link #getStatus() <em>Status</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getStatus()
	 * @generated
	 * @ordered
	 */
	protected WcStatus status = STATUS_EDEFAULT;

	/**
	 * The default value of the '{@link #getOpcode() <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpcode()
	 * @generated
	 * @ordered
	 */
	protected static final WcOpcode OPCODE_EDEFAULT = WcOpcode.SEND;

	/**
	 * The cached value of the '{@link #getOpcode() <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getOpcode()
	 * @generated
	 * @ordered
	 */
	protected WcOpcode opcode = OPCODE_EDEFAULT;

	/**
	 * This is true if the Opcode attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean opcodeESet;

	/**
	 * The default value of the '{@link #getByteLen() <em>Byte Len</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getByteLen()
	 * @generated
	 * @ordered
	 */
	protected static final int BYTE_LEN_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getByteLen() <em>Byte Len</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getByteLen()
	 * @generated
	 * @ordered
	 */
	protected int byteLen = BYTE_LEN_EDEFAULT;

	/**
	 * This is true if the Byte Len attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean byteLenESet;

	/**
	 * The default value of the '{@link #getImmData() <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImmData()
	 * @generated
	 * @ordered
	 */
	protected static final long IMM_DATA_EDEFAULT = 0L;

	/**
	 * The cached value of the '{@link #getImmData() <em>Imm Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getImmData()
	 * @generated
	 * @ordered
	 */
	protected long immData = IMM_DATA_EDEFAULT;

	/**
	 * This is true if the Imm Data attribute has been set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 * @ordered
	 */
	protected boolean immDataESet;

	/**
	 * The cached value of the '{@link #getSrcQp() <em>Src Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSrcQp()
	 * @generated
	 * @ordered
	 */
	protected CreateQp srcQp;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected ExpectedCompletionImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.EXPECTED_COMPLETION;
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
		boolean oldWrIdESet = wrIdESet;
		wrIdESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.EXPECTED_COMPLETION__WR_ID, oldWrId, wrId, !oldWrIdESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetWrId() {
		long oldWrId = wrId;
		boolean oldWrIdESet = wrIdESet;
		wrId = WR_ID_EDEFAULT;
		wrIdESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.EXPECTED_COMPLETION__WR_ID, oldWrId, WR_ID_EDEFAULT, oldWrIdESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetWrId() {
		return wrIdESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WcStatus getStatus() {
		return status;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setStatus(WcStatus newStatus) {
		WcStatus oldStatus = status;
		status = newStatus == null ? STATUS_EDEFAULT : newStatus;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.EXPECTED_COMPLETION__STATUS, oldStatus, status));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public WcOpcode getOpcode() {
		return opcode;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setOpcode(WcOpcode newOpcode) {
		WcOpcode oldOpcode = opcode;
		opcode = newOpcode == null ? OPCODE_EDEFAULT : newOpcode;
		boolean oldOpcodeESet = opcodeESet;
		opcodeESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.EXPECTED_COMPLETION__OPCODE, oldOpcode, opcode, !oldOpcodeESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetOpcode() {
		WcOpcode oldOpcode = opcode;
		boolean oldOpcodeESet = opcodeESet;
		opcode = OPCODE_EDEFAULT;
		opcodeESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.EXPECTED_COMPLETION__OPCODE, oldOpcode, OPCODE_EDEFAULT, oldOpcodeESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetOpcode() {
		return opcodeESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getByteLen() {
		return byteLen;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setByteLen(int newByteLen) {
		int oldByteLen = byteLen;
		byteLen = newByteLen;
		boolean oldByteLenESet = byteLenESet;
		byteLenESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.EXPECTED_COMPLETION__BYTE_LEN, oldByteLen, byteLen, !oldByteLenESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetByteLen() {
		int oldByteLen = byteLen;
		boolean oldByteLenESet = byteLenESet;
		byteLen = BYTE_LEN_EDEFAULT;
		byteLenESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.EXPECTED_COMPLETION__BYTE_LEN, oldByteLen, BYTE_LEN_EDEFAULT, oldByteLenESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetByteLen() {
		return byteLenESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getImmData() {
		return immData;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setImmData(long newImmData) {
		long oldImmData = immData;
		immData = newImmData;
		boolean oldImmDataESet = immDataESet;
		immDataESet = true;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.EXPECTED_COMPLETION__IMM_DATA, oldImmData, immData, !oldImmDataESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void unsetImmData() {
		long oldImmData = immData;
		boolean oldImmDataESet = immDataESet;
		immData = IMM_DATA_EDEFAULT;
		immDataESet = false;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.UNSET, ScenarioPackage.EXPECTED_COMPLETION__IMM_DATA, oldImmData, IMM_DATA_EDEFAULT, oldImmDataESet));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSetImmData() {
		return immDataESet;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateQp getSrcQp() {
		if (srcQp != null && srcQp.eIsProxy()) {
			InternalEObject oldSrcQp = (InternalEObject)srcQp;
			srcQp = (CreateQp)eResolveProxy(oldSrcQp);
			if (srcQp != oldSrcQp) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.EXPECTED_COMPLETION__SRC_QP, oldSrcQp, srcQp));
			}
		}
		return srcQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateQp basicGetSrcQp() {
		return srcQp;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSrcQp(CreateQp newSrcQp) {
		CreateQp oldSrcQp = srcQp;
		srcQp = newSrcQp;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.EXPECTED_COMPLETION__SRC_QP, oldSrcQp, srcQp));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.EXPECTED_COMPLETION__WR_ID:
				return getWrId();
			case ScenarioPackage.EXPECTED_COMPLETION__STATUS:
				return getStatus();
			case ScenarioPackage.EXPECTED_COMPLETION__OPCODE:
				return getOpcode();
			case ScenarioPackage.EXPECTED_COMPLETION__BYTE_LEN:
				return getByteLen();
			case ScenarioPackage.EXPECTED_COMPLETION__IMM_DATA:
				return getImmData();
			case ScenarioPackage.EXPECTED_COMPLETION__SRC_QP:
				if (resolve) return getSrcQp();
				return basicGetSrcQp();
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
			case ScenarioPackage.EXPECTED_COMPLETION__WR_ID:
				setWrId((Long)newValue);
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__STATUS:
				setStatus((WcStatus)newValue);
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__OPCODE:
				setOpcode((WcOpcode)newValue);
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__BYTE_LEN:
				setByteLen((Integer)newValue);
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__IMM_DATA:
				setImmData((Long)newValue);
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__SRC_QP:
				setSrcQp((CreateQp)newValue);
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
			case ScenarioPackage.EXPECTED_COMPLETION__WR_ID:
				unsetWrId();
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__STATUS:
				setStatus(STATUS_EDEFAULT);
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__OPCODE:
				unsetOpcode();
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__BYTE_LEN:
				unsetByteLen();
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__IMM_DATA:
				unsetImmData();
				return;
			case ScenarioPackage.EXPECTED_COMPLETION__SRC_QP:
				setSrcQp((CreateQp)null);
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
			case ScenarioPackage.EXPECTED_COMPLETION__WR_ID:
				return isSetWrId();
			case ScenarioPackage.EXPECTED_COMPLETION__STATUS:
				return status != STATUS_EDEFAULT;
			case ScenarioPackage.EXPECTED_COMPLETION__OPCODE:
				return isSetOpcode();
			case ScenarioPackage.EXPECTED_COMPLETION__BYTE_LEN:
				return isSetByteLen();
			case ScenarioPackage.EXPECTED_COMPLETION__IMM_DATA:
				return isSetImmData();
			case ScenarioPackage.EXPECTED_COMPLETION__SRC_QP:
				return srcQp != null;
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
		if (wrIdESet) result.append(wrId); else result.append("<unset>");
		result.append(", status: ");
		result.append(status);
		result.append(", opcode: ");
		if (opcodeESet) result.append(opcode); else result.append("<unset>");
		result.append(", byteLen: ");
		if (byteLenESet) result.append(byteLen); else result.append("<unset>");
		result.append(", immData: ");
		if (immDataESet) result.append(immData); else result.append("<unset>");
		result.append(')');
		return result.toString();
	}

} //ExpectedCompletionImpl
