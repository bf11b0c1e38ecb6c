package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.testing.ExampleScenarios;

/**
 * The CNPs of the 4-to-1 DCQCN incast example as tshark 4.0 reads them from the receiver's
 * capture: each one an InfiniBand BTH with opcode 0x81, which tshark names unknown (it has no
 * name for the RoCEv2 CNP) and does not call malformed; DSCP 48, ECN 0, P_Key 0xFFFF, the sender's
 * QP, PSN 0, and no expert error.
 */
class CnpTsharkTest {

    @TempDir
    Path dir;

    @Test
    void everyCnpOfTheIncastExampleDissectsWithoutAMalformedMark() throws Exception {
        String tshark = Tshark.require();
        SessionParts parts = ScenarioLoader.loadParts(ExampleScenarios.load("incast-dcqcn"));
        Session s = parts.session();
        s.setCapturing(true);
        s.setCheckpointInterval(0);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        LinkEnd h5 = parts.fabric().ports().stream().filter(e -> e.name().equals("h5/mlx5_0/p1")).findFirst().orElseThrow();
        Path pcap = dir.resolve("h5.pcap");
        int cnps = 0;
        try (OutputStream out = Files.newOutputStream(pcap)) {
            Pcap.Writer w = new Pcap.Writer(out);
            for (Pcap.Record r : h5.capture()) {
                w.write(r.timeNanos(), r.data());
                Decoded d = FrameCodec.decode(r.data());
                if (d instanceof Decoded.Frame f && f.frame().packet().opcode() == Opcode.CNP) {
                    cnps++;
                }
            }
        }
        assertTrue(cnps > 0, "the example sends CNPs");
        Process p = new ProcessBuilder(tshark, "-n", "-r", pcap.toString(), "--disable-heuristic", "rpcrdma_infiniband", "-Y",
                "infiniband.bth.opcode == 0x81", "-T", "fields", "-E", "separator=|", "-e", "ip.dsfield.dscp", "-e", "ip.dsfield.ecn", "-e",
                "infiniband.bth.opcode", "-e", "infiniband.bth.p_key", "-e", "infiniband.bth.destqp", "-e", "infiniband.bth.psn", "-e",
                "_ws.malformed", "-e", "_ws.expert.severity").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        String[] lines = out.strip().split("\n");
        assertEquals(cnps, lines.length, out);
        for (String line : lines) {
            assertEquals("48|0|129|65535|0x000011|0||", line, "DSCP 48, not ECT, opcode 0x81, P_Key ffff, QP 0x11, PSN 0, nothing malformed");
        }
        Process opcode = new ProcessBuilder(tshark, "-n", "-r", pcap.toString(), "--disable-heuristic", "rpcrdma_infiniband", "-Y",
                "infiniband.bth.opcode == 0x81", "-V").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String tree = new String(opcode.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(opcode.waitFor(60, TimeUnit.SECONDS));
        assertEquals(cnps, tree.split("Opcode: Unknown \\(129\\)", -1).length - 1, "tshark names opcode 0x81 unknown, and only that");
    }
}
