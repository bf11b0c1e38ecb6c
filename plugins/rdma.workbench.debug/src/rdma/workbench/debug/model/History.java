package rdma.workbench.debug.model;

import java.util.Arrays;

/**
 * Where each engine event's trace records begin: the trace's length before event p ran. It turns
 * a trace record into the position to go back to (reverse resume, step back over) — a run is
 * deterministic, so the index stays true after going back and forth.
 */
final class History {

    private long[] traceAt = new long[1024];
    private int size;

    /** Records that event {@code position} ran with the trace {@code traceBefore} long; positions already known are kept. */
    void record(long position, long traceBefore) {
        if (position != size) {
            return;
        }
        if (size == traceAt.length) {
            traceAt = Arrays.copyOf(traceAt, size * 2);
        }
        traceAt[size++] = traceBefore;
    }

    /** The engine event that recorded trace record {@code seq}, or -1 when it is not known. */
    long positionOf(long seq) {
        int lo = 0;
        int hi = size - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (traceAt[mid] <= seq) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}
