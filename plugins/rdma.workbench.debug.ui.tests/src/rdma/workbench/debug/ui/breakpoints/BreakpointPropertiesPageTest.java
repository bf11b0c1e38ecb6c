package rdma.workbench.debug.ui.breakpoints;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;

import java.util.Arrays;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.breakpoints.StepBreakpoint;
import rdma.workbench.debug.ui.Controls;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.engine.wire.Syndrome;

/** Breakpoint Properties (from the Breakpoints view) of an RDMA breakpoint: what it waits for, and its enablement and hit count, changed with OK. */
class BreakpointPropertiesPageTest {

    private IWorkbenchPage page;
    private PreferenceDialog dialog;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
    }

    @AfterEach
    void cleanUp() throws Exception {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        UiTesting.cleanUp(page);
    }

    /** Properties on {@code b}, its RDMA page shown, as the Breakpoints view's context menu opens it. */
    private void open(IBreakpoint b, String pageId) {
        dialog = PreferencesUtil.createPropertyDialogOn(page.getWorkbenchWindow().getShell(), b, pageId, null, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        drain();
    }

    private String suspends() {
        Label title = Controls.find(dialog.getShell(), Label.class, l -> l.getText().equals("Suspends:"));
        var kids = title.getParent().getChildren();
        return ((Label) kids[Arrays.asList(kids).indexOf(title) + 1]).getText();
    }

    @Test
    void anEventBreakpointsPageSaysWhatItWaitsForAndChangesItsEnablementAndHitCount() throws Exception {
        EventBreakpoint b = EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.NAK, null, Syndrome.NAK_PSN_SEQUENCE_ERROR, null, null, "host2", 17), 2);
        open(b, "rdma.workbench.debug.ui.eventBreakpointPage");
        assertEquals("after: NAK PSN sequence error on host2, QP 0x000011", suspends());
        Button enabled = Controls.button(dialog.getShell(), "Enabled");
        Spinner hits = Controls.after(dialog.getShell(), "Hit count:", Spinner.class);
        assertTrue(enabled.getSelection());
        assertEquals(2, hits.getSelection());
        enabled.setSelection(false);
        hits.setSelection(5);
        Controls.button(dialog.getShell(), "Apply and Close").notifyListeners(SWT.Selection, new Event());
        drain();
        assertFalse(b.isEnabled());
        assertEquals(5, b.hitCount());
    }

    @Test
    void aStepBreakpointsPageNamesItsStep() throws Exception {
        IFile file = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow");
        StepBreakpoint b = StepBreakpoint.create(file, "//@programs[name='server']/@steps[name='check']", "server: check");
        open(b, "rdma.workbench.debug.ui.stepBreakpointPage");
        assertEquals("before server: check begins", suspends());
        assertEquals(0, Controls.after(dialog.getShell(), "Hit count:", Spinner.class).getSelection(), "0: every hit suspends");
        Controls.after(dialog.getShell(), "Hit count:", Spinner.class).setSelection(1);
        Controls.button(dialog.getShell(), "Cancel").notifyListeners(SWT.Selection, new Event());
        drain();
        assertEquals(0, b.hitCount(), "Cancel keeps the breakpoint as it was");
        assertTrue(b.isEnabled());
    }
}
