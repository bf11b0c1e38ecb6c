package rdma.workbench.engine.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.engine.wire.Aeth;
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

    /**
     * What the check saw: how many frames, how many were RoCEv2, how many conversations, the findings in frame order, and a
     * sentence for each kind of frame a rule could not judge (what it would need).
     */
    public record Result(int frames, int roceFrames, int conversations, List<Finding> findings, List<String> unjudged) {
    }

    /** A capture's clock may count in microseconds: a wait short by less than one is no finding. */
    private static final long CLOCK_SLACK_NANOS = 1_000;

    private final Map<String, RequestStream> requests = new LinkedHashMap<>();
    private final Map<String, ResponseStream> responses = new HashMap<>();
    /** Which request stream a response stream answers, once known. */
    private final Map<String, RequestStream> answers = new HashMap<>();
    /** When the last CNP to each QP was seen. */
    private final Map<String, Long> cnps = new HashMap<>();
    private final List<Finding> findings = new ArrayList<>();
    private final CheckSettings settings;

    private CaptureCheck(CheckSettings settings) {
        this.settings = settings;
    }

    public static Result check(List<Pcap.Record> records) {
        return check(records, CheckSettings.NONE);
    }

    /** Judges the capture with what the user knows of the devices: a rule that needs an unknown setting judges nothing. */
    public static Result check(List<Pcap.Record> records, CheckSettings settings) {
        CaptureCheck c = new CaptureCheck(settings);
        int roce = 0;
        for (int i = 0; i < records.size(); i++) {
            if (FrameCodec.decode(records.get(i).data()) instanceof Decoded.Frame f) {
                roce++;
                c.frame(i + 1, records.get(i).timeNanos(), f);
            }
        }
        List<String> unjudged = new ArrayList<>();
        PauseCheck.check(records, settings, c.findings, unjudged);
        c.findings.sort(Comparator.comparingInt(Finding::frame));
        return new Result(records.size(), roce, c.requests.size(), List.copyOf(c.findings), List.copyOf(unjudged));
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
                if (op.transport().equals("UD")) {
                    return;
                }
                request(n, time, requests.computeIfAbsent(key, RequestStream::new), p, op.transport().equals("RC"));
            }
            case ACK, READ_RESPONSE -> {
                RequestStream answered = answered(key, src, dst, p.bth().psn());
                if (answered != null) {
                    response(n, time, answered, responses.computeIfAbsent(key, k -> new ResponseStream()), p);
                }
            }
            case CNP -> cnp(n, time, key);
        }
    }

    private void request(int n, long time, RequestStream r, RocePacket p, boolean reliable) {
        Opcode op = p.opcode();
        int psn = p.bth().psn();
        boolean afterRnr = reliable && psn == r.rnrPsn;
        if (afterRnr) {
            long waited = time - r.rnrAt;
            if (shorter(waited, r.rnrWait)) {
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
                } else if (reliable && r.goBackTo == null && !afterRnr) {
                    retransmission(n, time, r, psn);
                }
                r.open = open(op);
            }
        }
        r.sent(psn, op, time);
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

    /**
     * A resend that no captured NAK asked for is the requester's local ACK timer expiring (IBTA 9.7.6.1.3): it comes no
     * sooner than the QP's timeout after the PSN was last sent. Judged only when the user gives the timeout, and only when
     * nothing from the responder was captured in between — any response may have told the requester of a loss at once
     * (a READ response or ACK beyond what it expects, IBTA 9.7.5.1.3 implied NAK).
     */
    private void retransmission(int n, long time, RequestStream r, int psn) {
        long timeout = settings.ackTimeoutNanos();
        Long before = r.sentAt(psn);
        if (timeout == 0 || before == null || r.lastResponseAt >= before) {
            return;
        }
        long waited = time - before;
        if (shorter(waited, timeout)) {
            findings.add(new Finding(n, Rule.RETRANSMIT_TIMEOUT, String.format(Locale.ROOT,
                    "%s sends PSN 0x%06x again %.3f us after sending it, with no NAK and no answer between; the QP's %s had not passed", r.name, psn,
                    waited / 1000.0, settings.ackTimeoutText())));
        }
    }

    /** At most one CNP per QP in the notification point's interval (DCQCN; mlx5 np_min_time_between_cnps), when the user gives it. */
    private void cnp(int n, long time, String key) {
        Long last = cnps.put(key, time);
        long interval = settings.cnpIntervalNanos();
        if (last == null || interval <= 0) {
            return;
        }
        if (shorter(time - last, interval)) {
            findings.add(new Finding(n, Rule.CNP_SPACING, String.format(Locale.ROOT, "a CNP to %s %.3f us after the previous one; the interval is %.3f us", key,
                    (time - last) / 1000.0, interval / 1000.0)));
        }
    }

    /** Whether a wait the capture shows is shorter than {@code wanted}, beyond what its clock can tell apart. */
    private static boolean shorter(long waited, long wanted) {
        return waited + CLOCK_SLACK_NANOS < wanted;
    }

    /** IBTA 9.8.3.1: FIRST or ONLY between messages, MIDDLE or LAST of the same kind inside one. */
    private void sequence(int n, RequestStream r, Opcode op) {
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
    private RequestStream answered(String key, String src, String dst, int psn) {
        RequestStream known = answers.get(key);
        if (known != null) {
            return known;
        }
        String prefix = dst + " -> " + src + " QP ";
        RequestStream best = null;
        RequestStream last = null;
        int candidates = 0;
        for (RequestStream r : requests.values()) {
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

    /**
     * IBTA 9.7.5.2 (table 44): the syndrome's type is ACK, RNR NAK or NAK (10 is reserved) and a NAK's code one of five, the
     * fifth only for RD; READ responses and atomic acknowledgements carry ACKs (NAKs travel in ACKNOWLEDGE packets); a NAK
     * that refuses a request names one the requester sent. False when the syndrome is reserved: it says nothing more.
     */
    private boolean syndrome(int n, RequestStream r, RocePacket p, int syndrome) {
        int psn = p.bth().psn();
        boolean reservedType = Syndrome.type(syndrome) == Syndrome.TYPE_RESERVED;
        boolean reservedCode = Syndrome.isNak(syndrome) && Syndrome.code(syndrome) > Syndrome.code(Syndrome.NAK_INVALID_RD_REQUEST);
        String what = null;
        if (reservedType) {
            what = String.format(Locale.ROOT, "an AETH to %s with syndrome 0x%02x, whose type (bits 6:5 = 10) is reserved", r.name, syndrome);
        } else if (reservedCode) {
            what = String.format(Locale.ROOT, "a NAK to %s with code %d (syndrome 0x%02x): NAK codes 5..31 are reserved", r.name, Syndrome.code(syndrome),
                    syndrome);
        } else if (syndrome == Syndrome.NAK_INVALID_RD_REQUEST) {
            what = "a NAK to " + r.name + " says invalid RD request (0x64), which only an RD responder sends; this is " + p.opcode().transport();
        } else if (!Syndrome.isAck(syndrome) && p.opcode() != Opcode.RC_ACKNOWLEDGE) {
            what = String.format(Locale.ROOT, "%s to %s carries syndrome 0x%02x: a response with data carries an ACK, a NAK travels alone in an ACKNOWLEDGE",
                    p.opcode(), r.name, syndrome);
        } else if (Syndrome.isNak(syndrome) && syndrome != Syndrome.NAK_PSN_SEQUENCE_ERROR && Psn.compare(psn, r.lastSent()) > 0) {
            what = String.format(Locale.ROOT, "a NAK to %s (%s) refuses PSN 0x%06x, which was never sent (the last is 0x%06x)", r.name,
                    Syndrome.describe(syndrome), psn, r.lastSent());
        }
        if (what != null) {
            findings.add(new Finding(n, Rule.NAK_SYNDROME, what));
        }
        return !reservedType && !reservedCode;
    }

    /**
     * An ACK or NAK acknowledges every PSN before the one it names — coalescing (IBTA 9.7.5.1.1) — and its MSN counts the
     * messages completed (9.7.5.1.2): between two that move forward, the MSN rises by the messages that ended in between.
     * Judged only where the capture holds every request PSN in between; a duplicate's re-ACK moves nothing.
     */
    private void coalescing(int n, RequestStream r, ResponseStream s, int acked, int msn) {
        if (s.ackedPsn >= 0) {
            if (Psn.compare(acked, s.ackedPsn) <= 0) {
                return;
            }
            int ended = r.messagesEnded(s.ackedPsn, acked);
            int expected = s.ackedMsn + ended & Aeth.MSN_MASK;
            if (ended >= 0 && msn != expected) {
                findings.add(new Finding(n, Rule.ACK_COALESCING, String.format(Locale.ROOT,
                        "the responder to %s acknowledges up to PSN 0x%06x with MSN %d; %d message(s) ended after PSN 0x%06x (MSN %d), so it is %d", r.name,
                        acked, msn, ended, s.ackedPsn, s.ackedMsn, expected)));
            }
        }
        s.ackedPsn = acked;
        s.ackedMsn = msn;
    }

    private void response(int n, long time, RequestStream r, ResponseStream s, RocePacket p) {
        int psn = p.bth().psn();
        r.lastResponseAt = time;
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
            if (!syndrome(n, r, p, syndrome)) {
                return;
            }
            boolean acknowledge = p.opcode().kind() == Opcode.Kind.ACK;
            if (acknowledge) {
                coalescing(n, r, s, Syndrome.isAck(syndrome) ? psn : Psn.add(psn, -1), msn);
            }
            if (acknowledge && Syndrome.isAck(syndrome) && Psn.compare(psn, r.lastSent()) > 0) {
                findings.add(new Finding(n, Rule.ACK_OF_UNSENT_PSN, String.format(Locale.ROOT, "an ACK of PSN 0x%06x to %s, which has sent up to 0x%06x", psn,
                        r.name, r.lastSent())));
            }
            if (syndrome == Syndrome.NAK_PSN_SEQUENCE_ERROR) {
                if (Psn.compare(psn, Psn.add(r.lastSent(), 1)) > 0) {
                    findings.add(new Finding(n, Rule.NAK_PSN, String.format(Locale.ROOT,
                            "a sequence NAK to %s expects PSN 0x%06x, beyond 0x%06x, the next it would send", r.name, psn, Psn.add(r.lastSent(), 1))));
                } else if (Psn.compare(r.highest, psn) <= 0) {
                    findings.add(new Finding(n, Rule.DUPLICATE_REACK, String.format(Locale.ROOT,
                            "a sequence NAK to %s expects PSN 0x%06x, yet no request beyond it was sent (the last is 0x%06x): a duplicate was NAKed, not ACKed",
                            r.name, psn, r.highest)));
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
