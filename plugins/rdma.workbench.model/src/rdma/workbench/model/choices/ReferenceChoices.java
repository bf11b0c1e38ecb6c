package rdma.workbench.model.choices;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.programs.RemoteAccess;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage;
import rdma.workbench.model.validation.AsyncEventRules;

/**
 * The values a reference may legally take on one object, out of everything of the right type
 * that EMF.Edit offers, each with a short description: what the Properties view lists. The
 * rules are those validation enforces — a handle belongs to its own program and exists only
 * after the step that creates it (libibverbs), a connected QP names a peer's QP of the same
 * transport (ibv_modify_qp(3)), an RDMA or atomic request names a memory region of the peer
 * registered with the matching remote right (ibv_reg_mr(3)), a port takes one cable.
 */
public final class ReferenceChoices {

    private static final ScenarioPackage S = ScenarioPackage.eINSTANCE;
    private static final TopologyPackage T = TopologyPackage.eINSTANCE;

    private ReferenceChoices() {
    }

    /**
     * The legal values of {@code reference} on {@code owner} among {@code candidates}, in their order,
     * each described; "none" (null) stays first when the candidates offer it.
     */
    public static List<Choice> of(EObject owner, EReference reference, Collection<?> candidates) {
        BiPredicate<EObject, Object> legal = rule(owner, reference);
        List<Choice> out = new ArrayList<>();
        if (candidates.contains(null)) {
            out.add(new Choice(null, "none"));
        }
        for (Object c : candidates) {
            if (c != null && legal.test(owner, c)) {
                out.add(new Choice(c, describe(c, owner)));
            }
        }
        return out;
    }

    private static BiPredicate<EObject, Object> rule(EObject owner, EReference r) {
        if (r == S.getModifyQp_DestQp() || r == S.getQueryQp_ExpectedDestQp()) {
            return (o, c) -> c instanceof CreateQp qp && otherProgram(o, qp) && sameTransport(o, qp);
        }
        if (r == S.getPostSend_RemoteMr()) {
            return (o, c) -> c instanceof RegMr mr && peerOf(o, mr) && grants(mr, ((PostSend) o).getOpcode());
        }
        if (r == S.getPostSend_InvalidateMr()) {
            return (o, c) -> c instanceof RegMr mr && peerOf(o, mr);
        }
        if (r == S.getPostSend_RemoteQp() || r == S.getExpectedCompletion_SrcQp()) {
            return (o, c) -> c instanceof CreateQp qp && otherProgram(o, qp) && qp.getQpType() == QpType.UD;
        }
        if (r == S.getModifyQp_DestGid()) {
            return (o, c) -> c instanceof GidEntry g && gidOfPeer(o, g, ((ModifyQp) o).getDestQp());
        }
        if (r == S.getCreateAh_DestGid()) {
            return (o, c) -> c instanceof GidEntry g && gidOfPeer(o, g, null);
        }
        if (r == S.getWaitAsyncEvent_Object()) {
            return (o, c) -> c instanceof Step s && earlierInProgram(o, s) && AsyncEventRules.concerns(((WaitAsyncEvent) o).getEvent()) != null
                    && AsyncEventRules.concerns(((WaitAsyncEvent) o).getEvent()).isInstance(s);
        }
        if (r == S.getProgram_Device()) {
            return (o, c) -> c instanceof Rnic d && ((Program) o).getHost() != null && d.eContainer() == ((Program) o).getHost();
        }
        if (r == S.getProgram_Namespace() || r == S.getProgram_Cgroup()) {
            return (o, c) -> ((Program) o).getHost() != null && ((EObject) c).eContainer() == ((Program) o).getHost();
        }
        if (r == S.getProgram_Host()) {
            return (o, c) -> ((Program) o).eContainer() instanceof Scenario s
                    && (s.getTopology() == null || ((EObject) c).eContainer() == s.getTopology());
        }
        if (r.getEType() == T.getNetworkNamespace() || r == T.getCgroupLimit_Device()) {
            // a netdev, a GID or a cgroup limit concerns its own host's namespaces and devices
            return (o, c) -> hostOf(o) != null && ((EObject) c).eContainer() == hostOf(o);
        }
        if (r == T.getLink_Source() || r == T.getLink_Target()) {
            return (o, c) -> c instanceof Endpoint e && free(e, (Link) o, r);
        }
        if (r.getEType() instanceof EClass type && S.getStep().isSuperTypeOf(type)) {
            // a handle the step's own program created earlier: pd, mr, cq, srq, qp, ah, and the objects destroyed
            return (o, c) -> c instanceof Step s && earlierInProgram(o, s);
        }
        return (o, c) -> true;
    }

    private static Host hostOf(EObject o) {
        for (EObject e = o; e != null; e = e.eContainer()) {
            if (e instanceof Host h) {
                return h;
            }
        }
        return null;
    }

    private static Step stepOf(EObject o) {
        for (EObject e = o; e != null; e = e.eContainer()) {
            if (e instanceof Step s) {
                return s;
            }
        }
        return null;
    }

    private static boolean earlierInProgram(EObject owner, Step target) {
        Step step = stepOf(owner);
        Program p = Programs.programOf(owner);
        return p != null && target.eContainer() == p && step != null && p.getSteps().indexOf(target) < p.getSteps().indexOf(step);
    }

    private static boolean otherProgram(EObject owner, Step target) {
        Program p = Programs.programOf(target);
        return p != null && p != Programs.programOf(owner);
    }

    /** A connected QP talks to a QP of the same transport (RC with RC, UC with UC). */
    private static boolean sameTransport(EObject owner, CreateQp peer) {
        CreateQp own = owner instanceof ModifyQp m ? m.getQp() : owner instanceof QueryQp q ? q.getQp() : null;
        return own == null || own.getQpType() == peer.getQpType();
    }

    /** A memory region of the program the request's QP is connected to (of any other program before it is connected). */
    private static boolean peerOf(EObject owner, RegMr mr) {
        if (!otherProgram(owner, mr)) {
            return false;
        }
        CreateQp qp = owner instanceof PostSend s ? s.getQp() : null;
        CreateQp remote = qp == null ? null : Programs.remoteQp(qp);
        return remote == null || Programs.programOf(remote) == Programs.programOf(mr);
    }

    /** ibv_reg_mr(3): the remote right the opcode needs (none asked of a SEND with invalidate's target). */
    private static boolean grants(RegMr mr, WrOpcode opcode) {
        AccessFlag needed = RemoteAccess.neededBy(opcode);
        return needed == null || mr.getAccess().contains(needed);
    }

    /** A GID of the peer: of the destination QP's port once it is chosen, else of any device but the program's own. */
    private static boolean gidOfPeer(EObject owner, GidEntry g, CreateQp destQp) {
        Port port = g.eContainer() instanceof Port p ? p : null;
        if (port == null) {
            return false;
        }
        if (destQp != null && Programs.port(destQp) != null) {
            return port == Programs.port(destQp);
        }
        Program own = Programs.programOf(owner);
        Rnic ownDevice = own == null ? null : Programs.device(own);
        return port.eContainer() != ownDevice;
    }

    /** A port takes one cable: an endpoint no other link uses, and not the link's other end. */
    private static boolean free(Endpoint e, Link link, EReference end) {
        Endpoint other = end == T.getLink_Source() ? link.getTarget() : link.getSource();
        if (e == other) {
            return false;
        }
        if (!(link.eContainer() instanceof Topology t)) {
            return true;
        }
        for (Link l : t.getLinks()) {
            if (l != link && (l.getSource() == e || l.getTarget() == e)) {
                return false;
            }
        }
        return true;
    }

    /** The few words that tell a choice apart: whose it is and what it is like. */
    static String describe(Object c, EObject owner) {
        String whose = c instanceof Step s ? ownerText(s, owner) : "";
        return switch (c) {
            case RegMr mr -> "memory region of " + whose + ", " + mr.getLength() + " bytes, "
                    + (mr.getAccess().isEmpty() ? "local read only" : mr.getAccess().stream().map(Enum::name).collect(Collectors.joining(" | ")));
            case CreateQp qp -> qp.getQpType() + " QP of " + whose;
            case CreateCq cq -> "CQ of " + whose + ", " + cq.getCqe() + " entries";
            case CreateSrq srq -> "SRQ of " + whose + ", " + srq.getMaxWr() + " receives";
            case AllocPd pd -> "protection domain of " + whose;
            case CreateAh ah -> "address handle of " + whose + (ah.getDestGid() == null ? "" : ", to " + ah.getDestGid().getAddress());
            case Step s -> s.eClass().getName() + " of " + whose;
            case GidEntry g -> gid(g);
            case Rnic d -> d.eClass().getName().replace("ErdmaDevice", "ERDMA device").replace("RoceNic", "RoCE NIC") + ", "
                    + d.getPorts().size() + " port" + (d.getPorts().size() == 1 ? "" : "s");
            case Host h -> h.getRnics().size() + " RDMA device" + (h.getRnics().size() == 1 ? "" : "s");
            case Endpoint e -> e.eContainer() instanceof NamedElement n ? "port of " + n.getName() : "port";
            case NamedElement n when n.eContainer() instanceof Host h -> "on host " + h.getName();
            default -> "";
        };
    }

    private static String ownerText(Step s, EObject owner) {
        Program p = Programs.programOf(s);
        if (p == null) {
            return "no program";
        }
        String where = p.getHost() == null || p.getHost().getName() == null || p.getHost().getName().equals(p.getName()) ? ""
                : " on " + p.getHost().getName();
        return (p == Programs.programOf(owner) ? "this program (" + p.getName() + ")" : "program " + p.getName() + where)
                + ", step " + (p.getSteps().indexOf(s) + 1);
    }

    private static String gid(GidEntry g) {
        StringBuilder b = new StringBuilder(g.getAddress() == null ? "(no address)" : g.getAddress());
        b.append(", ").append(g.getType() == null ? "" : g.getType().getLiteral());
        if (g.eContainer() instanceof Port port) {
            b.append(", port ").append(port.getName());
            if (port.eContainer() instanceof Rnic d) {
                b.append(" of ").append(d.getName());
                if (d.eContainer() instanceof Host h) {
                    b.append(" on ").append(h.getName());
                }
            }
        }
        return b.toString();
    }
}
