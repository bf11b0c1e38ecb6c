package rdma.workbench.editor.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.open;
import static rdma.workbench.editor.DiagramFixture.page;
import static rdma.workbench.editor.DiagramFixture.part;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.StarDiagram;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Switch;

/** Arrange All and the first placement: layers of hosts, leaves and spines, blocks of hosts under a busy leaf, kept when saved. */
class ArrangeAllTest extends StarDiagram {

    @Test
    void arrangeAllLayersAFabricIsUndoableAndPersists() throws Exception {
        page().closeAllEditors(false);
        IFile file = fixture.write("fabric.rdmatopo", LeafSpine.build(8, 4, 2));
        editor = open(file);
        t = editor.getTopology();
        editor.arrangeAll();
        drain();
        int hostTop = t.getHosts().stream().mapToInt(h -> part(editor, h).getFigure().getBounds().y).min().orElseThrow();
        for (Switch s : t.getSwitches()) {
            Rectangle r = part(editor, s).getFigure().getBounds();
            assertTrue(r.bottom() < hostTop, s.getName() + " above the hosts");
            if (s.getName().startsWith("spine")) {
                for (Switch leaf : t.getSwitches().stream().filter(x -> x.getName().startsWith("leaf")).toList()) {
                    assertTrue(r.bottom() < part(editor, leaf).getFigure().getBounds().y, s.getName() + " above " + leaf.getName());
                }
            }
        }
        // left to right in the model's order: leaf1 before leaf2..., spine1 before spine2, leaf1's hosts before leaf4's
        for (String tier : List.of("leaf", "spine")) {
            List<Switch> row = t.getSwitches().stream().filter(x -> x.getName().startsWith(tier)).toList();
            for (int i = 1; i < row.size(); i++) {
                assertTrue(part(editor, row.get(i - 1)).getFigure().getBounds().x < part(editor, row.get(i)).getFigure().getBounds().x,
                        row.get(i - 1).getName() + " left of " + row.get(i).getName());
            }
        }
        assertTrue(part(editor, t.getHosts().get(0)).getFigure().getBounds().x < part(editor, t.getHosts().get(t.getHosts().size() - 1)).getFigure().getBounds().x,
                t.getHosts().get(0).getName() + " left of the last host");
        List<EObject> nodes = new ArrayList<>(t.getHosts());
        nodes.addAll(t.getSwitches());
        for (EObject a : nodes) {
            for (EObject b : nodes) {
                assertTrue(a == b || !part(editor, a).getFigure().getBounds().intersects(part(editor, b).getFigure().getBounds()), a + " overlaps " + b);
            }
        }
        assertEquals("Arrange All", editor.getCommandStack().getUndoCommand().getLabel());
        List<Rectangle> arranged = nodes.stream().map(n -> part(editor, n).getFigure().getBounds().getCopy()).toList();
        editor.doSave(null);
        page().closeAllEditors(false);
        drain();
        editor = open(file);
        List<EObject> reopened = new ArrayList<>(editor.getTopology().getHosts());
        reopened.addAll(editor.getTopology().getSwitches());
        t = editor.getTopology();
        assertEquals(arranged, reopened.stream().map(n -> part(editor, n).getFigure().getBounds().getCopy()).toList(), "the layout is saved with the file");
    }

    private void assertNoOverlaps(List<EObject> nodes) {
        for (EObject a : nodes) {
            for (EObject b : nodes) {
                assertTrue(a == b || !part(editor, a).getFigure().getBounds().intersects(part(editor, b).getFigure().getBounds()), a + " overlaps " + b);
            }
        }
    }

    /** Host i of leaf1's block: four to a row, the fifth under the first. */
    private void assertBlockOfFour(List<Host> hosts) {
        Rectangle first = part(editor, hosts.get(0)).getFigure().getBounds();
        Rectangle fourth = part(editor, hosts.get(3)).getFigure().getBounds();
        Rectangle fifth = part(editor, hosts.get(4)).getFigure().getBounds();
        assertEquals(first.y, fourth.y, "the first four share a row");
        assertTrue(fourth.x > first.x);
        assertEquals(first.x, fifth.x, "the fifth starts the next row");
        assertTrue(fifth.y >= first.bottom(), "under the first");
    }

    @Test
    void aLeafWithManyHostsGetsItsHostsAsABlockBothPlacedAndArranged() throws Exception {
        page().closeAllEditors(false);
        editor = open(fixture.write("fabric.rdmatopo", LeafSpine.build(40, 20, 2)));
        t = editor.getTopology();
        List<EObject> nodes = new ArrayList<>(t.getHosts());
        nodes.addAll(t.getSwitches());
        List<Host> leaf1Hosts = t.getHosts().subList(0, 20);
        assertBlockOfFour(leaf1Hosts);
        Rectangle leaf1 = part(editor, t.getSwitches().get(2)).getFigure().getBounds();
        int blockLeft = part(editor, leaf1Hosts.get(0)).getFigure().getBounds().x;
        int blockRight = part(editor, leaf1Hosts.get(3)).getFigure().getBounds().right();
        assertTrue(leaf1.x > blockLeft && leaf1.right() < blockRight, "leaf1 sits over its block: " + leaf1);
        assertNoOverlaps(nodes);
        editor.arrangeAll();
        drain();
        assertBlockOfFour(leaf1Hosts);
        assertBlockOfFour(t.getHosts().subList(20, 40));
        int hostTop = t.getHosts().stream().mapToInt(h -> part(editor, h).getFigure().getBounds().y).min().orElseThrow();
        assertTrue(t.getSwitches().stream().allMatch(s -> part(editor, s).getFigure().getBounds().bottom() < hostTop), "switches above the hosts");
        assertNoOverlaps(nodes);
    }
}
