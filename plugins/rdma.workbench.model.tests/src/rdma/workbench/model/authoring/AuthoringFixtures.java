package rdma.workbench.model.authoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;

/** The bundled example files these tests build on, read from the source tree beside this bundle, and a validation check. */
final class AuthoringFixtures {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    private AuthoringFixtures() {
    }

    static Topology topology(String name) throws Exception {
        return ModelFiles.load(ModelFiles.newResourceSet(), uri("topologies", name + ".rdmatopo"), Topology.class);
    }

    static Scenario example(String name) throws Exception {
        return ModelFiles.load(ModelFiles.newResourceSet(), uri("scenarios", name + ".rdmaflow"), Scenario.class);
    }

    /** Every warning and error of {@code root} (and of the topology a scenario runs on), as messages. */
    static List<String> problems(EObject root) {
        return ModelValidation.validateWithTopology(root).getChildren().stream().filter(d -> d.getSeverity() > Diagnostic.INFO)
                .map(Diagnostic::getMessage).toList();
    }

    static void assertValidatesClean(EObject root) {
        assertEquals(List.of(), problems(root));
    }

    private static URI uri(String folder, String file) {
        return URI.createFileURI(EXAMPLES.resolve(folder).resolve(file).toAbsolutePath().toString());
    }
}
