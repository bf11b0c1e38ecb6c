package rdma.workbench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;

/** The engine's walls (ARCHITECTURE.md): plain Java that runs without OSGi, EMF and the model only in its loader, layered packages. */
class EngineBoundaryTest {

    private static final String LOADER = "rdma.workbench.engine.loader";
    private final SourceImports engine = SourceImports.ofBundle("rdma.workbench.engine");

    @Test
    void onlyTheLoaderSeesEmfOrTheModel() {
        assertEquals(List.of(), engine.breaking("the engine is plain Java; EMF and the model only in " + LOADER,
                u -> !u.from(LOADER) && (u.uses("org.eclipse") || u.uses("rdma.workbench.model"))));
    }

    @Test
    void nothingOfTheWorkbenchNoUiAndNoToolsReachTheEngine() {
        assertEquals(List.of(), engine.breaking("the engine uses only itself, the JDK, and (its loader) EMF and the model",
                u -> u.uses("rdma.workbench") && !u.uses("rdma.workbench.engine") && !(u.from(LOADER) && u.uses("rdma.workbench.model"))
                        || u.uses("org.eclipse.swt") || u.uses("org.eclipse.jface") || u.uses("org.eclipse.ui") || u.uses("java.awt")
                        || u.uses("javax.swing")));
    }

    @Test
    void thePackagesAreLayered() {
        assertEquals(List.of(), engine.packageCycles());
    }
}
