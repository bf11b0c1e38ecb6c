package rdma.workbench.debug.record;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

import rdma.workbench.engine.trace.TraceEvent;

/**
 * The trace of a run as it stood at one moment, for views on another thread than the engine's:
 * an immutable list that shares its full chunks with the copy taken at the previous suspend, so
 * that a copy costs the events added since (and the chunks a step back rewrote), not the run.
 */
public final class FrozenTrace extends AbstractList<TraceEvent> implements RandomAccess {

    static final int CHUNK = 4096;
    private static final FrozenTrace EMPTY = new FrozenTrace(new TraceEvent[0][], 0);

    private final TraceEvent[][] chunks;
    private final int size;

    private FrozenTrace(TraceEvent[][] chunks, int size) {
        this.chunks = chunks;
        this.size = size;
    }

    public static FrozenTrace empty() {
        return EMPTY;
    }

    /**
     * A copy of {@code events} (the live trace, read on the thread that writes it) that reuses the
     * chunks of {@code previous} still holding the same events. Events are immutable and a step
     * back replaces every event after the point it returns to, so a full chunk whose last event is
     * the same object holds the same events throughout.
     */
    public static FrozenTrace of(List<TraceEvent> events, FrozenTrace previous) {
        int size = events.size();
        int count = (size + CHUNK - 1) / CHUNK;
        TraceEvent[][] chunks = new TraceEvent[count][];
        for (int c = 0; c < count; c++) {
            int from = c * CHUNK;
            int to = Math.min(size, from + CHUNK);
            TraceEvent[] old = previous != null && c < previous.chunks.length ? previous.chunks[c] : null;
            if (old != null && old.length == to - from && to - from == CHUNK && old[CHUNK - 1] == events.get(to - 1)) {
                chunks[c] = old;
            } else {
                TraceEvent[] chunk = new TraceEvent[to - from];
                for (int i = from; i < to; i++) {
                    chunk[i - from] = events.get(i);
                }
                chunks[c] = chunk;
            }
        }
        return new FrozenTrace(chunks, size);
    }

    /** A copy of a list of events that never changes (a saved run, a test's). */
    public static FrozenTrace copyOf(List<TraceEvent> events) {
        return of(events, null);
    }

    @Override
    public TraceEvent get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index + " of " + size);
        }
        return chunks[index / CHUNK][index % CHUNK];
    }

    @Override
    public int size() {
        return size;
    }

    /** Whether chunk {@code c} is the very array {@code other} holds there (the test of sharing). */
    boolean sharesChunk(FrozenTrace other, int c) {
        return c < chunks.length && c < other.chunks.length && chunks[c] == other.chunks[c];
    }

    @Override
    public String toString() {
        return "FrozenTrace[" + size + " events in " + chunks.length + " chunks]";
    }
}
