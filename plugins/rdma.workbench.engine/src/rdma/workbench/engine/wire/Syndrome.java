package rdma.workbench.engine.wire;

/**
 * AETH syndromes (IBTA 9.7.5.2.1): bits 6:5 say ACK (00), RNR NAK (01) or NAK (11); bits 4:0
 * carry the credit count, the RNR timer code, or the NAK code.
 */
public final class Syndrome {

    public static final int ACK_UNLIMITED_CREDITS = 0x1F;
    public static final int NAK_PSN_SEQUENCE_ERROR = 0x60;
    public static final int NAK_INVALID_REQUEST = 0x61;
    public static final int NAK_REMOTE_ACCESS_ERROR = 0x62;
    public static final int NAK_REMOTE_OPERATIONAL_ERROR = 0x63;
    public static final int NAK_INVALID_RD_REQUEST = 0x64;

    /** RNR timer codes 0..31 in nanoseconds (IBTA table 45); code 0 is the longest, 655.36 ms. */
    private static final long[] RNR_TIMER_NS = {655_360_000, 10_000, 20_000, 30_000, 40_000, 60_000, 80_000, 120_000, 160_000, 240_000,
            320_000, 480_000, 640_000, 960_000, 1_280_000, 1_920_000, 2_560_000, 3_840_000, 5_120_000, 7_680_000, 10_240_000, 15_360_000,
            20_480_000, 30_720_000, 40_960_000, 61_440_000, 81_920_000, 122_880_000, 163_840_000, 245_760_000, 327_680_000, 491_520_000};

    private Syndrome() {
    }

    public static int ack() {
        return ACK_UNLIMITED_CREDITS;
    }

    public static int rnrNak(int timerCode) {
        return 0x20 | timerCode & 0x1F;
    }

    public static boolean isAck(int s) {
        return (s & 0x60) == 0;
    }

    public static boolean isRnrNak(int s) {
        return (s & 0x60) == 0x20;
    }

    public static boolean isNak(int s) {
        return (s & 0x60) == 0x60;
    }

    public static long rnrTimerNanos(int code) {
        return RNR_TIMER_NS[code & 0x1F];
    }

    /** "ACK", "RNR NAK (timer 12 = 0.64 ms)", "NAK PSN sequence error", ... */
    public static String describe(int s) {
        if (isAck(s)) {
            return "ACK";
        }
        if (isRnrNak(s)) {
            return "RNR NAK (timer " + (s & 0x1F) + " = " + rnrTimerNanos(s) / 1000.0 / 1000 + " ms)";
        }
        return switch (s) {
            case NAK_PSN_SEQUENCE_ERROR -> "NAK PSN sequence error";
            case NAK_INVALID_REQUEST -> "NAK invalid request";
            case NAK_REMOTE_ACCESS_ERROR -> "NAK remote access error";
            case NAK_REMOTE_OPERATIONAL_ERROR -> "NAK remote operational error";
            case NAK_INVALID_RD_REQUEST -> "NAK invalid RD request";
            default -> String.format("NAK 0x%02x", s);
        };
    }
}
