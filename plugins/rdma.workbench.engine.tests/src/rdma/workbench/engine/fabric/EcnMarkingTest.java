package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.simulation.SeededRandom;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.testing.ExampleScenarios;

/** RED marking probabilities, the bytes of an ECT(0) frame and of its CE-marked copy, and the NIC sending ECT(0). */
class EcnMarkingTest {

    @Test
    void theMarkingProbabilityRisesLinearlyFromKminToPmaxAtKmax() {
        RedMarking red = new RedMarking(100_000, 400_000, 0.2);
        assertEquals(0.0, red.probability(0));
        assertEquals(0.0, red.probability(100_000), "at Kmin: none");
        assertEquals(0.05, red.probability(175_000), 1e-12);
        assertEquals(0.1, red.probability(250_000), 1e-12);
        assertEquals(0.2, red.probability(400_000), 1e-12, "at Kmax: Pmax");
        assertEquals(1.0, red.probability(400_001), "above Kmax: all");
    }

    @Test
    void overManyFramesTheMarkedFractionMatchesTheProbability() {
        RedMarking red = new RedMarking(100_000, 400_000, 0.2);
        SeededRandom random = new Simulation(42).random("switch sw1 ECN");
        int n = 200_000;
        for (long depth : new long[] {175_000, 250_000, 325_000}) {
            int marked = 0;
            for (int i = 0; i < n; i++) {
                marked += red.marks(depth, random) ? 1 : 0;
            }
            double expected = 0.2 * (depth - 100_000) / 300_000;
            // tolerance 0.004: about five standard deviations of a binomial fraction, sqrt(p(1-p)/n) <= 0.0008 for p <= 0.15
            assertEquals(expected, (double) marked / n, 0.004, "depth " + depth);
        }
        for (long depth : new long[] {0, 50_000, 100_000}) {
            for (int i = 0; i < 1000; i++) {
                assertTrue(!red.marks(depth, random), "never at or below Kmin");
            }
        }
        for (int i = 0; i < 1000; i++) {
            assertTrue(red.marks(400_001, random), "always above Kmax");
        }
    }

    @Test
    void theModelThresholdIsKminWithKmaxFourTimesItAndPmaxOnePercent() {
        assertEquals(new RedMarking(150_000, 600_000, 0.01), RedMarking.fromThreshold(150_000));
        SwitchConfig c = SwitchConfig.defaults();
        assertEquals(12L << 20, c.bufferBytes());
        assertEquals((12L << 20) / 8, c.queueLimitBytes());
    }

    @Test
    void aCeMarkChangesTheTosAndTheIpChecksumAndLeavesTheIcrcValid() {
        byte[] ect0 = SwitchBench.frame(0x02, 1000, 0);
        // IPv4: version/IHL 45, TOS 02 (DSCP 0, ECT(0)), length 1044, id 0, DF, TTL 64, UDP, checksum 22d4, 10.0.0.1 -> 10.0.0.3
        assertEquals("450204140000400040" + "1122d40a0000010a000003", HexFormat.of().formatHex(ect0, 14, 34));
        byte[] ce = ect0.clone();
        IpTrafficClass.markCe(ce);
        assertEquals("450304140000400040" + "1122d30a0000010a000003", HexFormat.of().formatHex(ce, 14, 34), "TOS 03 (CE), checksum one less");
        assertArrayEquals(Arrays.copyOfRange(ect0, 34, ect0.length), Arrays.copyOfRange(ce, 34, ce.length),
                "UDP, BTH, payload and ICRC unchanged: the ICRC masks the TOS (IBTA A17.3.3)");
        Decoded.Frame d = (Decoded.Frame) FrameCodec.decode(ce);
        assertTrue(d.icrcValid(), "the ICRC still checks");
        assertEquals(0x03, ((IpHeader.V4) d.frame().ip()).tos());
    }

    @Test
    void ipv6CarriesCeInItsTrafficClassAndItsUdpChecksumStaysRight() {
        byte[] a = new byte[16];
        byte[] b = new byte[16];
        a[15] = 1;
        b[15] = 2;
        RoceFrame f = new RoceFrame(new Ethernet(SwitchBench.MAC, SwitchBench.MAC, null), new IpHeader.V6(a, b, 0x02, 0x12345, 64), 0xC000,
                RocePacket.of(Bth.of(Opcode.RC_SEND_ONLY, 0x11, 0, true), new byte[8]));
        byte[] bytes = FrameCodec.encode(f);
        assertEquals("60212345", HexFormat.of().formatHex(bytes, 14, 18), "version 6, traffic class 02, flow label 12345");
        IpTrafficClass.markCe(bytes);
        assertEquals("60312345", HexFormat.of().formatHex(bytes, 14, 18), "traffic class 03");
        Decoded.Frame d = (Decoded.Frame) FrameCodec.decode(bytes);
        assertTrue(d.icrcValid());
        assertEquals(0x03, ((IpHeader.V6) d.frame().ip()).trafficClass());
    }

    @Test
    void theNicSendsRoceV2FramesEcnCapable() throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load("rc-send-recv"));
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        PacketSent sent = s.trace().events().stream().filter(PacketSent.class::isInstance).map(PacketSent.class::cast).findFirst().orElseThrow();
        assertEquals(0x02, sent.frame().toBytes()[15] & 0xFF, "IPv4 TOS: DSCP 0, ECT(0)");
        assertTrue(((Decoded.Frame) FrameCodec.decode(sent.frame().toBytes())).icrcValid());
    }
}
