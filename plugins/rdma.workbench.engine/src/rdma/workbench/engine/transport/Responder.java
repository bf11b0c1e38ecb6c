package rdma.workbench.engine.transport;

import java.util.LinkedHashMap;
import java.util.Map;

import rdma.workbench.engine.verbs.Access;
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
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Carries out incoming requests (rxe_resp.c's role). Checks, in this order: PSN (ahead: one NAK
 * with the expected PSN, then silence; behind: a duplicate), opcode sequence, the QP's access
 * flags, a receive WQE for SENDs (else RNR NAK), length, then R_Key, bounds and the MR's access.
 * A duplicate SEND or WRITE is acknowledged again without running twice, a duplicate READ is
 * answered again from memory, a duplicate atomic from the replay cache. UC drops a broken message
 * silently; UD drops what it cannot take.
 */
final class Responder {

    /** rxe keeps the results of recent atomics so a retried one is never executed twice. */
    private static final int ATOMIC_REPLAY_ENTRIES = 16;

    private final QpTransport t;
    private int epsn;
    private int msn;
    private boolean nakSent;
    /** The receive WQE a multi-packet SEND fills, and how far. */
    private RecvWr recv;
    private int recvOffset;
    /** The RETH of a multi-packet WRITE, and how far. */
    private Reth write;
    private int writeOffset;
    /** UC: a message was broken; drop until the next FIRST or ONLY. */
    private boolean discarding;
    private final Map<Integer, Long> atomicReplay = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, Long> e) {
            return size() > ATOMIC_REPLAY_ENTRIES;
        }
    };

    Responder(QpTransport t) {
        this.t = t;
    }

    void start(int rqPsn) {
        epsn = rqPsn;
        msn = 0;
        nakSent = false;
        recv = null;
        write = null;
        discarding = false;
    }

    int expectedPsn() {
        return epsn;
    }

    int msn() {
        return msn;
    }

    void receive(RoceFrame frame) {
        RocePacket p = frame.packet();
        QpState s = t.qp().state();
        if (s != QpState.RTR && s != QpState.RTS) {
            t.drop(p, "the QP is in " + s + " and does not receive");
            return;
        }
        if (t.qp().type() == QpType.UD) {
            receiveDatagram(frame);
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
        nakSent = false;
        Opcode op = p.opcode();
        if (!sequenceOk(op)) {
            invalid(p, op + " does not continue the message in progress", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        switch (op.kind()) {
            case SEND -> send(p);
            case WRITE -> write(p);
            case READ -> read(p);
            case ATOMIC -> atomic(p);
            default -> t.drop(p, op + " is not a request");
        }
    }

    private void outOfSequence(RocePacket p) {
        if (t.qp().type() == QpType.UC) {
            discardMessage(p, "PSN " + p.bth().psn() + " but " + epsn + " was expected: UC drops the broken message");
            epsn = Psn.add(p.bth().psn(), 1);
            return;
        }
        if (nakSent) {
            t.drop(p, "PSN " + p.bth().psn() + " is ahead of " + epsn + "; a sequence NAK is already out");
            return;
        }
        nakSent = true;
        t.drop(p, "PSN " + p.bth().psn() + " is ahead of the expected " + epsn + ": a packet was lost");
        reply(Opcode.RC_ACKNOWLEDGE, epsn, new Aeth(Syndrome.NAK_PSN_SEQUENCE_ERROR, msn), null, null, "PSN sequence error");
    }

    private void duplicate(RocePacket p) {
        if (t.qp().type() == QpType.UC) {
            t.drop(p, "PSN " + p.bth().psn() + " was already received");
            return;
        }
        Opcode op = p.opcode();
        if (op == Opcode.RC_RDMA_READ_REQUEST) {
            t.note("duplicate READ PSN " + p.bth().psn() + ": answering again from memory");
            respondToRead(p, true);
        } else if (op.kind() == Opcode.Kind.ATOMIC) {
            Long original = atomicReplay.get(p.bth().psn());
            if (original == null) {
                t.drop(p, "duplicate atomic PSN " + p.bth().psn() + " is no longer in the replay cache");
                return;
            }
            t.note("duplicate atomic PSN " + p.bth().psn() + ": answering from the replay cache, not executing again");
            reply(Opcode.RC_ATOMIC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.ack(), msn), new AtomicAckEth(original), null, "duplicate");
        } else {
            t.note("duplicate " + op + " PSN " + p.bth().psn() + ": acknowledged again, not executed");
            if (p.bth().ackReq()) {
                reply(Opcode.RC_ACKNOWLEDGE, Psn.add(epsn, -1), new Aeth(Syndrome.ack(), msn), null, null, "duplicate");
            }
        }
    }

    private boolean sequenceOk(Opcode op) {
        boolean inSend = recv != null;
        boolean inWrite = write != null;
        return switch (op.position()) {
            case FIRST, ONLY -> !inSend && !inWrite;
            case MIDDLE, LAST -> op.kind() == Opcode.Kind.SEND ? inSend : op.kind() == Opcode.Kind.WRITE && inWrite;
        };
    }

    private void send(RocePacket p) {
        Opcode op = p.opcode();
        if (restOfBrokenMessage(p)) {
            return;
        }
        if (op.isFirstOrOnly()) {
            RecvWr wr = t.qp().peekRecv();
            if (wr == null) {
                receiverNotReady(p);
                return;
            }
            recv = t.qp().takeRecv();
            recvOffset = 0;
        }
        if (recvOffset + p.payload().length > Dma.total(recv.sges())) {
            RecvWr failed = recv;
            recv = null;
            t.complete(t.qp().recvCq(), new WorkCompletion(failed.wrId(), WcStatus.LOC_LEN_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0, false),
                    "the message is longer than the receive buffer (" + Dma.total(failed.sges()) + " bytes)");
            invalid(p, "message longer than the receive buffer", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        Dma.scatter(t.device(), recv.sges(), recvOffset, p.payload());
        recvOffset += p.payload().length;
        epsn = Psn.add(epsn, 1);
        if (op.isLastOrOnly()) {
            RecvWr done = recv;
            recv = null;
            msn = msn + 1 & Aeth.MSN_MASK;
            if (p.ieth() != null) {
                MemoryRegion mr = t.device().mrByRkey(p.ieth());
                if (mr != null) {
                    mr.invalidate();
                }
            }
            t.complete(t.qp().recvCq(), new WorkCompletion(done.wrId(), WcStatus.SUCCESS, WcOpcode.RECV, recvOffset, p.immDt(), t.qp().qpn(),
                    0, false), "message received");
        }
        acknowledgeIfAsked(p);
    }

    /** UC: drops the MIDDLE and LAST packets of a message whose start was lost; a FIRST or ONLY ends the discarding. */
    private boolean restOfBrokenMessage(RocePacket p) {
        if (discarding && !p.opcode().isFirstOrOnly()) {
            t.drop(p, "part of a broken UC message");
            epsn = Psn.add(epsn, 1);
            return true;
        }
        discarding = false;
        return false;
    }

    private void receiverNotReady(RocePacket p) {
        if (t.qp().type() == QpType.UC) {
            discardMessage(p, "no receive WQE posted: UC drops the message");
            epsn = Psn.add(epsn, 1);
            return;
        }
        int timer = t.qp().attributes().minRnrTimer;
        t.drop(p, "no receive WQE posted: receiver not ready");
        reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.rnrNak(timer), msn), null, null, "no receive WQE");
    }

    private void write(RocePacket p) {
        Opcode op = p.opcode();
        if (restOfBrokenMessage(p)) {
            return;
        }
        if (!t.qp().attributes().accessFlags.contains(Access.REMOTE_WRITE)) {
            invalid(p, "the QP does not allow REMOTE_WRITE", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        if (op.isFirstOrOnly()) {
            String bad = checkRemote(p.reth().rkey(), p.reth().virtualAddress(), p.reth().dmaLength(), Access.REMOTE_WRITE);
            if (bad != null) {
                invalid(p, bad, Syndrome.NAK_REMOTE_ACCESS_ERROR);
                return;
            }
            write = p.reth();
            writeOffset = 0;
        }
        if (writeOffset + p.payload().length > write.dmaLength()) {
            invalid(p, "more data than the RETH announced", Syndrome.NAK_INVALID_REQUEST);
            return;
        }
        t.device().memory().write(write.virtualAddress() + writeOffset, p.payload(), 0, p.payload().length);
        writeOffset += p.payload().length;
        epsn = Psn.add(epsn, 1);
        if (op.isLastOrOnly()) {
            int length = writeOffset;
            write = null;
            msn = msn + 1 & Aeth.MSN_MASK;
            if (p.immDt() != null) {
                RecvWr wr = t.qp().takeRecv();
                if (wr == null) {
                    t.note("WRITE with immediate found no receive WQE");
                } else {
                    t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.SUCCESS, WcOpcode.RECV_RDMA_WITH_IMM, length, p.immDt(),
                            t.qp().qpn(), 0, false), "RDMA WRITE with immediate received");
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
        String bad = checkRemote(p.reth().rkey(), p.reth().virtualAddress(), p.reth().dmaLength(), Access.REMOTE_READ);
        if (bad != null) {
            invalid(p, bad, Syndrome.NAK_REMOTE_ACCESS_ERROR);
            return;
        }
        msn = msn + 1 & Aeth.MSN_MASK;
        int packets = respondToRead(p, false);
        epsn = Psn.add(epsn, packets);
    }

    /** Sends the READ responses (FIRST..LAST or ONLY) from PSN of the request on; returns how many. */
    private int respondToRead(RocePacket p, boolean replay) {
        int mtu = t.qp().attributes().pathMtu;
        int length = p.reth().dmaLength();
        int packets = Math.max(1, (length + mtu - 1) / mtu);
        int psn = p.bth().psn();
        for (int i = 0; i < packets; i++) {
            int off = i * mtu;
            int n = Math.min(mtu, length - off);
            Opcode op = packets == 1 ? Opcode.RC_RDMA_READ_RESPONSE_ONLY
                    : i == 0 ? Opcode.RC_RDMA_READ_RESPONSE_FIRST
                    : i == packets - 1 ? Opcode.RC_RDMA_READ_RESPONSE_LAST : Opcode.RC_RDMA_READ_RESPONSE_MIDDLE;
            byte[] data = n > 0 ? t.device().memory().read(p.reth().virtualAddress() + off, n) : new byte[0];
            Aeth aeth = op.has(rdma.workbench.engine.wire.Header.AETH) ? new Aeth(Syndrome.ack(), msn) : null;
            reply(op, Psn.add(psn, i), aeth, null, data, replay ? "duplicate READ" : "READ request");
        }
        return packets;
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
        String bad = checkRemote(p.atomicEth().rkey(), va, 8, Access.REMOTE_ATOMIC);
        if (bad != null) {
            invalid(p, bad, Syndrome.NAK_REMOTE_ACCESS_ERROR);
            return;
        }
        long original = t.device().memory().readLong(va);
        long updated = p.opcode() == Opcode.RC_COMPARE_SWAP
                ? original == p.atomicEth().compare() ? p.atomicEth().swapAdd() : original
                : original + p.atomicEth().swapAdd();
        t.device().memory().writeLong(va, updated);
        atomicReplay.put(p.bth().psn(), original);
        msn = msn + 1 & Aeth.MSN_MASK;
        epsn = Psn.add(epsn, 1);
        reply(Opcode.RC_ATOMIC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.ack(), msn), new AtomicAckEth(original), null,
                p.opcode() + ": " + original + " -> " + updated);
    }

    /** Why the peer may not touch [va, va+length) through {@code rkey} with {@code access}, or null (IBTA 9.7.5.1.4, 10.6.3). */
    private String checkRemote(int rkey, long va, int length, Access access) {
        MemoryRegion mr = t.device().mrByRkey(rkey);
        if (mr == null || !mr.isValid()) {
            return String.format("rkey 0x%x names no valid memory region", rkey);
        }
        if (mr.pd() != t.qp().pd()) {
            return String.format("rkey 0x%x belongs to another protection domain", rkey);
        }
        if (!mr.covers(va, length)) {
            return String.format("[0x%x, +%d) lies outside the memory region of rkey 0x%x", va, length, rkey);
        }
        if (!mr.access().contains(access)) {
            return String.format("the memory region of rkey 0x%x was not registered with %s", rkey, access);
        }
        return null;
    }

    private void acknowledgeIfAsked(RocePacket p) {
        if (t.qp().type() == QpType.RC && p.bth().ackReq()) {
            reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(Syndrome.ack(), msn), null, null, "AckReq");
        }
    }

    /** A request the responder cannot carry out: RC NAKs it and both sides go to ERR; UC drops it. */
    private void invalid(RocePacket p, String why, int nakCode) {
        if (t.qp().type() == QpType.UC) {
            discardMessage(p, why + ": UC drops the message");
            return;
        }
        t.drop(p, why);
        reply(Opcode.RC_ACKNOWLEDGE, p.bth().psn(), new Aeth(nakCode, msn), null, null, why);
        t.toError("responder: " + Syndrome.describe(nakCode) + " (" + why + ")");
    }

    private void discardMessage(RocePacket p, String why) {
        t.drop(p, why);
        discarding = true;
        if (recv != null) {
            // the receive WQE is reused by the next message, as UC does
            t.qp().recvQueue().addFirst(recv);
            recv = null;
        }
        write = null;
    }

    private void reply(Opcode op, int psn, Aeth aeth, AtomicAckEth atomicAck, byte[] data, String cause) {
        Bth bth = Bth.of(op, t.qp().attributes().destQpn, psn, false);
        RocePacket r = new RocePacket(bth, null, null, null, aeth, atomicAck, null, null, data);
        t.rnic().send(t.qp(), r, t.qp().attributes().av, t.qp().attributes().destQpn, cause);
    }

    /** UD: Q_Key, a receive WQE and room for the 40-byte GRH area plus the payload; otherwise the datagram is dropped. */
    private void receiveDatagram(RoceFrame frame) {
        RocePacket p = frame.packet();
        if (p.deth() == null) {
            t.drop(p, "a UD QP takes only UD packets");
            return;
        }
        if (p.deth().qkey() != t.qp().attributes().qkey) {
            t.drop(p, String.format("Q_Key 0x%x does not match the QP's 0x%x", p.deth().qkey(), t.qp().attributes().qkey));
            return;
        }
        RecvWr wr = t.qp().takeRecv();
        if (wr == null) {
            t.drop(p, "no receive WQE posted: UD drops the datagram");
            return;
        }
        int length = 40 + p.payload().length;
        if (length > Dma.total(wr.sges())) {
            t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.LOC_LEN_ERR, WcOpcode.RECV, 0, null, t.qp().qpn(), 0, false),
                    "the datagram and its 40-byte GRH area do not fit the receive buffer");
            return;
        }
        Dma.scatter(t.device(), wr.sges(), 0, grh(frame));
        Dma.scatter(t.device(), wr.sges(), 40, p.payload());
        t.complete(t.qp().recvCq(), new WorkCompletion(wr.wrId(), WcStatus.SUCCESS, WcOpcode.RECV, length, p.immDt(), t.qp().qpn(),
                p.deth().srcQp(), true), "datagram received");
    }

    /** The 40 bytes before a UD payload: the IPv6 header, or for IPv4 20 zero bytes then the IPv4 header (Linux ib_get_grh). */
    private static byte[] grh(RoceFrame frame) {
        byte[] out = new byte[40];
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
}
