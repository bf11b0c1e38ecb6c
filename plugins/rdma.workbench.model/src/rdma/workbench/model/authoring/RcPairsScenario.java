package rdma.workbench.model.authoring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Topology;

/**
 * A generated scenario for large fabrics ({@code rdmawb leafspine --scenario}, and the benchmarks): {@code qps} RC queue pairs in connected pairs between the
 * hosts of a fabric (such as {@link LeafSpine}'s), each pair moving one 64-byte message.
 * <p>
 * Pair i joins host a = i mod H to host b = (a + H/2 + i / H) mod H (skipping a itself): half the
 * fabric away, so traffic crosses the spines, and a different peer in each round, so a host's
 * queue pairs spread over several peers. Each host with a queue pair gets one program that holds
 * all of them: a PD, one buffer of 64 bytes per queue pair, a send CQ and a receive CQ, then per
 * queue pair ibv_create_qp and the INIT, RTR (the peer's QP and GID) and RTS transitions. The
 * receivers post their receives, every program meets at Sync "ready" (the out-of-band exchange; when hosts hold different
 * numbers of queue pairs, a Sync "created" before the transitions stands for the exchange of QP numbers),
 * then each pair's a side sends (SEND, or an RDMA WRITE into the peer's slot) and every program
 * polls its CQs for the completions it expects. The completions of one CQ are alike (same
 * opcode and length), so their order across queue pairs does not matter.
 */
public final class RcPairsScenario {

    /** What each pair moves. */
    public enum Traffic {
        /** SEND into a receive the peer posted before the Sync: a SEND completion here, a RECV there. */
        SEND,
        /** RDMA WRITE into the peer's buffer: a completion on the writer's side only. */
        WRITE
    }

    /** Bytes each queue pair sends or receives, and its slot in its program's buffer. */
    public static final int MESSAGE_BYTES = 64;

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private RcPairsScenario() {
    }

    /**
     * One RDMA WRITE of {@code bytes} between two hosts of a 64-host leaf-spine fabric, its
     * completion waited for as long as a run may last: a long run (about four engine events per
     * 1 KiB packet) for the benchmarks of the engine and of the debugger.
     */
    public static Scenario longWrite(int bytes) {
        Scenario s = build(LeafSpine.build(64, 32, 8), 2, Traffic.WRITE);
        for (Host h : s.getTopology().getHosts()) {
            h.setMemorySize(4L * bytes);
        }
        for (Program p : s.getPrograms()) {
            for (Step st : p.getSteps()) {
                if (st instanceof RegMr mr) {
                    mr.setLength(bytes);
                }
                if (st instanceof PostSend send) {
                    send.getSges().get(0).setLength(bytes);
                    send.setRemoteOffset(0);
                }
                if (st instanceof PollCq poll) {
                    poll.setTimeout(10_000_000_000L); // 10 s, the engine's own limit of a run
                    poll.getExpected().forEach(e -> e.unsetByteLen());
                }
            }
        }
        return s;
    }

    /** One end of a pair: its host, its number there (from 1) and the step that creates it. */
    private record End(int host, int index) {
    }

    public static Scenario build(Topology t, int qps, Traffic traffic) {
        int hosts = t.getHosts().size();
        if (qps < 2 || qps % 2 != 0 || hosts < 2) {
            throw new IllegalArgumentException("queue pairs come in pairs between two hosts: --qps must be an even number of at least 2, "
                    + "on a fabric of at least 2 hosts (" + qps + " on " + hosts + ")");
        }
        int[][] pairs = new int[qps / 2][];
        for (int i = 0; i < pairs.length; i++) {
            int a = i % hosts;
            int b = (a + hosts / 2 + i / hosts) % hosts;
            if (b == a) {
                b = (b + 1) % hosts;
            }
            pairs[i] = new int[] {a, b};
        }
        return between(t, pairs, traffic);
    }

    /**
     * The same on pairs of the caller's choosing: pair i joins host {@code pairs[i][0]}, which sends, to host
     * {@code pairs[i][1]} (indexes into the topology's hosts; an incast names one receiver many times).
     */
    public static Scenario between(Topology t, int[][] pairs, Traffic traffic) {
        int hosts = t.getHosts().size();
        List<End[]> ends = new ArrayList<>(pairs.length);
        int[] perHost = new int[hosts];
        for (int[] pair : pairs) {
            if (pair[0] == pair[1] || pair[0] < 0 || pair[1] < 0 || pair[0] >= hosts || pair[1] >= hosts) {
                throw new IllegalArgumentException("a pair joins two different hosts of the " + hosts + ": " + pair[0] + " and " + pair[1]);
            }
            ends.add(new End[] {new End(pair[0], ++perHost[pair[0]]), new End(pair[1], ++perHost[pair[1]])});
        }
        Scenario s = S.createScenario();
        s.setTitle(2 * pairs.length + " RC queue pairs on " + t.getName());
        s.setDescription("Generated: " + pairs.length + " pairs of RC queue pairs between " + hosts + " hosts, one " + MESSAGE_BYTES + "-byte "
                + (traffic == Traffic.SEND ? "SEND" : "RDMA WRITE") + " per pair; one program per host holds all of its queue pairs.");
        s.setTopology(t);
        HostProgram[] programs = new HostProgram[hosts];
        for (int h = 0; h < hosts; h++) {
            if (perHost[h] > 0) {
                programs[h] = new HostProgram(t.getHosts().get(h), perHost[h]);
                s.getPrograms().add(programs[h].program);
            }
        }
        if (Arrays.stream(perHost).filter(n -> n > 0).distinct().count() > 1) {
            // hosts with more queue pairs take longer to create them: the peers learn the numbers out of band before their RTR
            for (HostProgram p : programs) {
                if (p != null) {
                    p.sync("created");
                }
            }
        }
        for (End[] pair : ends) {
            for (int side = 0; side < 2; side++) {
                End self = pair[side];
                End peer = pair[1 - side];
                programs[self.host].connect(self.index, programs[peer.host], peer.index);
            }
        }
        for (End[] pair : ends) {
            HostProgram receiver = programs[pair[1].host];
            if (traffic == Traffic.SEND) {
                receiver.postRecv(pair[1].index);
            }
        }
        for (HostProgram p : programs) {
            if (p != null) {
                p.sync("ready");
            }
        }
        for (End[] pair : ends) {
            programs[pair[0].host].send(pair[0].index, traffic, programs[pair[1].host], pair[1].index);
        }
        for (HostProgram p : programs) {
            if (p != null) {
                p.poll(traffic);
            }
        }
        return s;
    }

    /** The program of one host while it is built. */
    private static final class HostProgram {
        final Program program = S.createProgram();
        final Host host;
        final RegMr buffer = S.createRegMr();
        final CreateCq sendCq = S.createCreateCq();
        final CreateCq recvCq = S.createCreateCq();
        final CreateQp[] qps;
        int sends;
        int recvs;

        HostProgram(Host host, int count) {
            this.host = host;
            program.setName(host.getName());
            program.setHost(host);
            AllocPd pd = S.createAllocPd();
            pd.setName("pd");
            buffer.setName("buf");
            buffer.setPd(pd);
            buffer.setLength(count * MESSAGE_BYTES);
            buffer.getAccess().addAll(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE));
            sendCq.setName("scq");
            sendCq.setCqe(count);
            recvCq.setName("rcq");
            recvCq.setCqe(count);
            program.getSteps().addAll(List.of(pd, buffer, sendCq, recvCq));
            qps = new CreateQp[count + 1];
            for (int k = 1; k <= count; k++) {
                CreateQp qp = S.createCreateQp();
                qp.setName("q" + k);
                qp.setPd(pd);
                qp.setSendCq(sendCq);
                qp.setRecvCq(recvCq);
                qps[k] = qp;
                program.getSteps().add(qp);
            }
        }

        /** RESET to INIT to RTR (towards the peer's queue pair and GID) to RTS, as ibv_rc_pingpong does. */
        void connect(int k, HostProgram peer, int peerK) {
            CreateQp qp = qps[k];
            ModifyQp init = modify(qp, "i", QpState.INIT);
            init.setPkeyIndex(0);
            init.setPort(1);
            init.getAccessFlags().addAll(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE));
            ModifyQp rtr = modify(qp, "r", QpState.RTR);
            rtr.setDestQp(peer.qps[peerK]);
            rtr.setDestGid(peer.gid());
            rtr.setPathMtu(Mtu.MTU_1024);
            rtr.setRqPsn(0);
            rtr.setMaxDestRdAtomic(1);
            rtr.setMinRnrTimer(12);
            ModifyQp rts = modify(qp, "s", QpState.RTS);
            rts.setSqPsn(0);
            rts.setTimeout(14);
            rts.setRetryCnt(7);
            rts.setRnrRetry(7);
            rts.setMaxRdAtomic(1);
            program.getSteps().addAll(List.of(init, rtr, rts));
        }

        private ModifyQp modify(CreateQp qp, String suffix, QpState state) {
            ModifyQp m = S.createModifyQp();
            m.setName(qp.getName() + suffix);
            m.setQp(qp);
            m.setTargetState(state);
            return m;
        }

        GidEntry gid() {
            return host.getRnics().get(0).getPorts().get(0).getGids().get(0);
        }

        void postRecv(int k) {
            PostRecv recv = S.createPostRecv();
            recv.setName(qps[k].getName() + "-recv");
            recv.setQp(qps[k]);
            recv.setWrId(k);
            recv.getSges().add(slot(k));
            program.getSteps().add(recv);
            recvs++;
        }

        void sync(String barrier) {
            Sync sync = S.createSync();
            sync.setName(barrier);
            sync.setBarrier(barrier);
            program.getSteps().add(sync);
        }

        void send(int k, Traffic traffic, HostProgram peer, int peerK) {
            PostSend send = S.createPostSend();
            send.setName(qps[k].getName() + "-send");
            send.setQp(qps[k]);
            send.setWrId(k);
            send.getSendFlags().add(SendFlag.SIGNALED);
            send.getSges().add(slot(k));
            if (traffic == Traffic.WRITE) {
                send.setOpcode(WrOpcode.RDMA_WRITE);
                send.setRemoteMr(peer.buffer);
                send.setRemoteOffset((long) (peerK - 1) * MESSAGE_BYTES);
            }
            program.getSteps().add(send);
            sends++;
        }

        void poll(Traffic traffic) {
            if (sends > 0) {
                program.getSteps().add(poll("poll-send", sendCq, sends, traffic == Traffic.SEND ? WcOpcode.SEND : WcOpcode.RDMA_WRITE, false));
            }
            if (recvs > 0) {
                program.getSteps().add(poll("poll-recv", recvCq, recvs, WcOpcode.RECV, true));
            }
        }

        private PollCq poll(String name, CreateCq cq, int count, WcOpcode opcode, boolean withLength) {
            PollCq poll = S.createPollCq();
            poll.setName(name);
            poll.setCq(cq);
            for (int i = 0; i < count; i++) {
                ExpectedCompletion e = S.createExpectedCompletion();
                e.setOpcode(opcode);
                if (withLength) {
                    e.setByteLen(MESSAGE_BYTES);
                }
                poll.getExpected().add(e);
            }
            return poll;
        }

        private Sge slot(int k) {
            Sge sge = S.createSge();
            sge.setMr(buffer);
            sge.setOffset((k - 1) * MESSAGE_BYTES);
            sge.setLength(MESSAGE_BYTES);
            return sge;
        }
    }
}
