package rdma.workbench.debug.model;

import java.util.List;

import rdma.workbench.engine.program.ProgramState;

/** A program as the debugger shows it while the run is suspended: where it is, what it waits for, its verbs objects. */
record ProgramView(String name, String host, ProgramState state, int pc, int steps, String stepId, String stepLabel, String waitingFor,
        List<Node> objects) {

    /** "client on host1 — waiting in poll-write for 1 more completion on cq". */
    String label() {
        String where = switch (state) {
            case FINISHED -> "finished";
            case STOPPED -> "stopped at step " + stepLabel;
            case WAITING -> "waiting in " + stepLabel + (waitingFor == null ? "" : " for " + waitingFor);
            case READY -> stepLabel == null ? "at its end" : "at step " + stepLabel;
        };
        return name + " on " + host + " \u2014 " + where;
    }
}
