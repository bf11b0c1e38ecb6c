package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/** The links by the NIC or switch at each end, built once per change of the cabling instead of a scan per element. */
final class LinkIndex {

    private final Map<EObject, List<Link>> bySource = new HashMap<>();
    private final Map<EObject, List<Link>> byTarget = new HashMap<>();

    LinkIndex(Topology t) {
        for (Link l : t.getLinks()) {
            bySource.computeIfAbsent(Endpoints.nodeOf(l.getSource()), k -> new ArrayList<>()).add(l);
            byTarget.computeIfAbsent(Endpoints.nodeOf(l.getTarget()), k -> new ArrayList<>()).add(l);
        }
    }

    List<Link> from(Object node) {
        return bySource.getOrDefault(node, List.of());
    }

    List<Link> to(Object node) {
        return byTarget.getOrDefault(node, List.of());
    }
}
