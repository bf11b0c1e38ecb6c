package rdma.workbench.engine.trace;

import rdma.workbench.engine.verbs.AsyncEventType;

/** The device raised an asynchronous event (what ibv_get_async_event returns) about {@code object}, e.g. "QP 0x000011" or "CQ 2". */
public record AsyncEventRaised(Stamp stamp, String node, String device, AsyncEventType type, String object, String why) implements TraceEvent {

    @Override
    public String summary() {
        return "async event IBV_EVENT_" + type + " on " + object + ": " + why;
    }

    @Override
    public boolean isError() {
        return type != AsyncEventType.COMM_EST && type != AsyncEventType.PORT_ACTIVE && type != AsyncEventType.SQ_DRAINED;
    }
}
