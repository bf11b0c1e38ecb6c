package rdma.workbench.engine.wire;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;

/**
 * An IEEE 802.1Qbb priority flow control frame: a MAC Control frame (IEEE 802.3 clause 31, Annex
 * 31D) to the reserved address 01:80:C2:00:00:01, EtherType 0x8808, opcode 0x0101, then the
 * class-enable vector (bit i = priority i; the high byte is reserved, sent as zero) and eight
 * pause times, one per priority, in quanta of 512 bit times; zeros pad it to the 60-byte minimum
 * frame (the 64 bytes of IEEE 802.3 clause 4.4.2 less the FCS, which no frame here carries). A
 * time of 0 for an enabled priority resumes it at once.
 *
 * @param source the MAC of the port that sends it
 * @param classEnable which priorities the frame speaks for (bits 0..7)
 * @param quanta the pause time of each priority (0..0xFFFF); ignored for a priority not enabled
 */
public record PfcFrame(byte[] source, int classEnable, int[] quanta) {

    /** The MAC Control reserved multicast address (IEEE 802.3 Annex 31B); bridges never forward it (IEEE 802.1Q table 8-1). */
    public static final byte[] DESTINATION = {0x01, (byte) 0x80, (byte) 0xC2, 0x00, 0x00, 0x01};
    public static final int TYPE_MAC_CONTROL = 0x8808;
    public static final int OPCODE_PFC = 0x0101;
    /** IEEE 802.3x PAUSE, which stops every priority: a MAC Control opcode the dissector names, never sent here. */
    public static final int OPCODE_PAUSE = 0x0001;
    /** The longest pause one frame can ask for. */
    public static final int MAX_QUANTA = 0xFFFF;
    /** A pause quantum is 512 bit times at the link's speed (IEEE 802.3 clause 31B.2). */
    public static final int BITS_PER_QUANTUM = 512;
    /** The minimum Ethernet frame without its FCS: what every PFC frame is padded to. */
    public static final int LENGTH = 60;
    public static final int PRIORITIES = 8;

    public PfcFrame {
        if (source.length != 6) {
            throw new IllegalArgumentException("a PFC frame's source MAC has 6 bytes, not " + source.length);
        }
        if (classEnable < 0 || classEnable > 0xFF) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "the class-enable vector has 8 bits (0x00..0xff), not 0x%x", classEnable));
        }
        if (quanta.length != PRIORITIES) {
            throw new IllegalArgumentException("a PFC frame carries 8 pause times, not " + quanta.length);
        }
        for (int p = 0; p < PRIORITIES; p++) {
            if (quanta[p] < 0 || quanta[p] > MAX_QUANTA) {
                throw new IllegalArgumentException("the pause time of priority " + p + " is " + quanta[p] + " quanta; it lies in 0..65535");
            }
        }
        source = source.clone();
        quanta = quanta.clone();
    }

    /** A frame that pauses {@code priority} alone for {@code time} quanta (0 resumes it). */
    public static PfcFrame of(byte[] source, int priority, int time) {
        int[] q = new int[PRIORITIES];
        q[priority] = time;
        return new PfcFrame(source, 1 << priority, q);
    }

    /** Whether {@code priority}'s bit is set in the class-enable vector. */
    public boolean enables(int priority) {
        return (classEnable >> priority & 1) != 0;
    }

    /** How long {@code quanta} pause quanta last on a link of {@code gbps}, in nanoseconds. */
    public static long nanos(int quanta, double gbps) {
        return Math.round((double) quanta * BITS_PER_QUANTUM / gbps);
    }

    public byte[] encode() {
        byte[] b = new byte[LENGTH];
        System.arraycopy(DESTINATION, 0, b, 0, 6);
        System.arraycopy(source, 0, b, 6, 6);
        put16(b, 12, TYPE_MAC_CONTROL);
        put16(b, 14, OPCODE_PFC);
        put16(b, 16, classEnable);
        for (int p = 0; p < PRIORITIES; p++) {
            put16(b, 18 + 2 * p, quanta[p]);
        }
        return b;
    }

    /** Whether {@code frame} is a MAC Control frame (EtherType 0x8808; such frames are never VLAN tagged, IEEE 802.3 clause 31.4). */
    public static boolean isMacControl(byte[] frame) {
        return frame.length >= 14 && u16(frame, 12) == TYPE_MAC_CONTROL;
    }

    /** The PFC frame these bytes hold, or null when they hold another frame (a RoCE frame, say): for views that show any frame. */
    public static PfcFrame ifPfc(byte[] frame) {
        return frame.length >= LENGTH && Arrays.equals(frame, 0, 6, DESTINATION, 0, 6) && u16(frame, 12) == TYPE_MAC_CONTROL
                && u16(frame, 14) == OPCODE_PFC ? decode(frame) : null;
    }

    /** What a sequence chart writes on it: "PFC pause p3", "PFC resume p3", "PFC pause p3, resume p4". */
    public String label() {
        StringBuilder b = new StringBuilder("PFC");
        String sep = " ";
        for (int p = 0; p < PRIORITIES; p++) {
            if (enables(p)) {
                b.append(sep).append(quanta[p] == 0 ? "resume p" : "pause p").append(p);
                sep = ", ";
            }
        }
        return sep.equals(" ") ? b.append(" (no priority enabled)").toString() : b.toString();
    }

    /** Reads a PFC frame; a frame that is not one is refused with the byte and the rule it breaks. */
    public static PfcFrame decode(byte[] frame) {
        if (frame.length < LENGTH) {
            throw new IllegalArgumentException("a PFC frame is padded to " + LENGTH + " bytes; this one has " + frame.length);
        }
        if (!Arrays.equals(frame, 0, 6, DESTINATION, 0, 6)) {
            throw new IllegalArgumentException("byte 0: a PFC frame goes to 01:80:c2:00:00:01, not "
                    + HexFormat.ofDelimiter(":").formatHex(frame, 0, 6));
        }
        if (u16(frame, 12) != TYPE_MAC_CONTROL) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "byte 12: EtherType 0x%04x is not MAC Control (0x8808)", u16(frame, 12)));
        }
        if (u16(frame, 14) != OPCODE_PFC) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "byte 14: MAC Control opcode 0x%04x is not PFC (0x0101)", u16(frame, 14)));
        }
        int[] q = new int[PRIORITIES];
        for (int p = 0; p < PRIORITIES; p++) {
            q[p] = u16(frame, 18 + 2 * p);
        }
        // the reserved high byte of the vector is ignored on receipt, as reserved bits are (IEEE 802.3 clause 1.2.4)
        return new PfcFrame(Arrays.copyOfRange(frame, 6, 12), frame[17] & 0xFF, q);
    }

    private static void put16(byte[] b, int at, int v) {
        b[at] = (byte) (v >> 8);
        b[at + 1] = (byte) v;
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) << 8 | b[at + 1] & 0xFF;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PfcFrame f && Arrays.equals(source, f.source) && classEnable == f.classEnable && Arrays.equals(quanta, f.quanta);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(source) * 31 + classEnable * 17 + Arrays.hashCode(quanta);
    }

    @Override
    public String toString() {
        return "PfcFrame[" + HexFormat.ofDelimiter(":").formatHex(source) + ", enable 0x" + Integer.toHexString(classEnable) + ", quanta "
                + Arrays.toString(quanta) + "]";
    }
}
