package rdma.workbench.engine.wire;

/** Datagram extended transport header: the Q_Key the receiver checks and the sending QP. */
public record Deth(int qkey, int srcQp) {

    public Deth {
        srcQp &= Bth.QPN_MASK;
    }
}
