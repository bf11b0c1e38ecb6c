package rdma.workbench.editor.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CompoundCommand;

import rdma.workbench.model.naming.FreeNames;
import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;

/**
 * Adds a fresh copy of copied hosts, switches and the links between them, shifted by an offset.
 * Copies keep their names where free (else the next free number) and get new MACs and GIDs, so
 * the result validates like the original did.
 */
public final class PasteCommand extends Command {

    private final Topology topology;
    private final CopiedElements copied;
    private final int offset;
    private final List<NamedElement> pasted = new ArrayList<>();
    private CompoundCommand steps;

    public PasteCommand(Topology topology, CopiedElements copied, int offset) {
        super("Paste");
        this.topology = topology;
        this.copied = copied;
        this.offset = offset;
    }

    @Override
    public boolean canExecute() {
        return copied != null && !copied.isEmpty();
    }

    @Override
    public void execute() {
        CopiedElements fresh = copied.copy();
        List<NamedElement> existing = new ArrayList<>(topology.getHosts());
        existing.addAll(topology.getSwitches());
        FreeNames.Pool nodeNames = SiblingNames.of(existing);
        FreeNames.Pool linkNames = SiblingNames.of(topology.getLinks());
        Addresses addresses = new Addresses(topology);
        steps = new CompoundCommand();
        for (Map.Entry<NamedElement, Rectangle> n : fresh.nodes().entrySet()) {
            NamedElement node = n.getKey();
            node.setName(nodeNames.next(node.getName()));
            if (node instanceof Host h) {
                for (Rnic r : h.getRnics()) {
                    for (Port p : r.getPorts()) {
                        addresses.readdress(p);
                    }
                }
            } else if (node instanceof Switch s) {
                for (SwitchPort p : s.getPorts()) {
                    if (p.getMac() != null) {
                        p.setMac(addresses.mac());
                    }
                }
            }
            Rectangle r = n.getValue().getCopy().translate(offset, offset);
            steps.add(new CreateNodeCommand(topology, node, r));
            pasted.add(node);
        }
        for (Link l : fresh.links()) {
            l.setName(linkNames.next(l.getName()));
        }
        steps.execute();
        topology.getLinks().addAll(fresh.links());
        pasted.addAll(fresh.links());
    }

    @Override
    public void undo() {
        topology.getLinks().removeAll(pasted);
        steps.undo();
    }

    @Override
    public void redo() {
        steps.redo();
        for (NamedElement e : pasted) {
            if (e instanceof Link l) {
                topology.getLinks().add(l);
            }
        }
    }

    /** The new hosts, switches and links (to select them after the paste). */
    public List<NamedElement> getPasted() {
        return pasted;
    }
}
