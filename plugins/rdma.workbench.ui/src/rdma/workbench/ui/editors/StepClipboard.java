package rdma.workbench.ui.editors;

import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;

/**
 * Copied steps, shared by every scenario editor of the workbench (each has its own editing
 * domain, so EMF's per-domain clipboard would not reach another file): detached copies taken
 * at Copy time, whose references to objects outside them still point into the program they
 * were copied from, so that Paste remaps them by name (StepTransfer.copy).
 */
final class StepClipboard {

    /** What was copied: detached copies of the steps and the program they came from. */
    record Content(Program source, List<Step> steps) {
    }

    private static Content content;

    private StepClipboard() {
    }

    static void copy(List<Step> steps) {
        content = new Content((Program) steps.get(0).eContainer(), List.copyOf(EcoreUtil.copyAll(steps)));
    }

    /** The copied steps, or null when nothing was copied. */
    static Content content() {
        return content;
    }
}
