package rdma.workbench.engine.transport;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.Frame;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.DeviceCaps;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QpBringUp;
import rdma.workbench.engine.verbs.QpCaps;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.Status;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/** Two hosts with one RoCE NIC each, cabled back to back at 25 Gbit/s with 500 ns of delay; MTU 1024 unless a constructor says otherwise. */
final class TwoHosts {

    static final DeviceCaps CAPS = new DeviceCaps(1024, 256, 256, 6, 4, 96, 64, 4096, 1024, 1L << 30, 64, 16, 64, 16, 16, true);

    final Simulation sim;
    final Trace trace;
    final Fabric fabric;
    final Side a;
    final Side b;
    private final long hostMemory;
    /** The ports' active MTU, and the path MTU {@link #connect} sets. */
    private final int mtu;

    /** One host: its device, its transport, a program context with a PD and a CQ. */
    final class Side {
        final RdmaDevice device;
        final Rnic rnic;
        final Context ctx;
        final ProtectionDomain pd;
        final CompletionQueue cq;
        final byte[] gid;

        Side(String host, int n) {
            gid = new byte[16];
            gid[10] = (byte) 0xFF;
            gid[11] = (byte) 0xFF;
            gid[12] = (byte) 192;
            gid[13] = (byte) 168;
            gid[14] = 1;
            gid[15] = (byte) n;
            DevicePort port = new DevicePort(1, new byte[] {2, 0, 0, 0, 0, (byte) n}, mtu, List.of(new Gid(0, gid, null)));
            device = new RdmaDevice(host, "rxe0", CAPS, List.of(port), true, new HostMemory(hostMemory));
            rnic = new Rnic(device, fabric, sim, trace);
            ctx = Context.open(device, host, null, null).value();
            pd = ctx.allocPd().value();
            cq = ctx.createCq(64).value();
        }

        MemoryRegion mr(int length, String data, Access... access) {
            return ctx.regMr(pd, length, access.length == 0 ? EnumSet.of(Access.LOCAL_WRITE) : EnumSet.of(Access.LOCAL_WRITE, access),
                    data == null ? null : data.getBytes()).value();
        }

        QueuePair qp(QpType type) {
            QueuePair qp = ctx.createQp(pd, cq, cq, null, type, new QpCaps(64, 64, 4, 4, 64), false).value();
            rnic.attach(qp);
            return qp;
        }

        String read(MemoryRegion mr, int offset, int length) {
            return new String(device.memory().read(mr.addr() + offset, length));
        }
    }

    TwoHosts() {
        this(1L, 0.0);
    }

    /** A pair for long runs: {@code gbps} on the cable, hosts of {@code memory} bytes, a trace that keeps nothing and no capture. */
    TwoHosts(double gbps, long memory) {
        this(gbps, memory, 1024);
    }

    /** The same with ports and paths of {@code mtu} bytes. */
    TwoHosts(double gbps, long memory, int mtu) {
        this.mtu = mtu;
        sim = new Simulation(1);
        trace = Trace.discarding(sim);
        fabric = new Fabric(sim, trace);
        hostMemory = memory;
        a = new Side("hostA", 1);
        b = new Side("hostB", 2);
        fabric.connect("cable", a.rnic.port(1).end(), b.rnic.port(1).end(), gbps, 500, 0, 0, 0, 0);
    }

    /** With a cable that loses {@code lossRate} of the frames, drawn from {@code seed}. */
    TwoHosts(long seed, double lossRate) {
        this(seed, lossRate, 1024);
    }

    /** The same with ports and paths of {@code mtu} bytes. */
    TwoHosts(long seed, double lossRate, int mtu) {
        this(seed, mtu, true, lossRate, 0, 0, 0);
    }

    /**
     * A cable with these fault rates, drawn from {@code seed}; with {@code keepFrames} a trace and a
     * capture keep every frame (so frames are built whole), without them nothing does.
     */
    TwoHosts(long seed, int mtu, boolean keepFrames, double loss, double corruption, double duplicate, double reorder) {
        this.mtu = mtu;
        hostMemory = 1 << 24;
        sim = new Simulation(seed);
        trace = keepFrames ? new Trace(sim) : Trace.discarding(sim);
        fabric = new Fabric(sim, trace);
        fabric.setCapturing(keepFrames);
        a = new Side("hostA", 1);
        b = new Side("hostB", 2);
        fabric.connect("cable", a.rnic.port(1).end(), b.rnic.port(1).end(), 25, 500, loss, corruption, duplicate, reorder);
    }

    /** Brings {@code qp} from RESET to RTS facing {@code remote} on {@code peer}, with one READ or atomic outstanding at a time. */
    static void connect(Side side, QueuePair qp, Side peer, QueuePair remote, int rnrRetry, int retryCnt, Set<Access> access) {
        connect(side, qp, peer, remote, rnrRetry, retryCnt, access, 1);
    }

    /** The same with {@code maxRdAtomic} READs and atomics outstanding at a time (max_rd_atomic). */
    static void connect(Side side, QueuePair qp, Side peer, QueuePair remote, int rnrRetry, int retryCnt, Set<Access> access, int maxRdAtomic) {
        QpBringUp.towards(peer.gid, remote.qpn(), side.device.ports().get(0).activeMtu()).access(access).rdAtomic(4, maxRdAtomic)
                .retries(10, retryCnt, rnrRetry).connect(side.ctx, qp);
    }

    /** Connects {@code qa} on side a and {@code qb} on side b to each other. */
    void connectBoth(QueuePair qa, QueuePair qb, int rnrRetry, int retryCnt, Set<Access> access) {
        connect(a, qa, b, qb, rnrRetry, retryCnt, access);
        connect(b, qb, a, qa, rnrRetry, retryCnt, access);
    }

    static void check(Status s) {
        if (!s.isOk()) {
            throw new AssertionError(s.reason());
        }
    }

    static List<Sge> sge(MemoryRegion mr, int offset, int length) {
        return List.of(new Sge(mr.addr() + offset, length, mr.lkey()));
    }

    void run() {
        sim.runUntil(Long.MAX_VALUE);
    }

    /** Puts {@code p} on the cable from {@code from}'s port to {@code to}'s as frame {@code id}, with {@code from}'s address unless {@code src} names another. */
    void inject(Side from, Side to, byte[] src, RocePacket p, long id) {
        byte[] source = src != null ? src : Arrays.copyOfRange(from.gid, 12, 16);
        RoceFrame f = new RoceFrame(new Ethernet(to.device.ports().get(0).mac(), from.device.ports().get(0).mac(), null),
                new IpHeader.V4(source, Arrays.copyOfRange(to.gid, 12, 16), 0, 64, 0x1234), 0xC011, p);
        from.rnic.port(1).end().transmit(new Frame(id, FrameCodec.encode(f)));
    }

    /** The summaries of the trace's events of {@code type}. */
    List<String> lines(Class<? extends TraceEvent> type) {
        return trace.events().stream().filter(type::isInstance).map(TraceEvent::summary).toList();
    }

    /** How many events of {@code type} say {@code text}. */
    long count(Class<? extends TraceEvent> type, String text) {
        return lines(type).stream().filter(l -> l.contains(text)).count();
    }

    <T extends TraceEvent> List<T> events(Class<T> type) {
        return trace.events().stream().filter(type::isInstance).map(type::cast).toList();
    }
}
