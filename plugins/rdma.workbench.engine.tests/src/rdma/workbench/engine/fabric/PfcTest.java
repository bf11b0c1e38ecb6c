package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.PfcFrame;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * PFC at one switch: the thresholds from the buffer and the links, a pause at XOFF and a resume at
 * XON to the input that filled the buffer, the pause renewed while it lasts, and the egress side
 * obeying a neighbour's pause for one priority while the others flow, until resumed or expired.
 */
class PfcTest {

    /** 14 Ethernet + 20 IPv4 + 8 UDP + 12 BTH + 1000 payload + 4 ICRC. */
    private static final int L = 1058;
    private static final int ECT0 = 0x02;
    private static final RedMarking NO_MARKING = new RedMarking(1L << 40, 1L << 40, 0);
    private static final SwitchConfig PFC_1MIB = new SwitchConfig(1 << 20, 1 << 20, PriorityMarking.uniform(NO_MARKING), PriorityTrust.DSCP, true);

    private static List<PauseFrameSent> pfcFrames(SwitchBench b) {
        return b.trace.events().stream().filter(PauseFrameSent.class::isInstance).map(PauseFrameSent.class::cast).toList();
    }

    private static List<PauseStateChanged> pauses(SwitchBench b) {
        return b.trace.events().stream().filter(PauseStateChanged.class::isInstance).map(PauseStateChanged.class::cast).toList();
    }

    @Test
    void theHeadroomCoversTheRoundTripAndXoffSharesWhatIsLeftOfTheBuffer() {
        // 2 x 0 ns x 100 Gbit/s, plus 2 ns of rounding at 12.5 bytes/ns = 25; three longest frames with their
        // 24 bytes of preamble, FCS and gap (3 x 4222), the crossing frame's overshoot (4198), the PFC frame (60 + 24)
        assertEquals(25 + 12_666 + 4198 + 84, SwitchConfig.pfcHeadroom(100, 0));
        // 1 us of cable at 100 Gbit/s: (2 x 1000 + 2) ns x 12.5 bytes/ns = 25,025 bytes in flight
        assertEquals(25_025 + 12_666 + 4198 + 84, SwitchConfig.pfcHeadroom(100, 1000));
        SwitchBench b = new SwitchBench(1, PFC_1MIB, 100, 1);
        // headroom 16,973 twice (100 Gbit/s inputs) and 16,949 (the 1 Gbit/s port): 50,895; reserved for 8 priorities: 407,160;
        // (1,048,576 - 407,160) / (3 inputs x 8 priorities) = 26,725
        assertEquals(26_725, b.sw.pfcXoff());
        assertEquals(26_725 - 2 * 4198, b.sw.pfcXon());
    }

    @Test
    void anInputAboveXoffPausesItsNeighbourAndAtXonResumesIt() {
        SwitchBench b = new SwitchBench(1, PFC_1MIB, 100, 1);
        for (int i = 0; i < 30; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
        }
        b.run();
        List<PauseFrameSent> sent = pfcFrames(b);
        assertEquals(2, sent.size());
        PauseFrameSent pause = sent.get(0);
        // frame 1 leaves at once; frames 2..27 wait: 26 x 1058 = 27,508 > XOFF 26,725 (25 x 1058 = 26,450 is not)
        assertEquals("sw1/swp1", pause.port());
        assertEquals(2337, pause.time(), "when frame 27 is stored (each takes 86.56 ns at 100 Gbit/s: 27 x 86.56 = 2337.12)");
        assertEquals(0b1, pause.classEnable());
        assertEquals(0xFFFF, pause.quanta()[0]);
        assertEquals("sw1/swp1 holds 27508 bytes of priority 0, above XOFF 26725", pause.why());
        // 29 wait; at XON 18,329 or below: 17 x 1058 = 17,986, after 12 have left (frames 2..13)
        PauseFrameSent resume = sent.get(1);
        assertEquals(0, resume.quanta()[0]);
        assertEquals("sw1/swp1 holds 17986 bytes of priority 0, at or below XON 18329", resume.why());
        assertEquals(87 + 12 * 8656, resume.time(), "when frame 13 takes the 1 Gbit/s wire (8656 ns a frame)");
        // both went to h1, the neighbour on that input, as real frames after the 30 data frames were numbered
        assertEquals(List.of(31L, 32L), b.h1.received.stream().map(Frame::id).toList());
        assertEquals(PfcFrame.of(SwitchNode.portMac(b.fabric.switchPort(b.sw, "swp1")), 0, 0xFFFF), PfcFrame.decode(b.h1.received.get(0).bytes()));
        assertEquals(PfcFrame.of(SwitchNode.portMac(b.fabric.switchPort(b.sw, "swp1")), 0, 0), PfcFrame.decode(b.h1.received.get(1).bytes()));
        assertEquals(30, b.h3.received.size(), "PFC on: no queue limit, nothing dropped");
        assertTrue(b.trace.events().stream().noneMatch(PacketDropped.class::isInstance));
        assertEquals(0, b.sw.ingressBytes("swp1", 0));
        assertEquals(0, b.sw.bufferUsed());
    }

    @Test
    void whileAboveXonThePauseIsRenewedAtHalfItsTime() {
        // a 0.1 Gbit/s exit: 86,560 ns a frame, so the queue stays above XON for about a millisecond
        SwitchBench b = new SwitchBench(1, PFC_1MIB, 100, 0.1);
        for (int i = 0; i < 30; i++) {
            b.send(b.h1, SwitchBench.frame(ECT0, 1000, i));
        }
        b.run();
        List<Long> times = pfcFrames(b).stream().map(PauseFrameSent::time).toList();
        long half = PfcFrame.nanos(0xFFFF, 100) / 2; // 167,769 ns: half of 65535 quanta at the input's 100 Gbit/s
        long first = 2337; // when frame 27 is stored: 27 x 86.56 ns at 100 Gbit/s
        assertEquals(List.of(first, first + half, first + 2 * half, first + 3 * half, first + 4 * half, first + 5 * half, first + 6 * half,
                87 + 12 * 86_560L), times, "six renewals before frame 13 leaves and the input falls to XON");
        assertTrue(pfcFrames(b).get(3).why().endsWith("above XON: the pause is renewed"), pfcFrames(b).get(3).why());
    }

    /** A PFC frame from h3, the receiver, to the switch port that feeds it. */
    private static void pfcFromReceiver(SwitchBench b, long at, int priority, int quanta) {
        b.simulation.schedule(at, "test PFC", null, () -> b.send(b.h3, PfcFrame.of(SwitchBench.MAC, priority, quanta).encode()));
    }

    private static void sendAt(SwitchBench b, long at, int tos, int psn) {
        b.simulation.schedule(at, "test send", null, () -> b.send(b.h1, SwitchBench.frame(tos, 1000, psn)));
    }

    @Test
    void aPausedPriorityWaitsWhileAnotherFlowsUntilTheResume() {
        SwitchBench b = new SwitchBench(1, new SwitchConfig(1 << 20, 1 << 20, NO_MARKING), 100, 1);
        pfcFromReceiver(b, 0, 0, 0xFFFF); // 60 bytes + 24 at 1 Gbit/s: reaches sw1/swp3 at 672 ns
        for (int i = 0; i < 3; i++) {
            sendAt(b, 1000, ECT0, i); // priority 0
        }
        for (int i = 0; i < 2; i++) {
            sendAt(b, 1000, 40 << 2 | ECT0, 10 + i); // DSCP 40: priority 5
        }
        pfcFromReceiver(b, 100_000, 0, 0);
        b.run();
        List<Long> order = b.h3.received.stream().map(Frame::id).toList();
        assertEquals(List.of(5L, 6L, 2L, 3L, 4L), order, "priority 5 (frames 5, 6) flows; priority 0 (2, 3, 4) waits for the resume (frame 7)");
        long firstPriority0 = b.h3.times.get(2);
        assertEquals(100_672 + 8656, firstPriority0, "it leaves when the resume arrives");
        List<PauseStateChanged> p = pauses(b);
        assertEquals(2, p.size());
        assertEquals(new PauseStateChanged(p.get(0).stamp(), "sw1", 1, "sw1/swp3", 0, true, 672 + PfcFrame.nanos(0xFFFF, 1)), p.get(0));
        assertEquals(new PauseStateChanged(p.get(1).stamp(), "sw1", 7, "sw1/swp3", 0, false, 100_672), p.get(1));
        assertFalse(b.sw.paused("swp3", 0));
        assertTrue(b.h1.received.isEmpty() && b.h2.received.isEmpty(), "a switch consumes PFC frames: never forwarded");
    }

    @Test
    void aPauseThatIsNotRenewedRunsOut() {
        SwitchBench b = new SwitchBench(1, SwitchConfig.defaults(), 100, 1);
        pfcFromReceiver(b, 0, 0, 100); // 100 quanta at 1 Gbit/s: 51,200 ns from its arrival at 672 ns
        sendAt(b, 1000, ECT0, 0);
        b.run();
        assertEquals(List.of(51_872L + 8656), b.h3.times, "the frame leaves when the pause expires");
        PauseStateChanged expired = pauses(b).get(1);
        assertEquals(-1, expired.frameId(), "no frame resumed it");
        assertEquals(51_872, expired.time());
        assertEquals("sw1/swp3 resumes priority 0 (the pause expired)", expired.summary());
    }

    @Test
    void trustPcpReadsTheVlanTagAndAnUntaggedFrameHasPriorityZero() {
        byte[] tagged = FrameCodec.encode(new RoceFrame(new Ethernet(SwitchBench.MAC, SwitchBench.MAC, 5 << 13 | 100),
                new IpHeader.V4(new byte[] {10, 0, 0, 1}, SwitchBench.RECEIVER, 26 << 2 | ECT0, 64, 0), 0xC000,
                RocePacket.of(Bth.of(Opcode.RC_SEND_ONLY, 0x11, 0, true), new byte[8])));
        byte[] untaggedEf = SwitchBench.frame(46 << 2 | ECT0, 8, 0);
        assertEquals(5, PriorityTrust.PCP.priorityOf(tagged), "PCP 5");
        assertEquals(3, PriorityTrust.DSCP.priorityOf(tagged), "DSCP 26 / 8");
        assertEquals(0, PriorityTrust.PCP.priorityOf(untaggedEf), "untagged: the port's default priority 0");
        assertEquals(5, PriorityTrust.DSCP.priorityOf(untaggedEf), "DSCP 46 / 8");
    }
}
