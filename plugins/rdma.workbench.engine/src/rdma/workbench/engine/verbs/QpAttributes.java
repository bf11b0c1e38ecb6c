package rdma.workbench.engine.verbs;

import java.util.EnumSet;
import java.util.Set;

/** struct ibv_qp_attr: the fields ibv_modify_qp reads, selected by a {@link QpAttrMask} set. */
public final class QpAttributes {
    public QpState state = QpState.RESET;
    public Set<Access> accessFlags = EnumSet.noneOf(Access.class);
    public int pkeyIndex;
    public int port = 1;
    public int qkey;
    public AddressVector av;
    /** Path MTU in bytes: 256, 512, 1024, 2048 or 4096. */
    public int pathMtu = 256;
    public int timeout;
    public int retryCnt;
    public int rnrRetry;
    public int rqPsn;
    public int sqPsn;
    public int maxRdAtomic;
    public int maxDestRdAtomic;
    public int minRnrTimer;
    public int destQpn;

    /** A copy of every field (the access flag set too). */
    public QpAttributes copy() {
        QpAttributes c = new QpAttributes();
        c.apply(this, EnumSet.allOf(QpAttrMask.class));
        return c;
    }

    /** Copies the fields named by {@code mask} from {@code from}. */
    void apply(QpAttributes from, Set<QpAttrMask> mask) {
        for (QpAttrMask m : mask) {
            switch (m) {
                case STATE -> state = from.state;
                case ACCESS_FLAGS -> accessFlags = EnumSet.copyOf(from.accessFlags.isEmpty() ? EnumSet.noneOf(Access.class) : from.accessFlags);
                case PKEY_INDEX -> pkeyIndex = from.pkeyIndex;
                case PORT -> port = from.port;
                case QKEY -> qkey = from.qkey;
                case AV -> av = from.av;
                case PATH_MTU -> pathMtu = from.pathMtu;
                case TIMEOUT -> timeout = from.timeout;
                case RETRY_CNT -> retryCnt = from.retryCnt;
                case RNR_RETRY -> rnrRetry = from.rnrRetry;
                case RQ_PSN -> rqPsn = from.rqPsn & 0xFFFFFF;
                case SQ_PSN -> sqPsn = from.sqPsn & 0xFFFFFF;
                case MAX_QP_RD_ATOMIC -> maxRdAtomic = from.maxRdAtomic;
                case MAX_DEST_RD_ATOMIC -> maxDestRdAtomic = from.maxDestRdAtomic;
                case MIN_RNR_TIMER -> minRnrTimer = from.minRnrTimer;
                case DEST_QPN -> destQpn = from.destQpn & 0xFFFFFF;
                default -> {
                    // CUR_STATE, EN_SQD_ASYNC_NOTIFY, ALT_PATH, PATH_MIG_STATE, CAP: accepted, nothing to keep
                }
            }
        }
    }
}
