package rdma.workbench.engine.check;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;

/** What the check knows of one requester's packets to one destination QP: where its PSNs stand and which messages they carry. */
final class RequestStream {

    /** The most request PSNs remembered at once: a capture of requests nobody acknowledges forgets the oldest. */
    private static final int REMEMBERED = 1 << 16;

    /** What one request PSN carried, as first seen: whether a message ends there, and whether it asked for a READ. */
    enum Carried { CONTINUES, ENDS, READ }

    final String name;
    boolean any;
    int expected;
    int highest;
    /** The last READ's PSN and the most PSNs its responses may use (at the smallest path MTU, 256 bytes). */
    int readPsn = -1;
    int readPsns;
    /** The kind of the message in progress (after its FIRST), or null between messages. */
    Opcode.Kind open;
    /** The PSN a sequence-error NAK asked for, until the next resend. */
    Integer goBackTo;
    /** The PSN an RNR NAK refused, when that NAK was captured, and the wait it asked for; rnrPsn -1 when none is pending. */
    int rnrPsn = -1;
    long rnrAt;
    long rnrWait;
    /** When the responder last answered, or Long.MIN_VALUE. */
    long lastResponseAt = Long.MIN_VALUE;
    final Map<Integer, Integer> readLengths = new HashMap<>();
    private final Map<Integer, Carried> carried = new HashMap<>();
    private final Map<Integer, Long> sentAt = new HashMap<>();
    private final ArrayDeque<Integer> remembered = new ArrayDeque<>();

    RequestStream(String name) {
        this.name = name;
    }

    /** The last PSN acknowledgeable: the highest request, or a READ's last response. */
    int lastSent() {
        if (readPsn >= 0 && Psn.compare(Psn.add(readPsn, readPsns - 1), highest) > 0) {
            return Psn.add(readPsn, readPsns - 1);
        }
        return highest;
    }

    /** Notes a request PSN on the wire at {@code time}: what it carries (the first time) and when it was last sent. */
    void sent(int psn, Opcode op, long time) {
        if (!carried.containsKey(psn)) {
            if (remembered.size() == REMEMBERED) {
                int oldest = remembered.poll();
                carried.remove(oldest);
                sentAt.remove(oldest);
            }
            remembered.add(psn);
            carried.put(psn, op.kind() == Opcode.Kind.READ ? Carried.READ
                    : op.isLastOrOnly() ? Carried.ENDS : Carried.CONTINUES);
        }
        sentAt.put(psn, time);
    }

    /** When the PSN was last sent, or null when the capture holds no request with it (or it was forgotten). */
    Long sentAt(int psn) {
        return sentAt.get(psn);
    }

    /**
     * How many messages end in the PSNs after {@code from} up to {@code to}, each of which the capture must have seen; -1 when
     * one is unknown. The PSNs after a READ that no request uses are its responses' (IBTA 9.7.4.1.4) and count with it.
     */
    int messagesEnded(int from, int to) {
        int span = Psn.distance(to, from);
        if (span <= 0 || span > REMEMBERED) {
            return -1;
        }
        int ended = 0;
        boolean inRead = false;
        for (int i = 1; i <= span; i++) {
            Carried c = carried.get(Psn.add(from, i));
            if (c == null) {
                if (!inRead) {
                    return -1;
                }
                continue;
            }
            inRead = c == Carried.READ;
            if (c != Carried.CONTINUES) {
                ended++;
            }
        }
        return ended;
    }
}
