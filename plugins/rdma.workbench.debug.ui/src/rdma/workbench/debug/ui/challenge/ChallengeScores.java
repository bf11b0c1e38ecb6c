package rdma.workbench.debug.ui.challenge;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.Platform;
import org.osgi.framework.FrameworkUtil;

import rdma.workbench.debug.challenge.Challenge;
import rdma.workbench.debug.challenge.ScoreBoard;
import rdma.workbench.debug.challenge.ScoreEntry;

/**
 * The workspace's challenge scores: {@link ScoreBoard#FILE_NAME} in the debug bundle's state
 * location (.metadata/.plugins/rdma.workbench.debug), so they survive a restart; the Challenge
 * Results view hears of each new score.
 */
public final class ChallengeScores {

    private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

    private ChallengeScores() {
    }

    /** The file the scores are kept in. */
    public static Path file() {
        return Platform.getStateLocation(FrameworkUtil.getBundle(ScoreBoard.class)).toPath().resolve(ScoreBoard.FILE_NAME);
    }

    /** The scores as saved; a malformed file is an IOException naming the line and the rule. */
    public static ScoreBoard load() throws IOException {
        return ScoreBoard.load(file());
    }

    /** Saves the score of {@code c}, ended now, and tells the listeners. */
    public static synchronized ScoreEntry record(Challenge c) throws IOException {
        ScoreEntry e = load().record(c, Instant.now());
        for (Runnable r : LISTENERS) {
            r.run();
        }
        return e;
    }

    public static void addListener(Runnable r) {
        LISTENERS.add(r);
    }

    public static void removeListener(Runnable r) {
        LISTENERS.remove(r);
    }
}
