package rdma.workbench.engine.loader;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.StepAction;
import rdma.workbench.engine.simulation.Event;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.Step;

/**
 * A PollCq step: polls until as many completions as it expects have arrived, or its timeout
 * passes, then compares them in order with the expectations (fields left unset are not compared).
 * With no expectations it polls once and takes what is there.
 */
final class CompletionWait implements StepAction {

    private final PollCq step;
    private final Function<Step, Integer> qpnOf;
    private final Set<CompletionQueue> listening = new HashSet<>();

    /** What a waiting poll keeps between wake-ups. */
    private static final class Waiting {
        final List<WorkCompletion> got = new ArrayList<>();
        Event timeout;
        boolean timedOut;
    }

    CompletionWait(PollCq step, Function<Step, Integer> qpnOf) {
        this.step = step;
        this.qpnOf = qpnOf;
    }

    @Override
    public Outcome run(ProgramRunner r) {
        CompletionQueue cq = StepBuilder.own(r, step.getCq(), CompletionQueue.class);
        if (listening.add(cq)) {
            cq.addListener(() -> r.wake("completion on " + step.getCq().getName()));
        }
        int want = step.getExpected().size();
        Waiting w = (Waiting) r.stepState();
        if (w == null) {
            w = new Waiting();
            r.setStepState(w);
            if (want > 0) {
                Waiting mine = w;
                w.timeout = r.simulation().schedule(step.getTimeout(), "timeout of " + step.getName(), () -> {
                    mine.timedOut = true;
                    r.wake("poll timeout");
                });
            }
        }
        for (WorkCompletion wc : r.context().pollCq(cq, want == 0 ? Integer.MAX_VALUE : want - w.got.size())) {
            w.got.add(wc);
            r.record(TraceKind.VERB, "ibv_poll_cq " + step.getCq().getName() + ": " + StepBuilder.describe(wc));
        }
        if (want > 0 && w.got.size() < want && !w.timedOut) {
            return Outcome.BLOCKED;
        }
        if (w.timeout != null) {
            w.timeout.cancel();
        }
        if (w.got.size() < want) {
            r.mismatch("waited " + step.getTimeout() / 1000.0 + " us for " + want + " completion(s) on " + step.getCq().getName() + ", got "
                    + w.got.size());
        }
        for (int i = 0; i < Math.min(want, w.got.size()); i++) {
            String diff = compare(step.getExpected().get(i), w.got.get(i));
            if (diff != null) {
                r.mismatch("completion " + (i + 1) + ": " + diff);
            }
        }
        return Outcome.DONE;
    }

    private String compare(ExpectedCompletion e, WorkCompletion wc) {
        List<String> wrong = new ArrayList<>();
        if (!e.getStatus().getName().equals(wc.status().name())) {
            wrong.add("status " + wc.status() + ", expected " + e.getStatus().getName());
        }
        if (e.isSetOpcode() && (wc.opcode() == null || !e.getOpcode().getName().equals(wc.opcode().name()))) {
            wrong.add("opcode " + wc.opcode() + ", expected " + e.getOpcode().getName());
        }
        if (e.isSetByteLen() && e.getByteLen() != wc.byteLen()) {
            wrong.add("byte_len " + wc.byteLen() + ", expected " + e.getByteLen());
        }
        if (e.isSetWrId() && e.getWrId() != wc.wrId()) {
            wrong.add("wr_id " + wc.wrId() + ", expected " + e.getWrId());
        }
        if (e.isSetImmData() && (wc.immData() == null || (e.getImmData() & 0xFFFFFFFFL) != (wc.immData() & 0xFFFFFFFFL))) {
            wrong.add("imm_data " + (wc.immData() == null ? "none" : String.format("0x%08x", wc.immData())) + String.format(", expected 0x%08x",
                    e.getImmData()));
        }
        if (e.getSrcQp() != null) {
            Integer qpn = qpnOf.apply(e.getSrcQp());
            if (qpn == null || qpn != wc.srcQp()) {
                wrong.add(String.format("src_qp 0x%06x, expected QP %s", wc.srcQp(), e.getSrcQp().getName()));
            }
        }
        return wrong.isEmpty() ? null : String.join("; ", wrong);
    }
}
