package rdma.workbench.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.engine.wire.PfcFrame;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.Scenario;

/** Every example scenario runs in the engine and meets its own expectations; runs are repeatable; tshark agrees with the trace. */
class ExampleScenariosRunTest {

    @TempDir
    Path dir;

    private static Scenario scenario(String path) throws Exception {
        return ModelFiles.load(ModelFiles.newResourceSet(), Examples.uri(path), Scenario.class);
    }

    private static Session run(Scenario s) throws Exception {
        Session session = ScenarioLoader.load(s);
        session.setCapturing(true);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return session;
    }

    private static List<String> scenarios() throws Exception {
        return Examples.all().stream().filter(Example::isScenario).map(Example::path).toList();
    }

    @Test
    void everyExampleScenarioMeetsItsExpectations() throws Exception {
        assertEquals(23, scenarios().size());
        for (String path : scenarios()) {
            Scenario s = scenario(path);
            Session session = run(s);
            assertEquals(List.of(), session.problems(), path);
            long expected = 0;
            for (var p : s.getPrograms()) {
                for (var step : p.getSteps()) {
                    if (step instanceof PollCq poll) {
                        expected += poll.getExpected().size();
                    }
                }
            }
            long polled = session.trace().events().stream().filter(e -> e instanceof VerbCalled v && v.verb().equals("ibv_poll_cq")).count();
            assertEquals(expected, polled, path + ": every expected completion was polled");
        }
    }

    @Test
    void aDifferentExpectationIsReportedWithTheStepAndTheField() throws Exception {
        Scenario s = scenario("scenarios/rc-send-recv.rdmaflow");
        PollCq poll = (PollCq) s.getPrograms().get(0).getSteps().stream().filter(st -> "poll-recv".equals(st.getName())).findFirst().orElseThrow();
        ExpectedCompletion e = poll.getExpected().get(0);
        e.setByteLen(13);
        assertEquals(List.of("program server, step poll-recv (PollCq): completion 1: byte_len 12, expected 13"), run(s).problems());
    }

    @Test
    void theSameSeedGivesTheSameTraceAndTheSameBytes() throws Exception {
        for (String path : scenarios()) {
            Session first = run(scenario(path));
            Session second = run(scenario(path));
            assertEquals(lines(first), lines(second), path);
            String run = path.replace('/', '_');
            List<WrittenCapture> a = first.writeCaptures(dir.resolve("first").resolve(run));
            List<WrittenCapture> b = second.writeCaptures(dir.resolve("second").resolve(run));
            assertEquals(a.stream().map(f -> f.file().getFileName()).toList(), b.stream().map(f -> f.file().getFileName()).toList(), path);
            for (int i = 0; i < a.size(); i++) {
                assertEquals(a.get(i).frames(), b.get(i).frames(), path);
                assertArrayEquals(Files.readAllBytes(a.get(i).file()), Files.readAllBytes(b.get(i).file()), path + " " + a.get(i).file().getFileName());
            }
        }
    }

    private static List<String> lines(Session s) {
        return s.trace().events().stream().map(e -> e.time() + " " + e.node() + " " + e.getClass().getSimpleName() + " " + e.summary()).toList();
    }

    @Test
    void tsharkDissectsEveryExampleCaptureAsTheTraceSays() throws Exception {
        String tshark = null;
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, "tshark"))) {
                tshark = Path.of(d, "tshark").toString();
            }
        }
        if (tshark == null) {
            if (System.getenv("CI") != null) {
                throw new AssertionError("tshark is not installed; CI must install it");
            }
            Assumptions.abort("tshark is not installed here; CI runs this test");
        }
        int checked = 0;
        for (String path : scenarios()) {
            Session session = run(scenario(path));
            for (WrittenCapture capture : session.writeCaptures(dir.resolve(path.replace('/', '_')))) {
                Path pcap = capture.file();
                String port = pcap.getFileName().toString();
                // a RoCE packet, or null for a PFC frame (no InfiniBand fields, MAC Control)
                List<RocePacket> sent = new ArrayList<>();
                for (Pcap.Record r : Pcap.read(Files.readAllBytes(pcap))) {
                    sent.add(PfcFrame.ifPfc(r.data()) != null ? null : ((Decoded.Frame) FrameCodec.decode(r.data())).frame().packet());
                }
                assertEquals(capture.frames(), sent.size(), path + " " + port);
                Process p = new ProcessBuilder(tshark, "-n", "-r", pcap.toString(), "--disable-heuristic", "rpcrdma_infiniband", "-T", "fields",
                        "-E", "separator=|", "-e", "infiniband.bth.opcode", "-e", "infiniband.bth.psn", "-e", "infiniband.bth.destqp", "-e",
                        "_ws.malformed", "-e", "_ws.expert.severity", "-e", "macc.opcode").redirectError(ProcessBuilder.Redirect.DISCARD).start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(p.waitFor(60, TimeUnit.SECONDS));
                String[] lines = out.strip().split("\n");
                assertEquals(sent.size(), lines.length, path + " " + port);
                for (int i = 0; i < lines.length; i++) {
                    String[] f = lines[i].split("\\|", -1);
                    RocePacket packet = sent.get(i);
                    if (packet == null) {
                        assertEquals("||||", String.join("|", Arrays.copyOf(f, 5)).replace("null", ""),
                                path + " " + port + " frame " + (i + 1) + " is PFC, no InfiniBand packet, not malformed: " + lines[i]);
                        assertEquals("0x0101", f[5], "MAC Control opcode PFC: " + lines[i]);
                        continue;
                    }
                    assertEquals(String.valueOf(packet.opcode().code()), f[0], path + " " + port + " frame " + (i + 1));
                    assertEquals(String.valueOf(packet.bth().psn()), f[1]);
                    assertEquals(String.format("0x%06x", packet.bth().destQp()), f[2]);
                    assertEquals("", f[3], "no malformed packet");
                    assertTrue(f.length < 5 || !f[4].contains("8388608"), "no expert error: " + lines[i]);
                }
                checked++;
            }
        }
        assertTrue(checked >= 25, "captures checked: " + checked);
    }
}
