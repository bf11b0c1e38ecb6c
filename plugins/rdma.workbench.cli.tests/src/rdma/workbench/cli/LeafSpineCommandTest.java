package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LeafSpineCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** The generator's ERDMA devices keep the driver's default method, newreno, which the engine runs at line rate. */
    private static final String NOTE = ": info: 10 ERDMA devices use congestion-control methods the engine does not simulate (newreno on h01/erdma_0, "
            + "h02/erdma_0, h03/erdma_0 and 7 more)" + MainTest.NOT_SIMULATED;

    @Test
    void writesAFabricThatValidates() throws Exception {
        Path f = dir.resolve("fabric.rdmatopo");
        assertEquals(0, run("leafspine", f.toString(), "--hosts", "10", "--hosts-per-leaf", "4", "--spines", "2"));
        assertEquals(f + ": 10 hosts, 5 switches, 16 links\n", out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, run("validate", f.toString()));
        assertEquals(f + NOTE + f + ": valid\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void writesAScenarioOfConnectedQueuePairsThatValidates() throws Exception {
        Path f = dir.resolve("fabric.rdmatopo");
        Path flow = dir.resolve("flows/pairs.rdmaflow");
        assertEquals(0, run("leafspine", f.toString(), "--hosts", "10", "--hosts-per-leaf", "4", "--spines", "2", "--scenario", flow.toString(), "--qps", "12"));
        assertEquals(f + ": 10 hosts, 5 switches, 16 links\n" + flow + ": 12 RC queue pairs in 6 pairs, 10 programs, one 64-byte SEND per pair\n",
                out.toString(StandardCharsets.UTF_8));
        assertTrue(Files.readString(flow).contains("<topology href=\"../fabric.rdmatopo#/\"/>"), "the scenario names the fabric relative to itself");
        out.reset();
        assertEquals(0, run("validate", f.toString(), flow.toString()));
        // the fabric's note shows once, for the fabric itself, not again for the scenario that runs on it
        assertEquals(f + NOTE + f + ": valid\n" + flow + ": valid\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void writeTraffic() throws Exception {
        Path f = dir.resolve("fabric.rdmatopo");
        Path flow = dir.resolve("writes.rdmaflow");
        assertEquals(0, run("leafspine", f.toString(), "--hosts", "4", "--scenario", flow.toString(), "--qps", "4", "--traffic", "write"));
        assertEquals(f + ": 4 hosts, 9 switches, 12 links\n" + flow + ": 4 RC queue pairs in 2 pairs, 4 programs, one 64-byte RDMA WRITE per pair\n",
                out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, run("validate", flow.toString()));
    }

    @Test
    void scenarioArgumentsThatDoNotFit() {
        Path f = dir.resolve("x.rdmatopo");
        String usage = "usage: rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   (defaults 1024, 32, 8)\n"
                + "                         [--scenario FILE.rdmaflow --qps N [--traffic send|write]]   (N RC queue pairs in pairs between the hosts)\n";
        assertEquals(2, run("leafspine", f.toString(), "--scenario", dir.resolve("y.rdmaflow").toString()));
        assertEquals("rdmawb leafspine: --scenario and --qps go together\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("leafspine", f.toString(), "--scenario", dir.resolve("y.rdmatopo").toString(), "--qps", "2"));
        assertEquals("rdmawb leafspine: the scenario file must end in .rdmaflow\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("leafspine", f.toString(), "--scenario", dir.resolve("y.rdmaflow").toString(), "--qps", "3", "--hosts", "4"));
        assertEquals("rdmawb leafspine: queue pairs come in pairs between two hosts: --qps must be an even number of at least 2, "
                + "on a fabric of at least 2 hosts (3 on 4)\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("leafspine", f.toString(), "--scenario", dir.resolve("y.rdmaflow").toString(), "--qps", "2", "--traffic", "read"));
        assertEquals("rdmawb leafspine: --traffic is send or write, not 'read'\n" + usage, err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(f));
        assertFalse(Files.exists(dir.resolve("y.rdmaflow")));
    }

    @Test
    void neverOverwritesAFile() throws Exception {
        Path f = dir.resolve("mine.rdmatopo");
        Files.writeString(f, "mine");
        assertEquals(2, run("leafspine", f.toString()));
        assertEquals("rdmawb leafspine: " + f + " exists; it is left as it is (remove it or choose another name)\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("mine", Files.readString(f));
        err.reset();
        Path flow = dir.resolve("mine.rdmaflow");
        Files.writeString(flow, "mine too");
        assertEquals(2, run("leafspine", dir.resolve("new.rdmatopo").toString(), "--scenario", flow.toString(), "--qps", "2"));
        assertEquals("rdmawb leafspine: " + flow + " exists; it is left as it is (remove it or choose another name)\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("mine too", Files.readString(flow));
        assertFalse(Files.exists(dir.resolve("new.rdmatopo")), "nothing is written when one of the files exists");
    }

    @Test
    void badCountsAreNamed() {
        assertEquals(2, run("leafspine", dir.resolve("x.rdmatopo").toString(), "--hosts", "many"));
        assertEquals("rdmawb leafspine: a count must follow --hosts, --hosts-per-leaf, --spines and --qps, and a file --scenario\n"
                + "usage: rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   (defaults 1024, 32, 8)\n"
                + "                         [--scenario FILE.rdmaflow --qps N [--traffic send|write]]   (N RC queue pairs in pairs between the hosts)\n",
                err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("leafspine", dir.resolve("x.rdmatopo").toString(), "--spines", "0"));
        assertEquals("rdmawb leafspine: a leaf-spine fabric needs at least one host (at most 16777215), one host per leaf and one spine\n",
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(dir.resolve("x.rdmatopo")));
    }
}
