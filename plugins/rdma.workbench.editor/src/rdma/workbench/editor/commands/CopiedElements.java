package rdma.workbench.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * What Copy put on the clipboard: copies of hosts and switches with their bounds, and of the
 * links that run between two of them. Each paste takes a fresh copy of these.
 */
public final class CopiedElements {

    private final Map<NamedElement, Rectangle> nodes = new LinkedHashMap<>();
    private final List<Link> links = new ArrayList<>();

    /** A copy of the hosts and switches among {@code selection}, drawn at {@code bounds}. */
    public CopiedElements(Topology topology, Collection<? extends EObject> selection, Map<EObject, Rectangle> bounds) {
        List<EObject> originals = new ArrayList<>();
        for (EObject o : selection) {
            if (o instanceof Host || o instanceof Switch) {
                originals.add(o);
            }
        }
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        for (EObject o : originals) {
            nodes.put((NamedElement) copier.copy(o), bounds.getOrDefault(o, new Rectangle(0, 0, -1, -1)).getCopy());
        }
        for (Link l : topology.getLinks()) {
            if (inside(l.getSource(), originals) && inside(l.getTarget(), originals)) {
                links.add((Link) copier.copy(l));
            }
        }
        copier.copyReferences();
    }

    private CopiedElements(Map<NamedElement, Rectangle> nodes, List<Link> links) {
        this.nodes.putAll(nodes);
        this.links.addAll(links);
    }

    private static boolean inside(EObject o, List<EObject> roots) {
        return o != null && roots.stream().anyMatch(r -> EcoreUtil.isAncestor(r, o));
    }

    public boolean isEmpty() {
        return nodes.isEmpty();
    }

    /** A fresh copy, so that pasting twice gives two independent sets of elements. */
    CopiedElements copy() {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        Map<NamedElement, Rectangle> n = new LinkedHashMap<>();
        nodes.forEach((k, v) -> n.put((NamedElement) copier.copy(k), v.getCopy()));
        List<Link> l = new ArrayList<>();
        links.forEach(k -> l.add((Link) copier.copy(k)));
        copier.copyReferences();
        return new CopiedElements(n, l);
    }

    Map<NamedElement, Rectangle> nodes() {
        return nodes;
    }

    List<Link> links() {
        return links;
    }
}
