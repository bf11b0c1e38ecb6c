package rdma.workbench.engine.wire;

/**
 * A frame held in three parts instead of one array: {@code head} (Ethernet up to the last
 * extension header), the payload where it lies (pages of host memory, fixed when the frame was
 * built) and {@code tail} (pad and ICRC). Its bytes are those of the one array {@link #toBytes()}
 * gives; a run that keeps no frame sends it this way so that the payload is not copied into a
 * frame only to be copied out of it again, and a trace keeps a frame this way so that its payload
 * stays in the pages the sender's memory and the run's checkpoints share (copy-on-write, never
 * changed once shared) instead of in an array of its own.
 */
public record SplitFrame(byte[] head, Payload body, byte[] tail) {

    private static final byte[] NONE = new byte[0];

    /** A frame built as one array: all of it is head. */
    public static SplitFrame whole(byte[] frame) {
        return new SplitFrame(frame, Payload.EMPTY, NONE);
    }

    public int length() {
        return head.length + body.length() + tail.length;
    }

    /** The frame as one new array: what a capture, a fault or a switch that rewrites it works on. */
    public byte[] toBytes() {
        byte[] b = new byte[length()];
        System.arraycopy(head, 0, b, 0, head.length);
        body.copyTo(b, head.length);
        System.arraycopy(tail, 0, b, head.length + body.length(), tail.length);
        return b;
    }
}
