package rdma.workbench.model.authoring;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.RocePorts;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.Port;

/**
 * Adds one exchange on a connection to the ends of both programs, under fresh names: the memory
 * regions it needs (registered with exactly the access the operation needs: LOCAL_WRITE wherever
 * the NIC writes, REMOTE_WRITE / REMOTE_READ / REMOTE_ATOMIC on the responder's region, which
 * ibv_reg_mr requires LOCAL_WRITE beside), the responder QP's matching right (qp_access_flags,
 * which the responder checks too), Syncs so that the receive is posted and the rkey known before
 * the request goes out, the post, the polls with the completions expected (status, opcode,
 * byte_len, wr_id) and a check of the bytes where they land.
 */
public final class ExchangeGenerator {

    /** Bytes ahead of a UD message in the receive buffer: room for the GRH (ibv_post_recv(3), UD). */
    public static final int GRH_BYTES = 40;

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private ExchangeGenerator() {
    }

    /** Null when {@code kind} can be added on {@code c} with {@code initiator} sending {@code bytes}; else why not. */
    public static String problem(ExchangeKind kind, QpConnection c, Program initiator, int bytes) {
        if (c == null) {
            return "There is no connection yet: connect an RC QP pair first";
        }
        if (initiator == null || !c.joins(initiator)) {
            return capitalize(ModelLabels.of(initiator)) + " holds neither end of the connection " + c.label();
        }
        QpType type = c.type();
        if ((kind == ExchangeKind.RDMA_READ || kind == ExchangeKind.ATOMIC) && type != QpType.RC) {
            return "An " + kind.label() + " needs an RC connection: " + type + " queue pairs only carry "
                    + (type == QpType.UD ? "SEND" : "SEND and RDMA WRITE") + " (ibv_post_send(3))";
        }
        if (kind == ExchangeKind.RDMA_WRITE && type == QpType.UD) {
            return "An RDMA WRITE needs a connection: UD queue pairs only carry SEND (ibv_post_send(3))";
        }
        if (kind.hasSize()) {
            if (bytes < 1) {
                return "The message must be at least 1 byte (it is " + bytes + ")";
            }
            if (bytes > MessageData.MAX_BYTES) {
                return "The message may be at most " + MessageData.MAX_BYTES + " bytes (it is " + bytes
                        + "): the generator writes all of it into the scenario, as the data sent and as the data checked";
            }
            if (type == QpType.UD) {
                int mtu = udMtu(c);
                if (bytes > mtu) {
                    return "A UD message fits in one packet: at most " + mtu + " bytes here, the RoCE MTU of the ports (it is " + bytes
                            + "); UD does not segment";
                }
            }
        }
        for (CreateQp qp : List.of(c.a(), c.b())) {
            if (qp.getPd() == null || qp.getSendCq() == null || qp.getRecvCq() == null) {
                return capitalize(ModelLabels.of(qp)) + " of " + ModelLabels.of(Programs.programOf(qp)) + " lacks its "
                        + (qp.getPd() == null ? "PD" : qp.getSendCq() == null ? "send CQ" : "receive CQ");
            }
        }
        if (kind != ExchangeKind.SEND_RECV && ResponderRights.initStep(c.peerOf(initiator)) == null) {
            return capitalize(ModelLabels.of(c.peerOf(initiator))) + " has no RESET to INIT step with access flags to grant the "
                    + kind.label() + " in";
        }
        if (type == QpType.UD && addressHandle(c, initiator) == null) {
            return capitalize(ModelLabels.of(initiator)) + " has no address handle towards "
                    + ModelLabels.of(Programs.programOf(c.peerOf(initiator))) + " in the PD of " + ModelLabels.of(c.qpOf(initiator));
        }
        return null;
    }

    /** {@code sender} SENDs {@code bytes} into a receive the peer posted first; the peer checks them. */
    public static List<Step> addSendRecv(QpConnection c, Program sender, int bytes) {
        check(ExchangeKind.SEND_RECV, c, sender, bytes);
        Program receiver = Programs.programOf(c.peerOf(sender));
        CreateQp out = c.qpOf(sender);
        CreateQp in = c.peerOf(sender);
        boolean ud = c.type() == QpType.UD;
        int landing = ud ? GRH_BYTES : 0;
        StepWriter w = new StepWriter();
        RegMr inbox = mr(w, receiver, "inbox", in, landing + bytes, null, AccessFlag.LOCAL_WRITE);
        PostRecv recv = S.createPostRecv();
        recv.setQp(in);
        recv.setWrId(StepWriter.freshWrId(receiver));
        recv.getSges().add(sge(inbox, landing + bytes));
        recv.setComment(ud ? "UD receive buffers start with " + GRH_BYTES + " bytes for the GRH." : "The receive the SEND will consume.");
        w.append(receiver, "recv", recv);
        RegMr outbox = mr(w, sender, "outbox", out, bytes, MessageData.pattern(bytes), AccessFlag.LOCAL_WRITE);
        w.meet(sender, receiver, "recv-posted",
                "The receive is posted before the SEND leaves, or the SEND finds an empty receive queue" + (ud ? " and is dropped." : " (RNR NAK)."));
        PostSend send = post(sender, out, WrOpcode.SEND, outbox, bytes);
        if (ud) {
            send.setAh(addressHandle(c, sender));
            send.setRemoteQp(in);
            send.setRemoteQkey(ConnectionGenerator.UD_QKEY);
            send.setComment("UD_SEND_ONLY with a DETH carrying the Q_Key and our QP number.");
        }
        w.append(sender, "send", send);
        poll(w, sender, "poll-send", out.getSendCq(), expected(send.getWrId(), WcOpcode.SEND, bytes));
        ExpectedCompletion got = expected(recv.getWrId(), WcOpcode.RECV, landing + bytes);
        if (ud) {
            got.setSrcQp(out);
        }
        poll(w, receiver, "poll-recv", in.getRecvCq(), got);
        check(w, receiver, "check-recv", inbox, landing, MessageData.pattern(bytes), DataFormat.TEXT);
        return w.created();
    }

    /**
     * {@code writer} writes {@code bytes} into a region the peer registered with REMOTE_WRITE. On RC
     * the writer's completion means the peer acknowledged, so a Sync then lets the peer look. UC
     * acknowledges nothing: its completion only means "sent", so the write carries immediate data
     * and the peer waits for the receive completion that tells it the data is there.
     */
    public static List<Step> addWrite(QpConnection c, Program writer, int bytes) {
        check(ExchangeKind.RDMA_WRITE, c, writer, bytes);
        Program target = Programs.programOf(c.peerOf(writer));
        CreateQp out = c.qpOf(writer);
        CreateQp in = c.peerOf(writer);
        boolean uc = c.type() == QpType.UC;
        StepWriter w = new StepWriter();
        ResponderRights.grant(in, AccessFlag.REMOTE_WRITE);
        RegMr dest = mr(w, target, "write-target", in, bytes, null, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE);
        dest.setComment("REMOTE_WRITE needs LOCAL_WRITE too: the NIC writes into this buffer.");
        PostRecv notice = null;
        if (uc) {
            notice = S.createPostRecv();
            notice.setQp(in);
            notice.setWrId(StepWriter.freshWrId(target));
            notice.setComment("A WRITE with immediate consumes a receive but writes nothing into it.");
            w.append(target, "recv-imm", notice);
        }
        RegMr source = mr(w, writer, "write-source", out, bytes, MessageData.pattern(bytes), AccessFlag.LOCAL_WRITE);
        w.meet(writer, target, "write-ready", "The writer learns the target buffer's address and rkey" + (uc ? "; the receive is posted." : "."));
        PostSend write = post(writer, out, uc ? WrOpcode.RDMA_WRITE_WITH_IMM : WrOpcode.RDMA_WRITE, source, bytes);
        write.setRemoteMr(dest);
        write.setRemoteOffset(0);
        if (uc) {
            write.setImmData(write.getWrId());
            write.setComment("UC has no ACK: the immediate tells the target when the data is there.");
        }
        w.append(writer, "write", write);
        poll(w, writer, "poll-write", out.getSendCq(), expected(write.getWrId(), WcOpcode.RDMA_WRITE, bytes));
        if (uc) {
            ExpectedCompletion imm = expected(notice.getWrId(), WcOpcode.RECV_RDMA_WITH_IMM, bytes);
            imm.setImmData(write.getImmData());
            poll(w, target, "poll-imm", in.getRecvCq(), imm);
        } else {
            w.meet(writer, target, "write-done", "The writer's completion means the target acknowledged: the data is in place.");
        }
        check(w, target, "check-write", dest, 0, MessageData.pattern(bytes), DataFormat.TEXT);
        return w.created();
    }

    /** {@code reader} reads {@code bytes} out of a region the peer registered with REMOTE_READ; the peer's CPU does nothing. */
    public static List<Step> addRead(QpConnection c, Program reader, int bytes) {
        check(ExchangeKind.RDMA_READ, c, reader, bytes);
        Program owner = Programs.programOf(c.peerOf(reader));
        CreateQp out = c.qpOf(reader);
        CreateQp in = c.peerOf(reader);
        StepWriter w = new StepWriter();
        ResponderRights.grant(in, AccessFlag.REMOTE_READ);
        ResponderRights.readAtomicDepth(out, in);
        RegMr source = mr(w, owner, "read-source", in, bytes, MessageData.pattern(bytes), AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_READ);
        RegMr sink = mr(w, reader, "read-sink", out, bytes, null, AccessFlag.LOCAL_WRITE);
        w.meet(reader, owner, "read-ready", "The reader learns the source buffer's address and rkey.");
        PostSend read = post(reader, out, WrOpcode.RDMA_READ, sink, bytes);
        read.setRemoteMr(source);
        read.setRemoteOffset(0);
        read.setComment("One READ request; the responder answers with as many response packets as the path MTU needs.");
        w.append(reader, "read", read);
        poll(w, reader, "poll-read", out.getSendCq(), expected(read.getWrId(), WcOpcode.RDMA_READ, bytes));
        check(w, reader, "check-read", sink, 0, MessageData.pattern(bytes), DataFormat.TEXT);
        w.meet(reader, owner, "read-done", "The owner keeps its buffer registered until the reader is done, as ibv_rc_pingpong's server waits for its client.");
        return w.created();
    }

    /** {@code initiator} runs {@code op} on an 8-byte counter the peer registered with REMOTE_ATOMIC; both sides check the values. */
    public static List<Step> addAtomic(QpConnection c, Program initiator, AtomicOperation op) {
        check(ExchangeKind.ATOMIC, c, initiator, 8);
        Program owner = Programs.programOf(c.peerOf(initiator));
        CreateQp out = c.qpOf(initiator);
        CreateQp in = c.peerOf(initiator);
        StepWriter w = new StepWriter();
        ResponderRights.grant(in, AccessFlag.REMOTE_ATOMIC);
        ResponderRights.readAtomicDepth(out, in);
        RegMr counter = mr(w, owner, "counter", in, 8, MessageData.littleEndianHex(AtomicOperation.INITIAL), AccessFlag.LOCAL_WRITE,
                AccessFlag.REMOTE_ATOMIC);
        counter.setDataFormat(DataFormat.HEX);
        counter.setComment("8 aligned bytes, " + AtomicOperation.INITIAL + " in little-endian host order.");
        RegMr old = mr(w, initiator, "old-value", out, 8, null, AccessFlag.LOCAL_WRITE);
        w.meet(initiator, owner, "atomic-ready", "The initiator learns the counter's address and rkey.");
        PostSend atomic = post(initiator, out, op.wrOpcode(), old, 8);
        atomic.setRemoteMr(counter);
        atomic.setRemoteOffset(0);
        atomic.setCompareAdd(op.compareAdd());
        atomic.setSwap(op.swap());
        atomic.setComment(op == AtomicOperation.COMPARE_AND_SWAP ? "If the counter holds " + op.compareAdd() + ", make it " + op.swap()
                + "; the old value comes back either way." : "Add " + op.compareAdd() + " and bring back the value before.");
        w.append(initiator, op.stepName(), atomic);
        poll(w, initiator, "poll-" + op.stepName(), out.getSendCq(), expected(atomic.getWrId(), op.wcOpcode(), 8));
        check(w, initiator, "check-old-value", old, 0, MessageData.littleEndianHex(AtomicOperation.INITIAL), DataFormat.HEX);
        w.meet(initiator, owner, "atomic-done", "The initiator's completion means the responder executed the atomic.");
        check(w, owner, "check-counter", counter, 0, MessageData.littleEndianHex(op.result()), DataFormat.HEX);
        return w.created();
    }

    private static void check(ExchangeKind kind, QpConnection c, Program initiator, int bytes) {
        String problem = problem(kind, c, initiator, bytes);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    private static CreateAh addressHandle(QpConnection c, Program sender) {
        Program receiver = Programs.programOf(c.peerOf(sender));
        Port port = RocePorts.port(Programs.device(receiver));
        for (Step s : sender.getSteps()) {
            if (s instanceof CreateAh ah && ah.getPd() == c.qpOf(sender).getPd() && ah.getDestGid() != null && ah.getDestGid().eContainer() == port) {
                return ah;
            }
        }
        return null;
    }

    /** The RoCE MTU of the ports at both ends: a UD message is one packet (UD does not segment). */
    private static int udMtu(QpConnection c) {
        Port a = Programs.port(c.a());
        Port b = Programs.port(c.b());
        return a == null || b == null ? 0 : RocePorts.sharedMtuBytes(a, b);
    }

    private static RegMr mr(StepWriter w, Program p, String name, CreateQp qp, int length, String data, AccessFlag... access) {
        RegMr mr = S.createRegMr();
        mr.setPd(qp.getPd());
        mr.setLength(length);
        mr.getAccess().addAll(List.of(access));
        mr.setInitialData(data);
        return w.append(p, name, mr);
    }

    private static Sge sge(RegMr mr, int length) {
        Sge sge = S.createSge();
        sge.setMr(mr);
        sge.setOffset(0);
        sge.setLength(length);
        return sge;
    }

    private static PostSend post(Program p, CreateQp qp, WrOpcode opcode, RegMr local, int length) {
        PostSend send = S.createPostSend();
        send.setQp(qp);
        send.setWrId(StepWriter.freshWrId(p));
        send.setOpcode(opcode);
        send.getSendFlags().add(SendFlag.SIGNALED);
        send.getSges().add(sge(local, length));
        return send;
    }

    private static ExpectedCompletion expected(long wrId, WcOpcode opcode, int byteLen) {
        ExpectedCompletion e = S.createExpectedCompletion();
        e.setWrId(wrId);
        e.setOpcode(opcode);
        e.setByteLen(byteLen);
        return e;
    }

    private static void poll(StepWriter w, Program p, String name, CreateCq cq, ExpectedCompletion e) {
        PollCq poll = S.createPollCq();
        poll.setCq(cq);
        poll.getExpected().add(e);
        w.append(p, name, poll);
    }

    private static void check(StepWriter w, Program p, String name, RegMr mr, int offset, String data, DataFormat format) {
        CheckMemory c = S.createCheckMemory();
        c.setMr(mr);
        c.setOffset(offset);
        c.setExpectedData(data);
        c.setDataFormat(format);
        w.append(p, name, c);
    }
}
