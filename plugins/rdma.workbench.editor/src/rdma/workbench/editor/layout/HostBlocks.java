package rdma.workbench.editor.layout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.editor.commands.Endpoints;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/**
 * Large fabrics draw each leaf's hosts as a block of four columns under the leaf instead of
 * one row of every host (1,024 hosts in a row are 340,000 pixels wide). Blocks are used as
 * soon as one switch serves more than eight hosts; smaller fabrics keep their single row.
 */
final class HostBlocks {

    static final int THRESHOLD = 8;
    static final int COLUMNS = 4;

    private HostBlocks() {
    }

    /** Each switch's hosts (each host under the first switch it is cabled to, in model order), when some switch has more than THRESHOLD; else empty. */
    static Map<Switch, List<Host>> of(Topology t) {
        Map<Switch, List<Host>> blocks = new LinkedHashMap<>();
        for (Switch s : t.getSwitches()) {
            blocks.put(s, new ArrayList<>());
        }
        Map<Host, Switch> leafOf = new LinkedHashMap<>();
        for (Link l : t.getLinks()) {
            EObject a = Endpoints.boxOf(l.getSource());
            EObject b = Endpoints.boxOf(l.getTarget());
            if (a instanceof Host h && b instanceof Switch s) {
                leafOf.putIfAbsent(h, s);
            } else if (b instanceof Host h && a instanceof Switch s) {
                leafOf.putIfAbsent(h, s);
            }
        }
        for (Host h : t.getHosts()) {
            Switch s = leafOf.get(h);
            if (s != null) {
                blocks.get(s).add(h);
            }
        }
        blocks.values().removeIf(List::isEmpty);
        boolean large = blocks.values().stream().anyMatch(hosts -> hosts.size() > THRESHOLD);
        return large ? blocks : Map.of();
    }

    /** The size of a block of {@code n} cells. */
    static Dimension size(int n, Dimension cell, int gapX, int gapY) {
        int columns = Math.min(n, COLUMNS);
        int rows = (n + COLUMNS - 1) / COLUMNS;
        return new Dimension(columns * (cell.width + gapX) - gapX, rows * (cell.height + gapY) - gapY);
    }

    /** The top-left corner of cell {@code i} of a block at {@code origin}, row by row. */
    static Point cell(int i, Point origin, Dimension cell, int gapX, int gapY) {
        return new Point(origin.x + i % COLUMNS * (cell.width + gapX), origin.y + i / COLUMNS * (cell.height + gapY));
    }
}
