package rdma.workbench.engine.trace;

/**
 * Where an event stands in a run: its place in the trace ({@code seq}, from 0), the simulated time
 * in nanoseconds, and the place of the event it follows from ({@code cause}, -1 for none) — the
 * frame that arrived, the timer that fired, the step that called the verb.
 */
public record Stamp(long seq, long time, long cause) {
}
