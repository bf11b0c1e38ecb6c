package rdma.workbench.engine.wire;

/**
 * Base transport header (IBTA 9.2), 12 bytes big-endian: opcode | SE M PadCnt TVer | P_Key |
 * F B resv6 | DestQP | A resv7 | PSN. The pad count is not stored here: the codec derives it from
 * the payload length.
 */
public record Bth(Opcode opcode, boolean solicited, boolean migReq, int pkey, boolean fecn, boolean becn, int destQp, boolean ackReq,
        int psn) {

    public static final int LENGTH = 12;
    public static final int DEFAULT_PKEY = 0xFFFF;
    public static final int PSN_MASK = 0xFFFFFF;
    public static final int QPN_MASK = 0xFFFFFF;

    public Bth {
        if (opcode == null) {
            throw new IllegalArgumentException("BTH needs an opcode");
        }
        pkey &= 0xFFFF;
        destQp &= QPN_MASK;
        psn &= PSN_MASK;
    }

    /** A BTH with the default P_Key and no flags but AckReq. */
    public static Bth of(Opcode opcode, int destQp, int psn, boolean ackReq) {
        return new Bth(opcode, false, false, DEFAULT_PKEY, false, false, destQp, ackReq, psn);
    }

    public Bth withSolicited(boolean se) {
        return new Bth(opcode, se, migReq, pkey, fecn, becn, destQp, ackReq, psn);
    }

    public Bth withBecn(boolean b) {
        return new Bth(opcode, solicited, migReq, pkey, fecn, b, destQp, ackReq, psn);
    }
}
