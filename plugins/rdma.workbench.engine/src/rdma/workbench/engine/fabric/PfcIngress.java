package rdma.workbench.engine.fabric;

import java.util.Locale;

import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * The PFC side of one switch input: per priority, the bytes of frames that came in through it and
 * are still in the buffer, and whether it has paused its neighbour. Above XOFF it pauses that
 * priority for the longest time and renews the pause halfway through while still above XON; at or
 * below XON it resumes (IEEE 802.1Q clause 36, added by 802.1Qbb: a priority is paused per input,
 * so only the neighbour that fills the buffer is stopped).
 */
final class PfcIngress {

    /** What sends a PFC frame out of an input towards its neighbour. */
    interface Sender {
        void send(LinkEnd through, int priority, int quanta, String why);
    }

    private final LinkEnd in;
    private final Simulation simulation;
    private final Sender sender;
    private final long[] bytes = new long[PfcFrame.PRIORITIES];
    private final boolean[] pausing = new boolean[PfcFrame.PRIORITIES];
    private final Event[] refresh = new Event[PfcFrame.PRIORITIES];

    PfcIngress(LinkEnd in, Simulation simulation, Sender sender) {
        this.in = in;
        this.simulation = simulation;
        this.sender = sender;
    }

    long bytes(int priority) {
        return bytes[priority];
    }

    boolean pausing(int priority) {
        return pausing[priority];
    }

    /** A frame of {@code length} bytes from this input joined a queue of {@code priority}. */
    void arrived(int priority, int length, long xoff) {
        bytes[priority] += length;
        if (!pausing[priority] && bytes[priority] > xoff) {
            pausing[priority] = true;
            pause(priority, String.format(Locale.ROOT, "%s holds %d bytes of priority %d, above XOFF %d", in.name(), bytes[priority], priority, xoff));
        }
    }

    /** A frame of {@code length} bytes from this input left the buffer. */
    void left(int priority, int length, long xon) {
        bytes[priority] -= length;
        if (pausing[priority] && bytes[priority] <= xon) {
            pausing[priority] = false;
            if (refresh[priority] != null) {
                refresh[priority].cancel();
                refresh[priority] = null;
            }
            sender.send(in, priority, 0,
                    String.format(Locale.ROOT, "%s holds %d bytes of priority %d, at or below XON %d", in.name(), bytes[priority], priority, xon));
        }
    }

    private void pause(int priority, String why) {
        sender.send(in, priority, PfcFrame.MAX_QUANTA, why);
        // renewed at half its time, so that the neighbour never sees it run out while the input is above XON
        long half = PfcFrame.nanos(PfcFrame.MAX_QUANTA, in.link().gbps()) / 2;
        refresh[priority] = simulation.schedule(half, "PFC pause refresh of priority " + priority + " on", in, () -> pause(priority,
                String.format(Locale.ROOT, "%s still holds %d bytes of priority %d, above XON: the pause is renewed", in.name(), bytes[priority], priority)));
    }

    /** Each priority's count, whether it is paused, and its pending refresh. */
    record Saved(long[] bytes, boolean[] pausing, Event[] refresh) {
    }

    Saved save() {
        return new Saved(bytes.clone(), pausing.clone(), refresh.clone());
    }

    void restore(Saved s) {
        System.arraycopy(s.bytes, 0, bytes, 0, bytes.length);
        System.arraycopy(s.pausing, 0, pausing, 0, pausing.length);
        System.arraycopy(s.refresh, 0, refresh, 0, refresh.length);
    }
}
