package rdma.workbench.editor.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.Fabrics;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/** Where hosts and switches go without stored bounds: rows by level, blocks of four columns under a leaf of more than eight hosts. */
class PlacementTest {

    @Test
    void hostsAtTheBottomAndTheSwitchCentredAboveThem() {
        Topology star = Fabrics.star();
        Map<EObject, Rectangle> at = Placement.of(star);
        // the host row is 260 + 70 + 260 = 590 wide from x 30; the switch (130 wide) centred over it, one row (190) higher
        assertEquals(new Rectangle(30, 220, -1, -1), at.get(star.getHosts().get(0)));
        assertEquals(new Rectangle(360, 220, -1, -1), at.get(star.getHosts().get(1)));
        assertEquals(new Rectangle(260, 30, -1, -1), at.get(star.getSwitches().get(0)));
        assertEquals(3, at.size());
    }

    @Test
    void aSwitchIsOneLevelAboveTheLowestThingItIsCabledTo() {
        Topology fabric = LeafSpine.build(8, 4, 2);
        Map<EObject, Integer> levels = Placement.levels(fabric);
        assertEquals(List.of(0), fabric.getHosts().stream().map(levels::get).distinct().toList());
        assertEquals(List.of("leaf1 1", "leaf2 1", "spine1 2", "spine2 2"),
                fabric.getSwitches().stream().map(s -> s.getName() + " " + levels.get(s)).sorted().toList());
        assertEquals(Map.of(), HostBlocks.of(fabric), "four hosts a leaf: one row, no blocks");
    }

    @Test
    void moreThanEightHostsOnALeafMakeBlocksOfFourColumns() {
        Topology fabric = LeafSpine.build(40, 20, 2);
        Map<Switch, List<Host>> blocks = HostBlocks.of(fabric);
        assertEquals(List.of("leaf1 20", "leaf2 20"), blocks.entrySet().stream().map(e -> e.getKey().getName() + " " + e.getValue().size()).sorted().toList());
        Dimension cell = new Dimension(260, 110);
        assertEquals(new Dimension(4 * 330 - 70, 5 * 110), HostBlocks.size(20, cell, 70, 0));
        assertEquals(new Dimension(2 * 330 - 70, 110), HostBlocks.size(2, cell, 70, 0), "fewer than four: as wide as they are");
        assertEquals(new Point(100 + 330, 50 + 110), HostBlocks.cell(5, new Point(100, 50), cell, 70, 0), "the sixth: second row, second column");
        Map<EObject, Rectangle> at = Placement.of(fabric);
        List<Host> leaf1 = blocks.entrySet().stream().filter(e -> e.getKey().getName().equals("leaf1")).findFirst().orElseThrow().getValue();
        Rectangle first = at.get(leaf1.get(0));
        assertEquals(List.of(first.getTranslated(3 * 330, 0), first.getTranslated(0, 110)), List.of(at.get(leaf1.get(3)), at.get(leaf1.get(4))));
    }
}
