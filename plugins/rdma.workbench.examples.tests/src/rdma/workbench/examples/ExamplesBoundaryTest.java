package rdma.workbench.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;

/** The examples bundle's walls (ARCHITECTURE.md): its wizard copies files and opens them; it runs nothing and knows no engine or debugger. */
class ExamplesBoundaryTest {

    @Test
    void theExamplesKnowOnlyTheModelAndTheSharedUi() {
        assertEquals(List.of(), SourceImports.ofBundle("rdma.workbench.examples").breaking("the examples bundle depends on the model and rdma.workbench.ui only",
                u -> u.uses("rdma.workbench") && !u.uses("rdma.workbench.examples") && !u.uses("rdma.workbench.model")
                        && !u.uses("rdma.workbench.ui")));
    }
}
