package rdma.workbench.engine.stepping;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the checkpoints of a session are, and which are kept. One is taken every {@code every}
 * engine events; the recent ones stay dense and older ones are thinned so that each doubling of
 * age keeps at most two (as rr thins its checkpoints): a run of N events keeps O(log N) of them,
 * and going back to any event replays at most the distance to the checkpoint before it.
 */
final class Checkpoints {

    /** Checkpoints kept at full density behind the newest one. */
    private static final int RECENT = 8;

    private final long every;
    private final List<SessionState> kept = new ArrayList<>();

    Checkpoints(long every) {
        this.every = every;
    }

    long every() {
        return every;
    }

    /** Whether a checkpoint is due at {@code position}. */
    boolean due(long position) {
        return every > 0 && (kept.isEmpty() || position - kept.get(kept.size() - 1).position() >= every);
    }

    void add(SessionState s) {
        while (!kept.isEmpty() && kept.get(kept.size() - 1).position() >= s.position()) {
            kept.remove(kept.size() - 1);
        }
        kept.add(s);
        thin();
    }

    /** The newest checkpoint at or before {@code position}; the first one is always kept. */
    SessionState atOrBefore(long position) {
        SessionState best = null;
        for (SessionState s : kept) {
            if (s.position() <= position) {
                best = s;
            }
        }
        return best;
    }

    int size() {
        return kept.size();
    }

    /** Keeps the first, the {@link #RECENT} newest, and at most two per power-of-two age bucket in between. */
    private void thin() {
        if (kept.size() <= RECENT + 2) {
            return;
        }
        long newest = kept.get(kept.size() - 1).position();
        List<SessionState> out = new ArrayList<>();
        out.add(kept.get(0));
        int lastBucket = -1;
        int inBucket = 0;
        for (int i = 1; i < kept.size() - RECENT; i++) {
            SessionState s = kept.get(i);
            long age = Math.max(1, (newest - s.position()) / Math.max(1, every));
            int bucket = 63 - Long.numberOfLeadingZeros(age);
            if (bucket != lastBucket) {
                lastBucket = bucket;
                inBucket = 0;
            }
            if (inBucket++ < 2) {
                out.add(s);
            }
        }
        out.addAll(kept.subList(Math.max(1, kept.size() - RECENT), kept.size()));
        kept.clear();
        kept.addAll(out);
    }
}
