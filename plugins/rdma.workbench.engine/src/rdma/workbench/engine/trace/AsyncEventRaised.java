package rdma.workbench.engine.trace;

import rdma.workbench.engine.verbs.AsyncEventType;

/**
 * The device raised an asynchronous event {@code event} (what ibv_get_async_event returns) about
 * {@code object}, e.g. "QP 0x000011" or "CQ 2". (Not called "type": that key names the kind of
 * every event in the JSON trace.)
 */
public record AsyncEventRaised(Stamp stamp, String node, String device, AsyncEventType event, String object, String why) implements TraceEvent {

    @Override
    public String summary() {
        return "async event IBV_EVENT_" + event + " on " + object + ": " + why;
    }

    @Override
    public boolean isError() {
        return event != AsyncEventType.COMM_EST && event != AsyncEventType.PORT_ACTIVE && event != AsyncEventType.SQ_DRAINED;
    }
}
