package rdma.workbench.model.network;

import java.math.BigDecimal;

import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Switch;

/**
 * The RED/ECN rule a switch applies to one priority's egress queues, as validation, labels and the
 * engine's loader read it from the model: the priority's ECN profile if the switch has one, else
 * the switch's Kmin (ecnThreshold), Kmax (4 x Kmin while unset) and Pmax.
 *
 * @param kmin bytes queued up to which nothing is marked
 * @param kmax bytes queued above which every ECN-capable frame is marked
 * @param pmax the probability of marking at Kmax
 */
public record EcnRule(long kmin, long kmax, double pmax) {

    /**
     * Kmax as a multiple of Kmin while a switch leaves Kmax unset: 4, the ratio of the HPCC
     * simulator's DCQCN preset (KMIN 100 KB, KMAX 400 KB per 25 Gbit/s,
     * alibaba-edu/High-Precision-Congestion-Control simulation/run.py), and the one files saved
     * before Kmax could be set were run with.
     */
    public static final int KMAX_PER_KMIN = 4;
    /** Priorities a switch queues by (IEEE 802.1Q PCP, DSCP / 8). */
    public static final int PRIORITIES = 8;

    /** The switch-wide rule: its Kmin, Kmax and Pmax. */
    public static EcnRule of(Switch s) {
        long kmin = s.getEcnThreshold();
        return new EcnRule(kmin, s.isSetEcnKmax() ? s.getEcnKmax() : KMAX_PER_KMIN * kmin, s.getEcnPmax());
    }

    /** The rule of {@code priority}'s queues: the first profile of that priority, else the switch-wide rule. */
    public static EcnRule of(Switch s, int priority) {
        for (EcnProfile p : s.getEcnProfiles()) {
            if (p.getPriority() == priority) {
                return of(p);
            }
        }
        return of(s);
    }

    public static EcnRule of(EcnProfile p) {
        return new EcnRule(p.getKmin(), p.getKmax(), p.getPmax());
    }

    /** "Kmin 5000 B, Kmax 200000 B, Pmax 1 %": the rule as labels and tooltips give it. */
    public String describe() {
        return "Kmin " + kmin + " B, Kmax " + kmax + " B, Pmax " + pmaxPercent();
    }

    /** Pmax as a percentage a person reads: "1 %", "0.5 %" (from its decimal text, so 0.1 is "10 %", not 10.000000000000002). */
    public String pmaxPercent() {
        return percent(pmax);
    }

    /** A probability as a percentage a person reads. */
    public static String percent(double p) {
        return Double.isFinite(p) ? BigDecimal.valueOf(p).movePointRight(2).stripTrailingZeros().toPlainString() + " %" : String.valueOf(p);
    }
}
