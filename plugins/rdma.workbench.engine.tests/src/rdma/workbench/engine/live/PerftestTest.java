package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rdma.workbench.testing.ProgramRun;

/**
 * Debian's perftest programs, unmodified, with few iterations (-n 20) on the live erdma-pair
 * fabric: each bandwidth and latency test completes and prints its result row. (What they print
 * is the simulation's wall-clock speed: perftest times itself with the CPU's cycle counter.)
 */
class PerftestTest {

    private static final AtomicInteger PORT = new AtomicInteger(19600 + (int) (ProcessHandle.current().pid() % 1000) * 10);

    @TempDir
    Path dir;

    private static void runs(NativeVerbs.Fabric f, String test, String resultRow) throws Exception {
        String program = NativeVerbs.program(test);
        String port = String.valueOf(PORT.getAndIncrement());
        Process server = f.start("host2", true, program, "-d", "erdma_0", "-x", "1", "-n", "20", "-p", port);
        Thread.sleep(500);
        Process client = f.start("host1", true, program, "-d", "erdma_0", "-x", "1", "-n", "20", "-p", port, "localhost");
        ProgramRun c = ProgramRun.end(client, 90);
        ProgramRun s = ProgramRun.end(server, 90);
        for (ProgramRun e : new ProgramRun[] {c, s}) {
            assertEquals(0, e.exit(), test + ":\n" + e.output() + "\nfabric:\n" + f.logText());
        }
        assertTrue(c.lines().stream().anyMatch(l -> l.matches(resultRow)), test + ": no result row in\n" + c.output());
    }

    @Test
    void everyBandwidthTestCompletes() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            // #bytes #iterations BW peak BW average MsgRate
            runs(f, "ib_send_bw", "\\s*65536\\s+20\\s+.*");
            runs(f, "ib_write_bw", "\\s*65536\\s+20\\s+.*");
            runs(f, "ib_read_bw", "\\s*65536\\s+20\\s+.*");
            runs(f, "ib_atomic_bw", "\\s*8\\s+20\\s+.*");
        }
    }

    /** The fabric's figure {@code group} of the line it logged for the client's QP. */
    private static double figure(NativeVerbs.Fabric f, String program, Pattern p) throws Exception {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            synchronized (f.log) {
                for (String l : f.log) {
                    Matcher m = p.matcher(l);
                    if (l.startsWith(program) && l.contains("on host1") && m.find()) {
                        return Double.parseDouble(m.group(1));
                    }
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no figures of " + program + " in\n" + f.logText());
    }

    @Test
    void theFabricsFiguresFollowTheLinksBandwidthAndDelay() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            // 25 Gbit/s: 64 KiB WRITEs at MTU 1024 carry 1,024 payload bytes in 1,102 on the wire (headers, preamble, gap)
            runs(f, "ib_write_bw", "\\s*65536\\s+20\\s+.*");
            double gbps = figure(f, "ib_write_bw", Pattern.compile(": ([0-9.]+) Gbit/s"));
            assertTrue(gbps > 25 * 1024.0 / 1102 * 0.95 && gbps <= 25 * 1024.0 / 1102, "ib_write_bw at " + gbps + " Gbit/s of payload on a 25 Gbit/s link");
            // a 2-byte SEND's completion needs its ACK: two 500 ns cables and two small frames' serialization
            runs(f, "ib_send_lat", "\\s*2\\s+20\\s+.*");
            double us = figure(f, "ib_send_lat", Pattern.compile("latency post to completion min ([0-9.]+) us"));
            assertTrue(us >= 1.0 && us < 1.2, "ib_send_lat's smallest latency " + us + " us over a 500 ns cable and back");
        }
    }

    @Test
    void everyLatencyTestCompletesAWriteLatencyTestSpinningOnMemoryToo() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir)) {
            // #bytes #iterations t_min t_max t_typical ...
            runs(f, "ib_send_lat", "\\s*2\\s+20\\s+.*");
            runs(f, "ib_write_lat", "\\s*2\\s+20\\s+.*");
            runs(f, "ib_read_lat", "\\s*2\\s+20\\s+.*");
        }
    }
}
