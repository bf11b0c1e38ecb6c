/**
 * The API through which the CLI and the debugger drive a loaded run: a {@code Session} that runs to the end, steps one
 * engine event, runs to a condition on the typed trace and goes back (checkpoints plus deterministic replay), and
 * immutable snapshots of every verbs object for inspectors; views read the snapshots, never live engine objects.
 */
package rdma.workbench.engine.stepping;
