package rdma.workbench.engine.fabric;

import java.util.Locale;

import rdma.workbench.engine.wire.PfcFrame;

/**
 * How a switch buffers, marks, classifies and flow-controls.
 *
 * @param bufferBytes the buffer all its egress queues share
 * @param queueLimitBytes the most one egress queue (one port, one priority) may hold; not applied
 *        with PFC on, where every priority is lossless and only a full buffer drops
 * @param marking the RED/ECN rule of each priority's egress queues
 * @param trust which field gives a frame's priority: its DSCP or its 802.1Q PCP
 * @param pfc whether the switch sends IEEE 802.1Qbb PFC frames for every priority (all eight are
 *        lossless: the model has one switch-wide setting)
 */
public record SwitchConfig(long bufferBytes, long queueLimitBytes, PriorityMarking marking, PriorityTrust trust, boolean pfc) {

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
    /**
     * The longest frame the engine sends: a 4096-byte RoCE payload behind Ethernet with an 802.1Q
     * tag (18), IPv6 (40), UDP (8), BTH (12), RETH (16) and ImmDt (4), then the ICRC (4).
     */
    public static final int MAX_FRAME_BYTES = 4096 + 18 + 40 + 8 + 12 + 16 + 4 + 4;

    public SwitchConfig {
        if (bufferBytes < 0 || queueLimitBytes < 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "a switch buffer and queue limit cannot be negative (buffer %d bytes, queue limit %d bytes)", bufferBytes, queueLimitBytes));
        }
        if (trust == null || marking == null) {
            throw new IllegalArgumentException("a switch needs a trust mode and a marking rule");
        }
    }

    /** One RED rule on every priority; trusts DSCP, without PFC: a switch that tail-drops when full. */
    public SwitchConfig(long bufferBytes, long queueLimitBytes, RedMarking marking) {
        this(bufferBytes, queueLimitBytes, PriorityMarking.uniform(marking), PriorityTrust.DSCP, false);
    }

    /** A buffer, a queue limit of an eighth of it, Kmin {@code ecnThresholdBytes} with Kmax 4 Kmin and Pmax 1 % on every priority; DSCP trust, no PFC. */
    public static SwitchConfig of(long bufferBytes, long ecnThresholdBytes) {
        return of(bufferBytes, PriorityMarking.uniform(RedMarking.fromThreshold(ecnThresholdBytes)), PriorityTrust.DSCP, false);
    }

    /** The model's settings: its buffer with a queue limit of an eighth of it, its marking, trust mode and PFC switch. */
    public static SwitchConfig of(long bufferBytes, PriorityMarking marking, PriorityTrust trust, boolean pfc) {
        return new SwitchConfig(bufferBytes, bufferBytes / QUEUE_SHARE_OF_BUFFER, marking, trust, pfc);
    }

    /** The same settings with PFC on or off. */
    public SwitchConfig withPfc(boolean on) {
        return new SwitchConfig(bufferBytes, queueLimitBytes, marking, trust, on);
    }

    /**
     * The PFC headroom of an input on a link of {@code gbps} and {@code delayNanos}: the most that
     * can still arrive for a priority after the input crossed XOFF, so that a paused input never
     * overflows: the pause must cross the cable, and the neighbour finishes the frame it has started
     * (a frame in transmission is never cut short). Counted from the moment the frame that crossed
     * XOFF is stored: our PFC frame may wait for one frame on our side of the wire, takes its own
     * serialization and the propagation delay; the neighbour finishes the frame it is sending, which
     * crosses the cable too. At line rate that is 2 x delay x bandwidth plus, with their preamble,
     * FCS and gap, the PFC frame and three longest frames (ours, the neighbour's, and the one being
     * received when XOFF was crossed, counted only when whole), plus the overshoot of the crossing
     * frame itself and two nanoseconds of rounding.
     */
    public static long pfcHeadroom(double gbps, long delayNanos) {
        long roundTrip = (long) Math.ceil(gbps * (2 * delayNanos + 2) / 8);
        return roundTrip + 3L * (MAX_FRAME_BYTES + Link.WIRE_OVERHEAD_BYTES) + MAX_FRAME_BYTES + PfcFrame.LENGTH
                + Link.WIRE_OVERHEAD_BYTES;
    }

    /**
     * The XOFF threshold of every input and priority of a switch whose inputs need {@code headroom}
     * bytes in all: the buffer less the headroom reserved for each of the eight priorities of every
     * input, shared out equally. A static share with reserved headroom keeps every input's frames
     * within its XOFF plus headroom, so PFC never needs more than the buffer (the scheme of
     * Broadcom-style MMUs, here without the dynamic part, so that when a pause comes is predictable).
     * Zero when the buffer cannot hold the headroom: the switch then pauses at once, and a full
     * buffer can still drop.
     */
    public long pfcXoff(long headroom, int inputs) {
        if (inputs == 0) {
            return 0;
        }
        return Math.max(0, (bufferBytes - EgressPort.PRIORITIES * headroom) / ((long) inputs * EgressPort.PRIORITIES));
    }

    /** XON two longest frames below XOFF: the hysteresis that keeps one frame from toggling pause and resume. */
    public static long pfcXon(long xoff) {
        return Math.max(0, xoff - 2L * MAX_FRAME_BYTES);
    }

    public static SwitchConfig defaults() {
        return of(DEFAULT_BUFFER_BYTES, DEFAULT_KMIN_BYTES);
    }
}
