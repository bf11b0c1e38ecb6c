package rdma.workbench.debug.ui.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.console.IHyperlink;
import org.eclipse.ui.console.TextConsole;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.RunVerdict;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.ui.editors.ScenarioEditor;

/** The console of a scenario's run: each trace line's time is a link to its step, which opens the scenario with the step selected. */
class StepLinkTrackerTest {

    /** The trace lines of the console: they start with the event's time, right-aligned in 12 columns, and its unit. */
    private static final String TRACE_LINE = " *\\d+\\.\\d{3} us  .*";

    private IWorkbenchPage page;
    private IFile file;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        file = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow");
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    /** The line of {@code doc} that holds {@code offset}, without its line break. */
    private static String lineAt(IDocument doc, int offset) throws BadLocationException {
        IRegion line = doc.getLineInformationOfOffset(offset);
        return doc.get(line.getOffset(), line.getLength());
    }

    @Test
    void everyTraceLinesTimeLinksToTheStepItBelongsTo() throws Exception {
        ScenarioLaunchShortcut.launch(file, ILaunchManager.RUN_MODE);
        assertTrue(RunVerdict.of(file).startsWith("PASS: every program finished as the scenario expects"));
        TextConsole console = (TextConsole) DebugUITools.getConsole(DebugPlugin.getDefault().getLaunchManager().getLaunches()[0].getProcesses()[0]);
        IDocument doc = console.getDocument();
        long traceLines = doc.get().lines().filter(l -> l.matches(TRACE_LINE)).count();
        assertEquals(36, traceLines, doc.get());
        // the console tells its line trackers of the lines it shows in its own time
        waitFor("a link on every trace line", () -> console.getHyperlinks().length == traceLines);

        Map<String, IHyperlink> byLine = new LinkedHashMap<>();
        for (IHyperlink link : console.getHyperlinks()) {
            IRegion r = console.getRegion(link);
            String line = lineAt(doc, r.getOffset());
            assertEquals(doc.getLineInformationOfOffset(r.getOffset()).getOffset(), r.getOffset(), "the link starts its line: " + line);
            assertEquals(line.substring(0, 15), doc.get(r.getOffset(), r.getLength()), "the link is the time column, the rest stays readable");
            assertInstanceOf(StepLink.class, link);
            byLine.put(line, link);
        }
        List<String> unlinked = new ArrayList<>(doc.get().lines().filter(l -> !l.isEmpty() && !byLine.containsKey(l)).toList());
        assertEquals(List.of("scenario: RC SEND and RECV between two ERDMA hosts  (topology erdma-pair, seed 1)", "Results:",
                "  PASS        server, step poll-recv", "  PASS        server, step check", "  PASS        client, step poll-send",
                "PASS: every program finished as the scenario expects (2 packets, 2 completions, 2.058 us simulated)"), unlinked,
                "the heading and the results are no step's");

        // a click on a link opens the scenario with the line's step selected: a verb, a QP's state change, a packet the step sent
        Map<String, String> steps = new LinkedHashMap<>();
        steps.put("       0.900 us  host1    verb   ibv_post_send send: wr_id 1 SEND 12 bytes -> OK", "//@programs[name='client']/@steps[name='send']");
        steps.put("       0.400 us  host2    state  QP 0x000011: RESET -> INIT", "//@programs[name='server']/@steps[name='to-init']");
        steps.put("       1.430 us  host2    verb   ibv_poll_cq cq: wr_id 100 RECV SUCCESS byte_len=12", "//@programs[name='server']/@steps[name='poll-recv']");
        steps.put("       0.900 us  host1    send   RC_SEND_ONLY psn=0 qpn=0x000011 len=12 AckReq", "//@programs[name='client']/@steps[name='send']");
        steps.put("       1.530 us  host2    prog   check inbox at 0: holds \"Hello, RDMA!\"", "//@programs[name='server']/@steps[name='check']");
        for (Map.Entry<String, String> e : steps.entrySet()) {
            IHyperlink link = byLine.get(e.getKey());
            assertTrue(link != null, "a link on " + e.getKey() + "; the links: " + byLine.keySet());
            link.linkActivated();
            drain();
            ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, page.getActiveEditor());
            assertEquals(new FileEditorInput(file), editor.getEditorInput());
            assertEquals(e.getValue(), editor.selectedFragment(), e.getKey());
        }
        // the Animation view opens the run's topology diagram beside it: only the scenario's editors are counted
        assertEquals(1, page.findEditors(new FileEditorInput(file), null, IWorkbenchPage.MATCH_INPUT).length, "the links reuse the scenario's editor");
    }
}
