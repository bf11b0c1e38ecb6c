/**
 * The one door through which the CLI and the debugger drive a loaded run: a {@code Session} that runs to the end, steps
 * one engine event, runs to a condition on the typed trace and goes back (checkpoints plus deterministic replay), and
 * answers in values — snapshots of every verbs object and program, the step about to begin, the seed, the captures —
 * never in live engine objects (those only the friends of {@code stepping.internal} reach).
 */
package rdma.workbench.engine.stepping;
