package rdma.workbench.debug.ui.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.debug.ui.NakSession;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.details.PacketDetailsView;
import rdma.workbench.debug.ui.eventlog.EventLogView;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;
import rdma.workbench.debug.ui.run.FrameTip;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * The Packet Ladder as a user meets it, under Xvfb: a debug session of lost-packet-go-back-n (the
 * engine's frames, the lost one crossed, a click on the NAK, the SVG export, Step Back to Here),
 * the CNPs and pause frames of the congestion examples, and the axis and switch lanes it opens with.
 */
class PacketLadderViewTest {

    private final IPreferenceStore preferences = RdmaPreferences.store();
    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(true);
    }

    /** The ladder was shown records of its own or opened with other settings: closed, so that the next test's opens as a user's does. */
    @AfterEach
    void cleanUp() throws Exception {
        preferences.setToDefault(RdmaPreferences.LADDER_AXIS);
        preferences.setToDefault(RdmaPreferences.LADDER_SWITCHES);
        IViewReference v = page.findViewReference(PacketLadderView.ID);
        if (v != null) {
            page.setPartState(v, IWorkbenchPage.STATE_RESTORED);
            page.hideView(v);
        }
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
    void atTheNakTheLadderShowsTheEnginesFramesAClickChoosesOneAndStepBackTakesThemBack() throws Exception {
        IFile file = project.getFile("scenarios/lost-packet-go-back-n.rdmaflow");
        List<String> engine = enginesFrames(file);
        assertEquals(9, engine.size(), engine.toString());
        page.showView(PacketDetailsView.ID);
        EventLogView log = (EventLogView) page.showView(EventLogView.ID);
        SimulationTarget target = NakSession.start(page).target();
        PacketLadderView ladder = (PacketLadderView) page.findView(PacketLadderView.ID);
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

        // the NAK, clicked: the ladder selects it and tells the other packet views, which follow (their own tests check how)
        WireFrame nak = r.frame(5);
        page.activate(ladder);
        click(ladder, nak);
        assertEquals(nak, ladder.canvas().selected());
        assertEquals(RunPoint.ofFrame(r, nak), ((IStructuredSelection) ladder.getSelection()).getFirstElement());
        page.activate(log);
        Screenshots.take("packet-views-at-nak");

        // the run to its end: every frame of the engine's
        target.resume();
        waitFor("the run to end", () -> target.isSuspended() && target.isOver());
        waitFor("the ladder to show the whole run", () -> ladder.canvas().record().frames().size() == 9);
        assertEquals(engine, laddersFrames(ladder));

        // what the export writes: the ladder as SVG with its labels and crosses
        String svg = ladder.canvas().svg();
        assertTrue(svg.startsWith("<?xml") && svg.contains("<svg") && svg.trim().endsWith("</svg>"), svg.substring(0, 200));
        assertTrue(svg.contains(">NAK PSN sequence error PSN 1 MSN 0</text>") && svg.contains("\u2716 fault"), "labels and crosses in the SVG");

        // Step Back to Here on the NAK: the run goes back to just after it was sent, and the ladder with it
        WireFrame nakAtEnd = ladder.canvas().record().frame(5);
        target.backToEvent(nakAtEnd.sentSeq(), "the NAK");
        waitFor("Step Back to Here", () -> target.isSuspended() && target.suspendedTime() == nakAtEnd.sentTime() && !target.isOver());
        assertTrue(target.stopReason().startsWith("Step Back to Here: the NAK"), target.stopReason());
        waitFor("the ladder to show the run at the NAK again", () -> ladder.canvas().record().now() == nakAtEnd.sentTime());
        assertEquals(engine.subList(0, 5), laddersFrames(ladder));
    }

    @Test
    void aPfcFrameIsAnArrowFromTheSwitchToTheHostItPauses() throws Exception {
        int[] quanta = new int[8];
        quanta[3] = 0xFFFF;
        byte[] bytes = new PfcFrame(Ethernet.mac("02:00:00:00:01:01"), 0x08, quanta).encode();
        List<TraceEvent> events = List.of(new PauseFrameSent(new Stamp(0, 1000, -1), "leaf1", 100, "leaf1/down1", 0x08, quanta, bytes, "queue 3 above XOFF"),
                new FrameOnLink(new Stamp(1, 1000, 0), "leaf1", 100, "h1-leaf1", "leaf1/down1", "h1/erdma_0/p1", 1000, 1519),
                new PauseStateChanged(new Stamp(2, 1519, 1), "h1", 100, "h1/erdma_0/p1", 3, true, 1519 + 1_342_157));
        RunRecord r = RunRecord.of("pfc", List.of("h1"), List.of("leaf1"), events, -1, null, Map.of());
        PacketLadderView ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        ladder.canvas().setSwitches(true);
        ladder.show(r);
        drain();
        WireFrame pfc = r.frames().get(0);
        assertEquals("PFC pause p3", pfc.label());
        LadderGeometry.Arrow a = ladder.canvas().geometry().arrowOf(pfc);
        assertNotNull(a, "an arrow from leaf1's lane to h1's");
        assertTrue(a.x1() > a.x2(), "from the switch (right of the hosts) to h1");
        ladder.canvas().select(pfc);
        drain();
        Screenshots.take("ladder-pfc");
    }

    /** The view filling the window, as a user looking at a busy ladder would make it (double-click on its tab). */
    private void maximize() {
        page.setPartState(page.findViewReference(PacketLadderView.ID), IWorkbenchPage.STATE_MAXIMIZED);
        drain();
    }

    @Test
    void theLadderDrawsCnpsAndPauseFramesOfTheCongestionExamples() throws Exception {
        PacketLadderView ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        ladder.canvas().setSwitches(true);
        RunRecord pfc = ExampleRuns.toEnd("pfc-pause-spreading", 1L);
        ladder.show(pfc);
        drain();
        WireFrame pause = pfc.frames().stream().filter(f -> f.pfc() != null).findFirst().orElseThrow();
        assertTrue(pause.label().startsWith("PFC pause p0"), pause.label());
        assertTrue(ladder.canvas().geometry().arrowOf(pause) != null, "the pause frame is drawn");
        maximize();
        ladder.canvas().select(pause);
        drain();
        Screenshots.take("ladder-pfc-pause-spreading");
        RunRecord dcqcn = ExampleRuns.toEnd("incast-dcqcn", 1L);
        ladder.show(dcqcn);
        drain();
        WireFrame cnp = dcqcn.frames().stream().filter(f -> f.label().startsWith("CNP")).findFirst().orElseThrow();
        assertTrue(ladder.canvas().geometry().arrowOf(cnp) != null, "the CNP is drawn");
        ladder.canvas().select(cnp);
        drain();
        Screenshots.take("ladder-incast-dcqcn-cnps");
    }

    @Test
    void theLadderOpensWithTheAxisAndTheSwitchLanesSetInThePreferences() throws Exception {
        page.hideView(page.findView(PacketLadderView.ID));
        PacketLadderView ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        assertEquals(LadderGeometry.Axis.TIME, ladder.canvas().axis(), "the defaults: simulated time down the page");
        assertTrue(!ladder.canvas().switches(), "and no lane per switch");
        page.hideView(ladder);
        preferences.setValue(RdmaPreferences.LADDER_AXIS, RdmaPreferences.AXIS_EVENTS);
        preferences.setValue(RdmaPreferences.LADDER_SWITCHES, true);
        ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        assertEquals(LadderGeometry.Axis.EVENTS, ladder.canvas().axis());
        assertTrue(ladder.canvas().switches());
    }
}
