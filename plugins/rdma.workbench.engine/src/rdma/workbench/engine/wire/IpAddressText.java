package rdma.workbench.engine.wire;

/** How addresses are written: IPv4 dotted, IPv6 as RFC 5952 says, a GID that maps an IPv4 address as that address. */
public final class IpAddressText {

    private IpAddressText() {
    }

    /** A 4-byte IPv4 address or a 16-byte IPv6 address (or GID). */
    public static String of(byte[] address) {
        if (address.length == 4) {
            return ipv4(address, 0);
        }
        boolean mapped = true;
        for (int i = 0; i < 12; i++) {
            mapped &= address[i] == (i < 10 ? 0 : (byte) 0xFF);
        }
        return mapped ? ipv4(address, 12) : ipv6(address, 0);
    }

    static String ipv4(byte[] b, int at) {
        return (b[at] & 0xFF) + "." + (b[at + 1] & 0xFF) + "." + (b[at + 2] & 0xFF) + "." + (b[at + 3] & 0xFF);
    }

    /** RFC 5952 text: lower case, no leading zeros, the first longest run of two or more zero groups as "::". */
    static String ipv6(byte[] b, int at) {
        int[] g = new int[8];
        for (int i = 0; i < 8; i++) {
            g[i] = (b[at + 2 * i] & 0xFF) << 8 | b[at + 2 * i + 1] & 0xFF;
        }
        int bestStart = -1;
        int bestLength = 1;
        for (int i = 0; i < 8;) {
            int j = i;
            while (j < 8 && g[j] == 0) {
                j++;
            }
            if (j - i > bestLength) {
                bestStart = i;
                bestLength = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        StringBuilder s = new StringBuilder(39);
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                s.append("::");
                i += bestLength - 1;
                continue;
            }
            if (s.length() > 0 && s.charAt(s.length() - 1) != ':') {
                s.append(':');
            }
            s.append(Integer.toHexString(g[i]));
        }
        return s.toString();
    }
}
