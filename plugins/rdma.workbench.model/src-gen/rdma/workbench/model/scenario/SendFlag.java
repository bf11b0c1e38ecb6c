/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Send Flag</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_send_flags.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getSendFlag()
 * @model
 * @generated
 */
public enum SendFlag implements Enumerator {
	/**
	 * The '<em><b>FENCE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_FENCE, the request waits until this QP's earlier READs and atomics have completed, so it never overtakes the data they bring back.
	 * <!-- end-model-doc -->
	 * @see #FENCE_VALUE
	 * @generated
	 * @ordered
	 */
	FENCE(1, "FENCE", "FENCE"),

	/**
	 * The '<em><b>SIGNALED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_SIGNALED, the request completes in the send CQ when it succeeds; without it (and without sq_sig_all) success is silent and only an error completes.
	 * <!-- end-model-doc -->
	 * @see #SIGNALED_VALUE
	 * @generated
	 * @ordered
	 */
	SIGNALED(2, "SIGNALED", "SIGNALED"),

	/**
	 * The '<em><b>SOLICITED</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_SOLICITED, sets the Solicited Event bit in the BTH of the message's last packet, for a receiver that waits with ibv_req_notify_cq(solicited_only); the engine has no completion channels, so the bit shows in the packet and nothing waits on it.
	 * <!-- end-model-doc -->
	 * @see #SOLICITED_VALUE
	 * @generated
	 * @ordered
	 */
	SOLICITED(4, "SOLICITED", "SOLICITED"),

	/**
	 * The '<em><b>INLINE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_INLINE, the bytes are copied from the SGEs when posting, so the buffer may be reused at once and needs no lkey; at most max_inline_data bytes (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @see #INLINE_VALUE
	 * @generated
	 * @ordered
	 */
	INLINE(8, "INLINE", "INLINE");

	/**
	 * The '<em><b>FENCE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_FENCE, the request waits until this QP's earlier READs and atomics have completed, so it never overtakes the data they bring back.
	 * <!-- end-model-doc -->
	 * @see #FENCE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FENCE_VALUE = 1;

	/**
	 * The '<em><b>SIGNALED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_SIGNALED, the request completes in the send CQ when it succeeds; without it (and without sq_sig_all) success is silent and only an error completes.
	 * <!-- end-model-doc -->
	 * @see #SIGNALED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SIGNALED_VALUE = 2;

	/**
	 * The '<em><b>SOLICITED</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_SOLICITED, sets the Solicited Event bit in the BTH of the message's last packet, for a receiver that waits with ibv_req_notify_cq(solicited_only); the engine has no completion channels, so the bit shows in the packet and nothing waits on it.
	 * <!-- end-model-doc -->
	 * @see #SOLICITED
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SOLICITED_VALUE = 4;

	/**
	 * The '<em><b>INLINE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_SEND_INLINE, the bytes are copied from the SGEs when posting, so the buffer may be reused at once and needs no lkey; at most max_inline_data bytes (EINVAL beyond).
	 * <!-- end-model-doc -->
	 * @see #INLINE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int INLINE_VALUE = 8;

	/**
	 * An array of all the '<em><b>Send Flag</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final SendFlag[] VALUES_ARRAY =
		new SendFlag[] {
			FENCE,
			SIGNALED,
			SOLICITED,
			INLINE,
		};

	/**
	 * A public read-only list of all the '<em><b>Send Flag</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<SendFlag> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Send Flag</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SendFlag get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SendFlag result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Send Flag</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SendFlag getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			SendFlag result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Send Flag</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static SendFlag get(int value) {
		switch (value) {
			case FENCE_VALUE: return FENCE;
			case SIGNALED_VALUE: return SIGNALED;
			case SOLICITED_VALUE: return SOLICITED;
			case INLINE_VALUE: return INLINE;
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
	private SendFlag(int value, String name, String literal) {
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
	
} //SendFlag
