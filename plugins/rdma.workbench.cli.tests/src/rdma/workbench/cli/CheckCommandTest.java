package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check as a user types it: a run's own captures break nothing, a file that is no capture says so. */
class CheckCommandTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples")).toAbsolutePath();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theCapturesOfARunWithALossAndItsRecoveryBreakNoRule() {
        Path caps = dir.resolve("caps");
        assertEquals(0, run("run", EXAMPLES.resolve("scenarios/lost-packet-go-back-n.rdmaflow").toString(), "--pcap", caps.toString(), "--quiet"));
        out.reset();
        Path host1 = caps.resolve("host1_erdma_0_p1.pcap");
        assertEquals(0, run("check", host1.toString()), err.toString());
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.endsWith(host1 + ": no rule broken\n"), said);
        assertTrue(said.startsWith(host1 + ": "), said);
    }

    @Test
    void aFileThatIsNoCaptureIsRefusedWithTheReason() throws Exception {
        Path notes = dir.resolve("notes.pcap");
        Files.writeString(notes, "these are notes, not packets");
        assertEquals(2, run("check", notes.toString()));
        assertEquals(notes + ": not a pcap or pcapng file: magic number 0x74686573 at byte 0\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("check"));
        assertEquals("rdmawb check: which capture? give one or more .pcap or .pcapng files\nusage: rdmawb check CAPTURE.pcap[ng]...\n",
                err.toString(StandardCharsets.UTF_8));
    }
}
