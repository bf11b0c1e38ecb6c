package rdma.workbench.engine.trace;

import java.util.Locale;

import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;

/** A work completion went to CQ {@code cq} of {@code device} — or was lost because the CQ was full ({@code lost}). */
public record CompletionQueued(Stamp stamp, String node, String device, int qpn, int cq, WorkCompletion wc, boolean lost, String why)
        implements TraceEvent {

    @Override
    public String summary() {
        StringBuilder b = new StringBuilder();
        if (lost) {
            b.append("CQ overflow: completion lost: ");
        }
        b.append("wr_id ").append(wc.wrId()).append(' ');
        if (wc.opcode() != null) {
            b.append(wc.opcode()).append(' ');
        }
        b.append(wc.status());
        if (wc.status() == WcStatus.SUCCESS) {
            b.append(" byte_len=").append(wc.byteLen());
        }
        if (wc.immData() != null) {
            b.append(String.format(Locale.ROOT, " imm=0x%08x", wc.immData()));
        }
        if (wc.grh() && wc.srcQp() != 0) {
            b.append(String.format(Locale.ROOT, " src_qp=0x%06x", wc.srcQp()));
        }
        return b.toString();
    }

    @Override
    public boolean isError() {
        return lost || wc.status() != WcStatus.SUCCESS;
    }
}
