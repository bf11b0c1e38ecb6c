package rdma.workbench.engine.fabric;

/** The packet memory of a switch, shared by all its egress queues: bytes in use against the size. */
final class SharedBuffer {

    private final long size;
    private long used;

    SharedBuffer(long size) {
        this.size = size;
    }

    long size() {
        return size;
    }

    long used() {
        return used;
    }

    boolean fits(int bytes) {
        return used + bytes <= size;
    }

    void take(int bytes) {
        used += bytes;
    }

    void give(int bytes) {
        used -= bytes;
    }

    void restore(long u) {
        used = u;
    }
}
