package rdma.workbench.engine.fabric;

/**
 * Which field of a frame a switch trusts for its priority (the queue it waits in and the PFC class
 * it counts against), as a switch port's QoS trust setting does (mlnx_qos --trust, SONiC
 * DSCP_TO_TC_MAP / DOT1P_TO_TC_MAP).
 */
public enum PriorityTrust {
    /** The DSCP's class-selector bits: DSCP / 8 (see {@link IpTrafficClass#priority}); non-IP frames use 0. */
    DSCP,
    /** The 802.1Q tag's priority code point (IEEE 802.1Q clause 6.9.3); an untagged frame has priority 0 (the port's default, clause 6.9.1). */
    PCP;

    /**
     * The priority a frame shows whoever reads it without a port's setting (a capture judge): its 802.1Q PCP when tagged,
     * else its DSCP's class selector; -1 for an untagged frame that is not IP.
     */
    public static int carriedBy(byte[] frame) {
        if (EthernetHeader.tagged(frame)) {
            return PCP.priorityOf(frame);
        }
        return IpTrafficClass.of(frame) < 0 ? -1 : DSCP.priorityOf(frame);
    }

    /** The priority (0..7) of a frame whose headers are {@code frame}. */
    int priorityOf(byte[] frame) {
        if (this == DSCP) {
            return IpTrafficClass.priority(frame);
        }
        return EthernetHeader.tagged(frame) ? (frame[14] & 0xFF) >> 5 : 0;
    }
}
