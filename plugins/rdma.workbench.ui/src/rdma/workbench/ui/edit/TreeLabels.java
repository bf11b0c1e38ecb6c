package rdma.workbench.ui.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.network.EcnRule;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.programs.ObjectLifetimes;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * Tree labels that say what an element is set to (a NIC's protocol, a port's MTU, a step's
 * verb and operands), so the tree reads like the fabric and the program it describes. Null
 * means "use the item provider's label".
 */
public final class TreeLabels {

    private TreeLabels() {
    }

    public static String text(Object o) {
        if (o instanceof ErdmaDevice d) {
            return "ERDMA " + n(d) + " — " + d.getProtocol().getLiteral() + ", " + d.getCongestionControl().getLiteral();
        }
        if (o instanceof RoceNic r) {
            return "RoCE NIC " + n(r) + (r.getModel() == null ? "" : " — " + r.getModel());
        }
        if (o instanceof Port p) {
            return "Port " + n(p) + " — " + (p.getNetdev() == null ? "" : p.getNetdev() + ", ") + "MTU " + p.getMtu()
                    + " (RoCE " + RoceMtu.forNetdevMtu(p.getMtu()) + ")" + (p.getNamespace() == null ? "" : " in " + n(p.getNamespace()));
        }
        if (o instanceof GidEntry g) {
            return "GID " + g.getIndex() + "  " + g.getAddress() + "  " + g.getType().getLiteral()
                    + (g.getNetdev() == null ? "" : ", " + g.getNetdev()) + (g.getNamespace() == null ? "" : " in " + n(g.getNamespace()));
        }
        if (o instanceof DeviceCapabilities c) {
            return "Capabilities — " + c.getMaxQp() + " QPs, " + c.getMaxSendWr() + " send WRs, " + c.getMaxSendSge() + "/"
                    + c.getMaxRecvSge() + " SGEs, inline " + c.getMaxInlineData() + " B" + (c.getMaxSrq() == 0 ? ", no SRQ" : "");
        }
        if (o instanceof Switch s) {
            int profiles = s.getEcnProfiles().size();
            return "Switch " + n(s) + " — ECN " + EcnRule.of(s).describe() + (profiles == 0 ? "" : " (" + profiles + " priority profile" + (profiles == 1 ? "" : "s")
                    + ")") + (s.isPfcEnabled() ? ", PFC" : "");
        }
        if (o instanceof EcnProfile e) {
            return "ECN profile — priority " + e.getPriority() + ": " + EcnRule.of(e).describe();
        }
        if (o instanceof Link l) {
            return "Link " + n(l) + " — " + end(l.getSource()) + " ↔ " + end(l.getTarget()) + ", " + number(l.getBandwidth()) + " Gbit/s, "
                    + l.getDelay() + " ns";
        }
        if (o instanceof CgroupLimit c) {
            return "rdma.max " + (c.getDevice() == null ? "?" : c.getDevice().getName()) + " hca_handle=" + max(c.getHcaHandle())
                    + " hca_object=" + max(c.getHcaObject());
        }
        if (o instanceof Scenario s) {
            return "Scenario " + (s.getTitle() == null ? "" : s.getTitle());
        }
        if (o instanceof Program p) {
            return "Program " + p.getName() + (p.getHost() == null ? "" : " on " + p.getHost().getName())
                    + (p.getNamespace() == null ? "" : " in " + p.getNamespace().getName());
        }
        if (o instanceof Step s) {
            String text = step(s);
            return s instanceof VerbStep v && v.getExpectedResult() != Errno.OK ? text + "  (expects " + v.getExpectedResult() + ")" : text;
        }
        if (o instanceof Sge sge) {
            return "SGE " + name(sge.getMr()) + " [" + sge.getOffset() + ", " + (sge.getOffset() + sge.getLength()) + ")";
        }
        if (o instanceof ExpectedCompletion e) {
            StringBuilder b = new StringBuilder("expect ").append(e.getStatus());
            if (e.isSetOpcode()) {
                b.append(' ').append(e.getOpcode());
            }
            if (e.isSetByteLen()) {
                b.append(", ").append(e.getByteLen()).append(" B");
            }
            if (e.isSetWrId()) {
                b.append(", wr_id ").append(e.getWrId());
            }
            if (e.isSetImmData()) {
                b.append(", imm 0x").append(Long.toHexString(e.getImmData()));
            }
            return b.toString();
        }
        return null;
    }

    private static String step(Step s) {
        String name = s.getName() == null || s.getName().isBlank() ? "" : " " + s.getName();
        if (s instanceof AllocPd) {
            return "ibv_alloc_pd" + name;
        }
        if (s instanceof RegMr m) {
            return "ibv_reg_mr" + name + ": " + m.getLength() + " B, " + join(m.getAccess());
        }
        if (s instanceof CreateCq c) {
            return "ibv_create_cq" + name + ": " + c.getCqe() + " entries";
        }
        if (s instanceof CreateSrq q) {
            return "ibv_create_srq" + name + ": " + q.getMaxWr() + " WRs";
        }
        if (s instanceof CreateQp q) {
            return "ibv_create_qp" + name + ": " + q.getQpType() + (q.getSrq() == null ? "" : " on SRQ " + q.getSrq().getName());
        }
        if (s instanceof CreateAh a) {
            return "ibv_create_ah" + name + ": to " + (a.getDestGid() == null ? "?" : a.getDestGid().getAddress()) + " from GID " + a.getSgidIndex();
        }
        if (s instanceof ModifyQp m) {
            return "ibv_modify_qp" + name + ": " + name(m.getQp()) + " → " + m.getTargetState()
                    + (m.getDestQp() == null ? "" : ", peer " + peer(m.getDestQp()))
                    + (m.isSetPathMtu() ? ", MTU " + m.getPathMtu().getLiteral() : "");
        }
        if (s instanceof PostSend p) {
            return "ibv_post_send" + name + ": " + p.getOpcode() + " on " + name(p.getQp()) + ", " + bytes(p.getSges())
                    + (p.getRemoteMr() == null ? "" : " → " + peer(p.getRemoteMr()) + "+" + p.getRemoteOffset())
                    + (p.getSendFlags().isEmpty() ? "" : ", " + join(p.getSendFlags())) + repeats(p);
        }
        if (s instanceof PostRecv r) {
            return "ibv_post_recv" + name + ": " + (r.getSrq() != null ? "SRQ " + r.getSrq().getName() : name(r.getQp())) + ", " + bytes(r.getSges());
        }
        if (s instanceof PollCq p) {
            return "ibv_poll_cq" + name + ": " + name(p.getCq()) + ", expect " + p.getExpected().size() + " completion"
                    + (p.getExpected().size() == 1 ? "" : "s");
        }
        if (s instanceof CheckMemory c) {
            return "check" + name + ": " + name(c.getMr()) + " at " + c.getOffset() + " holds \"" + c.getExpectedData() + "\"";
        }
        if (s instanceof Sync y) {
            return "sync" + name + ": wait for the others at '" + y.getBarrier() + "'";
        }
        if (ObjectLifetimes.verb(s) != null) {
            return ObjectLifetimes.verb(s) + name + ": " + name(ObjectLifetimes.target(s));
        }
        if (s instanceof QueryQp q) {
            return "ibv_query_qp" + name + ": " + name(q.getQp()) + expectations(q);
        }
        if (s instanceof WaitAsyncEvent w) {
            return "ibv_get_async_event" + name + ": " + w.getEvent() + (w.getObject() == null ? "" : " of " + name(w.getObject()));
        }
        if (s instanceof Fault f) {
            return "fault" + name + ": " + f.getAction() + (f.eIsSet(ScenarioPackage.Literals.FAULT__OPCODE) ? " " + f.getOpcode() : " any packet")
                    + (f.getSkip() > 0 ? " after " + f.getSkip() : "") + (f.getCount() != 1 ? " ×" + f.getCount() : "");
        }
        return s.eClass().getName() + name;
    }

    /** The attributes a QueryQp compares, in the order of struct ibv_qp_attr: "expect RTS, sq_psn 3". */
    private static String expectations(QueryQp q) {
        List<String> parts = new ArrayList<>();
        if (q.isSetExpectedState()) {
            parts.add(q.getExpectedState().getName());
        }
        if (q.isSetExpectedPathMtu()) {
            parts.add("MTU " + q.getExpectedPathMtu().getLiteral());
        }
        if (q.isSetExpectedRqPsn()) {
            parts.add("rq_psn " + q.getExpectedRqPsn());
        }
        if (q.isSetExpectedSqPsn()) {
            parts.add("sq_psn " + q.getExpectedSqPsn());
        }
        if (q.getExpectedDestQp() != null) {
            parts.add("peer " + peer(q.getExpectedDestQp()));
        }
        if (q.isSetExpectedMaxRdAtomic()) {
            parts.add("max_rd_atomic " + q.getExpectedMaxRdAtomic());
        }
        if (q.isSetExpectedMaxDestRdAtomic()) {
            parts.add("max_dest_rd_atomic " + q.getExpectedMaxDestRdAtomic());
        }
        if (q.isSetExpectedMinRnrTimer()) {
            parts.add("min_rnr_timer " + q.getExpectedMinRnrTimer());
        }
        if (q.isSetExpectedTimeout()) {
            parts.add("timeout " + q.getExpectedTimeout());
        }
        if (q.isSetExpectedRetryCnt()) {
            parts.add("retry_cnt " + q.getExpectedRetryCnt());
        }
        if (q.isSetExpectedRnrRetry()) {
            parts.add("rnr_retry " + q.getExpectedRnrRetry());
        }
        return parts.isEmpty() ? "" : ", expect " + String.join(", ", parts);
    }

    private static String peer(Step remote) {
        return remote.eContainer() instanceof Program p ? p.getName() + "." + name(remote) : name(remote);
    }

    private static String bytes(List<Sge> sges) {
        return sges.stream().mapToLong(Sge::getLength).sum() + " B";
    }

    private static String end(Endpoint e) {
        if (e == null) {
            return "(unplugged)";
        }
        StringBuilder b = new StringBuilder(n(e));
        for (EObject c = e.eContainer(); c instanceof NamedElement ne && !(c instanceof Topology); c = c.eContainer()) {
            b.insert(0, n(ne) + "/");
        }
        return b.toString();
    }

    private static String name(Step s) {
        return s == null ? "?" : s.getName();
    }

    private static String n(NamedElement e) {
        return e.getName() == null ? "(unnamed)" : e.getName();
    }

    private static String join(List<? extends Enum<?>> flags) {
        return flags.isEmpty() ? "no flags" : flags.stream().map(Enum::name).collect(Collectors.joining("|"));
    }

    private static String max(int v) {
        return v < 0 ? "max" : String.valueOf(v);
    }

    /** {@code d} without a fraction when it has none: "25", not "25.0"; "12.5" as it is. */
    public static String number(double d) {
        return d == Math.rint(d) && Math.abs(d) < 9e18 ? String.valueOf((long) d) : String.valueOf(d);
    }

    /** How often a repeating PostSend posts: " × 100", " until 1000000 ns", or both. */
    private static String repeats(PostSend p) {
        return (p.isSetRepeat() ? " \u00d7 " + p.getRepeat() : "") + (p.isSetRepeatUntil() ? " until " + p.getRepeatUntil() + " ns" : "");
    }
}
