package rdma.workbench.editor.parts;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.editor.figures.Severity;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;

/**
 * The validator's findings by drawn element: a problem with a port, a GID or capabilities is
 * shown on the NIC that holds them, one with a switch port on the switch.
 */
public final class Problems {

    public static final Problems NONE = new Problems(Map.of(), Map.of());

    private final Map<EObject, Severity> severities;
    private final Map<EObject, String> messages;

    private Problems(Map<EObject, Severity> severities, Map<EObject, String> messages) {
        this.severities = severities;
        this.messages = messages;
    }

    public static Problems of(Diagnostic diagnostic) {
        Map<EObject, Severity> severities = new HashMap<>();
        Map<EObject, String> messages = new HashMap<>();
        for (Diagnostic d : diagnostic.getChildren()) {
            if (d.getSeverity() < Diagnostic.WARNING || d.getData().isEmpty() || !(d.getData().get(0) instanceof EObject target)) {
                continue;
            }
            EObject drawn = drawn(target);
            if (drawn == null) {
                continue;
            }
            Severity s = d.getSeverity() >= Diagnostic.ERROR ? Severity.ERROR : Severity.WARNING;
            severities.merge(drawn, s, (a, b) -> a.compareTo(b) >= 0 ? a : b);
            messages.merge(drawn, (s == Severity.ERROR ? "Error: " : "Warning: ") + d.getMessage(), (a, b) -> a + "\n" + b);
        }
        return new Problems(severities, messages);
    }

    /** The nearest element the diagram draws, from {@code o} up its containers. */
    static EObject drawn(EObject o) {
        for (; o != null; o = o.eContainer()) {
            if (o instanceof Host || o instanceof Rnic || o instanceof NetworkNamespace || o instanceof Switch || o instanceof Link) {
                return o;
            }
        }
        return null;
    }

    public Severity severityOf(Object element) {
        return severities.getOrDefault(element, Severity.NONE);
    }

    public String messagesOf(Object element) {
        return messages.get(element);
    }

    public Set<EObject> elements() {
        return severities.keySet();
    }
}
