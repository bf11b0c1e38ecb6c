package rdma.workbench.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/** The example scenarios of rdma.workbench.examples, loaded from the source tree beside this bundle. */
public final class ExampleScenarios {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    private ExampleScenarios() {
    }

    /** The names of every example scenario, in alphabetical order. */
    public static List<String> names() throws IOException {
        try (var files = Files.list(EXAMPLES.resolve("scenarios"))) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".rdmaflow")).map(n -> n.substring(0, n.length() - 9)).sorted()
                    .toList();
        }
    }

    public static Scenario load(String name) throws Exception {
        Path file = EXAMPLES.resolve("scenarios").resolve(name + ".rdmaflow").toAbsolutePath();
        return ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toString()), Scenario.class);
    }

    /** An example topology, in a resource set of its own. */
    public static Topology topology(String name) throws Exception {
        Path file = EXAMPLES.resolve("topologies").resolve(name + ".rdmatopo").toAbsolutePath();
        return ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toString()), Topology.class);
    }
}
