package rdma.workbench.engine.stepping;

/** One address (a GID, as IP text) of a NIC port of the fabric, and the host and device it belongs to. */
public record PortAddress(String host, String device, String address) {
}
