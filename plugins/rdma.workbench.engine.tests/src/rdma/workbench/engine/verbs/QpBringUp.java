package rdma.workbench.engine.verbs;

import java.util.EnumSet;
import java.util.Set;

/**
 * The three ibv_modify_qp calls that bring a connected QP up towards its peer, as
 * ibv_rc_pingpong makes them: RESET to INIT (port 1, P_Key index 0, the access it grants), INIT to
 * RTR (the peer's GID through GID index 0 of port 1 with hop limit 64, its QPN, the path MTU, the
 * receive PSN) and RTR to RTS (the send PSN and, on RC, ACK timeout and retry counts). Each call
 * names only the attributes the transition takes on the QP's type (ib_modify_qp_is_ok, IBTA
 * 10.3.1): UC has no ACK timeout, retries, minimum RNR timer or READ/atomic depths. The engine's
 * tests share it; a test sets the values it is about.
 */
public final class QpBringUp {

    private final byte[] peerGid;
    private final int peerQpn;
    private final int pathMtu;
    private Set<Access> access = Set.of();
    private int rqPsn;
    private int sqPsn;
    private int maxDestRdAtomic = 1;
    private int maxRdAtomic = 1;
    private int minRnrTimer = 1;
    private int timeout = 14;
    private int retryCnt = 7;
    private int rnrRetry = 7;

    private QpBringUp(byte[] peerGid, int peerQpn, int pathMtu) {
        this.peerGid = peerGid.clone();
        this.peerQpn = peerQpn;
        this.pathMtu = pathMtu;
    }

    /**
     * Towards QP {@code peerQpn} at {@code peerGid}, over a path MTU of {@code pathMtu} bytes; PSNs 0,
     * one READ or atomic outstanding each way, minimum RNR timer code 1, ACK timeout code 14, seven
     * retries of each kind, no remote access until {@link #access} grants it.
     */
    public static QpBringUp towards(byte[] peerGid, int peerQpn, int pathMtu) {
        return new QpBringUp(peerGid, peerQpn, pathMtu);
    }

    /** The remote access the QP grants its peer (INIT's access flags). */
    public QpBringUp access(Set<Access> granted) {
        access = Set.copyOf(granted);
        return this;
    }

    /** The first PSN the QP expects ({@code receive}, RTR's rq_psn) and sends ({@code send}, RTS's sq_psn). */
    public QpBringUp psns(int receive, int send) {
        rqPsn = receive;
        sqPsn = send;
        return this;
    }

    /** READs and atomics outstanding at a time: {@code asResponder} (max_dest_rd_atomic) and {@code asRequester} (max_rd_atomic). */
    public QpBringUp rdAtomic(int asResponder, int asRequester) {
        maxDestRdAtomic = asResponder;
        maxRdAtomic = asRequester;
        return this;
    }

    /** The minimum RNR NAK timer code the responder sends (min_rnr_timer). */
    public QpBringUp minRnrTimer(int code) {
        minRnrTimer = code;
        return this;
    }

    /** The local ACK timeout code and the retry counts for a timeout (retry_cnt) and for an RNR NAK (rnr_retry). */
    public QpBringUp retries(int timeoutCode, int onTimeout, int onRnr) {
        timeout = timeoutCode;
        retryCnt = onTimeout;
        rnrRetry = onRnr;
        return this;
    }

    /** RESET to INIT. */
    public Status init(Context ctx, QueuePair qp) {
        connected(qp);
        QpAttributes a = new QpAttributes();
        a.state = QpState.INIT;
        a.pkeyIndex = 0;
        a.port = 1;
        a.accessFlags = access.isEmpty() ? EnumSet.noneOf(Access.class) : EnumSet.copyOf(access);
        return ctx.modifyQp(qp, a, EnumSet.of(QpAttrMask.STATE, QpAttrMask.PKEY_INDEX, QpAttrMask.PORT, QpAttrMask.ACCESS_FLAGS));
    }

    /** INIT to RTR, facing the peer. */
    public Status rtr(Context ctx, QueuePair qp) {
        connected(qp);
        QpAttributes a = new QpAttributes();
        a.state = QpState.RTR;
        a.av = new AddressVector(peerGid, 0, 1, 64, 0, 0);
        a.pathMtu = pathMtu;
        a.destQpn = peerQpn;
        a.rqPsn = rqPsn;
        a.maxDestRdAtomic = maxDestRdAtomic;
        a.minRnrTimer = minRnrTimer;
        Set<QpAttrMask> mask = EnumSet.of(QpAttrMask.STATE, QpAttrMask.AV, QpAttrMask.PATH_MTU, QpAttrMask.DEST_QPN, QpAttrMask.RQ_PSN);
        if (qp.type() == QpType.RC) {
            mask.addAll(EnumSet.of(QpAttrMask.MAX_DEST_RD_ATOMIC, QpAttrMask.MIN_RNR_TIMER));
        }
        return ctx.modifyQp(qp, a, mask);
    }

    /** RTR to RTS. */
    public Status rts(Context ctx, QueuePair qp) {
        connected(qp);
        QpAttributes a = new QpAttributes();
        a.state = QpState.RTS;
        a.timeout = timeout;
        a.retryCnt = retryCnt;
        a.rnrRetry = rnrRetry;
        a.sqPsn = sqPsn;
        a.maxRdAtomic = maxRdAtomic;
        Set<QpAttrMask> mask = EnumSet.of(QpAttrMask.STATE, QpAttrMask.SQ_PSN);
        if (qp.type() == QpType.RC) {
            mask.addAll(EnumSet.of(QpAttrMask.TIMEOUT, QpAttrMask.RETRY_CNT, QpAttrMask.RNR_RETRY, QpAttrMask.MAX_QP_RD_ATOMIC));
        }
        return ctx.modifyQp(qp, a, mask);
    }

    /** RESET to RTS; a transition the context refuses fails the test with the verb's reason. */
    public void connect(Context ctx, QueuePair qp) {
        check(init(ctx, qp));
        check(rtr(ctx, qp));
        check(rts(ctx, qp));
    }

    private static void check(Status s) {
        if (!s.isOk()) {
            throw new AssertionError(s.reason());
        }
    }

    /** A UD QP has no peer: its INIT takes a Q_Key and its RTR no address (a test that brings one up says so). */
    private static void connected(QueuePair qp) {
        if (qp.type() != QpType.RC && qp.type() != QpType.UC) {
            throw new IllegalArgumentException("a " + qp.type() + " QP is not connected to a peer");
        }
    }
}
