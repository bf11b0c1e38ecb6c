package rdma.workbench.engine.congestion;

import java.util.Locale;

/**
 * DCQCN's reaction-point parameters (Zhu et al., "Congestion Control for Large-Scale RDMA
 * Deployments", SIGCOMM 2015, section 3.3 and its parameter discussion in sections 4 and 5).
 *
 * @param g the gain of the congestion estimate alpha
 * @param alphaTimerNanos K: alpha decays once per K without a CNP
 * @param increaseTimerNanos T: the rate-increase timer
 * @param byteCounterBytes B: a rate-increase event per B bytes sent
 * @param fastRecoverySteps F: increase events of fast recovery before additive, and hyper, increase
 * @param additiveGbps R_AI: the target's step in additive increase
 * @param hyperGbps R_HAI: the target's step (times i) in hyper increase
 * @param initialAlpha alpha before the first CNP
 * @param minimumGbps the rate no CNP cuts below
 */
public record DcqcnParameters(double g, long alphaTimerNanos, long increaseTimerNanos, long byteCounterBytes, int fastRecoverySteps,
        double additiveGbps, double hyperGbps, double initialAlpha, double minimumGbps) {

    /**
     * The paper's values, the preset the engine uses: they were chosen for the paper's 40 Gbit/s
     * testbed and its fluid model, and the engine reproduces the paper's experiments. NVIDIA's
     * firmware defaults differ (rpg_time_reset 300 us, rpg_ai_rate 5 Mbit/s, rpg_hai_rate
     * 50 Mbit/s, alpha period dce_tcp_rtt 1 us) and are only partly published.
     */
    public static final DcqcnParameters PAPER = new DcqcnParameters(
            // g = 1/256: section 5; RESEARCH-NOTES.md section 5
            1.0 / 256,
            // K = 55 us: section 3.3, the alpha update timer (longer than the NP's 50 us CNP interval, so one CNP per K means congestion)
            55_000,
            // T = 55 us: section 5 (parameters chosen with the fluid model), the rate-increase timer
            55_000,
            // B = 10 MB: section 5, the byte counter (taken as 10 MiB)
            10L * 1024 * 1024,
            // F = 5: section 3.3, fast recovery steps (as in QCN, IEEE 802.1Qau)
            5,
            // R_AI = 40 Mbit/s: section 5
            0.040,
            // R_HAI = 200 Mbit/s: section 5 (hyper increase, as in QCN)
            0.200,
            // alpha starts at 1 (section 3.3; NVIDIA initial_alpha_value 1023 of 1024): the first CNP halves the rate
            1.0,
            // the paper sets no floor; NVIDIA rpg_min_rate, 1 Mbit/s (DCQCN parameter page)
            0.001);

    public DcqcnParameters {
        if (!(g > 0 && g < 1) || alphaTimerNanos <= 0 || increaseTimerNanos <= 0 || byteCounterBytes <= 0 || fastRecoverySteps < 0
                || !(additiveGbps >= 0) || !(hyperGbps >= 0) || !(initialAlpha >= 0 && initialAlpha <= 1) || !(minimumGbps > 0)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "DCQCN needs 0 < g < 1, positive timers, byte counter and minimum rate, F >= 0, R_AI, R_HAI >= 0 and 0 <= alpha <= 1"
                            + " (g %s, K %d ns, T %d ns, B %d, F %d, R_AI %s, R_HAI %s, alpha %s, minimum %s)",
                    g, alphaTimerNanos, increaseTimerNanos, byteCounterBytes, fastRecoverySteps, additiveGbps, hyperGbps, initialAlpha,
                    minimumGbps));
        }
    }
}
