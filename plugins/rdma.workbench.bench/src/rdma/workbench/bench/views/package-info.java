/**
 * {@code rdmawb bench-views}: opening and scrolling the Packet Ladder on a 100,000-frame run, and importing a
 * 100,000-frame pcap beside reading its bytes, inside the product.
 */
package rdma.workbench.bench.views;
