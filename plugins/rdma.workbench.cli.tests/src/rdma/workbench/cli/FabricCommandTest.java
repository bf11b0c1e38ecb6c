package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `rdmawb fabric` refuses what it cannot serve with the reason, and `--stop` finds a running fabric or says there is none. */
class FabricCommandTest {

    @TempDir
    Path dir;

    private static final String USAGE = "usage: rdmawb fabric TOPOLOGY.rdmatopo --dir DIR [--pcap DIR] [--record FILE.rdmaflow] [--verbose | --quiet] [--seed N]\n"
            + "       rdmawb fabric --dir DIR --stop\n";

    @Test
    void badUsageSaysWhatIsMissing() {
        CliRun r = CliRun.of("fabric", "t.rdmatopo");
        assertEquals(2, r.exit());
        assertEquals("rdmawb fabric: where does the fabric run? give --dir DIR (its socket is DIR/fabric.sock)\n" + USAGE, r.err());
        r = CliRun.of("fabric", "--dir", dir.toString());
        assertEquals("rdmawb fabric: which topology? give a .rdmatopo file\n" + USAGE, r.err());
        r = CliRun.of("fabric", "--dir", dir.toString(), "--seed", "x", "t.rdmatopo");
        assertEquals("rdmawb fabric: --seed takes a whole number, not 'x'\n" + USAGE, r.err());
    }

    @Test
    void aRecordingIsAScenarioFile() throws Exception {
        Path topology = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"), "topologies/erdma-pair.rdmatopo");
        CliRun r = CliRun.of("fabric", topology.toString(), "--dir", dir.resolve("run").toString(), "--record", dir.resolve("run.txt").toString());
        assertEquals(2, r.exit());
        assertEquals("rdmawb fabric: --record writes a scenario: give a .rdmaflow file, not " + dir.resolve("run.txt") + "\n" + USAGE, r.err());
    }

    @Test
    void aMissingOrBrokenTopologyIsNotServed() throws Exception {
        CliRun r = CliRun.of("fabric", dir.resolve("none.rdmatopo").toString(), "--dir", dir.resolve("run").toString());
        assertEquals(2, r.exit());
        assertEquals(dir.resolve("none.rdmatopo") + ": no such file\n", r.err());
        Path broken = dir.resolve("broken.rdmatopo");
        Files.writeString(broken, "<?xml version=\"1.0\"?>\n<topology:Topology xmlns:topology=\"http://rdma.workbench/topology/1.0\">\n<hosts>\n");
        r = CliRun.of("fabric", broken.toString(), "--dir", dir.resolve("run").toString());
        assertEquals(2, r.exit());
        assertEquals("broken.rdmatopo:4:1: XML document structures must start and end within the same entity. [error]\n", r.err());
        assertFalse(Files.exists(dir.resolve("run/fabric.sock")), "no socket for a fabric that did not start");
        assertFalse(CliRun.leaksJava(r.err()));
    }

    @Test
    void stopWithoutAFabricSaysSo() {
        CliRun r = CliRun.of("fabric", "--dir", dir.toString(), "--stop");
        assertEquals(2, r.exit());
        assertEquals("rdmawb fabric: no fabric runs in " + dir + ": there is no " + dir.resolve("fabric.sock") + "\n", r.err());
    }
}
