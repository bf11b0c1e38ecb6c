package rdma.workbench.engine.trace;

/** A decision of a QP's transport in words: a retransmission, an RNR wait, a duplicate answered again, an error. */
public record TransportNote(Stamp stamp, String node, String device, int qpn, String text, boolean error) implements TraceEvent {

    @Override
    public String summary() {
        return text;
    }

    @Override
    public boolean isError() {
        return error;
    }
}
