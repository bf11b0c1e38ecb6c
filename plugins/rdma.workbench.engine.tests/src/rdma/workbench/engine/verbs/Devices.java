package rdma.workbench.engine.verbs;

import java.util.List;

/** Devices the verbs tests use: an ERDMA device in RoCEv2 mode (no UC, no SRQ) with one port of MTU 1024. */
final class Devices {

    static final DeviceCaps ERDMA = new DeviceCaps(32768, 8192, 8192, 6, 1, 96, 32768, 1 << 20, 65536, 1L << 32, 131072, 0, 65536, 128, 128,
            false);

    private Devices() {
    }

    static RdmaDevice erdma(String host, String namespace) {
        byte[] gid = new byte[16];
        gid[10] = (byte) 0xFF;
        gid[11] = (byte) 0xFF;
        gid[12] = 10;
        gid[15] = 1;
        DevicePort port = new DevicePort(1, new byte[] {2, 0, 0, 0, 0, 1}, 1024, List.of(new Gid(0, gid, null), new Gid(1, gid.clone(), namespace)));
        return new RdmaDevice(host, "erdma_0", ERDMA, List.of(port), false, new HostMemory(1 << 24));
    }

    static Context context(RdmaDevice d) {
        return Context.open(d, "p", null, null).value();
    }
}
