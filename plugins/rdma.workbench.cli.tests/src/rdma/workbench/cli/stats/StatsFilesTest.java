package rdma.workbench.cli.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.Stamp;

/** The statistics of a run replace the previous run's only when the run finished writing them. */
class StatsFilesTest {

    private static final QueueDepth DEPTH = new QueueDepth(new Stamp(1, 1659, -1), "leaf1", 1, "leaf1/up", 0, 1098, 1, 100_000, 400_000);

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aRunThatStopsBeforeTheEndLeavesThePreviousStatisticsAndNoTemporaryFile(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("queues.csv"), "the previous run's queues\n");
        StatsFiles stats = StatsFiles.open(dir);
        for (int i = 0; i < 10_000; i++) {
            stats.accept(DEPTH);
        }
        assertEquals("the previous run's queues\n", Files.readString(dir.resolve("queues.csv")), "nothing replaced while the run goes");
        stats.close();
        assertEquals("the previous run's queues\n", Files.readString(dir.resolve("queues.csv")));
        assertEquals(List.of("queues.csv"), names(dir));
    }

    @Test
    void aFinishedRunReplacesThemAll(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("queues.csv"), "the previous run's queues\n");
        StatsFiles stats = StatsFiles.open(dir);
        stats.accept(DEPTH);
        List<StatsFiles.Written> written = stats.finish();
        assertEquals(List.of(new StatsFiles.Written(dir.resolve("queues.csv"), 1), new StatsFiles.Written(dir.resolve("rates.csv"), 0),
                new StatsFiles.Written(dir.resolve("marks.csv"), 0), new StatsFiles.Written(dir.resolve("cnps.csv"), 0),
                new StatsFiles.Written(dir.resolve("pauses.csv"), 0)), written);
        assertEquals(List.of(StatsTable.QUEUES.header(), "1659,leaf1,up,0,1098,1,100000,400000"), Files.readAllLines(dir.resolve("queues.csv")));
        assertEquals(List.of("cnps.csv", "marks.csv", "pauses.csv", "queues.csv", "rates.csv"), names(dir));
    }
}
