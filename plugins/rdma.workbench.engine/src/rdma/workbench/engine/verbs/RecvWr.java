package rdma.workbench.engine.verbs;

import java.util.List;

/** struct ibv_recv_wr: where an incoming SEND lands. */
public record RecvWr(long wrId, List<Sge> sges) {

    public long totalLength() {
        long n = 0;
        for (Sge s : sges) {
            n += s.length();
        }
        return n;
    }
}
