package rdma.workbench.model.authoring;

import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.TopologyFactory;

/** The host new fabrics are made of: one ERDMA device erdma_0 in RoCEv2 mode, default capabilities, port p1 on eth0 with one GID. */
public final class ErdmaHosts {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    private ErdmaHosts() {
    }

    public static Host create(String name, String mac, String gid) {
        Host h = T.createHost();
        h.setName(name);
        ErdmaDevice d = T.createErdmaDevice();
        d.setName("erdma_0");
        d.setProtocol(RdmaProtocol.ROCEV2);
        DeviceCapabilities caps = T.createDeviceCapabilities();
        d.setCapabilities(caps);
        Port p = T.createPort();
        p.setName("p1");
        p.setNetdev("eth0");
        p.setMac(mac);
        GidEntry g = T.createGidEntry();
        g.setIndex(0);
        g.setAddress(gid);
        g.setNetdev("eth0");
        p.getGids().add(g);
        d.getPorts().add(p);
        h.getRnics().add(d);
        return h;
    }
}
