/**
 * The friends-only way into a session's live engine (its simulation, fabric and program runners), for the headless
 * commands, the fuzzer, the benchmarks and the engine's tests; the debugger and the views never see it (x-friends in
 * the manifest, and the debugger's boundary test).
 */
package rdma.workbench.engine.stepping.internal;
