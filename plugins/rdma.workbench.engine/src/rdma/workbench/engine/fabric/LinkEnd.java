package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import rdma.workbench.engine.simulation.Lane;
import rdma.workbench.engine.wire.Pcap;

/**
 * One side of a link: the port plugged into it, what that port sent (its capture, when the fabric
 * captures), and the faults armed for frames leaving through it.
 */
public final class LinkEnd {

    private static final FaultRule[] NO_FAULTS = {};

    private final String name;
    private final FrameSink owner;
    private final List<Pcap.Record> capture = new ArrayList<>();
    /** The faults armed here, in the order they were armed (an array: a hop that finds none reads nothing more). */
    FaultRule[] faults = NO_FAULTS;
    Link link;
    int side;
    /** The other end of the link, once both are plugged in. */
    LinkEnd peer;
    /** The nanosecond, to the nearest, at which the direction this end sends on has finished serializing what it was given. */
    long busyUntil;
    /**
     * How far the exact end of the last frame lies before {@link #busyUntil}, within half a
     * nanosecond either way: the exact end is busyUntil - spare. The next frame sent back to back
     * starts there, not at the rounded nanosecond, so a link's long-run rate is its bandwidth
     * (whole nanoseconds alone sent 1082-byte frames at 100.55 Gbit/s on a 100 Gbit/s link).
     */
    double spare;
    /** A frame this end's direction holds back to send after the next one (reordering), or null. */
    Frame heldBack;
    /** The arrivals at the other end of what this end sends: a wire delivers in the order it serializes. */
    Lane arrivals;
    /** Its place among its switch's ports: the switch keeps each port's queues and PFC counts in lists by it (every hop reads them). */
    int index;
    private boolean capturing;

    LinkEnd(String name, FrameSink owner) {
        this.name = name;
        this.owner = owner;
    }

    /** "host1/erdma_0/p1" or "sw1/swp2". */
    public String name() {
        return name;
    }

    public FrameSink owner() {
        return owner;
    }

    public Link link() {
        return link;
    }

    public LinkEnd peer() {
        return peer;
    }

    /** Frames this port sent (stamped when they took the wire) and received (stamped when they arrived); empty unless capturing. */
    public List<Pcap.Record> capture() {
        return capture;
    }

    public void arm(FaultRule rule) {
        FaultRule[] more = Arrays.copyOf(faults, faults.length + 1);
        more[faults.length] = rule;
        faults = more;
    }

    /** Sends {@code frame} out of this port; nothing happens when no cable is plugged in. */
    public void transmit(Frame frame) {
        if (link != null) {
            link.send(this, frame);
        }
    }

    void captured(long time, Frame frame) {
        if (capturing) {
            capture.add(new Pcap.Record(time, frame.bytes()));
        }
    }

    /** Whether this port keeps what it sends (off unless asked: a capture holds every frame's bytes). */
    void setCapturing(boolean on) {
        capturing = on;
    }

    /** The fault rules and how far each has counted, and how long the capture is. */
    record Saved(FaultRule[] faults, int[] skips, int[] counts, int captured) {
    }

    Saved save() {
        int[] skips = new int[faults.length];
        int[] counts = new int[faults.length];
        for (int i = 0; i < skips.length; i++) {
            skips[i] = faults[i].skip;
            counts[i] = faults[i].count;
        }
        return new Saved(faults, skips, counts, capture.size());
    }

    void restore(Saved s) {
        faults = s.faults;
        for (int i = 0; i < s.skips.length; i++) {
            faults[i].skip = s.skips[i];
            faults[i].count = s.counts[i];
        }
        if (capture.size() > s.captured) {
            capture.subList(s.captured, capture.size()).clear();
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
