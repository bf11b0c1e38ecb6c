package rdma.workbench.engine.verbs;

import static rdma.workbench.engine.verbs.QpAttrMask.ACCESS_FLAGS;
import static rdma.workbench.engine.verbs.QpAttrMask.ALT_PATH;
import static rdma.workbench.engine.verbs.QpAttrMask.AV;
import static rdma.workbench.engine.verbs.QpAttrMask.CUR_STATE;
import static rdma.workbench.engine.verbs.QpAttrMask.DEST_QPN;
import static rdma.workbench.engine.verbs.QpAttrMask.EN_SQD_ASYNC_NOTIFY;
import static rdma.workbench.engine.verbs.QpAttrMask.MAX_DEST_RD_ATOMIC;
import static rdma.workbench.engine.verbs.QpAttrMask.MAX_QP_RD_ATOMIC;
import static rdma.workbench.engine.verbs.QpAttrMask.MIN_RNR_TIMER;
import static rdma.workbench.engine.verbs.QpAttrMask.PATH_MIG_STATE;
import static rdma.workbench.engine.verbs.QpAttrMask.PATH_MTU;
import static rdma.workbench.engine.verbs.QpAttrMask.PKEY_INDEX;
import static rdma.workbench.engine.verbs.QpAttrMask.PORT;
import static rdma.workbench.engine.verbs.QpAttrMask.QKEY;
import static rdma.workbench.engine.verbs.QpAttrMask.RETRY_CNT;
import static rdma.workbench.engine.verbs.QpAttrMask.RNR_RETRY;
import static rdma.workbench.engine.verbs.QpAttrMask.RQ_PSN;
import static rdma.workbench.engine.verbs.QpAttrMask.SQ_PSN;
import static rdma.workbench.engine.verbs.QpAttrMask.STATE;
import static rdma.workbench.engine.verbs.QpAttrMask.TIMEOUT;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * Which ibv_modify_qp transitions exist and which attributes each requires and allows, per QP
 * type (the table of Linux ib_modify_qp_is_ok, IBTA 10.3.1). Any state may go to RESET or ERR
 * with nothing else set; RESET to ERR is not a transition.
 */
final class QpTransitions {

    /** Required and optional attributes of one transition for one QP type. */
    record Rule(Set<QpAttrMask> required, Set<QpAttrMask> optional) {
    }

    private static final Map<QpState, Map<QpState, Map<QpType, Rule>>> TABLE = new EnumMap<>(QpState.class);

    static {
        for (QpState from : QpState.values()) {
            TABLE.put(from, new EnumMap<>(QpState.class));
            add(from, QpState.RESET, all(none(), none()));
            if (from != QpState.RESET) {
                add(from, QpState.ERR, all(none(), none()));
            }
        }
        Map<QpType, Rule> resetToInit = new EnumMap<>(QpType.class);
        resetToInit.put(QpType.RC, rule(set(PKEY_INDEX, PORT, ACCESS_FLAGS), none()));
        resetToInit.put(QpType.UC, rule(set(PKEY_INDEX, PORT, ACCESS_FLAGS), none()));
        resetToInit.put(QpType.UD, rule(set(PKEY_INDEX, PORT, QKEY), none()));
        add(QpState.RESET, QpState.INIT, resetToInit);

        Map<QpType, Rule> initToInit = new EnumMap<>(QpType.class);
        initToInit.put(QpType.RC, rule(none(), set(PKEY_INDEX, PORT, ACCESS_FLAGS)));
        initToInit.put(QpType.UC, rule(none(), set(PKEY_INDEX, PORT, ACCESS_FLAGS)));
        initToInit.put(QpType.UD, rule(none(), set(PKEY_INDEX, PORT, QKEY)));
        add(QpState.INIT, QpState.INIT, initToInit);

        Map<QpType, Rule> initToRtr = new EnumMap<>(QpType.class);
        initToRtr.put(QpType.RC, rule(set(AV, PATH_MTU, DEST_QPN, RQ_PSN, MAX_DEST_RD_ATOMIC, MIN_RNR_TIMER),
                set(ALT_PATH, ACCESS_FLAGS, PKEY_INDEX)));
        initToRtr.put(QpType.UC, rule(set(AV, PATH_MTU, DEST_QPN, RQ_PSN), set(ALT_PATH, ACCESS_FLAGS, PKEY_INDEX)));
        initToRtr.put(QpType.UD, rule(none(), set(PKEY_INDEX, QKEY)));
        add(QpState.INIT, QpState.RTR, initToRtr);

        Map<QpType, Rule> rtrToRts = new EnumMap<>(QpType.class);
        rtrToRts.put(QpType.RC, rule(set(TIMEOUT, RETRY_CNT, RNR_RETRY, SQ_PSN, MAX_QP_RD_ATOMIC),
                set(CUR_STATE, ALT_PATH, ACCESS_FLAGS, MIN_RNR_TIMER, PATH_MIG_STATE)));
        rtrToRts.put(QpType.UC, rule(set(SQ_PSN), set(CUR_STATE, ALT_PATH, ACCESS_FLAGS, PATH_MIG_STATE)));
        rtrToRts.put(QpType.UD, rule(set(SQ_PSN), set(CUR_STATE, QKEY)));
        add(QpState.RTR, QpState.RTS, rtrToRts);

        Map<QpType, Rule> rtsToRts = new EnumMap<>(QpType.class);
        rtsToRts.put(QpType.RC, rule(none(), set(CUR_STATE, ACCESS_FLAGS, ALT_PATH, PATH_MIG_STATE, MIN_RNR_TIMER)));
        rtsToRts.put(QpType.UC, rule(none(), set(CUR_STATE, ACCESS_FLAGS, ALT_PATH, PATH_MIG_STATE)));
        rtsToRts.put(QpType.UD, rule(none(), set(CUR_STATE, QKEY)));
        add(QpState.RTS, QpState.RTS, rtsToRts);

        add(QpState.RTS, QpState.SQD, all(none(), set(EN_SQD_ASYNC_NOTIFY)));
        add(QpState.SQD, QpState.RTS, all(none(), set(CUR_STATE, ACCESS_FLAGS, ALT_PATH, PATH_MIG_STATE, MIN_RNR_TIMER, QKEY)));
        add(QpState.SQE, QpState.RTS, all(none(), set(CUR_STATE, ACCESS_FLAGS, QKEY)));
    }

    private QpTransitions() {
    }

    /** The rule for {@code from} to {@code to} on a QP of {@code type}, or null when there is no such transition. */
    static Rule rule(QpState from, QpState to, QpType type) {
        Map<QpType, Rule> byType = TABLE.get(from).get(to);
        return byType == null ? null : byType.get(type);
    }

    private static void add(QpState from, QpState to, Map<QpType, Rule> rules) {
        TABLE.get(from).put(to, rules);
    }

    private static Map<QpType, Rule> all(Set<QpAttrMask> required, Set<QpAttrMask> optional) {
        Map<QpType, Rule> m = new EnumMap<>(QpType.class);
        for (QpType t : QpType.values()) {
            m.put(t, rule(required, optional));
        }
        return m;
    }

    private static Rule rule(Set<QpAttrMask> required, Set<QpAttrMask> optional) {
        Set<QpAttrMask> r = EnumSet.copyOf(required.isEmpty() ? EnumSet.noneOf(QpAttrMask.class) : required);
        r.add(STATE);
        return new Rule(r, optional);
    }

    private static Set<QpAttrMask> set(QpAttrMask first, QpAttrMask... rest) {
        return EnumSet.of(first, rest);
    }

    private static Set<QpAttrMask> none() {
        return EnumSet.noneOf(QpAttrMask.class);
    }
}
