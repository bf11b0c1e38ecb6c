package rdma.workbench.engine.wire;

/**
 * The UDP source port of a connection (Linux rdma_calc_flow_label and
 * rdma_flow_label_to_udp_sport): a 20-bit flow label hashed from both QP numbers, the same in
 * both directions, folded into 0xC000..0xFFFF so that ECMP spreads connections.
 */
public final class UdpSourcePort {

    private UdpSourcePort() {
    }

    public static int flowLabel(int localQpn, int remoteQpn) {
        long fl = (long) localQpn * remoteQpn;
        fl ^= fl >>> 20;
        fl ^= fl >>> 40;
        return (int) (fl & 0xFFFFF);
    }

    public static int of(int localQpn, int remoteQpn) {
        int fl = flowLabel(localQpn, remoteQpn);
        return 0xC000 | ((fl & 0x3FFF) ^ ((fl & 0xFC000) >> 14));
    }
}
