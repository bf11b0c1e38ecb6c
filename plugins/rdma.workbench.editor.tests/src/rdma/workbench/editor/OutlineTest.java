package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.topology.Topology;

/** The Outline's model tree opens on a topology's elements when they are few enough to read. */
class OutlineTest {

    private final DiagramFixture fixture;

    OutlineTest() throws Exception {
        fixture = new DiagramFixture(getClass().getSimpleName());
    }

    @AfterEach
    void dispose() throws Exception {
        DiagramFixture.page().hideView(DiagramFixture.page().findView(IPageLayout.ID_OUTLINE));
        fixture.dispose();
    }

    private static boolean topologyShown(TopologyDiagramEditor editor) throws Exception {
        ContentOutline view = (ContentOutline) DiagramFixture.page().showView(IPageLayout.ID_OUTLINE);
        DiagramFixture.drain();
        DiagramOutlinePage page = assertInstanceOf(DiagramOutlinePage.class, view.getCurrentPage());
        return page.getTree().getExpandedState(editor.getTopology());
    }

    @Test
    void aSmallFabricOpensWithItsHostsSwitchesAndLinksShown() throws Exception {
        TopologyDiagramEditor editor = DiagramFixture.open(fixture.write("star.rdmatopo", Fabrics.star()));
        assertTrue(topologyShown(editor));
    }

    @Test
    void aGeneratedFabricOpensWithItsTopologyClosed() throws Exception {
        Topology fabric = LeafSpine.build(256, 32, 2);
        TopologyDiagramEditor editor = DiagramFixture.open(fixture.write("leaf-spine.rdmatopo", fabric));
        assertFalse(topologyShown(editor), "256 hosts and their links: 13,000 rows at 4,096 hosts took longer than the diagram");
    }
}
