/**
 */
package rdma.workbench.model.topology;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Roce Congestion Control</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Congestion control of a generic RoCEv2 NIC.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.topology.TopologyPackage#getRoceCongestionControl()
 * @model
 * @generated
 */
public enum RoceCongestionControl implements Enumerator {
	/**
	 * The '<em><b>DCQCN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN (Zhu et al., SIGCOMM 2015): CNPs for CE-marked frames; per QP, a rate cut by alpha/2 on each CNP and a recovery by timer and byte counter.
	 * <!-- end-model-doc -->
	 * @see #DCQCN_VALUE
	 * @generated
	 * @ordered
	 */
	DCQCN(0, "DCQCN", "dcqcn"),

	/**
	 * The '<em><b>HPCC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC (Li et al., SIGCOMM 2019): per QP, a window computed from the queue lengths and link loads the switches report as in-band telemetry.
	 * <!-- end-model-doc -->
	 * @see #HPCC_VALUE
	 * @generated
	 * @ordered
	 */
	HPCC(1, "HPCC", "hpcc"),

	/**
	 * The '<em><b>NONE</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No congestion control: no CNPs, every QP sends at line rate.
	 * <!-- end-model-doc -->
	 * @see #NONE_VALUE
	 * @generated
	 * @ordered
	 */
	NONE(2, "NONE", "none");

	/**
	 * The '<em><b>DCQCN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DCQCN (Zhu et al., SIGCOMM 2015): CNPs for CE-marked frames; per QP, a rate cut by alpha/2 on each CNP and a recovery by timer and byte counter.
	 * <!-- end-model-doc -->
	 * @see #DCQCN
	 * @model literal="dcqcn"
	 * @generated
	 * @ordered
	 */
	public static final int DCQCN_VALUE = 0;

	/**
	 * The '<em><b>HPCC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * HPCC (Li et al., SIGCOMM 2019): per QP, a window computed from the queue lengths and link loads the switches report as in-band telemetry.
	 * <!-- end-model-doc -->
	 * @see #HPCC
	 * @model literal="hpcc"
	 * @generated
	 * @ordered
	 */
	public static final int HPCC_VALUE = 1;

	/**
	 * The '<em><b>NONE</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * No congestion control: no CNPs, every QP sends at line rate.
	 * <!-- end-model-doc -->
	 * @see #NONE
	 * @model literal="none"
	 * @generated
	 * @ordered
	 */
	public static final int NONE_VALUE = 2;

	/**
	 * An array of all the '<em><b>Roce Congestion Control</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final RoceCongestionControl[] VALUES_ARRAY =
		new RoceCongestionControl[] {
			DCQCN,
			HPCC,
			NONE,
		};

	/**
	 * A public read-only list of all the '<em><b>Roce Congestion Control</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<RoceCongestionControl> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Roce Congestion Control</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RoceCongestionControl get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RoceCongestionControl result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Roce Congestion Control</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RoceCongestionControl getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			RoceCongestionControl result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Roce Congestion Control</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static RoceCongestionControl get(int value) {
		switch (value) {
			case DCQCN_VALUE: return DCQCN;
			case HPCC_VALUE: return HPCC;
			case NONE_VALUE: return NONE;
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
	private RoceCongestionControl(int value, String name, String literal) {
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
	
} //RoceCongestionControl
