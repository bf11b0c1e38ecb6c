package rdma.workbench.engine.transport;

import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AsyncEventType;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.RecvWr;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.AtomicAckEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.Syndrome;

/**
 * Carries out incoming requests (rxe_resp.c's role). Checks, in this order: PSN (ahead: one NAK
 * with the expected PSN, then silence; behind: a duplicate), opcode sequence, packet length, the
 * QP's access flags, a receive WQE for SENDs (else RNR NAK), then R_Key, bounds and the memory
 * region's access. A duplicate SEND or WRITE is acknowledged again without running twice; a
 * duplicate READ is answered only from the saved, already checked READ it repeats (else dropped);
 * a duplicate atomic only from the replay cache. Errors the responder cannot tie to a receive WQE
 * raise an affiliated asynchronous event (IBTA C9-222.1.1). UC drops a broken message silently;
 * UD drops what it cannot take.
 */
final class Responder {

    /** rxe keeps the results of recent atomics so a retried one is never executed twice. */
    private static final int ATOMIC_REPLAY_ENTRIES = 16;
    /** The 40 bytes before a UD payload in the receive buffer (the GRH area). */
    private static final int GRH_BYTES = 40;

    private final QpTransport t;
    private ResponderState state = ResponderState.RESET;
    private int epsn;
    private int msn;
    /** The expected PSN a PSN sequence NAK was sent for, or -1: more packets ahead of it are dropped without another NAK. */
    private int sequenceNakFor = -1;
    private RecvWr recv;
    private int recvOffset;
    private Reth write;
    private MemoryRegion writeMr;
    private int writeOffset;
    private ArrayDeque<ReadResource> reads = new ArrayDeque<>();
    private LinkedHashMap<Integer, Long> atomicReplay = replayCache();

    Responder(QpTransport t) {
        this.t = t;
    }

    private static LinkedHashMap<Integer, Long> replayCache() {
        return new LinkedHashMap<>() {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Long> e) {
                return size() > ATOMIC_REPLAY_ENTRIES;
            }
        };
    }

    void start(int rqPsn) {
        epsn = rqPsn;
        msn = 0;
        sequenceNakFor = -1;
        recv = null;
        write = null;
        writeMr = null;
        reads.clear();
        atomicReplay.clear();
        state = ResponderState.READY;
    }

    void stop() {
        recv = null;
        write = null;
        writeMr = null;
        state = t.qp().state() == QpState.RESET ? ResponderState.RESET : ResponderState.ERROR;
    }

    ResponderState state() {
        return state;
    }

    int expectedPsn() {
        return epsn;
    }

    int msn() {
        return msn;
    }

    /** The PSN a sequence NAK is out for, or -1. */
    int sequenceNakFor() {
        return sequenceNakFor;
    }

    void receive(RoceFrame frame) {
        RocePacket p = frame.packet();
        QpState s = t.qp().state();
        if (s != QpState.RTR && s != QpState.RTS) {
            t.drop(p, DropReason.QP_STATE, "the QP is in " + s + " and does not receive");
            return;
        }
        if (t.qp().type() == QpType.UD) {
            receiveDatagram(frame);
            return;
        }
        if (p.deth() != null) {
            t.drop(p, DropReason.INVALID_REQUEST, "a " + t.qp().type() + " QP takes no UD packets");
            return;
        }
        int diff = Psn.compare(p.bth().psn(), epsn);
        if (diff > 0) {
            outOfSequence(p);
            return;
        }
        if (diff < 0) {
            duplicate(p);
            return;
        }
        sequenceNakFor = -1;
        Opcode op = p.opcode();
        if (state == ResponderState.DISCARDING && !op.isFirstOrOnly()) {
            t.drop(p, DropReason.BROKEN_MESSAGE, "part of a broken UC message");
            epsn = Psn.add(epsn, 1);
            return;
        }
        if (!sequenceOk(op)) {
            invalid(p, op + " does not continue the message in progress", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        switch (op.kind()) {
            case SEND -> send(p);
            case WRITE -> write(p);
            case READ -> read(p);
            case ATOMIC -> atomic(p);
            default -> t.drop(p, DropReason.INVALID_REQUEST, op + " is not a request");
        }
    }

    private boolean sequenceOk(Opcode op) {
        return switch (op.position()) {
            case FIRST, ONLY -> state != ResponderState.IN_SEND && state != ResponderState.IN_WRITE;
            case MIDDLE, LAST -> op.kind() == Opcode.Kind.SEND ? state == ResponderState.IN_SEND
                    : op.kind() == Opcode.Kind.WRITE && state == ResponderState.IN_WRITE;
        };
    }

    /** Whether the packet's length is right (rxe check_length); when not, the request is refused as invalid. */
    private boolean lengthOk(RocePacket p) {
        String bad = lengthProblem(p);
        if (bad != null) {
            invalid(p, bad, Syndrome.NAK_INVALID_REQUEST);
        }
        return bad == null;
    }

    /** rxe check_length: FIRST and MIDDLE carry exactly one MTU, LAST 1..MTU, ONLY at most one MTU; a DMA length fits 2^31. */
    private String lengthProblem(RocePacket p) {
        int mtu = t.qp().attributes().pathMtu;
        int n = p.payload().length();
        Opcode op = p.opcode();
        if (op.kind() == Opcode.Kind.SEND || op.kind() == Opcode.Kind.WRITE) {
            switch (op.position()) {
                case FIRST, MIDDLE -> {
                    if (n != mtu) {
                        return op + " carries " + n + " bytes; a FIRST or MIDDLE packet carries exactly the path MTU, " + mtu;
                    }
                }
                case LAST -> {
                    if (n == 0 || n > mtu) {
                        return op + " carries " + n + " bytes; a LAST packet carries 1 to " + mtu;
                    }
                }
                case ONLY -> {
                    if (n > mtu) {
                        return op + " carries " + n + " bytes, more than the path MTU " + mtu;
                    }
                }
            }
        }
        if (p.reth() != null && p.reth().dmaLength() < 0) {
            return "the RETH's DMA length " + Integer.toUnsignedString(p.reth().dmaLength()) + " is over 2^31";
        }
        return null;
    }

    private void outOfSequence(RocePacket p) {
        if (t.qp().type() == QpType.UC) {
            discardMessage(p, "PSN " + p.bth().psn() + " but " + epsn + " was expected: UC drops the broken message");
            epsn = Psn.add(p.bth().psn(), 1);
            return;
        }
        if (sequenceNakFor == epsn) {
            t.drop(p, DropReason.OUT_OF_SEQUENCE, "PSN " + p.bth().psn() + " is ahead of " + epsn + "; a sequence NAK is already out");
            return;
        }
        sequenceNakFor = epsn;
        t.drop(p, DropReason.OUT_OF_SEQUENCE, "PSN " + p.bth().psn() + " is ahead of the expected " + epsn + ": a packet was lost");
        reply(Opcode.RC_ACKNOWLEDGE, epsn, new Aeth(Syndrome.NAK_PSN_SEQUENCE_ERROR, msn), null, null, "PSN sequence error");
    }

    private void duplicate(RocePacket p) {
        int psn = p.bth().psn();
        if (t.qp().type() == QpType.UC) {
            t.drop(p, DropReason.DUPLICATE, "PSN " + psn + " was already received");
            return;
        }
        Opcode op = p.opcode();
        if (op == Opcode.RC_RDMA_READ_REQUEST) {
            ReadResource res = readResource(psn);
            if (res == null || !res.covers(p.reth().virtualAddress(), p.reth().dmaLength(), p.reth().rkey())) {
                t.drop(p, DropReason.DUPLICATE, "duplicate READ PSN " + psn
                        + (res == null ? " repeats no READ this QP answered" : " asks for memory its original READ did not")
                        + ": dropped without reading (rxe duplicate_request, IBTA class D)");
                return;
            }
            t.note("duplicate READ PSN " + psn + ": answered again from the READ it repeats", false);
            respond(res.mr(), psn, p.reth().virtualAddress(), p.reth().dmaLength(), "duplicate READ");
        } else if (op.kind() == Opcode.Kind.ATOMIC) {
            Long original = atomicReplay.get(psn);
            if (original == null) {
                t.drop(p, DropReason.DUPLICATE, "duplicate atomic PSN " + psn + " is not in the replay cache: dropped without executing");
                return;
            }
            t.note("duplicate atomic PSN " + psn + ": answered from the replay cache, not executed again", false);
            reply(Opcode.RC_ATOMIC_ACKNOWLEDGE, psn, new Aeth(Syndrome.ack(), msn), new AtomicAckEth(original), null, "duplicate");
        } else {
            t.drop(p, DropReason.DUPLICATE, "duplicate " + op + " PSN " + psn + ": acknowledged again, not executed");
            if (p.bth().ackReq()) {
                reply(Opcode.RC_ACKNOWLEDGE, Psn.add(epsn, -1), new Aeth(Syndrome.ack(), msn), null, null, "duplicate");
            }
        }
    }

    private ReadResource readResource(int psn) {
        for (ReadResource r : reads) {
            if (Psn.compare(psn, r.firstPsn()) >= 0 && Psn.compare(psn, r.lastPsn()) <= 0) {
                return r;
            }
        }
        return null;
    }

    private void send(RocePacket p) {
        Opcode op = p.opcode();
        if (op.isFirstOrOnly()) {
            RecvWr wr = t.qp().peekRecv();
            if (wr == null) {
                receiverNotReady(p);
                return;
            }
            if (!lengthOk(p)) {
                return;
            }
            String bad = Dma.checkReceive(t.qp(), wr.sges());
            if (bad != null) {
                malformedWqe(p, t.qp().takeRecv(), bad);
                return;
            }
            recv = t.qp().takeRecv();
            recvOffset = 0;
            state = ResponderState.IN_SEND;
        } else if (!lengthOk(p)) {
            return;
        }
        Payload data = p.payload();
        if (recvOffset + data.length() > Dma.total(recv.sges())) {
            RecvWr failed = recv;
            recv = null;
            state = ResponderState.READY;
            t.drop(p, DropReason.INVALID_REQUEST, "the message is longer than the receive buffer (" + Dma.total(failed.sges()) + " bytes)");
            reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.NAK_INVALID_REQUEST, msn), null, null, "message too long");
            if (t.complete(t.qp().recvCq(), new WorkCompletion(failed.wrId(), WcStatus.LOC_LEN_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0,
                    false), "the message is longer than the receive buffer")) {
                t.toError("responder: the message is longer than the receive buffer");
            }
            return;
        }
        String outside = Dma.unwritable(t.device(), recv.sges(), recvOffset, data.length());
        if (outside != null) {
            RecvWr failed = recv;
            recv = null;
            malformedWqe(p, failed, outside);
            return;
        }
        Dma.scatter(t.device(), recv.sges(), recvOffset, data);
        recvOffset += data.length();
        epsn = Psn.add(epsn, 1);
        if (op.isLastOrOnly()) {
            RecvWr done = recv;
            recv = null;
            state = ResponderState.READY;
            msn = msn + 1 & Aeth.MSN_MASK;
            if (p.ieth() != null) {
                String refused = invalidate(p.ieth());
                if (refused != null) {
                    invalidationRefused(p, done, refused);
                    return;
                }
            }
            if (!t.complete(t.qp().recvCq(), new WorkCompletion(done.wrId(), WcStatus.SUCCESS, WcOpcode.RECV, recvOffset, p.immDt(),
                    t.qp().qpn(), 0, false), "message received")) {
                return; // CQ overflow: the QP is in ERR and the message is not acknowledged (rxe RESPST_ERR_CQ_OVERFLOW)
            }
        }
        acknowledgeIfAsked(p);
    }

    /**
     * SEND with invalidate: the named region loses its validity, but only a region of this QP's PD.
     * This is rdmavt's rule (rvt_invalidate_rkey), which lets a SEND end a region ibv_reg_mr made;
     * rxe (rxe_invalidate_mr) invalidates only fast-registration regions, which scenarios do not
     * have. The reason it cannot be, or null when it was.
     */
    private String invalidate(int rkey) {
        MemoryRegion mr = t.device().mrByRkey(rkey);
        if (mr == null) {
            return String.format(Locale.ROOT, "no memory region has rkey 0x%x", rkey);
        }
        if (mr.pd() != t.qp().pd()) {
            return String.format(Locale.ROOT, "the memory region of rkey 0x%x belongs to another PD", rkey);
        }
        mr.invalidate();
        return null;
    }

    /**
     * rxe RESPST_ERR_INVALIDATE_RKEY, class J: the message was received, but its receive WQE
     * completes with REM_INV_REQ_ERR; the packet is acknowledged as asked and the QP goes to ERR.
     */
    private void invalidationRefused(RocePacket p, RecvWr wr, String why) {
        String text = "SEND with invalidate refused: " + why;
        if (!t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.REM_INV_REQ_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0,
                false), text)) {
            return;
        }
        acknowledgeIfAsked(p);
        t.toError("responder: " + text);
    }

    /** rxe RESPST_ERR_MALFORMED_WQE, class A: the receive WQE completes with LOC_QP_OP_ERR, the requester gets a remote operational error. */
    private void malformedWqe(RocePacket p, RecvWr wr, String why) {
        state = ResponderState.READY;
        t.drop(p, DropReason.INVALID_REQUEST, "the receive WQE wr_id " + wr.wrId() + " cannot take data: " + why);
        reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.NAK_REMOTE_OPERATIONAL_ERROR, msn), null, null, why);
        if (t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.LOC_QP_OP_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0, false),
                why)) {
            t.toError("responder: malformed receive WQE (" + why + ")");
        }
    }

    private void receiverNotReady(RocePacket p) {
        if (t.qp().type() == QpType.UC) {
            discardMessage(p, "no receive WQE posted: UC drops the message");
            epsn = Psn.add(epsn, 1);
            return;
        }
        int timer = t.qp().attributes().minRnrTimer;
        t.drop(p, DropReason.RECEIVER_NOT_READY, "no receive WQE posted: receiver not ready");
        reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.rnrNak(timer), msn), null, null, "no receive WQE");
    }

    private void write(RocePacket p) {
        Opcode op = p.opcode();
        if (!t.qp().attributes().accessFlags.contains(Access.REMOTE_WRITE)) {
            invalid(p, "the QP does not allow REMOTE_WRITE", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        if (p.immDt() != null && t.qp().peekRecv() == null) {
            // rxe check_resource: a WRITE with immediate consumes a receive WQE, so it needs one
            receiverNotReady(p);
            return;
        }
        if (!lengthOk(p)) {
            return;
        }
        if (op.isFirstOrOnly()) {
            RemoteAccess ok = remote(p.reth(), Access.REMOTE_WRITE);
            if (ok.refusal() != null) {
                accessError(p, ok.refusal());
                return;
            }
            write = p.reth();
            writeMr = ok.mr();
            writeOffset = 0;
            state = ResponderState.IN_WRITE;
        }
        Payload data = p.payload();
        if (writeOffset + data.length() > write.dmaLength()) {
            invalid(p, "more data than the RETH announced (" + write.dmaLength() + " bytes)", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        if (writeMr != null && !writeMr.isValid()) {
            accessError(p, String.format(Locale.ROOT, "the memory region of rkey 0x%x was invalidated during the WRITE", write.rkey()));
            return;
        }
        if (data.length() > 0) {
            Dma.place(writeMr, (int) (write.virtualAddress() - writeMr.addr()) + writeOffset, data);
        }
        writeOffset += data.length();
        epsn = Psn.add(epsn, 1);
        if (op.isLastOrOnly()) {
            int length = writeOffset;
            int announced = write.dmaLength();
            write = null;
            writeMr = null;
            state = ResponderState.READY;
            if (length != announced) {
                invalid(p, "the WRITE carried " + length + " of the " + announced + " bytes its RETH announced", Syndrome.NAK_INVALID_REQUEST);
                return;
            }
            msn = msn + 1 & Aeth.MSN_MASK;
            if (p.immDt() != null) {
                RecvWr wr = t.qp().takeRecv();
                if (!t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.SUCCESS, WcOpcode.RECV_RDMA_WITH_IMM, length, p.immDt(),
                        t.qp().qpn(), 0, false), "RDMA WRITE with immediate received")) {
                    return;
                }
            }
        }
        acknowledgeIfAsked(p);
    }

    private void read(RocePacket p) {
        if (!t.qp().attributes().accessFlags.contains(Access.REMOTE_READ)) {
            invalid(p, "the QP does not allow REMOTE_READ", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        if (!lengthOk(p)) {
            return;
        }
        Reth reth = p.reth();
        RemoteAccess ok = remote(reth, Access.REMOTE_READ);
        if (ok.refusal() != null) {
            accessError(p, ok.refusal());
            return;
        }
        int mtu = t.qp().attributes().pathMtu;
        int packets = Math.max(1, (reth.dmaLength() + mtu - 1) / mtu);
        int psn = p.bth().psn();
        // rxe keeps max_dest_rd_atomic responder resources in a ring; the oldest goes when a new READ needs room
        while (reads.size() >= Math.max(1, t.qp().attributes().maxDestRdAtomic)) {
            reads.poll();
        }
        reads.add(new ReadResource(psn, Psn.add(psn, packets - 1), ok.mr(), reth.virtualAddress(), reth.dmaLength(), reth.rkey()));
        msn = msn + 1 & Aeth.MSN_MASK;
        respond(ok.mr(), psn, reth.virtualAddress(), reth.dmaLength(), "READ request");
        epsn = Psn.add(epsn, packets);
    }

    /** Sends READ responses (FIRST..LAST or ONLY) for [va, va+length) of {@code mr}, from {@code psn} on: memory already checked. */
    private void respond(MemoryRegion mr, int psn, long va, int length, String why) {
        int mtu = t.qp().attributes().pathMtu;
        int packets = Math.max(1, (length + mtu - 1) / mtu);
        for (int i = 0; i < packets; i++) {
            int off = i * mtu;
            int n = Math.min(mtu, length - off);
            Opcode op = packets == 1 ? Opcode.RC_RDMA_READ_RESPONSE_ONLY
                    : i == 0 ? Opcode.RC_RDMA_READ_RESPONSE_FIRST
                    : i == packets - 1 ? Opcode.RC_RDMA_READ_RESPONSE_LAST : Opcode.RC_RDMA_READ_RESPONSE_MIDDLE;
            Payload data = n > 0 ? new RegionPayload(mr, (int) (va - mr.addr()) + off, n) : Payload.EMPTY;
            Aeth aeth = op.has(Header.AETH) ? new Aeth(Syndrome.ack(), msn) : null;
            reply(op, Psn.add(psn, i), aeth, null, data, why);
        }
    }

    private void atomic(RocePacket p) {
        if (!t.qp().attributes().accessFlags.contains(Access.REMOTE_ATOMIC)) {
            invalid(p, "the QP does not allow REMOTE_ATOMIC", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        long va = p.atomicEth().virtualAddress();
        if (va % 8 != 0) {
            invalid(p, "atomic address 0x" + Long.toHexString(va) + " is not 8-byte aligned", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        RemoteAccess ok = checkRemote(p.atomicEth().rkey(), va, 8, Access.REMOTE_ATOMIC);
        if (ok.refusal() != null) {
            accessError(p, ok.refusal());
            return;
        }
        byte[] b = new byte[8];
        int at = (int) (va - ok.mr().addr());
        ok.mr().buffer().read(at, b, 0, 8);
        long original = 0;
        for (int i = 7; i >= 0; i--) {
            original = original << 8 | b[i] & 0xFF;
        }
        long updated = p.opcode() == Opcode.RC_COMPARE_SWAP
                ? original == p.atomicEth().compare() ? p.atomicEth().swapAdd() : original
                : original + p.atomicEth().swapAdd();
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (updated >>> 8 * i);
        }
        ok.mr().buffer().write(at, b, 0, 8);
        atomicReplay.put(p.bth().psn(), original);
        msn = msn + 1 & Aeth.MSN_MASK;
        epsn = Psn.add(epsn, 1);
        reply(Opcode.RC_ATOMIC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.ack(), msn), new AtomicAckEth(original), null,
                p.opcode() + ": " + original + " -> " + updated);
    }

    /** The memory region a remote access may use, or why not. */
    private record RemoteAccess(MemoryRegion mr, String refusal) {
    }

    /**
     * The memory a WRITE or READ reaches. One of zero bytes reaches none: its R_Key and address need not be valid and are
     * not checked (IBTA C9-88; rxe check_rkey executes a zero-byte READ or WRITE at once), so it has no region.
     */
    private RemoteAccess remote(Reth reth, Access access) {
        return reth.dmaLength() == 0 ? new RemoteAccess(null, null) : checkRemote(reth.rkey(), reth.virtualAddress(), reth.dmaLength(), access);
    }

    /** Whether the peer may touch [va, va+length) through {@code rkey} with {@code access} (IBTA 9.7.5.1.4, 10.6.3). */
    private RemoteAccess checkRemote(int rkey, long va, int length, Access access) {
        MemoryRegion mr = t.device().mrByRkey(rkey);
        if (mr == null || !mr.isValid()) {
            return new RemoteAccess(null, String.format(Locale.ROOT, "rkey 0x%x names no valid memory region", rkey));
        }
        if (mr.pd() != t.qp().pd()) {
            return new RemoteAccess(null, String.format(Locale.ROOT, "rkey 0x%x belongs to another protection domain", rkey));
        }
        if (!mr.covers(va, Integer.toUnsignedLong(length))) {
            return new RemoteAccess(null, String.format(Locale.ROOT, "[0x%x, +%d) lies outside the memory region of rkey 0x%x", va,
                    Integer.toUnsignedLong(length), rkey));
        }
        if (!mr.access().contains(access)) {
            return new RemoteAccess(null, String.format(Locale.ROOT, "the memory region of rkey 0x%x was not registered with %s", rkey, access));
        }
        return new RemoteAccess(mr, null);
    }

    private void acknowledgeIfAsked(RocePacket p) {
        if (t.qp().type() == QpType.RC && p.bth().ackReq()) {
            reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.ack(), msn), null, null, "AckReq");
        }
    }

    /**
     * A request the responder cannot carry out (IBTA class C): RC NAKs it, raises the affiliated
     * asynchronous event when no receive WQE can carry the error (C9-222.1.1), and moves to ERR; UC drops it.
     */
    private void invalid(RocePacket p, String why, int nakCode) {
        refuse(p, why, nakCode, DropReason.INVALID_REQUEST, AsyncEventType.QP_REQ_ERR);
    }

    private void accessError(RocePacket p, String why) {
        refuse(p, why, Syndrome.NAK_REMOTE_ACCESS_ERROR, DropReason.REMOTE_ACCESS, AsyncEventType.QP_ACCESS_ERR);
    }

    private void refuse(RocePacket p, String why, int nakCode, DropReason reason, AsyncEventType event) {
        if (t.qp().type() == QpType.UC) {
            discardMessage(p, why + ": UC drops the message");
            return;
        }
        t.drop(p, reason, why);
        reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(nakCode, msn), null, null, why);
        if (p.immDt() == null) {
            // rxe raises it unless the packet carries immediate data, whose receive WQE takes the error instead
            t.device().raise(event, t.qp(), why);
        }
        t.toError("responder: " + Syndrome.describe(nakCode) + " (" + why + ")");
    }

    private void discardMessage(RocePacket p, String why) {
        t.drop(p, DropReason.BROKEN_MESSAGE, why);
        state = ResponderState.DISCARDING;
        if (recv != null) {
            // the receive WQE is reused by the next message, as UC does
            t.qp().returnRecv(recv);
            recv = null;
        }
        write = null;
        writeMr = null;
    }

    private void reply(Opcode op, int psn, Aeth aeth, AtomicAckEth atomicAck, Payload data, String why) {
        Bth bth = Bth.of(op, t.qp().attributes().destQpn, psn, false);
        RocePacket r = new RocePacket(bth, null, null, null, aeth, atomicAck, null, null, data);
        t.send(r, t.qp().attributes().av, t.qp().attributes().destQpn, why, false);
    }

    /** UD: Q_Key, a receive WQE and room for the 40-byte GRH area plus the payload; otherwise the datagram is dropped. */
    private void receiveDatagram(RoceFrame frame) {
        RocePacket p = frame.packet();
        if (p.deth() == null) {
            t.drop(p, DropReason.DATAGRAM_REFUSED, "a UD QP takes only UD packets");
            return;
        }
        if (p.deth().qkey() != t.qp().attributes().qkey) {
            t.drop(p, DropReason.DATAGRAM_REFUSED, String.format(Locale.ROOT, "Q_Key 0x%x does not match the QP's 0x%x", p.deth().qkey(), t.qp().attributes().qkey));
            return;
        }
        RecvWr wr = t.qp().takeRecv();
        if (wr == null) {
            t.drop(p, DropReason.DATAGRAM_REFUSED, "no receive WQE posted: UD drops the datagram");
            return;
        }
        int length = GRH_BYTES + p.payload().length();
        if (length > Dma.total(wr.sges())) {
            t.drop(p, DropReason.DATAGRAM_REFUSED, "the datagram and its 40-byte GRH area do not fit the receive buffer");
            t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.LOC_LEN_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0, false),
                    "the datagram and its 40-byte GRH area do not fit the receive buffer");
            return;
        }
        String bad = Dma.checkReceive(t.qp(), wr.sges());
        if (bad == null) {
            bad = Dma.unwritable(t.device(), wr.sges(), 0, length);
        }
        if (bad != null) {
            t.drop(p, DropReason.DATAGRAM_REFUSED, "the receive WQE wr_id " + wr.wrId() + " cannot take data: " + bad);
            if (t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.LOC_QP_OP_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0,
                    false), bad)) {
                t.toError("responder: malformed receive WQE (" + bad + ")");
            }
            return;
        }
        byte[] grh = grh(frame);
        Dma.scatter(t.device(), wr.sges(), 0, grh, 0, GRH_BYTES);
        Dma.scatter(t.device(), wr.sges(), GRH_BYTES, p.payload());
        t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.SUCCESS, WcOpcode.RECV, length, p.immDt(), t.qp().qpn(),
                p.deth().srcQp(), true), "datagram received");
    }

    /** The 40 bytes before a UD payload: the IPv6 header, or for IPv4 20 zero bytes then the IPv4 header (Linux ib_get_grh). */
    private static byte[] grh(RoceFrame frame) {
        byte[] out = new byte[GRH_BYTES];
        IpHeader ip = frame.ip();
        if (ip instanceof IpHeader.V4 v4) {
            out[20] = 0x45;
            out[21] = (byte) v4.tos();
            out[28] = (byte) v4.ttl();
            out[29] = 17;
            System.arraycopy(v4.src(), 0, out, 32, 4);
            System.arraycopy(v4.dst(), 0, out, 36, 4);
        } else if (ip instanceof IpHeader.V6 v6) {
            out[0] = (byte) (0x60 | v6.trafficClass() >> 4);
            out[6] = 17;
            out[7] = (byte) v6.hopLimit();
            System.arraycopy(v6.src(), 0, out, 8, 16);
            System.arraycopy(v6.dst(), 0, out, 24, 16);
        }
        return out;
    }

    record Saved(ResponderState state, int epsn, int msn, int sequenceNakFor, RecvWr recv, int recvOffset, Reth write, MemoryRegion writeMr,
            int writeOffset, ReadResource[] reads, Map<Integer, Long> atomicReplay) {
    }

    Saved save() {
        return new Saved(state, epsn, msn, sequenceNakFor, recv, recvOffset, write, writeMr, writeOffset, reads.toArray(new ReadResource[0]),
                new LinkedHashMap<>(atomicReplay));
    }

    void restore(Saved s) {
        state = s.state;
        epsn = s.epsn;
        msn = s.msn;
        sequenceNakFor = s.sequenceNakFor;
        recv = s.recv;
        recvOffset = s.recvOffset;
        write = s.write;
        writeMr = s.writeMr;
        writeOffset = s.writeOffset;
        reads = new ArrayDeque<>(List.of(s.reads));
        atomicReplay = replayCache();
        atomicReplay.putAll(s.atomicReplay);
    }
}
