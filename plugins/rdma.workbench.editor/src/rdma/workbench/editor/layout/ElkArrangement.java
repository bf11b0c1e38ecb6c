package rdma.workbench.editor.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.elk.alg.layered.LayeredLayoutProvider;
import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.OrderingStrategy;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * Arrange All: ELK's layered algorithm over hosts and switches, edges pointing from the lower
 * layer up (hosts, then leaves, then spines, as {@link Placement} ranks them), so a leaf-spine
 * fabric reads bottom-up and crossings are minimised within each layer. Parallel cables between
 * the same two nodes are one edge for the layout, and a cable between two nodes of one level (peer
 * switches, a ring) is none: it would stack them.
 */
public final class ElkArrangement {

    private static final double NODE_SPACING = 40;
    private static final double LAYER_SPACING = 110;
    private static final int MARGIN = 30;
    private static final int CELL_GAP = 30;

    private ElkArrangement() {
    }

    /**
     * The top-left corner for each node of {@code sizes} (hosts and switches with their drawn
     * sizes). In a large fabric each leaf's hosts enter the layered layout as one block (see
     * {@link HostBlocks}) and are set out in a grid inside it.
     */
    public static Map<EObject, Point> arrange(Topology topology, Map<EObject, Dimension> sizes) {
        registerLayered();
        ElkNode graph = ElkGraphUtil.createGraph();
        graph.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        graph.setProperty(CoreOptions.DIRECTION, Direction.UP);
        graph.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.POLYLINE);
        graph.setProperty(CoreOptions.SPACING_NODE_NODE, NODE_SPACING);
        graph.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, LAYER_SPACING);
        graph.setProperty(CoreOptions.SEPARATE_CONNECTED_COMPONENTS, false);
        // within a layer the model's order, left to right (leaf1 before leaf2, h1 before h4), as people read a fabric they drew
        graph.setProperty(LayeredOptions.CONSIDER_MODEL_ORDER_STRATEGY, OrderingStrategy.NODES_AND_EDGES);
        graph.setProperty(LayeredOptions.CROSSING_MINIMIZATION_FORCE_NODE_MODEL_ORDER, true);

        Map<EObject, ElkNode> nodes = new LinkedHashMap<>();
        Map<ElkNode, List<Host>> blockHosts = new LinkedHashMap<>();
        Dimension cell = new Dimension();
        Map<Switch, List<Host>> blocks = HostBlocks.of(topology);
        for (List<Host> hosts : blocks.values()) {
            for (Host h : hosts) {
                Dimension d = sizes.getOrDefault(h, new Dimension());
                cell.width = Math.max(cell.width, d.width);
                cell.height = Math.max(cell.height, d.height);
            }
        }
        for (List<Host> hosts : blocks.values()) {
            ElkNode block = ElkGraphUtil.createNode(graph);
            Dimension size = HostBlocks.size(hosts.size(), cell, CELL_GAP, CELL_GAP);
            block.setDimensions(size.width, size.height);
            blockHosts.put(block, hosts);
            hosts.forEach(h -> nodes.put(h, block));
        }
        // the rest in the model's order (hosts, then switches): ELK keeps that order within each layer
        List<EObject> inOrder = new ArrayList<>(topology.getHosts());
        inOrder.addAll(topology.getSwitches());
        sizes.keySet().stream().filter(k -> !inOrder.contains(k)).forEach(inOrder::add);
        for (EObject o : inOrder) {
            Dimension d = sizes.get(o);
            if (d != null && !nodes.containsKey(o)) {
                ElkNode n = ElkGraphUtil.createNode(graph);
                n.setDimensions(d.width, d.height);
                nodes.put(o, n);
            }
        }
        Map<EObject, Integer> rank = Placement.levels(topology);
        Set<List<ElkNode>> edges = new HashSet<>();
        for (Link l : topology.getLinks()) {
            EObject from = Endpoints.boxOf(l.getSource());
            EObject to = Endpoints.boxOf(l.getTarget());
            ElkNode a = nodes.get(from);
            ElkNode b = nodes.get(to);
            if (a == null || b == null || a == b) {
                continue;
            }
            int fromRank = rank.getOrDefault(from, 0);
            int toRank = rank.getOrDefault(to, 0);
            if (fromRank == toRank) {
                // peers of one level (two switches side by side, a ring): an edge would make ELK put one a layer above the other
                continue;
            }
            List<ElkNode> edge = fromRank < toRank ? List.of(a, b) : List.of(b, a);
            if (edges.add(edge)) {
                ElkGraphUtil.createSimpleEdge(edge.get(0), edge.get(1));
            }
        }
        new LayeredLayoutProvider().layout(graph, new BasicProgressMonitor());

        Map<EObject, Point> out = new HashMap<>();
        for (Map.Entry<EObject, ElkNode> e : nodes.entrySet()) {
            if (!blockHosts.containsKey(e.getValue())) {
                out.put(e.getKey(), corner(e.getValue()));
            }
        }
        blockHosts.forEach((block, hosts) -> {
            for (int i = 0; i < hosts.size(); i++) {
                out.put(hosts.get(i), HostBlocks.cell(i, corner(block), cell, CELL_GAP, CELL_GAP));
            }
        });
        return out;
    }

    private static Point corner(ElkNode n) {
        return new Point((int) Math.round(n.getX()) + MARGIN, (int) Math.round(n.getY()) + MARGIN);
    }

    /** ELK finds its algorithms through java.util.ServiceLoader, which sees nothing inside OSGi; register the one used. */
    private static synchronized void registerLayered() {
        LayoutMetaDataService service = LayoutMetaDataService.getInstance();
        if (service.getAlgorithmData(LayeredOptions.ALGORITHM_ID) == null) {
            service.registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
        }
    }
}
