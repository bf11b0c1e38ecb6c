package rdma.workbench.engine.fabric;

import java.util.Locale;

import rdma.workbench.engine.simulation.SeededRandom;

/**
 * RED-style ECN marking on an egress queue as DCQCN configures it (Zhu et al., SIGCOMM 2015,
 * section 3.1 and figure 5): on the instantaneous queue depth, no mark up to Kmin, a probability
 * rising linearly from 0 at Kmin to Pmax at Kmax, every frame above Kmax.
 *
 * @param kmin bytes up to which nothing is marked
 * @param kmax bytes above which everything is marked
 * @param pmax the marking probability at Kmax
 */
public record RedMarking(long kmin, long kmax, double pmax) {

    /** The DCQCN paper's Pmax, 1 % (section 3.1 / table of parameters). */
    public static final double DEFAULT_PMAX = 0.01;
    /**
     * Kmax as a multiple of Kmin: 4, the ratio of the HPCC simulator's DCQCN preset (KMIN 100 KB,
     * KMAX 400 KB per 25 Gbit/s, alibaba-edu/High-Precision-Congestion-Control simulation/run.py).
     * Where only Kmin is given (a model switch that leaves Kmax unset), Kmax follows it at this ratio.
     */
    public static final int KMAX_PER_KMIN = 4;

    public RedMarking {
        if (kmin < 0 || kmax < kmin || pmax < 0 || pmax > 1) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "RED marking needs 0 <= Kmin <= Kmax and 0 <= Pmax <= 1 (Kmin %d, Kmax %d, Pmax %s)", kmin, kmax, pmax));
        }
    }

    /** Kmin {@code kminBytes}, Kmax = 4 Kmin, Pmax 1 %. */
    public static RedMarking fromThreshold(long kminBytes) {
        return new RedMarking(kminBytes, kminBytes * KMAX_PER_KMIN, DEFAULT_PMAX);
    }

    /** The probability of marking a frame that finds {@code depth} bytes in its queue. */
    public double probability(long depth) {
        if (depth <= kmin) {
            return 0;
        }
        if (depth > kmax) {
            return 1;
        }
        return pmax * (depth - kmin) / (kmax - kmin);
    }

    /** Whether to mark a frame that finds {@code depth} bytes queued; draws from {@code random} only between Kmin and Kmax. */
    boolean marks(long depth, SeededRandom random) {
        double p = probability(depth);
        if (p <= 0) {
            return false;
        }
        return p >= 1 || random.nextDouble() < p;
    }
}
