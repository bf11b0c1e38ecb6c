package rdma.workbench.engine.congestion;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.SwitchConfig;
import rdma.workbench.engine.fabric.SwitchNode;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.transport.QpTransport;
import rdma.workbench.engine.transport.Rnic;
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
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.Status;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * An incast built with the engine's API: {@code n} senders and one receiver on one switch (ports
 * swp1..swpN for the senders, swp0 for the receiver), every link of the same rate and delay, every
 * NIC with the same congestion settings. Sender i has one RC QP connected to a QP of its own on the
 * receiver, path MTU 1024, and WRITEs long messages into a region of the receiver.
 */
final class Incast {

    static final int MTU = 1024;
    private static final DeviceCaps CAPS = new DeviceCaps(1024, 4096, 4096, 4, 4, 256, 64, 1 << 16, 1024, 1L << 31, 64, 0, 64, 16, 16, false);

    final Simulation sim;
    final Trace trace;
    final Fabric fabric;
    final SwitchNode sw;
    final List<Host> senders = new ArrayList<>();
    final Host receiver;
    final List<QueuePair> sendQps = new ArrayList<>();
    final List<QueuePair> receiveQps = new ArrayList<>();

    /** One host: a NIC on the switch and a program context with a PD, a CQ and a 1 MiB region. */
    final class Host {
        final Rnic rnic;
        final Context ctx;
        final ProtectionDomain pd;
        final CompletionQueue cq;
        final MemoryRegion mr;
        final byte[] gid;

        Host(String name, int n, CongestionSettings cc) {
            gid = gid(n);
            DevicePort port = new DevicePort(1, new byte[] {2, 0, 0, 0, 0, (byte) n}, MTU, List.of(new Gid(0, gid, null)));
            RdmaDevice device = new RdmaDevice(name, "mlx5_0", CAPS, List.of(port), false, new HostMemory(1L << 24));
            rnic = new Rnic(device, fabric, sim, trace);
            rnic.configure(cc);
            ctx = Context.open(device, name, null, null).value();
            pd = ctx.allocPd().value();
            cq = ctx.createCq(1 << 16).value();
            mr = ctx.regMr(pd, 1 << 20, EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE), null).value();
        }

        QueuePair qp() {
            QueuePair qp = ctx.createQp(pd, cq, cq, null, QpType.RC, new QpCaps(4096, 16, 1, 1, 0), false).value();
            rnic.attach(qp);
            return qp;
        }
    }

    Incast(int n, double gbps, long delayNanos, SwitchConfig config, CongestionSettings cc, boolean keepTrace) {
        sim = new Simulation(1);
        trace = keepTrace ? new Trace(sim) : Trace.discarding(sim);
        fabric = new Fabric(sim, trace);
        sw = fabric.addSwitch("sw1");
        receiver = new Host("receiver", 100, cc);
        fabric.connect("to-receiver", receiver.rnic.port(1).end(), fabric.switchPort(sw, "swp0"), gbps, delayNanos, 0, 0, 0, 0);
        for (int i = 1; i <= n; i++) {
            Host h = new Host("sender" + i, i, cc);
            senders.add(h);
            fabric.connect("from-sender" + i, h.rnic.port(1).end(), fabric.switchPort(sw, "swp" + i), gbps, delayNanos, 0, 0, 0, 0);
        }
        sw.configure(config);
        fabric.buildRoutes();
        for (Host h : senders) {
            QueuePair s = h.qp();
            QueuePair r = receiver.qp();
            QpBringUp.towards(receiver.gid, r.qpn(), MTU).access(Set.of(Access.REMOTE_WRITE)).connect(h.ctx, s);
            QpBringUp.towards(h.gid, s.qpn(), MTU).access(Set.of(Access.REMOTE_WRITE)).connect(receiver.ctx, r);
            sendQps.add(s);
            receiveQps.add(r);
        }
    }

    static byte[] gid(int n) {
        byte[] g = new byte[16];
        g[10] = (byte) 0xFF;
        g[11] = (byte) 0xFF;
        g[12] = 10;
        g[15] = (byte) n;
        return g;
    }

    private static void check(Status s) {
        if (!s.isOk()) {
            throw new AssertionError(s.reason());
        }
    }

    /** Every sender posts {@code writes} RDMA WRITEs of {@code bytes} each (at most 1 MiB) into its region of the receiver. */
    void write(int writes, int bytes) {
        for (int k = 0; k < senders.size(); k++) {
            Host h = senders.get(k);
            for (int w = 0; w < writes; w++) {
                check(h.ctx.postSend(sendQps.get(k), new SendWr(w, WrOpcode.RDMA_WRITE, List.of(new Sge(h.mr.addr(), bytes, h.mr.lkey())),
                        Set.of(SendFlag.SIGNALED), null, receiver.mr.addr(), receiver.mr.rkey(), 0, 0, null, 0, 0, 0)));
            }
        }
    }

    /** Sender {@code k}'s transport. */
    QpTransport sender(int k) {
        return senders.get(k).rnic.transport(sendQps.get(k).qpn());
    }

    /** Sender {@code k}'s DCQCN reaction point. */
    Dcqcn dcqcn(int k) {
        return (Dcqcn) sender(k).rateControl();
    }

    /** PSNs receiver QP {@code k} has taken in order so far (each a full MTU of payload on a long WRITE). */
    long received(int k) {
        return receiver.rnic.transport(receiveQps.get(k).qpn()).expectedPsn();
    }
}
