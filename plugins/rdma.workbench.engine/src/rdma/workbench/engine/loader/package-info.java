/**
 * Turns a scenario model and the topology it names into a runnable {@code Session}, copying everything a run needs out
 * of the model at load time; the only engine package that imports EMF or {@code rdma.workbench.model}, and a run never
 * reads the model again. It also runs a conformance case from its file ({@code CaseRunner}), which needs the model's
 * reading and validation.
 */
package rdma.workbench.engine.loader;
