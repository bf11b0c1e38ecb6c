package rdma.workbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;

/** The model's walls (ARCHITECTURE.md): EMF and plain Java, so that the headless commands and the engine's loader use it without a workbench. */
class ModelBoundaryTest {

    private final SourceImports model = SourceImports.ofBundle("rdma.workbench.model");

    @Test
    void theModelUsesOnlyEmfAndItself() {
        assertEquals(List.of(), model.breaking("the model uses only the JDK, EMF and itself",
                u -> u.uses("org.eclipse") && !u.uses("org.eclipse.emf") || u.uses("rdma.workbench") && !u.uses("rdma.workbench.model")
                        || u.uses("java.awt") || u.uses("javax.swing")));
    }

    @Test
    void thePackagesAreLayered() {
        assertEquals(List.of(), model.packageCycles());
    }
}
