package rdma.workbench.model.naming;

import java.util.List;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.programs.VerbsObject;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;

/** How messages name model objects: the words a student reads, "ERDMA device erdma0", "QP qp1". */
public final class ModelLabels {

    private ModelLabels() {
    }

    public static String of(EObject o) {
        if (o == null) {
            return "nothing";
        }
        if (o instanceof ErdmaDevice d) {
            return "ERDMA device " + name(d.getName());
        }
        if (o instanceof RoceNic d) {
            return "RoCE NIC " + name(d.getName());
        }
        if (o instanceof Port p) {
            return "port " + name(p.getName()) + (p.eContainer() instanceof NamedElement r ? " of " + name(r.getName()) : "");
        }
        if (o instanceof SwitchPort p) {
            return "port " + name(p.getName()) + (p.eContainer() instanceof Switch s ? " of switch " + name(s.getName()) : "");
        }
        if (o instanceof GidEntry g) {
            return "GID " + g.getIndex() + (g.eContainer() != null ? " of " + of(g.eContainer()) : "");
        }
        if (o instanceof Host h) {
            return "host " + name(h.getName());
        }
        if (o instanceof Switch s) {
            return "switch " + name(s.getName());
        }
        if (o instanceof EcnProfile e) {
            return "the ECN profile of priority " + e.getPriority() + (o.eContainer() == null ? "" : " on " + of(o.eContainer()));
        }
        if (o instanceof Link l) {
            return "link " + name(l.getName());
        }
        if (o instanceof NetworkNamespace n) {
            return "namespace " + name(n.getName());
        }
        if (o instanceof RdmaCgroup c) {
            return "cgroup " + name(c.getName());
        }
        if (o instanceof Topology t) {
            return "topology " + name(t.getName());
        }
        if (o instanceof Scenario s) {
            return "scenario " + name(s.getTitle());
        }
        if (o instanceof Program p) {
            return "program " + name(p.getName());
        }
        if (o instanceof Step s) {
            return stepKind(s) + " " + stepName(s);
        }
        if (o instanceof Sge || o instanceof ExpectedCompletion) {
            String kind = o instanceof Sge ? "SGE " : "expected completion ";
            return o.eContainer() == null ? kind.trim()
                    : kind + (((List<?>) o.eContainer().eGet(o.eContainmentFeature())).indexOf(o) + 1) + " of " + of(o.eContainer());
        }
        if (o instanceof DeviceCapabilities) {
            return "the capability set" + (o.eContainer() == null ? "" : " of " + of(o.eContainer()));
        }
        if (o instanceof CgroupLimit l) {
            return "the rdma.max limit of " + (l.getDevice() == null ? "no device" : name(l.getDevice().getName()))
                    + (o.eContainer() == null ? "" : " in " + of(o.eContainer()));
        }
        if (o instanceof NamedElement n) {
            return o.eClass().getName() + " " + name(n.getName());
        }
        return o.eClass().getName();
    }

    /** {@code s} with its first letter upper case: a label at the start of a message. */
    public static String capitalize(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** "QP", "memory region", ... or the step's class name for steps that create nothing. */
    public static String stepKind(Step s) {
        VerbsObject created = VerbsObject.createdBy(s);
        return created == null ? s.eClass().getName() : created.label();
    }

    /** The step's name, or "step N of program P" when it has none. */
    public static String stepName(Step s) {
        if (s.getName() != null && !s.getName().isBlank()) {
            return s.getName();
        }
        if (s.eContainer() instanceof Program p) {
            return "(step " + (p.getSteps().indexOf(s) + 1) + " of program " + name(p.getName()) + ")";
        }
        return "(unnamed)";
    }

    static String name(String n) {
        return n == null || n.isBlank() ? "(unnamed)" : n;
    }
}
