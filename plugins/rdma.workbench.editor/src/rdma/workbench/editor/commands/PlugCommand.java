package rdma.workbench.editor.commands;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** Finds the port one end of a cable plugs into, adding a port to a switch that has no free one (and taking it away on undo). */
final class PlugCommand {

    private final Topology topology;
    private final EObject node;
    private Endpoint endpoint;
    private SwitchPort added;

    PlugCommand(Topology topology, EObject node) {
        this.topology = topology;
        this.node = node;
    }

    Endpoint plug() {
        if (endpoint == null) {
            endpoint = Endpoints.freeEndpoint(topology, node);
            if (endpoint == null && node instanceof Switch s) {
                added = TopologyFactory.eINSTANCE.createSwitchPort();
                added.setName(SiblingNames.of(s.getPorts()).numbered("port", 1));
                added.setMac(new Addresses(topology).mac());
                endpoint = added;
            }
        }
        if (added != null) {
            ((Switch) node).getPorts().add(added);
        }
        return endpoint;
    }

    void unplug() {
        if (added != null) {
            ((Switch) node).getPorts().remove(added);
        }
    }
}
