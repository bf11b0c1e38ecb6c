package rdma.workbench.debug.challenge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The challenge scores of a workspace, one line per scenario in a tab-separated text file:
 * scenario path, last right, last answered, best right, best answered, questions, date (ISO-8601).
 * A line the file cannot hold (a tab or a line break in a path) is escaped with %09, %0A, %0D, %25.
 */
public final class ScoreBoard {

    /** The file's first line: names the format, so a later version can tell. */
    public static final String HEADER = "# RDMA Workbench challenge scores v1: scenario, last right, last answered, best right, best answered, questions, date";
    /** The file's name in the debug bundle's state location. */
    public static final String FILE_NAME = "challenge-scores.tsv";

    private final Path file;
    private final Map<String, ScoreEntry> entries = new TreeMap<>();

    private ScoreBoard(Path file) {
        this.file = file;
    }

    /** The scores saved in {@code file} (none when it does not exist); a malformed line is an error naming the file, the line and the rule. */
    public static ScoreBoard load(Path file) throws IOException {
        ScoreBoard b = new ScoreBoard(file);
        if (!Files.exists(file)) {
            return b;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            ScoreEntry e = parse(file, i + 1, line);
            b.entries.put(e.scenario(), e);
        }
        return b;
    }

    private static ScoreEntry parse(Path file, int lineNo, String line) throws IOException {
        String[] f = line.split("\t", -1);
        String where = file.getFileName() + " line " + lineNo + ": ";
        if (f.length != 7) {
            throw new IOException(where + "a score line has 7 tab-separated fields (scenario, last right, last answered, best right, "
                    + "best answered, questions, date), not " + f.length);
        }
        int[] n = new int[5];
        String[] names = {"last right", "last answered", "best right", "best answered", "questions"};
        for (int k = 0; k < 5; k++) {
            try {
                n[k] = Integer.parseInt(f[k + 1]);
            } catch (NumberFormatException e) {
                throw new IOException(where + names[k] + " must be a whole number, not '" + f[k + 1] + "'");
            }
            if (n[k] < 0) {
                throw new IOException(where + names[k] + " cannot be negative (" + n[k] + ")");
            }
        }
        if (n[0] > n[1] || n[2] > n[3]) {
            throw new IOException(where + "more right answers than questions answered");
        }
        Instant date;
        try {
            date = Instant.parse(f[6]);
        } catch (DateTimeParseException e) {
            throw new IOException(where + "the date must be ISO-8601 (2026-12-01T09:00:00Z), not '" + f[6] + "'");
        }
        return new ScoreEntry(unescape(f[0]), n[0], n[1], n[2], n[3], n[4], date);
    }

    /** Every scenario's scores, by path. */
    public List<ScoreEntry> entries() {
        return new ArrayList<>(entries.values());
    }

    /** The scores of {@code scenario}, or null. */
    public ScoreEntry entry(String scenario) {
        return entries.get(scenario);
    }

    /** Records the end of a challenge and saves the file; the entry as it is now. */
    public ScoreEntry record(Challenge c, Instant date) throws IOException {
        ScoreEntry e = ScoreEntry.after(entries.get(c.scenario()), c.scenario(), c.right(), c.answered(), c.plan().size(), date);
        entries.put(e.scenario(), e);
        save();
        return e;
    }

    /** Writes the file whole, through a temporary file, so a crash leaves the old scores rather than half of them. */
    private void save() throws IOException {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        for (ScoreEntry e : entries.values()) {
            b.append(escape(e.scenario())).append('\t').append(e.lastRight()).append('\t').append(e.lastAnswered()).append('\t')
                    .append(e.bestRight()).append('\t').append(e.bestAnswered()).append('\t').append(e.questions()).append('\t')
                    .append(e.date()).append('\n');
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, b, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    static String escape(String s) {
        return s.replace("%", "%25").replace("\t", "%09").replace("\n", "%0A").replace("\r", "%0D");
    }

    static String unescape(String s) {
        return s.replace("%09", "\t").replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%");
    }
}
