package rdma.workbench.cli.stats;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.trace.TraceEvent;

/**
 * The CSV files of {@code run --stats DIR}, written while the run goes (a long run's rows never
 * wait in memory): every {@link StatsTable} gets its file with its header, even when no event fills it.
 */
public final class StatsFiles implements AutoCloseable {

    /** A file written and how many rows it holds below its header. */
    public record Written(Path file, long rows) {
    }

    private final Path dir;
    private final Map<StatsTable, BufferedWriter> writers = new EnumMap<>(StatsTable.class);
    private final Map<StatsTable, Long> rows = new EnumMap<>(StatsTable.class);
    private IOException failure;

    private StatsFiles(Path dir) {
        this.dir = dir;
    }

    /** Creates (or empties) the files in {@code dir}, an existing directory, each with its header line. */
    public static StatsFiles open(Path dir) throws IOException {
        StatsFiles f = new StatsFiles(dir);
        try {
            for (StatsTable t : StatsTable.values()) {
                BufferedWriter w = Files.newBufferedWriter(dir.resolve(t.fileName()), StandardCharsets.UTF_8);
                f.writers.put(t, w);
                f.rows.put(t, 0L);
                w.write(t.header());
                w.write('\n');
            }
        } catch (IOException e) {
            f.closeQuietly();
            throw e;
        }
        return f;
    }

    /**
     * Writes {@code e}'s row when a table holds it. A write that fails stops the writing and is
     * reported by {@link #finish()}: the engine's event loop is no place for an I/O error.
     */
    public void accept(TraceEvent e) {
        if (failure != null) {
            return;
        }
        StatsTable.of(e).ifPresent(t -> {
            try {
                BufferedWriter w = writers.get(t);
                w.write(t.row(e));
                w.write('\n');
                rows.merge(t, 1L, Long::sum);
            } catch (IOException x) {
                failure = x;
            }
        });
    }

    /** Flushes and closes every file; what was written, in table order, or the first write that failed. */
    public List<Written> finish() throws IOException {
        List<Written> out = new ArrayList<>();
        IOException first = failure;
        for (StatsTable t : StatsTable.values()) {
            try {
                writers.get(t).close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
            out.add(new Written(dir.resolve(t.fileName()), rows.get(t)));
        }
        writers.clear();
        if (first != null) {
            throw first;
        }
        return out;
    }

    private void closeQuietly() {
        for (BufferedWriter w : writers.values()) {
            try {
                w.close();
            } catch (IOException e) {
                // the failure being reported is the one that stopped the opening
            }
        }
        writers.clear();
    }

    @Override
    public void close() {
        closeQuietly();
    }
}
