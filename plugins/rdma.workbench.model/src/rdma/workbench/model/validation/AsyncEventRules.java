package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.AsyncEventType;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WaitAsyncEvent;

/**
 * Each asynchronous event concerns one kind of element (struct ibv_async_event's union): a CQ,
 * a QP, an SRQ, or a port or the whole device; the object a WaitAsyncEvent names must be of
 * that kind.
 */
public final class AsyncEventRules {

    private AsyncEventRules() {
    }

    static void check(WaitAsyncEvent w, RuleValidator.Reporter report) {
        Step object = w.getObject();
        if (object == null) {
            return;
        }
        AsyncEventType event = w.getEvent();
        Class<? extends Step> kind = concerns(event);
        String prefix = capitalize(ModelLabels.of(w)) + " waits for " + event + " of " + ModelLabels.of(object) + ", but ";
        if (kind == null) {
            report.error(Rule.ASYNC_EVENT_OBJECT, w, prefix + event + (event == AsyncEventType.DEVICE_FATAL ? " concerns the whole device"
                    : " concerns a port (element.port_num)") + ", not one object: leave object empty", ScenarioPackage.Literals.WAIT_ASYNC_EVENT__OBJECT);
        } else if (!kind.isInstance(object)) {
            String what = kind == CreateQp.class ? "a QP (element.qp)" : kind == CreateCq.class ? "a CQ (element.cq)" : "an SRQ (element.srq)";
            report.error(Rule.ASYNC_EVENT_OBJECT, w, prefix + "a " + event + " event concerns " + what,
                    ScenarioPackage.Literals.WAIT_ASYNC_EVENT__OBJECT);
        }
    }

    /** The step kind whose object an event is about; null for port and device events. */
    public static Class<? extends Step> concerns(AsyncEventType event) {
        return switch (event) {
            case CQ_ERR -> CreateCq.class;
            case QP_FATAL, QP_REQ_ERR, QP_ACCESS_ERR, COMM_EST, SQ_DRAINED, PATH_MIG, PATH_MIG_ERR, QP_LAST_WQE_REACHED -> CreateQp.class;
            case SRQ_ERR, SRQ_LIMIT_REACHED -> CreateSrq.class;
            case DEVICE_FATAL, PORT_ACTIVE, PORT_ERR, LID_CHANGE, PKEY_CHANGE, SM_CHANGE, CLIENT_REREGISTER, GID_CHANGE -> null;
        };
    }
}
