package rdma.workbench.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.EList;
import org.eclipse.gef.commands.Command;

import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;

/** Adds a host or a switch to the topology where it was dropped, named host1, switch1, … */
public final class CreateNodeCommand extends Command {

    private final Topology topology;
    private final NamedElement node;
    private final SetBoundsCommand place;

    public CreateNodeCommand(Topology topology, NamedElement node, Rectangle bounds) {
        super(node instanceof Host ? "Create Host" : "Create Switch");
        this.topology = topology;
        this.node = node;
        this.place = new SetBoundsCommand(topology, node, bounds);
    }

    @Override
    public boolean canExecute() {
        return node instanceof Host || node instanceof Switch;
    }

    @Override
    public void execute() {
        if (node.getName() == null) {
            List<NamedElement> nodes = new ArrayList<>(topology.getHosts());
            nodes.addAll(topology.getSwitches());
            node.setName(SiblingNames.of(nodes).numbered(node instanceof Host ? "host" : "switch", 1));
        }
        // the bounds go in first, so that the new node is drawn where it was dropped from the start
        place.execute();
        list().add(node);
    }

    @Override
    public void redo() {
        place.redo();
        list().add(node);
    }

    @Override
    public void undo() {
        list().remove(node);
        place.undo();
    }

    @SuppressWarnings("unchecked")
    private EList<NamedElement> list() {
        return (EList<NamedElement>) (EList<?>) (node instanceof Host ? topology.getHosts() : topology.getSwitches());
    }

    public NamedElement getNode() {
        return node;
    }
}
