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
    private IAction item(String menu, String id) {
        IMenuManager bar = editor.getEditorSite().getActionBars().getMenuManager();
        IMenuManager m = bar.findMenuUsingPath(menu);
        assertNotNull(m, "menu " + menu);
        IContributionItem i = m.find(id);
        assertNotNull(i, id + " in " + menu);
        return ((ActionContributionItem) i).getAction();
    }

    @Test
    void arrangeAllAndValidateWorkWhilePropertiesOrProblemsHasTheFocus() throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        for (String view : new String[] {"org.eclipse.ui.views.PropertySheet", "org.eclipse.ui.views.ProblemView"}) {
            IViewPart v = page.showView(view);
            page.activate(v);
            drain();
            assertEquals(v, page.getActivePart(), view + " has the focus");
            IAction arrange = item("rdma.workbench.editor.diagram", DiagramActionIds.ARRANGE_ALL);
            assertTrue(arrange.isEnabled(), "Arrange All with " + view + " active");
            assertTrue(item("rdma.workbench.editor.diagram", DiagramActionIds.VALIDATE).isEnabled(), "Validate with " + view + " active");
            assertTrue(item("rdma.workbench.editor.diagram", DiagramActionIds.EXPORT_PNG).isEnabled(), "Export with " + view + " active");
            IAction grid = item("rdma.workbench.editor.view", org.eclipse.gef.ui.actions.GEFActionConstants.TOGGLE_GRID_VISIBILITY);
            assertTrue(grid.isEnabled(), "Grid with " + view + " active");
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
