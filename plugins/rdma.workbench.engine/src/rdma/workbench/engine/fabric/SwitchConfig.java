package rdma.workbench.engine.fabric;

import java.util.Locale;

/**
 * How a switch buffers and marks.
 *
 * @param bufferBytes the buffer all its egress queues share
 * @param queueLimitBytes the most one egress queue (one port, one priority) may hold
 * @param marking the RED/ECN rule of every egress queue
 */
public record SwitchConfig(long bufferBytes, long queueLimitBytes, RedMarking marking) {

    /** 12 MiB, the model's default: the shared buffer of a Broadcom Trident II, the DCQCN paper's testbed switch (section 5). */
    public static final long DEFAULT_BUFFER_BYTES = 12L << 20;
    /** 150,000 bytes, the model's default ECN threshold (Kmin). */
    public static final long DEFAULT_KMIN_BYTES = 150_000;
    /**
     * One queue may hold an eighth of the shared buffer. Shared-memory switches cap a queue at
     * α times the free buffer (Choudhury and Hahne, "Dynamic queue length thresholds for
     * shared-memory packet switches", IEEE/ACM ToN 1998); α = 1/8 lets a lone congested queue take
     * about B/9. A static B/8 keeps that order of size and makes a drop predictable.
     */
    public static final int QUEUE_SHARE_OF_BUFFER = 8;

    public SwitchConfig {
        if (bufferBytes < 0 || queueLimitBytes < 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "a switch buffer and queue limit cannot be negative (buffer %d bytes, queue limit %d bytes)", bufferBytes, queueLimitBytes));
        }
    }

    /** The model's settings: its buffer, a queue limit of an eighth of it, and its ECN threshold as Kmin. */
    public static SwitchConfig of(long bufferBytes, long ecnThresholdBytes) {
        return new SwitchConfig(bufferBytes, bufferBytes / QUEUE_SHARE_OF_BUFFER, RedMarking.fromThreshold(ecnThresholdBytes));
    }

    public static SwitchConfig defaults() {
        return of(DEFAULT_BUFFER_BYTES, DEFAULT_KMIN_BYTES);
    }
}
