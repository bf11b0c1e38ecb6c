package rdma.workbench.debug.ui.breakpoints;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;

import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.ui.Controls;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;

/** Run > Add Event Breakpoint...: the choices the dialog offers, the fields each kind uses, the QP number it accepts, and what OK makes. */
class EventBreakpointDialogTest {

    private IWorkbenchPage page;
    private EventBreakpointDialog dialog;

    @BeforeEach
    void open() throws Exception {
        page = UiTesting.page(false);
        dialog = new EventBreakpointDialog(page.getWorkbenchWindow().getShell());
        dialog.setBlockOnOpen(false);
        dialog.open();
        drain();
    }

    @AfterEach
    void close() throws Exception {
        if (dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        UiTesting.cleanUp(page);
    }

    private Shell shell() {
        return dialog.getShell();
    }

    private Combo combo(String label) {
        return Controls.after(shell(), label, Combo.class);
    }

    private void choose(String label, String item) {
        Combo c = combo(label);
        int i = Arrays.asList(c.getItems()).indexOf(item);
        assertTrue(i >= 0, item + " is one of " + Arrays.toString(c.getItems()));
        c.select(i);
        c.notifyListeners(SWT.Selection, new Event());
        drain();
    }

    private void type(String label, String text) {
        Controls.after(shell(), label, Text.class).setText(text);
        drain();
    }

    private void ok() {
        Button ok = Controls.button(shell(), "OK");
        assertTrue(ok.isEnabled(), "OK is enabled; the dialog says: " + dialog.getErrorMessage());
        ok.notifyListeners(SWT.Selection, new Event());
        drain();
    }

    @Test
    void theDialogOffersEveryKindAndWhatEachKindNeeds() {
        assertEquals("Add Event Breakpoint", shell().getText());
        assertTrue(Controls.under(shell()).stream().anyMatch(c -> c instanceof Label l
                && l.getText().equals("Suspend when something happens on the wire or in a QP")), "the title area says what the breakpoint is for");
        assertEquals("The run suspends after the event, with the thread of the host where it happened selected.", dialog.getMessage());
        assertEquals(List.of("a packet is sent", "a NAK is sent", "an RNR NAK is sent", "a QP changes state", "a completion is not SUCCESS",
                "a frame is dropped", "a packet is sent again", "a timer fires"), List.of(combo("When:").getItems()));
        assertEquals("a NAK is sent", combo("When:").getText(), "a NAK is what learners look for first");
        assertEquals(List.of("(any) but RNR NAKs", "(any), RNR NAKs included (IBTA counts them as NAKs)",
                "NAK PSN sequence error", "NAK invalid request", "NAK remote access error", "NAK remote operational error",
                "NAK invalid RD request"), List.of(combo("Syndrome:").getItems()));
        assertEquals(List.of("(any)", "RESET", "INIT", "RTR", "RTS", "SQD", "SQE", "ERR"), List.of(combo("QP state:").getItems()));
        assertEquals(List.of("(any)", "LOCAL_ACK_TIMEOUT", "RNR_TIMER", "POLL_TIMEOUT", "SYNC_EXCHANGE", "REPEAT_END"), List.of(combo("Timer:").getItems()));
        assertEquals(Opcode.values().length + 1, combo("Opcode:").getItemCount(), "(any) and every opcode");
        assertEquals(List.of("(any)", "RC_SEND_FIRST"), List.of(combo("Opcode:").getItems()).subList(0, 2));

        // only the field of the kind chosen is enabled
        assertEquals(List.of(false, true, false, false), enabled());
        choose("When:", "a packet is sent");
        assertEquals(List.of(true, false, false, false), enabled());
        choose("When:", "a QP changes state");
        assertEquals(List.of(false, false, true, false), enabled());
        choose("When:", "a timer fires");
        assertEquals(List.of(false, false, false, true), enabled());
        choose("When:", "a frame is dropped");
        assertEquals(List.of(false, false, false, false), enabled());
    }

    /** Whether the opcode, syndrome, QP state and timer fields are enabled. */
    private List<Boolean> enabled() {
        return List.of(combo("Opcode:").getEnabled(), combo("Syndrome:").getEnabled(), combo("QP state:").getEnabled(), combo("Timer:").getEnabled());
    }

    @Test
    void aQpNumberIsDecimalOrHexWithinTwentyFourBits() {
        Button ok = Controls.button(shell(), "OK");
        for (String bad : List.of("0x1000000", "16777216", "-1", "eleven", "0x")) {
            type("On QP number:", bad);
            assertEquals("A QP number is 0 to 16777215 (0xffffff), in decimal or 0x hex", dialog.getErrorMessage(), bad);
            assertFalse(ok.isEnabled(), "OK is disabled for " + bad);
        }
        for (String good : List.of("0xffffff", "16777215", "0X11", "17", "")) {
            type("On QP number:", good);
            assertNull(dialog.getErrorMessage(), good);
            assertTrue(ok.isEnabled(), "OK is enabled for '" + good + "'");
        }
    }

    @Test
    void okMakesTheSpecOfWhatWasChosen() {
        choose("When:", "a packet is sent");
        choose("Opcode:", "RC_SEND_ONLY");
        type("On host:", "  host2 ");
        type("On QP number:", "0x11");
        Controls.after(shell(), "Hit count:", Spinner.class).setSelection(3);
        ok();
        assertEquals(Window.OK, dialog.getReturnCode());
        assertEquals(new EventBreakpoint.Spec(EventKind.PACKET, Opcode.RC_SEND_ONLY, -1, null, null, "host2", 17), dialog.spec());
        assertEquals(3, dialog.hitCount());
        assertEquals("packet RC_SEND_ONLY on host2, QP 0x000011", dialog.spec().describe());
    }

    @Test
    void whatTheChosenKindDoesNotUseIsNotKept() {
        choose("Syndrome:", "NAK remote access error");
        choose("When:", "a QP changes state");
        choose("QP state:", "ERR");
        ok();
        assertEquals(new EventBreakpoint.Spec(EventKind.QP_STATE, null, -1, QpState.ERR, null, null, -1), dialog.spec(),
                "the syndrome chosen before the kind changed is not part of a QP-state breakpoint");
    }

    @Test
    void aNakOfOneSyndromeOnAnyHost() {
        choose("Syndrome:", "NAK PSN sequence error");
        ok();
        assertEquals(new EventBreakpoint.Spec(EventKind.NAK, null, Syndrome.NAK_PSN_SEQUENCE_ERROR, null, null, null, -1), dialog.spec());
        assertEquals(0, dialog.hitCount(), "every hit suspends unless a count is set");
    }

    @Test
    void anyNakWithOrWithoutRnrNaks() {
        ok();
        assertEquals(EventBreakpoint.Spec.of(EventKind.NAK), dialog.spec(), "the first choice leaves RNR NAKs out");
        assertEquals("any NAK but RNR NAKs", dialog.spec().describe());
    }

    @Test
    void anyNakAndRnrNaksToo() {
        choose("Syndrome:", "(any), RNR NAKs included (IBTA counts them as NAKs)");
        ok();
        assertEquals(new EventBreakpoint.Spec(EventKind.NAK, null, EventBreakpoint.Spec.ANY_NAK_OR_RNR, null, null, null, -1), dialog.spec());
        assertEquals("any NAK, RNR NAKs included", dialog.spec().describe());
    }

    @Test
    void cancelMakesNoSpec() {
        Controls.button(shell(), "Cancel").notifyListeners(SWT.Selection, new Event());
        drain();
        assertEquals(Window.CANCEL, dialog.getReturnCode());
        assertNull(dialog.spec());
    }
}
