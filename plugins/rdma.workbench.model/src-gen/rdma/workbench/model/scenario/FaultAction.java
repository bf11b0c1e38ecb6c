/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Fault Action</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * What a fault does to a matching packet.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getFaultAction()
 * @model
 * @generated
 */
public enum FaultAction implements Enumerator {
	/**
	 * The '<em><b>DROP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet disappears on the link: RC notices (a PSN sequence NAK or a local ACK timeout) and resends; UC and UD lose the message.
	 * <!-- end-model-doc -->
	 * @see #DROP_VALUE
	 * @generated
	 * @ordered
	 */
	DROP(0, "DROP", "DROP"),

	/**
	 * The '<em><b>CORRUPT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a bit of the packet flips; the receiving NIC finds the ICRC wrong and drops it, so it acts like a drop.
	 * <!-- end-model-doc -->
	 * @see #CORRUPT_VALUE
	 * @generated
	 * @ordered
	 */
	CORRUPT(1, "CORRUPT", "CORRUPT"),

	/**
	 * The '<em><b>DELAY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet arrives later by the fault's delay, possibly after packets sent after it.
	 * <!-- end-model-doc -->
	 * @see #DELAY_VALUE
	 * @generated
	 * @ordered
	 */
	DELAY(2, "DELAY", "DELAY"),

	/**
	 * The '<em><b>DUPLICATE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet arrives twice; RC's responder recognises the duplicate PSN and acknowledges it again without executing it twice.
	 * <!-- end-model-doc -->
	 * @see #DUPLICATE_VALUE
	 * @generated
	 * @ordered
	 */
	DUPLICATE(3, "DUPLICATE", "DUPLICATE"),

	/**
	 * The '<em><b>REORDER</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet is held back and sent after the next one.
	 * <!-- end-model-doc -->
	 * @see #REORDER_VALUE
	 * @generated
	 * @ordered
	 */
	REORDER(4, "REORDER", "REORDER");

	/**
	 * The '<em><b>DROP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet disappears on the link: RC notices (a PSN sequence NAK or a local ACK timeout) and resends; UC and UD lose the message.
	 * <!-- end-model-doc -->
	 * @see #DROP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DROP_VALUE = 0;

	/**
	 * The '<em><b>CORRUPT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a bit of the packet flips; the receiving NIC finds the ICRC wrong and drops it, so it acts like a drop.
	 * <!-- end-model-doc -->
	 * @see #CORRUPT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int CORRUPT_VALUE = 1;

	/**
	 * The '<em><b>DELAY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet arrives later by the fault's delay, possibly after packets sent after it.
	 * <!-- end-model-doc -->
	 * @see #DELAY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DELAY_VALUE = 2;

	/**
	 * The '<em><b>DUPLICATE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet arrives twice; RC's responder recognises the duplicate PSN and acknowledges it again without executing it twice.
	 * <!-- end-model-doc -->
	 * @see #DUPLICATE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int DUPLICATE_VALUE = 3;

	/**
	 * The '<em><b>REORDER</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the packet is held back and sent after the next one.
	 * <!-- end-model-doc -->
	 * @see #REORDER
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REORDER_VALUE = 4;

	/**
	 * An array of all the '<em><b>Fault Action</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final FaultAction[] VALUES_ARRAY =
		new FaultAction[] {
			DROP,
			CORRUPT,
			DELAY,
			DUPLICATE,
			REORDER,
		};

	/**
	 * A public read-only list of all the '<em><b>Fault Action</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<FaultAction> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Fault Action</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FaultAction get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FaultAction result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Fault Action</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FaultAction getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			FaultAction result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Fault Action</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static FaultAction get(int value) {
		switch (value) {
			case DROP_VALUE: return DROP;
			case CORRUPT_VALUE: return CORRUPT;
			case DELAY_VALUE: return DELAY;
			case DUPLICATE_VALUE: return DUPLICATE;
			case REORDER_VALUE: return REORDER;
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
	private FaultAction(int value, String name, String literal) {
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
	
} //FaultAction
