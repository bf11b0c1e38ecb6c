package rdma.workbench.engine.wire;

import java.util.Map;
import java.util.Optional;

/**
 * What a well-formed frame that is not RoCEv2 carries, by the numbers that say so: the EtherType (IEEE 802 assigned
 * numbers), the IP protocol (IANA protocol numbers) and a UDP or TCP well-known port (IANA service names). A capture of
 * a real port holds ARP, LLDP, DNS and the like beside RoCE; such a frame is "not RoCEv2", not malformed.
 */
public final class OtherProtocol {

    private static final Map<Integer, String> ETHER_TYPES = Map.of(0x0806, "ARP", 0x88CC, "LLDP", 0x8809, "LACP (slow protocols)",
            0x888E, "EAPOL (802.1X)", 0x88F7, "PTP", 0x8035, "RARP", 0x8915, "RoCE v1");
    private static final Map<Integer, String> IP_PROTOCOLS = Map.of(1, "ICMP", 2, "IGMP", 58, "ICMPv6", 89, "OSPF", 132, "SCTP");
    private static final Map<Integer, String> PORTS = Map.ofEntries(Map.entry(53, "DNS"), Map.entry(67, "DHCP"), Map.entry(68, "DHCP"),
            Map.entry(123, "NTP"), Map.entry(161, "SNMP"), Map.entry(514, "syslog"), Map.entry(546, "DHCPv6"), Map.entry(547, "DHCPv6"),
            Map.entry(4789, "VXLAN"), Map.entry(22, "SSH"), Map.entry(80, "HTTP"), Map.entry(443, "HTTPS"), Map.entry(179, "BGP"));

    private OtherProtocol() {
    }

    /**
     * The protocol a frame that is not RoCEv2 carries ("ARP", "DNS over UDP", "TCP port 5201"), when its headers up
     * to that protocol are whole; empty for RoCEv2, for a frame cut short or damaged before it says, and for UDP to
     * port 4791 or to a port of no well-known service (a RoCEv2 frame that failed a check is malformed, not another
     * protocol).
     */
    public static Optional<String> of(byte[] f) {
        if (f.length < 14) {
            return Optional.empty();
        }
        int at = 12;
        int type = u16(f, at);
        if (type == Ethernet.TYPE_VLAN) {
            if (f.length < 18) {
                return Optional.empty();
            }
            at = 16;
            type = u16(f, at);
        }
        int ip = at + 2;
        if (ETHER_TYPES.containsKey(type)) {
            return Optional.of(ETHER_TYPES.get(type));
        }
        if (type == Ethernet.TYPE_IPV4) {
            if (f.length < ip + 20 || (f[ip] & 0xF0) != 0x40 || (f[ip] & 0x0F) < 5 || f.length < ip + (f[ip] & 0x0F) * 4) {
                return Optional.empty();
            }
            return transport(f, f[ip + 9] & 0xFF, ip + (f[ip] & 0x0F) * 4);
        }
        if (type == Ethernet.TYPE_IPV6) {
            if (f.length < ip + 40 || (f[ip] & 0xF0) != 0x60) {
                return Optional.empty();
            }
            return transport(f, f[ip + 6] & 0xFF, ip + 40);
        }
        return Optional.empty();
    }

    private static Optional<String> transport(byte[] f, int protocol, int at) {
        if (protocol == 17 || protocol == 6) {
            if (f.length < at + (protocol == 17 ? 8 : 20)) {
                return Optional.empty();
            }
            int src = u16(f, at);
            int dst = u16(f, at + 2);
            String known = PORTS.getOrDefault(dst, PORTS.get(src));
            if (protocol == 17) {
                // a datagram to another UDP port may be RoCEv2 gone wrong: the decoder's reason, which names the port, says more
                return dst == RoceFrame.UDP_PORT || known == null ? Optional.empty() : Optional.of(known + " over UDP");
            }
            return Optional.of(known != null ? known + " over TCP" : "TCP port " + Math.min(src, dst));
        }
        return Optional.ofNullable(IP_PROTOCOLS.get(protocol));
    }

    private static int u16(byte[] f, int at) {
        return (f[at] & 0xFF) << 8 | f[at + 1] & 0xFF;
    }
}
