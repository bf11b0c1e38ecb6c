package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.wire.Pcap;

/**
 * One side of a link: the port plugged into it, what that port sent (its capture), and the
 * faults armed for frames leaving through it.
 */
public final class LinkEnd {

    private final String name;
    private final FrameSink owner;
    private final List<Pcap.Record> capture = new ArrayList<>();
    final List<FaultRule> faults = new ArrayList<>();
    Link link;
    int side;
    private boolean capturing = true;

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
        return link == null ? null : link.end(1 - side);
    }

    /** Frames as this port sent them, with their send times. */
    public List<Pcap.Record> capture() {
        return capture;
    }

    public void arm(FaultRule rule) {
        faults.add(rule);
    }

    /** Sends {@code frame} out of this port; nothing happens when no cable is plugged in. */
    public void transmit(byte[] frame, String summary) {
        if (link != null) {
            link.send(this, frame, summary);
        }
    }

    void captured(long time, byte[] frame) {
        if (capturing) {
            capture.add(new Pcap.Record(time, frame));
        }
    }

    /** Whether this port keeps what it sends (on by default; a speed measurement turns it off). */
    public void setCapturing(boolean on) {
        capturing = on;
    }
}
