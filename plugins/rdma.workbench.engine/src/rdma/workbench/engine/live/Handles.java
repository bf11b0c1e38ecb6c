package rdma.workbench.engine.live;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * A program's verbs objects by the handles its library holds (one numbering for every kind): a
 * handle of another program, a destroyed object or an object of the wrong kind is no object, as a
 * stale uverbs handle is.
 */
final class Handles {

    private final Map<Integer, Object> byHandle = new HashMap<>();
    private final Map<Object, Integer> byObject = new IdentityHashMap<>();
    private int next;

    int add(Object o) {
        int h = ++next;
        byHandle.put(h, o);
        byObject.put(o, h);
        return h;
    }

    /** The object of {@code kind} with {@code handle}, or null. */
    <T> T get(int handle, Class<T> kind) {
        Object o = byHandle.get(handle);
        return kind.isInstance(o) ? kind.cast(o) : null;
    }

    /** The handle of {@code o}, or 0 when it has none. */
    int of(Object o) {
        Integer h = byObject.get(o);
        return h == null ? 0 : h;
    }

    void remove(Object o) {
        Integer h = byObject.remove(o);
        if (h != null) {
            byHandle.remove(h);
        }
    }

    Iterable<Object> all() {
        return byHandle.values();
    }
}
