package rdma.workbench.engine.wire;

import java.util.Arrays;
import java.util.Locale;

/**
 * An IEEE 802.1Qbb priority-based flow control frame: a MAC Control frame (EtherType 0x8808) to
 * the reserved multicast address 01:80:C2:00:00:01 with opcode 0x0101, a class-enable vector (bit
 * i set: the time for priority i applies) and eight pause times in quanta of 512 bit times (0
 * resumes the priority at once), zero-padded to the 60-byte minimum frame (64 with the FCS, which
 * frames here do not carry, as with RoCE frames).
 */
public record PfcFrame(byte[] source, int classEnable, int[] quanta) {

    public static final int ETHER_TYPE = 0x8808;
    public static final int OPCODE = 0x0101;
    /** 802.3x PAUSE, the MAC Control opcode PFC extends: one time for every priority. */
    public static final int PAUSE_OPCODE = 0x0001;
    /** The length as sent: 14 bytes of Ethernet, 2 opcode, 2 class-enable, 16 times, 26 zeros. */
    public static final int LENGTH = 60;
    /** Ethernet header, opcode, class-enable vector and the eight times: where the padding starts. */
    public static final int CONTENT_LENGTH = 14 + 2 + 2 + 16;
    private static final byte[] DESTINATION = {0x01, (byte) 0x80, (byte) 0xC2, 0x00, 0x00, 0x01};

    public PfcFrame {
        if (source.length != 6 || quanta.length != 8) {
            throw new IllegalArgumentException("a PFC frame has a 6-byte source MAC and eight pause times");
        }
        source = source.clone();
        quanta = quanta.clone();
    }

    /** The reserved multicast destination every MAC Control frame goes to. */
    public static byte[] destination() {
        return DESTINATION.clone();
    }

    /** The PFC frame these bytes hold, or null when they hold another frame (or too few bytes for one). */
    public static PfcFrame decode(byte[] frame) {
        if (frame.length < CONTENT_LENGTH || !Arrays.equals(frame, 0, 6, DESTINATION, 0, 6) || u16(frame, 12) != ETHER_TYPE
                || u16(frame, 14) != OPCODE) {
            return null;
        }
        int[] q = new int[8];
        for (int p = 0; p < 8; p++) {
            q[p] = u16(frame, 18 + 2 * p);
        }
        return new PfcFrame(Arrays.copyOfRange(frame, 6, 12), u16(frame, 16) & 0xFF, q);
    }

    /** The 60 bytes on the wire. */
    public byte[] encode() {
        byte[] b = new byte[LENGTH];
        System.arraycopy(DESTINATION, 0, b, 0, 6);
        System.arraycopy(source, 0, b, 6, 6);
        put16(b, 12, ETHER_TYPE);
        put16(b, 14, OPCODE);
        put16(b, 16, classEnable & 0xFF);
        for (int p = 0; p < 8; p++) {
            put16(b, 18 + 2 * p, quanta[p]);
        }
        return b;
    }

    public boolean enables(int priority) {
        return (classEnable >> priority & 1) != 0;
    }

    /** What a sequence chart writes on it: "PFC pause p3", "PFC resume p3", "PFC pause p3, resume p4". */
    public String label() {
        StringBuilder b = new StringBuilder("PFC");
        String sep = " ";
        for (int p = 0; p < 8; p++) {
            if (enables(p)) {
                b.append(sep).append(quanta[p] == 0 ? "resume p" : "pause p").append(p);
                sep = ", ";
            }
        }
        return sep.equals(" ") ? b.append(" (no priority enabled)").toString() : b.toString();
    }

    /** How long {@code quanta} pause quanta last on a link of {@code gbps}: 512 bit times each (802.1Qbb 36.1.3.2). */
    public static long nanos(int quanta, double gbps) {
        return Math.round(quanta * 512 / gbps);
    }

    private static int u16(byte[] b, int at) {
        return (b[at] & 0xFF) << 8 | b[at + 1] & 0xFF;
    }

    private static void put16(byte[] b, int at, int v) {
        b[at] = (byte) (v >> 8);
        b[at + 1] = (byte) v;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PfcFrame f && Arrays.equals(source, f.source) && classEnable == f.classEnable && Arrays.equals(quanta, f.quanta);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(quanta) * 31 + classEnable;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "PfcFrame[class-enable 0x%02x, quanta %s]", classEnable, Arrays.toString(quanta));
    }
}
