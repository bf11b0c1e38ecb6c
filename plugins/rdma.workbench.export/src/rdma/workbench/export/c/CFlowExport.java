package rdma.workbench.export.c;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import rdma.workbench.export.ExportException;
import rdma.workbench.export.FlowFacts;
import rdma.workbench.model.scenario.Scenario;

/**
 * Export as C: a scenario as one self-contained C file against libibverbs, plus its Makefile.
 * One binary runs any of the scenario's programs ({@code ./flow server}, {@code ./flow client
 * HOST}); the programs meet over TCP where the scenario has Syncs and to learn what only a peer
 * knows (QP numbers, GIDs, addresses, rkeys), and each checks the scenario's expectations and
 * prints PASS or FAIL as {@code rdmawb run} does.
 */
public final class CFlowExport {

    /** The exported files: {@code name}.c and its Makefile, and what the export could not carry over. */
    public record Files(String name, String source, String makefile, List<String> notes) {

        /** Writes both into {@code dir} (each through a temporary file, so a failed write leaves the old one). */
        public void writeTo(Path dir) throws IOException {
            java.nio.file.Files.createDirectories(dir);
            write(dir.resolve(name + ".c"), source);
            write(dir.resolve("Makefile"), makefile);
        }

        private static void write(Path target, String text) throws IOException {
            Path tmp = java.nio.file.Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
            try {
                java.nio.file.Files.writeString(tmp, text, StandardCharsets.UTF_8);
                java.nio.file.Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                java.nio.file.Files.deleteIfExists(tmp);
            }
        }
    }

    private CFlowExport() {
    }

    /** {@code scenario} as C named {@code name} (the file and binary name, e.g. the scenario file's base name). */
    public static Files export(Scenario scenario, String name) throws ExportException {
        String flow = FlowFacts.identifier(name, "flow").replace('_', '-');
        CFlowWriter w = new CFlowWriter(scenario, flow);
        String body = w.write();
        // the hash of everything else: two builds pair only when they were exported from the same scenario
        String source = body.replace("@HASH@", FlowFacts.hash(body));
        return new Files(flow, source, makefile(flow), List.copyOf(w.notes()));
    }


    private static String makefile(String flow) {
        return "# " + flow + ": exported by RDMA Workbench; needs libibverbs (Debian: apt-get install gcc make libibverbs-dev)\n"
                + "CC ?= gcc\n"
                + "CFLAGS ?= -O2 -g -Wall -Wextra -Werror\n"
                + "LDLIBS = -libverbs -lpthread\n"
                + "\n"
                + "all: " + flow + "\n"
                + "\n"
                + flow + ": " + flow + ".c\n"
                + "\t$(CC) $(CFLAGS) -o $@ $< $(LDLIBS)\n"
                + "\n"
                + "clean:\n"
                + "\trm -f " + flow + "\n"
                + "\n"
                + ".PHONY: all clean\n";
    }
}
