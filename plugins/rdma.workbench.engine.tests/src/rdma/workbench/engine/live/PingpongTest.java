package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.eclipse.emf.common.util.Diagnostic;

import rdma.workbench.engine.loader.RecordingScenario;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.testing.ExampleScenarios;
import rdma.workbench.testing.ProgramRun;

/**
 * Programs nobody here wrote — Debian's ibverbs-utils — run unmodified on a live fabric through
 * the verbs library, server and client on two hosts with their TCP exchange over localhost, and
 * complete with their usual output; what they put on the wire dissects cleanly in tshark and
 * carries a valid ICRC in every frame.
 */
class PingpongTest {

    /** A TCP port per run: a test's port is not reused by the next while it lingers in TIME_WAIT. */
    private static final AtomicInteger PORT = new AtomicInteger(18600 + (int) (ProcessHandle.current().pid() % 1000) * 10);

    @TempDir
    Path dir;

    /** The frames of a capture, in order, without their times. */
    private static List<String> frames(Path pcap) throws Exception {
        List<String> out = new ArrayList<>();
        for (Pcap.Record r : Pcap.read(Files.readAllBytes(pcap))) {
            out.add(HexFormat.of().formatHex(r.data()));
        }
        return out;
    }

    /**
     * Records {@code pingpong} on {@code topology}, replays the recording as a scenario and checks
     * that the replay passes (the completions the programs polled are the expected ones) and puts the
     * very frames on each port, in the same order.
     */
    private void replaysAsRecorded(String topology, String pingpong, String device, String client, String server, String... options)
            throws Exception {
        Path live = dir.resolve("live");
        Recording recording;
        List<WrittenCapture> captures;
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric(topology, dir.resolve("fabric"))) {
            completed(pingpong(f, pingpong, device, client, server, options), 3, f);
            f.fabric.close();
            recording = f.fabric.recording();
            captures = f.fabric.session().writeCaptures(live);
        }
        Scenario scenario = RecordingScenario.of(recording, ExampleScenarios.topology(topology), "replay");
        Diagnostic d = ModelValidation.validate(scenario);
        assertTrue(d.getSeverity() < Diagnostic.ERROR, d.toString());
        Session replay = ScenarioLoader.load(scenario);
        replay.setCapturing(true);
        replay.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), replay.problems());
        List<WrittenCapture> replayed = replay.writeCaptures(dir.resolve("replay"));
        assertEquals(captures.size(), replayed.size());
        for (int i = 0; i < captures.size(); i++) {
            assertEquals(frames(captures.get(i).file()), frames(replayed.get(i).file()), captures.get(i).file().getFileName().toString());
        }
    }

    @Test
    void anRcPingpongRecordingReplaysToTheSameCompletionsAndFrames() throws Exception {
        NativeVerbs.require();
        replaysAsRecorded("erdma-pair", "ibv_rc_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "3");
    }

    @Test
    void aUdPingpongRecordingReplaysToTheSameCompletionsAndFrames() throws Exception {
        NativeVerbs.require();
        replaysAsRecorded("erdma-pair", "ibv_ud_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "3", "-s", "512");
    }

    /** Runs {@code pingpong} as server on {@code serverHost} and client on {@code clientHost}; both outputs. */
    private static List<ProgramRun> pingpong(NativeVerbs.Fabric f, String pingpong, String device, String clientHost, String serverHost,
            String... options) throws Exception {
        String program = NativeVerbs.program(pingpong);
        String port = String.valueOf(PORT.getAndIncrement());
        List<String> server = new ArrayList<>(List.of(program, "-d", device, "-p", port));
        server.addAll(List.of(options));
        Process s = f.start(serverHost, true, server.toArray(String[]::new));
        // the server listens before the client connects (the client retries nothing)
        Thread.sleep(300);
        List<String> client = new ArrayList<>(server);
        client.add("localhost");
        Process c = f.start(clientHost, true, client.toArray(String[]::new));
        ProgramRun ce = ProgramRun.end(c, 60);
        ProgramRun se = ProgramRun.end(s, 60);
        return List.of(se, ce);
    }

    private static void completed(List<ProgramRun> both, int iterations, NativeVerbs.Fabric f) {
        for (ProgramRun e : both) {
            assertEquals(0, e.exit(), () -> e.output() + "\nits peer:\n" + both.get(both.get(0) == e ? 1 : 0).output() + "\nfabric:\n" + f.logText());
            assertTrue(e.lines().stream().anyMatch(l -> l.startsWith(iterations + " iters in ")), e.output());
            assertTrue(e.lines().stream().anyMatch(l -> l.startsWith("  remote address: ")), e.output());
        }
    }

    @Test
    void rcPingpongCompletesAndEveryFrameDissectsCleanlyWithAValidIcrc() throws Exception {
        NativeVerbs.require();
        String tshark = NativeVerbs.program("tshark");
        List<WrittenCapture> captures;
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir.resolve("fabric"))) {
            completed(pingpong(f, "ibv_rc_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "5"), 5, f);
            f.fabric.close();
            captures = f.fabric.session().writeCaptures(dir.resolve("pcap"));
        }
        assertEquals(2, captures.size());
        for (WrittenCapture w : captures) {
            // 5 iterations of a 4096-byte SEND each way at MTU 1024: 4 frames and an ACK per message, 10 messages
            assertEquals(50, w.frames(), w.file().toString());
            for (Pcap.Record r : Pcap.read(Files.readAllBytes(w.file()))) {
                Decoded.Frame d = assertInstanceOf(Decoded.Frame.class, FrameCodec.decode(r.data()));
                assertTrue(d.icrcValid(), "ICRC of a frame in " + w.file());
            }
            Process p = new ProcessBuilder(tshark, "-n", "-r", w.file().toString(), "--disable-heuristic", "rpcrdma_infiniband", "-T", "fields",
                    "-e", "infiniband.bth.opcode", "-e", "_ws.malformed").redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            List<String> rows = out.lines().toList();
            assertEquals(50, rows.size(), out);
            // RC SEND_FIRST 0, MIDDLE 1, LAST 2 and ACKNOWLEDGE 17, none malformed
            assertTrue(rows.stream().allMatch(r -> r.matches("(0|1|2|17)\\t")), out);
        }
    }

    @Test
    void theProgramsProveTheirPidsAndTheirMemoryIsReadInProc() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            completed(pingpong(f, "ibv_rc_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "3"), 3, f);
            assertEquals(2, f.fabric.provenPrograms(), f.logText());
        }
    }

    @Test
    void withoutProcTheMemoryIsReadThroughTheLibraryAndThePingpongCompletesAlike() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            f.fabric.setProcMemory(false);
            completed(pingpong(f, "ibv_rc_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "3"), 3, f);
            completed(pingpong(f, "ibv_ud_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "3", "-s", "512"), 3, f);
            assertEquals(0, f.fabric.provenPrograms());
        }
    }

    @Test
    void udPingpongCompletes() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            completed(pingpong(f, "ibv_ud_pingpong", "erdma_0", "host1", "host2", "-g", "1", "-n", "5", "-s", "512"), 5, f);
        }
    }

    @Test
    void ucAndSrqPingpongCompleteOnNicsThatHaveThem() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("roce-pair", dir)) {
            completed(pingpong(f, "ibv_uc_pingpong", "mlx5_0", "left", "right", "-g", "1", "-n", "5"), 5, f);
            completed(pingpong(f, "ibv_srq_pingpong", "mlx5_0", "left", "right", "-g", "1", "-n", "5", "-q", "4"), 5, f);
        }
    }

    @Test
    void aPingpongOverTheLeafSpineCompletesOnTheRoutableGidAndNotOnTheLinkLocalOne() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("leaf-spine", dir)) {
            completed(pingpong(f, "ibv_rc_pingpong", "erdma_0", "h1", "h4", "-g", "1", "-n", "3"), 3, f);
            // fe80:: is not forwarded beyond its link: the client's SENDs die at its leaf and it runs out of retries
            String program = NativeVerbs.program("ibv_rc_pingpong");
            String port = String.valueOf(PORT.getAndIncrement());
            Process server = f.start("h4", true, program, "-d", "erdma_0", "-p", port, "-g", "0", "-n", "3");
            Thread.sleep(300);
            ProgramRun client = ProgramRun.end(f.start("h1", true, program, "-d", "erdma_0", "-p", port, "-g", "0", "-n", "3", "localhost"), 60);
            // the server waits for a message that cannot come
            server.destroyForcibly();
            server.waitFor();
            assertTrue(client.exit() != 0, client.output());
            assertTrue(client.output().contains("transport retry counter exceeded (12)"), client.output());
            assertTrue(f.drops.stream().anyMatch(l -> l.contains("a link-local address is not forwarded beyond its own link (RFC 4291 2.5.6)")),
                    String.join("\n", f.drops));
        }
    }

    @Test
    void aProgramThatDiesIsDetachedAndItsObjectsDestroyed() throws Exception {
        NativeVerbs.require();
        String program = NativeVerbs.program("ibv_rc_pingpong");
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            // a server waiting for its client, killed as a crash would end it
            Process s = f.start("host2", true, program, "-d", "erdma_0", "-g", "1", "-p", String.valueOf(PORT.getAndIncrement()));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (f.log.stream().noneMatch(l -> l.contains("attached")) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            Thread.sleep(300);
            s.destroyForcibly();
            s.waitFor();
            while (f.log.stream().noneMatch(l -> l.contains("detached")) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(f.log.stream().anyMatch(l -> l.matches("ibv_rc_pingpong\\[\\d+\\] on host2: detached \\(.*\\); its QPs, CQs and memory regions are destroyed")),
                    f.logText());
        }
    }
}
