package rdma.workbench.model.repair;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.validation.Rule;

/** ibv_reg_mr(3): REMOTE_WRITE or REMOTE_ATOMIC need LOCAL_WRITE, because the NIC writes into the buffer. */
final class ScenarioAccessRemedies {

    private ScenarioAccessRemedies() {
    }

    static Remedy addLocalWrite(EObject target) {
        if (!(target instanceof RegMr mr)) {
            return Remedy.none(Rule.REMOTE_ACCESS_NEEDS_LOCAL_WRITE, "the problem names no memory region");
        }
        return Remedy.of(Rule.REMOTE_ACCESS_NEEDS_LOCAL_WRITE, new Fix("Add LOCAL_WRITE to " + ModelLabels.of(mr),
                "Adds LOCAL_WRITE to the access flags of " + ModelLabels.of(mr) + ", which ibv_reg_mr requires with REMOTE_WRITE or REMOTE_ATOMIC",
                () -> mr.getAccess().add(0, AccessFlag.LOCAL_WRITE)));
    }
}
