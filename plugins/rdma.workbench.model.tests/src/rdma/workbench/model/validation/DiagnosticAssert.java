package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

/** Assertions over the diagnostics of {@link ModelValidation#validate}. */
final class DiagnosticAssert {

    private DiagnosticAssert() {
    }

    static List<Diagnostic> problems(EObject root) {
        return ModelValidation.validate(root).getChildren().stream().filter(d -> d.getSeverity() > Diagnostic.INFO).toList();
    }

    static void assertClean(EObject root) {
        List<Diagnostic> problems = problems(root);
        assertEquals(List.of(), problems.stream().map(Diagnostic::getMessage).toList());
    }

    /** Exactly one problem: this rule, this message, about this object. */
    static void assertOnly(EObject root, Rule rule, EObject target, String message) {
        List<Diagnostic> problems = problems(root);
        assertEquals(1, problems.size(), () -> "expected one problem, got:\n" + problems.stream().map(Diagnostic::getMessage).collect(Collectors.joining("\n")));
        Diagnostic d = problems.get(0);
        assertEquals(message, d.getMessage());
        assertEquals(rule, Rule.ofCode(d.getCode()), "rule");
        assertSame(target, d.getData().get(0), "the object the diagnostic points at");
    }
}
