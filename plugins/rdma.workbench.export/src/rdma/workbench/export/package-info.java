/**
 * What leaves the workbench for real hardware, and what its exports share: the exception that names the step a real
 * program cannot take, and the facts every export reads from a scenario the same way.
 */
package rdma.workbench.export;
