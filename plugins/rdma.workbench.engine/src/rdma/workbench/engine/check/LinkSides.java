package rdma.workbench.engine.check;

import java.util.HashMap;
import java.util.Map;

/**
 * Which side of a captured link each MAC address sends from, learnt as a bridge learns (IEEE 802.1Q clause 8.7): a unicast
 * frame's source and destination lie on opposite sides. Addresses linked by frames form groups of two sides; an address
 * no unicast frame names (a bridge port that only sends PFC) has no side, nor has a group whose frames contradict
 * each other (a capture of several links).
 */
final class LinkSides {

    private final Map<Long, Long> parent = new HashMap<>();
    /** Whether an address lies on the other side from its parent. */
    private final Map<Long, Boolean> flipped = new HashMap<>();
    private final Map<Long, Boolean> contradicted = new HashMap<>();

    static long mac(byte[] frame, int at) {
        long m = 0;
        for (int i = 0; i < 6; i++) {
            m = m << 8 | frame[at + i] & 0xFF;
        }
        return m;
    }

    /** Learns from an Ethernet frame's addresses; group and broadcast destinations say nothing of sides. */
    void learn(byte[] frame) {
        if (frame.length < 14 || (frame[0] & 1) != 0) {
            return;
        }
        long a = root(mac(frame, 6));
        long b = root(mac(frame, 0));
        boolean sa = side(mac(frame, 6));
        boolean sb = side(mac(frame, 0));
        if (a == b) {
            if (sa == sb) {
                contradicted.put(a, true);
            }
            return;
        }
        parent.put(b, a);
        flipped.put(b, sa == sb);
        if (contradicted.containsKey(b)) {
            contradicted.put(a, true);
        }
    }

    /** True when both addresses are known, in one consistent group, and on opposite sides of the link. */
    boolean opposite(long x, long y) {
        if (!parent.containsKey(x) || !parent.containsKey(y)) {
            return false;
        }
        long r = root(x);
        return r == root(y) && !contradicted.containsKey(r) && side(x) != side(y);
    }

    boolean known(long x) {
        return parent.containsKey(x) && !contradicted.containsKey(root(x));
    }

    private long root(long x) {
        parent.putIfAbsent(x, x);
        long p = parent.get(x);
        while (p != x) {
            x = p;
            p = parent.get(x);
        }
        return x;
    }

    /** The address's side relative to its group's root. */
    private boolean side(long x) {
        boolean s = false;
        parent.putIfAbsent(x, x);
        while (parent.get(x) != x) {
            s ^= flipped.getOrDefault(x, false);
            x = parent.get(x);
        }
        return s;
    }
}
