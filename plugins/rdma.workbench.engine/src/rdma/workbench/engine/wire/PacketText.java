package rdma.workbench.engine.wire;

/** How a trace writes a packet in one line: opcode, PSN, destination QP, and what its headers say. */
public final class PacketText {

    private PacketText() {
    }

    public static String describe(RocePacket p) {
        StringBuilder b = new StringBuilder(p.opcode().name()).append(" psn=").append(p.bth().psn())
                .append(String.format(java.util.Locale.ROOT, " qpn=0x%06x", p.bth().destQp()));
        if (p.payload().length() > 0) {
            b.append(" len=").append(p.payload().length());
        }
        if (p.aeth() != null) {
            b.append(' ').append(Syndrome.describe(p.aeth().syndrome())).append(" msn=").append(p.aeth().msn());
        }
        if (p.reth() != null) {
            b.append(String.format(java.util.Locale.ROOT, " va=0x%x rkey=0x%x dmalen=%d", p.reth().virtualAddress(), p.reth().rkey(), p.reth().dmaLength()));
        }
        if (p.atomicEth() != null) {
            b.append(String.format(java.util.Locale.ROOT, " va=0x%x rkey=0x%x swap/add=%d compare=%d", p.atomicEth().virtualAddress(), p.atomicEth().rkey(),
                    p.atomicEth().swapAdd(), p.atomicEth().compare()));
        }
        if (p.atomicAckEth() != null) {
            b.append(" orig=").append(p.atomicAckEth().originalValue());
        }
        if (p.deth() != null) {
            b.append(String.format(java.util.Locale.ROOT, " qkey=0x%x srcqp=0x%06x", p.deth().qkey(), p.deth().srcQp()));
        }
        if (p.immDt() != null) {
            b.append(String.format(java.util.Locale.ROOT, " imm=0x%08x", p.immDt()));
        }
        if (p.bth().ackReq()) {
            b.append(" AckReq");
        }
        return b.toString();
    }
}
