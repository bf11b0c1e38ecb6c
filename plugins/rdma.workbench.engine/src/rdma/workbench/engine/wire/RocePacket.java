package rdma.workbench.engine.wire;

import java.util.Objects;

/**
 * What RoCEv2 carries in a UDP datagram: the BTH, the extension headers its opcode requires
 * (the others null), and the payload. Pad and ICRC are the codec's business.
 */
public record RocePacket(Bth bth, Deth deth, Reth reth, AtomicEth atomicEth, Aeth aeth, AtomicAckEth atomicAckEth, Integer immDt,
        Integer ieth, Payload payload) {

    public RocePacket {
        payload = payload == null ? Payload.EMPTY : payload;
        Opcode op = bth.opcode();
        require(op, Header.DETH, deth);
        require(op, Header.RETH, reth);
        require(op, Header.ATOMIC_ETH, atomicEth);
        require(op, Header.AETH, aeth);
        require(op, Header.ATOMIC_ACK_ETH, atomicAckEth);
        require(op, Header.IMM_DT, immDt);
        require(op, Header.IETH, ieth);
        if (!op.hasPayload() && payload.length() > 0) {
            throw new IllegalArgumentException(op + " carries no payload, got " + payload.length() + " bytes");
        }
    }

    /** A packet whose payload is these bytes (null: none). */
    public RocePacket(Bth bth, Deth deth, Reth reth, AtomicEth atomicEth, Aeth aeth, AtomicAckEth atomicAckEth, Integer immDt, Integer ieth,
            byte[] payload) {
        this(bth, deth, reth, atomicEth, aeth, atomicAckEth, immDt, ieth, Payload.of(payload));
    }

    private static void require(Opcode op, Header h, Object value) {
        if (op.has(h) != (value != null)) {
            throw new IllegalArgumentException(op + (op.has(h) ? " needs a " : " has no ") + h);
        }
    }

    /** A packet with only a BTH and a payload (SEND and WRITE middles, lasts, CNP). */
    public static RocePacket of(Bth bth, byte[] payload) {
        return new RocePacket(bth, null, null, null, null, null, null, null, Payload.of(payload));
    }

    /** The same packet with another payload (the view into the frame it was encoded into, say). */
    public RocePacket withPayload(Payload p) {
        return new RocePacket(bth, deth, reth, atomicEth, aeth, atomicAckEth, immDt, ieth, p);
    }

    public Opcode opcode() {
        return bth.opcode();
    }

    /** Bytes of pad that bring the payload to a multiple of four (BTH PadCnt). */
    public int padCount() {
        return (4 - payload.length() % 4) % 4;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RocePacket p && bth.equals(p.bth) && Objects.equals(deth, p.deth) && Objects.equals(reth, p.reth)
                && Objects.equals(atomicEth, p.atomicEth) && Objects.equals(aeth, p.aeth) && Objects.equals(atomicAckEth, p.atomicAckEth)
                && Objects.equals(immDt, p.immDt) && Objects.equals(ieth, p.ieth) && Payload.same(payload, p.payload);
    }

    @Override
    public int hashCode() {
        return Objects.hash(bth, deth, reth, atomicEth, aeth, atomicAckEth, immDt, ieth) * 31 + payload.bytes().hashCode();
    }

    @Override
    public String toString() {
        return "RocePacket[" + bth + (deth == null ? "" : ", " + deth) + (reth == null ? "" : ", " + reth)
                + (atomicEth == null ? "" : ", " + atomicEth) + (aeth == null ? "" : ", " + aeth)
                + (atomicAckEth == null ? "" : ", " + atomicAckEth) + (immDt == null ? "" : ", ImmDt=" + immDt)
                + (ieth == null ? "" : ", IETH=" + ieth) + ", " + payload.length() + " bytes]";
    }
}
