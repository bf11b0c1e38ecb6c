/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Create Qp</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getSendCq <em>Send Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getRecvCq <em>Recv Cq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getSrq <em>Srq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getQpType <em>Qp Type</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getMaxSendWr <em>Max Send Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getMaxRecvWr <em>Max Recv Wr</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getMaxSendSge <em>Max Send Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getMaxRecvSge <em>Max Recv Sge</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#getMaxInlineData <em>Max Inline Data</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.impl.CreateQpImpl#isSqSigAll <em>Sq Sig All</em>}</li>
 * </ul>
 *
 * @generated
 */
public class CreateQpImpl extends VerbStepImpl implements CreateQp {
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
	 * The cached value of the '{@link #getSendCq() <em>Send Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getSendCq()
	 * @generated
	 * @ordered
	 */
	protected CreateCq sendCq;

	/**
	 * The cached value of the '{@link #getRecvCq() <em>Recv Cq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRecvCq()
	 * @generated
	 * @ordered
	 */
	protected CreateCq recvCq;

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
	 * The default value of the '{@link #getQpType() <em>Qp Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQpType()
	 * @generated
	 * @ordered
	 */
	protected static final QpType QP_TYPE_EDEFAULT = QpType.RC;

	/**
	 * The cached value of the '{@link #getQpType() <em>Qp Type</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getQpType()
	 * @generated
	 * @ordered
	 */
	protected QpType qpType = QP_TYPE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSendWr() <em>Max Send Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendWr()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SEND_WR_EDEFAULT = 16;

	/**
	 * The cached value of the '{@link #getMaxSendWr() <em>Max Send Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendWr()
	 * @generated
	 * @ordered
	 */
	protected int maxSendWr = MAX_SEND_WR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxRecvWr() <em>Max Recv Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvWr()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_RECV_WR_EDEFAULT = 16;

	/**
	 * The cached value of the '{@link #getMaxRecvWr() <em>Max Recv Wr</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvWr()
	 * @generated
	 * @ordered
	 */
	protected int maxRecvWr = MAX_RECV_WR_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxSendSge() <em>Max Send Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendSge()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_SEND_SGE_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getMaxSendSge() <em>Max Send Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxSendSge()
	 * @generated
	 * @ordered
	 */
	protected int maxSendSge = MAX_SEND_SGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxRecvSge() <em>Max Recv Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvSge()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_RECV_SGE_EDEFAULT = 1;

	/**
	 * The cached value of the '{@link #getMaxRecvSge() <em>Max Recv Sge</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxRecvSge()
	 * @generated
	 * @ordered
	 */
	protected int maxRecvSge = MAX_RECV_SGE_EDEFAULT;

	/**
	 * The default value of the '{@link #getMaxInlineData() <em>Max Inline Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxInlineData()
	 * @generated
	 * @ordered
	 */
	protected static final int MAX_INLINE_DATA_EDEFAULT = 0;

	/**
	 * The cached value of the '{@link #getMaxInlineData() <em>Max Inline Data</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMaxInlineData()
	 * @generated
	 * @ordered
	 */
	protected int maxInlineData = MAX_INLINE_DATA_EDEFAULT;

	/**
	 * The default value of the '{@link #isSqSigAll() <em>Sq Sig All</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSqSigAll()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SQ_SIG_ALL_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isSqSigAll() <em>Sq Sig All</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSqSigAll()
	 * @generated
	 * @ordered
	 */
	protected boolean sqSigAll = SQ_SIG_ALL_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected CreateQpImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.CREATE_QP;
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_QP__PD, oldPd, pd));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__PD, oldPd, pd));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateCq getSendCq() {
		if (sendCq != null && sendCq.eIsProxy()) {
			InternalEObject oldSendCq = (InternalEObject)sendCq;
			sendCq = (CreateCq)eResolveProxy(oldSendCq);
			if (sendCq != oldSendCq) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_QP__SEND_CQ, oldSendCq, sendCq));
			}
		}
		return sendCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateCq basicGetSendCq() {
		return sendCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSendCq(CreateCq newSendCq) {
		CreateCq oldSendCq = sendCq;
		sendCq = newSendCq;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__SEND_CQ, oldSendCq, sendCq));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public CreateCq getRecvCq() {
		if (recvCq != null && recvCq.eIsProxy()) {
			InternalEObject oldRecvCq = (InternalEObject)recvCq;
			recvCq = (CreateCq)eResolveProxy(oldRecvCq);
			if (recvCq != oldRecvCq) {
				if (eNotificationRequired())
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_QP__RECV_CQ, oldRecvCq, recvCq));
			}
		}
		return recvCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public CreateCq basicGetRecvCq() {
		return recvCq;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setRecvCq(CreateCq newRecvCq) {
		CreateCq oldRecvCq = recvCq;
		recvCq = newRecvCq;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__RECV_CQ, oldRecvCq, recvCq));
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
					eNotify(new ENotificationImpl(this, Notification.RESOLVE, ScenarioPackage.CREATE_QP__SRQ, oldSrq, srq));
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
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__SRQ, oldSrq, srq));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public QpType getQpType() {
		return qpType;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setQpType(QpType newQpType) {
		QpType oldQpType = qpType;
		qpType = newQpType == null ? QP_TYPE_EDEFAULT : newQpType;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__QP_TYPE, oldQpType, qpType));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSendWr() {
		return maxSendWr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSendWr(int newMaxSendWr) {
		int oldMaxSendWr = maxSendWr;
		maxSendWr = newMaxSendWr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__MAX_SEND_WR, oldMaxSendWr, maxSendWr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxRecvWr() {
		return maxRecvWr;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxRecvWr(int newMaxRecvWr) {
		int oldMaxRecvWr = maxRecvWr;
		maxRecvWr = newMaxRecvWr;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__MAX_RECV_WR, oldMaxRecvWr, maxRecvWr));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxSendSge() {
		return maxSendSge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxSendSge(int newMaxSendSge) {
		int oldMaxSendSge = maxSendSge;
		maxSendSge = newMaxSendSge;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__MAX_SEND_SGE, oldMaxSendSge, maxSendSge));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxRecvSge() {
		return maxRecvSge;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxRecvSge(int newMaxRecvSge) {
		int oldMaxRecvSge = maxRecvSge;
		maxRecvSge = newMaxRecvSge;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__MAX_RECV_SGE, oldMaxRecvSge, maxRecvSge));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getMaxInlineData() {
		return maxInlineData;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMaxInlineData(int newMaxInlineData) {
		int oldMaxInlineData = maxInlineData;
		maxInlineData = newMaxInlineData;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__MAX_INLINE_DATA, oldMaxInlineData, maxInlineData));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSqSigAll() {
		return sqSigAll;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSqSigAll(boolean newSqSigAll) {
		boolean oldSqSigAll = sqSigAll;
		sqSigAll = newSqSigAll;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, ScenarioPackage.CREATE_QP__SQ_SIG_ALL, oldSqSigAll, sqSigAll));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case ScenarioPackage.CREATE_QP__PD:
				if (resolve) return getPd();
				return basicGetPd();
			case ScenarioPackage.CREATE_QP__SEND_CQ:
				if (resolve) return getSendCq();
				return basicGetSendCq();
			case ScenarioPackage.CREATE_QP__RECV_CQ:
				if (resolve) return getRecvCq();
				return basicGetRecvCq();
			case ScenarioPackage.CREATE_QP__SRQ:
				if (resolve) return getSrq();
				return basicGetSrq();
			case ScenarioPackage.CREATE_QP__QP_TYPE:
				return getQpType();
			case ScenarioPackage.CREATE_QP__MAX_SEND_WR:
				return getMaxSendWr();
			case ScenarioPackage.CREATE_QP__MAX_RECV_WR:
				return getMaxRecvWr();
			case ScenarioPackage.CREATE_QP__MAX_SEND_SGE:
				return getMaxSendSge();
			case ScenarioPackage.CREATE_QP__MAX_RECV_SGE:
				return getMaxRecvSge();
			case ScenarioPackage.CREATE_QP__MAX_INLINE_DATA:
				return getMaxInlineData();
			case ScenarioPackage.CREATE_QP__SQ_SIG_ALL:
				return isSqSigAll();
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
			case ScenarioPackage.CREATE_QP__PD:
				setPd((AllocPd)newValue);
				return;
			case ScenarioPackage.CREATE_QP__SEND_CQ:
				setSendCq((CreateCq)newValue);
				return;
			case ScenarioPackage.CREATE_QP__RECV_CQ:
				setRecvCq((CreateCq)newValue);
				return;
			case ScenarioPackage.CREATE_QP__SRQ:
				setSrq((CreateSrq)newValue);
				return;
			case ScenarioPackage.CREATE_QP__QP_TYPE:
				setQpType((QpType)newValue);
				return;
			case ScenarioPackage.CREATE_QP__MAX_SEND_WR:
				setMaxSendWr((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_QP__MAX_RECV_WR:
				setMaxRecvWr((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_QP__MAX_SEND_SGE:
				setMaxSendSge((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_QP__MAX_RECV_SGE:
				setMaxRecvSge((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_QP__MAX_INLINE_DATA:
				setMaxInlineData((Integer)newValue);
				return;
			case ScenarioPackage.CREATE_QP__SQ_SIG_ALL:
				setSqSigAll((Boolean)newValue);
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
			case ScenarioPackage.CREATE_QP__PD:
				setPd((AllocPd)null);
				return;
			case ScenarioPackage.CREATE_QP__SEND_CQ:
				setSendCq((CreateCq)null);
				return;
			case ScenarioPackage.CREATE_QP__RECV_CQ:
				setRecvCq((CreateCq)null);
				return;
			case ScenarioPackage.CREATE_QP__SRQ:
				setSrq((CreateSrq)null);
				return;
			case ScenarioPackage.CREATE_QP__QP_TYPE:
				setQpType(QP_TYPE_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_QP__MAX_SEND_WR:
				setMaxSendWr(MAX_SEND_WR_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_QP__MAX_RECV_WR:
				setMaxRecvWr(MAX_RECV_WR_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_QP__MAX_SEND_SGE:
				setMaxSendSge(MAX_SEND_SGE_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_QP__MAX_RECV_SGE:
				setMaxRecvSge(MAX_RECV_SGE_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_QP__MAX_INLINE_DATA:
				setMaxInlineData(MAX_INLINE_DATA_EDEFAULT);
				return;
			case ScenarioPackage.CREATE_QP__SQ_SIG_ALL:
				setSqSigAll(SQ_SIG_ALL_EDEFAULT);
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
			case ScenarioPackage.CREATE_QP__PD:
				return pd != null;
			case ScenarioPackage.CREATE_QP__SEND_CQ:
				return sendCq != null;
			case ScenarioPackage.CREATE_QP__RECV_CQ:
				return recvCq != null;
			case ScenarioPackage.CREATE_QP__SRQ:
				return srq != null;
			case ScenarioPackage.CREATE_QP__QP_TYPE:
				return qpType != QP_TYPE_EDEFAULT;
			case ScenarioPackage.CREATE_QP__MAX_SEND_WR:
				return maxSendWr != MAX_SEND_WR_EDEFAULT;
			case ScenarioPackage.CREATE_QP__MAX_RECV_WR:
				return maxRecvWr != MAX_RECV_WR_EDEFAULT;
			case ScenarioPackage.CREATE_QP__MAX_SEND_SGE:
				return maxSendSge != MAX_SEND_SGE_EDEFAULT;
			case ScenarioPackage.CREATE_QP__MAX_RECV_SGE:
				return maxRecvSge != MAX_RECV_SGE_EDEFAULT;
			case ScenarioPackage.CREATE_QP__MAX_INLINE_DATA:
				return maxInlineData != MAX_INLINE_DATA_EDEFAULT;
			case ScenarioPackage.CREATE_QP__SQ_SIG_ALL:
				return sqSigAll != SQ_SIG_ALL_EDEFAULT;
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
		result.append(" (qpType: ");
		result.append(qpType);
		result.append(", maxSendWr: ");
		result.append(maxSendWr);
		result.append(", maxRecvWr: ");
		result.append(maxRecvWr);
		result.append(", maxSendSge: ");
		result.append(maxSendSge);
		result.append(", maxRecvSge: ");
		result.append(maxRecvSge);
		result.append(", maxInlineData: ");
		result.append(maxInlineData);
		result.append(", sqSigAll: ");
		result.append(sqSigAll);
		result.append(')');
		return result.toString();
	}

} //CreateQpImpl
