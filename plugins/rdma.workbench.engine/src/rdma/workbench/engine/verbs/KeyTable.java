package rdma.workbench.engine.verbs;

import java.util.Arrays;

/**
 * Objects found by a small integer key that arrives in every packet (a QPN, an lkey or rkey): a
 * growable array indexed by {@code key >>> shift}, each slot checked against the full key, so a
 * lookup boxes nothing and hashes nothing. Keys from the wire may be anything: unknown ones find null.
 */
public final class KeyTable<T> {

    private final int shift;
    private Object[] slots = new Object[16];
    private int[] keys = new int[16];

    /** A table whose keys are unique in their bits above {@code shift} (0 for QPNs, 8 for rxe-style memory keys). */
    public KeyTable(int shift) {
        this.shift = shift;
    }

    @SuppressWarnings("unchecked")
    public T get(int key) {
        int i = key >>> shift;
        return i < slots.length && keys[i] == key ? (T) slots[i] : null;
    }

    public void put(int key, T value) {
        int i = key >>> shift;
        if (i >= slots.length) {
            int n = Math.max(slots.length * 2, i + 1);
            slots = Arrays.copyOf(slots, n);
            keys = Arrays.copyOf(keys, n);
        }
        slots[i] = value;
        keys[i] = key;
    }

    public void remove(int key) {
        int i = key >>> shift;
        if (i < slots.length && keys[i] == key) {
            slots[i] = null;
            keys[i] = 0;
        }
    }

    public void clear() {
        Arrays.fill(slots, null);
        Arrays.fill(keys, 0);
    }
}
