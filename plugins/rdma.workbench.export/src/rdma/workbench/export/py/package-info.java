/**
 * Export as pyverbs: a scenario written out as a Python script on rdma-core's pyverbs that does on a real fabric what
 * the scenario does on the simulated one, and checks the same expectations.
 */
package rdma.workbench.export.py;
