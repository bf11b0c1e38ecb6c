/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Wr Opcode</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_wr_opcode.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getWrOpcode()
 * @model
 * @generated
 */
public enum WrOpcode implements Enumerator {
	/**
	 * The '<em><b>RDMA WRITE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * writes the SGEs' bytes into the peer's region at remote offset; needs REMOTE_WRITE there; consumes no receive. RC and UC.
	 * <!-- end-model-doc -->
	 * @see #RDMA_WRITE_VALUE
	 * @generated
	 * @ordered
	 */
	RDMA_WRITE(0, "RDMA_WRITE", "RDMA_WRITE"),

	/**
	 * The '<em><b>RDMA WRITE WITH IMM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the same, and the immediate data consumes one receive of the peer, which completes with RECV_RDMA_WITH_IMM. RC and UC.
	 * <!-- end-model-doc -->
	 * @see #RDMA_WRITE_WITH_IMM_VALUE
	 * @generated
	 * @ordered
	 */
	RDMA_WRITE_WITH_IMM(1, "RDMA_WRITE_WITH_IMM", "RDMA_WRITE_WITH_IMM"),

	/**
	 * The '<em><b>SEND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * sends the SGEs' bytes into the next receive the peer posted; with none, RC gets an RNR NAK. RC, UC and UD.
	 * <!-- end-model-doc -->
	 * @see #SEND_VALUE
	 * @generated
	 * @ordered
	 */
	SEND(2, "SEND", "SEND"),

	/**
	 * The '<em><b>SEND WITH IMM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the same with 32 bits of immediate data in the receiver's completion.
	 * <!-- end-model-doc -->
	 * @see #SEND_WITH_IMM_VALUE
	 * @generated
	 * @ordered
	 */
	SEND_WITH_IMM(3, "SEND_WITH_IMM", "SEND_WITH_IMM"),

	/**
	 * The '<em><b>RDMA READ</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * reads bytes of the peer's region (REMOTE_READ) into the local SGEs (LOCAL_WRITE); the peer's CPU sees nothing. RC only.
	 * <!-- end-model-doc -->
	 * @see #RDMA_READ_VALUE
	 * @generated
	 * @ordered
	 */
	RDMA_READ(4, "RDMA_READ", "RDMA_READ"),

	/**
	 * The '<em><b>ATOMIC CMP AND SWP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 8 remote bytes: if equal to the compare value, replaced by the swap value; the original comes back. RC only, REMOTE_ATOMIC, one 8-byte SGE.
	 * <!-- end-model-doc -->
	 * @see #ATOMIC_CMP_AND_SWP_VALUE
	 * @generated
	 * @ordered
	 */
	ATOMIC_CMP_AND_SWP(5, "ATOMIC_CMP_AND_SWP", "ATOMIC_CMP_AND_SWP"),

	/**
	 * The '<em><b>ATOMIC FETCH AND ADD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * adds to 8 remote bytes and returns the original. RC only, REMOTE_ATOMIC, one 8-byte SGE.
	 * <!-- end-model-doc -->
	 * @see #ATOMIC_FETCH_AND_ADD_VALUE
	 * @generated
	 * @ordered
	 */
	ATOMIC_FETCH_AND_ADD(6, "ATOMIC_FETCH_AND_ADD", "ATOMIC_FETCH_AND_ADD"),

	/**
	 * The '<em><b>SEND WITH INV</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a SEND that also invalidates an rkey at the receiver. RC only.
	 * <!-- end-model-doc -->
	 * @see #SEND_WITH_INV_VALUE
	 * @generated
	 * @ordered
	 */
	SEND_WITH_INV(9, "SEND_WITH_INV", "SEND_WITH_INV");

	/**
	 * The '<em><b>RDMA WRITE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * writes the SGEs' bytes into the peer's region at remote offset; needs REMOTE_WRITE there; consumes no receive. RC and UC.
	 * <!-- end-model-doc -->
	 * @see #RDMA_WRITE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RDMA_WRITE_VALUE = 0;

	/**
	 * The '<em><b>RDMA WRITE WITH IMM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the same, and the immediate data consumes one receive of the peer, which completes with RECV_RDMA_WITH_IMM. RC and UC.
	 * <!-- end-model-doc -->
	 * @see #RDMA_WRITE_WITH_IMM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RDMA_WRITE_WITH_IMM_VALUE = 1;

	/**
	 * The '<em><b>SEND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * sends the SGEs' bytes into the next receive the peer posted; with none, RC gets an RNR NAK. RC, UC and UD.
	 * <!-- end-model-doc -->
	 * @see #SEND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SEND_VALUE = 2;

	/**
	 * The '<em><b>SEND WITH IMM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the same with 32 bits of immediate data in the receiver's completion.
	 * <!-- end-model-doc -->
	 * @see #SEND_WITH_IMM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SEND_WITH_IMM_VALUE = 3;

	/**
	 * The '<em><b>RDMA READ</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * reads bytes of the peer's region (REMOTE_READ) into the local SGEs (LOCAL_WRITE); the peer's CPU sees nothing. RC only.
	 * <!-- end-model-doc -->
	 * @see #RDMA_READ
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RDMA_READ_VALUE = 4;

	/**
	 * The '<em><b>ATOMIC CMP AND SWP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 8 remote bytes: if equal to the compare value, replaced by the swap value; the original comes back. RC only, REMOTE_ATOMIC, one 8-byte SGE.
	 * <!-- end-model-doc -->
	 * @see #ATOMIC_CMP_AND_SWP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ATOMIC_CMP_AND_SWP_VALUE = 5;

	/**
	 * The '<em><b>ATOMIC FETCH AND ADD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * adds to 8 remote bytes and returns the original. RC only, REMOTE_ATOMIC, one 8-byte SGE.
	 * <!-- end-model-doc -->
	 * @see #ATOMIC_FETCH_AND_ADD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ATOMIC_FETCH_AND_ADD_VALUE = 6;

	/**
	 * The '<em><b>SEND WITH INV</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a SEND that also invalidates an rkey at the receiver. RC only.
	 * <!-- end-model-doc -->
	 * @see #SEND_WITH_INV
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SEND_WITH_INV_VALUE = 9;

	/**
	 * An array of all the '<em><b>Wr Opcode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final WrOpcode[] VALUES_ARRAY =
		new WrOpcode[] {
			RDMA_WRITE,
			RDMA_WRITE_WITH_IMM,
			SEND,
			SEND_WITH_IMM,
			RDMA_READ,
			ATOMIC_CMP_AND_SWP,
			ATOMIC_FETCH_AND_ADD,
			SEND_WITH_INV,
		};

	/**
	 * A public read-only list of all the '<em><b>Wr Opcode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<WrOpcode> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Wr Opcode</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WrOpcode get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WrOpcode result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Wr Opcode</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WrOpcode getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WrOpcode result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Wr Opcode</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WrOpcode get(int value) {
		switch (value) {
			case RDMA_WRITE_VALUE: return RDMA_WRITE;
			case RDMA_WRITE_WITH_IMM_VALUE: return RDMA_WRITE_WITH_IMM;
			case SEND_VALUE: return SEND;
			case SEND_WITH_IMM_VALUE: return SEND_WITH_IMM;
			case RDMA_READ_VALUE: return RDMA_READ;
			case ATOMIC_CMP_AND_SWP_VALUE: return ATOMIC_CMP_AND_SWP;
			case ATOMIC_FETCH_AND_ADD_VALUE: return ATOMIC_FETCH_AND_ADD;
			case SEND_WITH_INV_VALUE: return SEND_WITH_INV;
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
	private WrOpcode(int value, String name, String literal) {
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
	
} //WrOpcode
