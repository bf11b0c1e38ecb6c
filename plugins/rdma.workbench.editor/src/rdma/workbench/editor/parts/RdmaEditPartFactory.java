package rdma.workbench.editor.parts;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;

import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/** The edit part for each model object the diagram shows. */
public final class RdmaEditPartFactory implements EditPartFactory {

    @Override
    public EditPart createEditPart(EditPart context, Object model) {
        EditPart part = switch (model) {
            case Topology t -> new TopologyEditPart();
            case Host h -> new HostEditPart();
            case Rnic r -> new RnicEditPart();
            case NetworkNamespace n -> new NamespaceEditPart();
            case Switch s -> new SwitchEditPart();
            case Link l -> new LinkEditPart();
            default -> throw new IllegalArgumentException("the diagram shows no " + model);
        };
        part.setModel(model);
        return part;
    }
}
