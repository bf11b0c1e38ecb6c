package rdma.workbench.model.authoring;

import java.util.Locale;

/** The bytes a generated exchange moves, written into the source buffer and checked where they land. */
final class MessageData {

    /**
     * The largest message a generator writes out: the whole message is in the file twice, as the
     * source's initial data and as the expected data of the check.
     */
    static final int MAX_BYTES = 1 << 20;

    private static final String DIGITS = "0123456789";

    private MessageData() {
    }

    /**
     * "0123456789" repeated to {@code length} bytes. Its period, 10, divides no path MTU (256 to
     * 4096), so a packet placed at a wrong MTU-sized offset shows in the check.
     */
    static String pattern(int length) {
        StringBuilder b = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            b.append(DIGITS.charAt(i % DIGITS.length()));
        }
        return b.toString();
    }

    /** The 8 bytes of a little-endian 64-bit value (x86 host memory) as hex digits, for atomics' HEX data. */
    static String littleEndianHex(long value) {
        StringBuilder b = new StringBuilder(16);
        for (int i = 0; i < 8; i++) {
            b.append(String.format(Locale.ROOT, "%02x", (value >>> (8 * i)) & 0xFF));
        }
        return b.toString();
    }
}
