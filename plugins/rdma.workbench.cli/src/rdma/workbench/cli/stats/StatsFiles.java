package rdma.workbench.cli.stats;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.ReplacingFile;

/**
 * The CSV files of {@code run --stats DIR}, written while the run goes (a long run's rows never
 * wait in memory): every {@link StatsTable} gets its file with its header, even when no event fills it.
 * The rows go to temporary files that replace the previous run's only when {@link #finish()}
 * succeeds, so a run that fails or is killed leaves the last whole set of statistics.
 */
public final class StatsFiles implements AutoCloseable {

    /** A file written and how many rows it holds below its header. */
    public record Written(Path file, long rows) {
    }

    private final Path dir;
    private final Map<StatsTable, ReplacingFile> files = new EnumMap<>(StatsTable.class);
    private final Map<StatsTable, BufferedWriter> writers = new EnumMap<>(StatsTable.class);
    private final Map<StatsTable, Long> rows = new EnumMap<>(StatsTable.class);
    private IOException failure;

    private StatsFiles(Path dir) {
        this.dir = dir;
    }

    /** Starts the files that will replace those in {@code dir}, an existing directory, each with its header line. */
    public static StatsFiles open(Path dir) throws IOException {
        StatsFiles f = new StatsFiles(dir);
        try {
            for (StatsTable t : StatsTable.values()) {
                ReplacingFile file = ReplacingFile.open(dir.resolve(t.fileName()));
                f.files.put(t, file);
                BufferedWriter w = new BufferedWriter(new OutputStreamWriter(file.stream(), StandardCharsets.UTF_8));
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

    /** Flushes every file and puts them all in place; what was written, in table order, or the first write that failed. */
    public List<Written> finish() throws IOException {
        List<Written> out = new ArrayList<>();
        try {
            if (failure != null) {
                throw failure;
            }
            for (StatsTable t : StatsTable.values()) {
                writers.get(t).flush();
            }
            for (StatsTable t : StatsTable.values()) {
                files.get(t).commit();
                out.add(new Written(dir.resolve(t.fileName()), rows.get(t)));
            }
        } finally {
            closeQuietly();
        }
        return out;
    }

    private void closeQuietly() {
        for (ReplacingFile f : files.values()) {
            try {
                f.close();
            } catch (IOException e) {
                // the failure being reported is the one that stopped the writing
            }
        }
        files.clear();
        writers.clear();
    }

    /** Abandons what was written unless {@link #finish()} put it in place: the previous files stay. */
    @Override
    public void close() {
        closeQuietly();
    }
}
