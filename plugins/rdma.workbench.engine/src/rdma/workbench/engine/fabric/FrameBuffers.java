package rdma.workbench.engine.fabric;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Frame buffers for reuse, by exact length. A long transfer builds millions of frames of a few
 * sizes; allocating (and zeroing) each costs more than computing its ICRC, so a fabric that
 * neither captures nor traces frames takes back each buffer once the frame has been received or
 * dropped, and hands it out for the next frame of that length.
 */
final class FrameBuffers {

    /** Buffers kept per length: enough for the frames in flight of one QP's window and its responses. */
    private static final int KEPT_PER_LENGTH = 512;

    private final Map<Integer, ArrayDeque<byte[]>> free = new HashMap<>();

    byte[] take(int length) {
        ArrayDeque<byte[]> q = free.get(length);
        byte[] b = q == null ? null : q.pollLast();
        return b != null ? b : new byte[length];
    }

    void give(byte[] b) {
        ArrayDeque<byte[]> q = free.computeIfAbsent(b.length, n -> new ArrayDeque<>());
        if (q.size() < KEPT_PER_LENGTH) {
            q.addLast(b);
        }
    }
}
