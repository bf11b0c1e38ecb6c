package rdma.workbench.model.authoring;

import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.ScenarioPackage;

/** What a connection's QPs must allow before an exchange: the remote rights of the responder and the READ / atomic depth. */
final class ResponderRights {

    private ResponderRights() {
    }

    /** The RESET to INIT step of {@code qp} whose access flags say what the peer may do to it. */
    static ModifyQp initStep(CreateQp qp) {
        for (ModifyQp m : Programs.modifications(qp)) {
            if (m.getTargetState() == QpState.INIT && m.isSetAccessFlags()) {
                return m;
            }
        }
        return null;
    }

    /** The responder checks the QP's access flags as well as the region's (rxe check_rkey, qp_access_flags). */
    static void grant(CreateQp responder, AccessFlag flag) {
        ModifyQp init = initStep(responder);
        if (!init.getAccessFlags().contains(flag)) {
            init.getAccessFlags().add(flag);
        }
    }

    /**
     * READ and atomics need at least one outstanding request each way: max_rd_atomic at the
     * initiator (RTR to RTS) and max_dest_rd_atomic at the responder (INIT to RTR).
     */
    static void readAtomicDepth(CreateQp initiator, CreateQp responder) {
        for (ModifyQp m : Programs.modifications(initiator)) {
            if (m.getTargetState() == QpState.RTS && (!m.eIsSet(ScenarioPackage.Literals.MODIFY_QP__MAX_RD_ATOMIC) || m.getMaxRdAtomic() < 1)) {
                m.setMaxRdAtomic(1);
            }
        }
        for (ModifyQp m : Programs.modifications(responder)) {
            if (m.getTargetState() == QpState.RTR && (!m.eIsSet(ScenarioPackage.Literals.MODIFY_QP__MAX_DEST_RD_ATOMIC) || m.getMaxDestRdAtomic() < 1)) {
                m.setMaxDestRdAtomic(1);
            }
        }
    }
}
