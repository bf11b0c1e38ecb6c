package rdma.workbench.engine.wire;

import java.util.Arrays;

/**
 * The Ethernet headers and IPv4 addresses the decoder met last on this thread, handed out again
 * for a frame that carries the same bytes: a fabric's frames come from a few address pairs, and
 * decoding every frame's addresses into new arrays cost more than the rest of its headers. Safe
 * because decoded records are never changed (the arrays they hold included), like the frames.
 * Each remembered address is compared by its bytes read as one number: Arrays.equals over four or
 * six bytes costs more than the copy it saves.
 */
final class RecentAddresses {

    /** Address pairs remembered: both directions of a few connections. */
    private static final int KEPT = 4;

    private static final OnThread<RecentAddresses> OF_THREAD = new OnThread<>(RecentAddresses::new);

    private final Ethernet[] ethernets = new Ethernet[KEPT];
    /** The destination and source MACs of {@link #ethernets}, each pair as 12 bytes read as a long and an int. */
    private final long[] macHigh = new long[KEPT];
    private final int[] macLow = new int[KEPT];
    private final byte[][] ipv4 = new byte[KEPT * 2][];
    private final int[] ipv4Value = new int[KEPT * 2];
    private int nextEthernet;
    private int nextIpv4;

    static RecentAddresses ofThread() {
        return OF_THREAD.get();
    }

    private static int int32(byte[] b, int at) {
        return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | b[at + 3] & 0xFF;
    }

    /** An untagged Ethernet header equal to the first 12 bytes of {@code frame}. */
    Ethernet ethernet(byte[] frame) {
        long high = (long) int32(frame, 0) << 32 | int32(frame, 4) & 0xFFFFFFFFL;
        int low = int32(frame, 8);
        for (int i = 0; i < KEPT; i++) {
            if (ethernets[i] != null && macHigh[i] == high && macLow[i] == low) {
                return ethernets[i];
            }
        }
        Ethernet e = new Ethernet(Arrays.copyOfRange(frame, 0, 6), Arrays.copyOfRange(frame, 6, 12), null);
        ethernets[nextEthernet] = e;
        macHigh[nextEthernet] = high;
        macLow[nextEthernet] = low;
        nextEthernet = (nextEthernet + 1) % KEPT;
        return e;
    }

    /** An IPv4 address equal to the 4 bytes of {@code frame} at {@code at}. */
    byte[] ipv4(byte[] frame, int at) {
        int value = int32(frame, at);
        for (int i = 0; i < ipv4.length; i++) {
            if (ipv4[i] != null && ipv4Value[i] == value) {
                return ipv4[i];
            }
        }
        byte[] a = Arrays.copyOfRange(frame, at, at + 4);
        ipv4[nextIpv4] = a;
        ipv4Value[nextIpv4] = value;
        nextIpv4 = (nextIpv4 + 1) % ipv4.length;
        return a;
    }
}
