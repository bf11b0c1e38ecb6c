/**
 * The engine figures of {@code rdmawb bench}: payload rate beside raw CRC-32, SENDs per second, per-packet cost on
 * large fabrics, scenario loading, 65,536 QPs in this JVM's heap, step back, and what congestion control costs, on
 * engine set-ups that keep no trace or capture; beside ns-3 on the same set-ups ({@code --vs-ns3}); and a 1 s incast
 * run in a 1 GiB heap ({@code --long-run}).
 */
package rdma.workbench.bench.engine;
