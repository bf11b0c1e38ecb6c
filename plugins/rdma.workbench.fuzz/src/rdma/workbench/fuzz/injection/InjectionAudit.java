package rdma.workbench.fuzz.injection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

import rdma.workbench.engine.fabric.NicPort;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.stepping.DeviceSnapshot;
import rdma.workbench.engine.stepping.MrSnapshot;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WrOpcode;

/**
 * Watches a session's trace for what becomes of the frames injected into it, and holds each to
 * what a transport may do with a frame nobody vouches for (the {@link Rule}s):
 * <ul>
 * <li>dropped: every drop names a {@code DropReason} and says why in a non-empty detail;</li>
 * <li>taken without a drop, after the checks rxe_recv.c makes of every packet (its opcode's
 * transport is the QP's, it comes from the QP's peer to the QP's own address, its P_Key is the
 * port's): a CNP; a UD datagram a receive WQE took; a request with the PSN the responder
 * expected, in RTR or RTS (rxe_resp.c check_psn: that one is executed, whoever sent it); a
 * duplicate READ or atomic answered from what the responder saved (rxe_resp.c
 * duplicate_request); a response whose PSN lies between the oldest unacknowledged PSN and the
 * last PSN the QP sent;</li>
 * <li>whatever becomes of it, a request off the expected PSN leaves the expected PSN alone, and a
 * response for a PSN the QP never sent moves nothing in its completer;</li>
 * <li>memory changes only where the packet's kind may write (rxe_resp.c check_rkey: the region's
 * access and PD decide): a WRITE only regions with REMOTE_WRITE, an atomic only the 8 bytes at its
 * address in a region with REMOTE_ATOMIC, a SEND only regions the host's receive WQEs name, a READ
 * response or atomic acknowledgement only regions the host's READs and atomics name as their
 * destination, WRITEs and atomics only in the receiving QP's PD; nothing else writes memory, and a
 * region loses its validity only through a SEND with invalidate naming it from a QP of its own PD;</li>
 * <li>no packet any NIC sends carries bytes of the {@link SecretRegions secret regions}.</li>
 * </ul>
 * A frame that was neither dropped nor received by a QP breaks the rules too. A frame is
 * "answered" when the NIC that took it sent a packet while handling it.
 */
public final class InjectionAudit implements Consumer<TraceEvent> {

    /** The rules a frame nobody vouches for is held to; each violation names one. */
    public enum Rule {
        /** Drops name a reason and a detail; nothing vanishes; nothing throws; the session stays inspectable. */
        ACCOUNTED,
        /** Memory changes only where the packet's kind may write, in the receiving QP's PD; no secret leaves. */
        MEMORY,
        /**
         * A region loses its validity only through a SEND with invalidate naming it from a QP of its own PD (rdmavt
         * rvt_invalidate_rkey refuses a region of another PD; rxe_invalidate_mr refuses every region ibv_reg_mr made).
         */
        INVALIDATION,
        /** A request executes only with the expected PSN; one off it leaves the expected PSN alone. */
        SEQUENCE,
        /**
         * A response is acted on only for a PSN the QP sent and has not seen acknowledged (hfi1 rc_rcv_resp: "Ignore invalid
         * responses", a PSN at or past s_next_psn; rxe_comp.c get_wqe drops a response when no WQE was started, and check_psn never
         * moves comp.psn past a sent WQE).
         */
        GHOST_RESPONSE,
        /** A QP takes only opcodes of its own transport (rxe_recv.c check_type_state). */
        FOREIGN_TRANSPORT,
        /** A port takes only packets of its partition: P_Key 0xFFFF or 0x7FFF here (rxe_recv.c check_keys with pkey_match). */
        FOREIGN_PARTITION,
        /** An RC or UC QP takes only packets from its peer's address to its own (rxe_recv.c check_addr). */
        FOREIGN_SOURCE
    }

    /** A broken rule, with the run, frame and what happened. */
    public record Violation(Rule rule, String text) {
    }

    /** What became of one injected frame. */
    static final class Fate {
        final long id;
        final Injection injection;
        final long position;
        final List<PacketDropped> drops = new ArrayList<>();
        final List<String> verdicts = new ArrayList<>();
        int arrivals;

        Fate(long id, Injection injection, long position) {
            this.id = id;
            this.injection = injection;
            this.position = position;
        }

        String outcome() {
            if (!drops.isEmpty()) {
                return "dropped, " + drops.get(0).reason();
            }
            return verdicts.isEmpty() ? "neither dropped nor received" : verdicts.get(0);
        }
    }

    /** An injected frame a QP is handling in the current engine event, with the state before it. */
    private static final class Arrival {
        final Fate fate;
        final String host;
        final String device;
        final int qpn;
        final RocePacket packet;
        final DeviceSnapshot before;
        final QpSnapshot qpBefore;
        final Integer highWater;
        int replies;
        int completions;
        int sendCompletions;
        boolean dropped;

        Arrival(Fate fate, PacketReceived e, DeviceSnapshot before, Integer highWater) {
            this.fate = fate;
            this.host = e.node();
            this.device = e.device();
            this.qpn = e.qpn();
            this.packet = e.packet();
            this.before = before;
            this.qpBefore = qp(before, e.qpn());
            this.highWater = highWater;
        }
    }

    private final SessionParts parts;
    private final Session session;
    private final Scenario scenario;
    private final String run;
    private final Map<Long, Fate> fates = new LinkedHashMap<>();
    /** The last PSN each QP ("host/device/qpn") used for a request, READ responses included: the end of what it may be answered for. */
    private final Map<String, Integer> highWater = new HashMap<>();
    private final Map<String, RdmaDevice> devices = new HashMap<>();
    private final List<Violation> violations = new ArrayList<>();
    private Arrival arrival;
    private RuntimeException auditFailure;

    /** {@code run} names the scenario and seed in every violation. */
    InjectionAudit(SessionParts parts, Scenario scenario, String run) {
        this.parts = parts;
        this.session = parts.session();
        this.scenario = scenario;
        this.run = run;
        for (NicPort n : parts.fabric().nics()) {
            devices.put(n.device().host() + "/" + n.device().name(), n.device());
        }
    }

    void injected(long id, Injection injection, long position) {
        fates.put(id, new Fate(id, injection, position));
    }

    List<Violation> violations() {
        return violations;
    }

    void violation(Rule rule, String text) {
        violations.add(new Violation(rule, run + ": " + text));
    }

    /** How many injected frames had each outcome ("dropped, OUT_OF_SEQUENCE", "taken: request in sequence", ...). */
    Map<String, Long> outcomes() {
        Map<String, Long> out = new TreeMap<>();
        for (Fate f : fates.values()) {
            out.merge(f.outcome(), 1L, Long::sum);
        }
        return out;
    }

    int injectedCount() {
        return fates.size();
    }

    @Override
    public void accept(TraceEvent e) {
        try {
            switch (e) {
                case PacketSent s -> sent(s);
                case PacketReceived r -> received(r);
                case PacketDropped d -> dropped(d);
                case CompletionQueued c -> completed(c);
                default -> {
                    // the rest says nothing about injected frames
                }
            }
        } catch (RuntimeException failure) {
            // the audit's own failure must not pass for the engine's (it would surface as an EngineFault)
            auditFailure = failure;
        }
    }

    private void sent(PacketSent s) {
        RocePacket p = s.packet();
        if (SecretRegions.leaks(p.payload().toArray())) {
            violation(Rule.MEMORY, s.node() + " sent " + p.opcode() + " PSN " + p.bth().psn() + " carrying bytes of a region registered without REMOTE_READ");
        }
        if (arrival != null && arrival.host.equals(s.node())) {
            arrival.replies++;
        }
        Opcode.Kind kind = p.opcode().kind();
        if (kind == Opcode.Kind.SEND || kind == Opcode.Kind.WRITE || kind == Opcode.Kind.READ || kind == Opcode.Kind.ATOMIC) {
            int last = p.bth().psn();
            if (kind == Opcode.Kind.READ) {
                QueuePair qp = devices.get(s.node() + "/" + s.device()).qp(s.qpn());
                int mtu = qp == null ? 256 : qp.attributes().pathMtu;
                last = Psn.add(last, Math.max(1, (int) ((Integer.toUnsignedLong(p.reth().dmaLength()) + mtu - 1) / mtu)) - 1);
            }
            int end = last;
            highWater.merge(key(s.node(), s.device(), s.qpn()), end, (old, now) -> Psn.compare(now, old) > 0 ? now : old);
        }
    }

    private static String key(String host, String device, int qpn) {
        return host + "/" + device + "/" + qpn;
    }

    private void received(PacketReceived r) {
        Fate f = fates.get(r.frameId());
        if (f == null) {
            return;
        }
        f.arrivals++;
        arrival = new Arrival(f, r, device(r.node(), r.device()), highWater.get(key(r.node(), r.device(), r.qpn())));
    }

    private void dropped(PacketDropped d) {
        Fate f = fates.get(d.frameId());
        if (f == null) {
            return;
        }
        f.drops.add(d);
        if (d.reason() == null || d.detail() == null || d.detail().isBlank()) {
            violation(Rule.ACCOUNTED, "frame #" + d.frameId() + " (" + f.injection.how() + ") dropped at " + d.where() + " without a reason or detail: " + d.reason()
                    + " '" + d.detail() + "'");
        }
        if (arrival != null && arrival.fate == f) {
            arrival.dropped = true;
        }
    }

    private void completed(CompletionQueued c) {
        if (arrival != null && arrival.host.equals(c.node()) && arrival.qpn == c.qpn()) {
            arrival.completions++;
            if (c.wc().opcode() != WcOpcode.RECV && c.wc().opcode() != WcOpcode.RECV_RDMA_WITH_IMM) {
                arrival.sendCompletions++;
            }
        }
    }

    /** Called after every engine event: judges the injected frame a QP handled in it, if any. */
    void afterEvent() {
        if (auditFailure != null) {
            RuntimeException f = auditFailure;
            auditFailure = null;
            throw new AssertionError("the audit itself failed", f);
        }
        if (arrival == null) {
            return;
        }
        Arrival a = arrival;
        arrival = null;
        DeviceSnapshot after = device(a.host, a.device);
        QpSnapshot qpAfter = qp(after, a.qpn);
        judgeMemory(a, after);
        judgeSequence(a, qpAfter);
        if (!a.dropped) {
            Verdict v = legitimacy(a, qpAfter);
            a.fate.verdicts.add(v.outcome());
            if (v.broken() != null) {
                problem(a, v.broken(), v.why());
            }
        }
    }

    /** At the end of the run: every injected frame was dropped or reached a QP. */
    void finish() {
        for (Fate f : fates.values()) {
            if (f.drops.isEmpty() && f.arrivals == 0) {
                violation(Rule.ACCOUNTED, "frame #" + f.id + " (" + f.injection.how() + ", injected at event " + f.position + " from "
                        + f.injection.from() + ") was neither dropped nor received\n    frame " + HexFormat.of().formatHex(f.injection.frame()));
            }
        }
    }

    private void problem(Arrival a, Rule rule, String what) {
        Fate f = a.fate;
        violation(rule, "frame #" + f.id + " (" + f.injection.how() + ", injected at event " + f.position + " from " + f.injection.from() + ") at "
                + a.host + String.format(" QP 0x%06x", a.qpn) + ": " + what + "\n    frame " + HexFormat.of().formatHex(f.injection.frame()));
    }

    private DeviceSnapshot device(String host, String device) {
        for (DeviceSnapshot d : session.snapshot().devices()) {
            if (d.host().equals(host) && d.device().equals(device)) {
                return d;
            }
        }
        throw new IllegalStateException("no device " + host + "/" + device);
    }

    private static QpSnapshot qp(DeviceSnapshot d, int qpn) {
        for (QpSnapshot q : d.qps()) {
            if (q.qpn() == qpn) {
                return q;
            }
        }
        return null;
    }

    private static boolean isRequest(Opcode op) {
        return op.kind() == Opcode.Kind.SEND || op.kind() == Opcode.Kind.WRITE || op.kind() == Opcode.Kind.READ || op.kind() == Opcode.Kind.ATOMIC;
    }

    private static boolean isResponse(Opcode op) {
        return op.kind() == Opcode.Kind.ACK || op.kind() == Opcode.Kind.READ_RESPONSE;
    }

    private static boolean neverSent(Arrival a) {
        return a.highWater == null || Psn.compare(a.packet.bth().psn(), a.highWater) > 0;
    }

    private static String completerMoves(Arrival a, QpSnapshot after) {
        return "oldest unacknowledged PSN " + a.qpBefore.oldestUnackedPsn() + " -> " + (after == null ? "?" : after.oldestUnackedPsn()) + ", "
                + a.sendCompletions + " send completion(s); last PSN sent: " + (a.highWater == null ? "none" : a.highWater);
    }

    /** Whatever becomes of it, a request off the expected PSN leaves it alone, and a dropped response for a PSN never sent leaves the completer alone. */
    private void judgeSequence(Arrival a, QpSnapshot after) {
        QpSnapshot before = a.qpBefore;
        if (before == null || after == null || before.type() != QpType.RC) {
            return;
        }
        int psn = a.packet.bth().psn();
        if (isRequest(a.packet.opcode()) && psn != before.expectedPsn() && after.expectedPsn() != before.expectedPsn()) {
            problem(a, Rule.SEQUENCE, "a request with PSN " + psn + " moved the expected PSN from " + before.expectedPsn() + " to " + after.expectedPsn());
        }
        if (a.dropped && isResponse(a.packet.opcode()) && neverSent(a)
                && (after.oldestUnackedPsn() != before.oldestUnackedPsn() || a.sendCompletions > 0)) {
            problem(a, Rule.GHOST_RESPONSE, a.packet.opcode() + " for PSN " + psn + ", never sent, was dropped but moved the completer: "
                    + completerMoves(a, after));
        }
    }

    /** What became of a frame taken without a drop, or the rule taking it broke. */
    private record Verdict(String outcome, Rule broken, String why) {
        static Verdict ok(String outcome) {
            return new Verdict(outcome, null, null);
        }

        static Verdict broke(Rule rule, String why) {
            return new Verdict("taken against " + rule, rule, why);
        }
    }

    /** In the order rxe_recv.c checks a packet (type and state, address, keys), then the transport's own rules. */
    private Verdict legitimacy(Arrival a, QpSnapshot after) {
        Opcode op = a.packet.opcode();
        QpSnapshot q = a.qpBefore;
        int psn = a.packet.bth().psn();
        if (op != Opcode.CNP) {
            if (q == null) {
                return Verdict.broke(Rule.ACCOUNTED, op + " taken by no QP");
            }
            String transport = q.type() == QpType.UD ? "UD" : q.type().name();
            if (!op.transport().equals(transport)) {
                return Verdict.broke(Rule.FOREIGN_TRANSPORT, op + " (" + op.transport() + ") taken by a " + q.type() + " QP");
            }
            String foreign = q.type() == QpType.UD ? null : foreignAddress(a);
            if (foreign != null) {
                return Verdict.broke(Rule.FOREIGN_SOURCE, op + " PSN " + psn + " taken by a " + q.type() + " QP " + foreign);
            }
        }
        int pkey = a.packet.bth().pkey();
        if ((pkey & 0x7FFF) != 0x7FFF) {
            return Verdict.broke(Rule.FOREIGN_PARTITION, op + String.format(" with P_Key 0x%04x taken by a port whose only P_Key is 0xffff", pkey));
        }
        if (op == Opcode.CNP) {
            return Verdict.ok("taken: CNP");
        }
        if (q.type() == QpType.UD) {
            return a.completions > 0 ? Verdict.ok("taken: UD datagram into a receive WQE")
                    : Verdict.broke(Rule.ACCOUNTED, "a UD QP took " + op + " without completing a receive WQE");
        }
        if (isRequest(op)) {
            boolean receiving = q.state() == QpState.RTR || q.state() == QpState.RTS;
            int diff = Psn.compare(psn, q.expectedPsn());
            if (diff == 0 && receiving) {
                return Verdict.ok(a.replies > 0 ? "answered: request in sequence" : "taken: request in sequence");
            }
            if (diff < 0 && q.type() == QpType.RC && (op.kind() == Opcode.Kind.READ || op.kind() == Opcode.Kind.ATOMIC) && a.replies > 0) {
                return Verdict.ok("answered: duplicate " + op.kind() + " from what the responder saved");
            }
            return Verdict.broke(Rule.SEQUENCE, op + " with PSN " + psn + " (expected " + q.expectedPsn() + ") taken by a " + q.type() + " QP in "
                    + q.state() + " without a drop");
        }
        if (isResponse(op)) {
            if (neverSent(a)) {
                return Verdict.broke(Rule.GHOST_RESPONSE, op + " for PSN " + psn + ", which the QP never sent, taken without a drop: "
                        + completerMoves(a, after));
            }
            boolean sending = q.state() == QpState.RTS || q.state() == QpState.SQD;
            if (q.type() == QpType.RC && sending && Psn.compare(psn, q.oldestUnackedPsn()) >= 0) {
                return Verdict.ok("taken: response in the outstanding window");
            }
            return Verdict.broke(Rule.SEQUENCE, op + " with PSN " + psn + " taken by a " + q.type() + " QP in " + q.state()
                    + " without a drop (oldest unacked " + q.oldestUnackedPsn() + ")");
        }
        return Verdict.broke(Rule.ACCOUNTED, op + " taken without a drop");
    }

    /** Why the injected frame's addresses are not the QP's path (its peer's GID to its own), or null when they are. */
    private String foreignAddress(Arrival a) {
        QueuePair qp = devices.get(a.host + "/" + a.device).qp(a.qpn);
        AddressVector av = qp == null ? null : qp.attributes().av;
        if (av == null || !(FrameCodec.decode(a.fate.injection.frame()) instanceof Decoded.Frame d)) {
            return null;
        }
        Gid own = null;
        for (NicPort n : parts.fabric().nics()) {
            if (n.device() == devices.get(a.host + "/" + a.device) && n.port().number() == av.portNum()) {
                own = n.port().gid(av.sgidIndex());
            }
        }
        byte[] src = d.frame().ip().src();
        byte[] dst = d.frame().ip().dst();
        boolean fromPeer = sameAddress(src, av.dgid());
        boolean toUs = own != null && sameAddress(dst, own.gid());
        return fromPeer && toUs ? null : "from " + HexFormat.of().formatHex(src) + " to " + HexFormat.of().formatHex(dst) + ", its path is from "
                + HexFormat.of().formatHex(av.dgid()) + (own == null ? "" : " to " + HexFormat.of().formatHex(own.gid()));
    }

    /** An IPv4 address matches the IPv4-mapped GID ::ffff:a.b.c.d, an IPv6 address the GID itself. */
    private static boolean sameAddress(byte[] ip, byte[] gid) {
        if (ip.length == 16) {
            return Arrays.equals(ip, gid);
        }
        return Gid.isIpv4Mapped(gid) && Arrays.equals(ip, Arrays.copyOfRange(gid, 12, 16));
    }

    private void judgeMemory(Arrival a, DeviceSnapshot after) {
        Map<Integer, MrSnapshot> before = new HashMap<>();
        for (MrSnapshot m : a.before.mrs()) {
            before.put(m.lkey(), m);
        }
        for (MrSnapshot now : after.mrs()) {
            MrSnapshot was = before.get(now.lkey());
            if (was == null) {
                continue;
            }
            if (!Arrays.equals(was.bytes(), now.bytes())) {
                String why = forbiddenChange(a, was, now);
                if (why != null) {
                    problem(a, Rule.MEMORY, String.format("memory region lkey 0x%x %s changed: %s", now.lkey(), now.access(), why));
                }
            }
            if (was.valid() && !now.valid()) {
                QueuePair qp = devices.get(a.host + "/" + a.device).qp(a.qpn);
                boolean named = a.packet.ieth() != null && a.packet.ieth() == now.rkey();
                boolean samePd = qp != null && qp.pd().handle() == now.pd();
                if (!named || !samePd) {
                    problem(a, Rule.INVALIDATION, String.format("memory region rkey 0x%x (PD %d) was invalidated by %s%s", now.rkey(), now.pd(),
                            a.packet.opcode(),
                            named ? " naming it, from a QP of PD " + (qp == null ? "?" : qp.pd().handle()) : " which does not name it"));
                }
            }
        }
    }

    /** Null when the packet's kind may write to {@code now}'s region; else why not. */
    private String forbiddenChange(Arrival a, MrSnapshot was, MrSnapshot now) {
        RocePacket p = a.packet;
        QueuePair qp = devices.get(a.host + "/" + a.device).qp(a.qpn);
        boolean samePd = qp != null && qp.pd().handle() == now.pd();
        return switch (p.opcode().kind()) {
            case WRITE -> !now.access().contains(Access.REMOTE_WRITE) ? "a WRITE changed a region without REMOTE_WRITE"
                    : samePd ? null : "a WRITE changed a region of another PD";
            case ATOMIC -> {
                if (!now.access().contains(Access.REMOTE_ATOMIC)) {
                    yield "an atomic changed a region without REMOTE_ATOMIC";
                }
                if (!samePd) {
                    yield "an atomic changed a region of another PD";
                }
                long from = p.atomicEth().virtualAddress() - now.addr();
                for (int i = 0; i < now.bytes().length; i++) {
                    if (was.bytes()[i] != now.bytes()[i] && (i < from || i >= from + 8)) {
                        yield "an atomic at offset " + from + " changed byte " + i;
                    }
                }
                yield null;
            }
            case SEND -> receiveTargets(a.host, a.device).contains(now.lkey()) ? null
                    : "a SEND changed a region that no receive WQE of this host names";
            case READ_RESPONSE -> readTargets(a.host, a.device).contains(now.lkey()) ? null
                    : "a READ response changed a region that is no READ's destination";
            case ACK -> p.opcode() == Opcode.RC_ATOMIC_ACKNOWLEDGE && readTargets(a.host, a.device).contains(now.lkey()) ? null
                    : p.opcode() + " changed a region that is no atomic's destination";
            default -> p.opcode() + " changed memory";
        };
    }

    /** The lkeys of the regions the scenario's receive WQEs on this device name. */
    private Set<Integer> receiveTargets(String host, String device) {
        return regionsNamed(host, device, true);
    }

    /** The lkeys of the regions the scenario's READs and atomics on this device write their results to. */
    private Set<Integer> readTargets(String host, String device) {
        return regionsNamed(host, device, false);
    }

    private Set<Integer> regionsNamed(String host, String device, boolean receives) {
        Set<Integer> lkeys = new HashSet<>();
        for (ProgramRunner runner : parts.programs()) {
            if (runner.context() == null || !runner.host().equals(host) || !runner.context().device().name().equals(device)) {
                continue;
            }
            for (Program p : scenario.getPrograms()) {
                if (!p.getName().equals(runner.name())) {
                    continue;
                }
                for (Step s : p.getSteps()) {
                    List<Sge> sges = switch (s) {
                        case PostRecv r when receives -> r.getSges();
                        case PostSend w when !receives && (w.getOpcode() == WrOpcode.RDMA_READ || w.getOpcode() == WrOpcode.ATOMIC_CMP_AND_SWP
                                || w.getOpcode() == WrOpcode.ATOMIC_FETCH_AND_ADD) -> w.getSges();
                        default -> List.of();
                    };
                    for (Sge g : sges) {
                        if (g.getMr() != null && runner.objectNamed(g.getMr().getName()) instanceof MemoryRegion mr) {
                            lkeys.add(mr.lkey());
                        }
                    }
                }
            }
        }
        return lkeys;
    }
}
