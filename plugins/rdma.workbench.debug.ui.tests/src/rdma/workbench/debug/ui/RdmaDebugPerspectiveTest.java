package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.eventlog.EventLogView;

/**
 * The RDMA Debug perspective as it opens on a 1600 x 1000 screen, suspended at a NAK: what
 * Variables and the Debug view say can be read without maximizing either, every object of the
 * program in view.
 */
class RdmaDebugPerspectiveTest {

    /** A cell's text starts this far into its column (GTK's padding), and its icon before that. */
    private static final int CELL_PADDING = 12;

    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
        // the perspective as its factory makes it, with a Variables view that has never been sized
        IViewPart variables = page.findView(IDebugUIConstants.ID_VARIABLE_VIEW);
        if (variables != null) {
            page.hideView(variables);
        }
        page.resetPerspective();
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    @Test
    void atANakEveryValueInVariablesAndWhereEachProgramWaitsAreReadable() throws Exception {
        assertEquals(1600, Display.getCurrent().getPrimaryMonitor().getClientArea().width, "the screen the perspective is laid out for");
        page.showView(EventLogView.ID);
        NakSession.start(page);
        Tree variables = tree(IDebugUIConstants.ID_VARIABLE_VIEW);
        waitFor("Variables to show the server's objects", () -> variables.getItemCount() == 4 && !variables.getItem(3).getText(1).isEmpty());

        TreeColumn value = variables.getColumn(1);
        for (TreeItem item : variables.getItems()) {
            assertTrue(item.getBounds().y + item.getBounds().height <= variables.getClientArea().height,
                    item.getText(0) + " is in view without scrolling");
            int needs = textWidth(variables, item.getText(1)) + CELL_PADDING;
            assertTrue(needs <= value.getWidth(), "the value of " + item.getText(0) + ", \"" + item.getText(1) + "\", needs " + needs
                    + " pixels; its column is " + value.getWidth() + " wide");
        }
        assertTrue(variables.getColumn(0).getWidth() + value.getWidth() <= variables.getClientArea().width + 1,
                "both columns in view, no horizontal scrolling");

        Tree debug = tree(IDebugUIConstants.ID_DEBUG_VIEW);
        List<TreeItem> threads = new ArrayList<>();
        for (TreeItem launch : debug.getItems()) {
            for (TreeItem target : launch.getItems()) {
                threads.addAll(List.of(target.getItems()));
            }
        }
        assertEquals(2, threads.size(), "a thread per program");
        for (TreeItem thread : threads) {
            // "server on host2 — waiting in done-8 (Sync) for the others at the barrier 'done'", before why it suspended
            String where = thread.getText().split(" {2}\\(")[0];
            int right = thread.getBounds().x + textWidth(debug, where) + CELL_PADDING;
            assertTrue(right <= debug.getClientArea().width, "\"" + where + "\" ends at " + right + ", the Debug view is "
                    + debug.getClientArea().width + " wide");
        }
        Screenshots.take("debug-perspective-at-nak");
    }

    private Tree tree(String viewId) {
        return (Tree) ((IDebugView) page.findView(viewId)).getViewer().getControl();
    }

    private static int textWidth(Tree tree, String text) {
        GC gc = new GC(tree);
        try {
            gc.setFont(tree.getFont());
            return gc.textExtent(text).x;
        } finally {
            gc.dispose();
        }
    }
}
