package rdma.workbench.debug.challenge;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;

/**
 * Turns a notable trace event into a multiple-choice question: the right answer read from the
 * event, the wrong ones plausible neighbours (the PSN next to it, the opcode of another position
 * or operation, another syndrome, status or state), never a second right one. The wrong choices
 * and the order come from a random source seeded by the scenario and the event, so the same
 * scenario asks the same questions every time.
 */
public final class QuestionMaker {

    /** The statuses a learner meets in the examples: the wrong choices of a completion question. */
    private static final List<WcStatus> STATUSES = List.of(WcStatus.SUCCESS, WcStatus.RNR_RETRY_EXC_ERR, WcStatus.RETRY_EXC_ERR,
            WcStatus.REM_ACCESS_ERR, WcStatus.REM_INV_REQ_ERR, WcStatus.WR_FLUSH_ERR, WcStatus.LOC_LEN_ERR, WcStatus.LOC_PROT_ERR,
            WcStatus.REM_OP_ERR);

    /** The answers a responder can give (IBTA 9.7.5.2.1 syndrome types and NAK codes). */
    private static final List<String> RESPONSES = List.of("ACK", "RNR NAK", "NAK: PSN sequence error", "NAK: invalid request",
            "NAK: remote access error", "NAK: remote operational error");

    private final ChallengeOptions options;
    private final long scenarioSeed;

    /** Questions for the scenario at workspace path {@code scenario} (it seeds the choices). */
    public QuestionMaker(ChallengeOptions options, String scenario) {
        this.options = options;
        // String.hashCode is specified by the JLS: the same path gives the same seed on every JVM
        this.scenarioSeed = scenario.hashCode();
    }

    /** The kind of question {@code e} makes, or null when it is not one the options ask about. */
    public QuestionKind kindOf(TraceEvent e) {
        QuestionKind k = switch (e) {
            case PacketSent s when s.packet().opcode().kind() == Opcode.Kind.ACK -> QuestionKind.RESPONSE;
            case PacketSent s when s.packet().opcode().kind() == Opcode.Kind.CNP -> null;
            case PacketSent s -> QuestionKind.PACKET;
            case CompletionQueued c -> QuestionKind.COMPLETION;
            // a state an ibv_modify_qp step names is there to read, not to predict: ask when the transport moves the QP
            case QpStateChanged q when !q.reason().isEmpty() -> QuestionKind.QP_STATE;
            default -> null;
        };
        return k != null && options.kinds().contains(k) ? k : null;
    }

    /** The question about {@code e}, to be asked before engine event {@code position}; null when {@code e} makes none. */
    public Question question(TraceEvent e, long position) {
        QuestionKind kind = kindOf(e);
        if (kind == null) {
            return null;
        }
        Random random = new Random(scenarioSeed * 1_000_003L + e.seq());
        return switch (kind) {
            case PACKET -> packet((PacketSent) e, position, random);
            case RESPONSE -> response((PacketSent) e, position, random);
            case COMPLETION -> completion((CompletionQueued) e, position, random);
            case QP_STATE -> state((QpStateChanged) e, position, random);
        };
    }

    private Question packet(PacketSent s, long position, Random random) {
        Opcode op = s.packet().opcode();
        int psn = s.packet().bth().psn();
        String right = packetChoice(op, psn);
        Set<String> wrong = new LinkedHashSet<>();
        for (Opcode o : neighbours(op)) {
            wrong.add(packetChoice(o, psn));
        }
        for (int d : new int[] {-1, 1, 2}) {
            // a neighbouring PSN, without the wrap of the 24-bit space (IBTA 9.7.1), which would read as a riddle
            if (psn + d >= 0 && psn + d <= 0xFFFFFF) {
                wrong.add(packetChoice(op, psn + d));
            }
        }
        String prompt = s.node() + " (QP " + qp(s.qpn()) + ") puts its next packet on the wire, to its peer's QP " + qp(s.packet().bth().destQp())
                + ". Which opcode and PSN does it carry?";
        return ask(QuestionKind.PACKET, position, s.seq(), prompt, right, wrong, random, Explanation.of(s));
    }

    /** "RC_SEND_ONLY, PSN 0". */
    static String packetChoice(Opcode op, int psn) {
        return op.name() + ", PSN " + psn;
    }

    /** Opcodes a learner may confuse with {@code op}: the other positions of the same operation, the same position of the other operations. */
    private static List<Opcode> neighbours(Opcode op) {
        List<Opcode> out = new ArrayList<>();
        String transport = op.name().substring(0, 3);
        for (Opcode o : Opcode.values()) {
            if (o == op || !o.name().startsWith(transport)) {
                continue;
            }
            boolean sameOperation = o.kind() == op.kind() && o.has(Header.IMM_DT) == op.has(Header.IMM_DT);
            boolean samePosition = o.position() == op.position() && o.kind() != Opcode.Kind.ACK && o.kind() != Opcode.Kind.CNP
                    && !o.has(Header.IMM_DT) && !o.has(Header.IETH);
            if (sameOperation || samePosition) {
                out.add(o);
            }
        }
        return out;
    }

    private Question response(PacketSent s, long position, Random random) {
        int syndrome = s.packet().aeth().syndrome();
        String right = responseChoice(syndrome);
        Set<String> wrong = new LinkedHashSet<>(RESPONSES);
        String prompt = s.node() + " (QP " + qp(s.qpn()) + ") answers its peer's QP " + qp(s.packet().bth().destQp())
                + ". Does it send an ACK or a NAK, and with which syndrome?";
        return ask(QuestionKind.RESPONSE, position, s.seq(), prompt, right, wrong, random, Explanation.of(s));
    }

    /** "ACK", "RNR NAK", "NAK: remote access error" (IBTA 9.7.5.2.1). */
    static String responseChoice(int syndrome) {
        if (Syndrome.isAck(syndrome)) {
            return "ACK";
        }
        if (Syndrome.isRnrNak(syndrome)) {
            return "RNR NAK";
        }
        return switch (syndrome) {
            case Syndrome.NAK_PSN_SEQUENCE_ERROR -> "NAK: PSN sequence error";
            case Syndrome.NAK_INVALID_REQUEST -> "NAK: invalid request";
            case Syndrome.NAK_REMOTE_ACCESS_ERROR -> "NAK: remote access error";
            case Syndrome.NAK_REMOTE_OPERATIONAL_ERROR -> "NAK: remote operational error";
            default -> "NAK: " + Syndrome.describe(syndrome);
        };
    }

    private Question completion(CompletionQueued c, long position, Random random) {
        String right = statusChoice(c.wc().status());
        Set<String> wrong = new LinkedHashSet<>();
        for (WcStatus s : STATUSES) {
            wrong.add(statusChoice(s));
        }
        String what = c.wc().opcode() == null ? "" : " (" + c.wc().opcode() + ")";
        String prompt = "A work completion for wr_id " + c.wc().wrId() + what + " of QP " + qp(c.qpn()) + " goes to a CQ of " + c.node()
                + ". Which status does it carry?";
        return ask(QuestionKind.COMPLETION, position, c.seq(), prompt, right, wrong, random, Explanation.of(c));
    }

    /** "IBV_WC_SUCCESS", as ibv_wc_status_str(3) names the enum. */
    static String statusChoice(WcStatus s) {
        return "IBV_WC_" + s.name();
    }

    private Question state(QpStateChanged q, long position, Random random) {
        Set<String> wrong = new LinkedHashSet<>();
        for (QpState s : EnumSet.complementOf(EnumSet.of(q.from()))) {
            wrong.add(s.name());
        }
        String prompt = "QP " + qp(q.qpn()) + " of " + q.node() + " is in " + q.from() + ". Which state does it go to next?";
        return ask(QuestionKind.QP_STATE, position, q.seq(), prompt, q.to().name(), wrong, random, Explanation.of(q));
    }

    /** The question with {@code right} and {@code choices - 1} of {@code wrong} (never {@code right} again), shuffled. */
    private Question ask(QuestionKind kind, long position, long seq, String prompt, String right, Set<String> wrong, Random random,
            Explanation explanation) {
        List<String> pool = new ArrayList<>(wrong);
        pool.remove(right);
        Collections.shuffle(pool, random);
        List<String> choices = new ArrayList<>(pool.subList(0, Math.min(pool.size(), options.choices() - 1)));
        int answer = random.nextInt(choices.size() + 1);
        choices.add(answer, right);
        return new Question(kind, position, seq, prompt, choices, answer, explanation);
    }

    private static String qp(int qpn) {
        return String.format(Locale.ROOT, "0x%06x", qpn);
    }
}
