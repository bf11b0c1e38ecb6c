package rdma.workbench.debug.ui.run;

import rdma.workbench.debug.record.FrameKind;

/** The colour of each kind of frame, the same in the ladder, its legend and the animation on the topology. */
public final class FrameColors {

    private FrameColors() {
    }

    /** 0xRRGGBB of {@code kind}. */
    public static int of(FrameKind kind) {
        return switch (kind) {
            case DATA -> 0x1F6FB4;
            case ACK -> 0x2E8B3A;
            case NAK -> 0xD62728;
            case RNR_NAK -> 0xE07B00;
            case CNP -> 0x8E44AD;
            case PFC -> 0x00838F;
            case UNDECODED -> 0x7F7F7F;
        };
    }

    /** The cross of a dropped frame. */
    public static final int DROP = 0xB00000;
    public static final int NOW = 0x00A000;
    public static final int SELECTION = 0xFFD54F;
}
