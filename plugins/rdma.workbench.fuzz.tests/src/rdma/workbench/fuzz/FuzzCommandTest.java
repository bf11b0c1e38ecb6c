package rdma.workbench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class FuzzCommandTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples")).toAbsolutePath();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new FuzzCommand(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
    }

    @Test
    void fuzzesTheFramesAndSeedItIsGiven() {
        assertEquals(0, run("--frames", "2000", "--seed", "12"));
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.startsWith("2,000 frames, seed 12, "), report);
        assertTrue(report.endsWith("violations: 0\n"), report);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badArgumentsAreNamed() {
        String usage = "usage: rdmawb fuzz [--frames N] [--sessions N] [--loss-seeds N] [--seed S] [--examples DIR]\n"
                + "  (no --frames, --sessions or --loss-seeds: all three, with 5000000 frames, 100000 session frames and 1000 loss seeds;"
                + " a seed from the clock)\n";
        assertEquals(2, run("--frames", "many"));
        assertEquals("rdmawb fuzz: --frames needs a number, not 'many'\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("--frames", "0"));
        assertEquals("rdmawb fuzz: --frames must be at least 1, not 0\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("--seed"));
        assertEquals("rdmawb fuzz: --seed needs a number\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("--fast"));
        assertEquals("rdmawb fuzz: unexpected argument '--fast'\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("--sessions", "0"));
        assertEquals("rdmawb fuzz: --sessions must be at least 1, not 0\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("--loss-seeds", "3", "--examples"));
        assertEquals("rdmawb fuzz: --examples needs a folder\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        Path nowhere = Path.of("no-such-examples").toAbsolutePath();
        assertEquals(2, run("--sessions", "5", "--examples", nowhere.toString()));
        assertEquals("rdmawb fuzz: cannot load the example scenarios: no example scenarios in " + nowhere.resolve("scenarios") + "\n",
                err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void sessionsInjectFramesIntoEveryExample() throws Exception {
        long examples;
        try (var files = Files.list(EXAMPLES.resolve("scenarios"))) {
            examples = files.filter(f -> f.toString().endsWith(".rdmaflow")).count();
        }
        assertEquals(0, run("--sessions", "300", "--seed", "7", "--examples", EXAMPLES.toString()));
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.startsWith("sessions: 300 frames injected into 25 runs of " + examples + " examples, seed 7, "), report);
        assertTrue(report.contains(" dropped, OUT_OF_SEQUENCE\n"), report);
        assertTrue(report.endsWith("violations: 0\n"), report);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void lossSeedsRunTheRcExamplesOverFaultyLinks() {
        assertEquals(0, run("--loss-seeds", "3", "--seed", "40", "--examples", EXAMPLES.toString()));
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.matches("loss: 150 runs \\(10 examples x 5 link faults x 3 seeds from 40\\), [0-9.]+ s: leaf-spine-write, "
                + "lost-packet-go-back-n, rc-atomics, rc-rdma-write, rc-read, rc-send-recv, rc-send-with-imm, rc-write-10k, rc-write-with-imm, "
                + "rnr-retry-recovers\n"
                + "  loss 10 %:       retry_cnt ran out in \\d+ runs\n"
                + "  duplicate 20 %:  retry_cnt ran out in \\d+ runs\n"
                + "  reorder 20 %:    retry_cnt ran out in \\d+ runs\n"
                + "  corrupt 10 %:    retry_cnt ran out in \\d+ runs\n"
                + "  all four:        retry_cnt ran out in \\d+ runs\n"
                + "(known engine defect: .*\n)?violations: 0\n"), report);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }
}
