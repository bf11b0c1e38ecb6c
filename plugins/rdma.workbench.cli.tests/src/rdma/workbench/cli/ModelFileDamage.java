package rdma.workbench.cli;

import java.io.IOException;
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

/**
 * The seeded ways the mutation tests damage a model file: an empty file, truncation short of the
 * closing tag, bytes that are not UTF-8, byte flips, the other kind of root, dangling references,
 * and huge, negative and non-finite numbers. The same seed gives the same damages, so validate
 * and run are tested on one corpus.
 */
final class ModelFileDamage {

    /** The example files, copied into {@code dir}/topologies and {@code dir}/scenarios so that they may be damaged. */
    static List<Path> copyExamples(Path examples, Path dir) throws IOException {
        List<Path> files = new ArrayList<>();
        for (String folder : List.of("topologies", "scenarios")) {
            Files.createDirectories(dir.resolve(folder));
            try (Stream<Path> s = Files.list(examples.resolve(folder))) {
                for (Path p : s.sorted().toList()) {
                    Files.copy(p, dir.resolve(folder).resolve(p.getFileName()));
                    files.add(dir.resolve(folder).resolve(p.getFileName()));
                }
            }
        }
        return files;
    }

    enum Kind {
        EMPTY, TRUNCATED, NOT_UTF8, FLIPPED, WRONG_ROOT, DANGLING_REFERENCE, NUMBER
    }

    /**
     * One damaged version of a file: what was done ({@code what}), the bytes, and for a number the
     * attribute and the value written into it; {@code index} counts the damages of one kind.
     */
    record Damage(Kind kind, int index, String what, byte[] content, String attribute, String value) {

        Damage(Kind kind, int index, String what, byte[] content) {
            this(kind, index, what, content, null, null);
        }
    }

    /** Attributes whose negative or oversized values a rule or the parser must refuse. */
    static final Set<String> BOUNDED = Set.of("length", "sqPsn", "rqPsn", "port", "pkeyIndex", "sgidIndex", "pathMtu", "timeout", "rnrRetry",
            "retryCnt", "minRnrTimer", "maxRdAtomic", "maxDestRdAtomic", "cqe", "index", "byteLen", "delay", "bandwidth", "immData", "maxSrq",
            "maxSgeRd", "maxSendWr", "maxSendSge", "maxRecvWr", "maxRecvSge", "maxQpRdAtom", "maxQpInitRdAtom", "maxQp", "maxInlineData",
            "ecnThreshold", "skip", "count", "qkey", "remoteQkey", "mtu", "maxPd", "maxMr", "maxGid", "maxCqe", "maxCq", "maxAh");
    static final List<String> NUMBERS = List.of("-1", "99999999999999", "9223372036854775807", "-9223372036854775808", "1e308", "NaN");

    private static final Pattern NUMBER = Pattern.compile(" ([a-zA-Z]+)=\"(-?[0-9][0-9.eE+-]*)\"");
    private static final Pattern NAMED_REFERENCE = Pattern.compile("\\[(name|index)='([^']*)'\\]");

    private ModelFileDamage() {
    }

    /** The damaged versions of {@code file}, in a fixed order; {@code all} are the files one of which has the other kind of root. */
    static List<Damage> of(Path file, List<Path> all, Random random) throws IOException {
        byte[] original = Files.readAllBytes(file);
        String text = new String(original, StandardCharsets.UTF_8);
        boolean topology = file.toString().endsWith(".rdmatopo");
        List<Damage> out = new ArrayList<>();
        out.add(new Damage(Kind.EMPTY, 0, "empty", new byte[0]));
        // at evenly spread points and at random ones, always short of the closing tag
        int end = text.stripTrailing().length() - 1;
        for (int k = 0; k < 16; k++) {
            int at = k < 8 ? 1 + k * (end - 1) / 8 : 1 + random.nextInt(end - 1);
            out.add(new Damage(Kind.TRUNCATED, k, "truncated at " + at, text.substring(0, at).getBytes(StandardCharsets.UTF_8)));
        }
        for (int k = 0; k < 4; k++) {
            int at = 40 + random.nextInt(original.length - 41);
            byte[] bad = new byte[original.length + 1];
            System.arraycopy(original, 0, bad, 0, at);
            bad[at] = (byte) (0xF8 + random.nextInt(8));
            System.arraycopy(original, at, bad, at + 1, original.length - at);
            out.add(new Damage(Kind.NOT_UTF8, k, "byte 0x" + Integer.toHexString(bad[at] & 0xFF) + " at " + at, bad));
        }
        // the file may still be valid, or not
        for (int k = 0; k < 16; k++) {
            byte[] flipped = original.clone();
            int at = random.nextInt(flipped.length);
            flipped[at] ^= (byte) (1 + random.nextInt(255));
            out.add(new Damage(Kind.FLIPPED, k, "byte " + at + " flipped to 0x" + Integer.toHexString(flipped[at] & 0xFF), flipped));
        }
        Path other = all.stream().filter(p -> p.toString().endsWith(".rdmatopo") != topology).findFirst().orElseThrow();
        out.add(new Damage(Kind.WRONG_ROOT, 0, "the content of " + other.getFileName(), Files.readAllBytes(other)));
        List<MatchResult> references = matches(NAMED_REFERENCE, text);
        for (int k = 0; k < Math.min(6, references.size()); k++) {
            MatchResult m = references.get(random.nextInt(references.size()));
            String broken = text.substring(0, m.start(2)) + m.group(2) + "-gone" + text.substring(m.end(2));
            out.add(new Damage(Kind.DANGLING_REFERENCE, k, "a reference to " + m.group(2) + "-gone", broken.getBytes(StandardCharsets.UTF_8)));
        }
        List<MatchResult> numbers = matches(NUMBER, text);
        int k = 0;
        for (MatchResult m : numbers) {
            if (!m.group(1).equals("version") && random.nextInt(3) == 0 || m == numbers.get(0)) {
                for (String value : NUMBERS) {
                    String changed = text.substring(0, m.start(2)) + value + text.substring(m.end(2));
                    out.add(new Damage(Kind.NUMBER, k++, m.group(1) + "=\"" + value + "\" at " + m.start(2), changed.getBytes(StandardCharsets.UTF_8),
                            m.group(1), value));
                }
            }
        }
        return out;
    }

    /** The first scenario among {@code all} that runs on {@code topology}, or null. */
    static Path scenarioOn(Path topology, List<Path> all) throws IOException {
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
