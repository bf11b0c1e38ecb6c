package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.cli.ModelFileDamage.Damage;

/**
 * Runs every damaged example of {@link ValidateMutationTest}'s corpus (the same seeds) through
 * {@code rdmawb run}: a damaged scenario directly, a damaged topology through the first scenario
 * on it. Whatever the damage, run exits 0, 1 or 2, never shows a Java exception or a stack
 * trace, names the damaged file when it cannot run, and agrees with validate: run refuses (2)
 * exactly the scenarios that validate reports with an error or cannot read (1 or 2).
 */
class RunMutationTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    @TempDir
    Path dir;

    private int runs;
    private final List<String> problems = new ArrayList<>();

    @Test
    void damagedExamplesRunOrAreRefusedLikeValidateSays() throws IOException {
        List<Path> files = ModelFileDamage.copyExamples(EXAMPLES, dir);
        assertEquals(32, files.size(), "the examples the test damages");
        long start = System.nanoTime();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            Path scenario = file.toString().endsWith(".rdmatopo") ? ModelFileDamage.scenarioOn(file, files) : file;
            if (scenario == null) {
                continue; // no example runs on this topology (iwarp-vs-roce: the engine simulates RoCEv2 only); validate's test covers it
            }
            byte[] original = Files.readAllBytes(file);
            try {
                for (Damage d : ModelFileDamage.of(file, files, new Random(16 + i))) {
                    Files.write(file, d.content());
                    check(file, scenario, d);
                }
            } finally {
                Files.write(file, original);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(problems.isEmpty(), problems.size() + " problem(s):\n" + String.join("\n", problems.subList(0, Math.min(40, problems.size()))));
        assertTrue(runs > 800, "run ran " + runs + " times");
        assertTrue(seconds < 120, "a budget far above the usual time, so the test cannot hang the build: " + seconds + " s");
    }

    private void check(Path damaged, Path scenario, Damage d) {
        String what = damaged.getFileName() + ", " + d.what() + (damaged.equals(scenario) ? "" : ", run through " + scenario.getFileName());
        runs++;
        CliRun run;
        CliRun validate;
        try {
            run = CliRun.of("run", scenario.toString());
            validate = CliRun.of("validate", scenario.toString());
        } catch (Throwable t) {
            problems.add(what + ": let " + t + " out");
            return;
        }
        String shown = run.out() + run.err();
        if (run.exit() < 0 || run.exit() > 2) {
            problems.add(what + ": exit " + run.exit());
        }
        if (CliRun.leaksJava(shown)) {
            problems.add(what + ": shows Java: " + tail(shown));
        }
        if (run.err().contains("internal error")) {
            problems.add(what + ": an engine defect: " + run.err());
            return;
        }
        boolean refusedByValidate = validate.exit() > 0;
        if ((run.exit() == 2) != refusedByValidate) {
            problems.add(what + ": run exits " + run.exit() + " but validate " + validate.exit() + ":\n  run: " + tail(run.err()) + "\n  validate: "
                    + tail(validate.out() + validate.err()));
            return;
        }
        if (run.exit() == 2 && !run.err().contains(damaged.getFileName().toString())) {
            problems.add(what + ": cannot run, but does not name " + damaged.getFileName() + ": " + run.err());
        }
        if (run.exit() == 1) {
            List<String> fails = run.out().lines().filter(l -> l.startsWith("FAIL: ")).toList();
            if (fails.size() < 2 || !fails.subList(0, fails.size() - 1).stream().allMatch(l -> l.startsWith("FAIL: program "))) {
                problems.add(what + ": a difference that names no program and step: " + fails);
            }
        }
        switch (d.kind()) {
            case EMPTY, TRUNCATED, NOT_UTF8 -> {
                if (run.exit() != 2 || !Pattern.compile("(?m)^" + Pattern.quote(damaged.getFileName().toString()) + ":\\d+:\\d+: ").matcher(run.err()).find()) {
                    problems.add(what + ": not the parse error with file, line and column: " + run.err());
                }
            }
            case WRONG_ROOT -> {
                String expected = damaged.getFileName() + ":2:1: holds a "
                        + (damaged.equals(scenario) ? "topology, not a scenario [error]\n"
                                : "scenario, not a topology, but " + scenario.getFileName() + " refers to it [error]\n");
                if (run.exit() != 2 || !run.err().equals(expected)) {
                    problems.add(what + ": expected " + expected + " got " + run.err());
                }
            }
            case DANGLING_REFERENCE -> {
                if (run.exit() != 2 || !run.err().contains("which does not exist")) {
                    problems.add(what + ": not refused as a dangling reference: " + run.err());
                }
            }
            case NUMBER -> {
                if (ModelFileDamage.BOUNDED.contains(d.attribute()) && run.exit() != 2) {
                    problems.add(what + ": must be refused: exit " + run.exit() + " " + tail(shown));
                }
            }
            case FLIPPED -> {
                // may still run; the agreement with validate above is what matters
            }
        }
    }

    private static String tail(String text) {
        return text.length() <= 600 ? text : "..." + text.substring(text.length() - 600);
    }
}
