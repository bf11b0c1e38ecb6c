/**
 */
package rdma.workbench.model.topology;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Trust Mode</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Which header field gives a frame its priority at a switch.
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.topology.TopologyPackage#getTrustMode()
 * @model
 * @generated
 */
public enum TrustMode implements Enumerator {
	/**
	 * The '<em><b>DSCP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The IP header's DSCP: priority = DSCP / 8 (DSCP 26, common for RoCE, is priority 3).
	 * <!-- end-model-doc -->
	 * @see #DSCP_VALUE
	 * @generated
	 * @ordered
	 */
	DSCP(0, "DSCP", "dscp"),

	/**
	 * The '<em><b>PCP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The 802.1Q tag's priority code point; an untagged frame has priority 0.
	 * <!-- end-model-doc -->
	 * @see #PCP_VALUE
	 * @generated
	 * @ordered
	 */
	PCP(1, "PCP", "pcp");

	/**
	 * The '<em><b>DSCP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The IP header's DSCP: priority = DSCP / 8 (DSCP 26, common for RoCE, is priority 3).
	 * <!-- end-model-doc -->
	 * @see #DSCP
	 * @model literal="dscp"
	 * @generated
	 * @ordered
	 */
	public static final int DSCP_VALUE = 0;

	/**
	 * The '<em><b>PCP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The 802.1Q tag's priority code point; an untagged frame has priority 0.
	 * <!-- end-model-doc -->
	 * @see #PCP
	 * @model literal="pcp"
	 * @generated
	 * @ordered
	 */
	public static final int PCP_VALUE = 1;

	/**
	 * An array of all the '<em><b>Trust Mode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final TrustMode[] VALUES_ARRAY =
		new TrustMode[] {
			DSCP,
			PCP,
		};

	/**
	 * A public read-only list of all the '<em><b>Trust Mode</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<TrustMode> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Trust Mode</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TrustMode get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TrustMode result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Trust Mode</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TrustMode getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			TrustMode result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Trust Mode</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static TrustMode get(int value) {
		switch (value) {
			case DSCP_VALUE: return DSCP;
			case PCP_VALUE: return PCP;
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
	private TrustMode(int value, String name, String literal) {
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
	
} //TrustMode
