package rdma.workbench.engine.live;

import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import rdma.workbench.engine.verbs.BufferBacking;

/**
 * A memory region's bytes in the program that registered it: read and written in /proc/PID/mem
 * when the program proved that PID its own ({@link ProcessMemory}), otherwise the engine's reads
 * and writes of the region become the library's MEM_READ and MEM_WRITE, in pieces of at most a MiB. A read
 * brings a window of up to 64 KiB, which later reads use while the fabric runs on without taking
 * a program's call (a program changes what it sends by posting again); a write goes out without
 * waiting, and the fabric waits for every write to land before it answers any program. A program
 * that went away reads as zeros and takes no writes (its detach follows).
 */
final class ProgramMemory implements BufferBacking {

    private static final int PIECE = 1 << 20;
    private static final int WINDOW = 64 << 10;

    private final ProgramConnection connection;
    /** The program's memory through /proc, or null: through the library. */
    private final ProcessMemory direct;
    /** The program's address of the region's first byte. */
    private final long base;
    private final int length;
    /** The region's bytes when the engine first read them, for a recording. */
    private final Recording.FirstContents first;
    private final Consumer<String> slow;
    /** The fabric's count of calls taken: a window read in another count may be stale. */
    private final LongSupplier calls;
    private byte[] window;
    private int windowAt;
    private long windowCalls = -1;

    /** {@code first} is null when nothing is recorded. */
    ProgramMemory(ProgramConnection connection, ProcessMemory direct, long base, int length, Recording.FirstContents first, LongSupplier calls,
            Consumer<String> slow) {
        this.connection = connection;
        this.direct = direct;
        this.base = base;
        this.length = length;
        this.first = first;
        this.calls = calls;
        this.slow = slow;
    }

    @Override
    public void fetch(int offset, byte[] dst, int at, int n) {
        if (first != null && first.bytes() == null) {
            byte[] all = new byte[length];
            read(0, all, 0, length);
            first.setOnce(all);
        }
        if (n > WINDOW || direct != null) {
            // through /proc a read is a system call: no window to go stale
            read(offset, dst, at, n);
            return;
        }
        if (windowCalls != calls.getAsLong() || offset < windowAt || offset + n > windowAt + window.length) {
            int size = Math.min(WINDOW, length - offset);
            window = new byte[size];
            windowAt = offset;
            windowCalls = calls.getAsLong();
            read(offset, window, 0, size);
        }
        System.arraycopy(window, offset - windowAt, dst, at, n);
    }

    private void read(int offset, byte[] dst, int at, int n) {
        if (direct != null && direct.read(base + offset, dst, at, n)) {
            return;
        }
        while (n > 0) {
            int k = Math.min(n, PIECE);
            Message reply = connection.ask(LiveProtocol.MEM_READ, new MessageOut().u64(base + offset).u32(k).toBytes(), slow);
            if (reply == null || reply.status() != 0 || reply.body().length != k) {
                Arrays.fill(dst, at, at + n, (byte) 0);
                return;
            }
            System.arraycopy(reply.body(), 0, dst, at, k);
            offset += k;
            at += k;
            n -= k;
        }
    }

    @Override
    public void store(int offset, byte[] src, int at, int n) {
        if (window != null && offset < windowAt + window.length && offset + n > windowAt) {
            windowCalls = -1;
        }
        if (direct != null && direct.write(base + offset, src, at, n)) {
            return;
        }
        while (n > 0) {
            int k = Math.min(n, PIECE);
            connection.write(new MessageOut().u64(base + offset).bytes(Arrays.copyOfRange(src, at, at + k)).toBytes());
            offset += k;
            at += k;
            n -= k;
        }
    }
}
