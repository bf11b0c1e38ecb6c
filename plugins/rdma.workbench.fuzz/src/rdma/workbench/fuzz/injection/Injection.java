package rdma.workbench.fuzz.injection;

import rdma.workbench.engine.fabric.LinkEnd;

/** A frame to put on the wire through {@code from}, and how it was made ("forged RC_SEND_ONLY PSN expected+1", "replayed #12"). */
public record Injection(LinkEnd from, byte[] frame, String how) {
}
