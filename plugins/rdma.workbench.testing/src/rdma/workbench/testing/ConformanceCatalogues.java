package rdma.workbench.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Small conformance catalogues made from the bundled one, for tests that need a case to fail. */
public final class ConformanceCatalogues {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    private ConformanceCatalogues() {
    }

    /**
     * A catalogue under {@code dir}/conformance holding qp-state/rc-reset-to-rtr with its expectation turned around (OK where
     * ibv_modify_qp gives EINVAL), so it fails, and the topology its cases run on beside it; returns the catalogue's folder.
     */
    public static Path withACaseTurnedAround(Path dir) throws IOException {
        Path catalogue = dir.resolve("conformance");
        Path cases = catalogue.resolve("qp-state");
        Files.createDirectories(cases);
        Files.createDirectories(dir.resolve("topologies"));
        Files.copy(EXAMPLES.resolve("topologies/roce-pair.rdmatopo"), dir.resolve("topologies/roce-pair.rdmatopo"));
        String text = Files.readString(EXAMPLES.resolve("conformance/qp-state/rc-reset-to-rtr.rdmaflow"));
        Files.writeString(cases.resolve("rc-reset-to-rtr.rdmaflow"), text.replace("expectedResult=\"EINVAL\"", "expectedResult=\"OK\""));
        return catalogue;
    }
}
