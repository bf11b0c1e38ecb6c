package rdma.workbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** {@code bench --congestion}: it runs and prints the incast figure, the pairs figure and their ratio (their values are measurements, not checked). */
class BenchCommandTest {

    private static List<String> run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new BenchCommand(new PrintStream(out, true, StandardCharsets.UTF_8)).run(args);
        return List.of(String.valueOf(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCongestionBenchPrintsBothRatesAndTheirRatio() {
        List<String> r = run("--congestion", "--quick");
        assertEquals("0", r.get(0), r.get(1) + r.get(2));
        String out = r.get(1);
        String number = "\\d+\\.\\d\\d M packet hops/s  \\(\\d+\\.\\d\\d \\.\\. \\d+\\.\\d\\d\\)";
        assertTrue(out.lines().anyMatch(l -> l.matches("64-to-1 incast with DCQCN, 40 Gbit/s +" + number + " *")), out);
        assertTrue(out.lines().anyMatch(l -> l.matches("64 disjoint pairs, uncongested, 40 Gbit/s +" + number + " *")), out);
        assertTrue(out.lines().anyMatch(l -> l.matches(" +incast / pairs +\\d+\\.\\d{3} *")), out);
    }

    @Test
    void anUnknownOptionGetsTheUsage() {
        List<String> r = run("--fast");
        assertEquals("2", r.get(0));
        assertEquals("usage: rdmawb bench [--quick] [--congestion | --vs-ns3 | --long-run | --live]\n", r.get(1));
    }

    /** The whole-process figure runs rdmawb as a user does, so the comparison needs to know where it is. */
    @Test
    void theNs3ComparisonNeedsTheLauncher() {
        String was = System.clearProperty("rdma.launcher");
        try {
            List<String> r = run("--vs-ns3");
            assertEquals("2", r.get(0));
            assertEquals("rdmawb bench --vs-ns3: start it with ./rdmawb bench --vs-ns3, which says where rdmawb is\n", r.get(1));
        } finally {
            if (was != null) {
                System.setProperty("rdma.launcher", was);
            }
        }
    }
}
