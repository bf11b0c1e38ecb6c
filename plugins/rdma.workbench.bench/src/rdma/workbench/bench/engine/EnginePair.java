package rdma.workbench.bench.engine;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

import rdma.workbench.engine.fabric.Fabric;
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
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * Two hosts on a 100 Gbit/s cable, one RC QP each, connected through the verbs: the engine's
 * transport, wire codec and fabric with nothing around them, as a measured run uses them (no trace
 * kept, no capture, frame buffers reused).
 */
final class EnginePair {

    private static final DeviceCaps CAPS = new DeviceCaps(1024, 4096, 4096, 4, 4, 256, 64, 1 << 16, 1024, 1L << 31, 64, 0, 64, 16, 16, false);

    /** Where the CRC results go, so that the JIT cannot drop the loop that computes them. */
    static volatile long crcSink;

    final Simulation sim = new Simulation(1);
    final Trace trace = Trace.discarding(sim);
    final Fabric fabric = new Fabric(sim, trace);
    final Context a;
    final Context b;
    final QueuePair qa;
    final QueuePair qb;
    final CompletionQueue cqa;
    final CompletionQueue cqb;
    final MemoryRegion ma;
    final MemoryRegion mb;

    EnginePair(int netdevMtu, int pathMtu, int bufferBytes) {
        Rnic ra = rnic("a", 1, netdevMtu);
        Rnic rb = rnic("b", 2, netdevMtu);
        fabric.connect("cable", ra.port(1).end(), rb.port(1).end(), 100, 300, 0, 0, 0, 0);
        fabric.setRecycling(true);
        a = Context.open(ra.device(), "a", null, null).value();
        b = Context.open(rb.device(), "b", null, null).value();
        ProtectionDomain pa = a.allocPd().value();
        ProtectionDomain pb = b.allocPd().value();
        cqa = a.createCq(1 << 16).value();
        cqb = b.createCq(1 << 16).value();
        ma = a.regMr(pa, bufferBytes, EnumSet.of(Access.LOCAL_WRITE), pattern(bufferBytes)).value();
        mb = b.regMr(pb, bufferBytes, EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE), null).value();
        qa = a.createQp(pa, cqa, cqa, null, QpType.RC, new QpCaps(4096, 4096, 1, 1, 0), false).value();
        qb = b.createQp(pb, cqb, cqb, null, QpType.RC, new QpCaps(4096, 4096, 1, 1, 0), false).value();
        ra.attach(qa);
        rb.attach(qb);
        connect(a, qa, gid(2), qb.qpn(), pathMtu);
        connect(b, qb, gid(1), qa.qpn(), pathMtu);
    }

    /** Bytes that are not zero: real data, copied and checksummed like any other. */
    private static byte[] pattern(int n) {
        byte[] p = new byte[n];
        for (int i = 0; i < n; i++) {
            p[i] = (byte) (i * 31 + 7);
        }
        return p;
    }

    private Rnic rnic(String host, int n, int mtu) {
        int active = 4096;
        while (active > 256 && mtu - 80 < active) {
            active /= 2;
        }
        DevicePort port = new DevicePort(1, new byte[] {2, 0, 0, 0, 0, (byte) n}, active, List.of(new Gid(0, gid(n), null)));
        return new Rnic(new RdmaDevice(host, "rxe0", CAPS, List.of(port), false, new HostMemory(1L << 30)), fabric, sim, trace);
    }

    private static byte[] gid(int n) {
        byte[] g = new byte[16];
        g[10] = (byte) 0xFF;
        g[11] = (byte) 0xFF;
        g[12] = 10;
        g[15] = (byte) n;
        return g;
    }

    private static void connect(Context c, QueuePair qp, byte[] dgid, int destQpn, int pathMtu) {
        QpAttributes i = new QpAttributes();
        i.state = QpState.INIT;
        i.accessFlags = EnumSet.of(Access.REMOTE_WRITE);
        c.modifyQp(qp, i, EnumSet.of(QpAttrMask.STATE, QpAttrMask.PKEY_INDEX, QpAttrMask.PORT, QpAttrMask.ACCESS_FLAGS));
        QpAttributes r = new QpAttributes();
        r.state = QpState.RTR;
        r.av = new AddressVector(dgid, 0, 1, 64, 0, 0);
        r.pathMtu = pathMtu;
        r.destQpn = destQpn;
        r.maxDestRdAtomic = 1;
        r.minRnrTimer = 1;
        c.modifyQp(qp, r, EnumSet.of(QpAttrMask.STATE, QpAttrMask.AV, QpAttrMask.PATH_MTU, QpAttrMask.DEST_QPN, QpAttrMask.RQ_PSN,
                QpAttrMask.MAX_DEST_RD_ATOMIC, QpAttrMask.MIN_RNR_TIMER));
        QpAttributes s = new QpAttributes();
        s.state = QpState.RTS;
        s.timeout = 14;
        s.retryCnt = 7;
        s.rnrRetry = 7;
        s.maxRdAtomic = 1;
        c.modifyQp(qp, s, EnumSet.of(QpAttrMask.STATE, QpAttrMask.TIMEOUT, QpAttrMask.RETRY_CNT, QpAttrMask.RNR_RETRY, QpAttrMask.SQ_PSN,
                QpAttrMask.MAX_QP_RD_ATOMIC));
    }

    /** Frames put on the wire so far. */
    long frames() {
        return fabric.links().stream().mapToLong(l -> l.framesSent()).sum();
    }

    /** Frames simulated per second for {@code messages} 64-byte SENDs (each acknowledged), posted 256 at a time. */
    static double sendPacketsPerSecond(int messages) {
        EnginePair p = new EnginePair(1500, 1024, 4096);
        Set<SendFlag> signaled = Set.of(SendFlag.SIGNALED);
        long start = System.nanoTime();
        for (int done = 0; done < messages; done += 256) {
            for (int i = 0; i < 256; i++) {
                p.b.postRecv(p.qb, new RecvWr(i, List.of(new Sge(p.mb.addr(), 64, p.mb.lkey()))));
                p.a.postSend(p.qa, new SendWr(i, WrOpcode.SEND, List.of(new Sge(p.ma.addr(), 64, p.ma.lkey())), signaled, null, 0, 0, 0, 0, null,
                        0, 0, 0));
            }
            p.sim.runUntil(Long.MAX_VALUE);
            p.cqa.poll(Integer.MAX_VALUE);
            p.cqb.poll(Integer.MAX_VALUE);
        }
        return p.frames() / ((System.nanoTime() - start) / 1e9);
    }

    /** Payload bytes per second for {@code count} RDMA WRITEs of {@code size} bytes over a 4096-byte path MTU. */
    static double writeBytesPerSecond(int count, int size) {
        EnginePair p = new EnginePair(9000, 4096, size);
        Set<SendFlag> signaled = Set.of(SendFlag.SIGNALED);
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            p.a.postSend(p.qa, new SendWr(i, WrOpcode.RDMA_WRITE, List.of(new Sge(p.ma.addr(), size, p.ma.lkey())), signaled, null, p.mb.addr(),
                    p.mb.rkey(), 0, 0, null, 0, 0, 0));
            p.sim.runUntil(Long.MAX_VALUE);
            p.cqa.poll(Integer.MAX_VALUE);
        }
        return (double) count * size / ((System.nanoTime() - start) / 1e9);
    }

    /** Bytes per second of java.util.zip.CRC32 over the same amount: {@code count} buffers of {@code size} bytes. */
    static double crcBytesPerSecond(int count, int size) {
        byte[] buffer = pattern(size);
        CRC32 crc = new CRC32();
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            crc.reset();
            crc.update(buffer, 0, size);
            crcSink += crc.getValue();
        }
        return (double) count * size / ((System.nanoTime() - start) / 1e9);
    }
}
