package rdma.workbench.engine.check;

import java.util.HashMap;
import java.util.Map;

/** What the check knows of one responder's packets back to one requester QP. */
final class ResponseStream {

    Integer msn;
    /** The newest PSN acknowledged with the MSN then, from the last ACK or NAK that moved it; ackedPsn -1 before the first. */
    int ackedPsn = -1;
    int ackedMsn;
    /** The original value each atomic's acknowledgement carried, by PSN. */
    final Map<Integer, Long> atomics = new HashMap<>();
    /** The READ being answered: its first PSN, the next PSN expected, the bytes so far; or firstPsn -1. */
    int readFirst = -1;
    int readNext;
    long readBytes;
}
