package rdma.workbench.engine.check;

/** One frame of a capture that breaks a rule: the frame's number (1-based, as Wireshark counts), the rule, what was seen. */
public record Finding(int frame, Rule rule, String what) {

    /** As `rdmawb check` prints it. */
    @Override
    public String toString() {
        return "frame " + frame + ": " + rule.id() + ": " + what + " (" + rule.source() + ")";
    }
}
