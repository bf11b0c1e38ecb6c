package rdma.workbench.engine.fabric;

/** Something a link delivers frames to: a NIC port or a switch. */
public interface FrameSink {

    /** {@code frame} arrived at {@code end} (the receiving side of a link). */
    void receive(Frame frame, LinkEnd end);

    /** The host (or switch) name, for the trace. */
    String nodeName();
}
