package rdma.workbench.fuzz.loss;

import java.util.List;

import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.Link;

/**
 * Faults put on every link of a scenario's topology (in the loaded model, before the engine loads
 * it): the share of frames each link loses, duplicates, holds back behind the next one, and
 * corrupts (the receiver's ICRC check drops those).
 */
public record LinkFaults(String name, double loss, double duplicate, double reorder, double corruption) {

    public static final LinkFaults LOSS = new LinkFaults("loss 10 %", 0.10, 0, 0, 0);
    static final LinkFaults DUPLICATION = new LinkFaults("duplicate 20 %", 0, 0.20, 0, 0);
    static final LinkFaults REORDERING = new LinkFaults("reorder 20 %", 0, 0, 0.20, 0);
    static final LinkFaults CORRUPTION = new LinkFaults("corrupt 10 %", 0, 0, 0, 0.10);
    static final LinkFaults ALL_FOUR = new LinkFaults("all four", 0.10, 0.20, 0.20, 0.10);

    /** Each fault alone, then all four at once. */
    public static final List<LinkFaults> ALL = List.of(LOSS, DUPLICATION, REORDERING, CORRUPTION, ALL_FOUR);

    public static final LinkFaults NONE = new LinkFaults("none", 0, 0, 0, 0);

    /**
     * How long a PollCq may wait here: enough for a message to use up retry_cnt 7 local ACK timeouts
     * of 67 ms (timeout 14: 4.096 us * 2^14, IBTA 9.7.6.1.3) several times over, so that a step gives
     * up only when the transport did.
     */
    static final long POLL_TIMEOUT_NANOS = 5_000_000_000L;

    /** Sets the rates on every link of {@code scenario}'s topology and lets every PollCq wait {@link #POLL_TIMEOUT_NANOS}. */
    public void applyTo(Scenario scenario) {
        for (Link l : scenario.getTopology().getLinks()) {
            l.setLossRate(loss);
            l.setDuplicateRate(duplicate);
            l.setReorderRate(reorder);
            l.setCorruptionRate(corruption);
        }
        for (Program p : scenario.getPrograms()) {
            for (Step s : p.getSteps()) {
                if (s instanceof PollCq poll && poll.getTimeout() < POLL_TIMEOUT_NANOS) {
                    poll.setTimeout(POLL_TIMEOUT_NANOS);
                }
            }
        }
    }

    @Override
    public String toString() {
        return name;
    }
}
