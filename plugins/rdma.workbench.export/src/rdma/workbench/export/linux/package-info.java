/**
 * Export as Linux commands: a topology as the shell scripts that build it on real Linux hosts with soft RDMA devices
 * (rxe, siw), and the switch configuration a person applies by hand.
 */
package rdma.workbench.export.linux;
