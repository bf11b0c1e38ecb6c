package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.drain;

import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.actions.DiagramActionIds;

/** The Diagram and View menus act on the diagram whichever part has the focus: Properties or Problems, after a click there. */
class DiagramMenusTest extends StarDiagram {

    /** The item of the main menu as the diagram contributes it (the editor's part of the menu bar). */
    private ActionContributionItem item(String menu, String id) {
        IMenuManager bar = editor.getEditorSite().getActionBars().getMenuManager();
        IMenuManager m = bar.findMenuUsingPath(menu);
        assertNotNull(m, "menu " + menu);
        IContributionItem i = m.find(id);
        assertNotNull(i, id + " in " + menu);
        return (ActionContributionItem) i;
    }

    /**
     * Whether the menu shows the item enabled: the item asks its menu's overrides first, and an editor's menus disable
     * every item but retarget actions while a view is active (EditorActionBars).
     */
    private boolean enabled(String menu, String id) {
        ActionContributionItem i = item(menu, id);
        // what ActionContributionItem.update asks before it enables the menu item
        Boolean override = i.getParent().getOverrides().getEnabled(i);
        return (override == null || override) && i.getAction().isEnabled();
    }

    @Test
    void arrangeAllAndValidateWorkWhilePropertiesOrProblemsHasTheFocus() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        for (String view : new String[] {"org.eclipse.ui.views.PropertySheet", "org.eclipse.ui.views.ProblemView"}) {
            IViewPart v = page.showView(view);
            page.activate(v);
            drain();
            assertEquals(v, page.getActivePart(), view + " has the focus");
            String diagram = "rdma.workbench.editor.diagram";
            String grids = org.eclipse.gef.ui.actions.GEFActionConstants.TOGGLE_GRID_VISIBILITY;
            assertTrue(enabled(diagram, DiagramActionIds.ARRANGE_ALL), "Arrange All with " + view + " active");
            assertTrue(enabled(diagram, DiagramActionIds.VALIDATE), "Validate with " + view + " active");
            assertTrue(enabled(diagram, DiagramActionIds.EXPORT_PNG), "Export with " + view + " active");
            assertTrue(enabled("rdma.workbench.editor.view", grids), "Grid with " + view + " active");
            IAction arrange = item(diagram, DiagramActionIds.ARRANGE_ALL).getAction();
            IAction grid = item("rdma.workbench.editor.view", grids).getAction();
            arrange.run();
            drain();
            assertEquals("Arrange All", editor.getCommandStack().getUndoCommand().getLabel(), "the diagram was arranged from the menu");
            editor.getCommandStack().undo();
            boolean before = grid.isChecked();
            grid.setChecked(!before);
            grid.run();
            drain();
            assertEquals(!before, grid.isChecked(), "the grid toggled");
            Object visible = editor.getGraphicalViewer().getProperty(org.eclipse.gef.SnapToGrid.PROPERTY_GRID_VISIBLE);
            assertEquals(!before, Boolean.TRUE.equals(visible), "the viewer's grid: " + visible);
            grid.setChecked(before);
            grid.run();
        }
    }
}
