package rdma.workbench.model.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.model.validation.Rule;

/** Runs a fix on a model and checks that exactly the problem it was for went away. */
final class FixAssert {

    private FixAssert() {
    }

    /** The problems of {@code root} (and its topology) as "RULE: message"; notes (INFO) too when {@code notes}. */
    static List<String> diagnostics(EObject root, boolean notes) {
        return ModelValidation.validateWithTopology(root).getChildren().stream().filter(d -> notes || d.getSeverity() > Diagnostic.INFO)
                .map(d -> (Rule.ofCode(d.getCode()) == null ? "EMF" : Rule.ofCode(d.getCode()).name()) + ": " + d.getMessage()).toList();
    }

    /** The one diagnostic of {@code rule}. */
    static Diagnostic problem(EObject root, Rule rule) {
        List<Diagnostic> found = ModelValidation.validateWithTopology(root).getChildren().stream().filter(d -> Rule.ofCode(d.getCode()) == rule).toList();
        assertEquals(1, found.size(), () -> "one " + rule + " problem expected, got " + diagnostics(root, true));
        return found.get(0);
    }

    /**
     * Applies the fix labelled {@code label} to the one problem of {@code rule}: afterwards the
     * diagnostics are those of before minus that one. Returns the fix, for its description.
     */
    static Fix assertFixRemovesOnly(EObject root, Rule rule, String label) {
        Diagnostic d = problem(root, rule);
        boolean notes = d.getSeverity() == Diagnostic.INFO;
        List<String> expected = new ArrayList<>(diagnostics(root, notes));
        expected.remove(rule.name() + ": " + d.getMessage());
        Remedy remedy = Remedies.forProblem(d);
        assertNotNull(remedy);
        assertNull(remedy.whyNoFix(), "a fix is expected");
        Fix fix = remedy.fixes().stream().filter(f -> f.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no fix labelled " + label + " among " + remedy.fixes()));
        fix.apply();
        assertEquals(expected, diagnostics(root, notes), "the diagnostics after " + label);
        return fix;
    }

    /** The one problem of {@code rule} has no fix, for the reason given. */
    static void assertNoFix(EObject root, Rule rule, String why) {
        Remedy remedy = Remedies.forProblem(problem(root, rule));
        assertEquals(List.of(), remedy.fixes());
        assertEquals(why, remedy.whyNoFix());
    }
}
