package rdma.workbench.engine.wire;

/** How a trace writes a packet in one line: opcode, PSN, destination QP, and what its headers say. */
public final class PacketText {

    private PacketText() {
    }

    public static String describe(RocePacket p) {
        // by hand, not with format strings: a debugger's console describes every packet of long runs
        StringBuilder b = new StringBuilder(80).append(p.opcode().name()).append(" psn=").append(p.bth().psn()).append(" qpn=0x");
        padded(b, Integer.toHexString(p.bth().destQp()), 6);
        if (p.payload().length() > 0) {
            b.append(" len=").append(p.payload().length());
        }
        if (p.aeth() != null) {
            b.append(' ').append(Syndrome.describe(p.aeth().syndrome())).append(" msn=").append(p.aeth().msn());
        }
        if (p.reth() != null) {
            b.append(" va=0x").append(Long.toHexString(p.reth().virtualAddress())).append(" rkey=0x").append(Integer.toHexString(p.reth().rkey()))
                    .append(" dmalen=").append(p.reth().dmaLength());
        }
        if (p.atomicEth() != null) {
            b.append(" va=0x").append(Long.toHexString(p.atomicEth().virtualAddress())).append(" rkey=0x")
                    .append(Integer.toHexString(p.atomicEth().rkey())).append(" swap/add=").append(p.atomicEth().swapAdd()).append(" compare=")
                    .append(p.atomicEth().compare());
        }
        if (p.atomicAckEth() != null) {
            b.append(" orig=").append(p.atomicAckEth().originalValue());
        }
        if (p.deth() != null) {
            b.append(" qkey=0x").append(Integer.toHexString(p.deth().qkey())).append(" srcqp=0x");
            padded(b, Integer.toHexString(p.deth().srcQp()), 6);
        }
        if (p.immDt() != null) {
            b.append(" imm=0x");
            padded(b, Integer.toHexString(p.immDt()), 8);
        }
        if (p.bth().ackReq()) {
            b.append(" AckReq");
        }
        return b.toString();
    }

    /** {@code hex} with leading zeros to {@code width} digits, as %0Nx prints it. */
    private static void padded(StringBuilder b, String hex, int width) {
        for (int i = hex.length(); i < width; i++) {
            b.append('0');
        }
        b.append(hex);
    }
}
