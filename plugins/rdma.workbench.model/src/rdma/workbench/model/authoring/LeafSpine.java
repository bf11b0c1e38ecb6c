package rdma.workbench.model.authoring;

import rdma.workbench.model.topology.Endpoint;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/**
 * A two-tier leaf-spine (folded Clos, "fat tree") fabric of ERDMA hosts in RoCEv2 mode: each
 * leaf serves {@code hostsPerLeaf} hosts over 25 Gbit/s links and has one 100 Gbit/s uplink to
 * every spine. Host i (from 1) gets GID ::ffff:10.x.y.z with x.y.z = i in base 256 and MAC
 * 02:00:0a:x:y:z, so every address is distinct.
 */
public final class LeafSpine {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    private LeafSpine() {
    }

    /** {@code hosts} hosts, spread over ceil(hosts / hostsPerLeaf) leaves, and {@code spines} spines. */
    public static Topology build(int hosts, int hostsPerLeaf, int spines) {
        if (hosts < 1 || hostsPerLeaf < 1 || spines < 1 || hosts > 0xFFFFFF) {
            throw new IllegalArgumentException("a leaf-spine fabric needs at least one host (at most 16777215), one host per leaf and one spine");
        }
        Topology t = T.createTopology();
        int leaves = (hosts + hostsPerLeaf - 1) / hostsPerLeaf;
        t.setName("leaf-spine-" + hosts);
        t.setDescription("A generated leaf-spine fabric: " + hosts + " ERDMA hosts (RoCEv2), " + leaves + " leaves with " + hostsPerLeaf
                + " hosts each, " + spines + " spines; every leaf has one uplink to every spine.");
        int width = String.valueOf(hosts).length();
        for (int s = 1; s <= spines; s++) {
            t.getSwitches().add(sw("spine" + s));
        }
        for (int l = 1; l <= leaves; l++) {
            Switch leaf = sw("leaf" + l);
            t.getSwitches().add(leaf);
            for (int s = 1; s <= spines; s++) {
                Switch spine = t.getSwitches().get(s - 1);
                t.getLinks().add(link("leaf" + l + "-spine" + s, port(leaf, "up" + s), port(spine, "down" + l), 100));
            }
        }
        for (int i = 1; i <= hosts; i++) {
            Switch leaf = t.getSwitches().get(spines + (i - 1) / hostsPerLeaf);
            String name = String.format("h%0" + width + "d", i);
            Host h = host(name, i);
            t.getHosts().add(h);
            Port p = h.getRnics().get(0).getPorts().get(0);
            t.getLinks().add(link(name + "-" + leaf.getName(), p, port(leaf, "down" + ((i - 1) % hostsPerLeaf + 1)), 25));
        }
        return t;
    }

    private static Switch sw(String name) {
        Switch s = T.createSwitch();
        s.setName(name);
        // PFC stays off: a new fabric tail-drops when full until its designer turns PFC on
        s.setPfcEnabled(false);
        return s;
    }

    private static SwitchPort port(Switch s, String name) {
        SwitchPort p = T.createSwitchPort();
        p.setName(name);
        s.getPorts().add(p);
        return p;
    }

    private static Host host(String name, int i) {
        int x = i >> 16 & 0xff;
        int y = i >> 8 & 0xff;
        int z = i & 0xff;
        return ErdmaHosts.create(name, String.format("02:00:0a:%02x:%02x:%02x", x, y, z), "::ffff:10." + x + "." + y + "." + z);
    }

    private static Link link(String name, Endpoint a, Endpoint b, double gbps) {
        Link l = T.createLink();
        l.setName(name);
        l.setSource(a);
        l.setTarget(b);
        l.setBandwidth(gbps);
        return l;
    }
}
