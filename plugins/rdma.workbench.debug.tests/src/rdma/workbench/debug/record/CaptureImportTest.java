package rdma.workbench.debug.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.record.CaptureImport.CaptureFile;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Pcap;

class CaptureImportTest {

    private static byte[] data(String name) throws IOException {
        URL u = Platform.getBundle("rdma.workbench.debug.tests").getEntry("data/" + name);
        try (InputStream in = u.openStream()) {
            return in.readAllBytes();
        }
    }

    /** tshark's view of a capture: per frame "opcode psn" for the InfiniBand ones, "-" for the others. */
    private static List<String> tshark(Path file) throws Exception {
        String tshark = null;
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, "tshark"))) {
                tshark = Path.of(d, "tshark").toString();
            }
        }
        if (tshark == null) {
            if (System.getenv("CI") != null) {
                fail("tshark is not installed; CI must install it (apt-get install tshark)");
            }
            Assumptions.abort("tshark is not installed here (apt-get install tshark); CI runs this test");
        }
        Process p = new ProcessBuilder(tshark, "-r", file.toString(), "--disable-heuristic", "rpcrdma_infiniband", "-T", "fields", "-e",
                "infiniband.bth.opcode", "-e", "infiniband.bth.psn", "-e", "_ws.malformed").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> out = new ArrayList<>();
        for (String line : new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            String[] f = line.split("\t", -1);
            out.add(f[0].isEmpty() || f.length > 2 && !f[2].isEmpty() ? "-" : f[0] + " " + f[1]);
        }
        assertEquals(0, p.waitFor());
        return out;
    }

    private static List<String> imported(RunRecord r) {
        List<String> out = new ArrayList<>();
        for (WireFrame f : r.frames()) {
            out.add(f.packet() == null ? "-" : f.packet().opcode().code() + " " + f.psn());
        }
        return out;
    }

    @Test
    void aCaptureMadeByScapyShowsTheFramesTsharkShowsAndTheIcrcVerdictsScapyMade() throws Exception {
        byte[] file = data("scapy-rc.pcapng");
        RunRecord r = CaptureImport.read("scapy-rc.pcapng", List.of(new CaptureFile("scapy-rc.pcapng", file)));
        String expected = new String(data("scapy-rc.expected"), StandardCharsets.UTF_8);
        List<String> lines = expected.lines().filter(l -> !l.startsWith("#")).toList();
        assertEquals(lines.size(), r.frames().size());
        for (int i = 0; i < lines.size(); i++) {
            String[] e = lines.get(i).split(" ");
            WireFrame f = r.frames().get(i);
            switch (e[1]) {
                case "roce" -> {
                    assertEquals(Integer.parseInt(e[2].substring(2), 16), f.packet().opcode().code(), lines.get(i));
                    assertEquals(Integer.parseInt(e[3]), f.psn(), lines.get(i));
                    boolean valid = f.drop() == null;
                    assertEquals(e[4].equals("valid"), valid, lines.get(i));
                    if (!valid) {
                        assertEquals(DropReason.ICRC_MISMATCH, f.drop().reason());
                    }
                }
                default -> {
                    assertNull(f.packet(), lines.get(i));
                    assertEquals(DropReason.MALFORMED, f.drop().reason(), lines.get(i));
                    if (e[1].equals("other")) {
                        assertEquals(e[5].toUpperCase(Locale.ROOT), f.problem(), "a frame of another protocol is named, not called malformed");
                    } else {
                        assertTrue(f.problem().startsWith("malformed at byte "), f.problem());
                    }
                }
            }
        }
        Path copy = Files.createTempFile("scapy-rc", ".pcapng");
        Files.write(copy, file);
        List<String> tshark = tshark(copy);
        // tshark dissects frame 9 as InfiniBand up to where it is cut off: the import calls it malformed, as tshark's _ws.malformed does
        assertEquals(tshark, imported(r));
        assertEquals(List.of("10.0.0.1", "10.0.0.2", "fd00::1", "fd00::2", "02:00:0a:00:00:01"), r.hosts(), "a lane per address");
        WireFrame ack = r.frames().get(1);
        assertEquals(0x22, ack.fromQpn(), "the ACK comes from the QP the SEND went to");
        assertEquals(0x11, r.frames().get(0).fromQpn(), "the SEND comes from the QP the frames back are addressed to");
        assertTrue(r.frames().get(4).resent(), "the damaged copy of the WRITE repeats PSN 101");
        assertEquals(List.of("10.0.0.1", "10.0.0.2"), List.of(r.frames().get(0).fromNode(), r.frames().get(0).toNode()));
    }

    @Test
    void thePerPortCapturesOfARunMergeIntoTheEnginesFramesAndEachFileMatchesTshark(@TempDir Path dir) throws Exception {
        ExampleProjects.get("capture-examples");
        Session s = ScenarioSource.read("/capture-examples/scenarios/rc-read.rdmaflow").load(1L);
        s.setCapturing(true);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<String> engine = new ArrayList<>();
        for (TraceEvent e : s.trace().events()) {
            if (e instanceof PacketSent p) {
                engine.add(p.packet().opcode().code() + " " + p.packet().bth().psn());
            }
        }
        List<WrittenCapture> written = s.writeCaptures(dir);
        List<CaptureFile> files = new ArrayList<>();
        for (WrittenCapture w : written) {
            files.add(new CaptureFile(w.file().getFileName().toString(), Files.readAllBytes(w.file())));
            RunRecord one = CaptureImport.read(w.file().getFileName().toString(), List.of(files.get(files.size() - 1)));
            assertEquals(tshark(w.file()), imported(one), w.file().getFileName().toString());
        }
        RunRecord merged = CaptureImport.read("rc-read", files);
        List<String> frames = imported(merged);
        frames.sort(null);
        List<String> sorted = new ArrayList<>(engine);
        sorted.sort(null);
        assertEquals(sorted, frames, "every frame once, however many ports saw it");
        assertTrue(merged.frames().stream().allMatch(f -> f.drop() == null), "every ICRC valid");
        for (int i = 0; i < merged.events().size(); i++) {
            assertEquals(i, merged.events().get(i).seq());
            assertTrue(i == 0 || merged.events().get(i - 1).time() <= merged.events().get(i).time(), "the events in time order");
        }
        // each frame leaves when its sender's port saw it and arrives when the receiver's did: the READ responses one after the other
        List<WireFrame> responses = merged.frames().stream().filter(f -> f.packet().opcode().kind() == Opcode.Kind.READ_RESPONSE)
                .toList();
        assertEquals(3, responses.size());
        for (WireFrame f : responses) {
            assertTrue(f.arriveTime() > f.departTime(), f + " takes time on the wire");
        }
        assertTrue(responses.get(0).departTime() < responses.get(1).departTime() && responses.get(1).departTime() < responses.get(2).departTime());
        assertEquals(2, merged.hosts().size());
    }

    @Test
    void aBrokenFileIsRefusedWithItsNameAndTheRule() throws Exception {
        byte[] file = data("scapy-rc.pcapng");
        Pcap.FormatException e = assertThrows(Pcap.FormatException.class,
                () -> CaptureImport.read("x", List.of(new CaptureFile("cut.pcapng", Arrays.copyOf(file, 100)))));
        assertTrue(e.getMessage().startsWith("cut.pcapng: block 3 at byte "), e.getMessage());
        assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains("claims"), e.getMessage());
    }

    @Test
    void twoPortsCapturesOfOneFrameSentThousandsOfTimesPairEachSightingWithItsOwn() throws Exception {
        byte[] frame = Pcap.readAny(data("scapy-rc.pcapng")).get(0).data();
        int copies = 20_000;
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        Pcap.Writer wa = new Pcap.Writer(a);
        Pcap.Writer wb = new Pcap.Writer(b);
        for (int i = 0; i < copies; i++) {
            wa.write(1_000L * i, frame);
            wb.write(1_000L * i + 400, frame);
        }
        wa.write(1_000L * copies, frame); // one more that only the first port saw: it was lost on the way
        RunRecord merged = CaptureImport.read("storm", List.of(new CaptureFile("a.pcap", a.toByteArray()), new CaptureFile("b.pcap", b.toByteArray())));
        assertEquals(copies + 1, merged.frames().size());
        for (int i = 0; i < copies; i++) {
            WireFrame f = merged.frames().get(i);
            if (f.sentTime() != 1_000L * i || f.arriveTime() != 1_000L * i + 400) {
                fail("frame " + i + " sent at " + f.sentTime() + " and arrived at " + f.arriveTime() + ": paired with another copy");
            }
        }
        assertEquals(1_000L * copies, merged.frames().get(copies).sentTime());
    }
}
