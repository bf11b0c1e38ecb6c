package rdma.workbench.debug.ui.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.record.Hop;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;
import rdma.workbench.debug.ui.run.FrameColors;
import rdma.workbench.debug.ui.run.RunFeed;
import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.editor.overlay.Mark;
import rdma.workbench.engine.wire.Opcode;

/** Frames travelling on the leaf-spine diagram while the debugger stands in the middle of a WRITE; the speed the view opens with. */
class AnimationTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(true);
    }

    @AfterEach
    void cleanUp() throws Exception {
        RdmaPreferences.store().setToDefault(RdmaPreferences.ANIMATION_NANOS_PER_SECOND);
        UiTesting.cleanUp(page);
    }

    @Test
    void atASuspendedTimeEachFrameOnALinkIsWhereItsDepartAndArriveTimesPutIt() throws Exception {
        IFile scenario = project.getFile("scenarios/leaf-spine-write.rdmaflow");
        EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.PACKET, Opcode.RC_RDMA_WRITE_LAST, -1, null, null, null, -1), 0);
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        TopologyDiagramEditor diagram = (TopologyDiagramEditor) IDE.openEditor(page, project.getFile("topologies/leaf-spine.rdmatopo"));
        UiTesting.debug(scenario);
        waitFor("the session to suspend at the WRITE's last packet", () -> session() != null && session().isSuspended());
        SimulationTarget target = session();
        // Run to Here, as the ladder's context menu does below its current time: frames of the WRITE and the READ are on the wire at 2 us
        long start = target.position();
        target.runToTime(2_000);
        waitFor("Run to Here 2 us", () -> target.isSuspended() && target.position() > start);
        assertTrue(target.stopReason().startsWith("Run to Here: at 2.000 us"), target.stopReason());
        assertTrue(target.suspendedTime() <= 2_000, "it stops before the first event after 2 us");
        waitFor("the animation to follow the debugger", () -> animation.overlay() != null && animation.time() == target.suspendedTime()
                && !animation.overlay().marks().isEmpty());
        assertEquals(diagram.getOverlay(), animation.overlay(), "it draws on the open diagram of the run's topology");
        RunRecord r = RunFeed.of(page.getWorkbenchWindow()).current();
        long now = animation.time();
        List<Mark.Packet> packets = animation.overlay().marks().stream().filter(m -> m instanceof Mark.Packet).map(m -> (Mark.Packet) m).toList();
        assertFalse(packets.isEmpty(), "frames of the WRITE are on the links at " + now);
        int checked = 0;
        for (WireFrame f : r.frames()) {
            for (Hop h : f.hops()) {
                if (h.depart() <= now && now < h.arrive()) {
                    double fraction = (now - h.depart()) / (double) (h.arrive() - h.depart());
                    Mark.Packet mark = packets.stream().filter(p -> p.link().equals(h.link()) && p.fromNode().equals(h.fromNode())
                            && Math.abs(p.fraction() - fraction) < 1e-12).findFirst().orElse(null);
                    assertNotNull(mark, "frame #" + f.frameId() + " on " + h.link() + " at " + fraction);
                    assertEquals(FrameColors.of(f.kind()), mark.rgb());
                    // on the drawn link, at that fraction of its length from the sender's end
                    Point from = diagram.getOverlay().pointOnLink(h.link(), h.fromNode(), 0);
                    Point to = diagram.getOverlay().pointOnLink(h.link(), h.fromNode(), 1);
                    Point at = diagram.getOverlay().pointOnLink(h.link(), h.fromNode(), fraction);
                    assertEquals(from.x + (to.x - from.x) * fraction, at.x, 1.0);
                    assertEquals(from.y + (to.y - from.y) * fraction, at.y, 1.0);
                    checked++;
                }
            }
        }
        assertEquals(packets.size(), checked, "no other packet is drawn");
        assertTrue(animation.overlay().marks().stream().anyMatch(m -> m instanceof Mark.Badge b && b.host().equals("h1") && b.text().contains("RTS")),
                "h1's NIC wears its QP's state");
        assertTrue(animation.following(), "it follows the debugger unless told otherwise");
        page.setPartState(page.getReference(diagram), IWorkbenchPage.STATE_MAXIMIZED);
        page.closeEditor(page.findEditor(new FileEditorInput(scenario)), false);
        drain();
        diagram.zoomToContents();
        drain();
        Screenshots.take("animation-mid-flight");
        page.setPartState(page.getReference(diagram), IWorkbenchPage.STATE_RESTORED);

        // Back and Step walk the moments frames leave and arrive; the overlay follows
        animation.moveTo(0);
        assertTrue(animation.overlay().marks().stream().noneMatch(m -> m instanceof Mark.Packet), "nothing on the wire before the first send");
    }

    @Test
    void theAnimationOpensAtTheSpeedSetInThePreferences() throws Exception {
        if (page.findView(AnimationView.ID) != null) {
            page.hideView(page.findView(AnimationView.ID));
        }
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        assertEquals("1 \u00b5s per second", animation.speedShown(), "the default");
        page.hideView(animation);
        RdmaPreferences.store().setValue(RdmaPreferences.ANIMATION_NANOS_PER_SECOND, 100_000L);
        animation = (AnimationView) page.showView(AnimationView.ID);
        assertEquals("100 \u00b5s per second", animation.speedShown());
        page.hideView(animation);
        // a speed no longer offered opens at the nearest one offered
        RdmaPreferences.store().setValue(RdmaPreferences.ANIMATION_NANOS_PER_SECOND, 700_000L);
        animation = (AnimationView) page.showView(AnimationView.ID);
        assertEquals("1 ms per second", animation.speedShown());
        page.hideView(animation);
    }
}
