package rdma.workbench.engine.live;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.Arrays;

/**
 * A program's memory read and written by the fabric itself, through /proc/PID/mem, once the
 * program has shown that PID is its own: it put bytes the fabric chose at an address it named, and
 * the fabric found them there. Without that proof a program could name another process's pid and
 * have the fabric (perhaps a more privileged user's) write into it. Only the registered regions'
 * bytes are ever read or written, as with the library's MEM_READ and MEM_WRITE.
 */
final class ProcessMemory implements AutoCloseable {

    private static final SecureRandom RANDOM = new SecureRandom();
    static final int PROOF = 16;

    private final FileChannel mem;

    private ProcessMemory(FileChannel mem) {
        this.mem = mem;
    }

    /** Fresh bytes for a program to put at its proof address. */
    static byte[] nonce() {
        byte[] b = new byte[PROOF];
        RANDOM.nextBytes(b);
        return b;
    }

    /** The memory of process {@code pid}, if {@code nonce} is at {@code address} there; null when it is not or cannot be read. */
    static ProcessMemory proven(int pid, long address, byte[] nonce) {
        if (pid <= 0 || address <= 0) {
            return null;
        }
        FileChannel c;
        try {
            c = FileChannel.open(Path.of("/proc", Integer.toString(pid), "mem"), StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
        ProcessMemory m = new ProcessMemory(c);
        byte[] found = new byte[PROOF];
        if (m.read(address, found, 0, PROOF) && Arrays.equals(found, nonce)) {
            return m;
        }
        m.close();
        return null;
    }

    /** Reads {@code n} bytes at the program's {@code address}; false when they could not all be read. */
    boolean read(long address, byte[] dst, int at, int n) {
        ByteBuffer b = ByteBuffer.wrap(dst, at, n);
        try {
            while (b.hasRemaining()) {
                if (mem.read(b, address + (b.position() - at)) <= 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    /** Writes {@code n} bytes at the program's {@code address}; false when they could not all be written. */
    boolean write(long address, byte[] src, int at, int n) {
        ByteBuffer b = ByteBuffer.wrap(src, at, n);
        try {
            while (b.hasRemaining()) {
                if (mem.write(b, address + (b.position() - at)) <= 0) {
                    return false;
                }
            }
            return true;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public void close() {
        try {
            mem.close();
        } catch (IOException e) {
            // nothing was written through it that closing would lose
        }
    }
}
