package rdma.workbench.bench.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.file.Path;
import java.util.Locale;

import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.scenario.Scenario;

/**
 * The engine's speed figures (engine issue, item 14), each measured here in one run: WRITE payload
 * rate beside raw CRC-32 over the same bytes, 64-byte SENDs per second, the per-packet cost on a
 * 4,096-host fabric beside a 1,024-host one, loading an 8,192-QP scenario, 65,536 QPs in the heap
 * this JVM has, and going back one event after a million beside going forward one.
 */
public final class EngineBenchmark {

    private final PrintStream out;
    private final boolean quick;
    private final int windows;

    public EngineBenchmark(PrintStream out, boolean quick) {
        this.out = out;
        this.quick = quick;
        this.windows = quick ? 3 : 5;
    }

    public int run() {
        try {
            return measure();
        } catch (IOException e) {
            out.println("rdmawb bench: cannot write the generated files: " + e.getMessage());
            return 2;
        }
    }

    private void line(String what, String value, String goal) {
        out.println(String.format(Locale.ROOT, "%-48s %-44s %s", what, value, goal));
    }

    private int measure() throws IOException {
        int writeSize = 1 << 20;
        int writes = quick ? 200 : 1000;
        int sends = quick ? 50_000 : 200_000;
        out.println("warming up until the rates settle (JIT)...");
        int warmUps = quick ? 20 : 60;
        Windows.warmUp(warmUps, quick ? 500 : 1500, () -> EnginePair.sendPacketsPerSecond(sends / 4));
        Windows.warmUp(warmUps, quick ? 500 : 1500, () -> EnginePair.writeBytesPerSecond(writes / 4, writeSize));
        Windows.warmUp(warmUps, 300, () -> EnginePair.crcBytesPerSecond(writes, writeSize));
        int fabricWindows = quick ? windows : 2 * windows - 1;
        out.println("measuring: every figure is the median of " + windows + " windows (the per-hop figures of " + fabricWindows
                + ", the two sizes in turns), then the lowest .. highest;");
        out.println("  the rates in windows back to back (garbage collected as in a long run), the rest each after a full GC");
        out.println();

        Windows write = Windows.measure(windows, () -> EnginePair.writeBytesPerSecond(writes, writeSize)).scaled(1e-9);
        Windows crc = Windows.measure(windows, () -> EnginePair.crcBytesPerSecond(writes, writeSize)).scaled(1e-9);
        line("RDMA WRITE payload, 1 MiB WRITEs, MTU 4096", write.format("GB/s", "%.2f"), "");
        line("java.util.zip.CRC32 over the same bytes", crc.format("GB/s", "%.2f"), "");
        double ratio = write.median() / crc.median();
        line("  WRITE payload rate / raw CRC-32", String.format(Locale.ROOT, "%.3f  (%.3f .. %.3f)", ratio, write.min() / crc.median(),
                write.max() / crc.median()), goal(ratio >= 0.25, "goal >= 0.25; 0.5 is the ceiling: an ICRC at send and at receive"));

        Windows send = Windows.measure(windows, () -> EnginePair.sendPacketsPerSecond(sends)).scaled(1e-6);
        line("64-byte RC SENDs, each acknowledged", send.format("M packets/s", "%.2f"), goal(send.median() >= 2, "goal >= 2 M packets/s"));

        int qps = quick ? 2048 : 8192;
        Scenario small = FabricRuns.scenario(1024, qps, RcPairsScenario.Traffic.SEND);
        Scenario large = FabricRuns.scenario(4096, qps, RcPairsScenario.Traffic.SEND);
        Windows.warmUp(quick ? 6 : 30, quick ? 500 : 1500, () -> FabricRuns.nanosPerHop(small));
        Windows.warmUp(quick ? 6 : 30, quick ? 500 : 1500, () -> FabricRuns.nanosPerHop(large));
        // a fabric's window is a few tens of milliseconds: more of them, and the two sizes in turns, for a ratio that holds still
        Windows[] hops = Windows.interleavedAfterGc(fabricWindows, () -> FabricRuns.nanosPerHop(small),
                () -> FabricRuns.nanosPerHop(large));
        Windows hop1k = hops[0];
        Windows hop4k = hops[1];
        line("per packet hop, 1,024-host leaf-spine, " + qps + " QPs", hop1k.format("ns", "%.0f"), "");
        line("per packet hop, 4,096-host leaf-spine, " + qps + " QPs", hop4k.format("ns", "%.0f"), "");
        double growth = hop4k.median() / hop1k.median();
        line("  4,096 hosts / 1,024 hosts", String.format(Locale.ROOT, "%.2f", growth), goal(growth <= 1.2, "goal <= 1.2"));

        Path dir = FabricRuns.tempDir();
        Path file = FabricRuns.save(FabricRuns.scenario(1024, 8192, RcPairsScenario.Traffic.SEND), dir);
        FabricRuns.loadMillis(file);
        Windows load = Windows.measureAfterGc(windows, () -> FabricRuns.loadMillis(file));
        line("load 8,192 RC QPs on 1,024 hosts (file to session)", load.format("ms", "%.0f"), goal(load.median() < 1000, "goal < 1 s"));

        if (!quick) {
            hugeFabric();
        }
        stepBack();
        congestion();
        return 0;
    }

    /** Only the congestion figures ({@code bench --congestion}). */
    public int runCongestion() {
        out.println("warming up until the rates settle (JIT)...");
        out.println("measuring: every figure is the median of " + windows + " windows, then the lowest .. highest");
        out.println();
        congestion();
        return 0;
    }

    /**
     * Simulated frame hops per wall-clock second of a 64-to-1 incast with DCQCN (marks, CNPs,
     * pacing events, rate timers) beside 64 disjoint pairs carrying the same WRITEs on an
     * uncongested switch, and their ratio: what congestion control costs per packet.
     */
    private void congestion() {
        int writes = 4;
        long incastNanos = quick ? 5_000_000 : 20_000_000;
        long pairsNanos = quick ? 250_000 : 1_000_000;
        Windows.warmUp(quick ? 4 : 10, 0, () -> IncastRuns.packetsPerSecond(64, true, writes, incastNanos));
        Windows.warmUp(quick ? 4 : 10, 0, () -> IncastRuns.packetsPerSecond(64, false, writes, pairsNanos));
        Windows incast = Windows.measureAfterGc(windows, () -> IncastRuns.packetsPerSecond(64, true, writes, incastNanos)).scaled(1e-6);
        Windows pairs = Windows.measureAfterGc(windows, () -> IncastRuns.packetsPerSecond(64, false, writes, pairsNanos)).scaled(1e-6);
        line("64-to-1 incast with DCQCN, 40 Gbit/s", incast.format("M packet hops/s", "%.2f"), "");
        line("64 disjoint pairs, uncongested, 40 Gbit/s", pairs.format("M packet hops/s", "%.2f"), "");
        line("  incast / pairs", String.format(Locale.ROOT, "%.3f", incast.median() / pairs.median()), "");
    }

    private void hugeFabric() {
        long max = Runtime.getRuntime().maxMemory();
        SessionParts parts = FabricRuns.load(FabricRuns.scenario(4096, 65536, RcPairsScenario.Traffic.SEND));
        Session session = parts.session();
        long start = System.nanoTime();
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.gc();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        boolean passed = session.problems().isEmpty();
        line("65,536 RC QPs on 4,096 hosts: run", String.format(Locale.ROOT, "%.1f s, %d packet hops, %s", seconds, FabricRuns.hops(parts),
                passed ? "PASS" : "FAIL: " + session.problems().get(0)), "");
        line("  heap in use after the run, of the maximum", String.format(Locale.ROOT, "%d MiB of %d MiB", heap.getUsed() >> 20, max >> 20),
                goal(passed && max <= (2L << 30) + (64 << 20), "goal: runs in a 2 GiB heap (rdmawb bench gives it -Xms2g -Xmx2g)"));
    }

    private void stepBack() {
        SessionParts parts = FabricRuns.load(FabricRuns.longWrite(quick ? 64 << 20 : 256 << 20));
        parts.fabric().setRecycling(false);
        Session s = parts.session();
        s.setCheckpointInterval(Session.DEFAULT_CHECKPOINT_INTERVAL);
        long start = System.nanoTime();
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        long end = s.position();
        double forward = (System.nanoTime() - start) / (double) end;
        long[] at = {end};
        Windows back = Windows.measureAfterGc(windows, () -> {
            long t = System.nanoTime();
            if (!s.goTo(--at[0])) {
                throw new IllegalStateException("could not go back to event " + at[0]);
            }
            return (System.nanoTime() - t) / 1e6;
        });
        line("forward, one event (average over the run)", String.format(Locale.ROOT, "%.0f ns  (%,d events, %d checkpoints kept)", forward, end,
                s.checkpointCount()), "");
        line("back one event after " + String.format(Locale.ROOT, "%,d", end) + " events", back.format("ms", "%.1f"),
                goal(back.median() < 100, "goal < 100 ms"));
    }

    private static String goal(boolean met, String goal) {
        return (met ? "met: " : "NOT MET: ") + goal;
    }
}
