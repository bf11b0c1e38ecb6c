package rdma.workbench.engine.loader;

import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.StepAction;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.SendWr;
import rdma.workbench.engine.verbs.Status;

/**
 * A PostSend with repeat set (even to 1) or repeatUntil: the loop of ibv_post_send that perftest's ib_write_bw runs. It posts
 * copies of one work request back to back; on a full send queue it waits for the transport to
 * retire a request (the queue wakes the program then) rather than failing with ENOMEM, so that a
 * long flow keeps at most max_send_wr in flight. It polls no completion: that is left to the
 * scenario's PollCq steps. It stops after its number of copies, at its end time, or when the QP
 * enters ERR, where every further copy would only be flushed.
 */
final class RepeatedPost implements StepAction {

    /** No end time: the number of copies alone ends the step. */
    static final long NO_END = -1;

    /** The work request as the program makes it when the step begins; or how the step ends when it cannot be made. */
    @FunctionalInterface
    interface Request {
        Made make(ProgramRunner r);
    }

    /** A work request made, or the outcome of a step that could not make it (the reason is already in the trace). */
    record Made(SendWr wr, Outcome ended) {
        static Made of(SendWr wr) {
            return new Made(wr, null);
        }

        static Made ended(Outcome o) {
            return new Made(null, o);
        }
    }

    /** How far the step got: kept between runs of a blocked step, and shared by checkpoints, so immutable. */
    private record Progress(SendWr wr, long posted) {
    }

    private final String name;
    private final StepRef qp;
    private final Request request;
    private final long copies;
    private final long until;
    private final Errno expected;
    private final String what;

    RepeatedPost(String name, StepRef qp, Request request, long copies, long until, Errno expected, String what) {
        this.name = name;
        this.qp = qp;
        this.request = request;
        this.copies = copies;
        this.until = until;
        this.expected = expected;
        this.what = what;
    }

    @Override
    public Outcome run(ProgramRunner r) {
        Progress p = (Progress) r.stepState();
        if (p == null) {
            Made m = request.make(r);
            if (m.wr() == null) {
                return m.ended();
            }
            p = new Progress(m.wr(), 0);
        }
        QueuePair q = qp.object(QueuePair.class);
        long now = r.simulation().now();
        while (p.posted() < copies && (until == NO_END || now < until)) {
            if (q != null && p.posted() > 0 && q.state() == QpState.ERR) {
                r.note(name + " stopped repeating after " + copies(p.posted()) + ": " + qp.name() + " is in ERR, where a request is only flushed");
                return Outcome.DONE;
            }
            if (q != null && q.sendQueue().size() >= q.caps().maxSendWr()) {
                r.setStepState(p);
                if (until != NO_END) {
                    r.waitAtMost(until - now, TimerKind.REPEAT_END, () -> name + " reached repeatUntil " + until / 1000.0 + " us");
                }
                return Outcome.BLOCKED;
            }
            long copy = p.posted() + 1;
            SendWr wr = p.wr();
            Status st = r.context().postSend(q, wr);
            if (!st.isOk()) {
                return StepBuilder.status(r, name, expected, "ibv_post_send", what + ", copy " + copy, st);
            }
            r.verb("ibv_post_send", Errno.OK, () -> "ibv_post_send " + name + ": " + what + " " + wr.totalLength() + " bytes, copy " + copy
                    + ofAll() + " -> OK");
            p = new Progress(wr, copy);
        }
        r.note(name + " posted " + copies(p.posted()) + (p.posted() < copies ? ", up to repeatUntil " + until / 1000.0 + " us" : ""));
        return StepBuilder.expect(r, expected, "ibv_post_send", Errno.OK, "");
    }

    @Override
    public String waitingFor(ProgramRunner r) {
        long posted = r.stepState() instanceof Progress p ? p.posted() : 0;
        return "room in the send queue of " + qp.name() + " (" + copies(posted) + ofAll() + " posted)";
    }

    /** " of 100" when the step has a number of copies; nothing when only its time ends it. */
    private String ofAll() {
        return copies == Long.MAX_VALUE ? "" : " of " + copies;
    }

    private static String copies(long n) {
        return n + (n == 1 ? " copy" : " copies");
    }
}
