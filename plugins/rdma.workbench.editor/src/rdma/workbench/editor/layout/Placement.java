package rdma.workbench.editor.layout;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * Where a host or switch is drawn when the topology's layout has no bounds for it: a layered
 * arrangement, hosts at the bottom and each switch one row above the lowest thing it is cabled
 * to (a leaf-spine fabric comes out as hosts, leaves, spine). Heights are left to the figures
 * (-1): a host is as tall as its NICs need.
 */
public final class Placement {

    public static final int HOST_WIDTH = 260;
    public static final int SWITCH_WIDTH = 130;
    private static final int GAP_X = 70;
    private static final int ROW = 190;
    private static final int MARGIN = 30;
    private static final int BLOCK_ROW = 110;
    private static final int BLOCK_GAP = 120;

    private Placement() {
    }

    /** Bounds of every host and switch of {@code t}. */
    public static Map<EObject, Rectangle> of(Topology t) {
        Map<EObject, Integer> level = levels(t);
        int top = level.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        Map<Switch, List<Host>> blocks = HostBlocks.of(t);
        if (!blocks.isEmpty()) {
            return withBlocks(t, level, top, blocks);
        }
        Map<Integer, List<EObject>> rows = new HashMap<>();
        for (Host h : t.getHosts()) {
            rows.computeIfAbsent(0, k -> new ArrayList<>()).add(h);
        }
        for (Switch s : t.getSwitches()) {
            rows.computeIfAbsent(level.getOrDefault(s, 1), k -> new ArrayList<>()).add(s);
        }
        int widest = rows.values().stream().mapToInt(r -> width(r)).max().orElse(0);
        Map<EObject, Rectangle> out = new HashMap<>();
        for (Map.Entry<Integer, List<EObject>> row : rows.entrySet()) {
            int x = MARGIN + (widest - width(row.getValue())) / 2;
            int y = MARGIN + (top - row.getKey()) * ROW;
            for (EObject node : row.getValue()) {
                boolean host = node instanceof Host;
                out.put(node, new Rectangle(x, y, -1, -1));
                x += (host ? HOST_WIDTH : SWITCH_WIDTH) + GAP_X;
            }
        }
        return out;
    }

    /**
     * Each leaf's hosts as a block under it, blocks side by side; hosts on no switch follow in a
     * row; the other switches (spines, leaves without hosts) in their rows, centred over it all.
     */
    private static Map<EObject, Rectangle> withBlocks(Topology t, Map<EObject, Integer> level, int top, Map<Switch, List<Host>> blocks) {
        Map<EObject, Rectangle> out = new HashMap<>();
        Dimension cell = new Dimension(HOST_WIDTH, BLOCK_ROW);
        int hostsY = MARGIN + top * ROW;
        int x = MARGIN;
        for (Map.Entry<Switch, List<Host>> block : blocks.entrySet()) {
            List<Host> hosts = block.getValue();
            for (int i = 0; i < hosts.size(); i++) {
                Point p = HostBlocks.cell(i, new Point(x, hostsY), cell, GAP_X, 0);
                out.put(hosts.get(i), new Rectangle(p.x, p.y, -1, -1));
            }
            int width = HostBlocks.size(hosts.size(), cell, GAP_X, 0).width;
            Switch leaf = block.getKey();
            out.put(leaf, new Rectangle(x + (width - SWITCH_WIDTH) / 2, MARGIN + (top - level.getOrDefault(leaf, 1)) * ROW, -1, -1));
            x += width + BLOCK_GAP;
        }
        for (Host h : t.getHosts()) {
            if (!out.containsKey(h)) {
                out.put(h, new Rectangle(x, hostsY, -1, -1));
                x += HOST_WIDTH + GAP_X;
            }
        }
        int right = x;
        Map<Integer, List<EObject>> rows = new HashMap<>();
        for (Switch s : t.getSwitches()) {
            if (!out.containsKey(s)) {
                rows.computeIfAbsent(level.getOrDefault(s, 1), k -> new ArrayList<>()).add(s);
            }
        }
        for (Map.Entry<Integer, List<EObject>> row : rows.entrySet()) {
            int rx = Math.max(MARGIN, MARGIN + (right - MARGIN - width(row.getValue())) / 2);
            for (EObject s : row.getValue()) {
                out.put(s, new Rectangle(rx, MARGIN + (top - row.getKey()) * ROW, -1, -1));
                rx += SWITCH_WIDTH + GAP_X;
            }
        }
        return out;
    }

    private static int width(List<EObject> row) {
        int w = 0;
        for (EObject n : row) {
            w += (n instanceof Host ? HOST_WIDTH : SWITCH_WIDTH) + GAP_X;
        }
        return Math.max(0, w - GAP_X);
    }

    /**
     * Hosts are row 0; a switch is one row above the lowest host or switch it is cabled to — its
     * distance in cables from the nearest host, found breadth first from every host at once.
     */
    static Map<EObject, Integer> levels(Topology t) {
        Map<EObject, List<EObject>> cabled = new HashMap<>();
        for (Link l : t.getLinks()) {
            EObject a = owner(l.getSource());
            EObject b = owner(l.getTarget());
            if (a != null && b != null) {
                cabled.computeIfAbsent(a, k -> new ArrayList<>()).add(b);
                cabled.computeIfAbsent(b, k -> new ArrayList<>()).add(a);
            }
        }
        Map<EObject, Integer> level = new HashMap<>();
        ArrayDeque<EObject> next = new ArrayDeque<>();
        for (Host h : t.getHosts()) {
            level.put(h, 0);
            next.add(h);
        }
        while (!next.isEmpty()) {
            EObject node = next.poll();
            for (EObject other : cabled.getOrDefault(node, List.of())) {
                if (other instanceof Switch && !level.containsKey(other)) {
                    level.put(other, level.get(node) + 1);
                    next.add(other);
                }
            }
        }
        return level;
    }

    private static EObject owner(Endpoint e) {
        return Endpoints.boxOf(e);
    }
}
