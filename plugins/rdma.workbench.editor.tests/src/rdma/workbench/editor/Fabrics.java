package rdma.workbench.editor;

import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.ui.wizards.ModelTemplates;

/** Small fabrics for the diagram tests of every editor package. */
public final class Fabrics {

    private Fabrics() {
    }

    /** Two ERDMA hosts (host1, host2) behind switch tor, cabled with l0 (25 Gbit/s) and l1 (100 Gbit/s). */
    public static Topology star() {
        Topology t = ModelTemplates.topology("star");
        t.getLinks().clear();
        TopologyFactory f = TopologyFactory.eINSTANCE;
        Switch sw = f.createSwitch();
        sw.setName("tor");
        t.getSwitches().add(sw);
        for (int i = 0; i < 2; i++) {
            SwitchPort p = f.createSwitchPort();
            p.setName("p" + i);
            sw.getPorts().add(p);
            Link l = f.createLink();
            l.setName("l" + i);
            l.setBandwidth(i == 0 ? 25 : 100);
            l.setSource(t.getHosts().get(i).getRnics().get(0).getPorts().get(0));
            l.setTarget(p);
            t.getLinks().add(l);
        }
        return t;
    }
}
