package rdma.workbench.model;

import java.util.List;

import rdma.workbench.model.authoring.ErdmaHosts;
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
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** Valid models built in code; each validation test breaks exactly one rule of one of them. */
public final class ModelFixtures {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;
    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private ModelFixtures() {
    }

    /** host1 and host2, each with an ERDMA device in RoCEv2 mode, joined through switch sw1. */
    public static Topology twoHosts() {
        Topology t = T.createTopology();
        t.setName("pair");
        Switch sw = T.createSwitch();
        sw.setName("sw1");
        t.getSwitches().add(sw);
        for (int i = 1; i <= 2; i++) {
            Host h = host("host" + i, "10.0.0." + i);
            t.getHosts().add(h);
            SwitchPort sp = T.createSwitchPort();
            sp.setName("swp" + i);
            sw.getPorts().add(sp);
            Link l = T.createLink();
            l.setName("l" + i);
            l.setSource(h.getRnics().get(0).getPorts().get(0));
            l.setTarget(sp);
            t.getLinks().add(l);
        }
        return t;
    }

    public static Host host(String name, String ipv4) {
        return ErdmaHosts.create(name, "02:00:00:00:00:0" + ipv4.charAt(ipv4.length() - 1), "::ffff:" + ipv4);
    }

    /** RC SEND/RECV between a client on host1 and a server on host2. */
    public static Scenario rcSend(Topology t) {
        Scenario s = S.createScenario();
        s.setTitle("RC send");
        s.setTopology(t);
        Program client = program("client", t.getHosts().get(0));
        Program server = program("server", t.getHosts().get(1));
        s.getPrograms().add(client);
        s.getPrograms().add(server);
        CreateQp cqp = setUp(client, "hello");
        CreateQp sqp = setUp(server, "");
        connect(client, cqp, sqp);
        connect(server, sqp, cqp);
        PostRecv recv = S.createPostRecv();
        recv.setName("recv1");
        recv.setQp(sqp);
        recv.setWrId(7);
        recv.getSges().add(sge(mr(server), 0, 64));
        server.getSteps().add(recv);
        PostSend send = S.createPostSend();
        send.setName("send1");
        send.setQp(cqp);
        send.setWrId(1);
        send.setOpcode(WrOpcode.SEND);
        send.getSendFlags().add(SendFlag.SIGNALED);
        send.getSges().add(sge(mr(client), 0, 5));
        client.getSteps().add(send);
        client.getSteps().add(poll("pollc", cq(client), WcOpcode.SEND, 0));
        server.getSteps().add(poll("polls", cq(server), WcOpcode.RECV, 5));
        return s;
    }

    public static Program program(String name, Host h) {
        Program p = S.createProgram();
        p.setName(name);
        p.setHost(h);
        return p;
    }

    private static CreateQp setUp(Program p, String data) {
        AllocPd pd = S.createAllocPd();
        pd.setName("pd");
        RegMr mr = S.createRegMr();
        mr.setName("mr");
        mr.setPd(pd);
        mr.setLength(4096);
        mr.getAccess().addAll(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ));
        mr.setInitialData(data);
        CreateCq cq = S.createCreateCq();
        cq.setName("cq");
        CreateQp qp = S.createCreateQp();
        qp.setName("qp");
        qp.setPd(pd);
        qp.setSendCq(cq);
        qp.setRecvCq(cq);
        p.getSteps().addAll(List.of(pd, mr, cq, qp));
        return qp;
    }

    private static void connect(Program p, CreateQp qp, CreateQp remote) {
        ModifyQp init = S.createModifyQp();
        init.setName("init");
        init.setQp(qp);
        init.setTargetState(QpState.INIT);
        init.setPkeyIndex(0);
        init.setPort(1);
        init.getAccessFlags().add(AccessFlag.REMOTE_WRITE);
        ModifyQp rtr = S.createModifyQp();
        rtr.setName("rtr");
        rtr.setQp(qp);
        rtr.setTargetState(QpState.RTR);
        rtr.setDestQp(remote);
        rtr.setDestGid(remote.eContainer() instanceof Program rp ? rp.getHost().getRnics().get(0).getPorts().get(0).getGids().get(0) : null);
        rtr.setPathMtu(Mtu.MTU_1024);
        rtr.setRqPsn(0);
        rtr.setMaxDestRdAtomic(1);
        rtr.setMinRnrTimer(12);
        ModifyQp rts = S.createModifyQp();
        rts.setName("rts");
        rts.setQp(qp);
        rts.setTargetState(QpState.RTS);
        rts.setSqPsn(0);
        rts.setTimeout(14);
        rts.setRetryCnt(7);
        rts.setRnrRetry(7);
        rts.setMaxRdAtomic(1);
        p.getSteps().addAll(List.of(init, rtr, rts));
    }

    public static Sge sge(RegMr mr, int offset, int length) {
        Sge sge = S.createSge();
        sge.setMr(mr);
        sge.setOffset(offset);
        sge.setLength(length);
        return sge;
    }

    private static PollCq poll(String name, CreateCq cq, WcOpcode op, int len) {
        PollCq poll = S.createPollCq();
        poll.setName(name);
        poll.setCq(cq);
        ExpectedCompletion e = S.createExpectedCompletion();
        e.setOpcode(op);
        e.setByteLen(len);
        poll.getExpected().add(e);
        return poll;
    }

    public static <T extends Step> T step(Program p, String name, Class<T> type) {
        for (Step s : p.getSteps()) {
            if (name.equals(s.getName()) && type.isInstance(s)) {
                return type.cast(s);
            }
        }
        throw new IllegalArgumentException(name);
    }

    public static RegMr mr(Program p) {
        return step(p, "mr", RegMr.class);
    }

    public static CreateQp qp(Program p) {
        return step(p, "qp", CreateQp.class);
    }

    public static CreateCq cq(Program p) {
        return step(p, "cq", CreateCq.class);
    }

    /** The RDMA device of the topology's host {@code index} (from 0) a scenario runs on. */
    public static Rnic device(Scenario s, int index) {
        return s.getTopology().getHosts().get(index).getRnics().get(0);
    }

    public static Program program(Scenario s, String name) {
        return s.getPrograms().stream().filter(p -> name.equals(p.getName())).findFirst().orElseThrow();
    }
}
