package rdma.workbench.export.py;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.export.ExportException;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.testing.ExampleScenarios;

class PyFlowExportTest {

    private static final Path PYTHON = Path.of("/usr/bin/python3");

    @TempDir
    Path dir;

    private record Ran(int exit, String output) {
    }

    private static Ran run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "ended");
        return new Ran(p.exitValue(), out);
    }

    private static void requirePython() {
        if (!Files.isExecutable(PYTHON)) {
            Assumptions.abort("there is no " + PYTHON);
        }
    }

    @Test
    void everyExampleCompiles() throws Exception {
        requirePython();
        for (String name : ExampleScenarios.names()) {
            PyFlowExport.Files f = PyFlowExport.export(ExampleScenarios.load(name), name);
            f.writeTo(dir);
            Ran r = run(PYTHON.toString(), "-m", "py_compile", dir.resolve(f.name() + ".py").toString());
            assertEquals(0, r.exit(), name + ":\n" + r.output());
        }
    }

    @Test
    void withoutTheDeviceItNamesTheDeviceAndExits2() throws Exception {
        requirePython();
        PyFlowExport.Files f = PyFlowExport.export(ExampleScenarios.load("rc-send-recv"), "rc-send-recv");
        f.writeTo(dir);
        // no fabric and no library: libibverbs lists this machine's devices, and it has no erdma_0
        Ran r = run(PYTHON.toString(), dir.resolve("rc-send-recv.py").toString(), "server", "-p", "18600");
        assertEquals(2, r.exit(), r.output());
        assertTrue(r.output().contains("server: no RDMA device named erdma_0 (ibv_devices lists them; -d picks another)")
                || r.output().contains("rc-send-recv: pyverbs is not installed"), r.output());
    }

    @Test
    void theStepsAreMethodsWithTheirComments() throws Exception {
        String py = PyFlowExport.export(ExampleScenarios.load("rc-send-recv"), "rc-send-recv").source();
        assertTrue(py.contains("    def step_recv_8(self):\n        \"\"\"Step recv (PostRecv): Post the receive before telling the client to send, "
                + "or the SEND meets an empty queue and gets an RNR NAK.\"\"\"\n"), py);
        assertTrue(py.contains("            self.qp_4.modify(attr, e.IBV_QP_STATE | e.IBV_QP_AV | e.IBV_QP_PATH_MTU | e.IBV_QP_DEST_QPN | e.IBV_QP_RQ_PSN"
                + " | e.IBV_QP_MAX_DEST_RD_ATOMIC | e.IBV_QP_MIN_RNR_TIMER)\n"), "the mask is STATE and what the step sets");
    }

    @Test
    void sendWithInvalidateIsRefusedBecausePyverbsCannotSayIt() throws Exception {
        Scenario s = ExampleScenarios.load("rc-send-recv");
        PostSend send = (PostSend) s.getPrograms().get(1).getSteps().stream().filter(x -> x instanceof PostSend).findFirst().orElseThrow();
        send.setOpcode(WrOpcode.SEND_WITH_INV);
        send.setInvalidateMr((rdma.workbench.model.scenario.RegMr) s.getPrograms().get(0).getSteps().get(1));
        assertEquals("PostSend send: pyverbs' SendWR has no invalidate_rkey, so SEND_WITH_INV cannot be written in Python (export it as C)",
                assertThrows(ExportException.class, () -> PyFlowExport.export(s, "flow")).getMessage());
    }
}
