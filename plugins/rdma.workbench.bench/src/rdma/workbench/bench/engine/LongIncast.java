package rdma.workbench.bench.engine;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/**
 * A long-lived incast as the congestion studies run it: {@code senders} hosts WRITE into one receiver through one
 * switch, every link at the same rate, each sender's WRITE of 64 KiB repeated unsignaled until a time and then once
 * more signaled, whose completion its program polls. ERDMA's HPCC (hpcc_int) paces the senders.
 */
final class LongIncast {

    static final int MESSAGE = 64 * 1024;

    private LongIncast() {
    }

    static Scenario build(int senders, double gbps, long untilNanos) {
        Topology t = LeafSpine.build(senders + 1, senders + 1, 1);
        t.setName("incast-" + senders + "-to-1");
        for (Link l : t.getLinks()) {
            l.setBandwidth(gbps);
        }
        for (Host h : t.getHosts()) {
            ((ErdmaDevice) h.getRnics().get(0)).setCongestionControl(CongestionControl.HPCC_INT);
            h.setMemorySize(64L << 20);
        }
        int[][] pairs = new int[senders][];
        for (int i = 0; i < senders; i++) {
            pairs[i] = new int[] {i, senders};
        }
        Scenario s = RcPairsScenario.between(t, pairs, RcPairsScenario.Traffic.WRITE);
        s.setTitle(senders + "-to-1 incast of repeated 64 KiB WRITEs at " + (int) gbps + " Gbit/s for " + untilNanos / 1_000_000 + " ms");
        for (Program p : s.getPrograms()) {
            List<Step> steps = p.getSteps();
            for (Step st : new ArrayList<>(steps)) {
                if (st instanceof RegMr mr) {
                    mr.setLength((int) (mr.getLength() / RcPairsScenario.MESSAGE_BYTES * MESSAGE));
                } else if (st instanceof PostSend flow) {
                    flow.getSges().get(0).setOffset(0);
                    flow.getSges().get(0).setLength(MESSAGE);
                    flow.setRemoteOffset(flow.getRemoteOffset() / RcPairsScenario.MESSAGE_BYTES * MESSAGE);
                    PostSend last = EcoreUtil.copy(flow);
                    last.setName(flow.getName() + "-last");
                    last.setRepeat(1); // waits for room in the send queue the flow leaves full
                    flow.getSendFlags().remove(SendFlag.SIGNALED);
                    flow.setRepeatUntil(untilNanos);
                    steps.add(steps.indexOf(flow) + 1, last);
                } else if (st instanceof PollCq poll) {
                    poll.setTimeout(untilNanos + 100_000_000L);
                }
            }
        }
        return s;
    }
}
