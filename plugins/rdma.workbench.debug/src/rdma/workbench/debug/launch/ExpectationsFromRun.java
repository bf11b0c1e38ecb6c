package rdma.workbench.debug.launch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.debug.launch.PolledCompletions.Polled;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WcStatus;

/**
 * A PollCq step's expected completions made from what a run polled: wr_id and status always;
 * opcode and byte_len for a successful completion only (ibv_poll_cq(3): for an error only wr_id,
 * status, qp_num and vendor_err are valid, so expecting the rest would test noise); imm_data
 * when the completion carried one; the sender's QP for a UD receive.
 */
public final class ExpectationsFromRun {

    private ExpectationsFromRun() {
    }

    public static List<ExpectedCompletion> of(List<Polled> polled, PollCq step) {
        List<ExpectedCompletion> out = new ArrayList<>();
        for (Polled p : polled) {
            WorkCompletion wc = p.wc();
            ExpectedCompletion e = ScenarioFactory.eINSTANCE.createExpectedCompletion();
            e.setWrId(wc.wrId());
            e.setStatus(WcStatus.get(wc.status().name()));
            if (wc.status() == rdma.workbench.engine.verbs.WcStatus.SUCCESS) {
                if (wc.opcode() != null) {
                    e.setOpcode(WcOpcode.get(wc.opcode().name()));
                }
                e.setByteLen(wc.byteLen());
            }
            if (wc.immData() != null) {
                e.setImmData(wc.immData() & 0xFFFFFFFFL);
            }
            if (p.udSender() != null && step.eResource() != null) {
                EObject sender = step.eResource().getEObject(p.udSender());
                if (sender instanceof CreateQp qp) {
                    e.setSrcQp(qp);
                }
            }
            out.add(e);
        }
        return out;
    }

    /** An expectation as the confirmation lists it ("wr_id 2  RDMA_WRITE  SUCCESS  byte_len 10240"); unset fields are left out. */
    public static String describe(ExpectedCompletion e) {
        StringBuilder b = new StringBuilder(e.isSetWrId() ? "wr_id " + e.getWrId() : "any wr_id");
        if (e.isSetOpcode()) {
            b.append("  ").append(e.getOpcode().getName());
        }
        b.append("  ").append(e.getStatus().getName());
        if (e.isSetByteLen()) {
            b.append("  byte_len ").append(e.getByteLen());
        }
        if (e.isSetImmData()) {
            b.append(String.format(Locale.ROOT, "  imm_data 0x%08x", e.getImmData()));
        }
        if (e.getSrcQp() != null) {
            b.append("  src_qp ").append(e.getSrcQp().getName());
        }
        return b.toString();
    }

    /** Whether {@code step} already expects exactly what {@code polled} would make its expectations. */
    public static boolean alreadyExpected(List<Polled> polled, PollCq step) {
        return EcoreUtil.equals(of(polled, step), step.getExpected());
    }
}
