/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Bth Opcode</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * BTH opcodes (IBTA 9.2; RoCEv2 CNP 0x81).
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getBthOpcode()
 * @model
 * @generated
 */
public enum BthOpcode implements Enumerator {
	/**
	 * The '<em><b>RC SEND FIRST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_FIRST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_FIRST(0, "RC_SEND_FIRST", "RC_SEND_FIRST"),

	/**
	 * The '<em><b>RC SEND MIDDLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_MIDDLE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_MIDDLE(1, "RC_SEND_MIDDLE", "RC_SEND_MIDDLE"),

	/**
	 * The '<em><b>RC SEND LAST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_LAST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_LAST(2, "RC_SEND_LAST", "RC_SEND_LAST"),

	/**
	 * The '<em><b>RC SEND LAST WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_LAST_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_LAST_WITH_IMMEDIATE(3, "RC_SEND_LAST_WITH_IMMEDIATE", "RC_SEND_LAST_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>RC SEND ONLY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_ONLY_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_ONLY(4, "RC_SEND_ONLY", "RC_SEND_ONLY"),

	/**
	 * The '<em><b>RC SEND ONLY WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_ONLY_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_ONLY_WITH_IMMEDIATE(5, "RC_SEND_ONLY_WITH_IMMEDIATE", "RC_SEND_ONLY_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>RC RDMA WRITE FIRST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_FIRST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_WRITE_FIRST(6, "RC_RDMA_WRITE_FIRST", "RC_RDMA_WRITE_FIRST"),

	/**
	 * The '<em><b>RC RDMA WRITE MIDDLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_MIDDLE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_WRITE_MIDDLE(7, "RC_RDMA_WRITE_MIDDLE", "RC_RDMA_WRITE_MIDDLE"),

	/**
	 * The '<em><b>RC RDMA WRITE LAST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_LAST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_WRITE_LAST(8, "RC_RDMA_WRITE_LAST", "RC_RDMA_WRITE_LAST"),

	/**
	 * The '<em><b>RC RDMA WRITE LAST WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_LAST_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_WRITE_LAST_WITH_IMMEDIATE(9, "RC_RDMA_WRITE_LAST_WITH_IMMEDIATE", "RC_RDMA_WRITE_LAST_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>RC RDMA WRITE ONLY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_ONLY_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_WRITE_ONLY(10, "RC_RDMA_WRITE_ONLY", "RC_RDMA_WRITE_ONLY"),

	/**
	 * The '<em><b>RC RDMA WRITE ONLY WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE(11, "RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE", "RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>RC RDMA READ REQUEST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_REQUEST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_READ_REQUEST(12, "RC_RDMA_READ_REQUEST", "RC_RDMA_READ_REQUEST"),

	/**
	 * The '<em><b>RC RDMA READ RESPONSE FIRST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_FIRST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_READ_RESPONSE_FIRST(13, "RC_RDMA_READ_RESPONSE_FIRST", "RC_RDMA_READ_RESPONSE_FIRST"),

	/**
	 * The '<em><b>RC RDMA READ RESPONSE MIDDLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_MIDDLE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_READ_RESPONSE_MIDDLE(14, "RC_RDMA_READ_RESPONSE_MIDDLE", "RC_RDMA_READ_RESPONSE_MIDDLE"),

	/**
	 * The '<em><b>RC RDMA READ RESPONSE LAST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_LAST_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_READ_RESPONSE_LAST(15, "RC_RDMA_READ_RESPONSE_LAST", "RC_RDMA_READ_RESPONSE_LAST"),

	/**
	 * The '<em><b>RC RDMA READ RESPONSE ONLY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_ONLY_VALUE
	 * @generated
	 * @ordered
	 */
	RC_RDMA_READ_RESPONSE_ONLY(16, "RC_RDMA_READ_RESPONSE_ONLY", "RC_RDMA_READ_RESPONSE_ONLY"),

	/**
	 * The '<em><b>RC ACKNOWLEDGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_ACKNOWLEDGE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_ACKNOWLEDGE(17, "RC_ACKNOWLEDGE", "RC_ACKNOWLEDGE"),

	/**
	 * The '<em><b>RC ATOMIC ACKNOWLEDGE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_ATOMIC_ACKNOWLEDGE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_ATOMIC_ACKNOWLEDGE(18, "RC_ATOMIC_ACKNOWLEDGE", "RC_ATOMIC_ACKNOWLEDGE"),

	/**
	 * The '<em><b>RC COMPARE SWAP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_COMPARE_SWAP_VALUE
	 * @generated
	 * @ordered
	 */
	RC_COMPARE_SWAP(19, "RC_COMPARE_SWAP", "RC_COMPARE_SWAP"),

	/**
	 * The '<em><b>RC FETCH ADD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_FETCH_ADD_VALUE
	 * @generated
	 * @ordered
	 */
	RC_FETCH_ADD(20, "RC_FETCH_ADD", "RC_FETCH_ADD"),

	/**
	 * The '<em><b>RC SEND LAST WITH INVALIDATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_LAST_WITH_INVALIDATE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_LAST_WITH_INVALIDATE(22, "RC_SEND_LAST_WITH_INVALIDATE", "RC_SEND_LAST_WITH_INVALIDATE"),

	/**
	 * The '<em><b>RC SEND ONLY WITH INVALIDATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_ONLY_WITH_INVALIDATE_VALUE
	 * @generated
	 * @ordered
	 */
	RC_SEND_ONLY_WITH_INVALIDATE(23, "RC_SEND_ONLY_WITH_INVALIDATE", "RC_SEND_ONLY_WITH_INVALIDATE"),

	/**
	 * The '<em><b>UC SEND FIRST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_FIRST_VALUE
	 * @generated
	 * @ordered
	 */
	UC_SEND_FIRST(32, "UC_SEND_FIRST", "UC_SEND_FIRST"),

	/**
	 * The '<em><b>UC SEND MIDDLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_MIDDLE_VALUE
	 * @generated
	 * @ordered
	 */
	UC_SEND_MIDDLE(33, "UC_SEND_MIDDLE", "UC_SEND_MIDDLE"),

	/**
	 * The '<em><b>UC SEND LAST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_LAST_VALUE
	 * @generated
	 * @ordered
	 */
	UC_SEND_LAST(34, "UC_SEND_LAST", "UC_SEND_LAST"),

	/**
	 * The '<em><b>UC SEND LAST WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_LAST_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	UC_SEND_LAST_WITH_IMMEDIATE(35, "UC_SEND_LAST_WITH_IMMEDIATE", "UC_SEND_LAST_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>UC SEND ONLY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_ONLY_VALUE
	 * @generated
	 * @ordered
	 */
	UC_SEND_ONLY(36, "UC_SEND_ONLY", "UC_SEND_ONLY"),

	/**
	 * The '<em><b>UC SEND ONLY WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_ONLY_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	UC_SEND_ONLY_WITH_IMMEDIATE(37, "UC_SEND_ONLY_WITH_IMMEDIATE", "UC_SEND_ONLY_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>UC RDMA WRITE FIRST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_FIRST_VALUE
	 * @generated
	 * @ordered
	 */
	UC_RDMA_WRITE_FIRST(38, "UC_RDMA_WRITE_FIRST", "UC_RDMA_WRITE_FIRST"),

	/**
	 * The '<em><b>UC RDMA WRITE MIDDLE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_MIDDLE_VALUE
	 * @generated
	 * @ordered
	 */
	UC_RDMA_WRITE_MIDDLE(39, "UC_RDMA_WRITE_MIDDLE", "UC_RDMA_WRITE_MIDDLE"),

	/**
	 * The '<em><b>UC RDMA WRITE LAST</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_LAST_VALUE
	 * @generated
	 * @ordered
	 */
	UC_RDMA_WRITE_LAST(40, "UC_RDMA_WRITE_LAST", "UC_RDMA_WRITE_LAST"),

	/**
	 * The '<em><b>UC RDMA WRITE LAST WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_LAST_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	UC_RDMA_WRITE_LAST_WITH_IMMEDIATE(41, "UC_RDMA_WRITE_LAST_WITH_IMMEDIATE", "UC_RDMA_WRITE_LAST_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>UC RDMA WRITE ONLY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_ONLY_VALUE
	 * @generated
	 * @ordered
	 */
	UC_RDMA_WRITE_ONLY(42, "UC_RDMA_WRITE_ONLY", "UC_RDMA_WRITE_ONLY"),

	/**
	 * The '<em><b>UC RDMA WRITE ONLY WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE(43, "UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE", "UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>UD SEND ONLY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UD_SEND_ONLY_VALUE
	 * @generated
	 * @ordered
	 */
	UD_SEND_ONLY(100, "UD_SEND_ONLY", "UD_SEND_ONLY"),

	/**
	 * The '<em><b>UD SEND ONLY WITH IMMEDIATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UD_SEND_ONLY_WITH_IMMEDIATE_VALUE
	 * @generated
	 * @ordered
	 */
	UD_SEND_ONLY_WITH_IMMEDIATE(101, "UD_SEND_ONLY_WITH_IMMEDIATE", "UD_SEND_ONLY_WITH_IMMEDIATE"),

	/**
	 * The '<em><b>CNP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CNP_VALUE
	 * @generated
	 * @ordered
	 */
	CNP(129, "CNP", "CNP");

	/**
	 * The '<em><b>RC SEND FIRST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_FIRST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_FIRST_VALUE = 0;

	/**
	 * The '<em><b>RC SEND MIDDLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_MIDDLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_MIDDLE_VALUE = 1;

	/**
	 * The '<em><b>RC SEND LAST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_LAST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_LAST_VALUE = 2;

	/**
	 * The '<em><b>RC SEND LAST WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_LAST_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_LAST_WITH_IMMEDIATE_VALUE = 3;

	/**
	 * The '<em><b>RC SEND ONLY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_ONLY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_ONLY_VALUE = 4;

	/**
	 * The '<em><b>RC SEND ONLY WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_ONLY_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_ONLY_WITH_IMMEDIATE_VALUE = 5;

	/**
	 * The '<em><b>RC RDMA WRITE FIRST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_FIRST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_WRITE_FIRST_VALUE = 6;

	/**
	 * The '<em><b>RC RDMA WRITE MIDDLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_MIDDLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_WRITE_MIDDLE_VALUE = 7;

	/**
	 * The '<em><b>RC RDMA WRITE LAST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_LAST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_WRITE_LAST_VALUE = 8;

	/**
	 * The '<em><b>RC RDMA WRITE LAST WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_LAST_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_WRITE_LAST_WITH_IMMEDIATE_VALUE = 9;

	/**
	 * The '<em><b>RC RDMA WRITE ONLY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_ONLY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_WRITE_ONLY_VALUE = 10;

	/**
	 * The '<em><b>RC RDMA WRITE ONLY WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE_VALUE = 11;

	/**
	 * The '<em><b>RC RDMA READ REQUEST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_REQUEST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_READ_REQUEST_VALUE = 12;

	/**
	 * The '<em><b>RC RDMA READ RESPONSE FIRST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_FIRST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_READ_RESPONSE_FIRST_VALUE = 13;

	/**
	 * The '<em><b>RC RDMA READ RESPONSE MIDDLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_MIDDLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_READ_RESPONSE_MIDDLE_VALUE = 14;

	/**
	 * The '<em><b>RC RDMA READ RESPONSE LAST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_LAST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_READ_RESPONSE_LAST_VALUE = 15;

	/**
	 * The '<em><b>RC RDMA READ RESPONSE ONLY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_RDMA_READ_RESPONSE_ONLY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_RDMA_READ_RESPONSE_ONLY_VALUE = 16;

	/**
	 * The '<em><b>RC ACKNOWLEDGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_ACKNOWLEDGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_ACKNOWLEDGE_VALUE = 17;

	/**
	 * The '<em><b>RC ATOMIC ACKNOWLEDGE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_ATOMIC_ACKNOWLEDGE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_ATOMIC_ACKNOWLEDGE_VALUE = 18;

	/**
	 * The '<em><b>RC COMPARE SWAP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_COMPARE_SWAP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_COMPARE_SWAP_VALUE = 19;

	/**
	 * The '<em><b>RC FETCH ADD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_FETCH_ADD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_FETCH_ADD_VALUE = 20;

	/**
	 * The '<em><b>RC SEND LAST WITH INVALIDATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_LAST_WITH_INVALIDATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_LAST_WITH_INVALIDATE_VALUE = 22;

	/**
	 * The '<em><b>RC SEND ONLY WITH INVALIDATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #RC_SEND_ONLY_WITH_INVALIDATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_SEND_ONLY_WITH_INVALIDATE_VALUE = 23;

	/**
	 * The '<em><b>UC SEND FIRST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_FIRST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_SEND_FIRST_VALUE = 32;

	/**
	 * The '<em><b>UC SEND MIDDLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_MIDDLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_SEND_MIDDLE_VALUE = 33;

	/**
	 * The '<em><b>UC SEND LAST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_LAST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_SEND_LAST_VALUE = 34;

	/**
	 * The '<em><b>UC SEND LAST WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_LAST_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_SEND_LAST_WITH_IMMEDIATE_VALUE = 35;

	/**
	 * The '<em><b>UC SEND ONLY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_ONLY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_SEND_ONLY_VALUE = 36;

	/**
	 * The '<em><b>UC SEND ONLY WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_SEND_ONLY_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_SEND_ONLY_WITH_IMMEDIATE_VALUE = 37;

	/**
	 * The '<em><b>UC RDMA WRITE FIRST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_FIRST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_RDMA_WRITE_FIRST_VALUE = 38;

	/**
	 * The '<em><b>UC RDMA WRITE MIDDLE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_MIDDLE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_RDMA_WRITE_MIDDLE_VALUE = 39;

	/**
	 * The '<em><b>UC RDMA WRITE LAST</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_LAST
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_RDMA_WRITE_LAST_VALUE = 40;

	/**
	 * The '<em><b>UC RDMA WRITE LAST WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_LAST_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_RDMA_WRITE_LAST_WITH_IMMEDIATE_VALUE = 41;

	/**
	 * The '<em><b>UC RDMA WRITE ONLY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_ONLY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_RDMA_WRITE_ONLY_VALUE = 42;

	/**
	 * The '<em><b>UC RDMA WRITE ONLY WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE_VALUE = 43;

	/**
	 * The '<em><b>UD SEND ONLY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UD_SEND_ONLY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UD_SEND_ONLY_VALUE = 100;

	/**
	 * The '<em><b>UD SEND ONLY WITH IMMEDIATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #UD_SEND_ONLY_WITH_IMMEDIATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UD_SEND_ONLY_WITH_IMMEDIATE_VALUE = 101;

	/**
	 * The '<em><b>CNP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #CNP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CNP_VALUE = 129;

	/**
	 * An array of all the '<em><b>Bth Opcode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final BthOpcode[] VALUES_ARRAY =
		new BthOpcode[] {
			RC_SEND_FIRST,
			RC_SEND_MIDDLE,
			RC_SEND_LAST,
			RC_SEND_LAST_WITH_IMMEDIATE,
			RC_SEND_ONLY,
			RC_SEND_ONLY_WITH_IMMEDIATE,
			RC_RDMA_WRITE_FIRST,
			RC_RDMA_WRITE_MIDDLE,
			RC_RDMA_WRITE_LAST,
			RC_RDMA_WRITE_LAST_WITH_IMMEDIATE,
			RC_RDMA_WRITE_ONLY,
			RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE,
			RC_RDMA_READ_REQUEST,
			RC_RDMA_READ_RESPONSE_FIRST,
			RC_RDMA_READ_RESPONSE_MIDDLE,
			RC_RDMA_READ_RESPONSE_LAST,
			RC_RDMA_READ_RESPONSE_ONLY,
			RC_ACKNOWLEDGE,
			RC_ATOMIC_ACKNOWLEDGE,
			RC_COMPARE_SWAP,
			RC_FETCH_ADD,
			RC_SEND_LAST_WITH_INVALIDATE,
			RC_SEND_ONLY_WITH_INVALIDATE,
			UC_SEND_FIRST,
			UC_SEND_MIDDLE,
			UC_SEND_LAST,
			UC_SEND_LAST_WITH_IMMEDIATE,
			UC_SEND_ONLY,
			UC_SEND_ONLY_WITH_IMMEDIATE,
			UC_RDMA_WRITE_FIRST,
			UC_RDMA_WRITE_MIDDLE,
			UC_RDMA_WRITE_LAST,
			UC_RDMA_WRITE_LAST_WITH_IMMEDIATE,
			UC_RDMA_WRITE_ONLY,
			UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE,
			UD_SEND_ONLY,
			UD_SEND_ONLY_WITH_IMMEDIATE,
			CNP,
		};

	/**
	 * A public read-only list of all the '<em><b>Bth Opcode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<BthOpcode> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Bth Opcode</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static BthOpcode get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			BthOpcode result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Bth Opcode</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static BthOpcode getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			BthOpcode result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Bth Opcode</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static BthOpcode get(int value) {
		switch (value) {
			case RC_SEND_FIRST_VALUE: return RC_SEND_FIRST;
			case RC_SEND_MIDDLE_VALUE: return RC_SEND_MIDDLE;
			case RC_SEND_LAST_VALUE: return RC_SEND_LAST;
			case RC_SEND_LAST_WITH_IMMEDIATE_VALUE: return RC_SEND_LAST_WITH_IMMEDIATE;
			case RC_SEND_ONLY_VALUE: return RC_SEND_ONLY;
			case RC_SEND_ONLY_WITH_IMMEDIATE_VALUE: return RC_SEND_ONLY_WITH_IMMEDIATE;
			case RC_RDMA_WRITE_FIRST_VALUE: return RC_RDMA_WRITE_FIRST;
			case RC_RDMA_WRITE_MIDDLE_VALUE: return RC_RDMA_WRITE_MIDDLE;
			case RC_RDMA_WRITE_LAST_VALUE: return RC_RDMA_WRITE_LAST;
			case RC_RDMA_WRITE_LAST_WITH_IMMEDIATE_VALUE: return RC_RDMA_WRITE_LAST_WITH_IMMEDIATE;
			case RC_RDMA_WRITE_ONLY_VALUE: return RC_RDMA_WRITE_ONLY;
			case RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE_VALUE: return RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE;
			case RC_RDMA_READ_REQUEST_VALUE: return RC_RDMA_READ_REQUEST;
			case RC_RDMA_READ_RESPONSE_FIRST_VALUE: return RC_RDMA_READ_RESPONSE_FIRST;
			case RC_RDMA_READ_RESPONSE_MIDDLE_VALUE: return RC_RDMA_READ_RESPONSE_MIDDLE;
			case RC_RDMA_READ_RESPONSE_LAST_VALUE: return RC_RDMA_READ_RESPONSE_LAST;
			case RC_RDMA_READ_RESPONSE_ONLY_VALUE: return RC_RDMA_READ_RESPONSE_ONLY;
			case RC_ACKNOWLEDGE_VALUE: return RC_ACKNOWLEDGE;
			case RC_ATOMIC_ACKNOWLEDGE_VALUE: return RC_ATOMIC_ACKNOWLEDGE;
			case RC_COMPARE_SWAP_VALUE: return RC_COMPARE_SWAP;
			case RC_FETCH_ADD_VALUE: return RC_FETCH_ADD;
			case RC_SEND_LAST_WITH_INVALIDATE_VALUE: return RC_SEND_LAST_WITH_INVALIDATE;
			case RC_SEND_ONLY_WITH_INVALIDATE_VALUE: return RC_SEND_ONLY_WITH_INVALIDATE;
			case UC_SEND_FIRST_VALUE: return UC_SEND_FIRST;
			case UC_SEND_MIDDLE_VALUE: return UC_SEND_MIDDLE;
			case UC_SEND_LAST_VALUE: return UC_SEND_LAST;
			case UC_SEND_LAST_WITH_IMMEDIATE_VALUE: return UC_SEND_LAST_WITH_IMMEDIATE;
			case UC_SEND_ONLY_VALUE: return UC_SEND_ONLY;
			case UC_SEND_ONLY_WITH_IMMEDIATE_VALUE: return UC_SEND_ONLY_WITH_IMMEDIATE;
			case UC_RDMA_WRITE_FIRST_VALUE: return UC_RDMA_WRITE_FIRST;
			case UC_RDMA_WRITE_MIDDLE_VALUE: return UC_RDMA_WRITE_MIDDLE;
			case UC_RDMA_WRITE_LAST_VALUE: return UC_RDMA_WRITE_LAST;
			case UC_RDMA_WRITE_LAST_WITH_IMMEDIATE_VALUE: return UC_RDMA_WRITE_LAST_WITH_IMMEDIATE;
			case UC_RDMA_WRITE_ONLY_VALUE: return UC_RDMA_WRITE_ONLY;
			case UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE_VALUE: return UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE;
			case UD_SEND_ONLY_VALUE: return UD_SEND_ONLY;
			case UD_SEND_ONLY_WITH_IMMEDIATE_VALUE: return UD_SEND_ONLY_WITH_IMMEDIATE;
			case CNP_VALUE: return CNP;
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
	private BthOpcode(int value, String name, String literal) {
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
	
} //BthOpcode
