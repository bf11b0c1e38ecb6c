package rdma.workbench.editor.commands;

import org.eclipse.gef.requests.CreationFactory;

import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.TopologyFactory;

/**
 * What each palette tool creates. Names and addresses are left to the command, which knows
 * the topology it adds to; devices come with one port (eth0, GID index 0) and default
 * capabilities, like a freshly probed NIC.
 */
public enum ElementFactory implements CreationFactory {
    HOST(Host.class),
    ERDMA_NIC(ErdmaDevice.class),
    ROCE_NIC(RoceNic.class),
    SWITCH(Switch.class),
    NAMESPACE(NetworkNamespace.class);

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;
    private final Class<?> type;

    ElementFactory(Class<?> type) {
        this.type = type;
    }

    @Override
    public Object getNewObject() {
        return switch (this) {
            case HOST -> T.createHost();
            case ERDMA_NIC -> {
                ErdmaDevice d = T.createErdmaDevice();
                d.setProtocol(RdmaProtocol.ROCEV2);
                // the one method of ERDMA's the engine runs: a new NIC brings no note that runs leave its method out
                d.setCongestionControl(CongestionControl.HPCC_INT);
                yield withPort(d);
            }
            case ROCE_NIC -> {
                RoceNic n = T.createRoceNic();
                n.setModel("ConnectX-6 Dx");
                yield withPort(n);
            }
            case SWITCH -> T.createSwitch();
            case NAMESPACE -> T.createNetworkNamespace();
        };
    }

    private static Rnic withPort(Rnic r) {
        DeviceCapabilities caps = T.createDeviceCapabilities();
        r.setCapabilities(caps);
        Port p = T.createPort();
        p.setName("p1");
        p.setNetdev("eth0");
        GidEntry g = T.createGidEntry();
        g.setIndex(0);
        g.setNetdev("eth0");
        p.getGids().add(g);
        r.getPorts().add(p);
        return r;
    }

    @Override
    public Object getObjectType() {
        return type;
    }
}
