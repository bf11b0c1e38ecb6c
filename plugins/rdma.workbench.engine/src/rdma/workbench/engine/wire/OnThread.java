package rdma.workbench.engine.wire;

import java.util.function.Supplier;

/**
 * A value per thread, as a ThreadLocal keeps one, that the thread which asked last gets again
 * without the ThreadLocal's lookup: a run does its work on one thread and asks for every frame.
 * Another thread may see the last holder here, but takes its value only when it owns it; the
 * holder's fields are final, so they are seen as set.
 */
final class OnThread<T> {

    private record Held<T>(Thread owner, T value) {
    }

    private final ThreadLocal<Held<T>> perThread;
    private Held<T> last;

    OnThread(Supplier<T> initial) {
        this.perThread = ThreadLocal.withInitial(() -> new Held<>(Thread.currentThread(), initial.get()));
    }

    T get() {
        Held<T> h = last;
        if (h == null || h.owner() != Thread.currentThread()) {
            h = perThread.get();
            last = h;
        }
        return h.value();
    }
}
