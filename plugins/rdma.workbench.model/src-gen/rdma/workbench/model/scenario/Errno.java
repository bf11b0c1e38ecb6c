/**
 */
package rdma.workbench.model.scenario;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.eclipse.emf.common.util.Enumerator;

/**
 * <!-- begin-user-doc -->
 * A representation of the literals of the enumeration '<em><b>Errno</b></em>',
 * and utility methods for working with them.
 * <!-- end-user-doc -->
 * <!-- begin-model-doc -->
 * Results of a verb, as libibverbs returns them (0 or an errno).
 * <!-- end-model-doc -->
 * @see rdma.workbench.model.scenario.ScenarioPackage#getErrno()
 * @model
 * @generated
 */
public enum Errno implements Enumerator {
	/**
	 * The '<em><b>OK</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 0, the verb succeeded.
	 * <!-- end-model-doc -->
	 * @see #OK_VALUE
	 * @generated
	 * @ordered
	 */
	OK(0, "OK", "OK"),

	/**
	 * The '<em><b>EPERM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * not permitted.
	 * <!-- end-model-doc -->
	 * @see #EPERM_VALUE
	 * @generated
	 * @ordered
	 */
	EPERM(1, "EPERM", "EPERM"),

	/**
	 * The '<em><b>ENOENT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * no such object.
	 * <!-- end-model-doc -->
	 * @see #ENOENT_VALUE
	 * @generated
	 * @ordered
	 */
	ENOENT(2, "ENOENT", "ENOENT"),

	/**
	 * The '<em><b>EAGAIN</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * over an RDMA cgroup limit (hca_handle, hca_object), or no asynchronous event waiting.
	 * <!-- end-model-doc -->
	 * @see #EAGAIN_VALUE
	 * @generated
	 * @ordered
	 */
	EAGAIN(11, "EAGAIN", "EAGAIN"),

	/**
	 * The '<em><b>ENOMEM</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a device limit reached (max_pd, max_qp...), host memory exhausted, or a full send, receive or shared receive queue.
	 * <!-- end-model-doc -->
	 * @see #ENOMEM_VALUE
	 * @generated
	 * @ordered
	 */
	ENOMEM(12, "ENOMEM", "ENOMEM"),

	/**
	 * The '<em><b>EACCES</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * access denied.
	 * <!-- end-model-doc -->
	 * @see #EACCES_VALUE
	 * @generated
	 * @ordered
	 */
	EACCES(13, "EACCES", "EACCES"),

	/**
	 * The '<em><b>EFAULT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a bad address, such as inline data outside the program's buffers.
	 * <!-- end-model-doc -->
	 * @see #EFAULT_VALUE
	 * @generated
	 * @ordered
	 */
	EFAULT(14, "EFAULT", "EFAULT"),

	/**
	 * The '<em><b>EBUSY</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the object is still in use (a PD with MRs or QPs, a CQ or SRQ a QP uses).
	 * <!-- end-model-doc -->
	 * @see #EBUSY_VALUE
	 * @generated
	 * @ordered
	 */
	EBUSY(16, "EBUSY", "EBUSY"),

	/**
	 * The '<em><b>EINVAL</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * an invalid argument: a transition the QP state machine lacks or an attribute it needs or refuses, a QP not in RTS for a send, an opcode the QP type lacks, too many SGEs, a stale handle, bad access flags.
	 * <!-- end-model-doc -->
	 * @see #EINVAL_VALUE
	 * @generated
	 * @ordered
	 */
	EINVAL(22, "EINVAL", "EINVAL"),

	/**
	 * The '<em><b>ENOSPC</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * no space left.
	 * <!-- end-model-doc -->
	 * @see #ENOSPC_VALUE
	 * @generated
	 * @ordered
	 */
	ENOSPC(28, "ENOSPC", "ENOSPC"),

	/**
	 * The '<em><b>EOPNOTSUPP</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the device does not support it (UC or SRQ on ERDMA in RoCEv2 mode).
	 * <!-- end-model-doc -->
	 * @see #EOPNOTSUPP_VALUE
	 * @generated
	 * @ordered
	 */
	EOPNOTSUPP(95, "EOPNOTSUPP", "EOPNOTSUPP"),

	/**
	 * The '<em><b>ETIMEDOUT</b></em>' literal object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * nothing came in time (WaitAsyncEvent).
	 * <!-- end-model-doc -->
	 * @see #ETIMEDOUT_VALUE
	 * @generated
	 * @ordered
	 */
	ETIMEDOUT(110, "ETIMEDOUT", "ETIMEDOUT");

	/**
	 * The '<em><b>OK</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * 0, the verb succeeded.
	 * <!-- end-model-doc -->
	 * @see #OK
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int OK_VALUE = 0;

	/**
	 * The '<em><b>EPERM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * not permitted.
	 * <!-- end-model-doc -->
	 * @see #EPERM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EPERM_VALUE = 1;

	/**
	 * The '<em><b>ENOENT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * no such object.
	 * <!-- end-model-doc -->
	 * @see #ENOENT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ENOENT_VALUE = 2;

	/**
	 * The '<em><b>EAGAIN</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * over an RDMA cgroup limit (hca_handle, hca_object), or no asynchronous event waiting.
	 * <!-- end-model-doc -->
	 * @see #EAGAIN
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EAGAIN_VALUE = 11;

	/**
	 * The '<em><b>ENOMEM</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a device limit reached (max_pd, max_qp...), host memory exhausted, or a full send, receive or shared receive queue.
	 * <!-- end-model-doc -->
	 * @see #ENOMEM
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ENOMEM_VALUE = 12;

	/**
	 * The '<em><b>EACCES</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * access denied.
	 * <!-- end-model-doc -->
	 * @see #EACCES
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EACCES_VALUE = 13;

	/**
	 * The '<em><b>EFAULT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * a bad address, such as inline data outside the program's buffers.
	 * <!-- end-model-doc -->
	 * @see #EFAULT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EFAULT_VALUE = 14;

	/**
	 * The '<em><b>EBUSY</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the object is still in use (a PD with MRs or QPs, a CQ or SRQ a QP uses).
	 * <!-- end-model-doc -->
	 * @see #EBUSY
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EBUSY_VALUE = 16;

	/**
	 * The '<em><b>EINVAL</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * an invalid argument: a transition the QP state machine lacks or an attribute it needs or refuses, a QP not in RTS for a send, an opcode the QP type lacks, too many SGEs, a stale handle, bad access flags.
	 * <!-- end-model-doc -->
	 * @see #EINVAL
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EINVAL_VALUE = 22;

	/**
	 * The '<em><b>ENOSPC</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * no space left.
	 * <!-- end-model-doc -->
	 * @see #ENOSPC
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ENOSPC_VALUE = 28;

	/**
	 * The '<em><b>EOPNOTSUPP</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * the device does not support it (UC or SRQ on ERDMA in RoCEv2 mode).
	 * <!-- end-model-doc -->
	 * @see #EOPNOTSUPP
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int EOPNOTSUPP_VALUE = 95;

	/**
	 * The '<em><b>ETIMEDOUT</b></em>' literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * nothing came in time (WaitAsyncEvent).
	 * <!-- end-model-doc -->
	 * @see #ETIMEDOUT
	 * @model
	 * @generated
	 * @ordered
	 */
	public static final int ETIMEDOUT_VALUE = 110;

	/**
	 * An array of all the '<em><b>Errno</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	private static final Errno[] VALUES_ARRAY =
		new Errno[] {
			OK,
			EPERM,
			ENOENT,
			EAGAIN,
			ENOMEM,
			EACCES,
			EFAULT,
			EBUSY,
			EINVAL,
			ENOSPC,
			EOPNOTSUPP,
			ETIMEDOUT,
		};

	/**
	 * A public read-only list of all the '<em><b>Errno</b></em>' enumerators.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public static final List<Errno> VALUES = Collections.unmodifiableList(Arrays.asList(VALUES_ARRAY));

	/**
	 * Returns the '<em><b>Errno</b></em>' literal with the specified literal value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param literal the literal.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static Errno get(String literal) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			Errno result = VALUES_ARRAY[i];
			if (result.toString().equals(literal)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Errno</b></em>' literal with the specified name.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param name the name.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static Errno getByName(String name) {
		for (int i = 0; i < VALUES_ARRAY.length; ++i) {
			Errno result = VALUES_ARRAY[i];
			if (result.getName().equals(name)) {
				return result;
			}
		}
		return null;
	}

	/**
	 * Returns the '<em><b>Errno</b></em>' literal with the specified integer value.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the integer value.
	 * @return the matching enumerator or <code>null</code>.
	 * @generated
	 */
	public static Errno get(int value) {
		switch (value) {
			case OK_VALUE: return OK;
			case EPERM_VALUE: return EPERM;
			case ENOENT_VALUE: return ENOENT;
			case EAGAIN_VALUE: return EAGAIN;
			case ENOMEM_VALUE: return ENOMEM;
			case EACCES_VALUE: return EACCES;
			case EFAULT_VALUE: return EFAULT;
			case EBUSY_VALUE: return EBUSY;
			case EINVAL_VALUE: return EINVAL;
			case ENOSPC_VALUE: return ENOSPC;
			case EOPNOTSUPP_VALUE: return EOPNOTSUPP;
			case ETIMEDOUT_VALUE: return ETIMEDOUT;
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
	private Errno(int value, String name, String literal) {
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
	
} //Errno
