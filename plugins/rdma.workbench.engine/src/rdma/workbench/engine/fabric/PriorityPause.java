package rdma.workbench.engine.fabric;

import java.util.Arrays;

import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * Which priorities the transmit side of a port may not start a frame of, because the neighbour
 * asked with a PFC frame, and until when. A frame already on the wire finishes; a time of zero
 * resumes at once; each new pause time replaces the running one (IEEE 802.1Q clause 36, added by
 * 802.1Qbb; IEEE 802.3 Annex 31D). The time runs in quanta of 512 bit times at the link's speed.
 */
final class PriorityPause {

    private final String node;
    private final LinkEnd end;
    private final Simulation simulation;
    private final Trace trace;
    private final Runnable resumed;
    private final long[] until = new long[PfcFrame.PRIORITIES];
    private final Event[] expiry = new Event[PfcFrame.PRIORITIES];

    /** {@code resumed} runs when a priority may send again (the port starts its wire if it was idle). */
    PriorityPause(String node, LinkEnd end, Simulation simulation, Trace trace, Runnable resumed) {
        this.node = node;
        this.end = end;
        this.simulation = simulation;
        this.trace = trace;
        this.resumed = resumed;
    }

    boolean holds(int priority) {
        return expiry[priority] != null;
    }

    /** Obeys PFC frame {@code frameId}: pauses or resumes each priority it enables. */
    void obey(PfcFrame pfc, long frameId) {
        boolean any = false;
        for (int p = 0; p < PfcFrame.PRIORITIES; p++) {
            if (!pfc.enables(p)) {
                continue;
            }
            int quanta = pfc.quanta()[p];
            if (quanta == 0) {
                any |= resume(p, frameId);
            } else {
                pause(p, quanta, frameId);
            }
        }
        if (any) {
            resumed.run();
        }
    }

    private void pause(int priority, int quanta, long frameId) {
        if (expiry[priority] != null) {
            expiry[priority].cancel();
        }
        double gbps = end.link() == null ? 1 : end.link().gbps();
        long duration = PfcFrame.nanos(quanta, gbps);
        until[priority] = simulation.now() + duration;
        expiry[priority] = simulation.schedule(duration, "PFC pause expiry of priority " + priority + " at", end, () -> expire(priority));
        traceChange(frameId, priority, true);
    }

    private boolean resume(int priority, long frameId) {
        if (expiry[priority] == null) {
            return false;
        }
        expiry[priority].cancel();
        expiry[priority] = null;
        traceChange(frameId, priority, false);
        return true;
    }

    private void expire(int priority) {
        expiry[priority] = null;
        traceChange(-1, priority, false);
        resumed.run();
    }

    private void traceChange(long frameId, int priority, boolean paused) {
        if (trace.on()) {
            trace.add(new PauseStateChanged(trace.stamp(), node, frameId, end.name(), priority, paused, paused ? until[priority] : simulation.now()));
        }
    }

    /** Each priority's pause end and its pending expiry (null when not paused). */
    record Saved(long[] until, Event[] expiry) {
    }

    Saved save() {
        return new Saved(until.clone(), expiry.clone());
    }

    void restore(Saved s) {
        System.arraycopy(s.until, 0, until, 0, until.length);
        System.arraycopy(s.expiry, 0, expiry, 0, expiry.length);
    }

    @Override
    public String toString() {
        return end.name() + " paused until " + Arrays.toString(until);
    }
}
