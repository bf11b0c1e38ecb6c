package rdma.workbench.model.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checked-in generated code is exactly what the generator makes from the checked-in ecore and genmodel. */
class GeneratedCodeIsCurrentTest {

    @TempDir
    Path out;

    private final Path plugins = Path.of(System.getProperty("rdma.plugins", "..")).toAbsolutePath().normalize();

    @Test
    void checkedInSrcGenMatchesAFreshGeneration() throws Exception {
        new ModelGeneration(plugins).generateInto(out);
        List<String> differences = GeneratedFiles.differences(out, plugins, ModelGeneration.GENERATED);
        assertEquals(List.of(), differences, "generated files are stale; regenerate with "
                + "./mvnw -q -pl plugins/rdma.workbench.model.codegen compile exec:java and commit the result");
    }

    @Test
    void comparisonSeesAChangedFile() throws Exception {
        new ModelGeneration(plugins).generateInto(out);
        Path copy = Files.createDirectories(out.resolve("copy"));
        GeneratedFiles.replace(out, copy, ModelGeneration.GENERATED);
        Path host = copy.resolve("rdma.workbench.model/src-gen/rdma/workbench/model/topology/Host.java");
        assertTrue(Files.exists(host));
        Files.writeString(host, Files.readString(host) + "// edited by hand\n");
        assertEquals(List.of("rdma.workbench.model/src-gen/rdma/workbench/model/topology/Host.java (differs)"),
                GeneratedFiles.differences(out, copy, ModelGeneration.GENERATED));
    }
}
