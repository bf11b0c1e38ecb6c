package rdma.workbench.engine.fabric;

import rdma.workbench.engine.wire.SplitFrame;

/**
 * A frame on the simulated wire: its bytes (never changed once built; a corrupting fault works on a
 * copy) and the id that ties its send, its hops and its receive or drop together in the trace. A
 * frame built in a run that keeps no frame may be held {@linkplain SplitFrame split}, its payload
 * left in the sender's (shared, copy-on-write) pages; {@link #bytes()} joins it into one array the
 * first time something needs the whole frame.
 */
public final class Frame {

    private final long id;
    private final SplitFrame split;
    private byte[] bytes;

    public Frame(long id, byte[] bytes) {
        this.id = id;
        this.bytes = bytes;
        this.split = null;
    }

    public Frame(long id, SplitFrame split) {
        this.id = id;
        this.split = split;
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
