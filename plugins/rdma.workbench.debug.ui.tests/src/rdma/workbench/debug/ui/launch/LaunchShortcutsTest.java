package rdma.workbench.debug.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.actions.ILaunchable;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.RdmaDebugPerspective;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.ui.RdmaPerspective;

/** Where Run As and Debug As offer a scenario, what they launch, and a learner's session: the perspective, the editor, the Debug view's choice. */
class LaunchShortcutsTest {

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        project = UiTesting.examples();
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    @Test
    void onlyAScenarioFileIsLaunchable() {
        IFile flow = project.getFile("scenarios/rc-send-recv.rdmaflow");
        IFile topology = project.getFile("topologies/roce-pair.rdmatopo");
        assertNotNull(Adapters.adapt(flow, ILaunchable.class), "Run As and Debug As are offered on a scenario");
        assertNull(Adapters.adapt(topology, ILaunchable.class), "and not on a topology");
        ScenarioLaunchShortcut shortcut = new ScenarioLaunchShortcut();
        assertEquals(flow, shortcut.getLaunchableResource(new StructuredSelection(flow)));
        assertNull(shortcut.getLaunchableResource(new StructuredSelection(topology)));
        assertNull(shortcut.getLaunchableResource(new StructuredSelection(new Object[] {flow, project.getFile("scenarios/rc-read.rdmaflow")})),
                "one scenario at a time");
        assertNull(shortcut.getLaunchableResource(StructuredSelection.EMPTY));
        assertNull(shortcut.getLaunchableResource((IEditorPart) null));
    }

    @Test
    void aLearnersSessionOpensInTheDebugPerspectiveWithItsScenarioAndItsFrameSelected() throws Exception {
        // another session, suspended and selected in the Debug view, which would keep the selection by its own policy
        // (started in the RDMA Debug perspective: from another one the platform asks, in a dialog, whether to switch)
        UiTesting.page(true);
        ScenarioLaunchShortcut.launch(project.getFile("scenarios/rc-send-recv.rdmaflow"), ILaunchManager.DEBUG_MODE);
        waitFor("the other session to stop before its first step", () -> session() != null && session().isSuspended()
                && DebugUITools.getDebugContext() instanceof IDebugElement e && e.getDebugTarget() == session());
        SimulationTarget other = session();
        PlatformUI.getWorkbench().showPerspective(RdmaPerspective.ID, page.getWorkbenchWindow());
        IFile file = project.getFile("scenarios/rnr-retry-recovers.rdmaflow");
        ILaunch launch = LearnerSession.start(page.getWorkbenchWindow(), file, ScenarioConfigurations.forFile(file));
        IWorkbenchPage now = page.getWorkbenchWindow().getActivePage();
        assertEquals(RdmaDebugPerspective.ID, now.getPerspective().getId());
        assertEquals(file, Adapters.adapt(now.getActiveEditor().getEditorInput(), IFile.class), "the scenario in its editor");
        SimulationTarget target = (SimulationTarget) launch.getDebugTarget();
        assertNotSame(other, target);
        waitFor("the session to stop before its first step", () -> target.isSuspended());
        assertEquals("At the start: no step has run yet", target.stopReason());
        waitFor("the Debug view to select the learner's session", () -> DebugUITools.getDebugContext() instanceof IStackFrame f && f.getDebugTarget() == target);
        IStackFrame frame = (IStackFrame) DebugUITools.getDebugContext();
        assertEquals(target, frame.getDebugTarget());
        assertEquals(target.getThreads()[0], frame.getThread(), "the first program's current step, so that Variables and the keys act on it");
    }

    @Test
    void aNewDebugSessionIsSelectedThoughAFinishedOneWasSelectedBefore() throws Exception {
        UiTesting.page(true);
        ScenarioLaunchShortcut.launch(project.getFile("scenarios/rc-send-recv.rdmaflow"), ILaunchManager.DEBUG_MODE);
        waitFor("the first session to stop before its first step", () -> session() != null && session().isSuspended()
                && DebugUITools.getDebugContext() instanceof IDebugElement e && e.getDebugTarget() == session());
        SimulationTarget first = session();
        first.resume();
        // over, it stays suspended at its end, selected: the Debug view's own policy keeps such a selection
        waitFor("the first session to be over", () -> first.isOver() && first.isSuspended());

        ScenarioLaunchShortcut.launch(project.getFile("scenarios/lost-packet-go-back-n.rdmaflow"), ILaunchManager.DEBUG_MODE);
        waitFor("the second session to stop before its first step", () -> second(first) != null && second(first).isSuspended());
        SimulationTarget second = second(first);
        waitFor("the Debug view to select the second session", () -> DebugUITools.getDebugContext() instanceof IStackFrame f
                && f.getDebugTarget() == second);
        assertEquals(second.getThreads()[0], ((IStackFrame) DebugUITools.getDebugContext()).getThread(),
                "the current step of the first program: before the first step, the stop concerns none in particular");
    }

    /** The debug session of a launch other than {@code first}'s, or null. */
    private static SimulationTarget second(SimulationTarget first) {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (l.getDebugTarget() instanceof SimulationTarget s && s != first) {
                return s;
            }
        }
        return null;
    }
}
