package rdma.workbench.model.authoring;

import rdma.workbench.model.network.RocePorts;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.topology.Host;

/**
 * What a scenario template is made for: which host is the client (it sends, writes, reads or
 * runs the atomics), which the server, the message size in bytes and the path MTU.
 */
public record TemplateSettings(Host client, Host server, int messageBytes, Mtu pathMtu) {

    /**
     * The largest path MTU both hosts' ports carry (the first port of each host's first RDMA
     * device, the one a template's programs use), or null when a host has no such port or the
     * netdev MTU is too small for RoCE: the natural default, as rxe_qp_chk_attr allows no more.
     */
    public static Mtu largestPathMtu(Host client, Host server) {
        if (client == null || server == null || client.getRnics().isEmpty() || server.getRnics().isEmpty()) {
            return null;
        }
        var a = RocePorts.port(client.getRnics().get(0));
        var b = RocePorts.port(server.getRnics().get(0));
        return a == null || b == null ? null : RocePorts.mtu(RocePorts.sharedMtuBytes(a, b));
    }
}
