package rdma.workbench.model.repair;

import java.util.List;

import rdma.workbench.model.validation.Rule;

/** What can be done about one problem: the fixes, or, when there is none, why not. */
public record Remedy(Rule rule, List<Fix> fixes, String whyNoFix) {

    public static Remedy of(Rule rule, List<Fix> fixes, String whyNoneFound) {
        return fixes.isEmpty() ? none(rule, whyNoneFound) : new Remedy(rule, List.copyOf(fixes), null);
    }

    /** Fixes that always exist for the problem (at least one). */
    public static Remedy of(Rule rule, List<Fix> fixes) {
        if (fixes.isEmpty()) {
            throw new IllegalArgumentException(rule + ": a remedy without fixes says why");
        }
        return new Remedy(rule, List.copyOf(fixes), null);
    }

    public static Remedy of(Rule rule, Fix fix) {
        return new Remedy(rule, List.of(fix), null);
    }

    public static Remedy none(Rule rule, String why) {
        return new Remedy(rule, List.of(), why);
    }

    public boolean hasFix() {
        return !fixes.isEmpty();
    }
}
