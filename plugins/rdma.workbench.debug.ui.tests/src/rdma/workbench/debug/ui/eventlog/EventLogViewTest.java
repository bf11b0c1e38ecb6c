package rdma.workbench.debug.ui.eventlog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.Controls;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.debug.ui.NakSession;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * The Event Log as a user meets it, under Xvfb: following the frame chosen in the ladder of a debug
 * session, a double-click that opens the step, the filters above the list and what they leave,
 * the details of an event with its causes, and the CSV and JSON exports of the rows listed.
 */
class EventLogViewTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
    }

    /** The view's filters and record are the test's: closed, so that the next test's opens listing every event of its run. */
    @AfterEach
    void cleanUp() throws Exception {
        IViewReference v = page.findViewReference(EventLogView.ID);
        if (v != null) {
            page.hideView(v);
        }
        UiTesting.cleanUp(page);
    }

    /** The filter bar above the list: its search field is the first of its controls. */
    private Composite filterBar() {
        return Controls.find(page.getWorkbenchWindow().getShell(), Text.class, t -> "Find in summaries".equals(t.getMessage())).getParent();
    }

    private Table table() {
        return Controls.find(filterBar().getParent(), Table.class, t -> true);
    }

    /** The bar's count: "   n of m events". */
    private String count() {
        return Controls.find(filterBar(), Label.class, l -> l.getText().endsWith(" events")).getText();
    }

    private void choose(String any, String item) {
        Combo c = Controls.find(filterBar(), Combo.class, x -> x.getItem(0).equals(any));
        int i = Arrays.asList(c.getItems()).indexOf(item);
        assertTrue(i >= 0, item + " is one of " + Arrays.toString(c.getItems()));
        c.select(i);
        c.notifyListeners(SWT.Selection, new Event());
        drain();
    }

    private static List<Integer> seqs(EventLogView log) {
        return Arrays.stream(log.rows()).boxed().toList();
    }

    @Test
    void theLogFollowsTheLadderOpensTheStepOfARowAndListsTheRunsErrors() throws Exception {
        EventLogView log = (EventLogView) page.showView(EventLogView.ID);
        NakSession session = NakSession.start(page);
        RunRecord r = session.record();

        // the NAK chosen in the ladder: the row of the event that sent it, and its details
        WireFrame nak = r.frame(5);
        session.select(nak);
        assertEquals(r.sendingEvent(nak), log.selected());
        assertEquals(75, log.selected().seq());
        assertTrue(log.detailText().startsWith("#75 at 2.113 \u00b5s on host2: RC_ACKNOWLEDGE psn=1 qpn=0x000011 NAK PSN sequence error msn=0\n\n"
                + "Why: PSN sequence error: the responder received a PSN ahead of 0x000001 (1)"), log.detailText());
        page.activate(log);
        Screenshots.take("event-log-at-nak");

        // a double-click on the row of a verb opens its step in the scenario
        Table table = table();
        table.setSelection(59);
        assertTrue(table.getItem(59).getText(5).startsWith("ibv_post_send write: wr_id 9 RDMA_WRITE 4096 bytes"), table.getItem(59).getText(5));
        table.notifyListeners(SWT.DefaultSelection, new Event());
        drain();
        waitFor("the scenario's editor", () -> page.getActiveEditor() instanceof ScenarioEditor);
        assertEquals("//@programs[name='client']/@steps[name='write']", ((ScenarioEditor) page.getActiveEditor()).selectedFragment());

        // the whole run, errors only: the three drops
        RunRecord end = session.toEnd();
        waitFor("the log to list the whole run", () -> log.record() == end);
        log.setFilter(true, null);
        List<String> errors = seqs(log).stream().map(i -> end.events().get(i).node() + ": " + end.events().get(i).summary()).toList();
        assertEquals(List.of(
                "host1: frame #2: fault DROP armed by program client",
                "host2: RC_RDMA_WRITE_MIDDLE psn=2 qpn=0x000011 len=1024: PSN 2 is ahead of the expected 1: a packet was lost",
                "host2: RC_RDMA_WRITE_LAST psn=3 qpn=0x000011 len=1024 AckReq: PSN 3 is ahead of 1; a sequence NAK is already out"), errors);
        assertEquals("   3 of 106 events", count());

        // a frame whose send is no error: no row, and the details say why
        session.select(end.frame(3));
        assertNull(log.selected(), "the frame's send is not in the filtered list");
        assertTrue(log.detailText().startsWith(EventLogPane.HIDDEN_BY_FILTER + "#67 at 0.900 \u00b5s on host1: RC_RDMA_WRITE_MIDDLE psn=2"),
                "its details say why no row is selected: " + log.detailText());

        // Export as CSV writes the rows listed
        StringWriter csv = new StringWriter();
        log.write(csv, false);
        assertEquals(List.of("seq,time_us,host,qp,kind,summary", "66,0.900,host1,,dropped,frame #2: fault DROP armed by program client",
                "74,2.113,host2,0x000011,dropped,RC_RDMA_WRITE_MIDDLE psn=2 qpn=0x000011 len=1024: PSN 2 is ahead of the expected 1: a packet was lost",
                "78,2.467,host2,0x000011,dropped,RC_RDMA_WRITE_LAST psn=3 qpn=0x000011 len=1024 AckReq: PSN 3 is ahead of 1; a sequence NAK is already out"),
                csv.toString().lines().toList());
    }

    @Test
    void theFiltersAboveTheListLeaveWhatTheySay() throws Exception {
        EventLogView log = (EventLogView) page.showView(EventLogView.ID);
        RunRecord r = ExampleRuns.toEnd("lost-packet-go-back-n");
        log.show(r);
        drain();
        assertEquals(106, log.rows().length);
        assertEquals("   106 of 106 events", count());
        assertEquals(List.of("Any kind", "step begins", "verb", "step ends", "QP state", "sent", "on link", "received", "dropped", "fault", "queue depth",
                "ECN mark", "rate", "PFC frame", "pause", "completion", "async event", "timer", "transport", "program", "expectation"),
                List.of(Controls.find(filterBar(), Combo.class, c -> c.getItem(0).equals("Any kind")).getItems()));
        assertEquals(List.of("Any host", "host1", "host2"), List.of(Controls.find(filterBar(), Combo.class, c -> c.getItem(0).equals("Any host")).getItems()),
                "the run's hosts");

        choose("Any kind", "dropped");
        assertEquals(List.of(66, 74, 78), seqs(log));
        assertEquals("   3 of 106 events", count());
        choose("Any host", "host2");
        assertEquals(List.of(74, 78), seqs(log), "every filter set must hold");
        assertEquals("   2 of 106 events", count());
        choose("Any kind", "QP state");
        assertEquals(List.of(25, 33, 41), seqs(log), "host2's QP: RESET -> INIT -> RTR -> RTS");
        choose("Any kind", "Any kind");
        choose("Any host", "Any host");

        // the search filters once typing pauses, case ignored
        Text search = Controls.find(filterBar(), Text.class, t -> "Find in summaries".equals(t.getMessage()));
        search.setText("nak");
        waitFor("the search to filter", () -> log.rows().length < 106);
        assertEquals(List.of(75, 78, 79), seqs(log), "the NAK sent, the drop that mentions it, the NAK received");
        search.setText("");
        waitFor("the search to be cleared", () -> log.rows().length == 106);

        // the opcode of the packet an event carries or is about
        choose("Any opcode", "RC_RDMA_WRITE_FIRST");
        assertEquals(List.of(63, 64, 72), seqs(log), "sent, on the link, received");
        choose("Any opcode", "Any opcode");

        // a QP number in hex; a number that is none lists every QP
        Text qp = Controls.after(filterBar(), "QP", Text.class);
        qp.setText("0x12");
        drain();
        assertEquals(List.of(), seqs(log), "no QP 0x12 in this run");
        assertEquals("   0 of 106 events", count());
        qp.setText("seventeen");
        drain();
        assertEquals(106, log.rows().length);
    }

    @Test
    void anEventsDetailsSayWhatHappenedWhyAndWhatCausedItAndJsonExportsTheRows() throws Exception {
        EventLogView log = (EventLogView) page.showView(EventLogView.ID);
        RunRecord r = ExampleRuns.toEnd("lost-packet-go-back-n");
        log.show(r);
        drain();
        TraceEvent onLink = r.events().get(70);
        log.follow(RunPoint.ofEvent(r, onLink));
        assertEquals(onLink, log.selected());
        assertEquals("""
                #70 at 0.900 \u00b5s on host1: frame #4 on cable: host1/erdma_0/p1 -> host2/erdma_0/p1, arrives at 2.467 us

                Why: The frame waits for the link cable to be free, takes the wire at 1.613 \u00b5s, and reaches host2/erdma_0/p1 at 2.467 \u00b5s: \
                serialization (its bytes at the link's rate) plus the propagation delay. Frames on one link leave in the order they were sent.
                [the link's model: serialization + propagation delay]

                RDMA_WRITE_LAST PSN 3
                frame #4: host1 QP 0x000011 \u2192 host2 QP 0x000011, 1082 bytes
                sent 0.900 \u00b5s, on the wire 1.613 \u00b5s, arrived 2.467 \u00b5s
                  cable: host1/erdma_0/p1 \u2192 host2/erdma_0/p1, 1.613 \u00b5s \u2013 2.467 \u00b5s
                \u2716 dropped at host2 QP 0x000011, 2.467 \u00b5s: PSN 3 is ahead of 1; a sequence NAK is already out

                because of #69 (0.900 \u00b5s, host1): RC_RDMA_WRITE_LAST psn=3 qpn=0x000011 len=1024 AckReq
                   which followed #58 (0.900 \u00b5s, host1): client: step write (PostSend)
                   which followed #55 (0.800 \u00b5s, host1): client: done with step ready-8 (Sync)
                   which followed #54 (0.800 \u00b5s, host1): sync at 'ready': everyone is here""", log.detailText(),
                "four causes at most");

        log.setFilter(true, null);
        StringWriter json = new StringWriter();
        log.write(json, true);
        assertEquals(List.of("[",
                "{\"seq\":66,\"time_ns\":900,\"cause\":65,\"type\":\"PacketDropped\",\"node\":\"host1\",\"qpn\":-1,\"frame_id\":2,\"where\":\"cable\","
                        + "\"reason\":\"FAULT\",\"detail\":\"fault DROP armed by program client\",\"packet\":null},",
                "{\"seq\":74,\"time_ns\":2113,\"cause\":73,\"type\":\"PacketDropped\",\"node\":\"host2\",\"qpn\":17,\"frame_id\":3,\"where\":\"host2 QP 0x000011\","
                        + "\"reason\":\"OUT_OF_SEQUENCE\",\"detail\":\"PSN 2 is ahead of the expected 1: a packet was lost\",\"packet\":{\"opcode\":"
                        + "\"RC_RDMA_WRITE_MIDDLE\",\"psn\":2,\"dest_qp\":17,\"summary\":\"RC_RDMA_WRITE_MIDDLE psn=2 qpn=0x000011 len=1024\"}},",
                "{\"seq\":78,\"time_ns\":2467,\"cause\":77,\"type\":\"PacketDropped\",\"node\":\"host2\",\"qpn\":17,\"frame_id\":4,\"where\":\"host2 QP 0x000011\","
                        + "\"reason\":\"OUT_OF_SEQUENCE\",\"detail\":\"PSN 3 is ahead of 1; a sequence NAK is already out\",\"packet\":{\"opcode\":"
                        + "\"RC_RDMA_WRITE_LAST\",\"psn\":3,\"dest_qp\":17,\"summary\":\"RC_RDMA_WRITE_LAST psn=3 qpn=0x000011 len=1024 AckReq\"}}",
                "]"), json.toString().lines().toList());
    }
}
