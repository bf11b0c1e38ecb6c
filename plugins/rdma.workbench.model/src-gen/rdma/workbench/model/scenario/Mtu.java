/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Mtu</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_mtu.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getMtu()
 * @model
 * @generated
 */
public enum Mtu implements Enumerator {
	/**
	 * The '<em><b>MTU 256</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 336 or more.
	 * <!-- end-model-doc -->
	 * @see #MTU_256_VALUE
	 * @generated
	 * @ordered
	 */
	MTU_256(1, "MTU_256", "256"),

	/**
	 * The '<em><b>MTU 512</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 592 or more.
	 * <!-- end-model-doc -->
	 * @see #MTU_512_VALUE
	 * @generated
	 * @ordered
	 */
	MTU_512(2, "MTU_512", "512"),

	/**
	 * The '<em><b>MTU 1024</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 1104 or more: the largest a standard 1500-byte Ethernet netdev carries.
	 * <!-- end-model-doc -->
	 * @see #MTU_1024_VALUE
	 * @generated
	 * @ordered
	 */
	MTU_1024(3, "MTU_1024", "1024"),

	/**
	 * The '<em><b>MTU 2048</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 2128 or more (jumbo frames).
	 * <!-- end-model-doc -->
	 * @see #MTU_2048_VALUE
	 * @generated
	 * @ordered
	 */
	MTU_2048(4, "MTU_2048", "2048"),

	/**
	 * The '<em><b>MTU 4096</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 4176 or more (jumbo frames, such as 9000).
	 * <!-- end-model-doc -->
	 * @see #MTU_4096_VALUE
	 * @generated
	 * @ordered
	 */
	MTU_4096(5, "MTU_4096", "4096");

	/**
	 * The '<em><b>MTU 256</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 336 or more.
	 * <!-- end-model-doc -->
	 * @see #MTU_256
	 * @model literal="256"
	 * @generated
	 * @ordered
	 */
	public static final int MTU_256_VALUE = 1;

	/**
	 * The '<em><b>MTU 512</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 592 or more.
	 * <!-- end-model-doc -->
	 * @see #MTU_512
	 * @model literal="512"
	 * @generated
	 * @ordered
	 */
	public static final int MTU_512_VALUE = 2;

	/**
	 * The '<em><b>MTU 1024</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 1104 or more: the largest a standard 1500-byte Ethernet netdev carries.
	 * <!-- end-model-doc -->
	 * @see #MTU_1024
	 * @model literal="1024"
	 * @generated
	 * @ordered
	 */
	public static final int MTU_1024_VALUE = 3;

	/**
	 * The '<em><b>MTU 2048</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 2128 or more (jumbo frames).
	 * <!-- end-model-doc -->
	 * @see #MTU_2048
	 * @model literal="2048"
	 * @generated
	 * @ordered
	 */
	public static final int MTU_2048_VALUE = 4;

	/**
	 * The '<em><b>MTU 4096</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * netdev MTU 4176 or more (jumbo frames, such as 9000).
	 * <!-- end-model-doc -->
	 * @see #MTU_4096
	 * @model literal="4096"
	 * @generated
	 * @ordered
	 */
	public static final int MTU_4096_VALUE = 5;

	/**
	 * An array of all the '<em><b>Mtu</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final Mtu[] VALUES_ARRAY =
		new Mtu[] {
			MTU_256,
			MTU_512,
			MTU_1024,
			MTU_2048,
			MTU_4096,
		};

	/**
	 * A public read-only list of all the '<em><b>Mtu</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<Mtu> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Mtu</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static Mtu get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			Mtu result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Mtu</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static Mtu getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			Mtu result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Mtu</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static Mtu get(int value) {
		switch (value) {
			case MTU_256_VALUE: return MTU_256;
			case MTU_512_VALUE: return MTU_512;
			case MTU_1024_VALUE: return MTU_1024;
			case MTU_2048_VALUE: return MTU_2048;
			case MTU_4096_VALUE: return MTU_4096;
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
	private Mtu(int value, String name, String literal) {
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
	
} //Mtu
