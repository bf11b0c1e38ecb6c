package rdma.workbench.debug.ui.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.NakSession;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.editor.overlay.Mark;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * The diagram the animation opens, in the RDMA Debug perspective on a 1600 x 1000 screen: beside
 * the scenario editor where the fabric is drawn largest, the whole fabric and every badge in
 * view, at a zoom its labels can be read at.
 */
class AnimationRoomTest {

    /** Below this zoom a host's labels (netdev, MTU, GID) are too small to read. */
    private static final double READABLE = 0.75;

    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
        page.resetPerspective();
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    @Test
    void atTheNakTheTwoHostsAreDrawnBelowTheScenarioLargeEnoughToReadWithEveryBadgeInView() throws Exception {
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        NakSession.start(page);
        waitFor("the animation to draw the run", () -> animation.overlay() != null && !animation.overlay().marks().isEmpty());
        TopologyDiagramEditor diagram = RunDiagram.find(page, UiTesting.examples().getFile("topologies/erdma-pair.rdmatopo"));
        assertNotNull(diagram, "the animation opened the run's topology");
        FigureCanvas canvas = (FigureCanvas) diagram.getGraphicalViewer().getControl();
        ZoomManager zoom = (ZoomManager) diagram.getAdapter(ZoomManager.class);
        waitFor("the diagram to be zoomed to its fabric at its new size", () -> wholeFabricInView(diagram, canvas));

        // two hosts side by side are a wide strip: below the scenario editor, the area's whole width
        Control scenario = scenarioEditor().getViewer().getControl();
        org.eclipse.swt.graphics.Rectangle above = scenario.getDisplay().map(scenario.getParent(), null, scenario.getBounds());
        org.eclipse.swt.graphics.Rectangle drawn = canvas.getDisplay().map(canvas.getParent(), null, canvas.getBounds());
        assertTrue(drawn.y >= above.y + above.height, "the diagram " + drawn + " is below the scenario " + above);
        assertTrue(zoom.getZoom() >= READABLE, "drawn at " + zoom.getZoom());
        Rectangle view = canvas.getViewport().getClientArea();
        int badges = 0;
        for (Mark m : animation.overlay().marks()) {
            if (m instanceof Mark.Badge b) {
                Rectangle area = animation.overlay().areaOf(b);
                assertTrue(view.contains(area), b + " at " + area + ", in view " + view);
                badges++;
            }
        }
        assertEquals(2, badges, "each NIC wears its QP's state");
        // the launch brought the Console to the front of the Animation view's folder: the picture shows the view's timeline
        page.showView(AnimationView.ID);
        Screenshots.take("animation-at-nak");
    }

    /** Whether every host and switch of {@code diagram} is whole within its canvas. */
    private static boolean wholeFabricInView(TopologyDiagramEditor diagram, FigureCanvas canvas) {
        org.eclipse.swt.graphics.Rectangle client = canvas.getClientArea();
        Rectangle view = new Rectangle(0, 0, client.width, client.height);
        for (Object node : diagram.getGraphicalViewer().getContents().getChildren()) {
            IFigure f = ((GraphicalEditPart) node).getFigure();
            Rectangle r = f.getBounds().getCopy();
            f.translateToAbsolute(r);
            if (!view.contains(r)) {
                return false;
            }
        }
        return true;
    }

    private ScenarioEditor scenarioEditor() {
        for (IEditorReference r : page.getEditorReferences()) {
            if (r.getEditor(false) instanceof ScenarioEditor e) {
                return e;
            }
        }
        throw new AssertionError("the scenario's editor is open");
    }
}
