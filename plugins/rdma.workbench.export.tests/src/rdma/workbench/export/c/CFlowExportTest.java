package rdma.workbench.export.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.export.ExportException;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;
import rdma.workbench.testing.ProgramRun;

class CFlowExportTest {

    @TempDir
    Path dir;

    @Test
    void everyExampleCompilesWithWarningsAsErrors() throws Exception {
        ExportedFlow.requireCompiler();
        for (String name : ExampleScenarios.names()) {
            ExportedFlow f = ExportedFlow.build(ExampleScenarios.load(name), name, dir.resolve(name));
            assertTrue(Files.isExecutable(f.binary), name);
            String makefile = Files.readString(f.dir.resolve("Makefile"));
            assertTrue(makefile.contains("CFLAGS ?= -O2 -g -Wall -Wextra -Werror"), makefile);
        }
    }

    @Test
    void theAttributeMaskIsStateAndWhatTheStepSets() throws Exception {
        String c = CFlowExport.export(ExampleScenarios.load("rc-send-recv"), "rc-send-recv").source();
        // the server's INIT to RTR, as `rdmawb run` prints it: [STATE, AV, PATH_MTU, RQ_PSN, MIN_RNR_TIMER, MAX_DEST_RD_ATOMIC, DEST_QPN]
        assertTrue(c.contains("\tint e = ibv_modify_qp(server_qp, &attr,\n"
                + "\t\t\tIBV_QP_STATE | IBV_QP_AV | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN | IBV_QP_RQ_PSN | IBV_QP_MAX_DEST_RD_ATOMIC | IBV_QP_MIN_RNR_TIMER);\n"),
                c);
        assertTrue(c.contains("\tif (!fetch_qpn(\"client/client_qp\", &attr.dest_qp_num))\n"), "the peer's QP number comes through the exchange");
        assertTrue(c.contains("\tif (!fetch_gid(\"client/gid-1-1\", &attr.ah_attr.grh.dgid))\n"), "and its GID, as its device has it");
        assertTrue(c.contains("/* step recv (PostRecv): Post the receive before telling the client to send, or the SEND meets an empty queue and gets an RNR NAK. */\n"
                + "static int step_server_recv(void)\n"), "a function per step, with the step's comment");
    }

    @Test
    void twoExportsOfTheSameScenarioAreTheSameAndAnotherScenarioHashesDifferently() throws Exception {
        String a = CFlowExport.export(ExampleScenarios.load("rc-send-recv"), "flow").source();
        String b = CFlowExport.export(ExampleScenarios.load("rc-send-recv"), "flow").source();
        String c = CFlowExport.export(ExampleScenarios.load("rc-read"), "flow").source();
        assertEquals(a, b);
        assertTrue(!hash(a).equals(hash(c)) && hash(a).matches("[0-9a-f]{16}"), hash(a) + " " + hash(c));
    }

    private static String hash(String c) {
        int at = c.indexOf("#define SCENARIO_HASH \"") + 23;
        return c.substring(at, c.indexOf('"', at));
    }

    @Test
    void aFaultOnlyTheSimulatorMakesBecomesACommentAndANote() throws Exception {
        CFlowExport.Files f = CFlowExport.export(ExampleScenarios.load("lost-packet-go-back-n"), "lost-packet-go-back-n");
        assertEquals(1, f.notes().size(), f.notes().toString());
        assertTrue(f.notes().get(0).contains("arms a fault (DROP) that only the simulator makes: on a real fabric the packets go through"),
                f.notes().get(0));
        assertTrue(f.source().contains("/* Only the simulator makes this fault (DROP"), "the step says so where it stands");
    }

    @Test
    void aPostRepeatedUntilASimulatedTimeIsRefusedWithItsStep() throws Exception {
        Scenario s = ExampleScenarios.load("rc-send-recv");
        PostSend send = (PostSend) s.getPrograms().get(1).getSteps().stream().filter(x -> x instanceof PostSend).findFirst().orElseThrow();
        send.setRepeatUntil(5000);
        ExportException e = assertThrows(ExportException.class, () -> CFlowExport.export(s, "flow"));
        assertEquals("PostSend send: repeatUntil posts until a simulated time; a real program has no simulated clock to post against",
                e.getMessage());
    }

    @Test
    void withoutTheDeviceItNamesTheDeviceAndExits2() throws Exception {
        ExportedFlow.requireCompiler();
        ExportedFlow f = ExportedFlow.build(ExampleScenarios.load("rc-send-recv"), "rc-send-recv", dir);
        // no fabric and no library: libibverbs lists this machine's devices, and it has no erdma_0
        ProgramRun e = ProgramRun.end(f.start(null, null, "server", "-p", String.valueOf(ExportedFlowsRunTest.PORT.getAndIncrement())), 60);
        assertEquals(2, e.exit(), e.output());
        assertTrue(e.output().contains("server: no RDMA device named erdma_0 (ibv_devices lists them; -d picks another)"), e.output());
        ProgramRun other = ProgramRun.end(f.start(null, null, "server", "-d", "mlx5_9", "-p",
                String.valueOf(ExportedFlowsRunTest.PORT.getAndIncrement())), 60);
        assertTrue(other.output().contains("server: no RDMA device named mlx5_9"), other.output());
    }

    @Test
    void helpListsTheProgramsAndAnUnknownProgramExits2() throws Exception {
        ExportedFlow.requireCompiler();
        ExportedFlow f = ExportedFlow.build(ExampleScenarios.load("rc-send-recv"), "rc-send-recv", dir);
        ProgramRun help = ProgramRun.end(f.start(null, null, "-h"), 30);
        assertEquals(0, help.exit(), help.output());
        assertTrue(help.lines().contains("  PROGRAM     which of the scenario's programs to run: server client"), help.output());
        ProgramRun unknown = ProgramRun.end(f.start(null, null, "router"), 30);
        assertEquals(2, unknown.exit(), unknown.output());
        assertTrue(unknown.output().startsWith("rc-send-recv: no program named router in this scenario\n"), unknown.output());
    }
}
