package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.StepAction;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * A PollCq step: polls until as many completions as it expects have arrived, or its timeout
 * passes, then compares them in order with the expectations (fields left unset are not compared).
 * With no expectations it polls once and takes what is there.
 */
final class PollWait implements StepAction {

    /** One expected completion; a null field is not compared. */
    record Expected(WcStatus status, WcOpcode opcode, Integer byteLen, Long wrId, Long immData, StepRef srcQp) {
    }

    private final StepRef cq;
    private final Expected[] expected;
    private final long timeout;
    private final Errno expectedResult;

    PollWait(StepRef cq, List<Expected> expected, long timeout, Errno expectedResult) {
        this.cq = cq;
        this.expected = List.copyOf(expected).toArray(new Expected[0]);
        this.timeout = timeout;
        this.expectedResult = expectedResult;
    }

    @Override
    public Outcome run(ProgramRunner r) {
        CompletionQueue q = cq.object(CompletionQueue.class);
        String unusable = Context.usable(q, "CQ");
        if (unusable != null) {
            r.verb("ibv_poll_cq", Errno.EINVAL, () -> "ibv_poll_cq " + cq.name() + ": EINVAL (" + unusable + ")");
            return StepBuilder.expect(r, expectedResult, "ibv_poll_cq", Errno.EINVAL, unusable);
        }
        int want = expected.length;
        @SuppressWarnings("unchecked")
        List<WorkCompletion> got = r.stepState() == null ? List.of() : (List<WorkCompletion>) r.stepState();
        List<WorkCompletion> now = r.context().pollCq(q, want == 0 ? Integer.MAX_VALUE : want - got.size());
        if (!now.isEmpty()) {
            List<WorkCompletion> all = new ArrayList<>(got);
            for (WorkCompletion wc : now) {
                all.add(wc);
                r.polled(wc, () -> "ibv_poll_cq " + cq.name() + ": " + describe(wc));
            }
            got = List.copyOf(all);
            r.setStepState(got);
        }
        if (want > 0 && got.size() < want && !r.timedOut()) {
            r.waitAtMost(timeout, TimerKind.POLL_TIMEOUT, () -> "ibv_poll_cq " + cq.name() + " gave up after " + timeout / 1000.0 + " us");
            return Outcome.BLOCKED;
        }
        if (got.size() < want) {
            r.mismatch("waited " + timeout / 1000.0 + " us for " + want + " completion(s) on " + cq.name() + ", got " + got.size());
        }
        for (int i = 0; i < Math.min(want, got.size()); i++) {
            String diff = compare(expected[i], got.get(i));
            if (diff != null) {
                r.mismatch("completion " + (i + 1) + ": " + diff);
            }
        }
        return StepBuilder.expect(r, expectedResult, "ibv_poll_cq", Errno.OK, "");
    }

    @Override
    public String waitingFor(ProgramRunner r) {
        int got = r.stepState() instanceof List<?> l ? l.size() : 0;
        int more = expected.length - got;
        return more + " more completion" + (more == 1 ? "" : "s") + " on " + cq.name();
    }

    private static String compare(Expected e, WorkCompletion wc) {
        List<String> wrong = new ArrayList<>();
        if (e.status() != wc.status()) {
            wrong.add("status " + wc.status() + ", expected " + e.status());
        }
        if (e.opcode() != null && wc.opcode() != e.opcode()) {
            wrong.add("opcode " + wc.opcode() + ", expected " + e.opcode());
        }
        if (e.byteLen() != null && e.byteLen() != wc.byteLen()) {
            wrong.add("byte_len " + wc.byteLen() + ", expected " + e.byteLen());
        }
        if (e.wrId() != null && e.wrId() != wc.wrId()) {
            wrong.add("wr_id " + wc.wrId() + ", expected " + e.wrId());
        }
        if (e.immData() != null && (wc.immData() == null || (e.immData() & 0xFFFFFFFFL) != (wc.immData() & 0xFFFFFFFFL))) {
            wrong.add("imm_data " + (wc.immData() == null ? "none" : String.format(Locale.ROOT, "0x%08x", wc.immData()))
                    + String.format(Locale.ROOT, ", expected 0x%08x", e.immData()));
        }
        if (e.srcQp() != null) {
            QueuePair qp = e.srcQp().object(QueuePair.class);
            if (qp == null || qp.qpn() != wc.srcQp()) {
                wrong.add(String.format(Locale.ROOT, "src_qp 0x%06x, expected QP %s", wc.srcQp(), e.srcQp().name()));
            }
        }
        return wrong.isEmpty() ? null : String.join("; ", wrong);
    }

    static String describe(WorkCompletion wc) {
        return "wr_id " + wc.wrId() + " " + (wc.opcode() == null ? "" : wc.opcode() + " ") + wc.status() + " byte_len=" + wc.byteLen();
    }
}
