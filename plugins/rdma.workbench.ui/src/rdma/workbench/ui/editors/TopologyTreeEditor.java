package rdma.workbench.ui.editors;

import rdma.workbench.model.topology.Topology;

/** Topology files as a tree, until the diagram editor takes them over. */
public final class TopologyTreeEditor extends ModelEditor {

    public static final String ID = "rdma.workbench.ui.topologyTreeEditor";

    public TopologyTreeEditor() {
        super(Topology.class);
    }

    @Override
    protected int initialExpansion() {
        return 4;
    }
}
