/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.topology.Topology;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Scenario</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * A verb flow: one program per host of a topology, each a list of steps that call verbs, meet other programs and check results. The expected results, completions and memory contents make every scenario a conformance test: a run fails when one differs.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.Scenario#getTitle <em>Title</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Scenario#getDescription <em>Description</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Scenario#getSource <em>Source</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Scenario#getTopology <em>Topology</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Scenario#getSeed <em>Seed</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Scenario#getPrograms <em>Programs</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario()
 * @model
 * @generated
 */
public interface Scenario extends EObject {
	/**
	 * Returns the value of the '<em><b>Title</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The scenario's title, shown in the launch and in reports.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Title</em>' attribute.
	 * @see #setTitle(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario_Title()
	 * @model
	 * @generated
	 */
	String getTitle();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Scenario#getTitle <em>Title</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Title</em>' attribute.
	 * @see #getTitle()
	 * @generated
	 */
	void setTitle(String value);

	/**
	 * Returns the value of the '<em><b>Description</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Teaching text: what the scenario shows, what happens on the wire and why.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Description</em>' attribute.
	 * @see #setDescription(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario_Description()
	 * @model
	 * @generated
	 */
	String getDescription();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Scenario#getDescription <em>Description</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Description</em>' attribute.
	 * @see #getDescription()
	 * @generated
	 */
	void setDescription(String value);

	/**
	 * Returns the value of the '<em><b>Source</b></em>' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Where the behaviour the scenario checks is specified: an IBTA statement, a kernel or rdma-core function, a pyverbs test. A conformance case names it in reports.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Source</em>' attribute.
	 * @see #setSource(String)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario_Source()
	 * @model
	 * @generated
	 */
	String getSource();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Scenario#getSource <em>Source</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Source</em>' attribute.
	 * @see #getSource()
	 * @generated
	 */
	void setSource(String value);

	/**
	 * Returns the value of the '<em><b>Topology</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The topology (.rdmatopo) the scenario runs on: its hosts, NICs, switches and links. Programs name hosts and devices of this topology.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Topology</em>' reference.
	 * @see #setTopology(Topology)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario_Topology()
	 * @model required="true"
	 * @generated
	 */
	Topology getTopology();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Scenario#getTopology <em>Topology</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Topology</em>' reference.
	 * @see #getTopology()
	 * @generated
	 */
	void setTopology(Topology value);

	/**
	 * Returns the value of the '<em><b>Seed</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Seed of the random sources of the links' fault rates (loss, corruption, reorder). The same seed gives the same run, event for event; a launch may override it.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Seed</em>' attribute.
	 * @see #setSeed(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario_Seed()
	 * @model default="1"
	 * @generated
	 */
	long getSeed();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Scenario#getSeed <em>Seed</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Seed</em>' attribute.
	 * @see #getSeed()
	 * @generated
	 */
	void setSeed(long value);

	/**
	 * Returns the value of the '<em><b>Programs</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.Program}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Programs</em>' containment reference list.
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getScenario_Programs()
	 * @model containment="true" keys="name"
	 * @generated
	 */
	EList<Program> getPrograms();

} // Scenario
