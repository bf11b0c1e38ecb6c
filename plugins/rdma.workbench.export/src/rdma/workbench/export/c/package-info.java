/**
 * Export as C: a scenario written out as a C program against libibverbs that does on a real
 * fabric what the scenario does on the simulated one, and checks the same expectations.
 */
package rdma.workbench.export.c;
