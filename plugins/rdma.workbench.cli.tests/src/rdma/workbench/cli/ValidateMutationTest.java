package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.cli.ModelFileDamage.Damage;
import rdma.workbench.cli.ModelFileDamage.Kind;

/**
 * Damages every example file in seeded ways (truncation, byte flips, the other kind of root,
 * dangling references, huge and negative numbers, bytes that are not UTF-8, an empty file) and
 * validates it through {@link Main#run}: whatever the damage, validate names the file, never
 * lets an exception out or prints a stack trace, and exits 1 or 2 when the damage must be seen.
 */
class ValidateMutationTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    @TempDir
    Path dir;

    private int runs;

    private record Outcome(int exit, String text) {
    }

    @Test
    void damagedExamplesAreReportedNeverCrashed() throws IOException {
        List<Path> files = ModelFileDamage.copyExamples(EXAMPLES, dir);
        assertEquals(32, files.size(), "the examples the test damages");
        long start = System.nanoTime();
        for (int i = 0; i < files.size(); i++) {
            damage(files.get(i), files, new Random(16 + i));
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(runs > 800, "validate ran " + runs + " times");
        assertTrue(seconds < 60, "a budget far above the usual few seconds, so the test cannot hang the build: " + seconds + " s");
    }

    private void damage(Path file, List<Path> all, Random random) throws IOException {
        byte[] original = Files.readAllBytes(file);
        boolean topology = file.toString().endsWith(".rdmatopo");
        Path user = topology ? ModelFileDamage.scenarioOn(file, all) : null;
        try {
            for (Damage d : ModelFileDamage.of(file, all, random)) {
                Files.write(file, d.content());
                check(file, user, topology, d);
            }
        } finally {
            Files.write(file, original);
        }
    }

    private void check(Path file, Path user, boolean topology, Damage d) {
        switch (d.kind()) {
            case EMPTY, TRUNCATED, NOT_UTF8 -> {
                Outcome o = validate(file);
                assertEquals(2, o.exit, d.what() + ": " + o.text);
                assertTrue(Pattern.compile("(?m)^" + Pattern.quote(file.getFileName().toString()) + ":\\d+:\\d+: ").matcher(o.text).find(),
                        d.what() + ": the parse error names file, line and column: " + o.text);
                if (d.kind() == Kind.TRUNCATED && user != null && d.index() % 4 == 0) {
                    Outcome u = validate(user);
                    assertEquals(2, u.exit, "a scenario on a truncated topology: " + u.text);
                    assertTrue(u.text.contains(file.getFileName() + ":"), u.text);
                    assertTrue(u.text.contains("refers to it"), u.text);
                }
            }
            // the file may still be valid, or not; validate must say which, naming the file
            case FLIPPED -> validate(file);
            case WRONG_ROOT -> {
                Outcome o = validate(file);
                assertEquals(2, o.exit, o.text);
                assertEquals(file.getFileName() + ":2:1: holds a " + (topology ? "scenario, not a topology" : "topology, not a scenario") + " [error]\n",
                        o.text);
                if (user != null) {
                    Outcome u = validate(user);
                    assertEquals(2, u.exit, u.text);
                    assertTrue(u.text.startsWith(file.getFileName() + ":2:1: holds a scenario, not a topology, but " + user.getFileName() + " refers to it"),
                            u.text);
                }
            }
            case DANGLING_REFERENCE -> {
                Outcome o = validate(file);
                assertEquals(2, o.exit, d.what() + ": " + o.text);
                assertTrue(o.text.contains("which does not exist"), o.text);
            }
            case NUMBER -> {
                Outcome o = validate(file);
                String what = d.attribute() + "=\"" + d.value() + "\"";
                if (ModelFileDamage.BOUNDED.contains(d.attribute())) {
                    assertTrue(o.exit == 1 || o.exit == 2, what + " must be refused: " + o.text);
                } else if (d.attribute().equals("offset") && !d.value().equals("NaN") && !d.value().equals("1e308")) {
                    assertTrue(o.text.contains("warning: ") || o.text.contains("error"), what + " is at least a warning: " + o.text);
                }
            }
        }
    }

    /** Runs validate, and checks what every run must do: name the file, no exception, no stack trace. */
    private Outcome validate(Path file) {
        runs++;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit;
        try {
            exit = Main.run(new String[] {"validate", file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(out, true, StandardCharsets.UTF_8));
        } catch (Throwable t) {
            fail("validate let " + t + " out on " + file.getFileName(), t);
            return null;
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(exit >= 0 && exit <= 2, "exit " + exit);
        assertTrue(text.contains(file.getFileName().toString()), "names the file: " + text);
        assertFalse(text.contains("\tat "), "no stack trace: " + text);
        assertFalse(CliRun.leaksJava(text), "no exception class in a message: " + text);
        assertFalse(text.contains("internal error"), text);
        if (exit == 0) {
            assertTrue(text.endsWith(": valid\n") || text.endsWith(" warning(s)\n"), text);
        }
        return new Outcome(exit, text);
    }
}
