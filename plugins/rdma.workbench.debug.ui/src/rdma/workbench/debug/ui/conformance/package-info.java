/**
 * The Conformance view: the catalogue's areas and cases with their sources and results, run all at once, a case opened
 * in its editor or started in the debugger.
 */
package rdma.workbench.debug.ui.conformance;
