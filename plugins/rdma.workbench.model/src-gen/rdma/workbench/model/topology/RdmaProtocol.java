/**
 */
package rdma.workbench.model.topology;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Rdma Protocol</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Wire protocol of an ERDMA device.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.topology.TopologyPackage#getRdmaProtocol()
 * @model
 * @generated
 */
public enum RdmaProtocol implements Enumerator {
	/**
	 * The '<em><b>IWARP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RDMAP/DDP/MPA over TCP (RFC 5040), reliable connected QPs only; not simulated by the engine.
	 * <!-- end-model-doc -->
	 * @see #IWARP_VALUE
	 * @generated
	 * @ordered
	 */
	IWARP(0, "IWARP", "iWARP"),

	/**
	 * The '<em><b>ROCEV2</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * InfiniBand transport over UDP/IP, destination port 4791 (IBTA Annex A17).
	 * <!-- end-model-doc -->
	 * @see #ROCEV2_VALUE
	 * @generated
	 * @ordered
	 */
	ROCEV2(1, "ROCEV2", "RoCEv2");

	/**
	 * The '<em><b>IWARP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * RDMAP/DDP/MPA over TCP (RFC 5040), reliable connected QPs only; not simulated by the engine.
	 * <!-- end-model-doc -->
	 * @see #IWARP
	 * @model literal="iWARP"
	 * @generated
	 * @ordered
	 */
	public static final int IWARP_VALUE = 0;

	/**
	 * The '<em><b>ROCEV2</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * InfiniBand transport over UDP/IP, destination port 4791 (IBTA Annex A17).
	 * <!-- end-model-doc -->
	 * @see #ROCEV2
	 * @model literal="RoCEv2"
	 * @generated
	 * @ordered
	 */
	public static final int ROCEV2_VALUE = 1;

	/**
	 * An array of all the '<em><b>Rdma Protocol</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final RdmaProtocol[] VALUES_ARRAY =
		new RdmaProtocol[] {
			IWARP,
			ROCEV2,
		};

	/**
	 * A public read-only list of all the '<em><b>Rdma Protocol</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<RdmaProtocol> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Rdma Protocol</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RdmaProtocol get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RdmaProtocol result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Rdma Protocol</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RdmaProtocol getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RdmaProtocol result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Rdma Protocol</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RdmaProtocol get(int value) {
		switch (value) {
			case IWARP_VALUE: return IWARP;
			case ROCEV2_VALUE: return ROCEV2;
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
	private RdmaProtocol(int value, String name, String literal) {
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
	
} //RdmaProtocol
