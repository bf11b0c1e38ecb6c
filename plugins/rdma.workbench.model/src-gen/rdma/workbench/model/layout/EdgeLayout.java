/**
 */
package rdma.workbench.model.layout;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Edge Layout</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Route of one drawn connection.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.layout.EdgeLayout#getElement <em>Element</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.EdgeLayout#getBendpoints <em>Bendpoints</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.layout.LayoutPackage#getEdgeLayout()
 * @model
 * @generated
 */
public interface EdgeLayout extends EObject {
	/**
	 * Returns the value of the '<em><b>Element</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Element</em>' reference.
	 * @see #setElement(EObject)
	 * @see rdma.workbench.model.layout.LayoutPackage#getEdgeLayout_Element()
	 * @model required="true"
	 * @generated
	 */
	EObject getElement();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.layout.EdgeLayout#getElement <em>Element</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Element</em>' reference.
	 * @see #getElement()
	 * @generated
	 */
	void setElement(EObject value);

	/**
	 * Returns the value of the '<em><b>Bendpoints</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.layout.Bendpoint}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Bendpoints</em>' containment reference list.
	 * @see rdma.workbench.model.layout.LayoutPackage#getEdgeLayout_Bendpoints()
	 * @model containment="true"
	 * @generated
	 */
	EList<Bendpoint> getBendpoints();

} // EdgeLayout
