package rdma.workbench.engine.fabric;

import java.util.List;

import rdma.workbench.engine.congestion.IntHop;
import rdma.workbench.engine.wire.SplitFrame;

/**
 * A frame on the simulated wire: its bytes (never changed once built; a corrupting fault works on a
 * copy) and the id that ties its send, its hops and its receive or drop together in the trace. A
 * frame built in a run that keeps no frame may be held {@linkplain SplitFrame split}, its payload
 * left in the sender's (shared, copy-on-write) pages; {@link #bytes()} joins it into one array the
 * first time something needs the whole frame.
 * <p>
 * A frame may also carry HPCC's in-band telemetry (Li et al., SIGCOMM 2019, section 3.1) as
 * simulation metadata beside its bytes: a data frame whose sender runs HPCC {@linkplain
 * #collectingTelemetry collects} one {@link IntHop} per switch egress port it leaves, and the ACK
 * that answers it {@linkplain #echoing echoes} that list back. HPCC's real INT header is never
 * put on the wire: the bytes, and so every pcap, stay standard RoCEv2. Telemetry never changes a
 * frame in place; a hop gives a new frame of the same id and bytes, so a frame that a checkpoint
 * holds (in a queue, in a scheduled arrival) keeps the hops it had then.
 */
public final class Frame {

    private final long id;
    private final SplitFrame split;
    private byte[] bytes;
    /** Whether switch egress ports append a hop (the sender runs HPCC and this is a data frame). */
    private final boolean collecting;
    private final List<IntHop> telemetry;
    /**
     * The fabric's number of the frame's destination IP address ({@link Fabric#addressNumberOf}),
     * or -1 when the sender did not give it: the sender works it out once per route, and every
     * switch on the way would otherwise look the same address up again.
     */
    private final int destination;

    public Frame(long id, byte[] bytes) {
        this(id, bytes, null, false, List.of(), -1);
    }

    public Frame(long id, SplitFrame split) {
        this(id, null, split, false, List.of(), -1);
    }

    /** A frame whose destination IP address has the number {@code destination} in the fabric it is sent on. */
    public Frame(long id, byte[] bytes, int destination) {
        this(id, bytes, null, false, List.of(), destination);
    }

    /** A split frame whose destination IP address has the number {@code destination} in the fabric it is sent on. */
    public Frame(long id, SplitFrame split, int destination) {
        this(id, null, split, false, List.of(), destination);
    }

    private Frame(long id, byte[] bytes, SplitFrame split, boolean collecting, List<IntHop> telemetry, int destination) {
        this.id = id;
        this.bytes = bytes;
        this.split = split;
        this.collecting = collecting;
        this.telemetry = telemetry;
        this.destination = destination;
    }

    /** This frame, with switches stamping a hop on it as it leaves each of their egress ports (none yet). */
    public Frame collectingTelemetry() {
        return new Frame(id, bytes, split, true, List.of(), destination);
    }

    /** This frame (an ACK) carrying {@code hops}, the telemetry of the data frame it answers; nobody stamps it further. */
    public Frame echoing(List<IntHop> hops) {
        return new Frame(id, bytes, split, false, List.copyOf(hops), destination);
    }

    /** This frame with {@code hop} after the hops it already carries. */
    Frame withHop(IntHop hop) {
        IntHop[] hops = telemetry.toArray(new IntHop[telemetry.size() + 1]);
        hops[hops.length - 1] = hop;
        return new Frame(id, bytes, split, collecting, List.of(hops), destination);
    }

    /** The same metadata on other bytes (a CE-marked or corrupted copy of this frame); switches look its destination up again. */
    Frame withBytes(byte[] other) {
        return new Frame(id, other, null, collecting, telemetry, -1);
    }

    /** See {@link #destination}; -1 when not given. */
    int destination() {
        return destination;
    }

    /** Whether switch egress ports stamp this frame. */
    public boolean collectsTelemetry() {
        return collecting;
    }

    /** The hops stamped on this frame, or (on an ACK) echoed from the data frame it answers; empty when none. */
    public List<IntHop> telemetry() {
        return telemetry;
    }

    public long id() {
        return id;
    }

    /** The whole frame as one array (joined once, the first time, for a split frame). */
    public byte[] bytes() {
        if (bytes == null) {
            bytes = split.toBytes();
        }
        return bytes;
    }

    /** The frame's parts, or null for a frame built as one array. */
    public SplitFrame split() {
        return split;
    }

    /** An array that holds at least every header of the frame (the whole frame, unless it is split). */
    byte[] headers() {
        return split != null ? split.head() : bytes;
    }

    public int length() {
        return split != null ? split.length() : bytes.length;
    }

    /** Whether the frame's array came from {@link Fabric#frameBuffer} (it may be reused once the frame is done). */
    boolean pooled() {
        return split == null;
    }

    @Override
    public String toString() {
        return "Frame[id=" + id + ", " + length() + " bytes" + (split != null ? ", split" : "") + "]";
    }
}
