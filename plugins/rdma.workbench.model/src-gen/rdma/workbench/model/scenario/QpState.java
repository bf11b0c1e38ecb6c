/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Qp State</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_qp_state.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getQpState()
 * @model
 * @generated
 */
public enum QpState implements Enumerator {
	/**
	 * The '<em><b>RESET</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_RESET, just created or reset: no traffic, no posts; reaching it discards outstanding work.
	 * <!-- end-model-doc -->
	 * @see #RESET_VALUE
	 * @generated
	 * @ordered
	 */
	RESET(0, "RESET", "RESET"),

	/**
	 * The '<em><b>INIT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_INIT, receives may be posted; packets are still not accepted.
	 * <!-- end-model-doc -->
	 * @see #INIT_VALUE
	 * @generated
	 * @ordered
	 */
	INIT(1, "INIT", "INIT"),

	/**
	 * The '<em><b>RTR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_RTR, Ready To Receive: incoming packets are accepted; nothing is sent.
	 * <!-- end-model-doc -->
	 * @see #RTR_VALUE
	 * @generated
	 * @ordered
	 */
	RTR(2, "RTR", "RTR"),

	/**
	 * The '<em><b>RTS</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_RTS, Ready To Send: both directions work; sends may be posted only in this state.
	 * <!-- end-model-doc -->
	 * @see #RTS_VALUE
	 * @generated
	 * @ordered
	 */
	RTS(3, "RTS", "RTS"),

	/**
	 * The '<em><b>SQD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_SQD, Send Queue Drained: sends in flight finish, new ones wait.
	 * <!-- end-model-doc -->
	 * @see #SQD_VALUE
	 * @generated
	 * @ordered
	 */
	SQD(4, "SQD", "SQD"),

	/**
	 * The '<em><b>SQE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_SQE, Send Queue Error (UC, UD): a send failed; receives still work.
	 * <!-- end-model-doc -->
	 * @see #SQE_VALUE
	 * @generated
	 * @ordered
	 */
	SQE(5, "SQE", "SQE"),

	/**
	 * The '<em><b>ERR</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_ERR, every outstanding and later work request completes with WR_FLUSH_ERR; an error completion puts a QP here, and only RESET leads out.
	 * <!-- end-model-doc -->
	 * @see #ERR_VALUE
	 * @generated
	 * @ordered
	 */
	ERR(6, "ERR", "ERR");

	/**
	 * The '<em><b>RESET</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_RESET, just created or reset: no traffic, no posts; reaching it discards outstanding work.
	 * <!-- end-model-doc -->
	 * @see #RESET
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RESET_VALUE = 0;

	/**
	 * The '<em><b>INIT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_INIT, receives may be posted; packets are still not accepted.
	 * <!-- end-model-doc -->
	 * @see #INIT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int INIT_VALUE = 1;

	/**
	 * The '<em><b>RTR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_RTR, Ready To Receive: incoming packets are accepted; nothing is sent.
	 * <!-- end-model-doc -->
	 * @see #RTR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RTR_VALUE = 2;

	/**
	 * The '<em><b>RTS</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_RTS, Ready To Send: both directions work; sends may be posted only in this state.
	 * <!-- end-model-doc -->
	 * @see #RTS
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RTS_VALUE = 3;

	/**
	 * The '<em><b>SQD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_SQD, Send Queue Drained: sends in flight finish, new ones wait.
	 * <!-- end-model-doc -->
	 * @see #SQD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SQD_VALUE = 4;

	/**
	 * The '<em><b>SQE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_SQE, Send Queue Error (UC, UD): a send failed; receives still work.
	 * <!-- end-model-doc -->
	 * @see #SQE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SQE_VALUE = 5;

	/**
	 * The '<em><b>ERR</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPS_ERR, every outstanding and later work request completes with WR_FLUSH_ERR; an error completion puts a QP here, and only RESET leads out.
	 * <!-- end-model-doc -->
	 * @see #ERR
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ERR_VALUE = 6;

	/**
	 * An array of all the '<em><b>Qp State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final QpState[] VALUES_ARRAY =
		new QpState[] {
			RESET,
			INIT,
			RTR,
			RTS,
			SQD,
			SQE,
			ERR,
		};

	/**
	 * A public read-only list of all the '<em><b>Qp State</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<QpState> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Qp State</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QpState get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			QpState result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Qp State</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QpState getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			QpState result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Qp State</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QpState get(int value) {
		switch (value) {
			case RESET_VALUE: return RESET;
			case INIT_VALUE: return INIT;
			case RTR_VALUE: return RTR;
			case RTS_VALUE: return RTS;
			case SQD_VALUE: return SQD;
			case SQE_VALUE: return SQE;
			case ERR_VALUE: return ERR;
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
	private QpState(int value, String name, String literal) {
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
	
} //QpState
