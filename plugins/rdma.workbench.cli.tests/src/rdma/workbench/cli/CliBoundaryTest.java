package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;

/** The headless commands' walls (ARCHITECTURE.md): they run on a plain JVM from the model's, the engine's and EMF's jars, nothing else. */
class CliBoundaryTest {

    private final SourceImports cli = SourceImports.ofBundle("rdma.workbench.cli");

    @Test
    void theCommandsUseOnlyTheModelTheEngineTheExportAndEmf() {
        assertEquals(List.of(), cli.breaking("the headless commands run without OSGi: the JDK, EMF, the model, the engine and the export only",
                u -> u.uses("org.eclipse") && !u.uses("org.eclipse.emf")
                        || u.uses("rdma.workbench") && !u.uses("rdma.workbench.cli") && !u.uses("rdma.workbench.model")
                                && !u.uses("rdma.workbench.engine") && !u.uses("rdma.workbench.export")));
    }

    @Test
    void thePackagesAreLayered() {
        assertEquals(List.of(), cli.packageCycles());
    }
}
