package rdma.workbench.bench.engine;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import rdma.workbench.engine.congestion.CongestionSettings;
import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.SwitchConfig;
import rdma.workbench.engine.fabric.SwitchNode;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.transport.Rnic;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.DeviceCaps;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.HostMemory;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QpAttrMask;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.QpCaps;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * The cost of congestion: {@code n} senders WRITE into hosts on one switch at 40 Gbit/s, either
 * all into one receiver (an n-to-1 incast: the switch marks, the receiver sends CNPs, every
 * sender's DCQCN cuts, paces and times its rate) or each into a receiver of its own (n disjoint
 * pairs: nothing queues, nothing is marked). Built with the engine's API, no trace kept, frame
 * buffers reused, as a measured run uses the engine.
 */
final class IncastRuns {

    private static final DeviceCaps CAPS = new DeviceCaps(1024, 4096, 4096, 4, 4, 256, 64, 1 << 16, 1024, 1L << 31, 64, 0, 64, 16, 16, false);
    private static final int MTU = 1024;
    private static final double GBPS = 40;

    private final Simulation sim = new Simulation(1);
    private final Trace trace = Trace.discarding(sim);
    private final Fabric fabric = new Fabric(sim, trace);
    private final SwitchNode sw = fabric.addSwitch("sw");
    private final CongestionSettings cc = new CongestionSettings(CongestionSettings.Algorithm.DCQCN, 50_000, true);
    private int ports;

    private record Host(Rnic rnic, Context ctx, ProtectionDomain pd, CompletionQueue cq, MemoryRegion mr, byte[] gid) {
    }

    private IncastRuns() {
    }

    private Host host(int n) {
        byte[] gid = new byte[16];
        gid[10] = (byte) 0xFF;
        gid[11] = (byte) 0xFF;
        gid[12] = 10;
        gid[14] = (byte) (n >> 8);
        gid[15] = (byte) n;
        DevicePort port = new DevicePort(1, new byte[] {2, 0, 0, 0, (byte) (n >> 8), (byte) n}, MTU, List.of(new Gid(0, gid, null)));
        RdmaDevice device = new RdmaDevice("h" + n, "mlx5_0", CAPS, List.of(port), false, new HostMemory(1L << 24));
        Rnic rnic = new Rnic(device, fabric, sim, trace);
        rnic.configure(cc);
        fabric.connect("link" + n, rnic.port(1).end(), fabric.switchPort(sw, "swp" + ports++), GBPS, 1000, 0, 0, 0, 0);
        Context ctx = Context.open(device, "h" + n, null, null).value();
        ProtectionDomain pd = ctx.allocPd().value();
        CompletionQueue cq = ctx.createCq(1 << 16).value();
        MemoryRegion mr = ctx.regMr(pd, 1 << 20, EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE), null).value();
        return new Host(rnic, ctx, pd, cq, mr, gid);
    }

    private static QueuePair qp(Host h) {
        QueuePair qp = h.ctx.createQp(h.pd, h.cq, h.cq, null, QpType.RC, new QpCaps(4096, 16, 1, 1, 0), false).value();
        h.rnic.attach(qp);
        return qp;
    }

    private static void connect(Host h, QueuePair qp, byte[] dgid, int destQpn) {
        QpAttributes i = new QpAttributes();
        i.state = QpState.INIT;
        i.port = 1;
        i.accessFlags = EnumSet.of(Access.REMOTE_WRITE);
        h.ctx.modifyQp(qp, i, EnumSet.of(QpAttrMask.STATE, QpAttrMask.PKEY_INDEX, QpAttrMask.PORT, QpAttrMask.ACCESS_FLAGS));
        QpAttributes r = new QpAttributes();
        r.state = QpState.RTR;
        r.av = new AddressVector(dgid, 0, 1, 64, 0, 0);
        r.pathMtu = MTU;
        r.destQpn = destQpn;
        r.maxDestRdAtomic = 1;
        r.minRnrTimer = 1;
        h.ctx.modifyQp(qp, r, EnumSet.of(QpAttrMask.STATE, QpAttrMask.AV, QpAttrMask.PATH_MTU, QpAttrMask.DEST_QPN, QpAttrMask.RQ_PSN,
                QpAttrMask.MAX_DEST_RD_ATOMIC, QpAttrMask.MIN_RNR_TIMER));
        QpAttributes s = new QpAttributes();
        s.state = QpState.RTS;
        s.timeout = 14;
        s.retryCnt = 7;
        s.rnrRetry = 7;
        s.maxRdAtomic = 1;
        h.ctx.modifyQp(qp, s, EnumSet.of(QpAttrMask.STATE, QpAttrMask.TIMEOUT, QpAttrMask.RETRY_CNT, QpAttrMask.RNR_RETRY, QpAttrMask.SQ_PSN,
                QpAttrMask.MAX_QP_RD_ATOMIC));
    }

    /**
     * Simulated frame hops per wall-clock second of {@code senders} senders each WRITing
     * {@code bytes} (posted as 1 MiB WRITEs), run for {@code simulatedNanos}: into one receiver
     * when {@code incast}, else each into a receiver of its own.
     */
    static double packetsPerSecond(int senders, boolean incast, int writes, long simulatedNanos) {
        IncastRuns r = new IncastRuns();
        List<Host> from = new ArrayList<>();
        List<Host> to = new ArrayList<>();
        for (int i = 0; i < senders; i++) {
            from.add(r.host(i + 1));
        }
        Host shared = incast ? r.host(1000) : null;
        for (int i = 0; i < senders; i++) {
            to.add(incast ? shared : r.host(2000 + i));
        }
        r.sw.configure(SwitchConfig.defaults());
        r.fabric.buildRoutes();
        r.fabric.setRecycling(true);
        for (int i = 0; i < senders; i++) {
            Host s = from.get(i);
            Host d = to.get(i);
            QueuePair qs = qp(s);
            QueuePair qd = qp(d);
            connect(s, qs, d.gid, qd.qpn());
            connect(d, qd, s.gid, qs.qpn());
            for (int w = 0; w < writes; w++) {
                s.ctx.postSend(qs, new SendWr(w, WrOpcode.RDMA_WRITE, List.of(new Sge(s.mr.addr(), 1 << 20, s.mr.lkey())), Set.of(SendFlag.SIGNALED),
                        null, d.mr.addr(), d.mr.rkey(), 0, 0, null, 0, 0, 0));
            }
        }
        long start = System.nanoTime();
        r.sim.runUntil(simulatedNanos);
        double seconds = (System.nanoTime() - start) / 1e9;
        long hops = r.fabric.links().stream().mapToLong(l -> l.framesSent()).sum();
        return hops / seconds;
    }
}
