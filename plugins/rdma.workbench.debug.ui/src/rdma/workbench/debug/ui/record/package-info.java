/**
 * The record editor: a pcap, pcapng or saved run opened from a file in the ladder, details and event log panes, only
 * ever read.
 */
package rdma.workbench.debug.ui.record;
