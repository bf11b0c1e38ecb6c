package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;

/**
 * The diagram's walls (ARCHITECTURE.md): it knows the model and the shared UI, never the engine or the debugger —
 * the debugger draws on it through the overlay API — and its packages are layered (policies ask their part for the
 * topology through an interface of their own, as parts install policies).
 */
class EditorBoundaryTest {

    private final SourceImports editor = SourceImports.ofBundle("rdma.workbench.editor");

    @Test
    void theEditorNeverDependsOnTheDebuggerOrTheEngine() {
        assertEquals(List.of(), editor.breaking("the editor depends on the model and rdma.workbench.ui only; the debugger uses its overlay API",
                u -> u.uses("rdma.workbench") && !u.uses("rdma.workbench.editor") && !u.uses("rdma.workbench.model")
                        && !u.uses("rdma.workbench.ui")));
    }

    @Test
    void thePackagesAreLayered() {
        assertEquals(List.of(), editor.packageCycles());
    }
}
