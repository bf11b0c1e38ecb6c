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

import rdma.workbench.testing.ConformanceCatalogues;

/** conformance as a user and a CI system run it: a line per case by area, a summary, JUnit and JSON reports, usage errors. */
class ConformanceCommandTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples")).toAbsolutePath();
    private static final String USAGE = "usage: rdmawb conformance [--catalogue DIR] [--filter AREA] [--junit FILE] [--json FILE] [--pcap DIR] [--export-c DIR]\n";

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theBundledCatalogueAllPassesWithASummary() {
        assertEquals(0, run("conformance", "--catalogue", EXAMPLES.resolve("conformance").toString(), "--filter", "posting"), out.toString());
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.startsWith("posting:\n  PASS    atomic-wrong-length  (IBTA 9.4.5 (atomics move 8 bytes); Linux"), said);
        assertTrue(said.endsWith("9 case(s) in 1 area(s): 9 passed, 0 failed, 0 not run\n"), said);
    }

    /** Two cases of qp-state with one expectation turned around: the line says what differed, the reports say it to CI. */
    @Test
    void aFailingCaseIsPrintedAndReportedInJunitAndJson() throws Exception {
        Path cases = ConformanceCatalogues.withACaseTurnedAround(dir).resolve("qp-state");
        Files.copy(EXAMPLES.resolve("conformance/qp-state/rc-reset-to-err.rdmaflow"), cases.resolve("rc-reset-to-err.rdmaflow"));
        Path junit = dir.resolve("conformance.xml");
        Path json = dir.resolve("conformance.json");
        assertEquals(1, run("conformance", "--catalogue", dir.resolve("conformance").toString(), "--junit", junit.toString(), "--json", json.toString()));
        assertEquals("qp-state:\n"
                + "  PASS    rc-reset-to-err  (Linux drivers/infiniband/core/verbs.c qp_state_table, ib_modify_qp_is_ok: qp_state_table[IB_QPS_RESET] has no [IB_QPS_ERR] entry)\n"
                + "  FAIL    rc-reset-to-rtr  (Linux drivers/infiniband/core/verbs.c qp_state_table, ib_modify_qp_is_ok: qp_state_table[IB_QPS_RESET] holds only RESET and INIT; IBTA 10.3.1 figure 124)\n"
                + "          program local, step to-rtr (ModifyQp): ibv_modify_qp returned EINVAL (a QP cannot go from RESET to RTR), expected OK\n"
                + "2 case(s) in 1 area(s): 1 passed, 1 failed, 0 not run\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("wrote " + junit + "\nwrote " + json + "\n", err.toString(StandardCharsets.UTF_8));
        String xml = Files.readString(junit);
        assertTrue(xml.contains("<testsuites name=\"rdmawb conformance\" tests=\"2\" failures=\"1\" skipped=\"0\">"), xml);
        assertTrue(xml.contains("<testcase classname=\"conformance.qp-state\" name=\"rc-reset-to-rtr\""), xml);
        assertTrue(xml.contains("<failure message=\"program local, step to-rtr (ModifyQp): ibv_modify_qp returned EINVAL (a QP cannot go from RESET to RTR),"
                + " expected OK\">"), xml);
        String j = Files.readString(json);
        assertTrue(j.startsWith("[\n  {\"area\": \"qp-state\", \"case\": \"rc-reset-to-err\", \"title\": \"RC: RESET to ERR is no transition\""), j);
        assertTrue(j.contains("\"verdict\": \"FAIL\""), j);
    }

    @Test
    void eachCasesCapturesGoInAFolderOfItsOwn() {
        Path caps = dir.resolve("caps");
        assertEquals(0, run("conformance", "--catalogue", EXAMPLES.resolve("conformance").toString(), "--filter", "data-path/send-recv", "--pcap",
                caps.toString()), out.toString());
        assertTrue(Files.isRegularFile(caps.resolve("data-path/send-recv/left_mlx5_0_p1.pcap")), caps.toString());
    }

    /** The posting area written as C for real devices: a folder per case that builds, and one script that runs them all. */
    @Test
    void theCatalogueIsExportedAsCProgramsWithOneScript() throws Exception {
        Path out = dir.resolve("suite");
        assertEquals(0, run("conformance", "--catalogue", EXAMPLES.resolve("conformance").toString(), "--filter", "posting", "--export-c", out.toString()),
                err.toString());
        assertEquals("wrote 9 case(s) under " + out + " and " + out.resolve("run-all.sh") + " (./run-all.sh -d DEVICE -g GID_INDEX)\n", out());
        String script = Files.readString(out.resolve("run-all.sh"));
        assertTrue(script.contains("\nrun_case posting/send-in-reset send-in-reset local peer\n"), script);
        assertTrue(Files.isExecutable(out.resolve("run-all.sh")));
        assertTrue(Files.isRegularFile(out.resolve("posting/recv-queue-full/recv-queue-full.c")));
        Process shellcheck = new ProcessBuilder("shellcheck", out.resolve("run-all.sh").toString()).redirectErrorStream(true).start();
        String said = new String(shellcheck.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, shellcheck.waitFor(), said);
        Process make = new ProcessBuilder("make", "-s", "-C", out.resolve("posting/send-too-many-sges").toString()).redirectErrorStream(true).start();
        String built = new String(make.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, make.waitFor(), built);
        assertTrue(Files.isExecutable(out.resolve("posting/send-too-many-sges/send-too-many-sges")));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void badUsageSaysWhatIsMissing() {
        assertEquals(2, run("conformance"));
        assertEquals("rdmawb conformance: which catalogue? give its folder with --catalogue (./rdmawb gives the bundled one)\n" + USAGE, err.toString());
        err.reset();
        assertEquals(2, run("conformance", "--catalogue", dir.resolve("none").toString()));
        assertEquals("rdmawb conformance: " + dir.resolve("none") + ": no such folder\n", err.toString());
        err.reset();
        assertEquals(2, run("conformance", "--catalogue", EXAMPLES.resolve("conformance").toString(), "--filter", "nothing-like-this"));
        assertEquals("rdmawb conformance: no case under " + EXAMPLES.resolve("conformance") + " whose area or name starts with 'nothing-like-this'\n",
                err.toString());
        err.reset();
        assertEquals(2, run("conformance", "--junit"));
        assertEquals("rdmawb conformance: --junit needs a value\n" + USAGE, err.toString());
    }
}
