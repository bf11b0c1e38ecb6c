package rdma.workbench.engine.verbs;

import java.util.Arrays;

/** One GID table entry: index, the 16 bytes, and the network namespace of its netdev (null: the initial one). */
public record Gid(int index, byte[] gid, String namespace) {

    /** True for ::ffff:a.b.c.d, which RoCEv2 sends over IPv4. */
    public boolean isIpv4() {
        return isIpv4Mapped(gid);
    }

    /** Whether {@code ip}, an address from an IP header (4 bytes for IPv4, 16 for IPv6), is this GID. */
    public boolean matches(byte[] ip) {
        return sameAddress(ip, gid);
    }

    /** Whether the IP header address {@code ip} is the GID {@code gid} (an IPv4 address is its IPv4-mapped GID). */
    public static boolean sameAddress(byte[] ip, byte[] gid) {
        if (ip.length == 16) {
            return Arrays.equals(ip, gid);
        }
        return ip.length == 4 && isIpv4Mapped(gid) && Arrays.equals(ip, 0, 4, gid, 12, 16);
    }

    /** Whether the 16 bytes {@code gid} are an IPv6 link-local address (fe80::/10), which no router forwards (RFC 4291 2.5.6). */
    public static boolean isLinkLocal(byte[] gid) {
        return gid.length == 16 && (gid[0] & 0xFF) == 0xFE && (gid[1] & 0xC0) == 0x80;
    }

    /** Whether the 16 bytes {@code gid} are ::ffff:a.b.c.d. */
    public static boolean isIpv4Mapped(byte[] gid) {
        for (int i = 0; i < 10; i++) {
            if (gid[i] != 0) {
                return false;
            }
        }
        return gid[10] == (byte) 0xFF && gid[11] == (byte) 0xFF;
    }
}
