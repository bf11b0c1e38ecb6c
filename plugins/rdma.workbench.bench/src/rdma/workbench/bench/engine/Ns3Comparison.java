package rdma.workbench.bench.engine;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.scenario.Scenario;

/**
 * {@code rdmawb bench --vs-ns3}: the engine beside its peer, ns-3 (Debian's libns3-dev), in one run on one machine.
 * It builds two small ns-3 programs (this bundle's {@code ns3/*.cc}, with g++ and pkg-config) and measures, each as
 * the median of a few runs: frames per second on two hosts back to back (64-byte SENDs with their ACKs here, 64-byte
 * UDP datagrams and their echoes there); the cost of a frame hop inside the simulator on the 1,024-host leaf-spine
 * with 8,192 QPs (one SEND per pair, against one echoed datagram per pair); and the whole process on that fabric,
 * {@code rdmawb run --quiet} from the saved files against the ns-3 program from start to exit. ns-3 routes the fabric
 * with its global routing and ECMP, its usual choice for a fixed fabric (nix-vector routing measured slower on it).
 */
public final class Ns3Comparison {

    private static final List<String> MODULES = List.of("ns3-core", "ns3-network", "ns3-internet", "ns3-point-to-point", "ns3-applications");
    private static final int MESSAGES = 200_000;
    private static final int HOSTS = 1024;
    private static final int QPS = 8192;
    private static final int RUNS = 3;
    private static final Pattern OUTPUT = Pattern.compile("frames (\\d+) run_seconds ([0-9.]+)");

    private final PrintStream out;
    private final Path launcher;

    /** {@code launcher}: the {@code rdmawb} script whose {@code run} is measured as a user starts it. */
    public Ns3Comparison(PrintStream out, Path launcher) {
        this.out = out;
        this.launcher = launcher;
    }

    /** What one ns-3 program printed, and how long its process took from start to exit. */
    private record Ns3Run(long frames, double runSeconds, double wallSeconds) {
    }

    public int run() {
        if (launcher == null || !Files.isExecutable(launcher)) {
            out.println("rdmawb bench --vs-ns3: start it with ./rdmawb bench --vs-ns3, which says where rdmawb is");
            return 2;
        }
        String flags;
        try {
            List<String> cmd = new ArrayList<>(List.of("pkg-config", "--cflags", "--libs"));
            cmd.addAll(MODULES);
            flags = command(cmd);
        } catch (IOException e) {
            out.println("rdmawb bench --vs-ns3: ns-3 is not installed here (" + e.getMessage() + "); on Debian: apt-get install libns3-dev libgsl-dev g++");
            return 2;
        }
        try {
            Path dir = FabricRuns.tempDir();
            out.println("building the ns-3 programs (g++ -O2 against libns3-dev " + command(List.of("pkg-config", "--modversion", "ns3-core")) + ")...");
            Path pair = compile("back-to-back", dir, flags);
            Path fabric = compile("leaf-spine", dir, flags);
            out.println("measuring: each figure is the median of its runs, then the lowest .. highest");
            out.println();
            twoHosts(pair);
            leafSpine(fabric, dir);
            return 0;
        } catch (IOException e) {
            out.println("rdmawb bench --vs-ns3: " + e.getMessage());
            return 2;
        }
    }

    private void twoHosts(Path program) throws IOException {
        Windows.warmUp(60, 1500, () -> EnginePair.sendPacketsPerSecond(MESSAGES / 4));
        Windows engine = Windows.measure(5, () -> EnginePair.sendPacketsPerSecond(MESSAGES)).scaled(1e-6);
        Windows ns3 = figure(ns3Runs(program, String.valueOf(MESSAGES)), r -> r.frames() / r.runSeconds() * 1e-6);
        out.println("two hosts on a 100 Gbit/s cable: 64-byte SENDs with their ACKs (ns-3: 64-byte UDP datagrams and their echoes)");
        line("  engine", engine.format("M frames/s", "%.2f"), "");
        line("  ns-3", ns3.format("M frames/s", "%.3f"), "");
        line("  engine / ns-3", String.format(Locale.ROOT, "%.1f", engine.median() / ns3.median()), "");
    }

    private void leafSpine(Path program, Path dir) throws IOException {
        Scenario s = FabricRuns.scenario(HOSTS, QPS, RcPairsScenario.Traffic.SEND);
        Windows.warmUp(30, 1500, () -> FabricRuns.nanosPerHop(s));
        Windows hop = Windows.measureAfterGc(9, () -> FabricRuns.nanosPerHop(s));
        Path file = FabricRuns.save(s, dir);
        List<Ns3Run> runs = ns3Runs(program, String.valueOf(HOSTS), String.valueOf(QPS));
        Windows ns3Hop = figure(runs, r -> r.runSeconds() / r.frames() * 1e9);
        Windows ns3Whole = figure(runs, Ns3Run::wallSeconds);
        out.println("1,024-host leaf-spine, 8,192 QPs: one 64-byte SEND per pair (ns-3: one echoed UDP datagram per pair)");
        line("  engine, per frame hop", hop.format("ns", "%.0f"), "");
        line("  ns-3, per frame hop", ns3Hop.format("ns", "%.0f"), "");
        line("  ns-3 / engine, per frame hop", String.format(Locale.ROOT, "%.1f", ns3Hop.median() / hop.median()), "");
        rdmawbRun(file); // the first run after a build records the launcher's class cache: a user pays that once
        double[] wall = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            rdmawbRun(file);
            wall[i] = (System.nanoTime() - start) / 1e9;
        }
        Windows rdmawb = Windows.of(wall);
        line("  ./rdmawb run --quiet, whole process", rdmawb.format("s", "%.2f"), "");
        line("  ns-3 program, whole process", ns3Whole.format("s", "%.2f"), "");
        double ratio = ns3Whole.median() / rdmawb.median();
        line("  ns-3 / rdmawb run --quiet, whole process", String.format(Locale.ROOT, "%.2f", ratio),
                (ratio >= 2 ? "met: " : "NOT MET: ") + "goal >= 2");
    }

    /** {@link #RUNS} runs of the ns-3 {@code program}. */
    private List<Ns3Run> ns3Runs(Path program, String... args) throws IOException {
        List<Ns3Run> runs = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            runs.add(ns3(program, args));
        }
        return runs;
    }

    private static Windows figure(List<Ns3Run> runs, ToDoubleFunction<Ns3Run> figure) {
        return Windows.of(runs.stream().mapToDouble(figure).toArray());
    }

    private Ns3Run ns3(Path program, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(program.toString()));
        cmd.addAll(List.of(args));
        long start = System.nanoTime();
        String printed = command(cmd);
        double wall = (System.nanoTime() - start) / 1e9;
        Matcher m = OUTPUT.matcher(printed);
        if (!m.find()) {
            throw new IOException(program.getFileName() + " printed no figures: " + printed);
        }
        return new Ns3Run(Long.parseLong(m.group(1)), Double.parseDouble(m.group(2)), wall);
    }

    private void rdmawbRun(Path file) throws IOException {
        String printed = command(List.of(launcher.toString(), "run", file.toString(), "--quiet"));
        if (!printed.contains("PASS")) {
            throw new IOException("rdmawb run did not pass: " + printed);
        }
    }

    private static Path compile(String name, Path dir, String flags) throws IOException {
        Path source = dir.resolve(name + ".cc");
        try (InputStream in = Ns3Comparison.class.getResourceAsStream("/ns3/" + name + ".cc")) {
            if (in == null) {
                throw new IOException("the bench bundle holds no ns3/" + name + ".cc");
            }
            Files.copy(in, source);
        }
        Path binary = dir.resolve(name);
        List<String> cmd = new ArrayList<>(List.of("g++", "-O2", "-std=c++17", "-o", binary.toString(), source.toString()));
        cmd.addAll(Arrays.asList(flags.strip().split("\\s+")));
        command(cmd);
        return binary;
    }

    /** Runs {@code cmd} and returns what it printed; an exit status other than 0 is an IOException with its output. */
    private static String command(List<String> cmd) throws IOException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        try {
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw new IOException(cmd.get(0) + " failed: " + printed);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return printed;
    }

    private void line(String what, String value, String goal) {
        out.println(String.format(Locale.ROOT, "%-46s %-38s %s", what, value, goal));
    }
}
