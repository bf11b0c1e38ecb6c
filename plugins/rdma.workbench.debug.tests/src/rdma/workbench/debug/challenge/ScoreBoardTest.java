package rdma.workbench.debug.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.debug.explain.Explanation;

class ScoreBoardTest {

    private static final Instant T1 = Instant.parse("2026-12-01T09:00:00Z");
    private static final Instant T2 = Instant.parse("2026-12-01T10:30:00Z");

    /** A plan of {@code n} questions whose right answer is choice 1. */
    private static ChallengePlan planOf(int n) {
        List<Question> qs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            qs.add(new Question(QuestionKind.QP_STATE, i, i, "q" + i, List.of("INIT", "RTR"), 1, new Explanation("x", "y")));
        }
        return new ChallengePlan(qs);
    }

    @Test
    void aChallengeCountsRightAnswersOfThoseAnswered() throws Exception {
        Challenge c = new Challenge("/p/a.rdmaflow", planOf(3));
        assertEquals("q0", c.current().prompt());
        assertTrue(c.answer(1));
        assertFalse(c.answer(0));
        assertEquals("1/2", c.score());
        assertEquals(3, c.number());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.answer(2));
        assertEquals("choice 2 is not one of the question's 2", e.getMessage());
        assertTrue(c.answer(1));
        assertTrue(c.isDone());
        assertNull(c.current());
        assertEquals("every question of the challenge is answered", assertThrows(IllegalStateException.class, () -> c.answer(1)).getMessage());
    }

    @Test
    void scoresAreSavedPerScenarioWithTheBestKept(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(ScoreBoard.FILE_NAME);
        Challenge good = new Challenge("/rdma-examples/scenarios/rnr-retry-recovers.rdmaflow", planOf(29));
        good.answer(1);
        good.answer(1);
        good.answer(0);
        ScoreBoard.load(file).record(good, T1);
        Challenge worse = new Challenge("/rdma-examples/scenarios/rnr-retry-recovers.rdmaflow", planOf(29));
        worse.answer(1);
        worse.answer(0);
        ScoreEntry e = ScoreBoard.load(file).record(worse, T2);
        assertEquals("1/2", e.last());
        assertEquals("2/3", e.best());
        assertEquals(ScoreBoard.HEADER + "\n/rdma-examples/scenarios/rnr-retry-recovers.rdmaflow\t1\t2\t2\t3\t29\t2026-12-01T10:30:00Z\n",
                Files.readString(file));
        ScoreEntry back = ScoreBoard.load(file).entry("/rdma-examples/scenarios/rnr-retry-recovers.rdmaflow");
        assertEquals(new ScoreEntry("/rdma-examples/scenarios/rnr-retry-recovers.rdmaflow", 1, 2, 2, 3, 29, T2), back);
    }

    @Test
    void aBetterShareReplacesTheBestAndAnEmptyChallengeNever(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(ScoreBoard.FILE_NAME);
        Challenge half = new Challenge("/p/a\tb.rdmaflow", planOf(4));
        half.answer(1);
        half.answer(0);
        ScoreBoard.load(file).record(half, T1);
        Challenge none = new Challenge("/p/a\tb.rdmaflow", planOf(4));
        assertEquals("1/2", ScoreBoard.load(file).record(none, T1).best());
        Challenge all = new Challenge("/p/a\tb.rdmaflow", planOf(4));
        all.answer(1);
        ScoreEntry e = ScoreBoard.load(file).record(all, T2);
        assertEquals("1/1", e.best());
        assertEquals("1/1", e.last());
        assertTrue(Files.readString(file).contains("/p/a%09b.rdmaflow\t1\t1\t1\t1\t4\t"), "a tab in a path is escaped");
        assertEquals(List.of(e), ScoreBoard.load(file).entries());
    }

    @Test
    void aMalformedLineIsAnErrorNamingTheLineAndTheRule(@TempDir Path dir) throws Exception {
        Path file = dir.resolve(ScoreBoard.FILE_NAME);
        Files.writeString(file, ScoreBoard.HEADER + "\n/p/a.rdmaflow\t1\t2\t2\t3\t29\n");
        assertEquals("challenge-scores.tsv line 2: a score line has 7 tab-separated fields (scenario, last right, last answered, best right, "
                + "best answered, questions, date), not 6", assertThrows(IOException.class, () -> ScoreBoard.load(file)).getMessage());
        Files.writeString(file, "/p/a.rdmaflow\t1\ttwo\t2\t3\t29\t2026-12-01T10:30:00Z\n");
        assertEquals("challenge-scores.tsv line 1: last answered must be a whole number, not 'two'",
                assertThrows(IOException.class, () -> ScoreBoard.load(file)).getMessage());
        Files.writeString(file, "/p/a.rdmaflow\t3\t2\t2\t3\t29\t2026-12-01T10:30:00Z\n");
        assertEquals("challenge-scores.tsv line 1: more right answers than questions answered",
                assertThrows(IOException.class, () -> ScoreBoard.load(file)).getMessage());
        Files.writeString(file, "/p/a.rdmaflow\t1\t2\t2\t3\t29\tyesterday\n");
        assertEquals("challenge-scores.tsv line 1: the date must be ISO-8601 (2026-12-01T09:00:00Z), not 'yesterday'",
                assertThrows(IOException.class, () -> ScoreBoard.load(file)).getMessage());
    }
}
