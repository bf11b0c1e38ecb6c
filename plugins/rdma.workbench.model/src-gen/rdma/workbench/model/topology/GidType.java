/**
 */
package rdma.workbench.model.topology;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Gid Type</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * GID types of a RoCE GID table.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.topology.TopologyPackage#getGidType()
 * @model
 * @generated
 */
public enum GidType implements Enumerator {
	/**
	 * The '<em><b>ROCE V1</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RoCE v1, InfiniBand transport over Ethernet type 0x8915, not routable.
	 * <!-- end-model-doc -->
	 * @see #ROCE_V1_VALUE
	 * @generated
	 * @ordered
	 */
	ROCE_V1(0, "ROCE_V1", "RoCE v1"),

	/**
	 * The '<em><b>ROCE V2</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RoCE v2, over UDP/IP, routable.
	 * <!-- end-model-doc -->
	 * @see #ROCE_V2_VALUE
	 * @generated
	 * @ordered
	 */
	ROCE_V2(1, "ROCE_V2", "RoCE v2");

	/**
	 * The '<em><b>ROCE V1</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RoCE v1, InfiniBand transport over Ethernet type 0x8915, not routable.
	 * <!-- end-model-doc -->
	 * @see #ROCE_V1
	 * @model literal="RoCE v1"
	 * @generated
	 * @ordered
	 */
	public static final int ROCE_V1_VALUE = 0;

	/**
	 * The '<em><b>ROCE V2</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RoCE v2, over UDP/IP, routable.
	 * <!-- end-model-doc -->
	 * @see #ROCE_V2
	 * @model literal="RoCE v2"
	 * @generated
	 * @ordered
	 */
	public static final int ROCE_V2_VALUE = 1;

	/**
	 * An array of all the '<em><b>Gid Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final GidType[] VALUES_ARRAY =
		new GidType[] {
			ROCE_V1,
			ROCE_V2,
		};

	/**
	 * A public read-only list of all the '<em><b>Gid Type</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<GidType> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Gid Type</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GidType get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			GidType result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Gid Type</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GidType getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			GidType result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Gid Type</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static GidType get(int value) {
		switch (value) {
			case ROCE_V1_VALUE: return ROCE_V1;
			case ROCE_V2_VALUE: return ROCE_V2;
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
	private GidType(int value, String name, String literal) {
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
	
} //GidType
