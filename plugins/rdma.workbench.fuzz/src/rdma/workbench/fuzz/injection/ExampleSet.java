package rdma.workbench.fuzz.injection;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;

/** The example scenarios of rdma.workbench.examples, read from that bundle's folder (its scenarios/ and topologies/). */
public final class ExampleSet {

    private final Path scenarios;

    public ExampleSet(Path bundle) throws IOException {
        this.scenarios = bundle.resolve("scenarios");
        if (!Files.isDirectory(scenarios)) {
            throw new IOException("no example scenarios in " + scenarios.toAbsolutePath());
        }
    }

    /** The examples' names (the file names without .rdmaflow), in alphabetical order. */
    public List<String> names() throws IOException {
        try (var files = Files.list(scenarios)) {
            List<String> names = files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith("." + ModelFiles.SCENARIO_EXTENSION))
                    .map(n -> n.substring(0, n.length() - ModelFiles.SCENARIO_EXTENSION.length() - 1)).sorted().toList();
            if (names.isEmpty()) {
                throw new IOException("no example scenarios in " + scenarios.toAbsolutePath());
            }
            return names;
        }
    }

    /** A fresh copy of the example's model (with its topology), to change before loading it into the engine. */
    public Scenario load(String name) throws IOException {
        Path file = scenarios.resolve(name + "." + ModelFiles.SCENARIO_EXTENSION).toAbsolutePath();
        return ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toString()), Scenario.class);
    }
}
