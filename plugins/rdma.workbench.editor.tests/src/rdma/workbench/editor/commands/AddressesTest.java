package rdma.workbench.editor.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.editor.Fabrics;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** Fresh MACs and IPv4-mapped GIDs for new ports: none the topology has, in the fabric's subnet and on into the next. */
class AddressesTest {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    @Test
    void macsAndGidsSkipWhatTheTopologyHas() {
        Addresses a = new Addresses(Fabrics.star());
        assertEquals(List.of("02:00:0a:00:00:03", "02:00:0a:00:00:04"), List.of(a.mac(), a.mac()), "host1 and host2 have :01 and :02");
        assertEquals(List.of("::ffff:192.168.1.3", "::ffff:192.168.1.4"), List.of(a.ipv4Gid(), a.ipv4Gid()));
    }

    @Test
    void gidsGoIntoTheSubnetOfTheLastIpv4MappedGid() {
        Topology t = T.createTopology();
        Port p = T.createPort();
        GidEntry v6 = T.createGidEntry();
        v6.setAddress("fe80::1");
        GidEntry v4 = T.createGidEntry();
        v4.setAddress("::FFFF:10.0.7.9");
        p.getGids().addAll(List.of(v4, v6));
        var host = T.createHost();
        var nic = T.createRoceNic();
        nic.getPorts().add(p);
        host.getRnics().add(nic);
        t.getHosts().add(host);
        assertEquals("::ffff:10.0.7.1", new Addresses(t).ipv4Gid(), "an IPv6 GID sets no subnet; case does not matter");
    }

    @Test
    void afterTwoHundredFiftyFourAddressesTheNextSubnet() {
        Addresses a = new Addresses(T.createTopology());
        List<String> gids = new ArrayList<>();
        for (int i = 0; i < 255; i++) {
            gids.add(a.ipv4Gid());
        }
        assertEquals("::ffff:192.168.1.1", gids.get(0), "an empty fabric starts at 192.168.1.0/24");
        assertEquals("::ffff:192.168.1.254", gids.get(253), ".255 is skipped");
        assertEquals("::ffff:192.168.2.1", gids.get(254), "and .0 of the next");
    }

    @Test
    void readdressingAPortRenewsItsMacAndItsIpv4GidsOnly() {
        Port p = T.createPort();
        p.setMac("02:00:0a:00:00:01");
        GidEntry mapped = T.createGidEntry();
        mapped.setAddress("::ffff:192.168.1.1");
        GidEntry none = T.createGidEntry();
        GidEntry v6 = T.createGidEntry();
        v6.setAddress("fe80::7");
        p.getGids().addAll(List.of(mapped, none, v6));
        new Addresses(Fabrics.star()).readdress(p);
        assertEquals("02:00:0a:00:00:03", p.getMac());
        assertEquals(List.of("::ffff:192.168.1.3", "::ffff:192.168.1.4", "fe80::7"), p.getGids().stream().map(GidEntry::getAddress).toList());
    }
}
