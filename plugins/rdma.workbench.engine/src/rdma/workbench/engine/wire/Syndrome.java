package rdma.workbench.engine.wire;

import rdma.workbench.engine.wire.AethSyndrome;

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
        return AethSyndrome.rnrTimerNanos(code);
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
