package rdma.workbench.editor.layout;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/**
 * Arrange All: ELK's layered algorithm over hosts and switches, edges pointing from the lower
 * layer up (hosts, then leaves, then spines, as {@link Placement} ranks them), so a leaf-spine
 * fabric reads bottom-up and crossings are minimised within each layer.
 */
public final class ElkArrangement {

    private static final double NODE_SPACING = 40;
    private static final double LAYER_SPACING = 110;
    private static final int MARGIN = 30;

    private ElkArrangement() {
    }

    /** The top-left corner for each node of {@code sizes} (hosts and switches with their drawn sizes). */
    public static Map<EObject, Point> arrange(Topology topology, Map<EObject, Dimension> sizes) {
        registerLayered();
        ElkNode graph = ElkGraphUtil.createGraph();
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.UP);
        graph.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        graph.setProperty(CoreOptions.SPACING_NODE_NODE, NODE_SPACING);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, LAYER_SPACING);
        graph.setProperty(CoreOptions.SEPARATE_CONNECTED_COMPONENTS, false);
        Map<EObject, ElkNode> nodes = new LinkedHashMap<>();
        for (Map.Entry<EObject, Dimension> e : sizes.entrySet()) {
            ElkNode n = ElkGraphUtil.createNode(graph);
            n.setDimensions(e.getValue().width, e.getValue().height);
            nodes.put(e.getKey(), n);
        }
        Map<EObject, Integer> rank = Placement.levels(topology);
        for (Link l : topology.getLinks()) {
            ElkNode a = nodes.get(Endpoints.boxOf(l.getSource()));
            ElkNode b = nodes.get(Endpoints.boxOf(l.getTarget()));
            if (a == null || b == null || a == b) {
                continue;
            }
            boolean upward = rank.getOrDefault(Endpoints.boxOf(l.getSource()), 0) <= rank.getOrDefault(Endpoints.boxOf(l.getTarget()), 0);
            ElkGraphUtil.createSimpleEdge(upward ? a : b, upward ? b : a);
        }
        new LayeredLayoutProvider().layout(graph, new BasicProgressMonitor());
        Map<EObject, Point> out = new HashMap<>();
        nodes.forEach((o, n) -> out.put(o, new Point((int) Math.round(n.getX()) + MARGIN, (int) Math.round(n.getY()) + MARGIN)));
        return out;
    }

    /** ELK finds its algorithms through java.util.ServiceLoader, which sees nothing inside OSGi; register the one used. */
    private static synchronized void registerLayered() {
        LayoutMetaDataService service = LayoutMetaDataService.getInstance();
        if (service.getAlgorithmData(LayeredOptions.ALGORITHM_ID) == null) {
            service.registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
        }
    }
}
