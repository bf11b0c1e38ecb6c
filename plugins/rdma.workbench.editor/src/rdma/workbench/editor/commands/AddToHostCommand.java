package rdma.workbench.editor.commands;

import org.eclipse.gef.commands.Command;

import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NamedElement;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Topology;

/**
 * Puts a new RDMA NIC or network namespace into a host. A NIC is named like the kernel names
 * it (erdma_0, erdma_1; roce_0 for a generic RoCE NIC) and its ports get a MAC and a GID no
 * other port of the topology has.
 */
public final class AddToHostCommand extends Command {

    private final Host host;
    private final NamedElement child;

    public AddToHostCommand(Host host, NamedElement child) {
        super(child instanceof Rnic ? "Add RDMA NIC" : "Add Network Namespace");
        this.host = host;
        this.child = child;
    }

    @Override
    public boolean canExecute() {
        return child instanceof Rnic || child instanceof NetworkNamespace;
    }

    @Override
    public void execute() {
        if (child instanceof Rnic r) {
            if (r.getName() == null) {
                r.setName(SiblingNames.of(host.getRnics()).numbered(r instanceof ErdmaDevice ? "erdma_" : "roce_", 0));
            }
            if (host.eContainer() instanceof Topology t) {
                Addresses addresses = new Addresses(t);
                for (Port p : r.getPorts()) {
                    addresses.readdress(p);
                }
            }
        } else if (child.getName() == null) {
            child.setName(SiblingNames.of(host.getNamespaces()).numbered("ns", 1));
        }
        redo();
    }

    @Override
    public void redo() {
        if (child instanceof Rnic r) {
            host.getRnics().add(r);
        } else {
            host.getNamespaces().add((NetworkNamespace) child);
        }
    }

    @Override
    public void undo() {
        if (child instanceof Rnic r) {
            host.getRnics().remove(r);
        } else {
            host.getNamespaces().remove(child);
        }
    }

    public NamedElement getChild() {
        return child;
    }
}
