package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Wireshark's own dissector as a second opinion on the engine's frames: a capture with every
 * opcode, over IPv4, IPv6 and 802.1Q, dissects without malformed packets or expert errors, with
 * the opcodes, PSNs and QPNs the engine wrote. Runs wherever tshark is installed; CI installs it.
 */
class TsharkDissectionTest {

    @TempDir
    Path dir;

    @Test
    void everyOpcodeDissectsCleanly() throws Exception {
        String tshark = Tshark.require();
        Path pcap = dir.resolve("all-opcodes.pcap");
        List<RoceFrame> frames = new ArrayList<>();
        int psn = 100;
        for (Opcode op : Opcode.values()) {
            for (IpHeader ip : new IpHeader[] {Frames.ipv4(), Frames.ipv6()}) {
                RocePacket p = Frames.packet(op, 13);
                Bth b = p.bth();
                Bth renumbered = new Bth(b.opcode(), b.solicited(), b.migReq(), b.pkey(), b.fecn(), b.becn(), 0x100 + frames.size(), b.ackReq(),
                        op == Opcode.CNP ? 0 : psn++);
                p = new RocePacket(renumbered, p.deth(), p.reth(), p.atomicEth(), p.aeth(), p.atomicAckEth(), p.immDt(), p.ieth(), p.payload());
                frames.add(new RoceFrame(Frames.ethernet(frames.size() % 3 == 0 ? 5 : null), ip, UdpSourcePort.of(0x11, 0x100 + frames.size()), p));
            }
        }
        try (OutputStream out = Files.newOutputStream(pcap)) {
            Pcap.Writer w = new Pcap.Writer(out);
            long t = 0;
            for (RoceFrame f : frames) {
                w.write(t += 1000, FrameCodec.encode(f));
            }
        }
        Process p = new ProcessBuilder(tshark, "-n", "-r", pcap.toString(), "--disable-heuristic", "rpcrdma_infiniband", "-T", "fields",
                "-E", "separator=|", "-e", "frame.number", "-e", "infiniband.bth.opcode", "-e", "infiniband.bth.psn", "-e",
                "infiniband.bth.destqp", "-e", "_ws.malformed", "-e", "_ws.expert.severity", "-e", "_ws.expert.message")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        String[] lines = out.strip().split("\n");
        assertEquals(frames.size(), lines.length, out);
        for (int i = 0; i < frames.size(); i++) {
            String[] f = lines[i].split("\\|", -1);
            Bth bth = frames.get(i).packet().bth();
            String what = "frame " + (i + 1) + " (" + bth.opcode() + "): " + lines[i];
            assertEquals(String.valueOf(bth.opcode().code()), f[1], what);
            assertEquals(String.valueOf(bth.psn()), f[2], what);
            assertEquals(String.format("0x%06x", bth.destQp()), f[3], what);
            assertEquals("", f[4], "malformed: " + what);
            assertTrue(f.length < 6 || !f[5].contains("8388608"), "expert error (severity error): " + what);
        }
    }
}
