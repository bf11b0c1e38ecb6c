/**
 * The exports from the workbench: the scenario editor's and the Project Explorer's commands that write a scenario as a
 * C program or a pyverbs script, or a topology as Linux commands, beside the file (see {@code rdma.workbench.export})
 * and open the result.
 */
package rdma.workbench.ui.export;
