package rdma.workbench.debug.ui.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.debug.ui.run.RunFeed;
import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.engine.wire.Opcode;

/**
 * Which diagram a run is drawn on, and for how long: only the diagram of the run's own topology
 * file (opened if it is not), never another one, not even one that has every host of the run and
 * is in front; and nothing of a debug session stays on any diagram once it is terminated or its
 * launch removed.
 */
class AnimationDiagramTest {

    /** The topology leaf-spine-write runs on. */
    private static final String OWN = "topologies/leaf-spine.rdmatopo";
    /** Another topology with hosts h1 to h4 too (and h5): drawing by the hosts' names alone would take it for the run's. */
    private static final String OTHER = "topologies/leaf-spine-dcqcn.rdmatopo";
    private static final String SCENARIO = "scenarios/leaf-spine-write.rdmaflow";

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

    @Test
    void withOnlyAnotherTopologysDiagramOpenTheRunsOwnIsOpenedAndDrawnOn() throws Exception {
        TopologyDiagramEditor other = openDiagram(OTHER);
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        SimulationTarget target = debugToTheWritesLastPacket();

        waitFor("the animation to draw the suspended run", () -> drawsSomething(animation));
        TopologyDiagramEditor own = openDiagramOf(OWN);
        assertNotNull(own, "the diagram of the run's topology is opened");
        assertSame(own.getOverlay(), animation.overlay(), "the animation draws on the run's own diagram");
        assertTrue(other.getOverlay().marks().isEmpty(), "nothing is drawn on the diagram of another topology");
        assertEquals(target.suspendedTime(), animation.time());
        Screenshots.take("animation-on-its-own-topology");
    }

    @Test
    void withBothDiagramsOpenTheRunIsDrawnOnItsOwnEvenWhenTheOtherIsInFront() throws Exception {
        // the other first: a view that takes the first diagram having every host of the run takes the wrong one
        TopologyDiagramEditor other = openDiagram(OTHER);
        TopologyDiagramEditor own = openDiagram(OWN);
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        debugToTheWritesLastPacket();
        page.activate(other);

        waitFor("the animation to draw the suspended run", () -> drawsSomething(animation));
        assertSame(own.getOverlay(), animation.overlay(), "the animation draws on the run's own diagram");
        assertTrue(other.getOverlay().marks().isEmpty(), "nothing is drawn on the diagram of another topology");
        assertEquals(1, diagramsOf(OWN), "the diagram already open is used, no second one is opened");
        page.closeEditor(other, false);
        UiTesting.drain();
        assertSame(own.getOverlay(), animation.overlay(), "closing another diagram leaves the run where it is drawn");
    }

    @Test
    void terminatingTheDebugSessionTakesItsMarksOffTheDiagram() throws Exception {
        TopologyDiagramEditor own = openDiagram(OWN);
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        SimulationTarget target = debugToTheWritesLastPacket();
        waitFor("the animation to draw the suspended run", () -> drawsSomething(animation));
        assertFalse(own.getOverlay().marks().isEmpty());

        target.terminate();
        waitFor("the session to end", target::isTerminated);
        waitFor("the animation to leave the diagram", () -> animation.overlay() == null);
        assertTrue(own.getOverlay().marks().isEmpty(), "no packet, drop or badge of the ended session stays on the diagram");

        // a record of the ended session that reaches the view late must not draw it again
        animation.show(RunFeed.of(page.getWorkbenchWindow()).current());
        assertNull(animation.overlay());
        assertTrue(own.getOverlay().marks().isEmpty());
        Screenshots.take("animation-session-ended");
    }

    @Test
    void aFinishedRunStaysDrawnUntilItsLaunchIsRemoved() throws Exception {
        TopologyDiagramEditor own = openDiagram(OWN);
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        ScenarioLaunchShortcut.launch(project.getFile(SCENARIO), ILaunchManager.RUN_MODE);
        waitFor("the run to end", () -> launch() != null && launch().isTerminated());
        RunFeed feed = RunFeed.of(page.getWorkbenchWindow());
        waitFor("the animation to take the finished run", () -> animation.overlay() != null && feed.current() != null && feed.current().now() < 0);
        // at its end every NIC wears its QPs' last states
        animation.moveTo(feed.current().endTime());
        assertSame(own.getOverlay(), animation.overlay());
        assertFalse(own.getOverlay().marks().isEmpty(), "a finished run is still there to replay");

        DebugPlugin.getDefault().getLaunchManager().removeLaunch(launch());
        waitFor("the animation to leave the diagram", () -> animation.overlay() == null);
        assertTrue(own.getOverlay().marks().isEmpty(), "nothing of the removed run stays on the diagram");
    }

    /** Debug As on leaf-spine-write, to a breakpoint at the WRITE's last packet, when frames are on the links and the QPs in RTS. */
    private SimulationTarget debugToTheWritesLastPacket() throws Exception {
        EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.PACKET, Opcode.RC_RDMA_WRITE_LAST, -1, null, null, null, -1), 0);
        UiTesting.debug(project.getFile(SCENARIO));
        waitFor("the session to suspend at the WRITE's last packet", () -> session() != null && session().isSuspended());
        return session();
    }

    private static boolean drawsSomething(AnimationView animation) {
        return animation.overlay() != null && !animation.overlay().marks().isEmpty();
    }

    private TopologyDiagramEditor openDiagram(String path) throws Exception {
        return (TopologyDiagramEditor) IDE.openEditor(page, project.getFile(path), TopologyDiagramEditor.ID);
    }

    /** The open diagram editor of {@code path}, or null. */
    private TopologyDiagramEditor openDiagramOf(String path) {
        IFile file = project.getFile(path);
        for (IEditorReference r : page.findEditors(new FileEditorInput(file), TopologyDiagramEditor.ID, IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID)) {
            if (r.getEditor(true) instanceof TopologyDiagramEditor d) {
                return d;
            }
        }
        return null;
    }

    private int diagramsOf(String path) {
        return page.findEditors(new FileEditorInput(project.getFile(path)), TopologyDiagramEditor.ID, IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID).length;
    }

    private static ILaunch launch() {
        ILaunch[] all = DebugPlugin.getDefault().getLaunchManager().getLaunches();
        return all.length == 0 ? null : all[all.length - 1];
    }
}
