/**
 * The simulated network between the NICs: NIC ports, full-duplex links with serialization, propagation delay and
 * faults, store-and-forward switches with priority queues, a shared buffer, RED/ECN marking and PFC, routes to every
 * GID, and one pcap capture per port.
 */
package rdma.workbench.engine.fabric;
