/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Qp Type</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_qp_type.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getQpType()
 * @model
 * @generated
 */
public enum QpType implements Enumerator {
	/**
	 * The '<em><b>RC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPT_RC, Reliable Connected: one peer QP, every packet acknowledged and resent when lost, all operations (SEND, WRITE, READ, atomics). The only type on iWARP.
	 * <!-- end-model-doc -->
	 * @see #RC_VALUE
	 * @generated
	 * @ordered
	 */
	RC(2, "RC", "RC"),

	/**
	 * The '<em><b>UC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPT_UC, Unreliable Connected: one peer QP, SEND and WRITE only, no acknowledgements, a lost packet loses its message; a completion means sent, not received. Not on ERDMA.
	 * <!-- end-model-doc -->
	 * @see #UC_VALUE
	 * @generated
	 * @ordered
	 */
	UC(3, "UC", "UC"),

	/**
	 * The '<em><b>UD</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPT_UD, Unreliable Datagram: any peer through an address handle, SEND only, one packet per message (at most the path MTU), no acknowledgements; receives get a 40-byte GRH area first.
	 * <!-- end-model-doc -->
	 * @see #UD_VALUE
	 * @generated
	 * @ordered
	 */
	UD(4, "UD", "UD");

	/**
	 * The '<em><b>RC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPT_RC, Reliable Connected: one peer QP, every packet acknowledged and resent when lost, all operations (SEND, WRITE, READ, atomics). The only type on iWARP.
	 * <!-- end-model-doc -->
	 * @see #RC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int RC_VALUE = 2;

	/**
	 * The '<em><b>UC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPT_UC, Unreliable Connected: one peer QP, SEND and WRITE only, no acknowledgements, a lost packet loses its message; a completion means sent, not received. Not on ERDMA.
	 * <!-- end-model-doc -->
	 * @see #UC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UC_VALUE = 3;

	/**
	 * The '<em><b>UD</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_QPT_UD, Unreliable Datagram: any peer through an address handle, SEND only, one packet per message (at most the path MTU), no acknowledgements; receives get a 40-byte GRH area first.
	 * <!-- end-model-doc -->
	 * @see #UD
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int UD_VALUE = 4;

	/**
	 * An array of all the '<em><b>Qp Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final QpType[] VALUES_ARRAY =
		new QpType[] {
			RC,
			UC,
			UD,
		};

	/**
	 * A public read-only list of all the '<em><b>Qp Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<QpType> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Qp Type</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QpType get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			QpType result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Qp Type</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QpType getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			QpType result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Qp Type</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static QpType get(int value) {
		switch (value) {
			case RC_VALUE: return RC;
			case UC_VALUE: return UC;
			case UD_VALUE: return UD;
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
	private QpType(int value, String name, String literal) {
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
	
} //QpType
