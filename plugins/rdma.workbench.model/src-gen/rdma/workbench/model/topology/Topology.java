/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.common.util.EList;

import rdma.workbench.model.layout.Diagram;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Topology</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The root of a .rdmatopo file: a fabric of hosts, switches and links.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.Topology#getHosts <em>Hosts</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Topology#getSwitches <em>Switches</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Topology#getLinks <em>Links</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.Topology#getLayout <em>Layout</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getTopology()
 * @model
 * @generated
 */
public interface Topology extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Hosts</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.Host}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hosts</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getTopology_Hosts()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Host> getHosts();

	/**
	 * Returns the value of the '<em><b>Switches</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.Switch}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Switches</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getTopology_Switches()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Switch> getSwitches();

	/**
	 * Returns the value of the '<em><b>Links</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.Link}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Links</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getTopology_Links()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Link> getLinks();

	/**
	 * Returns the value of the '<em><b>Layout</b></em>' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the editor draws things; kept apart from the semantic objects, and never read by the engine.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Layout</em>' containment reference.
	 * @see #setLayout(Diagram)
	 * @see rdma.workbench.model.topology.TopologyPackage#getTopology_Layout()
	 * @model containment="true"
	 * @generated
	 */
	Diagram getLayout();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.Topology#getLayout <em>Layout</em>}' containment reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Layout</em>' containment reference.
	 * @see #getLayout()
	 * @generated
	 */
	void setLayout(Diagram value);

} // Topology
