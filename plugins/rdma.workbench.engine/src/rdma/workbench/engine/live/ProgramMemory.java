package rdma.workbench.engine.live;

import java.util.Arrays;
import java.util.function.Consumer;

import rdma.workbench.engine.verbs.BufferBacking;

/**
 * A memory region's bytes in the program that registered it: the engine's reads and writes of
 * the region become the library's MEM_READ and MEM_WRITE, in pieces of at most a MiB. A program
 * that went away reads as zeros and takes no writes (its detach follows).
 */
final class ProgramMemory implements BufferBacking {

    private static final int PIECE = 1 << 20;

    private final ProgramConnection connection;
    /** The program's address of the region's first byte. */
    private final long base;
    private final int length;
    /** The region's bytes when the engine first read them, for a recording. */
    private final Recording.FirstContents first;
    private final Consumer<String> slow;

    ProgramMemory(ProgramConnection connection, long base, int length, Recording.FirstContents first, Consumer<String> slow) {
        this.connection = connection;
        this.base = base;
        this.length = length;
        this.first = first;
        this.slow = slow;
    }

    @Override
    public void fetch(int offset, byte[] dst, int at, int n) {
        if (first.bytes() == null) {
            byte[] all = new byte[length];
            read(0, all, 0, length);
            first.setOnce(all);
        }
        read(offset, dst, at, n);
    }

    private void read(int offset, byte[] dst, int at, int n) {
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
        while (n > 0) {
            int k = Math.min(n, PIECE);
            byte[] body = new MessageOut().u64(base + offset).bytes(Arrays.copyOfRange(src, at, at + k)).toBytes();
            if (connection.ask(LiveProtocol.MEM_WRITE, body, slow) == null) {
                return;
            }
            offset += k;
            at += k;
            n -= k;
        }
    }
}
