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

/** export-c and export-linux as a user types them: what they write, say and refuse. */
class ExportCommandsTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples")).toAbsolutePath();

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void exportCWritesTheFileAndItsMakefileAndSaysHowToBuild() throws Exception {
        Path to = dir.resolve("flow");
        assertEquals(0, run("export-c", EXAMPLES.resolve("scenarios/lost-packet-go-back-n.rdmaflow").toString(), "-o", to.toString()), err.toString());
        assertTrue(Files.isRegularFile(to.resolve("lost-packet-go-back-n.c")) && Files.isRegularFile(to.resolve("Makefile")));
        assertEquals("wrote " + to.resolve("lost-packet-go-back-n.c") + " and " + to.resolve("Makefile") + "\n"
                + "note: step lose-one of program client arms a fault (DROP) that only the simulator makes: on a real fabric the packets go"
                + " through, and expectations built on the fault may differ\n"
                + "build: make -C " + to + "; then run each program: ./lost-packet-go-back-n PROGRAM [HOST] (./lost-packet-go-back-n -h)\n",
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void exportCWithoutADirectoryIsBadUsage() {
        assertEquals(2, run("export-c", EXAMPLES.resolve("scenarios/rc-send-recv.rdmaflow").toString()));
        assertEquals("rdmawb export-c: where to? give -o DIR\nusage: rdmawb export-c FILE.rdmaflow -o DIR\n", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void exportLinuxRefusesATopologyThatBreaksARule() {
        Path topology = EXAMPLES.resolve("topologies/iwarp-vs-roce.rdmatopo");
        assertEquals(2, run("export-linux", topology.toString(), "-o", dir.toString()));
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("iWARP and RoCEv2 peers cannot talk [PROTOCOL_MISMATCH]\n"), said);
        assertTrue(said.endsWith(topology + ": not exported: the topology breaks the rules above (see ./rdmawb validate)\n"), said);
        assertEquals(0, dir.toFile().list().length, "nothing is written");
    }

    @Test
    void exportLinuxWritesAScriptPerHost() throws Exception {
        assertEquals(0, run("export-linux", EXAMPLES.resolve("topologies/roce-pair.rdmatopo").toString(), "-o", dir.toString()), err.toString());
        assertEquals("wrote " + dir.resolve("left.sh") + "\nwrote " + dir.resolve("right.sh") + "\n"
                + "note: left/mlx5_0: rxe does no congestion control, so its DCQCN is not reproduced\n"
                + "note: right/mlx5_0: rxe does no congestion control, so its DCQCN is not reproduced\n"
                + "on each host, as root: sh HOST.sh (sh HOST.sh --dry-run prints the commands and runs none)\n", out.toString(StandardCharsets.UTF_8));
        assertTrue(Files.readString(dir.resolve("left.sh")).contains("\trun_rdma rdma link add mlx5_0 type rxe netdev ens1f0\n"));
    }
}
