package rdma.workbench.engine.congestion;

/**
 * One switch hop's in-band telemetry, as HPCC's switches stamp it on a data packet at egress (Li et
 * al., SIGCOMM 2019, section 3.1): the egress queue's length, the bytes the port has transmitted,
 * the time, and the link's bandwidth. It travels beside the frame as simulation metadata; the
 * frame on the wire and in the pcap stays standard RoCEv2.
 */
public record IntHop(String port, long queueBytes, long txBytes, long timeNanos, double gbps) {
}
