package rdma.workbench.engine.stepping;

import java.util.List;
import java.util.Set;

import rdma.workbench.engine.transport.CompleterState;
import rdma.workbench.engine.transport.RequesterState;
import rdma.workbench.engine.transport.ResponderState;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;

/**
 * A QP as an inspector shows it at one moment: type and state, its attributes, where its
 * requester, completer and responder stand, its PSNs, its queues, its retry counters and timers.
 * {@code ackTimerDeadline} ({@code rnrTimerDeadline}) is -1 when the local ACK timer (the RNR timer) is not running; {@code sequenceNakFor}
 * -1 when no PSN sequence NAK is out.
 */
public record QpSnapshot(String host, String device, int qpn, QpType type, QpState state, int destQpn, int pathMtu, Set<Access> accessFlags,
        int timeout, int retryCnt, int rnrRetry, int minRnrTimer, RequesterState requester, CompleterState completer, ResponderState responder,
        int nextSendPsn, int oldestUnackedPsn, int expectedPsn, int msn, int sequenceNakFor, List<String> outstandingWqes, int sendQueued,
        int recvQueued, int retriesLeft, int rnrRetriesLeft, long ackTimerDeadline, long rnrTimerDeadline) {
}
