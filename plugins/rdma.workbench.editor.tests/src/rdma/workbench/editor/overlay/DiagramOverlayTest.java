package rdma.workbench.editor.overlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.part;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.LayeredPane;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
import org.eclipse.gef.editparts.ZoomManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.StarDiagram;
import rdma.workbench.model.topology.Host;

/** The layer others draw on: points along links and the bounds of NICs by the model's names, at any zoom; marks shown and cleared. */
class DiagramOverlayTest extends StarDiagram {

    private DiagramOverlay overlay;

    @BeforeEach
    void setUp() throws Exception {
        overlay = new DiagramOverlay(editor.getGraphicalViewer(), t);
    }

    @AfterEach
    void tearDown() {
        overlay.dispose();
    }

    private IFigure layer() {
        LayerManager layers = (LayerManager) editor.getGraphicalViewer().getEditPartRegistry().get(LayerManager.ID);
        return ((LayeredPane) layers.getLayer(LayerConstants.HANDLE_LAYER).getParent()).getLayer(DiagramOverlay.LAYER);
    }

    @Test
    void aPointAlongAPolylineIsMeasuredByLength() {
        PointList l = new PointList(new int[] {0, 0, 10, 0, 10, 10});
        assertEquals(new Point(0, 0), DiagramOverlay.along(l, 0));
        assertEquals(new Point(5, 0), DiagramOverlay.along(l, 0.25));
        assertEquals(new Point(10, 0), DiagramOverlay.along(l, 0.5));
        assertEquals(new Point(10, 5), DiagramOverlay.along(l, 0.75));
        assertEquals(new Point(10, 10), DiagramOverlay.along(l, 1));
        assertEquals(new Point(3, 4), DiagramOverlay.along(new PointList(new int[] {3, 4, 3, 4}), 0.5), "a link of no length");
    }

    @Test
    void pointsOnALinkCountFromTheNamedEnd() {
        PointList points = ((PolylineConnection) part(editor, t.getLinks().get(0)).getFigure()).getPoints();
        assertEquals(points.getFirstPoint(), overlay.pointOnLink("l0", "host1", 0), "l0 runs from host1's NIC");
        assertEquals(points.getLastPoint(), overlay.pointOnLink("l0", "host1", 1));
        assertEquals(points.getLastPoint(), overlay.pointOnLink("l0", "tor", 0), "from the switch's end");
        assertEquals(points.getLastPoint(), overlay.pointOnLink("l0", "host1", 7), "a fraction past the end stays at the end");
        assertEquals(points.getFirstPoint(), overlay.pointOnLink("l0", null, 0), "no end named: from the source");
        assertNull(overlay.pointOnLink("l9", "host1", 0));
    }

    @Test
    void nodesAndNicsAreFoundByName() {
        assertTrue(overlay.hasNode("host2"));
        assertTrue(overlay.hasNode("tor"));
        assertFalse(overlay.hasNode("l0"), "a link is no node");
        Rectangle nic = part(editor, t.getHosts().get(0).getRnics().get(0)).getFigure().getBounds();
        Rectangle host = part(editor, t.getHosts().get(0)).getFigure().getBounds();
        assertEquals(nic, overlay.boundsOf("host1", "erdma_0"));
        assertEquals(host, overlay.boundsOf("host1", "mlx5_0"), "a NIC not drawn: its host");
        assertEquals(part(editor, t.getSwitches().get(0)).getFigure().getBounds(), overlay.boundsOf("tor", "erdma_0"));
        assertNull(overlay.boundsOf("nowhere", null));
    }

    @Test
    void boundsFollowTheZoom() {
        ZoomManager zoom = (ZoomManager) editor.getAdapter(ZoomManager.class);
        zoom.setZoom(2);
        drain();
        Rectangle nic = part(editor, t.getHosts().get(0).getRnics().get(0)).getFigure().getBounds();
        assertEquals(new Rectangle(nic.x * 2, nic.y * 2, nic.width * 2, nic.height * 2), overlay.boundsOf("host1", "erdma_0"),
                "the overlay is not scaled: what it draws keeps its size");
    }

    @Test
    void aBadgeWiderThanItsNicStaysWholeInTheView() {
        Rectangle view = new Rectangle(0, 0, 400, 300);
        Rectangle nic = new Rectangle(5, 40, 50, 15);
        Rectangle badge = new Rectangle(-25, 20, 80, 18);
        assertEquals(new Rectangle(0, 20, 80, 18), OverlayFigure.inView(badge, nic, view), "moved right, off the view's left edge");
        assertEquals(new Rectangle(320, 0, 80, 18), OverlayFigure.inView(new Rectangle(350, -5, 80, 18), new Rectangle(380, 10, 30, 15), view),
                "moved left and down, off the top-right corner");
        assertEquals(new Rectangle(100, 20, 80, 18), OverlayFigure.inView(new Rectangle(100, 20, 80, 18), new Rectangle(130, 40, 50, 15), view),
                "one in view stays where it is");
        Rectangle away = new Rectangle(-300, 20, 80, 18);
        assertEquals(away, OverlayFigure.inView(away, new Rectangle(-250, 40, 50, 15), view), "a NIC scrolled out of view takes its badge with it");
    }

    @Test
    void zoomedToTheFabricEveryBadgeIsInView() {
        editor.zoomToContents();
        drain();
        Rectangle view = ((FigureCanvas) editor.getGraphicalViewer().getControl()).getViewport().getClientArea();
        for (Host h : t.getHosts()) {
            Mark.Badge badge = new Mark.Badge(h.getName(), h.getRnics().get(0).getName(), "QP 0x11 RTS  QP 0x12 RTS", 0x008000);
            overlay.show(List.of(badge));
            Rectangle area = overlay.areaOf(badge);
            assertTrue(view.contains(area), h.getName() + "'s badge " + area + " in " + view);
        }
    }

    @Test
    void marksAreShownAsGivenAndCleared() {
        List<Mark> marks = new ArrayList<>(List.of(new Mark.Packet("l0", "host1", 0.5, 0x3366CC, "SEND"), new Mark.Badge("host1", "erdma_0", "RTS", 0x008000)));
        overlay.show(marks);
        marks.add(new Mark.Drop(null, null, 0, "tor", 1, "dropped"));
        assertEquals(List.of(new Mark.Packet("l0", "host1", 0.5, 0x3366CC, "SEND"), new Mark.Badge("host1", "erdma_0", "RTS", 0x008000)), overlay.marks(),
                "a copy of what it was given");
        overlay.clear();
        assertEquals(List.of(), overlay.marks());
    }

    @Test
    void overlaysShareOneLayerAndLeaveItWhenDisposed() {
        IFigure layer = layer();
        assertEquals(1, layer.getChildren().size());
        IFigure figure = (IFigure) layer.getChildren().get(0);
        assertFalse(figure.containsPoint(figure.getBounds().getCenter()), "clicks go through to the diagram");
        DiagramOverlay second = new DiagramOverlay(editor.getGraphicalViewer(), t);
        assertEquals(2, layer().getChildren().size());
        second.dispose();
        overlay.dispose();
        assertEquals(0, layer.getChildren().size());
    }
}
