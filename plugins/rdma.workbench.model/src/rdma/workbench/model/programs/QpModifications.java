package rdma.workbench.model.programs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.Notifier;
import org.eclipse.emf.common.notify.impl.AdapterImpl;

import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Step;

/**
 * The ModifyQp steps of one program by the QP they act on, built once and kept until the program
 * changes, so that asking for every QP's modifications costs one pass over the steps, not one per
 * QP (validating 50,000 work requests spent its time rescanning the program for each QP). The
 * index lives in an adapter on the program and on each of its ModifyQp steps; a change to the
 * steps list or to a ModifyQp's QP drops it, and the next question builds it again.
 */
final class QpModifications extends AdapterImpl {

    private final Program program;
    private final Map<CreateQp, List<ModifyQp>> byQp = new HashMap<>();
    private final List<ModifyQp> watched = new ArrayList<>();

    private QpModifications(Program program) {
        this.program = program;
        for (Step s : program.getSteps()) {
            if (s instanceof ModifyQp m) {
                watched.add(m);
                m.eAdapters().add(this);
                if (m.getQp() != null) {
                    byQp.computeIfAbsent(m.getQp(), k -> new ArrayList<>()).add(m);
                }
            }
        }
        program.eAdapters().add(this);
    }

    static List<ModifyQp> of(Program p, CreateQp qp) {
        QpModifications index = null;
        for (Object a : p.eAdapters()) {
            if (a instanceof QpModifications q) {
                index = q;
                break;
            }
        }
        if (index == null) {
            index = new QpModifications(p);
        }
        return List.copyOf(index.byQp.getOrDefault(qp, List.of()));
    }

    @Override
    public void notifyChanged(Notification n) {
        if (n.isTouch()) {
            return;
        }
        Object f = n.getFeature();
        Notifier from = (Notifier) n.getNotifier();
        if (from == program && f == ScenarioPackage.Literals.PROGRAM__STEPS || from != program && f == ScenarioPackage.Literals.MODIFY_QP__QP) {
            drop();
        }
    }

    private void drop() {
        program.eAdapters().remove(this);
        for (ModifyQp m : watched) {
            m.eAdapters().remove(this);
        }
    }
}
