/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Wc Status</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_wc_status.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getWcStatus()
 * @model
 * @generated
 */
public enum WcStatus implements Enumerator {
	/**
	 * The '<em><b>SUCCESS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the work request completed.
	 * <!-- end-model-doc -->
	 * @see #SUCCESS_VALUE
	 * @generated
	 * @ordered
	 */
	SUCCESS(0, "SUCCESS", "SUCCESS"),

	/**
	 * The '<em><b>LOC LEN ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the incoming message was longer than the receive's buffers (the sender gets REM_INV_REQ_ERR).
	 * <!-- end-model-doc -->
	 * @see #LOC_LEN_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	LOC_LEN_ERR(1, "LOC_LEN_ERR", "LOC_LEN_ERR"),

	/**
	 * The '<em><b>LOC QP OP ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the receive work request could not take the data (its SGEs were unusable); the sender gets REM_OP_ERR.
	 * <!-- end-model-doc -->
	 * @see #LOC_QP_OP_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	LOC_QP_OP_ERR(2, "LOC_QP_OP_ERR", "LOC_QP_OP_ERR"),

	/**
	 * The '<em><b>LOC EEC OP ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOC_EEC_OP_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	LOC_EEC_OP_ERR(3, "LOC_EEC_OP_ERR", "LOC_EEC_OP_ERR"),

	/**
	 * The '<em><b>LOC PROT ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a local SGE failed its check: a wrong or deregistered lkey, another PD, out of bounds, or no LOCAL_WRITE where the NIC writes.
	 * <!-- end-model-doc -->
	 * @see #LOC_PROT_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	LOC_PROT_ERR(4, "LOC_PROT_ERR", "LOC_PROT_ERR"),

	/**
	 * The '<em><b>WR FLUSH ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the QP went to ERR before this request completed; it was flushed, not carried out.
	 * <!-- end-model-doc -->
	 * @see #WR_FLUSH_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	WR_FLUSH_ERR(5, "WR_FLUSH_ERR", "WR_FLUSH_ERR"),

	/**
	 * The '<em><b>MW BIND ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MW_BIND_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	MW_BIND_ERR(6, "MW_BIND_ERR", "MW_BIND_ERR"),

	/**
	 * The '<em><b>BAD RESP ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder's answer made no sense, such as a READ response longer than asked for.
	 * <!-- end-model-doc -->
	 * @see #BAD_RESP_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	BAD_RESP_ERR(7, "BAD_RESP_ERR", "BAD_RESP_ERR"),

	/**
	 * The '<em><b>LOC ACCESS ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOC_ACCESS_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	LOC_ACCESS_ERR(8, "LOC_ACCESS_ERR", "LOC_ACCESS_ERR"),

	/**
	 * The '<em><b>REM INV REQ ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder found the request invalid: a message too long for its receive, or an operation its QP access flags do not allow.
	 * <!-- end-model-doc -->
	 * @see #REM_INV_REQ_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	REM_INV_REQ_ERR(9, "REM_INV_REQ_ERR", "REM_INV_REQ_ERR"),

	/**
	 * The '<em><b>REM ACCESS ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder refused access to its memory: an rkey that is wrong, deregistered or of another PD, outside the region, or without the needed REMOTE_ access flag. The responder's QP goes to ERR too.
	 * <!-- end-model-doc -->
	 * @see #REM_ACCESS_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	REM_ACCESS_ERR(10, "REM_ACCESS_ERR", "REM_ACCESS_ERR"),

	/**
	 * The '<em><b>REM OP ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder could not carry out the request, such as a receive with unusable SGEs.
	 * <!-- end-model-doc -->
	 * @see #REM_OP_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	REM_OP_ERR(11, "REM_OP_ERR", "REM_OP_ERR"),

	/**
	 * The '<em><b>RETRY EXC ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * retry_cnt resends after local ACK timeouts or PSN sequence NAKs did not get an acknowledgement: the peer is gone or the link loses everything.
	 * <!-- end-model-doc -->
	 * @see #RETRY_EXC_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	RETRY_EXC_ERR(12, "RETRY_EXC_ERR", "RETRY_EXC_ERR"),

	/**
	 * The '<em><b>RNR RETRY EXC ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rnr_retry resends after RNR NAKs still found no receive posted at the peer.
	 * <!-- end-model-doc -->
	 * @see #RNR_RETRY_EXC_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	RNR_RETRY_EXC_ERR(13, "RNR_RETRY_EXC_ERR", "RNR_RETRY_EXC_ERR"),

	/**
	 * The '<em><b>LOC RDD VIOL ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOC_RDD_VIOL_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	LOC_RDD_VIOL_ERR(14, "LOC_RDD_VIOL_ERR", "LOC_RDD_VIOL_ERR"),

	/**
	 * The '<em><b>REM INV RD REQ ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #REM_INV_RD_REQ_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	REM_INV_RD_REQ_ERR(15, "REM_INV_RD_REQ_ERR", "REM_INV_RD_REQ_ERR"),

	/**
	 * The '<em><b>REM ABORT ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #REM_ABORT_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	REM_ABORT_ERR(16, "REM_ABORT_ERR", "REM_ABORT_ERR"),

	/**
	 * The '<em><b>INV EECN ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #INV_EECN_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	INV_EECN_ERR(17, "INV_EECN_ERR", "INV_EECN_ERR"),

	/**
	 * The '<em><b>INV EEC STATE ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #INV_EEC_STATE_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	INV_EEC_STATE_ERR(18, "INV_EEC_STATE_ERR", "INV_EEC_STATE_ERR"),

	/**
	 * The '<em><b>FATAL ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #FATAL_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	FATAL_ERR(19, "FATAL_ERR", "FATAL_ERR"),

	/**
	 * The '<em><b>RESP TIMEOUT ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RESP_TIMEOUT_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	RESP_TIMEOUT_ERR(20, "RESP_TIMEOUT_ERR", "RESP_TIMEOUT_ERR"),

	/**
	 * The '<em><b>GENERAL ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GENERAL_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	GENERAL_ERR(21, "GENERAL_ERR", "GENERAL_ERR");

	/**
	 * The '<em><b>SUCCESS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the work request completed.
	 * <!-- end-model-doc -->
	 * @see #SUCCESS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SUCCESS_VALUE = 0;

	/**
	 * The '<em><b>LOC LEN ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the incoming message was longer than the receive's buffers (the sender gets REM_INV_REQ_ERR).
	 * <!-- end-model-doc -->
	 * @see #LOC_LEN_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOC_LEN_ERR_VALUE = 1;

	/**
	 * The '<em><b>LOC QP OP ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the receive work request could not take the data (its SGEs were unusable); the sender gets REM_OP_ERR.
	 * <!-- end-model-doc -->
	 * @see #LOC_QP_OP_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOC_QP_OP_ERR_VALUE = 2;

	/**
	 * The '<em><b>LOC EEC OP ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOC_EEC_OP_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOC_EEC_OP_ERR_VALUE = 3;

	/**
	 * The '<em><b>LOC PROT ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a local SGE failed its check: a wrong or deregistered lkey, another PD, out of bounds, or no LOCAL_WRITE where the NIC writes.
	 * <!-- end-model-doc -->
	 * @see #LOC_PROT_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOC_PROT_ERR_VALUE = 4;

	/**
	 * The '<em><b>WR FLUSH ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the QP went to ERR before this request completed; it was flushed, not carried out.
	 * <!-- end-model-doc -->
	 * @see #WR_FLUSH_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int WR_FLUSH_ERR_VALUE = 5;

	/**
	 * The '<em><b>MW BIND ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #MW_BIND_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int MW_BIND_ERR_VALUE = 6;

	/**
	 * The '<em><b>BAD RESP ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder's answer made no sense, such as a READ response longer than asked for.
	 * <!-- end-model-doc -->
	 * @see #BAD_RESP_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int BAD_RESP_ERR_VALUE = 7;

	/**
	 * The '<em><b>LOC ACCESS ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOC_ACCESS_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOC_ACCESS_ERR_VALUE = 8;

	/**
	 * The '<em><b>REM INV REQ ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder found the request invalid: a message too long for its receive, or an operation its QP access flags do not allow.
	 * <!-- end-model-doc -->
	 * @see #REM_INV_REQ_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REM_INV_REQ_ERR_VALUE = 9;

	/**
	 * The '<em><b>REM ACCESS ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder refused access to its memory: an rkey that is wrong, deregistered or of another PD, outside the region, or without the needed REMOTE_ access flag. The responder's QP goes to ERR too.
	 * <!-- end-model-doc -->
	 * @see #REM_ACCESS_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REM_ACCESS_ERR_VALUE = 10;

	/**
	 * The '<em><b>REM OP ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the responder could not carry out the request, such as a receive with unusable SGEs.
	 * <!-- end-model-doc -->
	 * @see #REM_OP_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REM_OP_ERR_VALUE = 11;

	/**
	 * The '<em><b>RETRY EXC ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * retry_cnt resends after local ACK timeouts or PSN sequence NAKs did not get an acknowledgement: the peer is gone or the link loses everything.
	 * <!-- end-model-doc -->
	 * @see #RETRY_EXC_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RETRY_EXC_ERR_VALUE = 12;

	/**
	 * The '<em><b>RNR RETRY EXC ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * rnr_retry resends after RNR NAKs still found no receive posted at the peer.
	 * <!-- end-model-doc -->
	 * @see #RNR_RETRY_EXC_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RNR_RETRY_EXC_ERR_VALUE = 13;

	/**
	 * The '<em><b>LOC RDD VIOL ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOC_RDD_VIOL_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOC_RDD_VIOL_ERR_VALUE = 14;

	/**
	 * The '<em><b>REM INV RD REQ ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #REM_INV_RD_REQ_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REM_INV_RD_REQ_ERR_VALUE = 15;

	/**
	 * The '<em><b>REM ABORT ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #REM_ABORT_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REM_ABORT_ERR_VALUE = 16;

	/**
	 * The '<em><b>INV EECN ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #INV_EECN_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int INV_EECN_ERR_VALUE = 17;

	/**
	 * The '<em><b>INV EEC STATE ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #INV_EEC_STATE_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int INV_EEC_STATE_ERR_VALUE = 18;

	/**
	 * The '<em><b>FATAL ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #FATAL_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FATAL_ERR_VALUE = 19;

	/**
	 * The '<em><b>RESP TIMEOUT ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RESP_TIMEOUT_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RESP_TIMEOUT_ERR_VALUE = 20;

	/**
	 * The '<em><b>GENERAL ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GENERAL_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int GENERAL_ERR_VALUE = 21;

	/**
	 * An array of all the '<em><b>Wc Status</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final WcStatus[] VALUES_ARRAY =
		new WcStatus[] {
			SUCCESS,
			LOC_LEN_ERR,
			LOC_QP_OP_ERR,
			LOC_EEC_OP_ERR,
			LOC_PROT_ERR,
			WR_FLUSH_ERR,
			MW_BIND_ERR,
			BAD_RESP_ERR,
			LOC_ACCESS_ERR,
			REM_INV_REQ_ERR,
			REM_ACCESS_ERR,
			REM_OP_ERR,
			RETRY_EXC_ERR,
			RNR_RETRY_EXC_ERR,
			LOC_RDD_VIOL_ERR,
			REM_INV_RD_REQ_ERR,
			REM_ABORT_ERR,
			INV_EECN_ERR,
			INV_EEC_STATE_ERR,
			FATAL_ERR,
			RESP_TIMEOUT_ERR,
			GENERAL_ERR,
		};

	/**
	 * A public read-only list of all the '<em><b>Wc Status</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<WcStatus> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Wc Status</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WcStatus get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WcStatus result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Wc Status</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WcStatus getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WcStatus result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Wc Status</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WcStatus get(int value) {
		switch (value) {
			case SUCCESS_VALUE: return SUCCESS;
			case LOC_LEN_ERR_VALUE: return LOC_LEN_ERR;
			case LOC_QP_OP_ERR_VALUE: return LOC_QP_OP_ERR;
			case LOC_EEC_OP_ERR_VALUE: return LOC_EEC_OP_ERR;
			case LOC_PROT_ERR_VALUE: return LOC_PROT_ERR;
			case WR_FLUSH_ERR_VALUE: return WR_FLUSH_ERR;
			case MW_BIND_ERR_VALUE: return MW_BIND_ERR;
			case BAD_RESP_ERR_VALUE: return BAD_RESP_ERR;
			case LOC_ACCESS_ERR_VALUE: return LOC_ACCESS_ERR;
			case REM_INV_REQ_ERR_VALUE: return REM_INV_REQ_ERR;
			case REM_ACCESS_ERR_VALUE: return REM_ACCESS_ERR;
			case REM_OP_ERR_VALUE: return REM_OP_ERR;
			case RETRY_EXC_ERR_VALUE: return RETRY_EXC_ERR;
			case RNR_RETRY_EXC_ERR_VALUE: return RNR_RETRY_EXC_ERR;
			case LOC_RDD_VIOL_ERR_VALUE: return LOC_RDD_VIOL_ERR;
			case REM_INV_RD_REQ_ERR_VALUE: return REM_INV_RD_REQ_ERR;
			case REM_ABORT_ERR_VALUE: return REM_ABORT_ERR;
			case INV_EECN_ERR_VALUE: return INV_EECN_ERR;
			case INV_EEC_STATE_ERR_VALUE: return INV_EEC_STATE_ERR;
			case FATAL_ERR_VALUE: return FATAL_ERR;
			case RESP_TIMEOUT_ERR_VALUE: return RESP_TIMEOUT_ERR;
			case GENERAL_ERR_VALUE: return GENERAL_ERR;
		}
		return null;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final int value;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String name;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private final String literal;

	/**
	 * Only this class can construct instances.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private WcStatus(int value, String name, String literal) {
		this.value = value;
		this.name = name;
		this.literal = literal;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public int getValue() {
	  return value;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getName() {
	  return name;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getLiteral() {
	  return literal;
	}

	/**
	 * Returns the literal value of the enumerator, which is its string representation.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		return literal;
	}
	
} //WcStatus
