package rdma.workbench.engine.wire;

/** A whole RoCEv2 frame: Ethernet, IP, UDP to port 4791, and the RoCE packet. */
public record RoceFrame(Ethernet ethernet, IpHeader ip, int udpSourcePort, RocePacket packet) {

    public static final int UDP_PORT = 4791;
    public static final int UDP_HEADER = 8;
    public static final int ICRC_LENGTH = 4;

    /** Bytes the whole frame takes on the wire (without preamble and FCS). */
    public int length() {
        return ethernet.length() + ip.length() + udpLength();
    }

    /** The UDP length: header, BTH and extension headers, payload, pad and ICRC. */
    public int udpLength() {
        return udpLength(packet);
    }

    /** The UDP length of a datagram carrying {@code p}. */
    public static int udpLength(RocePacket p) {
        return UDP_HEADER + p.opcode().headerLength() + p.payload().length() + p.padCount() + ICRC_LENGTH;
    }
}
