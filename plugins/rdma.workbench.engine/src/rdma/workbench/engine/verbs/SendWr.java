package rdma.workbench.engine.verbs;

import java.util.List;
import java.util.Set;

/**
 * struct ibv_send_wr. RDMA and atomic requests name the remote buffer by address and rkey; UD
 * sends name the destination by address handle, QP number and Q_Key.
 */
public record SendWr(long wrId, WrOpcode opcode, List<Sge> sges, Set<SendFlag> flags, Integer immData, long remoteAddr, int rkey,
        long compareAdd, long swap, AddressHandle ah, int remoteQpn, int remoteQkey, int invalidateRkey) {

    public long totalLength() {
        long n = 0;
        for (Sge s : sges) {
            n += s.length();
        }
        return n;
    }
}
