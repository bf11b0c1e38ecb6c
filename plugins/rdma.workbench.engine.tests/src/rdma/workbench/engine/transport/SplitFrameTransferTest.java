package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static rdma.workbench.engine.transport.TwoHosts.sge;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.WrOpcode;

/**
 * A run that keeps no frame sends large payloads split (the payload left in the sender's pages,
 * shared copy-on-write, and whole pages landing by reference): what lands, and when, must be what
 * a run with whole frames gives, even when the sender rewrites its buffer while its frames are on
 * the wire, the receiver's pages are written again afterwards, and a READ brings pages back that
 * are written over once it has.
 */
class SplitFrameTransferTest {

    private static final int SIZE = 16 * 4096 + 100;
    private static final byte[] LOCAL = "written by host b".getBytes();

    private static String pattern(char from, int n) {
        StringBuilder s = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            s.append((char) (from + i % 23));
        }
        return s.toString();
    }

    /** What a WRITE, a rewrite of its source while it is on the wire, a second WRITE and a SEND into the first target leave behind. */
    private static List<String> transfer(TwoHosts h) {
        QueuePair qa = h.a.qp(QpType.RC);
        QueuePair qb = h.b.qp(QpType.RC);
        h.connectBoth(qa, qb, 7, 7, EnumSet.of(Access.REMOTE_WRITE, Access.REMOTE_READ));
        MemoryRegion src = h.a.mr(SIZE, pattern('a', SIZE));
        MemoryRegion back = h.a.mr(SIZE, null);
        MemoryRegion first = h.b.mr(SIZE, null, Access.REMOTE_WRITE);
        MemoryRegion second = h.b.mr(SIZE, null, Access.REMOTE_WRITE, Access.REMOTE_READ);
        Set<SendFlag> signaled = Set.of(SendFlag.SIGNALED);
        h.a.ctx.postSend(qa, new SendWr(1, WrOpcode.RDMA_WRITE, sge(src, 0, SIZE), signaled, null, first.addr(), first.rkey(), 0, 0, null, 0, 0, 0));
        h.sim.runUntil(h.sim.now() + 3_000);
        byte[] rewrite = pattern('A', SIZE).getBytes();
        h.a.device.memory().write(src.addr(), rewrite, 0, SIZE);
        h.a.ctx.postSend(qa, new SendWr(2, WrOpcode.RDMA_WRITE, sge(src, 0, SIZE), signaled, null, second.addr(), second.rkey(), 0, 0, null, 0, 0,
                0));
        h.b.ctx.postRecv(qb, new RecvWr(3, sge(first, 4096 + 7, 5000)));
        h.a.ctx.postSend(qa, new SendWr(4, WrOpcode.SEND, sge(src, 100, 5000), signaled, null, 0, 0, 0, 0, null, 0, 0, 0));
        h.run();
        List<String> out = new ArrayList<>();
        // the receiver writes over what landed: the sender's buffer, whose pages may have landed by reference, keeps its bytes
        h.b.device.memory().write(second.addr(), LOCAL, 0, LOCAL.length);
        out.add(new String(h.a.device.memory().read(src.addr(), SIZE)));
        // READ the second target back, then WRITE over it: what the READ brought back stays as it was
        h.a.ctx.postSend(qa, new SendWr(5, WrOpcode.RDMA_READ, sge(back, 0, SIZE), signaled, null, second.addr(), second.rkey(), 0, 0, null, 0, 0,
                0));
        h.run();
        h.a.device.memory().write(src.addr(), pattern('0', SIZE).getBytes(), 0, SIZE);
        h.a.ctx.postSend(qa, new SendWr(6, WrOpcode.RDMA_WRITE, sge(src, 0, SIZE), signaled, null, second.addr(), second.rkey(), 0, 0, null, 0, 0,
                0));
        h.run();
        out.add(new String(h.a.device.memory().read(back.addr(), SIZE)));
        out.add(h.b.read(first, 0, SIZE));
        out.add(h.b.read(second, 0, SIZE));
        out.add(h.a.ctx.pollCq(h.a.cq, 16).toString());
        out.add(h.b.ctx.pollCq(h.b.cq, 8).toString());
        out.add("at " + h.sim.now() + " ns, " + h.fabric.links().get(0).framesSent() + " frames");
        return out;
    }

    @Test
    void splitFramesLandWhatWholeFramesLandAtMtu1024() {
        compare(1024);
    }

    /** At MTU 4096 a WRITE's and a READ response's pages land whole, by reference. */
    @Test
    void splitFramesLandWhatWholeFramesLandAtMtu4096() {
        compare(4096);
    }

    private static void compare(int mtu) {
        List<String> whole = transfer(new TwoHosts(1L, 0.0, mtu)); // a trace and a capture: every frame whole
        List<String> split = transfer(new TwoHosts(25.0, 1L << 24, mtu));
        assertEquals(whole, split);
        assertEquals(pattern('A', SIZE), split.get(0), "the sender's buffer after the receiver wrote where it landed");
        String landed = split.get(2);
        assertEquals(pattern('a', SIZE).substring(0, 4096), landed.substring(0, 4096), "the first packets were built before the rewrite");
        assertEquals(pattern('A', SIZE).substring(100, 5100), landed.substring(4096 + 7, 4096 + 7 + 5000), "the SEND landed over the WRITE");
        assertEquals(new String(LOCAL) + pattern('A', SIZE).substring(LOCAL.length), split.get(1), "the READ brought back the second target");
        assertEquals(pattern('0', SIZE), split.get(3), "the WRITE after the READ");
    }

    /** Lost, corrupted (the ICRC check drops them), duplicated and reordered frames: the same run, split or whole, seed for seed. */
    @Test
    void faultyLinksGiveTheSameRunWithSplitFramesAsWithWholeOnes() {
        for (long seed = 1; seed <= 12; seed++) {
            List<String> whole = transfer(new TwoHosts(seed, 4096, true, 0.05, 0.05, 0.05, 0.05));
            List<String> split = transfer(new TwoHosts(seed, 4096, false, 0.05, 0.05, 0.05, 0.05));
            assertEquals(whole, split, "seed " + seed);
        }
    }
}
