package rdma.workbench.ui.repair;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.repair.Fix;

/** A line of the Ctrl+1 list: a fix of a problem, or (fix null) the reason the problem has none. */
record QuickFixChoice(EObject object, String problem, Fix fix, String whyNoFix) {

    String label() {
        return fix != null ? fix.label() : "No quick fix: " + problem;
    }

    String details() {
        return fix != null ? fix.description() + "\n\nProblem: " + problem : "Problem: " + problem + "\n\nWhy there is no fix: " + whyNoFix;
    }
}
