/**
 * Export as C from the workbench: the scenario editor's and the Project Explorer's command that writes a scenario as a C
 * program against libibverbs beside it (see {@code rdma.workbench.export.c}) and opens it.
 */
package rdma.workbench.ui.export;
