/**
 */
package rdma.workbench.model.topology;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Congestion Control</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * ERDMA congestion-control methods.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.topology.TopologyPackage#getCongestionControl()
 * @model
 * @generated
 */
public enum CongestionControl implements Enumerator {
	/**
	 * The '<em><b>NEWRENO</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP NewReno-like window control.
	 * <!-- end-model-doc -->
	 * @see #NEWRENO_VALUE
	 * @generated
	 * @ordered
	 */
	NEWRENO(0, "NEWRENO", "newreno"),

	/**
	 * The '<em><b>CUBIC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP CUBIC-like window control.
	 * <!-- end-model-doc -->
	 * @see #CUBIC_VALUE
	 * @generated
	 * @ordered
	 */
	CUBIC(1, "CUBIC", "cubic"),

	/**
	 * The '<em><b>HPCC RTT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC driven by round-trip times.
	 * <!-- end-model-doc -->
	 * @see #HPCC_RTT_VALUE
	 * @generated
	 * @ordered
	 */
	HPCC_RTT(2, "HPCC_RTT", "hpcc_rtt"),

	/**
	 * The '<em><b>HPCC ECN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC driven by ECN marks.
	 * <!-- end-model-doc -->
	 * @see #HPCC_ECN_VALUE
	 * @generated
	 * @ordered
	 */
	HPCC_ECN(3, "HPCC_ECN", "hpcc_ecn"),

	/**
	 * The '<em><b>HPCC INT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC driven by in-band network telemetry.
	 * <!-- end-model-doc -->
	 * @see #HPCC_INT_VALUE
	 * @generated
	 * @ordered
	 */
	HPCC_INT(4, "HPCC_INT", "hpcc_int");

	/**
	 * The '<em><b>NEWRENO</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP NewReno-like window control.
	 * <!-- end-model-doc -->
	 * @see #NEWRENO
	 * @model literal="newreno"
	 * @generated
	 * @ordered
	 */
	public static final int NEWRENO_VALUE = 0;

	/**
	 * The '<em><b>CUBIC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * TCP CUBIC-like window control.
	 * <!-- end-model-doc -->
	 * @see #CUBIC
	 * @model literal="cubic"
	 * @generated
	 * @ordered
	 */
	public static final int CUBIC_VALUE = 1;

	/**
	 * The '<em><b>HPCC RTT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC driven by round-trip times.
	 * <!-- end-model-doc -->
	 * @see #HPCC_RTT
	 * @model literal="hpcc_rtt"
	 * @generated
	 * @ordered
	 */
	public static final int HPCC_RTT_VALUE = 2;

	/**
	 * The '<em><b>HPCC ECN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC driven by ECN marks.
	 * <!-- end-model-doc -->
	 * @see #HPCC_ECN
	 * @model literal="hpcc_ecn"
	 * @generated
	 * @ordered
	 */
	public static final int HPCC_ECN_VALUE = 3;

	/**
	 * The '<em><b>HPCC INT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC driven by in-band network telemetry.
	 * <!-- end-model-doc -->
	 * @see #HPCC_INT
	 * @model literal="hpcc_int"
	 * @generated
	 * @ordered
	 */
	public static final int HPCC_INT_VALUE = 4;

	/**
	 * An array of all the '<em><b>Congestion Control</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final CongestionControl[] VALUES_ARRAY =
		new CongestionControl[] {
			NEWRENO,
			CUBIC,
			HPCC_RTT,
			HPCC_ECN,
			HPCC_INT,
		};

	/**
	 * A public read-only list of all the '<em><b>Congestion Control</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<CongestionControl> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Congestion Control</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CongestionControl get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CongestionControl result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Congestion Control</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CongestionControl getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			CongestionControl result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Congestion Control</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static CongestionControl get(int value) {
		switch (value) {
			case NEWRENO_VALUE: return NEWRENO;
			case CUBIC_VALUE: return CUBIC;
			case HPCC_RTT_VALUE: return HPCC_RTT;
			case HPCC_ECN_VALUE: return HPCC_ECN;
			case HPCC_INT_VALUE: return HPCC_INT;
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
	private CongestionControl(int value, String name, String literal) {
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
	
} //CongestionControl
