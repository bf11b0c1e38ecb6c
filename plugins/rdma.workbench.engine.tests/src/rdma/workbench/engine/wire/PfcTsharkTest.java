package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.testing.ExampleScenarios;

/**
 * Wireshark's opinion of the PFC frames the switches of the pause-spreading example send: every one
 * in the captures of both ends of its link dissects as MAC Control opcode 0x0101 (Wireshark's
 * "Class Based Flow Control Pause") with the class and the time the trace says, and nothing is
 * malformed or flagged.
 */
class PfcTsharkTest {

    @TempDir
    Path dir;

    @Test
    void everyPfcFrameOfTheExampleDissectsCleanly() throws Exception {
        String tshark = Tshark.require();
        Session s = ScenarioLoader.load(ExampleScenarios.load("pfc-pause-spreading"));
        s.setCapturing(true);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<PauseFrameSent> sent = s.trace().events().stream().filter(PauseFrameSent.class::isInstance).map(PauseFrameSent.class::cast).toList();
        assertTrue(sent.size() > 10, "the example pauses: " + sent.size() + " PFC frames");
        List<String> expected = new ArrayList<>();
        for (PauseFrameSent p : sent) {
            // seen where it left and where it arrived
            expected.add("0x0101|0x0001|" + p.quanta()[0]);
            expected.add("0x0101|0x0001|" + p.quanta()[0]);
        }
        List<String> seen = new ArrayList<>();
        for (WrittenCapture w : s.writeCaptures(dir)) {
            Process p = new ProcessBuilder(tshark, "-n", "-r", w.file().toString(), "--disable-heuristic", "rpcrdma_infiniband", "-Y",
                    "eth.type == 0x8808", "-T", "fields", "-E", "separator=|", "-e", "macc.opcode", "-e", "macc.cbfc.enbv", "-e",
                    "macc.cbfc.pause_time.c0", "-e", "_ws.malformed", "-e", "_ws.expert.message", "-e", "eth.dst").redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
            for (String line : out.strip().split("\n")) {
                if (line.isEmpty()) {
                    continue;
                }
                String[] f = line.split("\\|", -1);
                assertEquals("", f[3], "malformed in " + w.file().getFileName() + ": " + line);
                assertEquals("", f[4], "expert message in " + w.file().getFileName() + ": " + line);
                assertEquals("01:80:c2:00:00:01", f[5], line);
                seen.add(f[0] + "|" + f[1] + "|" + f[2]);
            }
        }
        assertEquals(expected.stream().sorted().toList(), seen.stream().sorted().toList());
    }
}
