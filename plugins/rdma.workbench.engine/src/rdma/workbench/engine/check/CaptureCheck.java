package rdma.workbench.engine.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpAddressText;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.Syndrome;

/**
 * Judges a capture by the transport rules ({@link Rule}): every frame is decoded; each requester's stream (source,
 * destination, destination QP) is followed in PSN order, and its responses (the reverse direction, to the requester's
 * QP) are paired with it. Loss between the sender and the capture point is no violation: a PSN gap resets what is
 * expected instead of being reported, and a READ's responses are counted only when none is missing.
 */
public final class CaptureCheck {

    /** What the check saw: how many frames, how many were RoCEv2, how many conversations, and the findings in frame order. */
    public record Result(int frames, int roceFrames, int conversations, List<Finding> findings) {
    }

    /** One requester's packets to one destination QP. */
    private static final class Requests {
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
        final Map<Integer, Integer> readLengths = new HashMap<>();

        Requests(String name) {
            this.name = name;
        }

        /** The last PSN acknowledgeable: the highest request, or a READ's last response. */
        int lastSent() {
            if (readPsn >= 0 && Psn.compare(Psn.add(readPsn, readPsns - 1), highest) > 0) {
                return Psn.add(readPsn, readPsns - 1);
            }
            return highest;
        }
    }

    /** One responder's packets back to one requester QP. */
    private static final class Responses {
        Integer msn;
        /** The original value each atomic's acknowledgement carried, by PSN. */
        final Map<Integer, Long> atomics = new HashMap<>();
        /** The READ being answered: its first PSN, the next PSN expected, the bytes so far; or firstPsn -1. */
        int readFirst = -1;
        int readNext;
        long readBytes;
    }

    private final Map<String, Requests> requests = new LinkedHashMap<>();
    private final Map<String, Responses> responses = new HashMap<>();
    /** Which request stream a response stream answers, once known. */
    private final Map<String, Requests> answers = new HashMap<>();
    private final List<Finding> findings = new ArrayList<>();

    private CaptureCheck() {
    }

    public static Result check(List<Pcap.Record> records) {
        CaptureCheck c = new CaptureCheck();
        int roce = 0;
        for (int i = 0; i < records.size(); i++) {
            if (FrameCodec.decode(records.get(i).data()) instanceof Decoded.Frame f) {
                roce++;
                c.frame(i + 1, records.get(i).timeNanos(), f);
            }
        }
        return new Result(records.size(), roce, c.requests.size(), List.copyOf(c.findings));
    }

    private void frame(int n, long time, Decoded.Frame f) {
        RoceFrame frame = f.frame();
        RocePacket p = frame.packet();
        if (!f.icrcValid()) {
            findings.add(new Finding(n, Rule.ICRC, String.format(Locale.ROOT, "the ICRC is 0x%08x, the frame's bytes give 0x%08x", f.icrcOnWire(),
                    f.icrcComputedOnWire())));
            return; // a receiver drops it: it takes no part in the conversation
        }
        Opcode op = p.opcode();
        String src = IpAddressText.of(frame.ip().src());
        String dst = IpAddressText.of(frame.ip().dst());
        int qp = p.bth().destQp();
        String key = src + " -> " + dst + " QP " + String.format(Locale.ROOT, "0x%06x", qp);
        switch (op.kind()) {
            case SEND, WRITE, READ, ATOMIC -> {
                if (op.name().startsWith("UD_")) {
                    return;
                }
                request(n, time, requests.computeIfAbsent(key, Requests::new), p, op.name().startsWith("RC_"));
            }
            case ACK, READ_RESPONSE -> {
                Requests answered = answered(key, src, dst, p.bth().psn());
                if (answered != null) {
                    response(n, time, answered, responses.computeIfAbsent(key, k -> new Responses()), p);
                }
            }
            case CNP -> {
                // congestion notification: no PSN rules
            }
        }
    }

    private void request(int n, long time, Requests r, RocePacket p, boolean reliable) {
        Opcode op = p.opcode();
        int psn = p.bth().psn();
        if (reliable && psn == r.rnrPsn) {
            // a capture's clock may count in microseconds: a wait short by less than one is no finding
            long waited = time - r.rnrAt;
            if (waited + 1_000 < r.rnrWait) {
                findings.add(new Finding(n, Rule.RNR_WAIT, String.format(Locale.ROOT, "%s sends PSN 0x%06x again %.3f us after an RNR NAK that asked for %.3f us",
                        r.name, psn, waited / 1000.0, r.rnrWait / 1000.0)));
            }
            r.rnrPsn = -1;
        }
        if (!r.any) {
            // the capture may begin inside a message: the first packet only sets what comes next
            r.any = true;
            r.highest = psn;
            r.open = open(op);
        } else {
            int d = Psn.compare(psn, r.expected);
            if (d == 0) {
                sequence(n, r, op);
            } else if (d > 0) {
                // a gap: lost before the capture point, or not captured; the next packets are judged from here
                r.open = open(op);
            } else {
                if (reliable && r.goBackTo != null && psn != r.goBackTo) {
                    findings.add(new Finding(n, Rule.GO_BACK_N, String.format(Locale.ROOT, "%s resends from PSN 0x%06x; the NAK asked for 0x%06x", r.name, psn,
                            r.goBackTo)));
                }
                r.open = open(op);
            }
        }
        r.goBackTo = null;
        if (Psn.compare(psn, r.highest) > 0) {
            r.highest = psn; // a resend goes back; what was sent stays sent
        }
        r.expected = Psn.add(psn, 1);
        if (op == Opcode.RC_RDMA_READ_REQUEST && p.reth() != null) {
            int length = p.reth().dmaLength();
            r.readLengths.put(psn, length);
            r.readPsn = psn;
            // a READ takes one PSN per response packet (IBTA 9.7.4.1.4): the next request, after them, reads as a gap
            r.readPsns = Math.max(1, (int) Math.min(Integer.MAX_VALUE / 2, (Integer.toUnsignedLong(length) + 255) / 256));
        }
    }

    /** IBTA 9.8.3.1: FIRST or ONLY between messages, MIDDLE or LAST of the same kind inside one. */
    private void sequence(int n, Requests r, Opcode op) {
        Opcode.Position pos = op.position();
        boolean starts = pos == Opcode.Position.FIRST || pos == Opcode.Position.ONLY;
        if (starts && r.open != null) {
            findings.add(new Finding(n, Rule.OPCODE_SEQUENCE, r.name + ": " + op + " while a " + r.open + " message is unfinished"));
        } else if (!starts && r.open == null) {
            findings.add(new Finding(n, Rule.OPCODE_SEQUENCE, r.name + ": " + op + " without the FIRST of its message"));
        } else if (!starts && r.open != op.kind()) {
            findings.add(new Finding(n, Rule.OPCODE_SEQUENCE, r.name + ": " + op + " inside a " + r.open + " message"));
        }
        r.open = open(op);
    }

    private static Opcode.Kind open(Opcode op) {
        return op.position() == Opcode.Position.FIRST || op.position() == Opcode.Position.MIDDLE ? op.kind() : null;
    }

    /** The request stream a response from {@code src} to {@code dst} answers: the one from dst to src, or the one whose PSNs cover it. */
    private Requests answered(String key, String src, String dst, int psn) {
        Requests known = answers.get(key);
        if (known != null) {
            return known;
        }
        String prefix = dst + " -> " + src + " QP ";
        Requests best = null;
        Requests last = null;
        int candidates = 0;
        for (Requests r : requests.values()) {
            if (r.name.startsWith(prefix) && r.any) {
                candidates++;
                last = r;
                if (Psn.compare(psn, r.lastSent()) <= 0 && (best == null || Psn.compare(r.lastSent(), best.lastSent()) < 0)) {
                    best = r;
                }
            }
        }
        if (candidates == 1 && best == null) {
            best = last; // the only stream between the two: its responder may be ahead of what the capture saw sent
        }
        if (best != null) {
            answers.put(key, best);
        }
        return best;
    }

    private void response(int n, long time, Requests r, Responses s, RocePacket p) {
        int psn = p.bth().psn();
        if (p.atomicAckEth() != null) {
            long original = p.atomicAckEth().originalValue();
            Long first = s.atomics.putIfAbsent(psn, original);
            if (first != null && first != original) {
                findings.add(new Finding(n, Rule.ATOMIC_ONCE, String.format(Locale.ROOT,
                        "the atomic of PSN 0x%06x from %s is answered with original value 0x%x, and was answered with 0x%x before: it ran twice", psn,
                        r.name, original, first)));
            }
        }
        if (p.aeth() != null) {
            int msn = p.aeth().msn();
            if (s.msn != null && Psn.compare(msn, s.msn) < 0) {
                findings.add(new Finding(n, Rule.MSN, String.format(Locale.ROOT, "the responder to %s says MSN %d after %d", r.name, msn, s.msn)));
            }
            s.msn = msn;
            int syndrome = p.aeth().syndrome();
            if (p.opcode().kind() == Opcode.Kind.ACK && Syndrome.isAck(syndrome) && Psn.compare(psn, r.lastSent()) > 0) {
                findings.add(new Finding(n, Rule.ACK_OF_UNSENT_PSN, String.format(Locale.ROOT, "an ACK of PSN 0x%06x to %s, which has sent up to 0x%06x", psn,
                        r.name, r.lastSent())));
            }
            if (Syndrome.isNak(syndrome) && syndrome == Syndrome.NAK_PSN_SEQUENCE_ERROR) {
                if (Psn.compare(psn, Psn.add(r.lastSent(), 1)) > 0) {
                    findings.add(new Finding(n, Rule.NAK_PSN, String.format(Locale.ROOT,
                            "a sequence NAK to %s expects PSN 0x%06x, beyond 0x%06x, the next it would send", r.name, psn, Psn.add(r.lastSent(), 1))));
                }
                r.goBackTo = psn;
            }
            if (Syndrome.isRnrNak(syndrome)) {
                r.rnrPsn = psn;
                r.rnrAt = time;
                r.rnrWait = Syndrome.rnrTimerNanos(Syndrome.code(syndrome));
            }
        }
        if (p.opcode().kind() != Opcode.Kind.READ_RESPONSE) {
            return;
        }
        Opcode.Position pos = p.opcode().position();
        if (pos == Opcode.Position.FIRST || pos == Opcode.Position.ONLY) {
            s.readFirst = r.readLengths.containsKey(psn) ? psn : -1;
            s.readNext = psn;
            s.readBytes = 0;
        }
        if (s.readFirst < 0) {
            return;
        }
        if (psn != s.readNext) {
            // a response is missing (lost before the capture point): this READ's bytes cannot be counted
            s.readFirst = -1;
            return;
        }
        s.readBytes += p.payload().length();
        s.readNext = Psn.add(psn, 1);
        if (pos == Opcode.Position.LAST || pos == Opcode.Position.ONLY) {
            long asked = Integer.toUnsignedLong(r.readLengths.get(s.readFirst));
            if (s.readBytes != asked) {
                findings.add(new Finding(n, Rule.READ_RANGE, String.format(Locale.ROOT, "the READ of PSN 0x%06x from %s asked for %d bytes; its responses carry %d",
                        s.readFirst, r.name, asked, s.readBytes)));
            }
            s.readFirst = -1;
        }
    }
}
