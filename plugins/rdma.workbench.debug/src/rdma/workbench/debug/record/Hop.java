package rdma.workbench.debug.record;

/** One link a frame crossed: from port {@code from} of node {@code fromNode} to port {@code to}, leaving at {@code depart} and arriving at {@code arrive} (ns). */
public record Hop(String link, String fromNode, String from, String to, long depart, long arrive) {
}
