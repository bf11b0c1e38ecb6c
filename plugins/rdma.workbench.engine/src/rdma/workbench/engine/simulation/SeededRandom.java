package rdma.workbench.engine.simulation;

/**
 * A random source whose whole state is one long, so a checkpoint can keep it: SplitMix64, the
 * generator of java.util.SplittableRandom (same seed, same numbers), whose state cannot be read.
 */
public final class SeededRandom {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long state;

    SeededRandom(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = state += GOLDEN_GAMMA;
        z = (z ^ z >>> 30) * 0xbf58476d1ce4e5b9L;
        z = (z ^ z >>> 27) * 0x94d049bb133111ebL;
        return z ^ z >>> 31;
    }

    /** Uniform in [0, 1), from the top 53 bits. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    long state() {
        return state;
    }

    void setState(long s) {
        state = s;
    }
}
