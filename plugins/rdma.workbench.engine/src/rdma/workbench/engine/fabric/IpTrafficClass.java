package rdma.workbench.engine.fabric;

import rdma.workbench.engine.wire.Checksums;
import rdma.workbench.engine.wire.Ecn;
import rdma.workbench.engine.wire.Ethernet;

/**
 * The traffic class byte of a frame's IP header as a switch reads and marks it: the IPv4 TOS
 * (RFC 791, RFC 2474 DSCP, RFC 3168 ECN) or the IPv6 traffic class (RFC 8200 section 7), behind
 * the Ethernet header and an optional 802.1Q tag. Non-IP frames have none (-1).
 */
final class IpTrafficClass {

    private IpTrafficClass() {
    }

    /** The traffic class byte (DSCP << 2 | ECN), or -1 for a frame that is not IPv4 or IPv6. */
    static int of(byte[] frame) {
        int ip = EthernetHeader.networkOffset(frame);
        if (ip < 0 || frame.length < ip + 2) {
            return -1;
        }
        return switch (EthernetHeader.type(frame, ip)) {
            case Ethernet.TYPE_IPV4 -> frame[ip + 1] & 0xFF;
            case Ethernet.TYPE_IPV6 -> (frame[ip] & 0x0F) << 4 | (frame[ip + 1] & 0xF0) >> 4;
            default -> -1;
        };
    }

    /**
     * The priority (0..7) of the queue the frame waits in: the DSCP's class-selector precedence,
     * DSCP >> 3 (RFC 2474 section 4.2.2.1 keeps the three high DSCP bits as the old IP precedence,
     * and RFC 8325 section 4.3 maps them to 802.1p user priorities the same way). Non-IP frames use 0.
     */
    static int priority(byte[] frame) {
        int tc = of(frame);
        return tc < 0 ? 0 : tc >> 5;
    }

    /**
     * Sets CE in the ECN field of {@code frame}, in place. IPv4: the TOS byte and the header
     * checksum recomputed over the 20-byte header (RFC 1071; RoCEv2 sends no options). IPv6 has
     * no header checksum and the UDP pseudo-header does not cover the traffic class (RFC 8200
     * section 8.1), so only the two bits change. The ICRC masks both (IBTA annex A17.3.3).
     */
    static void markCe(byte[] frame) {
        int ip = EthernetHeader.networkOffset(frame);
        if (EthernetHeader.type(frame, ip) == Ethernet.TYPE_IPV4) {
            frame[ip + 1] |= Ecn.CE;
            frame[ip + 10] = 0;
            frame[ip + 11] = 0;
            int sum = Checksums.ipv4Header(frame, ip, 20);
            frame[ip + 10] = (byte) (sum >> 8);
            frame[ip + 11] = (byte) sum;
        } else {
            frame[ip + 1] |= Ecn.CE << 4;
        }
    }
}
