package rdma.workbench.model.network;

/**
 * GIDs in IPv6 text form ("fe80::1", "::ffff:192.168.1.10"), parsed by hand so that a name is
 * never sent to DNS the way InetAddress would.
 */
public final class GidAddress {

    private GidAddress() {
    }

    /** The 16 bytes of the GID, or null when {@code text} is not an IPv6 address. */
    public static byte[] parse(String text) {
        if (text == null || text.isEmpty() || text.chars().filter(c -> c == ':').count() < 2) {
            return null;
        }
        String s = text.trim();
        int[] groups = new int[8];
        int doubleColon = s.indexOf("::");
        if (doubleColon >= 0 && s.indexOf("::", doubleColon + 1) >= 0) {
            return null;
        }
        String head = doubleColon >= 0 ? s.substring(0, doubleColon) : s;
        String tail = doubleColon >= 0 ? s.substring(doubleColon + 2) : "";
        int[] h = groups(head, doubleColon < 0 || tail.isEmpty());
        int[] t = doubleColon >= 0 ? groups(tail, true) : new int[0];
        if (h == null || t == null) {
            return null;
        }
        if (doubleColon < 0 && h.length != 8 || doubleColon >= 0 && h.length + t.length > 7) {
            return null;
        }
        System.arraycopy(h, 0, groups, 0, h.length);
        System.arraycopy(t, 0, groups, 8 - t.length, t.length);
        byte[] bytes = new byte[16];
        for (int i = 0; i < 8; i++) {
            bytes[2 * i] = (byte) (groups[i] >> 8);
            bytes[2 * i + 1] = (byte) groups[i];
        }
        return bytes;
    }

    /** True for ::ffff:a.b.c.d, the form an IPv4 address takes in a RoCEv2 GID table. */
    public static boolean isIpv4Mapped(byte[] gid) {
        for (int i = 0; i < 10; i++) {
            if (gid[i] != 0) {
                return false;
            }
        }
        return gid[10] == (byte) 0xFF && gid[11] == (byte) 0xFF;
    }

    private static int[] groups(String part, boolean mayEndInIpv4) {
        if (part.isEmpty()) {
            return new int[0];
        }
        String[] fields = part.split(":", -1);
        int n = fields.length;
        boolean v4 = mayEndInIpv4 && fields[n - 1].contains(".");
        int[] out = new int[v4 ? n + 1 : n];
        for (int i = 0; i < (v4 ? n - 1 : n); i++) {
            String f = fields[i];
            if (f.isEmpty() || f.length() > 4 || !f.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
                return null;
            }
            out[i] = Integer.parseInt(f, 16);
        }
        if (v4) {
            String[] octets = fields[n - 1].split("\\.", -1);
            if (octets.length != 4) {
                return null;
            }
            int[] b = new int[4];
            for (int i = 0; i < 4; i++) {
                if (octets[i].isEmpty() || octets[i].length() > 3 || !octets[i].chars().allMatch(Character::isDigit)) {
                    return null;
                }
                b[i] = Integer.parseInt(octets[i]);
                if (b[i] > 255) {
                    return null;
                }
            }
            out[n - 1] = b[0] << 8 | b[1];
            out[n] = b[2] << 8 | b[3];
        }
        return out;
    }
}
