package rdma.workbench.model.authoring;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;

/**
 * Two queue pairs of two programs that talk to each other: for RC and UC, each one's INIT to RTR
 * transition names the other as its destination (IBV_QP_DEST_QPN); for UD, two QPs a generator
 * set up to send datagrams to each other.
 */
public record QpConnection(CreateQp a, CreateQp b) {

    public Program programA() {
        return Programs.programOf(a);
    }

    public Program programB() {
        return Programs.programOf(b);
    }

    public QpType type() {
        return a.getQpType();
    }

    /** Whether {@code p} holds one end. */
    public boolean joins(Program p) {
        return p == programA() || p == programB();
    }

    /** The end {@code p} holds. */
    public CreateQp qpOf(Program p) {
        if (p == programA()) {
            return a;
        }
        if (p == programB()) {
            return b;
        }
        throw new IllegalArgumentException(capitalizedLabel(p) + " holds neither end of the connection " + label());
    }

    /** The end the other program holds. */
    public CreateQp peerOf(Program p) {
        return qpOf(p) == a ? b : a;
    }

    /** "RC: client/qp to server/qp". */
    public String label() {
        return type() + ": " + end(a) + " to " + end(b);
    }

    /**
     * The RC and UC connections of {@code scenario}, in program order: pairs of QPs whose INIT to
     * RTR transitions name each other.
     */
    public static List<QpConnection> in(Scenario scenario) {
        List<QpConnection> found = new ArrayList<>();
        for (Program p : scenario.getPrograms()) {
            for (Step s : p.getSteps()) {
                if (s instanceof CreateQp qp && qp.getQpType() != QpType.UD) {
                    CreateQp peer = Programs.remoteQp(qp);
                    if (peer != null && Programs.programOf(peer) != p && Programs.remoteQp(peer) == qp && peer.getQpType() == qp.getQpType()
                            && found.stream().noneMatch(c -> c.a() == peer)) {
                        found.add(new QpConnection(qp, peer));
                    }
                }
            }
        }
        return found;
    }

    private static String end(CreateQp qp) {
        Program p = Programs.programOf(qp);
        return (p == null ? "?" : p.getName()) + "/" + qp.getName();
    }

    private static String capitalizedLabel(Program p) {
        return ModelLabels.capitalize(ModelLabels.of(p));
    }
}
