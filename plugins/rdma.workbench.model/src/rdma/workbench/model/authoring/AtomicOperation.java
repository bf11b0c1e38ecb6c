package rdma.workbench.model.authoring;

import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WrOpcode;

/**
 * The two RC atomics on a remote 8-byte counter that starts at {@link #INITIAL}. Both bring the
 * value they found back into the initiator's buffer (IBTA 9.4.5, ATOMIC_ACKNOWLEDGE).
 */
public enum AtomicOperation {
    /** If the counter holds 5, write 42. */
    COMPARE_AND_SWAP("compare-and-swap", "cas", WrOpcode.ATOMIC_CMP_AND_SWP, WcOpcode.COMP_SWAP, 5, 42, 42),
    /** Add 37: 5 becomes 42. */
    FETCH_AND_ADD("fetch-and-add", "faa", WrOpcode.ATOMIC_FETCH_AND_ADD, WcOpcode.FETCH_ADD, 37, 0, 42);

    /** The counter's value before the atomic: the old value each operation brings back. */
    public static final long INITIAL = 5;

    private final String label;
    private final String stepName;
    private final WrOpcode wrOpcode;
    private final WcOpcode wcOpcode;
    private final long compareAdd;
    private final long swap;
    private final long result;

    AtomicOperation(String label, String stepName, WrOpcode wrOpcode, WcOpcode wcOpcode, long compareAdd, long swap, long result) {
        this.label = label;
        this.stepName = stepName;
        this.wrOpcode = wrOpcode;
        this.wcOpcode = wcOpcode;
        this.compareAdd = compareAdd;
        this.swap = swap;
        this.result = result;
    }

    public String label() {
        return label;
    }

    String stepName() {
        return stepName;
    }

    WrOpcode wrOpcode() {
        return wrOpcode;
    }

    WcOpcode wcOpcode() {
        return wcOpcode;
    }

    /** compare_add of the work request: the value compared (CAS) or added (FAA). */
    long compareAdd() {
        return compareAdd;
    }

    /** swap of the work request (CAS only). */
    long swap() {
        return swap;
    }

    /** The counter's value afterwards. */
    long result() {
        return result;
    }
}
