/**
 * The Eclipse debug model over a running session: the simulation as target, one thread per program, the current step as
 * its frame, verbs objects as variables, commands driven on the engine's own thread; the UI reads only the immutable
 * {@code Pause} taken at each suspend. A live fabric is a target too ({@code LiveTarget}): its real programs are threads
 * without frames; it suspends, resumes and breaks on engine events.
 */
package rdma.workbench.debug.model;
