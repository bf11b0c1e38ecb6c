package rdma.workbench.debug.ui.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.details.PacketDetailsView;
import rdma.workbench.debug.ui.eventlog.EventLogPane;
import rdma.workbench.debug.ui.eventlog.EventLogView;
import rdma.workbench.debug.ui.qp.QpView;
import rdma.workbench.debug.ui.run.FrameTip;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;

/** The packet views as a user meets them in a debug session of lost-packet-go-back-n, under Xvfb. */
class PacketViewsTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(true);
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    /** The engine's own frames of a whole run of the scenario, headless: "opcode PSN" each, in sending order. */
    private static List<String> enginesFrames(IFile file) throws Exception {
        Session s = ScenarioSource.read(file.getFullPath().toString()).load(null);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<String> out = new ArrayList<>();
        for (TraceEvent e : s.trace().events()) {
            if (e instanceof PacketSent p) {
                out.add(p.frameId() + " " + p.packet().opcode() + " " + p.packet().bth().psn());
            }
        }
        return out;
    }

    private static List<String> laddersFrames(PacketLadderView ladder) {
        List<String> out = new ArrayList<>();
        for (WireFrame f : ladder.canvas().record().frames()) {
            assertNotNull(ladder.canvas().geometry().arrowOf(f), "frame #" + f.frameId() + " has an arrow");
            out.add(f.frameId() + " " + f.packet().opcode() + " " + f.psn());
        }
        return out;
    }

    /** Clicks the middle of frame {@code f}'s arrow in the ladder, as a user does. */
    private static void click(PacketLadderView ladder, WireFrame f) {
        LadderCanvas c = ladder.canvas();
        c.select(f);
        drain();
        LadderGeometry.Arrow a = c.geometry().arrowOf(f);
        c.select(null);
        Event e = new Event();
        e.button = 1;
        e.x = (int) Math.round((a.x1() + a.x2()) / 2 - c.getHorizontalBar().getSelection());
        e.y = (int) Math.round((a.y1() + a.y2()) / 2 - c.getVerticalBar().getSelection());
        c.notifyListeners(SWT.MouseDown, e);
        drain();
    }

    @Test
    void atTheNakTheLadderTheDetailsAndTheEventLogShowTheSameFrame() throws Exception {
        IFile file = project.getFile("scenarios/lost-packet-go-back-n.rdmaflow");
        List<String> engine = enginesFrames(file);
        assertEquals(9, engine.size(), engine.toString());
        EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0);
        PacketLadderView ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        PacketDetailsView details = (PacketDetailsView) page.showView(PacketDetailsView.ID);
        EventLogView log = (EventLogView) page.showView(EventLogView.ID);
        UiTesting.debug(file);
        waitFor("the session to suspend at the NAK", () -> session() != null && session().isSuspended());
        SimulationTarget target = session();
        waitFor("the ladder to show the run at the NAK", () -> ladder.canvas().record() != null && ladder.canvas().record().frames().size() == 5);

        // at the NAK: the first five frames of the engine's, the lost one crossed where it died
        assertEquals(engine.subList(0, 5), laddersFrames(ladder));
        RunRecord r = ladder.canvas().record();
        WireFrame lost = r.frame(2);
        assertTrue(ladder.canvas().geometry().arrowOf(lost).dies(), "frame #2 is drawn as dropped");
        assertTrue(FrameTip.of(r, lost).contains("\u2716 dropped at cable"), FrameTip.of(r, lost));
        for (WireFrame f : r.frames()) {
            // GTK breaks a widget's tooltip line again past 70 characters: the tip's own breaks come first
            assertTrue(FrameTip.of(r, f).lines().allMatch(l -> l.length() <= 70), FrameTip.of(r, f));
        }
        assertEquals(r.now(), target.suspendedTime());

        // the NAK, clicked: its row in the Event Log, its AETH syndrome in the details with its byte lit in the hex pane
        WireFrame nak = r.frame(5);
        page.activate(ladder);
        click(ladder, nak);
        assertEquals(nak, ladder.canvas().selected());
        TraceEvent row = log.selected();
        assertNotNull(row, "the Event Log selects the NAK's row");
        assertEquals(r.sendingEvent(nak), row);
        assertEquals(nak, details.frame());
        assertEquals("AETH Syndrome = 0x60", details.selectedField());
        assertEquals(54, details.highlightedBytes()[0], "the AETH follows Ethernet 14, IPv4 20, UDP 8 and BTH 12 bytes");
        assertEquals(1, details.highlightedBytes()[1]);
        var lit = details.hex().highlighted();
        assertEquals(2, lit.length, "the byte is lit in the hex and the ASCII columns");
        assertEquals("60", details.hex().control().getTextRange(lit[0].start, lit[0].length));
        assertTrue(details.meaningOf("AETH", "Syndrome").contains("PSN sequence error"), details.meaningOf("AETH", "Syndrome"));
        page.activate(log);
        Screenshots.take("packet-views-at-nak");
        assertEquals(nak, details.frame(), "still the NAK after the screenshot");

        // the QP view follows the NAK's QP: host2's, in RTS after three transitions
        QpView qp = (QpView) page.showView(QpView.ID);
        page.activate(ladder);
        click(ladder, r.frame(4));
        click(ladder, nak);
        assertEquals("host2 QP 0x000011 (erdma_0)", qp.shown().label());
        assertEquals(rdma.workbench.engine.verbs.QpState.RTS, qp.litState());
        assertEquals(3, r.transitions(qp.shown()).size());
        Screenshots.take("qp-view");
        page.showView(PacketDetailsView.ID);

        // the run to its end: every frame of the engine's, and the errors only filter lists exactly the three drops
        target.resume();
        waitFor("the run to end", () -> target.isSuspended() && target.isOver());
        waitFor("the ladder to show the whole run", () -> ladder.canvas().record().frames().size() == 9);
        assertEquals(engine, laddersFrames(ladder));
        log.setFilter(true, null);
        List<String> errors = new ArrayList<>();
        RunRecord end = ladder.canvas().record();
        for (int i : log.rows()) {
            errors.add(end.events().get(i).node() + ": " + end.events().get(i).summary());
        }
        assertEquals(List.of(
                "host1: frame #2: fault DROP armed by program client",
                "host2: RC_RDMA_WRITE_MIDDLE psn=2 qpn=0x000011 len=1024: PSN 2 is ahead of the expected 1: a packet was lost",
                "host2: RC_RDMA_WRITE_LAST psn=3 qpn=0x000011 len=1024 AckReq: PSN 3 is ahead of 1; a sequence NAK is already out"), errors);

        // a byte clicked in the hex pane selects its field: byte 53 is the PSN's last
        click(ladder, end.frame(3));
        assertEquals(null, log.selected(), "the frame's send is no error: no row of the filtered list");
        assertTrue(log.detailText().startsWith(EventLogPane.HIDDEN_BY_FILTER + "#" + end.frame(3).sentSeq() + " "),
                "its details say why no row is selected: " + log.detailText());
        page.activate(details);
        details.hex().control().setCaretOffset(3 * 73 + 6 + 5 * 3);
        Event up = new Event();
        details.hex().control().notifyListeners(SWT.MouseUp, up);
        drain();
        assertEquals("BTH PSN = 0x000002", details.selectedField());
        assertTrue(details.meaningOf("BTH", "PSN").contains("dropped at host2 QP 0x000011: PSN 2 is ahead of the expected 1"), details.meaningOf("BTH", "PSN"));

        // what the exports write: the errors the log lists as CSV, the ladder as SVG with its labels and crosses
        java.io.StringWriter csv = new java.io.StringWriter();
        log.write(csv, false);
        assertEquals(List.of("seq,time_us,host,qp,kind,summary", "66,0.900,host1,,dropped,frame #2: fault DROP armed by program client",
                "74,2.113,host2,0x000011,dropped,RC_RDMA_WRITE_MIDDLE psn=2 qpn=0x000011 len=1024: PSN 2 is ahead of the expected 1: a packet was lost",
                "78,2.467,host2,0x000011,dropped,RC_RDMA_WRITE_LAST psn=3 qpn=0x000011 len=1024 AckReq: PSN 3 is ahead of 1; a sequence NAK is already out"),
                csv.toString().lines().toList());
        String svg = ladder.canvas().svg();
        assertTrue(svg.startsWith("<?xml") && svg.contains("<svg") && svg.trim().endsWith("</svg>"), svg.substring(0, 200));
        assertTrue(svg.contains(">NAK PSN sequence error PSN 1 MSN 0</text>") && svg.contains("\u2716 fault"), "labels and crosses in the SVG");

        // Step Back to Here on the NAK: the run goes back to just after it was sent, and the views with it
        WireFrame nakAtEnd = end.frame(5);
        target.backToEvent(nakAtEnd.sentSeq(), "the NAK");
        waitFor("Step Back to Here", () -> target.isSuspended() && target.suspendedTime() == nakAtEnd.sentTime() && !target.isOver());
        assertTrue(target.stopReason().startsWith("Step Back to Here: the NAK"), target.stopReason());
        waitFor("the ladder to show the run at the NAK again", () -> ladder.canvas().record().now() == nakAtEnd.sentTime());
        assertEquals(engine.subList(0, 5), laddersFrames(ladder));
    }
}
