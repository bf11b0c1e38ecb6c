/**
 * {@code rdmawb bench-debug}: a million-event run three ways — without a debugger, in the debug model to a breakpoint
 * near its end, and one Step Back from there — with no UI.
 */
package rdma.workbench.bench.debug;
