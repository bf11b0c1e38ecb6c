package rdma.workbench.editor.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.layout.Diagram;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * Where each host and switch is drawn: the bounds the topology's layout stores, or else a
 * layered arrangement, hosts at the bottom and each switch one row above the lowest thing it is
 * cabled to (a leaf-spine fabric comes out as hosts, leaves, spine).
 */
public final class Placement {

    public static final int HOST_WIDTH = 230;
    public static final int HOST_HEIGHT = 60;
    public static final int SWITCH_WIDTH = 130;
    public static final int SWITCH_HEIGHT = 44;
    private static final int GAP_X = 40;
    private static final int ROW = 150;
    private static final int MARGIN = 30;

    private Placement() {
    }

    /** Bounds of every host and switch of {@code t}. */
    public static Map<EObject, Rectangle> of(Topology t) {
        Map<EObject, Rectangle> stored = stored(t.getLayout());
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
                Rectangle r = stored.get(node);
                out.put(node, r != null ? r : new Rectangle(x, y + (host ? 0 : (HOST_HEIGHT - SWITCH_HEIGHT) / 2),
                        host ? HOST_WIDTH : SWITCH_WIDTH, host ? HOST_HEIGHT : SWITCH_HEIGHT));
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

    private static Map<EObject, Rectangle> stored(Diagram d) {
        Map<EObject, Rectangle> m = new HashMap<>();
        if (d != null) {
            for (NodeLayout n : d.getNodes()) {
                if (n.getElement() != null && n.getWidth() > 0 && n.getHeight() > 0) {
                    m.put(n.getElement(), new Rectangle(n.getX(), n.getY(), n.getWidth(), n.getHeight()));
                }
            }
        }
        return m;
    }

    /** Hosts are row 0; a switch is one row above the lowest host or switch it is cabled to. */
    private static Map<EObject, Integer> levels(Topology t) {
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

    /** The host or switch an endpoint belongs to. */
    public static EObject owner(Endpoint e) {
        if (e == null) {
            return null;
        }
        for (EObject o = e.eContainer(); o != null; o = o.eContainer()) {
            if (o instanceof Host || o instanceof Switch) {
                return o;
            }
        }
        return null;
    }
}
