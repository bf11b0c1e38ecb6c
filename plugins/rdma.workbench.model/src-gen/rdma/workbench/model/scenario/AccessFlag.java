/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Access Flag</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * enum ibv_access_flags.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getAccessFlag()
 * @model
 * @generated
 */
public enum AccessFlag implements Enumerator {
	/**
	 * The '<em><b>LOCAL WRITE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_LOCAL_WRITE, the NIC may write the region for this host: receives, READ responses and atomic results land in it (LOC_PROT_ERR without it); required with REMOTE_WRITE and REMOTE_ATOMIC.
	 * <!-- end-model-doc -->
	 * @see #LOCAL_WRITE_VALUE
	 * @generated
	 * @ordered
	 */
	LOCAL_WRITE(1, "LOCAL_WRITE", "LOCAL_WRITE"),

	/**
	 * The '<em><b>REMOTE WRITE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_REMOTE_WRITE, peers may RDMA WRITE into it; a WRITE without it is refused with REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @see #REMOTE_WRITE_VALUE
	 * @generated
	 * @ordered
	 */
	REMOTE_WRITE(2, "REMOTE_WRITE", "REMOTE_WRITE"),

	/**
	 * The '<em><b>REMOTE READ</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_REMOTE_READ, peers may RDMA READ it; a READ without it is refused with REM_ACCESS_ERR, and no byte of the region leaves the host.
	 * <!-- end-model-doc -->
	 * @see #REMOTE_READ_VALUE
	 * @generated
	 * @ordered
	 */
	REMOTE_READ(4, "REMOTE_READ", "REMOTE_READ"),

	/**
	 * The '<em><b>REMOTE ATOMIC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_REMOTE_ATOMIC, peers may compare-and-swap and fetch-and-add 8 bytes in it; without it REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @see #REMOTE_ATOMIC_VALUE
	 * @generated
	 * @ordered
	 */
	REMOTE_ATOMIC(8, "REMOTE_ATOMIC", "REMOTE_ATOMIC");

	/**
	 * The '<em><b>LOCAL WRITE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_LOCAL_WRITE, the NIC may write the region for this host: receives, READ responses and atomic results land in it (LOC_PROT_ERR without it); required with REMOTE_WRITE and REMOTE_ATOMIC.
	 * <!-- end-model-doc -->
	 * @see #LOCAL_WRITE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int LOCAL_WRITE_VALUE = 1;

	/**
	 * The '<em><b>REMOTE WRITE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_REMOTE_WRITE, peers may RDMA WRITE into it; a WRITE without it is refused with REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @see #REMOTE_WRITE
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REMOTE_WRITE_VALUE = 2;

	/**
	 * The '<em><b>REMOTE READ</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_REMOTE_READ, peers may RDMA READ it; a READ without it is refused with REM_ACCESS_ERR, and no byte of the region leaves the host.
	 * <!-- end-model-doc -->
	 * @see #REMOTE_READ
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REMOTE_READ_VALUE = 4;

	/**
	 * The '<em><b>REMOTE ATOMIC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * IBV_ACCESS_REMOTE_ATOMIC, peers may compare-and-swap and fetch-and-add 8 bytes in it; without it REM_ACCESS_ERR.
	 * <!-- end-model-doc -->
	 * @see #REMOTE_ATOMIC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int REMOTE_ATOMIC_VALUE = 8;

	/**
	 * An array of all the '<em><b>Access Flag</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final AccessFlag[] VALUES_ARRAY =
		new AccessFlag[] {
			LOCAL_WRITE,
			REMOTE_WRITE,
			REMOTE_READ,
			REMOTE_ATOMIC,
		};

	/**
	 * A public read-only list of all the '<em><b>Access Flag</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<AccessFlag> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Access Flag</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AccessFlag get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			AccessFlag result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Access Flag</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AccessFlag getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			AccessFlag result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Access Flag</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static AccessFlag get(int value) {
		switch (value) {
			case LOCAL_WRITE_VALUE: return LOCAL_WRITE;
			case REMOTE_WRITE_VALUE: return REMOTE_WRITE;
			case REMOTE_READ_VALUE: return REMOTE_READ;
			case REMOTE_ATOMIC_VALUE: return REMOTE_ATOMIC;
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
	private AccessFlag(int value, String name, String literal) {
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
	
} //AccessFlag
