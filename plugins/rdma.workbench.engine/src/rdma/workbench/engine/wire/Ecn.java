package rdma.workbench.engine.wire;

/**
 * The ECN field: the low two bits of the IPv4 TOS byte and of the IPv6 traffic class (RFC 3168
 * section 5). RoCEv2 NICs send ECT(0) so that switches can mark instead of dropping (DCQCN, Zhu et
 * al., SIGCOMM 2015, section 3; mlx5 sets ECT(0) on RoCE traffic when congestion control is on).
 * The ICRC masks these bits (IBTA annex A17.3.3), so a switch marking CE leaves the ICRC valid.
 */
public final class Ecn {

    /** Not ECN-capable transport. */
    public static final int NOT_ECT = 0b00;
    /** ECN-capable transport (1). */
    public static final int ECT1 = 0b01;
    /** ECN-capable transport (0): what RoCEv2 NICs send. */
    public static final int ECT0 = 0b10;
    /** Congestion experienced: set by a switch on an ECN-capable frame. */
    public static final int CE = 0b11;

    private Ecn() {
    }

    /** {@code trafficClass} (DSCP in the high six bits) with the ECN field set to ECT(0), as a RoCEv2 NIC sends it. */
    public static int capable(int trafficClass) {
        return trafficClass & 0xFC | ECT0;
    }

    /** Whether a switch may mark a frame with this ECN field: only ECT(0) and ECT(1) (RFC 3168 section 5). */
    public static boolean markable(int ecn) {
        return ecn == ECT0 || ecn == ECT1;
    }
}
