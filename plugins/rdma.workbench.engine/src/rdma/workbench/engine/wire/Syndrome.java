package rdma.workbench.engine.wire;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * AETH syndromes (IBTA 9.7.5.2.1): bit 7 reserved, bits 6:5 the type — ACK (00), RNR NAK (01),
 * reserved (10), NAK (11) — and bits 4:0 the ACK's credit code, the RNR NAK's timer code or the
 * NAK code; with the tables that say what each code means.
 */
public final class Syndrome {

    public static final int ACK_UNLIMITED_CREDITS = 0x1F;
    public static final int NAK_PSN_SEQUENCE_ERROR = 0x60;
    public static final int NAK_INVALID_REQUEST = 0x61;
    public static final int NAK_REMOTE_ACCESS_ERROR = 0x62;
    public static final int NAK_REMOTE_OPERATIONAL_ERROR = 0x63;
    public static final int NAK_INVALID_RD_REQUEST = 0x64;

    public static final int TYPE_ACK = 0;
    public static final int TYPE_RNR_NAK = 1;
    public static final int TYPE_RESERVED = 2;
    public static final int TYPE_NAK = 3;

    /** RNR timer codes 0..31 in nanoseconds (IBTA table 45); code 0 is the longest, 655.36 ms. */
    private static final long[] RNR_TIMER_NS = {655_360_000, 10_000, 20_000, 30_000, 40_000, 60_000, 80_000, 120_000, 160_000, 240_000,
            320_000, 480_000, 640_000, 960_000, 1_280_000, 1_920_000, 2_560_000, 3_840_000, 5_120_000, 7_680_000, 10_240_000, 15_360_000,
            20_480_000, 30_720_000, 40_960_000, 61_440_000, 81_920_000, 122_880_000, 163_840_000, 245_760_000, 327_680_000, 491_520_000};

    /** ACK credit codes 0..30 in credits (end-to-end flow control; Linux rdmavt rc.c credit_table); 31 means no limit. */
    private static final int[] CREDITS = {0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048,
            3072, 4096, 6144, 8192, 12288, 16384, 24576, 32768};

    private static final String[] TYPE_NAMES = {"ACK", "RNR NAK", "reserved", "NAK"};

    private static final String[] NAK_CODES = {"PSN sequence error", "invalid request", "remote access error", "remote operational error",
            "invalid RD request"};

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


    public static int type(int syndrome) {
        return syndrome >> 5 & 3;
    }

    public static int code(int syndrome) {
        return syndrome & 0x1F;
    }

    public static long rnrTimerNanos(int timerCode) {
        return RNR_TIMER_NS[timerCode & 0x1F];
    }

    /** "0.01 ms", "655.36 ms". */
    public static String rnrTimerText(int timerCode) {
        return BigDecimal.valueOf(rnrTimerNanos(timerCode), 6).stripTrailingZeros().toPlainString() + " ms";
    }

    /** "ACK", "RNR NAK", "reserved", "NAK". */
    public static String typeName(int type) {
        return TYPE_NAMES[type & 3];
    }

    /** The low five bits in words: "unlimited" or "32 credits", "1.28 ms", "PSN sequence error", or null for the reserved type. */
    public static String codeMeaning(int syndrome) {
        int code = code(syndrome);
        return switch (type(syndrome)) {
            case TYPE_ACK -> code == 31 ? "unlimited" : CREDITS[code] + (CREDITS[code] == 1 ? " credit" : " credits");
            case TYPE_RNR_NAK -> rnrTimerText(code);
            case TYPE_NAK -> code < NAK_CODES.length ? NAK_CODES[code] : "reserved NAK code " + code;
            default -> null;
        };
    }

    /** Every bit in words, for a packet-details view: "ACK, credit code 31: unlimited", "RNR NAK, timer code 14: 1.28 ms", "NAK, PSN sequence error". */
    public static String explain(int syndrome) {
        int code = code(syndrome);
        return switch (type(syndrome)) {
            case TYPE_ACK -> "ACK, credit code " + code + ": " + codeMeaning(syndrome);
            case TYPE_RNR_NAK -> "RNR NAK, timer code " + code + ": " + codeMeaning(syndrome);
            case TYPE_NAK -> "NAK, " + codeMeaning(syndrome);
            default -> "reserved syndrome type (bits 6:5 = 10)";
        };
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
            default -> String.format(Locale.ROOT, "NAK 0x%02x", s);
        };
    }
}
