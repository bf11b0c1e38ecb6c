package rdma.workbench.engine.wire;

import java.util.Arrays;

/**
 * The Ethernet headers and IPv4 addresses the decoder met last on this thread, handed out again
 * for a frame that carries the same bytes: a fabric's frames come from a few address pairs, and
 * decoding every frame's addresses into new arrays cost more than the rest of its headers. Safe
 * because decoded records are never changed (the arrays they hold included), like the frames.
 */
final class RecentAddresses {

    /** Address pairs remembered: both directions of a few connections. */
    private static final int KEPT = 4;

    private static final ThreadLocal<RecentAddresses> OF_THREAD = ThreadLocal.withInitial(RecentAddresses::new);

    private final Ethernet[] ethernets = new Ethernet[KEPT];
    private final byte[][] ipv4 = new byte[KEPT * 2][];
    private int nextEthernet;
    private int nextIpv4;

    static RecentAddresses ofThread() {
        return OF_THREAD.get();
    }

    /** An untagged Ethernet header equal to the first 12 bytes of {@code frame}. */
    Ethernet ethernet(byte[] frame) {
        for (Ethernet e : ethernets) {
            if (e != null && Arrays.equals(e.dst(), 0, 6, frame, 0, 6) && Arrays.equals(e.src(), 0, 6, frame, 6, 12)) {
                return e;
            }
        }
        Ethernet e = new Ethernet(Arrays.copyOfRange(frame, 0, 6), Arrays.copyOfRange(frame, 6, 12), null);
        ethernets[nextEthernet] = e;
        nextEthernet = (nextEthernet + 1) % KEPT;
        return e;
    }

    /** An IPv4 address equal to the 4 bytes of {@code frame} at {@code at}. */
    byte[] ipv4(byte[] frame, int at) {
        for (byte[] a : ipv4) {
            if (a != null && Arrays.equals(a, 0, 4, frame, at, at + 4)) {
                return a;
            }
        }
        byte[] a = Arrays.copyOfRange(frame, at, at + 4);
        ipv4[nextIpv4] = a;
        nextIpv4 = (nextIpv4 + 1) % ipv4.length;
        return a;
    }
}
