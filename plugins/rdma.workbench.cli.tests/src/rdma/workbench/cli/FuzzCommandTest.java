package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class FuzzCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void fuzzesTheFramesAndSeedItIsGiven() {
        assertEquals(0, run("fuzz", "--frames", "2000", "--seed", "12"));
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.startsWith("2,000 frames, seed 12, "), report);
        assertTrue(report.endsWith("violations: 0\n"), report);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void badArgumentsAreNamed() {
        String usage = "usage: rdmawb fuzz [--frames N] [--seed S]   (default 5000000 frames, a seed from the clock)\n";
        assertEquals(2, run("fuzz", "--frames", "many"));
        assertEquals("rdmawb fuzz: --frames needs a number, not 'many'\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("fuzz", "--frames", "0"));
        assertEquals("rdmawb fuzz: --frames must be at least 1, not 0\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("fuzz", "--seed"));
        assertEquals("rdmawb fuzz: --seed needs a number\n" + usage, err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("fuzz", "--fast"));
        assertEquals("rdmawb fuzz: unexpected argument '--fast'\n" + usage, err.toString(StandardCharsets.UTF_8));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }
}
