package rdma.workbench.editor;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import rdma.workbench.model.topology.Topology;

/**
 * The start of most diagram tests: {@link Fabrics#star()} written to a project of the test's own
 * (named after its class) and open in the diagram editor; the project goes afterwards.
 */
public abstract class StarDiagram {

    protected DiagramFixture fixture;
    protected TopologyDiagramEditor editor;
    /** The topology the editor edits. */
    protected Topology t;

    @BeforeEach
    void openStar() throws Exception {
        fixture = new DiagramFixture(getClass().getSimpleName());
        editor = DiagramFixture.open(fixture.write("star.rdmatopo", Fabrics.star()));
        t = editor.getTopology();
    }

    @AfterEach
    void closeStar() throws Exception {
        fixture.dispose();
    }
}
