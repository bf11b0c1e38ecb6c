package rdma.workbench.editor.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.draw2d.AnchorListener;
import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.geometry.Rectangle;
import org.junit.jupiter.api.Test;

/** A link's end moves with its NIC and with the NIC's host, and nothing else makes it move. */
class NodeAnchorTest {

    private final FreeformLayer layer = new FreeformLayer();
    private final Figure host = new Figure();
    private final Figure nic = new Figure();
    private int moves;
    private final AnchorListener counter = (ConnectionAnchor a) -> moves++;

    NodeAnchorTest() {
        layer.add(host);
        host.add(nic);
        host.setBounds(new Rectangle(100, 100, 200, 80));
        nic.setBounds(new Rectangle(110, 120, 180, 40));
    }

    @Test
    void theLinkEndMovesWhenItsNicOrItsHostMoves() {
        NodeAnchor anchor = new NodeAnchor(nic);
        anchor.addAnchorListener(counter);
        nic.setBounds(new Rectangle(110, 130, 180, 40));
        assertEquals(1, moves, "the NIC moved within its host");
        host.setBounds(new Rectangle(400, 100, 200, 80));
        assertEquals(2, moves, "the host moved and took its NIC along");
        assertEquals(new Rectangle(410, 130, 180, 40), nic.getBounds());
    }

    @Test
    void theDiagramLayerMovingIsNoMoveOfALinkEnd() {
        NodeAnchor anchor = new NodeAnchor(nic);
        anchor.addAnchorListener(counter);
        layer.setBounds(new Rectangle(-50, -50, 2000, 2000));
        assertEquals(0, moves, "draw2d's own anchor listens to the layer too: one listener per link on one figure");
    }

    @Test
    void oneAnchorServesManyLinksAndStopsListeningWhenTheLastGoes() {
        NodeAnchor anchor = new NodeAnchor(nic);
        int[] second = {0};
        AnchorListener other = a -> second[0]++;
        anchor.addAnchorListener(counter);
        anchor.addAnchorListener(other);
        host.setBounds(new Rectangle(400, 100, 200, 80));
        assertEquals(1, moves);
        assertEquals(1, second[0]);
        anchor.removeAnchorListener(counter);
        host.setBounds(new Rectangle(500, 100, 200, 80));
        assertEquals(1, moves, "a removed listener hears nothing more");
        assertEquals(2, second[0]);
        anchor.removeAnchorListener(other);
        anchor.addAnchorListener(counter);
        nic.setBounds(new Rectangle(510, 110, 180, 40));
        assertEquals(2, moves, "listening again after the last listener left hooks the figures once more, once");
    }
}
