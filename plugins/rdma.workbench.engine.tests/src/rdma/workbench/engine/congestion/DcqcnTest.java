package rdma.workbench.engine.congestion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.Trace;

/**
 * DCQCN's reaction point against the paper's rules (Zhu et al., SIGCOMM 2015, section 3.3), every
 * expected value worked out here by hand: the cut on a CNP, fast recovery, additive and hyper
 * increase from the timer and the byte counter, alpha's decay, pacing, and quiet once back at
 * line rate. Line rate 40 Gbit/s, g = 1/256, K = T = 55 us, F = 5, R_AI 40 Mbit/s, R_HAI
 * 200 Mbit/s.
 */
class DcqcnTest {

    private static final double EXACT = 1e-9;
    private static final double G = 1.0 / 256;
    private static final long K = 55_000;

    private final Simulation sim = new Simulation(1);
    private final Trace trace = new Trace(sim);

    private Dcqcn dcqcn(DcqcnParameters p) {
        trace.setRetained(true);
        return new Dcqcn(p, new ReactionPoint(sim, trace, "h1", "mlx5_0", 0x11, 40));
    }

    /** The paper's parameters with a byte counter of {@code b} bytes, so that a test can make it expire. */
    private static DcqcnParameters withByteCounter(long b) {
        DcqcnParameters p = DcqcnParameters.PAPER;
        return new DcqcnParameters(p.g(), p.alphaTimerNanos(), p.increaseTimerNanos(), b, p.fastRecoverySteps(), p.additiveGbps(), p.hyperGbps(),
                p.initialAlpha(), p.minimumGbps());
    }

    /** A CNP arriving at {@code time}, as an event of the simulation (the timers count from the simulation's clock). */
    private void cnpAt(Dcqcn d, long time) {
        sim.schedule(time - sim.now(), "CNP", null, () -> d.cnp(sim.now()));
        sim.runUntil(time);
    }

    private List<RateChanged> changes() {
        return trace.events().stream().filter(RateChanged.class::isInstance).map(RateChanged.class::cast).toList();
    }

    @Test
    void thePaperPresetIsTheOneTheEngineUses() {
        DcqcnParameters p = DcqcnParameters.PAPER;
        assertEquals(G, p.g());
        assertEquals(55_000, p.alphaTimerNanos());
        assertEquals(55_000, p.increaseTimerNanos());
        assertEquals(10L << 20, p.byteCounterBytes());
        assertEquals(5, p.fastRecoverySteps());
        assertEquals(0.040, p.additiveGbps());
        assertEquals(0.200, p.hyperGbps());
        assertEquals(1.0, p.initialAlpha());
        assertEquals(0.001, p.minimumGbps());
    }

    @Test
    void beforeAnyCnpTheQpSendsAtLineRateAndSchedulesNothing() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        for (int i = 0; i < 1000; i++) {
            d.sent(i * 10, 1082);
            assertEquals(i * 10 + 5, d.earliestSend(i * 10 + 5), "no pacing");
        }
        assertFalse(d.limiting());
        assertNull(sim.peek(), "no timer");
        assertEquals(List.of(), changes());
    }

    @Test
    void aCnpHalvesTheRateAtAlphaOneAndPacesTheNextPacket() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        d.cnp(0);
        // Rt = Rc = 40; Rc = 40 (1 - 1/2) = 20; alpha = (1 - g) 1 + g = 1
        assertEquals(20, d.rate(), EXACT);
        assertEquals(40, d.target(), EXACT);
        assertEquals(1, d.alpha(), EXACT);
        RateChanged c = changes().get(0);
        assertEquals("DCQCN: rate 20.000 Gbit/s (target 40.000), alpha 1.0000: CNP: rate cut by alpha/2, alpha raised", c.summary());
        assertEquals(0x11, c.qpn());
        // a 1000-byte frame at 20 Gbit/s takes 8000 bits / 20 bits per ns = 400 ns
        d.sent(100, 1000);
        assertEquals(500, d.earliestSend(100));
        assertEquals(500, d.earliestSend(500));
        assertEquals(600, d.earliestSend(600));
    }

    @Test
    void theTimerRecoversFastThenAddsThenStopsAtLineRate() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        d.cnp(0);
        double[] fast = {30, 35, 37.5, 38.75, 39.375}; // Rc = (Rt + Rc) / 2 with Rt = 40, from 20, T = 1..5
        for (int t = 1; t <= 5; t++) {
            sim.runUntil(t * K);
            assertEquals(fast[t - 1], d.rate(), EXACT, "fast recovery step " + t);
            assertEquals(40, d.target(), EXACT);
            assertEquals(Math.pow(1 - G, t), d.alpha(), EXACT, "alpha decays once per K: (1 - g)^" + t);
        }
        // T = 6: additive increase, Rt = min(40 + 0.04, line 40) = 40, Rc = (40 + 39.375) / 2 = 39.6875
        sim.runUntil(6 * K);
        assertEquals(39.6875, d.rate(), EXACT);
        assertTrue(changes().get(changes().size() - 1).why().endsWith("additive increase: target + 40 Mbit/s"), changes().toString());
        // the gap to line rate halves each step: 0.625 / 2^(T - 5); below 1 Mbit/s first at T = 15 (0.625 / 1024 = 0.00061)
        sim.runUntil(14 * K);
        assertTrue(d.limiting());
        assertEquals(40 - 0.625 / 512, d.rate(), EXACT);
        sim.runUntil(15 * K);
        assertFalse(d.limiting());
        assertEquals(40, d.rate());
        assertNull(sim.peek(), "back at line rate: no timer left");
        assertTrue(changes().get(changes().size() - 1).why().endsWith("back at line rate, pacing off"));
        assertEquals(123, d.earliestSend(123), "no pacing");
    }

    @Test
    void theByteCounterAndTheTimerTogetherReachHyperIncrease() {
        Dcqcn d = dcqcn(withByteCounter(4000));
        d.cnp(0);
        cnpAt(d, 10);
        // first CNP: Rt = 40, Rc = 20, alpha 1; second: Rt = 20, Rc = 20 (1 - 1/2) = 10, alpha = (1 - g) 1 + g = 1
        assertEquals(10, d.rate(), EXACT);
        assertEquals(20, d.target(), EXACT);
        double rt = 20;
        double rc = 10;
        long now = 20;
        for (int bc = 1; bc <= 6; bc++) {
            for (int i = 0; i < 4; i++) {
                d.sent(now++, 1000); // 4000 bytes: one byte-counter event
            }
            if (bc <= 5) {
                rc = (rt + rc) / 2; // fast recovery: neither counter passed F = 5
            } else {
                rt += 0.04; // BC = 6 > F, T = 0: additive increase
                rc = (rt + rc) / 2;
            }
            assertEquals(rc, d.rate(), EXACT, "byte counter event " + bc);
            assertEquals(rt, d.target(), EXACT);
        }
        // Rc: 15, 17.5, 18.75, 19.375, 19.6875, then Rt 20.04 and Rc (20.04 + 19.6875) / 2 = 19.86375
        assertEquals(19.86375, d.rate(), EXACT);
        // the timer counts from the second CNP (10 ns): T = 1..5 are additive (BC = 6 passed F, T did not)
        for (int t = 1; t <= 5; t++) {
            sim.runUntil(10 + t * K);
            rt += 0.04;
            rc = (rt + rc) / 2;
            assertEquals(rc, d.rate(), EXACT, "timer event " + t);
        }
        // T = 6: both counters passed F; min(6, 6) - F = 1: hyper increase, Rt + 1 x 0.2
        sim.runUntil(10 + 6 * K);
        rt += 0.2;
        rc = (rt + rc) / 2;
        assertEquals(rt, d.target(), EXACT);
        assertEquals(rc, d.rate(), EXACT);
        assertTrue(changes().get(changes().size() - 1).why().equals("rate-increase timer (T = 55 us): hyper increase: target + 1 x 200 Mbit/s"),
                changes().get(changes().size() - 1).why());
        // T = 7: still i = min(7, 6) - 5 = 1, the byte counter stands at 6
        sim.runUntil(10 + 7 * K);
        rt += 0.2;
        rc = (rt + rc) / 2;
        assertEquals(rt, d.target(), EXACT);
        assertEquals(rc, d.rate(), EXACT);
        // BC = 7: i = min(7, 7) - 5 = 2
        for (int i = 0; i < 4; i++) {
            d.sent(10 + 7 * K + i, 1000);
        }
        rt += 2 * 0.2;
        rc = (rt + rc) / 2;
        assertEquals(rt, d.target(), EXACT);
        assertEquals(rc, d.rate(), EXACT);
    }

    @Test
    void alphaRisesWithEachCnpAndDecaysOncePerKWithoutOne() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        d.cnp(0);
        sim.runUntil(3 * K);
        double alpha = Math.pow(1 - G, 3);
        assertEquals(alpha, d.alpha(), EXACT);
        // a CNP: the cut uses alpha as it is, then alpha = (1 - g) alpha + g
        double rate = d.rate();
        cnpAt(d, 3 * K + 1);
        assertEquals(rate * (1 - alpha / 2), d.rate(), EXACT);
        alpha = (1 - G) * alpha + G;
        assertEquals(alpha, d.alpha(), EXACT);
        // the alpha timer restarted with the CNP: the next decay is K later, not at 4 K
        sim.runUntil(4 * K);
        assertEquals(alpha, d.alpha(), EXACT);
        sim.runUntil(4 * K + 1);
        assertEquals((1 - G) * alpha, d.alpha(), EXACT);
    }

    @Test
    void alphaDecaysOverTheQuietTimeAfterRecoveryAsTheTimerWouldHave() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        d.cnp(0);
        sim.runUntil(15 * K); // back at line rate (see above); the alpha timer fired 15 times
        assertFalse(d.limiting());
        assertEquals(Math.pow(1 - G, 15), d.alpha(), EXACT);
        // ten more whole periods of K pass with no timer running: the next CNP first applies them
        cnpAt(d, 25 * K + 1000);
        double alpha = Math.pow(1 - G, 25);
        assertEquals(40 * (1 - alpha / 2), d.rate(), EXACT);
        assertEquals((1 - G) * alpha + G, d.alpha(), EXACT);
    }

    @Test
    void noCnpCutsBelowTheMinimumRate() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        for (int i = 0; i < 20; i++) {
            d.cnp(i); // alpha stays 1: each CNP halves, 40 / 2^20 < 0.001
        }
        assertEquals(0.001, d.rate(), EXACT);
    }

    @Test
    void stoppingReleasesTheLimiterAndItsTimers() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        d.cnp(0);
        d.stop();
        assertNull(sim.peek());
        assertFalse(d.limiting());
        assertEquals(40, d.rate());
    }

    @Test
    void aSavedStateComesBackWithItsTimers() {
        Dcqcn d = dcqcn(DcqcnParameters.PAPER);
        d.cnp(0);
        Object saved = d.save();
        Simulation.Saved clock = sim.save();
        sim.runUntil(3 * K);
        double after = d.rate();
        d.restore(saved);
        sim.restore(clock);
        assertEquals(20, d.rate(), EXACT);
        sim.runUntil(3 * K);
        assertEquals(after, d.rate(), EXACT, "the same timers ran again");
    }
}
