package rdma.workbench.export.py;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import rdma.workbench.export.ExportException;
import rdma.workbench.export.FlowFacts;
import rdma.workbench.model.scenario.Scenario;

/**
 * Export as pyverbs: a scenario as one Python script on rdma-core's pyverbs, the same flow as the C export — one
 * script runs any of the scenario's programs, they meet over the same TCP exchange, and each checks the scenario's
 * expectations and prints PASS or FAIL as {@code rdmawb run} does.
 */
public final class PyFlowExport {

    /** The exported script, NAME.py, and what the export could not carry over. */
    public record Files(String name, String source, List<String> notes) {

        /** Writes the script into {@code dir} through a temporary file, so a failed write leaves the old one. */
        public void writeTo(Path dir) throws IOException {
            java.nio.file.Files.createDirectories(dir);
            Path target = dir.resolve(name + ".py");
            Path tmp = java.nio.file.Files.createTempFile(dir, "." + name, ".tmp");
            try {
                java.nio.file.Files.writeString(tmp, source, StandardCharsets.UTF_8);
                tmp.toFile().setExecutable(true);
                java.nio.file.Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                java.nio.file.Files.deleteIfExists(tmp);
            }
        }
    }

    private PyFlowExport() {
    }

    public static Files export(Scenario scenario, String name) throws ExportException {
        String flow = FlowFacts.identifier(name, "flow").replace('_', '-');
        PyFlowWriter w = new PyFlowWriter(scenario, flow);
        String body = w.write();
        return new Files(flow, body.replace("@HASH@", FlowFacts.hash(body)), List.copyOf(w.notes()));
    }

}
