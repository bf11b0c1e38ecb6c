package rdma.workbench.engine.wire;

/**
 * A frame held in three parts instead of one array: {@code head} (Ethernet up to the last
 * extension header), the payload where it lies (pages of host memory, fixed when the frame was
 * built) and {@code tail} (pad and ICRC). Its bytes are those of the one array {@link #toBytes()}
 * gives; a run that keeps no frame sends it this way so that the payload is not copied into a
 * frame only to be copied out of it again.
 */
public record SplitFrame(byte[] head, Payload body, byte[] tail) {

    public int length() {
        return head.length + body.length() + tail.length;
    }

    /** The frame as one array: what a capture, a fault or a switch that rewrites it works on. */
    public byte[] toBytes() {
        byte[] b = new byte[length()];
        System.arraycopy(head, 0, b, 0, head.length);
        body.copyTo(b, head.length);
        System.arraycopy(tail, 0, b, head.length + body.length(), tail.length);
        return b;
    }
}
