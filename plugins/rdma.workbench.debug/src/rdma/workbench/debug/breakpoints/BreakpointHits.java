package rdma.workbench.debug.breakpoints;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

import org.eclipse.debug.core.model.IBreakpoint;

/**
 * Where each breakpoint was hit in one run, and whether a hit suspends: every hit of a breakpoint
 * without a hit count, only the n-th of one with a count of n (as Java breakpoints count). A hit
 * is named by where it happened in the trace; the run is deterministic, so a hit passed again
 * after going back has the same name and is not counted twice. Used on the engine's thread;
 * {@link #clear} may come from another.
 */
public final class BreakpointHits {

    private final Map<IBreakpoint, TreeSet<Long>> hits = new HashMap<>();
    private volatile boolean cleared;
    private volatile Consumer<IBreakpoint> countReached = b -> {
    };

    /** Told when a breakpoint with a hit count suspends at its n-th hit (a Java breakpoint is then disabled). */
    public void onCountReached(Consumer<IBreakpoint> c) {
        countReached = c;
    }

    /** Forgets every hit, from the next one on (the breakpoints changed: their counts start over). */
    public void clear() {
        cleared = true;
    }

    /** Counts a hit of {@code b} at trace position {@code position}; whether it suspends the run. */
    public boolean suspends(IBreakpoint b, int hitCount, long position) {
        if (cleared) {
            cleared = false;
            hits.clear();
        }
        TreeSet<Long> at = hits.computeIfAbsent(b, k -> new TreeSet<>());
        at.add(position);
        if (hitCount <= 0) {
            return true;
        }
        if (at.headSet(position, true).size() == hitCount) {
            countReached.accept(b);
            return true;
        }
        return false;
    }
}
