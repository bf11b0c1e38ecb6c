package rdma.workbench.engine.congestion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * HPCC's Algorithm 1 (Li et al., SIGCOMM 2019) on telemetry written by hand, every window worked
 * out here. The path: one hop, sw1/swp3 at 40 Gbit/s (B = 5 bytes/ns); T = 10 us; η = 0.95,
 * maxStage = 5, N = 4. So W_init = B·T = 50,000 bytes and W_AI = W_init·(1 − η)/N = 625 bytes.
 */
class HpccTest {

    private static final HpccParameters P = new HpccParameters(0.95, 5, 4, 10_000, 40);

    private final List<String> changes = new ArrayList<>();
    private final Hpcc hpcc = new Hpcc(P, (h, hops) -> changes.add(h.windowBytes() + " " + Hpcc.why(hops)));

    private static List<IntHop> hop(long queue, long tx, long time) {
        return List.of(new IntHop("sw1/swp3", queue, tx, time, 40));
    }

    private void sent(int packets) {
        for (int i = 0; i < packets; i++) {
            hpcc.sent(0, 1000);
        }
    }

    @Test
    void theParametersGiveTheInitialWindowAndTheAdditiveStep() {
        assertEquals(50_000, P.initialWindowBytes(), 1e-9);
        assertEquals(625, P.additiveIncreaseBytes(), 1e-9);
        assertEquals(50_000, hpcc.windowBytes());
        assertEquals(40, hpcc.rateGbps(), 1e-9, "R = W/T = 50,000 bytes / 10 us");
        assertTrue(hpcc.ackEveryPacket());
    }

    @Test
    void theWindowFollowsAlgorithm1AckByAck() {
        sent(1);
        // ACK 1 only gives the reference point L (there is no earlier sample to take a rate from); lastUpdateSeq = 1 packet
        hpcc.acked(100, hop(10_000, 0, 0));
        assertEquals(50_000, hpcc.windowBytes());
        assertEquals(List.of(), changes);
        sent(3);

        // ACK 2: 2 > lastUpdateSeq 1, so Wc is updated too. dt = 5,000 ns; txRate = 25,000/5,000 = 5 bytes/ns, /B = 1.0;
        // queue term min(20,000, 10,000)/(B·T) = 10,000/50,000 = 0.2; u' = 1.2. τ/T = 0.5: U = 0.5·1 (U starts at 1) + 0.5·1.2 = 1.1.
        // U >= η: W = Wc/(U/η) + W_AI = 50,000·0.95/1.1 + 625 = 43,181.82 + 625 = 43,806.82; Wc = W, incStage 0; lastUpdateSeq = 4 sent
        hpcc.acked(200, hop(20_000, 25_000, 5_000));
        assertEquals(1.1, hpcc.utilization(), 1e-12);
        assertEquals(43_807, hpcc.windowBytes());
        assertEquals(43_807, hpcc.referenceWindowBytes());
        assertEquals(0, hpcc.incStage());
        assertEquals(43_806.82 * 8 / 10_000, hpcc.rateGbps(), 1e-5, "R = W/T");

        // ACK 3: 3 > 4 is false: W changes, Wc does not. u' = 0 (the queue was empty now) + (40,000 − 25,000)/5,000/5 = 0.6;
        // U = 0.5·1.1 + 0.5·0.6 = 0.85 < η and incStage 0 < 5: W = Wc + W_AI = 43,806.82 + 625 = 44,431.82
        hpcc.acked(300, hop(0, 40_000, 10_000));
        assertEquals(0.85, hpcc.utilization(), 1e-12);
        assertEquals(44_432, hpcc.windowBytes());
        assertEquals(43_807, hpcc.referenceWindowBytes(), "Wc moves once per RTT, not per ACK");
        assertEquals(0, hpcc.incStage());

        // ACK 4: 4 > 4 is false again: U = 0.5·0.85 + 0.3 = 0.725; W = Wc + W_AI, the same 44,431.82 — no change, no event
        hpcc.acked(400, hop(0, 55_000, 15_000));
        assertEquals(0.725, hpcc.utilization(), 1e-12);
        assertEquals(44_432, hpcc.windowBytes());
        assertEquals(List.of("43807 ACK telemetry from sw1/swp3", "44432 ACK telemetry from sw1/swp3"), changes);
    }

    @Test
    void afterMaxStageAdditiveIncreasesTheWindowJumpsMultiplicativelyTowardsTheTarget() {
        sent(1);
        hpcc.acked(0, hop(10_000, 0, 0));
        sent(3);
        hpcc.acked(0, hop(20_000, 25_000, 5_000)); // Wc = 43,806.82, as above; lastUpdateSeq = 4
        hpcc.acked(0, hop(0, 40_000, 10_000));
        hpcc.acked(0, hop(0, 55_000, 15_000));
        // from ACK 5 on every ACK passes lastUpdateSeq 4 (nothing more is sent): each is an update of Wc with u' = 0.6 < η,
        // so Wc grows by W_AI and incStage counts up: 44,431.82 (1), 45,056.82 (2), 45,681.82 (3), 46,306.82 (4), 46,931.82 (5)
        long tx = 55_000;
        long time = 15_000;
        int[] stages = {1, 2, 3, 4, 5};
        long[] windows = {44_432, 45_057, 45_682, 46_307, 46_932};
        for (int i = 0; i < 5; i++) {
            tx += 15_000;
            time += 5_000;
            hpcc.acked(0, hop(0, tx, time));
            assertEquals(stages[i], hpcc.incStage(), "ACK " + (5 + i));
            assertEquals(windows[i], hpcc.windowBytes(), "ACK " + (5 + i));
            assertEquals(windows[i], hpcc.referenceWindowBytes(), "ACK " + (5 + i));
        }
        // U went 0.725 → 0.6625 → 0.63125 → 0.615625 → 0.6078125 → 0.60390625; ACK 10 gives U = 0.601953125.
        // incStage = maxStage: W = Wc/(U/η) + W_AI = 46,931.82·0.95/0.601953125 + 625 = 74,692: above W_init, so W_init
        hpcc.acked(0, hop(0, tx + 15_000, time + 5_000));
        assertEquals(0.601953125, hpcc.utilization(), 1e-12);
        assertEquals(50_000, hpcc.windowBytes(), "bounded by W_init, the sender's line rate");
        assertEquals(0, hpcc.incStage());
    }

    @Test
    void theWindowBoundsBytesInFlightAndTheRatePacesPackets() {
        assertTrue(hpcc.windowAllows(49_999));
        assertFalse(hpcc.windowAllows(50_000));
        assertEquals(0, hpcc.earliestSend(0));
        hpcc.sent(0, 1000);
        // at R = 40 Gbit/s a 1,000-byte frame takes 200 ns
        assertEquals(200, hpcc.earliestSend(50));
        assertEquals(300, hpcc.earliestSend(300));
    }

    @Test
    void aNewPathOnlyGivesANewReferencePoint() {
        sent(1);
        hpcc.acked(0, hop(10_000, 0, 0));
        hpcc.acked(0, List.of(new IntHop("sw2/swp1", 90_000, 1_000_000, 5_000, 40)));
        assertEquals(50_000, hpcc.windowBytes(), "hops of another port are not compared with sw1/swp3's");
        hpcc.acked(0, List.of());
        assertEquals(List.of(), changes, "an ACK without telemetry changes nothing");
    }

    @Test
    void saveAndRestoreBringBackEveryValue() {
        sent(1);
        hpcc.acked(0, hop(10_000, 0, 0));
        sent(3);
        Object saved = hpcc.save();
        hpcc.acked(0, hop(20_000, 25_000, 5_000));
        hpcc.sent(10, 1000);
        assertEquals(43_807, hpcc.windowBytes());
        hpcc.restore(saved);
        assertEquals(50_000, hpcc.windowBytes());
        assertEquals(1.0, hpcc.utilization());
        assertEquals(200, hpcc.earliestSend(0), "paced after the packets sent before the save (at 0), not the one at 10");
        hpcc.acked(0, hop(20_000, 25_000, 5_000));
        assertEquals(43_807, hpcc.windowBytes(), "the same ACK again gives the same window");
    }
}
