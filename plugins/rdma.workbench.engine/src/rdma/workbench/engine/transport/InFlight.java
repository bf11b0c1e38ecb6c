package rdma.workbench.engine.transport;

import java.util.Arrays;

import rdma.workbench.engine.wire.Psn;

/**
 * The bytes an RC requester has on the wire and not yet acknowledged, for a congestion window
 * (HPCC's W). Each packet sent is kept with the PSNs it covers (a READ request covers its
 * responses') and its frame's length; an acknowledgement past its PSNs removes it, and going back
 * to a PSN forgets the packets that will be sent again.
 */
final class InFlight {

    private int[] first = new int[64];
    private int[] end = new int[64];
    private int[] bytes = new int[64];
    private int head;
    private int size;
    private long total;

    long bytes() {
        return total;
    }

    /** A packet of {@code frameBytes} covering {@code psns} PSNs from {@code psn} left. */
    void sent(int psn, int psns, int frameBytes) {
        if (size == first.length) {
            grow();
        }
        int i = (head + size++) % first.length;
        first[i] = psn;
        end[i] = Psn.add(psn, psns);
        bytes[i] = frameBytes;
        total += frameBytes;
    }

    /** Every PSN before {@code psn} is acknowledged (the completer's oldest unacknowledged PSN moved to it). */
    void acknowledgedBefore(int psn) {
        while (size > 0 && Psn.compare(end[head], psn) <= 0) {
            total -= bytes[head];
            head = (head + 1) % first.length;
            size--;
        }
    }

    /** Go-back-N from {@code psn}: the packets from there on will be sent again and counted then. */
    void resendFrom(int psn) {
        while (size > 0) {
            int last = (head + size - 1) % first.length;
            if (Psn.compare(first[last], psn) < 0) {
                return;
            }
            total -= bytes[last];
            size--;
        }
    }

    void clear() {
        head = 0;
        size = 0;
        total = 0;
    }

    private void grow() {
        int n = first.length;
        int[] f = new int[n * 2];
        int[] e = new int[n * 2];
        int[] b = new int[n * 2];
        for (int k = 0; k < size; k++) {
            int i = (head + k) % n;
            f[k] = first[i];
            e[k] = end[i];
            b[k] = bytes[i];
        }
        first = f;
        end = e;
        bytes = b;
        head = 0;
    }

    /** The packets in order, for a checkpoint. */
    record Saved(int[] first, int[] end, int[] bytes, long total) {
    }

    Saved save() {
        int[] f = new int[size];
        int[] e = new int[size];
        int[] b = new int[size];
        for (int k = 0; k < size; k++) {
            int i = (head + k) % first.length;
            f[k] = first[i];
            e[k] = end[i];
            b[k] = bytes[i];
        }
        return new Saved(f, e, b, total);
    }

    void restore(Saved s) {
        int n = Math.max(64, Integer.highestOneBit(Math.max(1, s.first.length)) * 2);
        first = Arrays.copyOf(s.first, n);
        end = Arrays.copyOf(s.end, n);
        bytes = Arrays.copyOf(s.bytes, n);
        head = 0;
        size = s.first.length;
        total = s.total;
    }
}
