package rdma.workbench.engine.verbs;

/** struct ibv_async_event: what happened ({@code type}), to which object ({@code element}: a QP, CQ or SRQ), and why. */
public record AsyncEvent(AsyncEventType type, VerbsObject element, String why) {

    @Override
    public String toString() {
        return "IBV_EVENT_" + type + " on " + element;
    }
}
