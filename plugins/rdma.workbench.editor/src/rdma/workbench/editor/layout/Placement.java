package rdma.workbench.editor.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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

    private Placement() {
    }

    /** Bounds of every host and switch of {@code t}. */
    public static Map<EObject, Rectangle> of(Topology t) {
        Map<EObject, Integer> level = levels(t);
        int top = level.values().stream().mapToInt(Integer::intValue).max().orElse(0);
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

    private static int width(List<EObject> row) {
        int w = 0;
        for (EObject n : row) {
            w += (n instanceof Host ? HOST_WIDTH : SWITCH_WIDTH) + GAP_X;
        }
        return Math.max(0, w - GAP_X);
    }

    /** Hosts are row 0; a switch is one row above the lowest host or switch it is cabled to. */
    static Map<EObject, Integer> levels(Topology t) {
        Map<EObject, Integer> level = new HashMap<>();
        for (Host h : t.getHosts()) {
            level.put(h, 0);
        }
        boolean changed = true;
        for (int round = 0; changed && round <= t.getSwitches().size(); round++) {
            changed = false;
            for (Switch s : t.getSwitches()) {
                int best = Integer.MAX_VALUE;
                for (Link l : t.getLinks()) {
                    EObject other = owner(l.getSource()) == s ? owner(l.getTarget()) : owner(l.getTarget()) == s ? owner(l.getSource()) : null;
                    Integer lv = other == null ? null : level.get(other);
                    if (lv != null) {
                        best = Math.min(best, lv + 1);
                    }
                }
                if (best != Integer.MAX_VALUE && !Integer.valueOf(best).equals(level.get(s))) {
                    level.put(s, best);
                    changed = true;
                }
            }
        }
        return level;
    }

    private static EObject owner(Endpoint e) {
        return Endpoints.boxOf(e);
    }
}
