package rdma.workbench.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;

/** The UI bundle's walls (ARCHITECTURE.md): the shared workbench pieces and the tree editors know the model, never the engine, the diagram or the debugger. */
class UiBoundaryTest {

    private final SourceImports ui = SourceImports.ofBundle("rdma.workbench.ui");

    @Test
    void theUiKnowsTheModelAndNothingAboveIt() {
        assertEquals(List.of(), ui.breaking("rdma.workbench.ui depends on the model, its .edit bundle and the export only",
                u -> u.uses("rdma.workbench") && !u.uses("rdma.workbench.ui") && !u.uses("rdma.workbench.model")
                        && !u.uses("rdma.workbench.export")));
    }

    @Test
    void thePackagesAreLayered() {
        assertEquals(List.of(), ui.packageCycles());
    }
}
