package rdma.workbench.editor.commands;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;

import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/** Moves one end of a link to a free port of another NIC, host or switch. The port it left stays, free. */
public final class ReconnectLinkCommand extends Command {

    private final Topology topology;
    private final Link link;
    private final boolean sourceEnd;
    private final EObject node;
    private PlugCommand plug;
    private Endpoint old;

    public ReconnectLinkCommand(Topology topology, Link link, boolean sourceEnd, EObject node) {
        super("Reconnect Link");
        this.topology = topology;
        this.link = link;
        this.sourceEnd = sourceEnd;
        this.node = node;
    }

    @Override
    public boolean canExecute() {
        Endpoint current = sourceEnd ? link.getSource() : link.getTarget();
        Endpoint other = sourceEnd ? link.getTarget() : link.getSource();
        if (Endpoints.nodeOf(current) == node) {
            return false;
        }
        return Endpoints.boxOf(node) != Endpoints.boxOf(other) && Endpoints.canPlug(topology, node);
    }

    @Override
    public void execute() {
        old = sourceEnd ? link.getSource() : link.getTarget();
        plug = new PlugCommand(topology, node);
        redo();
    }

    @Override
    public void redo() {
        set(plug.plug());
    }

    @Override
    public void undo() {
        set(old);
        plug.unplug();
    }

    private void set(Endpoint e) {
        if (sourceEnd) {
            link.setSource(e);
        } else {
            link.setTarget(e);
        }
    }
}
