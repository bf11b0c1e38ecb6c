package rdma.workbench.engine.loader;

import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;

/** The example scenarios of rdma.workbench.examples, loaded from the source tree beside this bundle. */
final class ExampleScenarios {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    private ExampleScenarios() {
    }

    static Scenario load(String name) throws Exception {
        Path file = EXAMPLES.resolve("scenarios").resolve(name + ".rdmaflow").toAbsolutePath();
        return ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toString()), Scenario.class);
    }
}
