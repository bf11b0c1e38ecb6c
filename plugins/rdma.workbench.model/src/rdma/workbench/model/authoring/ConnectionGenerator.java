package rdma.workbench.model.authoring;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.network.RocePorts;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;

/**
 * Sets up a queue pair in each of two programs the way ibv_rc_pingpong and ibv_ud_pingpong do,
 * appending the steps to the programs' ends under fresh names: a PD, a CQ, the QP, RESET to INIT,
 * the out-of-band exchange of QP numbers and GIDs (a Sync), then INIT to RTR towards the peer and
 * RTR to RTS. The memory regions come with the exchanges (see {@link ExchangeGenerator}), each
 * registered with exactly the access its operation needs.
 */
public final class ConnectionGenerator {

    /** The Q_Key both ends of a generated UD pair use; ibv_ud_pingpong's 0x11111111. */
    public static final long UD_QKEY = 0x11111111L;

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private ConnectionGenerator() {
    }

    /** An RC connection at the largest path MTU both ports carry. */
    public static NewConnection connectRc(Program a, Program b) {
        return connect(a, b, QpType.RC, null);
    }

    public static NewConnection connectRc(Program a, Program b, Mtu pathMtu) {
        return connect(a, b, QpType.RC, pathMtu);
    }

    public static NewConnection connectUc(Program a, Program b, Mtu pathMtu) {
        return connect(a, b, QpType.UC, pathMtu);
    }

    /** A UD QP in each program and an address handle towards the other's GID, so either can send datagrams to the other. */
    public static NewConnection connectUd(Program a, Program b) {
        return connect(a, b, QpType.UD, null);
    }

    /** Null when {@code a} and {@code b} can be joined by QPs of {@code type}; else why not, naming the rule. */
    public static String problem(Program a, Program b, QpType type) {
        if (a == null || b == null) {
            return "Choose two programs to connect";
        }
        if (a == b) {
            return "Choose two different programs: a queue pair connects to a queue pair of another program";
        }
        if (!(a.eContainer() instanceof Scenario) || a.eContainer() != b.eContainer()) {
            return capitalize(ModelLabels.of(a)) + " and " + ModelLabels.of(b) + " are not programs of one scenario";
        }
        for (Program p : List.of(a, b)) {
            if (p.getHost() == null) {
                return capitalize(ModelLabels.of(p)) + " runs on no host";
            }
            if (Programs.device(p) == null) {
                return capitalize(ModelLabels.of(p)) + " runs on " + ModelLabels.of(p.getHost()) + ", which has no RDMA device";
            }
        }
        return PeerRules.reason(Programs.device(a), a.getNamespace(), Programs.device(b), b.getNamespace(), type);
    }

    /** The largest path MTU the ports of both programs' devices carry, or null when they cannot be connected at all. */
    public static Mtu largestPathMtu(Program a, Program b) {
        if (problem(a, b, QpType.RC) != null) {
            return null;
        }
        return RocePorts.mtu(RocePorts.sharedMtuBytes(RocePorts.port(Programs.device(a)), RocePorts.port(Programs.device(b))));
    }

    private static NewConnection connect(Program a, Program b, QpType type, Mtu requested) {
        String problem = problem(a, b, type);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Mtu mtu = requested != null ? requested : largestPathMtu(a, b);
        int shared = RocePorts.sharedMtuBytes(RocePorts.port(Programs.device(a)), RocePorts.port(Programs.device(b)));
        if (type != QpType.UD && RoceMtu.bytes(mtu) > shared) {
            throw new IllegalArgumentException("Path MTU " + RoceMtu.bytes(mtu) + " is more than the ports of " + ModelLabels.of(a) + " and "
                    + ModelLabels.of(b) + " carry (at most " + shared + "): the path MTU must fit the ports at both ends");
        }
        StepWriter w = new StepWriter();
        End endA = new End(a, w, type);
        End endB = new End(b, w, type);
        if (type == QpType.UD) {
            endA.udReady(endB);
            endB.udReady(endA);
            w.meet(a, b, "connect", "Out of band, as ibv_ud_pingpong's TCP socket: each side learns the other's QP number, Q_Key and GID.");
        } else {
            w.meet(a, b, "connect", "Out of band, as ibv_rc_pingpong's TCP socket: each side learns the other's QP number, first PSN and GID"
                    + " before it can move its QP to RTR.");
            endA.connectTo(endB, mtu);
            endB.connectTo(endA, mtu);
        }
        return new NewConnection(new QpConnection(endA.qp, endB.qp), w.created());
    }

    /** One program's side while it is built. */
    private static final class End {
        final Program program;
        final StepWriter w;
        final Port port;
        final GidEntry gid;
        final AllocPd pd;
        final CreateQp qp;

        End(Program program, StepWriter w, QpType type) {
            this.program = program;
            this.w = w;
            Rnic device = Programs.device(program);
            port = RocePorts.port(device);
            gid = RocePorts.gid(port, program.getNamespace());
            pd = w.append(program, "pd", S.createAllocPd());
            CreateCq cq = w.append(program, "cq", S.createCreateCq());
            CreateQp q = S.createCreateQp();
            q.setPd(pd);
            q.setSendCq(cq);
            q.setRecvCq(cq);
            q.setQpType(type);
            qp = w.append(program, "qp", q);
            ModifyQp init = modify(QpState.INIT, "to-init");
            init.setPkeyIndex(0);
            init.setPort(port.getPortNumber());
            if (type == QpType.UD) {
                init.setQkey(UD_QKEY);
                init.setComment("RESET to INIT: P_Key index, port, and the Q_Key senders must quote.");
            } else {
                // IBV_QP_ACCESS_FLAGS is required at RESET to INIT (IBTA 10.3.1); LOCAL_WRITE grants the peer nothing.
                // The exchange generators add REMOTE_WRITE / REMOTE_READ / REMOTE_ATOMIC when they need them.
                init.getAccessFlags().add(AccessFlag.LOCAL_WRITE);
                init.setComment("RESET to INIT: P_Key index, port, and what the peer may do through this QP "
                        + "(IBV_QP_ACCESS_FLAGS: the remote rights its operations need).");
            }
        }

        /** INIT to RTR towards {@code peer}, then RTR to RTS, with ibv_rc_pingpong's attributes. */
        void connectTo(End peer, Mtu mtu) {
            ModifyQp rtr = modify(QpState.RTR, "to-rtr");
            rtr.setDestQp(peer.qp);
            rtr.setDestGid(peer.gid);
            rtr.setSgidIndex(gid.getIndex());
            rtr.setPathMtu(mtu);
            rtr.setRqPsn(0);
            rtr.setComment("INIT to RTR: where the peer is (its GID and QP number), the path MTU and the first PSN to expect.");
            if (qp.getQpType() == QpType.RC) {
                rtr.setMaxDestRdAtomic(1);
                rtr.setMinRnrTimer(12);
            }
            ModifyQp rts = modify(QpState.RTS, "to-rts");
            rts.setSqPsn(0);
            if (qp.getQpType() == QpType.RC) {
                rts.setTimeout(14);
                rts.setRetryCnt(7);
                rts.setRnrRetry(7);
                rts.setMaxRdAtomic(1);
                rts.setComment("RTR to RTS: the first PSN to send, the ACK timeout and the retry counts.");
            } else {
                rts.setComment("RTR to RTS: the first PSN to send; UC has no ACKs, so no timeout or retries.");
            }
        }

        /** A UD QP needs nothing more than RTR and RTS to receive and send; its sends go through an address handle. */
        void udReady(End peer) {
            modify(QpState.RTR, "to-rtr").setComment("A UD QP needs nothing more to receive.");
            modify(QpState.RTS, "to-rts").setSqPsn(0);
            CreateAh ah = S.createCreateAh();
            ah.setPd(pd);
            ah.setDestGid(peer.gid);
            ah.setSgidIndex(gid.getIndex());
            ah.setPortNum(port.getPortNumber());
            ah.setComment("Where datagrams to " + peer.program.getName() + " go: its GID, from our GID " + gid.getIndex() + ".");
            w.append(program, "ah-to-" + peer.program.getName(), ah);
        }

        private ModifyQp modify(QpState state, String name) {
            ModifyQp m = S.createModifyQp();
            m.setQp(qp);
            m.setTargetState(state);
            return w.append(program, name, m);
        }
    }
}
