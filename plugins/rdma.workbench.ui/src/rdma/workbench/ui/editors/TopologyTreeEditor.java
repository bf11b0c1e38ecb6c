package rdma.workbench.ui.editors;

import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.HelpContexts;

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

    @Override
    protected String helpContext() {
        return HelpContexts.TOPOLOGY_TREE_EDITOR;
    }
}
