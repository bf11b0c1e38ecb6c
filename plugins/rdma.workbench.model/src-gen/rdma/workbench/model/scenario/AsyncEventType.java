/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Async Event Type</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_event_type.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getAsyncEventType()
 * @model
 * @generated
 */
public enum AsyncEventType implements Enumerator {
	/**
	 * The '<em><b>CQ ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_CQ_ERR, a completion arrived at a full CQ and was lost; the CQ's QPs go to ERR.
	 * <!-- end-model-doc -->
	 * @see #CQ_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	CQ_ERR(0, "CQ_ERR", "CQ_ERR"),

	/**
	 * The '<em><b>QP FATAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #QP_FATAL_VALUE
	 * @generated
	 * @ordered
	 */
	QP_FATAL(1, "QP_FATAL", "QP_FATAL"),

	/**
	 * The '<em><b>QP REQ ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_QP_REQ_ERR, as responder the QP received an invalid request it could not report in a completion, and went to ERR.
	 * <!-- end-model-doc -->
	 * @see #QP_REQ_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	QP_REQ_ERR(2, "QP_REQ_ERR", "QP_REQ_ERR"),

	/**
	 * The '<em><b>QP ACCESS ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_QP_ACCESS_ERR, as responder the QP refused a remote access (rkey, bounds, flags) and went to ERR.
	 * <!-- end-model-doc -->
	 * @see #QP_ACCESS_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	QP_ACCESS_ERR(3, "QP_ACCESS_ERR", "QP_ACCESS_ERR"),

	/**
	 * The '<em><b>COMM EST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_COMM_EST, the first packet arrived at a QP in RTR.
	 * <!-- end-model-doc -->
	 * @see #COMM_EST_VALUE
	 * @generated
	 * @ordered
	 */
	COMM_EST(4, "COMM_EST", "COMM_EST"),

	/**
	 * The '<em><b>SQ DRAINED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_SQ_DRAINED, a QP in SQD has no send in flight any more.
	 * <!-- end-model-doc -->
	 * @see #SQ_DRAINED_VALUE
	 * @generated
	 * @ordered
	 */
	SQ_DRAINED(5, "SQ_DRAINED", "SQ_DRAINED"),

	/**
	 * The '<em><b>PATH MIG</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PATH_MIG_VALUE
	 * @generated
	 * @ordered
	 */
	PATH_MIG(6, "PATH_MIG", "PATH_MIG"),

	/**
	 * The '<em><b>PATH MIG ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PATH_MIG_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	PATH_MIG_ERR(7, "PATH_MIG_ERR", "PATH_MIG_ERR"),

	/**
	 * The '<em><b>DEVICE FATAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DEVICE_FATAL_VALUE
	 * @generated
	 * @ordered
	 */
	DEVICE_FATAL(8, "DEVICE_FATAL", "DEVICE_FATAL"),

	/**
	 * The '<em><b>PORT ACTIVE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_PORT_ACTIVE, a port came up.
	 * <!-- end-model-doc -->
	 * @see #PORT_ACTIVE_VALUE
	 * @generated
	 * @ordered
	 */
	PORT_ACTIVE(9, "PORT_ACTIVE", "PORT_ACTIVE"),

	/**
	 * The '<em><b>PORT ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PORT_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	PORT_ERR(10, "PORT_ERR", "PORT_ERR"),

	/**
	 * The '<em><b>LID CHANGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LID_CHANGE_VALUE
	 * @generated
	 * @ordered
	 */
	LID_CHANGE(11, "LID_CHANGE", "LID_CHANGE"),

	/**
	 * The '<em><b>PKEY CHANGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PKEY_CHANGE_VALUE
	 * @generated
	 * @ordered
	 */
	PKEY_CHANGE(12, "PKEY_CHANGE", "PKEY_CHANGE"),

	/**
	 * The '<em><b>SM CHANGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SM_CHANGE_VALUE
	 * @generated
	 * @ordered
	 */
	SM_CHANGE(13, "SM_CHANGE", "SM_CHANGE"),

	/**
	 * The '<em><b>SRQ ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SRQ_ERR_VALUE
	 * @generated
	 * @ordered
	 */
	SRQ_ERR(14, "SRQ_ERR", "SRQ_ERR"),

	/**
	 * The '<em><b>SRQ LIMIT REACHED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_SRQ_LIMIT_REACHED, fewer receives than the SRQ's limit are left (the engine does not raise it).
	 * <!-- end-model-doc -->
	 * @see #SRQ_LIMIT_REACHED_VALUE
	 * @generated
	 * @ordered
	 */
	SRQ_LIMIT_REACHED(15, "SRQ_LIMIT_REACHED", "SRQ_LIMIT_REACHED"),

	/**
	 * The '<em><b>QP LAST WQE REACHED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_QP_LAST_WQE_REACHED, a QP with an SRQ in ERR will take no more of its receives.
	 * <!-- end-model-doc -->
	 * @see #QP_LAST_WQE_REACHED_VALUE
	 * @generated
	 * @ordered
	 */
	QP_LAST_WQE_REACHED(16, "QP_LAST_WQE_REACHED", "QP_LAST_WQE_REACHED"),

	/**
	 * The '<em><b>CLIENT REREGISTER</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CLIENT_REREGISTER_VALUE
	 * @generated
	 * @ordered
	 */
	CLIENT_REREGISTER(17, "CLIENT_REREGISTER", "CLIENT_REREGISTER"),

	/**
	 * The '<em><b>GID CHANGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GID_CHANGE_VALUE
	 * @generated
	 * @ordered
	 */
	GID_CHANGE(18, "GID_CHANGE", "GID_CHANGE");

	/**
	 * The '<em><b>CQ ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_CQ_ERR, a completion arrived at a full CQ and was lost; the CQ's QPs go to ERR.
	 * <!-- end-model-doc -->
	 * @see #CQ_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CQ_ERR_VALUE = 0;

	/**
	 * The '<em><b>QP FATAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #QP_FATAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QP_FATAL_VALUE = 1;

	/**
	 * The '<em><b>QP REQ ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_QP_REQ_ERR, as responder the QP received an invalid request it could not report in a completion, and went to ERR.
	 * <!-- end-model-doc -->
	 * @see #QP_REQ_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QP_REQ_ERR_VALUE = 2;

	/**
	 * The '<em><b>QP ACCESS ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_QP_ACCESS_ERR, as responder the QP refused a remote access (rkey, bounds, flags) and went to ERR.
	 * <!-- end-model-doc -->
	 * @see #QP_ACCESS_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QP_ACCESS_ERR_VALUE = 3;

	/**
	 * The '<em><b>COMM EST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_COMM_EST, the first packet arrived at a QP in RTR.
	 * <!-- end-model-doc -->
	 * @see #COMM_EST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int COMM_EST_VALUE = 4;

	/**
	 * The '<em><b>SQ DRAINED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_SQ_DRAINED, a QP in SQD has no send in flight any more.
	 * <!-- end-model-doc -->
	 * @see #SQ_DRAINED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SQ_DRAINED_VALUE = 5;

	/**
	 * The '<em><b>PATH MIG</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PATH_MIG
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PATH_MIG_VALUE = 6;

	/**
	 * The '<em><b>PATH MIG ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PATH_MIG_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PATH_MIG_ERR_VALUE = 7;

	/**
	 * The '<em><b>DEVICE FATAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #DEVICE_FATAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DEVICE_FATAL_VALUE = 8;

	/**
	 * The '<em><b>PORT ACTIVE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_PORT_ACTIVE, a port came up.
	 * <!-- end-model-doc -->
	 * @see #PORT_ACTIVE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PORT_ACTIVE_VALUE = 9;

	/**
	 * The '<em><b>PORT ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PORT_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PORT_ERR_VALUE = 10;

	/**
	 * The '<em><b>LID CHANGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LID_CHANGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LID_CHANGE_VALUE = 11;

	/**
	 * The '<em><b>PKEY CHANGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #PKEY_CHANGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int PKEY_CHANGE_VALUE = 12;

	/**
	 * The '<em><b>SM CHANGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SM_CHANGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SM_CHANGE_VALUE = 13;

	/**
	 * The '<em><b>SRQ ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #SRQ_ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SRQ_ERR_VALUE = 14;

	/**
	 * The '<em><b>SRQ LIMIT REACHED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_SRQ_LIMIT_REACHED, fewer receives than the SRQ's limit are left (the engine does not raise it).
	 * <!-- end-model-doc -->
	 * @see #SRQ_LIMIT_REACHED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SRQ_LIMIT_REACHED_VALUE = 15;

	/**
	 * The '<em><b>QP LAST WQE REACHED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_EVENT_QP_LAST_WQE_REACHED, a QP with an SRQ in ERR will take no more of its receives.
	 * <!-- end-model-doc -->
	 * @see #QP_LAST_WQE_REACHED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int QP_LAST_WQE_REACHED_VALUE = 16;

	/**
	 * The '<em><b>CLIENT REREGISTER</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CLIENT_REREGISTER
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CLIENT_REREGISTER_VALUE = 17;

	/**
	 * The '<em><b>GID CHANGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #GID_CHANGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int GID_CHANGE_VALUE = 18;

	/**
	 * An array of all the '<em><b>Async Event Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final AsyncEventType[] VALUES_ARRAY =
		new AsyncEventType[] {
			CQ_ERR,
			QP_FATAL,
			QP_REQ_ERR,
			QP_ACCESS_ERR,
			COMM_EST,
			SQ_DRAINED,
			PATH_MIG,
			PATH_MIG_ERR,
			DEVICE_FATAL,
			PORT_ACTIVE,
			PORT_ERR,
			LID_CHANGE,
			PKEY_CHANGE,
			SM_CHANGE,
			SRQ_ERR,
			SRQ_LIMIT_REACHED,
			QP_LAST_WQE_REACHED,
			CLIENT_REREGISTER,
			GID_CHANGE,
		};

	/**
	 * A public read-only list of all the '<em><b>Async Event Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<AsyncEventType> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Async Event Type</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AsyncEventType get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			AsyncEventType result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Async Event Type</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AsyncEventType getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			AsyncEventType result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Async Event Type</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AsyncEventType get(int value) {
		switch (value) {
			case CQ_ERR_VALUE: return CQ_ERR;
			case QP_FATAL_VALUE: return QP_FATAL;
			case QP_REQ_ERR_VALUE: return QP_REQ_ERR;
			case QP_ACCESS_ERR_VALUE: return QP_ACCESS_ERR;
			case COMM_EST_VALUE: return COMM_EST;
			case SQ_DRAINED_VALUE: return SQ_DRAINED;
			case PATH_MIG_VALUE: return PATH_MIG;
			case PATH_MIG_ERR_VALUE: return PATH_MIG_ERR;
			case DEVICE_FATAL_VALUE: return DEVICE_FATAL;
			case PORT_ACTIVE_VALUE: return PORT_ACTIVE;
			case PORT_ERR_VALUE: return PORT_ERR;
			case LID_CHANGE_VALUE: return LID_CHANGE;
			case PKEY_CHANGE_VALUE: return PKEY_CHANGE;
			case SM_CHANGE_VALUE: return SM_CHANGE;
			case SRQ_ERR_VALUE: return SRQ_ERR;
			case SRQ_LIMIT_REACHED_VALUE: return SRQ_LIMIT_REACHED;
			case QP_LAST_WQE_REACHED_VALUE: return QP_LAST_WQE_REACHED;
			case CLIENT_REREGISTER_VALUE: return CLIENT_REREGISTER;
			case GID_CHANGE_VALUE: return GID_CHANGE;
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
	private AsyncEventType(int value, String name, String literal) {
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
	
} //AsyncEventType
