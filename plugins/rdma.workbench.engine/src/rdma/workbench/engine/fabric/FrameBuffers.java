package rdma.workbench.engine.fabric;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Frame buffers for reuse, by exact length. A long transfer builds millions of frames of a few
 * sizes; allocating (and zeroing) each costs more than computing its ICRC, so a fabric that
 * neither captures nor traces frames takes back each buffer once the frame has been received or
 * dropped, and hands it out for the next frame of that length. The few lengths in use sit in a
 * short array searched from the most recent one.
 */
final class FrameBuffers {

    /** Buffers kept per length: enough for the frames in flight of one QP's window and its responses. */
    private static final int KEPT_PER_LENGTH = 512;
    /** Lengths remembered; a run that uses more (odd SEND sizes) simply allocates for the rest. */
    private static final int LENGTHS = 16;

    private final int[] lengths = new int[LENGTHS];
    @SuppressWarnings("unchecked")
    private final ArrayDeque<byte[]>[] free = new ArrayDeque[LENGTHS];
    private int used;

    FrameBuffers() {
        Arrays.fill(lengths, -1);
    }

    private int slot(int length, boolean create) {
        for (int i = 0; i < used; i++) {
            if (lengths[i] == length) {
                return i;
            }
        }
        if (!create || used == LENGTHS) {
            return -1;
        }
        lengths[used] = length;
        free[used] = new ArrayDeque<>();
        return used++;
    }

    byte[] take(int length) {
        int i = slot(length, false);
        byte[] b = i < 0 ? null : free[i].pollLast();
        return b != null ? b : new byte[length];
    }

    void give(byte[] b) {
        int i = slot(b.length, true);
        if (i >= 0 && free[i].size() < KEPT_PER_LENGTH) {
            free[i].addLast(b);
        }
    }
}
