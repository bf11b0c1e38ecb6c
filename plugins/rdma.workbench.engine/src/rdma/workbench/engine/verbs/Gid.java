package rdma.workbench.engine.verbs;

/** One GID table entry: index, the 16 bytes, and the network namespace of its netdev (null: the initial one). */
public record Gid(int index, byte[] gid, String namespace) {

    /** True for ::ffff:a.b.c.d, which RoCEv2 sends over IPv4. */
    public boolean isIpv4() {
        for (int i = 0; i < 10; i++) {
            if (gid[i] != 0) {
                return false;
            }
        }
        return gid[10] == (byte) 0xFF && gid[11] == (byte) 0xFF;
    }
}
