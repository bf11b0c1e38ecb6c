package rdma.workbench.engine.fabric;

/**
 * The addresses routes lead to, numbered from 0 in the order they were first given: switches keep
 * their routes in arrays by these numbers. Open addressing over the address's two longs, so that
 * finding a frame's destination (every switch hop does) reads two or three adjacent array slots,
 * not a map's table, entry and key objects scattered over a large fabric's heap.
 */
final class AddressNumbers {

    private long[] highs = new long[16];
    private long[] lows = new long[16];
    /** The number plus one; 0 marks a free slot. */
    private int[] numbers = new int[16];
    private int count;

    int size() {
        return count;
    }

    /** The number of {@code address}, given now if it has none yet. */
    int number(AddressKey address) {
        int n = find(address.high(), address.low());
        if (n >= 0) {
            return n;
        }
        if (2 * (count + 1) > numbers.length) {
            grow();
        }
        insert(address.high(), address.low(), count);
        return count++;
    }

    /** The number of {@code address}, or -1 when it has none. */
    int find(AddressKey address) {
        return find(address.high(), address.low());
    }

    private int find(long high, long low) {
        int mask = numbers.length - 1;
        for (int i = slot(high, low, mask); numbers[i] != 0; i = i + 1 & mask) {
            if (highs[i] == high && lows[i] == low) {
                return numbers[i] - 1;
            }
        }
        return -1;
    }

    private void insert(long high, long low, int number) {
        int mask = numbers.length - 1;
        int i = slot(high, low, mask);
        while (numbers[i] != 0) {
            i = i + 1 & mask;
        }
        highs[i] = high;
        lows[i] = low;
        numbers[i] = number + 1;
    }

    private void grow() {
        long[] h = highs;
        long[] l = lows;
        int[] n = numbers;
        highs = new long[2 * h.length];
        lows = new long[2 * l.length];
        numbers = new int[2 * n.length];
        for (int i = 0; i < n.length; i++) {
            if (n[i] != 0) {
                insert(h[i], l[i], n[i] - 1);
            }
        }
    }

    /** A well-mixed start slot: IPv4-mapped addresses differ only in their last bytes. */
    private static int slot(long high, long low, int mask) {
        long h = (high * 0x9E3779B97F4A7C15L) ^ low;
        h *= 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ h >>> 32) & mask;
    }
}
