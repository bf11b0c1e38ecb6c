package rdma.workbench.engine.verbs;

import java.util.List;

/** A device port: its number, MAC, active RoCE MTU (from the netdev MTU) and GID table. */
public record DevicePort(int number, byte[] mac, int activeMtu, List<Gid> gids) {

    public Gid gid(int index) {
        for (Gid g : gids) {
            if (g.index() == index) {
                return g;
            }
        }
        return null;
    }
}
