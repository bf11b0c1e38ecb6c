package rdma.workbench.debug.record;

import java.util.Locale;

/** A QP of a run by where it lives: host, device and number. */
public record QpRef(String node, String device, int qpn) {

    /** "host2 QP 0x000011 (erdma_0)". */
    public String label() {
        return String.format(Locale.ROOT, "%s QP 0x%06x (%s)", node, qpn, device);
    }
}
