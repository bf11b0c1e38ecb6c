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
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Damages every example file in seeded ways (truncation, byte flips, the other kind of root,
 * dangling references, huge and negative numbers, bytes that are not UTF-8, an empty file) and
 * validates it through {@link Main#run}: whatever the damage, validate names the file, never
 * lets an exception out or prints a stack trace, and exits 1 or 2 when the damage must be seen.
 */
class ValidateMutationTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    /** Attributes whose negative or oversized values a rule or the parser must refuse. */
    private static final Set<String> BOUNDED = Set.of("length", "sqPsn", "rqPsn", "port", "pkeyIndex", "sgidIndex", "pathMtu", "timeout", "rnrRetry",
            "retryCnt", "minRnrTimer", "maxRdAtomic", "maxDestRdAtomic", "cqe", "index", "byteLen", "delay", "bandwidth", "immData", "maxSrq",
            "maxSgeRd", "maxSendWr", "maxSendSge", "maxRecvWr", "maxRecvSge", "maxQpRdAtom", "maxQpInitRdAtom", "maxQp", "maxInlineData",
            "ecnThreshold", "skip", "count", "qkey", "remoteQkey", "mtu", "maxPd", "maxMr", "maxGid", "maxCqe", "maxCq", "maxAh");
    private static final Pattern NUMBER = Pattern.compile(" ([a-zA-Z]+)=\"(-?[0-9][0-9.eE+-]*)\"");
    private static final Pattern NAMED_REFERENCE = Pattern.compile("\\[(name|index)='([^']*)'\\]");
    private static final Pattern QUALIFIED_EXCEPTION = Pattern.compile("\\b[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+\\.[A-Z]\\w*(Exception|Error)\\b");

    @TempDir
    Path dir;

    private int runs;

    private record Outcome(int exit, String text) {
    }

    @Test
    void damagedExamplesAreReportedNeverCrashed() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("topologies", "scenarios")) {
            Files.createDirectories(dir.resolve(folder));
            try (Stream<Path> s = Files.list(EXAMPLES.resolve(folder))) {
                for (Path p : s.sorted().toList()) {
                    Files.copy(p, dir.resolve(folder).resolve(p.getFileName()));
                    files.add(dir.resolve(folder).resolve(p.getFileName()));
                }
            }
        }
        assertEquals(24, files.size(), "the examples the test damages");
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
        String text = new String(original, StandardCharsets.UTF_8);
        boolean topology = file.toString().endsWith(".rdmatopo");
        Path user = topology ? scenarioOn(file, all) : null;
        try {
            // an empty file
            expectParseError(file, new byte[0], "empty");
            // truncation: at evenly spread points and at random ones, always short of the closing tag
            int end = text.stripTrailing().length() - 1;
            for (int k = 0; k < 16; k++) {
                int at = k < 8 ? 1 + k * (end - 1) / 8 : 1 + random.nextInt(end - 1);
                byte[] cut = text.substring(0, at).getBytes(StandardCharsets.UTF_8);
                expectParseError(file, cut, "truncated at " + at);
                if (user != null && k % 4 == 0) {
                    Outcome o = validate(user);
                    assertEquals(2, o.exit, "a scenario on a truncated topology: " + o.text);
                    assertTrue(o.text.contains(file.getFileName() + ":"), o.text);
                    assertTrue(o.text.contains("refers to it"), o.text);
                }
            }
            // bytes that are not UTF-8
            for (int k = 0; k < 4; k++) {
                int at = 40 + random.nextInt(original.length - 41);
                byte[] bad = new byte[original.length + 1];
                System.arraycopy(original, 0, bad, 0, at);
                bad[at] = (byte) (0xF8 + random.nextInt(8));
                System.arraycopy(original, at, bad, at + 1, original.length - at);
                expectParseError(file, bad, "byte 0x" + Integer.toHexString(bad[at] & 0xFF) + " at " + at);
            }
            // byte flips: the file may still be valid, or not; validate must say which, naming the file
            for (int k = 0; k < 16; k++) {
                byte[] flipped = original.clone();
                int at = random.nextInt(flipped.length);
                flipped[at] ^= (byte) (1 + random.nextInt(255));
                Files.write(file, flipped);
                validate(file);
            }
            // the other kind of model
            Path other = all.stream().filter(p -> p.toString().endsWith(".rdmatopo") != topology).findFirst().orElseThrow();
            Files.write(file, Files.readAllBytes(other));
            Outcome wrongRoot = validate(file);
            assertEquals(2, wrongRoot.exit, wrongRoot.text);
            assertEquals(file.getFileName() + ":2:1: holds a " + (topology ? "scenario, not a topology" : "topology, not a scenario") + " [error]\n",
                    wrongRoot.text);
            if (user != null) {
                Outcome o = validate(user);
                assertEquals(2, o.exit, o.text);
                assertTrue(o.text.startsWith(file.getFileName() + ":2:1: holds a scenario, not a topology, but " + user.getFileName() + " refers to it"), o.text);
            }
            // dangling references
            List<MatchResult> references = matches(NAMED_REFERENCE, text);
            for (int k = 0; k < Math.min(6, references.size()); k++) {
                MatchResult m = references.get(random.nextInt(references.size()));
                String broken = text.substring(0, m.start(2)) + m.group(2) + "-gone" + text.substring(m.end(2));
                Files.writeString(file, broken);
                Outcome o = validate(file);
                assertEquals(2, o.exit, "a reference to " + m.group(2) + "-gone: " + o.text);
                assertTrue(o.text.contains("which does not exist"), o.text);
            }
            // huge and negative numbers
            List<MatchResult> numbers = matches(NUMBER, text);
            for (MatchResult m : numbers) {
                if (!m.group(1).equals("version") && random.nextInt(3) == 0 || m == numbers.get(0)) {
                    for (String value : List.of("-1", "99999999999999", "9223372036854775807", "-9223372036854775808", "1e308", "NaN")) {
                        Files.writeString(file, text.substring(0, m.start(2)) + value + text.substring(m.end(2)));
                        Outcome o = validate(file);
                        String what = m.group(1) + "=\"" + value + "\"";
                        if (BOUNDED.contains(m.group(1))) {
                            assertTrue(o.exit == 1 || o.exit == 2, what + " must be refused: " + o.text);
                        } else if (m.group(1).equals("offset") && !value.equals("NaN") && !value.equals("1e308")) {
                            assertTrue(o.text.contains("warning: ") || o.text.contains("error"), what + " is at least a warning: " + o.text);
                        }
                    }
                }
            }
        } finally {
            Files.write(file, original);
        }
    }

    private void expectParseError(Path file, byte[] content, String what) throws IOException {
        Files.write(file, content);
        Outcome o = validate(file);
        assertEquals(2, o.exit, what + ": " + o.text);
        assertTrue(Pattern.compile("(?m)^" + Pattern.quote(file.getFileName().toString()) + ":\\d+:\\d+: ").matcher(o.text).find(),
                what + ": the parse error names file, line and column: " + o.text);
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
        assertFalse(QUALIFIED_EXCEPTION.matcher(text).find(), "no exception class in a message: " + text);
        assertFalse(text.contains("a bug in RDMA Workbench"), text);
        if (exit == 0) {
            assertTrue(text.endsWith(": valid\n") || text.endsWith(" warning(s)\n"), text);
        }
        return new Outcome(exit, text);
    }

    private static Path scenarioOn(Path topology, List<Path> all) throws IOException {
        for (Path p : all) {
            if (p.toString().endsWith(".rdmaflow") && Files.readString(p).contains("/" + topology.getFileName() + "#")) {
                return p;
            }
        }
        return null;
    }

    private static List<MatchResult> matches(Pattern p, String text) {
        List<MatchResult> result = new ArrayList<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            result.add(m.toMatchResult());
        }
        return result;
    }
}
