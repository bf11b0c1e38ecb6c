/**
 * The deterministic discrete-event core: one clock in nanoseconds, one event queue ordered by (time, sequence) with
 * per-source lanes, and seeded random sources whose state a checkpoint keeps; nothing else advances time.
 */
package rdma.workbench.engine.simulation;
