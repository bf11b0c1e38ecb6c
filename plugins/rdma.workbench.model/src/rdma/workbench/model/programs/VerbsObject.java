package rdma.workbench.model.programs;

import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Step;

/** The verbs objects a step can create, with the word messages use for them. */
public enum VerbsObject {
    PD("PD"),
    MR("memory region"),
    CQ("CQ"),
    SRQ("SRQ"),
    QP("QP"),
    AH("address handle");

    private final String label;

    VerbsObject(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** What {@code step} creates, or null for a step that creates no verbs object. */
    public static VerbsObject createdBy(Step step) {
        if (step instanceof AllocPd) {
            return PD;
        }
        if (step instanceof RegMr) {
            return MR;
        }
        if (step instanceof CreateCq) {
            return CQ;
        }
        if (step instanceof CreateSrq) {
            return SRQ;
        }
        if (step instanceof CreateQp) {
            return QP;
        }
        if (step instanceof CreateAh) {
            return AH;
        }
        return null;
    }
}
