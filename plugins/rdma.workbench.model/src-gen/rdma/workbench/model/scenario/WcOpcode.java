/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Wc Opcode</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_wc_opcode.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getWcOpcode()
 * @model
 * @generated
 */
public enum WcOpcode implements Enumerator {
	/**
	 * The '<em><b>SEND</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a SEND (with or without immediate or invalidate) completed at the sender.
	 * <!-- end-model-doc -->
	 * @see #SEND_VALUE
	 * @generated
	 * @ordered
	 */
	SEND(0, "SEND", "SEND"),

	/**
	 * The '<em><b>RDMA WRITE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * an RDMA WRITE completed at the sender.
	 * <!-- end-model-doc -->
	 * @see #RDMA_WRITE_VALUE
	 * @generated
	 * @ordered
	 */
	RDMA_WRITE(1, "RDMA_WRITE", "RDMA_WRITE"),

	/**
	 * The '<em><b>RDMA READ</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * an RDMA READ completed: the data is in the local buffer.
	 * <!-- end-model-doc -->
	 * @see #RDMA_READ_VALUE
	 * @generated
	 * @ordered
	 */
	RDMA_READ(2, "RDMA_READ", "RDMA_READ"),

	/**
	 * The '<em><b>COMP SWAP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a compare-and-swap completed; the original value is in the local buffer.
	 * <!-- end-model-doc -->
	 * @see #COMP_SWAP_VALUE
	 * @generated
	 * @ordered
	 */
	COMP_SWAP(3, "COMP_SWAP", "COMP_SWAP"),

	/**
	 * The '<em><b>FETCH ADD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a fetch-and-add completed; the original value is in the local buffer.
	 * <!-- end-model-doc -->
	 * @see #FETCH_ADD_VALUE
	 * @generated
	 * @ordered
	 */
	FETCH_ADD(4, "FETCH_ADD", "FETCH_ADD"),

	/**
	 * The '<em><b>BIND MW</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BIND_MW_VALUE
	 * @generated
	 * @ordered
	 */
	BIND_MW(5, "BIND_MW", "BIND_MW"),

	/**
	 * The '<em><b>LOCAL INV</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOCAL_INV_VALUE
	 * @generated
	 * @ordered
	 */
	LOCAL_INV(6, "LOCAL_INV", "LOCAL_INV"),

	/**
	 * The '<em><b>RECV</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a receive took a SEND.
	 * <!-- end-model-doc -->
	 * @see #RECV_VALUE
	 * @generated
	 * @ordered
	 */
	RECV(128, "RECV", "RECV"),

	/**
	 * The '<em><b>RECV RDMA WITH IMM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a receive was consumed by an RDMA WRITE with immediate; the data went where the WRITE put it, the completion carries the immediate.
	 * <!-- end-model-doc -->
	 * @see #RECV_RDMA_WITH_IMM_VALUE
	 * @generated
	 * @ordered
	 */
	RECV_RDMA_WITH_IMM(129, "RECV_RDMA_WITH_IMM", "RECV_RDMA_WITH_IMM");

	/**
	 * The '<em><b>SEND</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a SEND (with or without immediate or invalidate) completed at the sender.
	 * <!-- end-model-doc -->
	 * @see #SEND
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int SEND_VALUE = 0;

	/**
	 * The '<em><b>RDMA WRITE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * an RDMA WRITE completed at the sender.
	 * <!-- end-model-doc -->
	 * @see #RDMA_WRITE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RDMA_WRITE_VALUE = 1;

	/**
	 * The '<em><b>RDMA READ</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * an RDMA READ completed: the data is in the local buffer.
	 * <!-- end-model-doc -->
	 * @see #RDMA_READ
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RDMA_READ_VALUE = 2;

	/**
	 * The '<em><b>COMP SWAP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a compare-and-swap completed; the original value is in the local buffer.
	 * <!-- end-model-doc -->
	 * @see #COMP_SWAP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int COMP_SWAP_VALUE = 3;

	/**
	 * The '<em><b>FETCH ADD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a fetch-and-add completed; the original value is in the local buffer.
	 * <!-- end-model-doc -->
	 * @see #FETCH_ADD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int FETCH_ADD_VALUE = 4;

	/**
	 * The '<em><b>BIND MW</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #BIND_MW
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int BIND_MW_VALUE = 5;

	/**
	 * The '<em><b>LOCAL INV</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #LOCAL_INV
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOCAL_INV_VALUE = 6;

	/**
	 * The '<em><b>RECV</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a receive took a SEND.
	 * <!-- end-model-doc -->
	 * @see #RECV
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RECV_VALUE = 128;

	/**
	 * The '<em><b>RECV RDMA WITH IMM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a receive was consumed by an RDMA WRITE with immediate; the data went where the WRITE put it, the completion carries the immediate.
	 * <!-- end-model-doc -->
	 * @see #RECV_RDMA_WITH_IMM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RECV_RDMA_WITH_IMM_VALUE = 129;

	/**
	 * An array of all the '<em><b>Wc Opcode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final WcOpcode[] VALUES_ARRAY =
		new WcOpcode[] {
			SEND,
			RDMA_WRITE,
			RDMA_READ,
			COMP_SWAP,
			FETCH_ADD,
			BIND_MW,
			LOCAL_INV,
			RECV,
			RECV_RDMA_WITH_IMM,
		};

	/**
	 * A public read-only list of all the '<em><b>Wc Opcode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<WcOpcode> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Wc Opcode</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WcOpcode get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WcOpcode result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Wc Opcode</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WcOpcode getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			WcOpcode result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Wc Opcode</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static WcOpcode get(int value) {
		switch (value) {
			case SEND_VALUE: return SEND;
			case RDMA_WRITE_VALUE: return RDMA_WRITE;
			case RDMA_READ_VALUE: return RDMA_READ;
			case COMP_SWAP_VALUE: return COMP_SWAP;
			case FETCH_ADD_VALUE: return FETCH_ADD;
			case BIND_MW_VALUE: return BIND_MW;
			case LOCAL_INV_VALUE: return LOCAL_INV;
			case RECV_VALUE: return RECV;
			case RECV_RDMA_WITH_IMM_VALUE: return RECV_RDMA_WITH_IMM;
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
	private WcOpcode(int value, String name, String literal) {
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
	
} //WcOpcode
