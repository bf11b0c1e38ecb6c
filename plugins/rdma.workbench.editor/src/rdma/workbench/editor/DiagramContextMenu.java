package rdma.workbench.editor;

import org.eclipse.gef.ContextMenuProvider;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.ui.actions.ActionFactory;

import rdma.workbench.editor.actions.DiagramActionIds;

/** The diagram's context menu: undo, clipboard, rename, align, arrange, validate, export. */
final class DiagramContextMenu extends ContextMenuProvider {

    private final ActionRegistry actions;

    DiagramContextMenu(EditPartViewer viewer, ActionRegistry actions) {
        super(viewer);
        this.actions = actions;
    }

    @Override
    public void buildContextMenu(IMenuManager menu) {
        GEFActionConstants.addStandardActionGroups(menu);
        add(menu, GEFActionConstants.GROUP_UNDO, ActionFactory.UNDO.getId());
        add(menu, GEFActionConstants.GROUP_UNDO, ActionFactory.REDO.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.COPY.getId());
        add(menu, GEFActionConstants.GROUP_COPY, ActionFactory.PASTE.getId());
        add(menu, GEFActionConstants.GROUP_COPY, DiagramActionIds.DUPLICATE);
        add(menu, GEFActionConstants.GROUP_EDIT, ActionFactory.DELETE.getId());
        add(menu, GEFActionConstants.GROUP_EDIT, GEFActionConstants.DIRECT_EDIT);
        add(menu, GEFActionConstants.GROUP_EDIT, ActionFactory.SELECT_ALL.getId());
        MenuManager align = new MenuManager("&Align");
        for (String id : new String[] {GEFActionConstants.ALIGN_LEFT, GEFActionConstants.ALIGN_CENTER, GEFActionConstants.ALIGN_RIGHT,
                GEFActionConstants.ALIGN_TOP, GEFActionConstants.ALIGN_MIDDLE, GEFActionConstants.ALIGN_BOTTOM}) {
            IAction a = actions.getAction(id);
            if (a != null && a.isEnabled()) {
                align.add(a);
            }
        }
        for (String id : new String[] {GEFActionConstants.MATCH_WIDTH, GEFActionConstants.MATCH_HEIGHT, DiagramActionIds.MATCH_SIZE}) {
            IAction a = actions.getAction(id);
            if (a != null && a.isEnabled()) {
                align.add(a);
            }
        }
        if (!align.isEmpty()) {
            menu.appendToGroup(GEFActionConstants.GROUP_REST, align);
        }
        add(menu, GEFActionConstants.GROUP_VIEW, DiagramActionIds.ARRANGE_ALL);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.ZOOM_IN);
        add(menu, GEFActionConstants.GROUP_VIEW, GEFActionConstants.ZOOM_OUT);
        add(menu, GEFActionConstants.GROUP_SAVE, DiagramActionIds.VALIDATE);
        add(menu, GEFActionConstants.GROUP_SAVE, DiagramActionIds.EXPORT_PNG);
    }

    private void add(IMenuManager menu, String group, String id) {
        IAction a = actions.getAction(id);
        if (a != null && a.isEnabled()) {
            menu.appendToGroup(group, a);
        }
    }
}
