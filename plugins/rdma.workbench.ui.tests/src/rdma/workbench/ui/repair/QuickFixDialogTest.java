package rdma.workbench.ui.repair;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.markers.MarkerItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.validation.ProblemMarkers;

/**
 * The Problems view's Quick Fix dialog (org.eclipse.ui.ide's wizard, opened by its Quick Fix
 * command) on a path-MTU problem lists this project's fix; with RDMA_SCREENSHOTS set, a picture of it.
 */
class QuickFixDialogTest {

    /** The Problems view's Quick Fix command (org.eclipse.ui.ide declares it under JDT's old id, bound to Ctrl+1). */
    private static final String QUICK_FIX = "org.eclipse.jdt.ui.edit.text.java.correction.assist.proposals";

    private IProject project;
    private IFile flow;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("quick-fix-dialog");
        flow = QuickFixFiles.write(project, false);
        IDE.openEditor(UiTestSupport.page(), flow, true);
        UiTestSupport.drain();
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    @Test
    void problemsViewQuickFixDialogOffersTheLowerPathMtuFix() throws Exception {
        IMarker pathMtu = Arrays.stream(flow.findMarkers(ProblemMarkers.TYPE, false, 0))
                .filter(m -> "PATH_MTU".equals(m.getAttribute(ProblemMarkers.RULE, ""))).findFirst().orElseThrow();
        IViewPart problems = UiTestSupport.page().showView(IPageLayout.ID_PROBLEM_VIEW);
        TreeViewer viewer = (TreeViewer) problems.getSite().getSelectionProvider();
        Object entry = awaitEntry(viewer, pathMtu);
        viewer.setSelection(new StructuredSelection(entry), true);
        UiTestSupport.drain();

        List<String> seen = new ArrayList<>();
        Display display = Display.getCurrent();
        display.timerExec(2500, () -> {
            Shell dialog = display.getActiveShell();
            if (dialog == null || dialog == PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell()) {
                return; // no dialog opened: the assertion below says so
            }
            collectTableTexts(dialog, seen);
            Screenshots.take("quick-fix-path-mtu");
            dialog.close();
        });
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(QUICK_FIX, null);
        UiTestSupport.drain();
        assertTrue(seen.contains("Lower the path MTU to 1024"), "the dialog's fixes: " + seen);
    }

    /** The Problems view fills itself in a job: waits until the marker's entry is in the tree. */
    private static Object awaitEntry(TreeViewer viewer, IMarker marker) throws InterruptedException {
        long end = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < end) {
            UiTestSupport.drain();
            viewer.expandAll();
            Object found = find(viewer.getTree().getItems(), marker);
            if (found != null) {
                return found;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the Problems view never showed " + marker.getAttribute(IMarker.MESSAGE, ""));
    }

    private static Object find(TreeItem[] items, IMarker marker) {
        for (TreeItem item : items) {
            if (item.getData() instanceof MarkerItem m && marker.equals(m.getMarker())) {
                return item.getData();
            }
            Object inner = find(item.getItems(), marker);
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    private static void collectTableTexts(Control c, List<String> texts) {
        if (c instanceof Table t) {
            for (TableItem i : t.getItems()) {
                texts.add(i.getText());
            }
        }
        if (c instanceof Tree t) {
            for (TreeItem i : t.getItems()) {
                texts.add(i.getText());
            }
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                collectTableTexts(child, texts);
            }
        }
    }
}
