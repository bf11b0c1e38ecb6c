package rdma.workbench.bench.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import rdma.workbench.model.scenario.Scenario;

/**
 * {@code rdmawb bench --long-run}: a run's memory does not grow with its length. A 1 s, 100 Gbit/s, 16-to-1 incast
 * of repeated WRITEs ({@link LongIncast}) is saved as a user's files and run by {@code rdmawb run --quiet} in a JVM of
 * its own with a 1 GiB heap; the figures are the run's verdict, its wall-clock time and the most heap the garbage
 * collector found in use after a collection (from the JVM's GC log).
 */
public final class LongRun {

    private static final long SIMULATED = 1_000_000_000L;
    private static final String HEAP = "1g";
    private static final Pattern AFTER_GC = Pattern.compile("(\\d+)M->(\\d+)M\\((\\d+)M\\)");

    private final PrintStream out;

    public LongRun(PrintStream out) {
        this.out = out;
    }

    public int run() {
        try {
            Scenario s = LongIncast.build(16, 100, SIMULATED);
            Path dir = FabricRuns.tempDir();
            Path file = FabricRuns.save(s, dir);
            Path gcLog = dir.resolve("gc.log");
            String java = ProcessHandle.current().info().command().orElse("java");
            List<String> cmd = List.of(java, "-Xmx" + HEAP, "-Xlog:gc:file=" + gcLog, "-cp", System.getProperty("java.class.path"),
                    "rdma.workbench.cli.Main", "run", file.toString(), "--quiet", "--time-limit", "2s");
            out.println(s.getTitle() + ": rdmawb run --quiet in a JVM with -Xmx" + HEAP + "...");
            long start = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                out.println("the run did not end within 30 minutes");
                return 1;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            long peak = 0;
            Matcher m = AFTER_GC.matcher(Files.exists(gcLog) ? Files.readString(gcLog) : "");
            while (m.find()) {
                peak = Math.max(peak, Long.parseLong(m.group(2)));
            }
            String verdict = printed.lines().filter(l -> l.startsWith("PASS") || l.startsWith("FAIL")).reduce((a, b) -> b).orElse(printed);
            boolean passed = p.exitValue() == 0 && !printed.contains("OutOfMemoryError");
            line("verdict", verdict, "");
            line("wall-clock time of the whole process", String.format(Locale.ROOT, "%.1f s", seconds), "");
            line("most heap in use after a collection", peak + " MiB of 1024 MiB",
                    (passed ? "met: " : "NOT MET: ") + "goal: a 1 s, 100 Gbit/s, 16-to-1 incast in a 1 GiB heap");
            return passed ? 0 : 1;
        } catch (IOException e) {
            out.println("rdmawb bench --long-run: " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 2;
        }
    }

    private void line(String what, String value, String goal) {
        out.println(String.format(Locale.ROOT, "  %-40s %-60s %s", what, value, goal));
    }
}
