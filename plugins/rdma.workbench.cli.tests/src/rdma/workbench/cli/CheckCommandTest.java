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

/**
 * check as a user types it: a run's own captures break nothing, a file that is no capture says so, and the settings a
 * capture cannot say (the QP's timeout, the CNP interval) judge resends and CNPs both ways.
 */
class CheckCommandTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples")).toAbsolutePath();

    @TempDir
    Path dir;

    private static final String USAGE = "usage: rdmawb check CAPTURE.pcap[ng]... [--timeout N] [--cnp-interval US] [--link-gbps G]\n";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theCapturesOfARunWithALossAndItsRecoveryBreakNoRule() {
        Path caps = dir.resolve("caps");
        assertEquals(0, run("run", EXAMPLES.resolve("scenarios/lost-packet-go-back-n.rdmaflow").toString(), "--pcap", caps.toString(), "--quiet"));
        out.reset();
        Path host1 = caps.resolve("host1_erdma_0_p1.pcap");
        assertEquals(0, run("check", host1.toString()), err.toString());
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.endsWith(host1 + ": no rule broken\n"), said);
        assertTrue(said.startsWith(host1 + ": "), said);
    }

    @Test
    void aFileThatIsNoCaptureIsRefusedWithTheReason() throws Exception {
        Path notes = dir.resolve("notes.pcap");
        Files.writeString(notes, "these are notes, not packets");
        assertEquals(2, run("check", notes.toString()));
        assertEquals(notes + ": not a pcap or pcapng file: magic number 0x74686573 at byte 0\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("check"));
        assertEquals("rdmawb check: which capture? give one or more .pcap or .pcapng files\n" + USAGE, err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aSettingOutOfRangeIsRefusedWithWhatItTakes() {
        assertEquals(2, run("check", "x.pcap", "--timeout", "40"));
        assertEquals("rdmawb check: --timeout: the QP's local ACK timeout is an exponent 0..31 (4.096 us × 2^n), not '40'\n" + USAGE,
                err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("check", "x.pcap", "--cnp-interval", "1.2345"));
        assertEquals("rdmawb check: --cnp-interval: the CNP interval is in microseconds, at most three decimals, not '1.2345'\n" + USAGE, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("check", "x.pcap", "--timeout"));
        assertEquals("rdmawb check: --timeout needs a value: the QP's local ACK timeout\n" + USAGE, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("check", "x.pcap", "--link-gbps", "0"));
        assertEquals("rdmawb check: --link-gbps: the link's speed is in Gb/s, more than 0 and at most 1600, not '0'\n" + USAGE,
                err.toString(StandardCharsets.UTF_8));
    }

    /** pfc-pause-spreading's links run at 100 Gb/s and its ports honour every pause; without the speed, pauses cannot be timed. */
    @Test
    void pausesAreJudgedWhenTheLinkSpeedIsGiven() {
        Path caps = dir.resolve("caps");
        assertEquals(0, run("run", EXAMPLES.resolve("scenarios/pfc-pause-spreading.rdmaflow").toString(), "--pcap", caps.toString(), "--quiet"));
        Path a1 = caps.resolve("leaf1_a1.pcap");
        out.reset();
        assertEquals(0, run("check", a1.toString()));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(a1 + ": 42 PFC frame(s) not judged: give the link's speed (--link-gbps) to know how long a pause lasts\n"),
                out.toString());
        out.reset();
        assertEquals(0, run("check", a1.toString(), "--link-gbps", "100"));
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.endsWith(a1 + ": no rule broken\n") && !said.contains("not judged"), said);
    }

    /** retry-exhausted's QP has timeout 10 (4.194 ms): its resends keep it, and would be early for a QP with timeout 11. */
    @Test
    void resendsAreJudgedAgainstTheTimeoutTheUserGives() {
        Path caps = dir.resolve("caps");
        assertEquals(0, run("run", EXAMPLES.resolve("scenarios/retry-exhausted.rdmaflow").toString(), "--pcap", caps.toString(), "--quiet"));
        Path host1 = caps.resolve("host1_erdma_0_p1.pcap");
        out.reset();
        assertEquals(0, run("check", host1.toString(), "--timeout", "10"), out.toString());
        out.reset();
        assertEquals(1, run("check", "--timeout", "11", host1.toString()));
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains(host1 + ": frame 2: RETRANSMIT-TIMEOUT: 192.168.10.1 -> 192.168.10.2 QP 0x000011 sends PSN 0x000000 again 4194.304 us"
                + " after sending it, with no NAK and no answer between; the QP's timeout 11 (8.389 ms) had not passed"), said);
        assertTrue(said.endsWith(host1 + ": 2 finding(s)\n"), said);
    }

    /** incast-dcqcn's notification points keep one CNP per QP per 50 us, the model's interval; 60 us is more than they keep. */
    @Test
    void cnpsAreJudgedAgainstTheIntervalTheUserGives() throws Exception {
        Path caps = dir.resolve("caps");
        assertEquals(0, run("run", EXAMPLES.resolve("scenarios/incast-dcqcn.rdmaflow").toString(), "--pcap", caps.toString(), "--quiet"));
        String[] files;
        try (var list = Files.list(caps)) {
            files = list.map(Path::toString).sorted().toArray(String[]::new);
        }
        String[] args = new String[files.length + 3];
        args[0] = "check";
        args[1] = "--cnp-interval";
        System.arraycopy(files, 0, args, 3, files.length);
        args[2] = "50";
        out.reset();
        assertEquals(0, run(args), out.toString());
        args[2] = "60";
        out.reset();
        assertEquals(1, run(args));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(": CNP-SPACING: a CNP to "), out.toString());
    }
}
