package rdma.workbench.debug.model;

import java.util.List;

import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.ProgramStatus;

/** A program as the debugger shows it while the run is suspended: the session snapshot's view of it, its number of steps, its verbs objects. */
record ProgramView(ProgramSnapshot at, int steps, List<Node> objects) {

    String name() {
        return at.name();
    }

    ProgramStatus state() {
        return at.state();
    }

    int pc() {
        return at.pc();
    }

    String stepId() {
        return at.stepId();
    }

    String stepLabel() {
        return at.stepLabel();
    }

    /** "client on host1 — waiting in poll-write for 1 more completion on cq". */
    String label() {
        String where = switch (at.state()) {
            case FINISHED -> "finished";
            case STOPPED -> "stopped at step " + at.stepLabel();
            case WAITING -> "waiting in " + at.stepLabel() + (at.waitingFor() == null ? "" : " for " + at.waitingFor());
            case READY -> at.stepLabel() == null ? "at its end" : "at step " + at.stepLabel();
        };
        return at.name() + " on " + at.host() + " \u2014 " + where;
    }
}
