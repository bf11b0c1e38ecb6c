package rdma.workbench.model.network;

import rdma.workbench.model.scenario.Mtu;

/** The RoCE path MTU a netdev can carry, and conversions of the ibv_mtu enum. */
public final class RoceMtu {

    /** Bytes rxe reserves for RoCEv2 headers when it maps a netdev MTU to a RoCE MTU (RXE_MAX_HDR_LENGTH). */
    public static final int HEADER_ALLOWANCE = 80;

    private RoceMtu() {
    }

    /** The largest of 256, 512, 1024, 2048, 4096 that fits the netdev MTU with the headers; 0 if none does. */
    public static int forNetdevMtu(int netdevMtu) {
        int room = netdevMtu - HEADER_ALLOWANCE;
        for (int mtu = 4096; mtu >= 256; mtu /= 2) {
            if (room >= mtu) {
                return mtu;
            }
        }
        return 0;
    }

    /** 256 for MTU_256 ... 4096 for MTU_4096. */
    public static int bytes(Mtu mtu) {
        return 128 << mtu.getValue();
    }
}
