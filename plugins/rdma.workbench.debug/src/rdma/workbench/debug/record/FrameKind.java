package rdma.workbench.debug.record;

import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;

/** What a frame is to someone reading a ladder: each kind has its own colour there and in the animation. */
public enum FrameKind {
    /** A request or a READ response: SEND, WRITE, READ, atomics, READ response data. */
    DATA("data"),
    /** A positive acknowledgement (ACKNOWLEDGE or ATOMIC ACKNOWLEDGE with an ACK syndrome). */
    ACK("ACK"),
    /** A NAK: PSN sequence error, invalid request, remote access or operational error (AETH syndrome type 11). */
    NAK("NAK"),
    /** A receiver-not-ready NAK (AETH syndrome type 01). */
    RNR_NAK("RNR NAK"),
    /** A congestion notification packet (BTH opcode 0x81). */
    CNP("CNP"),
    /** An IEEE 802.1Qbb priority flow control frame a switch sent to pause or resume priorities. */
    PFC("PFC"),
    /** A frame that does not decode as RoCEv2. */
    UNDECODED("not RoCEv2");

    private final String label;

    FrameKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The kind of {@code p}; null gives UNDECODED. */
    public static FrameKind of(RocePacket p) {
        if (p == null) {
            return UNDECODED;
        }
        Opcode op = p.opcode();
        if (op == Opcode.CNP) {
            return CNP;
        }
        if (op.kind() == Opcode.Kind.ACK) {
            int s = p.aeth().syndrome();
            return Syndrome.isAck(s) ? ACK : Syndrome.isRnrNak(s) ? RNR_NAK : NAK;
        }
        return DATA;
    }
}
