package rdma.workbench.editor.commands;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;

import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/**
 * Cables two drawn elements (NIC, host or switch) with a new link at the model's default
 * bandwidth and delay. A link needs a free port at both ends and may not loop back into the
 * same host or switch (LINK_TO_ITSELF).
 */
public final class CreateLinkCommand extends Command {

    private final Topology topology;
    private final EObject source;
    private EObject target;
    private PlugCommand sourcePlug;
    private PlugCommand targetPlug;
    private Link link;

    public CreateLinkCommand(Topology topology, EObject source) {
        super("Create Link");
        this.topology = topology;
        this.source = source;
    }

    public void setTarget(EObject target) {
        this.target = target;
    }

    @Override
    public boolean canExecute() {
        return target != null && Endpoints.boxOf(source) != Endpoints.boxOf(target)
                && Endpoints.canPlug(topology, source) && Endpoints.canPlug(topology, target);
    }

    @Override
    public void execute() {
        link = TopologyFactory.eINSTANCE.createLink();
        link.setName(SiblingNames.of(topology.getLinks()).numbered("link", 1));
        sourcePlug = new PlugCommand(topology, source);
        targetPlug = new PlugCommand(topology, target);
        redo();
    }

    @Override
    public void redo() {
        link.setSource(sourcePlug.plug());
        link.setTarget(targetPlug.plug());
        topology.getLinks().add(link);
    }

    @Override
    public void undo() {
        topology.getLinks().remove(link);
        targetPlug.unplug();
        sourcePlug.unplug();
    }

    public Link getLink() {
        return link;
    }
}
