package rdma.workbench.engine.verbs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An RDMA device on a host: capabilities, ports, and the objects it knows by number (QPs by QPN,
 * memory regions by rkey) so that incoming packets find them.
 */
public final class RdmaDevice {

    /** rxe's first QP number; 0 and 1 are the special QPs. */
    private static final int FIRST_QPN = 0x11;

    private final String host;
    private final String name;
    private final DeviceCaps caps;
    private final List<DevicePort> ports;
    private final boolean srq;
    private final HostMemory memory;
    private final Map<Integer, QueuePair> qps = new HashMap<>();
    private final Map<Integer, MemoryRegion> mrs = new HashMap<>();
    private int nextQpn = FIRST_QPN;
    private int nextMrIndex = 1;
    private int pds;
    private int cqs;
    private int ahs;
    private int srqs;

    public RdmaDevice(String host, String name, DeviceCaps caps, List<DevicePort> ports, boolean srq, HostMemory memory) {
        this.host = host;
        this.name = name;
        this.caps = caps;
        this.ports = List.copyOf(ports);
        this.srq = srq;
        this.memory = memory;
    }

    public String host() {
        return host;
    }

    public String name() {
        return name;
    }

    public DeviceCaps caps() {
        return caps;
    }

    public List<DevicePort> ports() {
        return ports;
    }

    public DevicePort port(int number) {
        for (DevicePort p : ports) {
            if (p.number() == number) {
                return p;
            }
        }
        return null;
    }

    public boolean hasSrq() {
        return srq;
    }

    public HostMemory memory() {
        return memory;
    }

    public QueuePair qp(int qpn) {
        return qps.get(qpn);
    }

    public MemoryRegion mrByRkey(int rkey) {
        return mrs.get(rkey);
    }

    public MemoryRegion mrByLkey(int lkey) {
        return mrs.get(lkey);
    }

    int allocateQpn() {
        return nextQpn++;
    }

    void addQp(QueuePair qp) {
        qps.put(qp.qpn(), qp);
    }

    int qpCount() {
        return qps.size();
    }

    /** rxe-style key: the region's index in the upper 24 bits, a varying byte below. */
    int allocateKey() {
        int index = nextMrIndex++;
        return index << 8 | index * 37 & 0xFF;
    }

    void addMr(MemoryRegion mr) {
        mrs.put(mr.rkey(), mr);
    }

    int mrCount() {
        return mrs.size();
    }

    int countPd() {
        return ++pds;
    }

    int countCq() {
        return ++cqs;
    }

    int countAh() {
        return ++ahs;
    }

    int countSrq() {
        return ++srqs;
    }
}
