package rdma.workbench.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Set;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.Fabrics;
import rdma.workbench.editor.figures.Severity;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** The validator's findings by drawn element: a port's or a GID's on its NIC, a switch port's on its switch, the worst severity first. */
class ProblemsTest {

    private final Topology t = Fabrics.star();
    private final Rnic nic = t.getHosts().get(0).getRnics().get(0);
    private final Port port = nic.getPorts().get(0);
    private final Switch tor = t.getSwitches().get(0);
    private final Link l1 = t.getLinks().get(1);

    private static Diagnostic problem(int severity, String message, Object... data) {
        return new BasicDiagnostic(severity, "rdma.workbench.model", 0, message, data);
    }

    @Test
    void findingsGoToTheDrawnElementThatHoldsWhatTheyAreAbout() {
        BasicDiagnostic all = new BasicDiagnostic();
        all.add(problem(Diagnostic.WARNING, "MTU small", port));
        all.add(problem(Diagnostic.ERROR, "GID twice", port.getGids().get(0)));
        all.add(problem(Diagnostic.WARNING, "ECN above the buffer", tor.getPorts().get(1)));
        all.add(problem(Diagnostic.ERROR, "too fast", l1));
        all.add(problem(Diagnostic.INFO, "a note", t.getHosts().get(1)));
        all.add(problem(Diagnostic.ERROR, "about the file", t));
        all.add(problem(Diagnostic.ERROR, "about nothing"));
        Problems p = Problems.of(all);
        assertEquals(Set.of(nic, tor, l1), p.elements(), "notes, the topology itself and findings about nothing are not drawn");
        assertEquals(Severity.ERROR, p.severityOf(nic), "the worst of a warning and an error");
        assertEquals("Warning: MTU small\nError: GID twice", p.messagesOf(nic));
        assertEquals(Severity.WARNING, p.severityOf(tor));
        assertEquals("Warning: ECN above the buffer", p.messagesOf(tor));
        assertEquals("Error: too fast", p.messagesOf(l1));
        assertEquals(Severity.NONE, p.severityOf(t.getHosts().get(1)));
        assertNull(p.messagesOf(t.getHosts().get(1)));
    }

    @Test
    void noProblemsAtAll() {
        assertEquals(Set.of(), Problems.NONE.elements());
        assertEquals(Severity.NONE, Problems.NONE.severityOf(nic));
        assertNull(Problems.NONE.messagesOf(nic));
    }

    @Test
    void theDrawnElementOfAModelObject() {
        NetworkNamespace blue = TopologyFactory.eINSTANCE.createNetworkNamespace();
        t.getHosts().get(0).getNamespaces().add(blue);
        assertSame(nic, Problems.drawn(port.getGids().get(0)));
        assertSame(blue, Problems.drawn(blue));
        assertSame(tor, Problems.drawn(tor.getPorts().get(0)));
        assertSame(t.getHosts().get(0), Problems.drawn(t.getHosts().get(0)));
        assertNull(Problems.drawn(t));
    }
}
