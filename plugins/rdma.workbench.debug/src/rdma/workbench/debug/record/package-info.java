/**
 * What the packet views show of a run, immutable and without Eclipse API: a {@code RunRecord} of events, frames and
 * lanes built from a trace frozen at a suspend, from a saved .rdmarun, or from an imported pcap or pcapng; the views
 * never touch the live trace.
 */
package rdma.workbench.debug.record;
