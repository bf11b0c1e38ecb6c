/**
 */
package rdma.workbench.model.layout;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Diagram</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The drawing of a topology: positions and bendpoints, kept apart from the semantic objects.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.layout.Diagram#getNodes <em>Nodes</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.Diagram#getEdges <em>Edges</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.Diagram#isGridVisible <em>Grid Visible</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.Diagram#isSnapToGrid <em>Snap To Grid</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.layout.LayoutPackage#getDiagram()
 * @model
 * @generated
 */
public interface Diagram extends EObject {
	/**
	 * Returns the value of the '<em><b>Nodes</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.layout.NodeLayout}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Nodes</em>' containment reference list.
	 * @see rdma.workbench.model.layout.LayoutPackage#getDiagram_Nodes()
	 * @model containment="true"
	 * @generated
	 */
	EList<NodeLayout> getNodes();

	/**
	 * Returns the value of the '<em><b>Edges</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.layout.EdgeLayout}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Edges</em>' containment reference list.
	 * @see rdma.workbench.model.layout.LayoutPackage#getDiagram_Edges()
	 * @model containment="true"
	 * @generated
	 */
	EList<EdgeLayout> getEdges();

	/**
	 * Returns the value of the '<em><b>Grid Visible</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Grid Visible</em>' attribute.
	 * @see #setGridVisible(boolean)
	 * @see rdma.workbench.model.layout.LayoutPackage#getDiagram_GridVisible()
	 * @model default="false"
	 * @generated
	 */
	boolean isGridVisible();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.layout.Diagram#isGridVisible <em>Grid Visible</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Grid Visible</em>' attribute.
	 * @see #isGridVisible()
	 * @generated
	 */
	void setGridVisible(boolean value);

	/**
	 * Returns the value of the '<em><b>Snap To Grid</b></em>' attribute.
	 * The default value is <code>"false"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Snap To Grid</em>' attribute.
	 * @see #setSnapToGrid(boolean)
	 * @see rdma.workbench.model.layout.LayoutPackage#getDiagram_SnapToGrid()
	 * @model default="false"
	 * @generated
	 */
	boolean isSnapToGrid();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.layout.Diagram#isSnapToGrid <em>Snap To Grid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Snap To Grid</em>' attribute.
	 * @see #isSnapToGrid()
	 * @generated
	 */
	void setSnapToGrid(boolean value);

} // Diagram
