package rdma.workbench.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.ui.actions.ActionBarContributor;
import org.eclipse.gef.ui.actions.AlignmentRetargetAction;
import org.eclipse.gef.ui.actions.DeleteRetargetAction;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.MatchHeightRetargetAction;
import org.eclipse.gef.ui.actions.MatchWidthRetargetAction;
import org.eclipse.gef.ui.actions.RedoRetargetAction;
import org.eclipse.gef.ui.actions.UndoRetargetAction;
import org.eclipse.gef.ui.actions.ZoomComboContributionItem;
import org.eclipse.gef.ui.actions.ZoomInRetargetAction;
import org.eclipse.gef.ui.actions.ZoomOutRetargetAction;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.RetargetAction;

import rdma.workbench.editor.actions.DiagramActionIds;

/**
 * Menus and toolbar of the topology diagram: Edit (undo, clipboard, delete, select all),
 * View (zoom, grid, snap to geometry), Diagram (arrange, align, match size, validate,
 * export) and a toolbar with undo/redo, alignment and the zoom combo.
 */
public final class DiagramContributor extends ActionBarContributor {

    private final List<EditorBoundAction> editorBound = new ArrayList<>();

    private static final String[] ALIGNMENTS = {GEFActionConstants.ALIGN_LEFT, GEFActionConstants.ALIGN_CENTER, GEFActionConstants.ALIGN_RIGHT,
            GEFActionConstants.ALIGN_TOP, GEFActionConstants.ALIGN_MIDDLE, GEFActionConstants.ALIGN_BOTTOM};

    @Override
    protected void buildActions() {
        addRetargetAction(new UndoRetargetAction());
        addRetargetAction(new RedoRetargetAction());
        addRetargetAction(new DeleteRetargetAction());
        addRetargetAction(new RetargetAction(ActionFactory.COPY.getId(), "&Copy"));
        addRetargetAction(new RetargetAction(ActionFactory.PASTE.getId(), "&Paste"));
        addRetargetAction(new RetargetAction(DiagramActionIds.DUPLICATE, "D&uplicate"));
        addRetargetAction(new AlignmentRetargetAction(PositionConstants.LEFT));
        addRetargetAction(new AlignmentRetargetAction(PositionConstants.CENTER));
        addRetargetAction(new AlignmentRetargetAction(PositionConstants.RIGHT));
        addRetargetAction(new AlignmentRetargetAction(PositionConstants.TOP));
        addRetargetAction(new AlignmentRetargetAction(PositionConstants.MIDDLE));
        addRetargetAction(new AlignmentRetargetAction(PositionConstants.BOTTOM));
        addRetargetAction(new MatchWidthRetargetAction());
        addRetargetAction(new MatchHeightRetargetAction());
        addRetargetAction(new RetargetAction(DiagramActionIds.MATCH_SIZE, "Match &Size"));
        addRetargetAction(new ZoomInRetargetAction());
        addRetargetAction(new ZoomOutRetargetAction());
        bound(GEFActionConstants.TOGGLE_GRID_VISIBILITY, "&Grid", IAction.AS_CHECK_BOX);
        bound(GEFActionConstants.TOGGLE_SNAP_TO_GEOMETRY, "Snap to &Geometry", IAction.AS_CHECK_BOX);
        bound(DiagramActionIds.ARRANGE_ALL, "&Arrange All", IAction.AS_PUSH_BUTTON);
        bound(DiagramActionIds.VALIDATE, "&Validate", IAction.AS_PUSH_BUTTON);
        bound(DiagramActionIds.EXPORT_PNG, "E&xport as PNG\u2026", IAction.AS_PUSH_BUTTON);
    }

    /** A menu item that acts on the whole diagram: bound to the active editor, not to the active part (see EditorBoundAction). */
    private void bound(String id, String text, int style) {
        EditorBoundAction a = new EditorBoundAction(id, text, style);
        addAction(a);
        editorBound.add(a);
    }

    @Override
    public void setActiveEditor(IEditorPart editor) {
        super.setActiveEditor(editor);
        editorBound.forEach(a -> a.bind(editor));
    }

    @Override
    public void dispose() {
        editorBound.forEach(a -> a.bind(null));
        super.dispose();
    }

    @Override
    protected void declareGlobalActionKeys() {
        addGlobalActionKey(ActionFactory.SELECT_ALL.getId());
        addGlobalActionKey(ActionFactory.PRINT.getId());
    }

    @Override
    public void contributeToToolBar(IToolBarManager toolbar) {
        toolbar.add(getAction(ActionFactory.UNDO.getId()));
        toolbar.add(getAction(ActionFactory.REDO.getId()));
        toolbar.add(new Separator());
        for (String id : ALIGNMENTS) {
            toolbar.add(getAction(id));
        }
        toolbar.add(new Separator());
        toolbar.add(getAction(GEFActionConstants.MATCH_WIDTH));
        toolbar.add(getAction(GEFActionConstants.MATCH_HEIGHT));
        toolbar.add(new Separator());
        toolbar.add(new ZoomComboContributionItem(getPage()));
    }

    @Override
    public void contributeToMenu(IMenuManager menubar) {
        MenuManager view = new MenuManager("&View", "rdma.workbench.editor.view");
        view.add(getAction(GEFActionConstants.ZOOM_IN));
        view.add(getAction(GEFActionConstants.ZOOM_OUT));
        view.add(new Separator());
        view.add(getAction(GEFActionConstants.TOGGLE_GRID_VISIBILITY));
        view.add(getAction(GEFActionConstants.TOGGLE_SNAP_TO_GEOMETRY));
        if (menubar.find(IWorkbenchActionConstants.M_EDIT) != null) {
            menubar.insertAfter(IWorkbenchActionConstants.M_EDIT, view);
        } else {
            menubar.add(view);
        }
        MenuManager diagram = new MenuManager("&Diagram", "rdma.workbench.editor.diagram");
        diagram.add(getAction(DiagramActionIds.ARRANGE_ALL));
        MenuManager align = new MenuManager("&Align");
        for (String id : ALIGNMENTS) {
            align.add(getAction(id));
        }
        align.add(new Separator());
        align.add(getAction(GEFActionConstants.MATCH_WIDTH));
        align.add(getAction(GEFActionConstants.MATCH_HEIGHT));
        align.add(getAction(DiagramActionIds.MATCH_SIZE));
        diagram.add(align);
        diagram.add(getAction(DiagramActionIds.DUPLICATE));
        diagram.add(new Separator());
        diagram.add(getAction(DiagramActionIds.VALIDATE));
        diagram.add(getAction(DiagramActionIds.EXPORT_PNG));
        menubar.insertAfter("rdma.workbench.editor.view", diagram);
    }
}
