/**
 * A scenario run as the platform's process: its trace on the console as {@code rdmawb run} prints it, each line tied to
 * the step it follows from, and an exit value 0, 1 or 2 as the CLI's; a live fabric's console ({@code FabricProcess})
 * likewise.
 */
package rdma.workbench.debug.process;
