package rdma.workbench.debug.ui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;

import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.SavedRuns;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.debug.ui.UiTesting;

/** The small parts the packet views share: the on/off toggle, a column's text and colour, the icons, where exports go, Save Run As's file. */
class RunPartsTest {

    private Shell shell;

    @BeforeEach
    void setUp() throws Exception {
        shell = new Shell(UiTesting.page(false).getWorkbenchWindow().getShell());
        shell.setLayout(new FillLayout());
    }

    @AfterEach
    void cleanUp() {
        shell.dispose();
    }

    @Test
    void aToggleIsPressedWhileOnAndTellsOfAClickNotOfASet() {
        AtomicInteger changes = new AtomicInteger();
        Toggle t = new Toggle(shell, "Errors only", "List only what went wrong", false, changes::incrementAndGet);
        assertEquals(SWT.TOGGLE, t.control().getStyle() & SWT.TOGGLE, "a toggle button, not a check box GTK may draw without a tick");
        assertEquals("Errors only", t.control().getText());
        assertEquals("List only what went wrong", t.control().getToolTipText());
        assertFalse(t.isOn());
        t.control().setSelection(true);
        t.control().notifyListeners(SWT.Selection, new Event());
        assertTrue(t.isOn());
        assertEquals(1, changes.get(), "a click tells");
        t.set(false);
        assertFalse(t.isOn());
        assertEquals(1, changes.get(), "a set does not: the caller knows");
    }

    @Test
    void aColumnsTextAndColourComeFromItsRow() {
        Color red = shell.getDisplay().getSystemColor(SWT.COLOR_DARK_RED);
        ColumnText<String> column = new ColumnText<>(String.class, s -> s.toUpperCase(), s -> s.startsWith("err") ? red : null);
        assertEquals("ERROR: 3", column.getText("error: 3"));
        assertSame(red, column.getForeground("error: 3"));
        assertNull(column.getForeground("fine"), "the viewer's colour");
        assertNull(new ColumnText<>(String.class, s -> s, null).getForeground("error"), "no colour function: the viewer's colour");
    }

    @Test
    void theIconsAreFoundInThisBundleAndInTheDebugUi() {
        assertNotNull(ViewImages.own("axis_time.png").getImageData(100), "this bundle's icons folder");
        assertNotNull(ViewImages.debug("elcl16/copy_edit_co.png").getImageData(100), "the Debug UI's");
        assertNull(ViewImages.own("no-such-icon.png").getImageData(100), "a name that is no icon gives no image");
    }

    @Test
    void exportsOpenInTheWorkspaceFolder() {
        assertEquals(ResourcesPlugin.getWorkspace().getRoot().getLocation().toOSString(), ExportFolder.path());
    }

    @Test
    void saveRunAsWritesTheRunAndReplacesWhatTheFileHeld() throws Exception {
        IFile file = UiTesting.examples().getFile("run-parts.rdmarun");
        RunRecord first = ExampleRuns.toEnd("rc-send-recv");
        SaveRunAction.save(first, file, shell);
        assertEquals(text(first), new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8));
        RunRecord second = ExampleRuns.toEnd("rc-read");
        SaveRunAction.save(second, file, shell);
        drain();
        assertEquals(text(second), new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8), "the file holds the second run only");
        assertEquals(second.frames().size(), SavedRuns.read(file.getName(), text(second)).frames().size());
        file.delete(true, null);
    }

    private static String text(RunRecord r) throws Exception {
        StringWriter w = new StringWriter();
        SavedRuns.write(r, w);
        return w.toString();
    }
}
