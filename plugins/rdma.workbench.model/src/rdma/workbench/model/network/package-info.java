/**
 * Facts about a topology's network that validation, generators, quick fixes and the engine's loader derive the same
 * way: GIDs in text form, which NICs can reach each other, the RoCE path MTU, the port and GID a queue pair uses, and
 * the ECN marking rule of each priority of a switch.
 */
package rdma.workbench.model.network;
