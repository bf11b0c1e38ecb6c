/**
 */
package rdma.workbench.model.layout.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;
import org.eclipse.emf.ecore.impl.EObjectImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import rdma.workbench.model.layout.Diagram;
import rdma.workbench.model.layout.EdgeLayout;
import rdma.workbench.model.layout.LayoutPackage;
import rdma.workbench.model.layout.NodeLayout;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Diagram</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.layout.impl.DiagramImpl#getNodes <em>Nodes</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.impl.DiagramImpl#getEdges <em>Edges</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.impl.DiagramImpl#isGridVisible <em>Grid Visible</em>}</li>
 *   <li>{@link rdma.workbench.model.layout.impl.DiagramImpl#isSnapToGrid <em>Snap To Grid</em>}</li>
 * </ul>
 *
 * @generated
 */
public class DiagramImpl extends EObjectImpl implements Diagram {
	/**
	 * The cached value of the '{@link #getNodes() <em>Nodes</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNodes()
	 * @generated
	 * @ordered
	 */
	protected EList<NodeLayout> nodes;

	/**
	 * The cached value of the '{@link #getEdges() <em>Edges</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getEdges()
	 * @generated
	 * @ordered
	 */
	protected EList<EdgeLayout> edges;

	/**
	 * The default value of the '{@link #isGridVisible() <em>Grid Visible</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isGridVisible()
	 * @generated
	 * @ordered
	 */
	protected static final boolean GRID_VISIBLE_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isGridVisible() <em>Grid Visible</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isGridVisible()
	 * @generated
	 * @ordered
	 */
	protected boolean gridVisible = GRID_VISIBLE_EDEFAULT;

	/**
	 * The default value of the '{@link #isSnapToGrid() <em>Snap To Grid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSnapToGrid()
	 * @generated
	 * @ordered
	 */
	protected static final boolean SNAP_TO_GRID_EDEFAULT = false;

	/**
	 * The cached value of the '{@link #isSnapToGrid() <em>Snap To Grid</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSnapToGrid()
	 * @generated
	 * @ordered
	 */
	protected boolean snapToGrid = SNAP_TO_GRID_EDEFAULT;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected DiagramImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return LayoutPackage.Literals.DIAGRAM;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<NodeLayout> getNodes() {
		if (nodes == null) {
			nodes = new EObjectContainmentEList<NodeLayout>(NodeLayout.class, this, LayoutPackage.DIAGRAM__NODES);
		}
		return nodes;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<EdgeLayout> getEdges() {
		if (edges == null) {
			edges = new EObjectContainmentEList<EdgeLayout>(EdgeLayout.class, this, LayoutPackage.DIAGRAM__EDGES);
		}
		return edges;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isGridVisible() {
		return gridVisible;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setGridVisible(boolean newGridVisible) {
		boolean oldGridVisible = gridVisible;
		gridVisible = newGridVisible;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LayoutPackage.DIAGRAM__GRID_VISIBLE, oldGridVisible, gridVisible));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean isSnapToGrid() {
		return snapToGrid;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setSnapToGrid(boolean newSnapToGrid) {
		boolean oldSnapToGrid = snapToGrid;
		snapToGrid = newSnapToGrid;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, LayoutPackage.DIAGRAM__SNAP_TO_GRID, oldSnapToGrid, snapToGrid));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case LayoutPackage.DIAGRAM__NODES:
				return ((InternalEList<?>)getNodes()).basicRemove(otherEnd, msgs);
			case LayoutPackage.DIAGRAM__EDGES:
				return ((InternalEList<?>)getEdges()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case LayoutPackage.DIAGRAM__NODES:
				return getNodes();
			case LayoutPackage.DIAGRAM__EDGES:
				return getEdges();
			case LayoutPackage.DIAGRAM__GRID_VISIBLE:
				return isGridVisible();
			case LayoutPackage.DIAGRAM__SNAP_TO_GRID:
				return isSnapToGrid();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case LayoutPackage.DIAGRAM__NODES:
				getNodes().clear();
				getNodes().addAll((Collection<? extends NodeLayout>)newValue);
				return;
			case LayoutPackage.DIAGRAM__EDGES:
				getEdges().clear();
				getEdges().addAll((Collection<? extends EdgeLayout>)newValue);
				return;
			case LayoutPackage.DIAGRAM__GRID_VISIBLE:
				setGridVisible((Boolean)newValue);
				return;
			case LayoutPackage.DIAGRAM__SNAP_TO_GRID:
				setSnapToGrid((Boolean)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case LayoutPackage.DIAGRAM__NODES:
				getNodes().clear();
				return;
			case LayoutPackage.DIAGRAM__EDGES:
				getEdges().clear();
				return;
			case LayoutPackage.DIAGRAM__GRID_VISIBLE:
				setGridVisible(GRID_VISIBLE_EDEFAULT);
				return;
			case LayoutPackage.DIAGRAM__SNAP_TO_GRID:
				setSnapToGrid(SNAP_TO_GRID_EDEFAULT);
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case LayoutPackage.DIAGRAM__NODES:
				return nodes != null && !nodes.isEmpty();
			case LayoutPackage.DIAGRAM__EDGES:
				return edges != null && !edges.isEmpty();
			case LayoutPackage.DIAGRAM__GRID_VISIBLE:
				return gridVisible != GRID_VISIBLE_EDEFAULT;
			case LayoutPackage.DIAGRAM__SNAP_TO_GRID:
				return snapToGrid != SNAP_TO_GRID_EDEFAULT;
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (gridVisible: ");
		result.append(gridVisible);
		result.append(", snapToGrid: ");
		result.append(snapToGrid);
		result.append(')');
		return result.toString();
	}

} //DiagramImpl
