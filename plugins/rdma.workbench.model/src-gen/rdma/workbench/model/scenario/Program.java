/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.Rnic;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Program</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The verbs one process issues on one host, in order, like the main() of ibv_rc_pingpong. It opens one RDMA device of its host and runs in one network namespace and RDMA cgroup; its handles (PD, MR, CQ, QP...) are its own and cannot be used by another program.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.Program#getName <em>Name</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Program#getHost <em>Host</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Program#getDevice <em>Device</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Program#getNamespace <em>Namespace</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Program#getCgroup <em>Cgroup</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Program#getSteps <em>Steps</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram()
 * @model
 * @generated
 */
public interface Program extends EObject {
	/**
	 * Returns the value of the '<em><b>Name</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The program's name, shown as its thread in the Debug view and in the trace.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Name</em>' attribute.
	 * @see #setName(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram_Name()
	 * @model
	 * @generated
	 */
	String getName();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Program#getName <em>Name</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Name</em>' attribute.
	 * @see #getName()
	 * @generated
	 */
	void setName(String value);

	/**
	 * Returns the value of the '<em><b>Host</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The host the process runs on. Every object it creates lives on this host's device and memory.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Host</em>' reference.
	 * @see #setHost(Host)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram_Host()
	 * @model required="true"
	 * @generated
	 */
	Host getHost();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Program#getHost <em>Host</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Host</em>' reference.
	 * @see #getHost()
	 * @generated
	 */
	void setHost(Host value);

	/**
	 * Returns the value of the '<em><b>Device</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The RDMA device the process opens (ibv_open_device); empty means the host's first NIC. It must be a device of the program's host.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Device</em>' reference.
	 * @see #setDevice(Rnic)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram_Device()
	 * @model
	 * @generated
	 */
	Rnic getDevice();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Program#getDevice <em>Device</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Device</em>' reference.
	 * @see #getDevice()
	 * @generated
	 */
	void setDevice(Rnic value);

	/**
	 * Returns the value of the '<em><b>Namespace</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The network namespace the process runs in; empty means the host's initial namespace. A UD address handle of the program may only use GIDs of netdevs in this namespace.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Namespace</em>' reference.
	 * @see #setNamespace(NetworkNamespace)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram_Namespace()
	 * @model
	 * @generated
	 */
	NetworkNamespace getNamespace();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Program#getNamespace <em>Namespace</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Namespace</em>' reference.
	 * @see #getNamespace()
	 * @generated
	 */
	void setNamespace(NetworkNamespace value);

	/**
	 * Returns the value of the '<em><b>Cgroup</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The RDMA cgroup the process belongs to: its hca_handle and hca_object limits count this program's contexts and objects; a create verb beyond them fails with EAGAIN.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Cgroup</em>' reference.
	 * @see #setCgroup(RdmaCgroup)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram_Cgroup()
	 * @model
	 * @generated
	 */
	RdmaCgroup getCgroup();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Program#getCgroup <em>Cgroup</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Cgroup</em>' reference.
	 * @see #getCgroup()
	 * @generated
	 */
	void setCgroup(RdmaCgroup value);

	/**
	 * Returns the value of the '<em><b>Steps</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.Step}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Steps</em>' containment reference list.
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getProgram_Steps()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Step> getSteps();

} // Program
