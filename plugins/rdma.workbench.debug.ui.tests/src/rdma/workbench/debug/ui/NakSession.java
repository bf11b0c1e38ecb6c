package rdma.workbench.debug.ui;

import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.Arrays;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPage;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.model.StepFrame;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.ladder.PacketLadderView;
import rdma.workbench.debug.ui.run.RunFeed;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * The example lost-packet-go-back-n under the debugger, suspended after its NAK (an event
 * breakpoint) with the Packet Ladder open: the run as the packet views get it, and frames chosen
 * in the ladder, whose choice the other packet views follow. The tests of each packet view share it.
 */
public final class NakSession {

    /** The frames the views show at the NAK: the first write packets, the one lost, and the NAK (frame #5). */
    public static final int FRAMES_AT_NAK = 5;
    public static final int FRAMES_AT_END = 9;

    private final IWorkbenchPage page;
    private final PacketLadderView ladder;
    private final SimulationTarget target;

    private NakSession(IWorkbenchPage page, PacketLadderView ladder, SimulationTarget target) {
        this.page = page;
        this.ladder = ladder;
        this.target = target;
    }

    /** Debug As on the example with a breakpoint on any NAK; returns once the views have the run at the NAK. */
    public static NakSession start(IWorkbenchPage page) throws Exception {
        IFile file = UiTesting.examples().getFile("scenarios/lost-packet-go-back-n.rdmaflow");
        EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0);
        PacketLadderView ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        UiTesting.debug(file);
        waitFor("the session to suspend at the NAK", () -> session() != null && session().isSuspended());
        NakSession s = new NakSession(page, ladder, session());
        waitFor("the views to have the run at the NAK", () -> s.record() != null && s.record().frames().size() == FRAMES_AT_NAK
                && s.record().now() == s.target.suspendedTime());
        // the Debug view shows the suspended step in the scenario's editor in a job of its own, once for each thread it
        // selects on the way to the one the stop concerns: let it show that one, so that a test's own opening of a step
        // is not overtaken by it
        waitFor("the debugger to show the step it stopped at", () -> DebugUITools.getDebugContext() instanceof StepFrame f
                && f.stepId() != null && Arrays.stream(page.getEditorReferences())
                        .anyMatch(r -> r.getEditor(false) instanceof ScenarioEditor e && f.stepId().equals(e.selectedFragment())));
        drain();
        return s;
    }

    public SimulationTarget target() {
        return target;
    }

    /** The record the packet views of the window show. */
    public RunRecord record() {
        return RunFeed.of(page.getWorkbenchWindow()).current();
    }

    /** Frame {@code f} of the record chosen in the Packet Ladder, as a click on its arrow chooses it. */
    public void select(WireFrame f) {
        page.activate(ladder);
        ladder.setSelection(new StructuredSelection(RunPoint.ofFrame(record(), f)));
        drain();
    }

    /** Resumes the session to the end of the run; returns once the views have the whole run. */
    public RunRecord toEnd() {
        target.resume();
        waitFor("the run to end", () -> target.isSuspended() && target.isOver());
        waitFor("the views to have the whole run", () -> record().frames().size() == FRAMES_AT_END);
        return record();
    }
}
