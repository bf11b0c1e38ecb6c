package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.engine.loader.StepIds;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.ui.editors.ScenarioEditor;

/** The step selected in the active scenario editor, its program, and the debug session of that scenario. */
record ScenarioSelection(ScenarioEditor editor, Step step, String stepId, String program) {

    /** The selection of the event's scenario editor when it is one step, else null. */
    static ScenarioSelection of(ExecutionEvent event) {
        if (!(HandlerUtil.getActiveEditor(event) instanceof ScenarioEditor e) || e.getFile() == null) {
            return null;
        }
        var s = e.getSelection();
        if (s.size() != 1 || !(s.getFirstElement() instanceof Step step) || !(step.eContainer() instanceof Program p)) {
            return null;
        }
        // the id the engine gives the step (positional where names repeat), so breakpoints and Run to Step find it
        String id = StepIds.of((Scenario) p.eContainer()).get(step);
        return new ScenarioSelection(e, step, id, p.getName());
    }

    /** "client: poll-write". */
    String label() {
        return program + ": " + (step.getName() == null || step.getName().isBlank() ? stepId : step.getName());
    }

    /** The live debug session of this scenario, suspended or running; null when there is none. */
    SimulationTarget session() {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            for (IDebugTarget t : l.getDebugTargets()) {
                if (t instanceof SimulationTarget s && !s.isTerminated() && s.scenario().equals(editor.getFile())) {
                    return s;
                }
            }
        }
        return null;
    }
}
