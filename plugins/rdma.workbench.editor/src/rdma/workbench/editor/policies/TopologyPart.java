package rdma.workbench.editor.policies;

import rdma.workbench.model.topology.Topology;

/** What a policy asks of the edit part it is installed on: the topology its element belongs to. Parts implement it, so policies need not know them. */
public interface TopologyPart {

    Topology topology();
}
