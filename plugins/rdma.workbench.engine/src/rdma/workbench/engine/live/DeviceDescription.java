package rdma.workbench.engine.live;

import java.util.List;

import rdma.workbench.engine.verbs.DeviceCaps;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.RdmaDevice;

/**
 * A host's devices as the library answers ibv_get_device_list, ibv_query_device, ibv_query_port,
 * ibv_query_gid (with its type and netdev) and ibv_query_pkey from them: the HELLO reply. The
 * layout is device.c's read_device and read_port.
 */
final class DeviceDescription {

    /** PCI vendor of Alibaba (the erdma driver's ERDMA_VENDOR_ID), and the device id of ERDMA (ERDMA_DEVICE_ID 0x107f). */
    private static final int ALIBABA = 0x1ded;
    private static final int ERDMA = 0x107f;
    /** IBV_MTU_4096: a RoCE port's largest MTU; the active one follows the netdev's. */
    private static final int MTU_4096 = 5;
    /** 4X at EDR as ibv_devinfo prints it (active_width 2, active_speed 32). */
    private static final int WIDTH_4X = 2;
    private static final int SPEED_EDR = 32;

    private DeviceDescription() {
    }

    static byte[] of(List<LiveParts.Device> devices) {
        MessageOut o = new MessageOut().u32(devices.size());
        for (LiveParts.Device d : devices) {
            device(o, d);
        }
        return o.toBytes();
    }

    private static void device(MessageOut o, LiveParts.Device live) {
        RdmaDevice d = live.rnic().device();
        DeviceCaps c = d.caps();
        long guid = guid(d.ports().isEmpty() ? new byte[6] : d.ports().get(0).mac());
        o.str(d.name()).u64(guid).u64(guid).u64(c.maxMrSize()).u64(0xFFFFF000L);
        o.u32(live.erdma() ? ALIBABA : 0).u32(live.erdma() ? ERDMA : 0).u32(0).str("rdmawb");
        o.u32(c.maxQp()).u32(Math.max(c.maxSendWr(), c.maxRecvWr())).u32(0).u32(c.maxSendSge()).u32(c.maxSendSge()).u32(c.maxCq())
                .u32(c.maxCqe()).u32(c.maxMr()).u32(c.maxPd()).u32(c.maxQpRdAtom())
                .u32((int) Math.min(Integer.MAX_VALUE, (long) c.maxQpRdAtom() * c.maxQp())).u32(c.maxQpInitRdAtom())
                .u32(LiveProtocol.ATOMIC_HCA).u32(c.maxSrq()).u32(c.maxRecvWr()).u32(c.maxRecvSge()).u32(c.maxAh()).u32(1).u32(15);
        o.u32(d.ports().size());
        for (DevicePort p : d.ports()) {
            port(o, p, portOf(live, p.number()));
        }
    }

    private static void port(MessageOut o, DevicePort p, LiveParts.Port live) {
        int size = 0;
        for (Gid g : p.gids()) {
            size = Math.max(size, g.index() + 1);
        }
        o.u32(LiveProtocol.PORT_ACTIVE).u32(MTU_4096).u32(mtuEnum(p.activeMtu())).u32(size).u32(0).u32(1 << 31).u32(WIDTH_4X)
                .u32(SPEED_EDR).u32(LiveProtocol.PORT_PHYS_LINK_UP).u32(LiveProtocol.LINK_LAYER_ETHERNET);
        o.u32(size);
        for (int i = 0; i < size; i++) {
            Gid g = p.gid(i);
            o.bytes(g == null ? new byte[16] : g.gid());
            boolean v2 = live == null || live.rocev2().getOrDefault(i, true);
            o.u32(v2 ? LiveProtocol.GID_TYPE_ROCE_V2 : 1).str(live == null ? "" : live.netdevs().getOrDefault(i, ""));
        }
    }

    private static LiveParts.Port portOf(LiveParts.Device d, int number) {
        for (LiveParts.Port p : d.ports()) {
            if (p.number() == number) {
                return p;
            }
        }
        return null;
    }

    /** enum ibv_mtu of a path MTU in bytes: 256 is 1 ... 4096 is 5. */
    static int mtuEnum(int bytes) {
        return Integer.numberOfTrailingZeros(Math.max(256, bytes)) - 7;
    }

    /** The EUI-64 of a MAC, as rxe makes a port's GUID (addrconf_addr_eui48): the universal/local bit flipped, ff:fe in the middle. */
    static long guid(byte[] mac) {
        byte[] g = {(byte) (mac[0] ^ 2), mac[1], mac[2], (byte) 0xFF, (byte) 0xFE, mac[3], mac[4], mac[5]};
        long v = 0;
        for (byte b : g) {
            v = v << 8 | b & 0xFF;
        }
        return v;
    }
}
