package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A process's memory through /proc only once it holds the fabric's bytes where it said: a program
 * that names another process's pid gets no access to it.
 */
class ProcessMemoryTest {

    private Process other;
    private long address;

    @BeforeEach
    void startAnotherProcess() throws Exception {
        other = new ProcessBuilder("sleep", "60").start();
        // its first writable mapping: where a program's proof bytes would be
        String maps = Files.readString(Path.of("/proc", Long.toString(other.pid()), "maps"));
        String line = maps.lines().filter(l -> l.split("\\s+")[1].startsWith("rw")).findFirst().orElseThrow();
        address = Long.parseUnsignedLong(line.substring(0, line.indexOf('-')), 16);
    }

    @AfterEach
    void endIt() throws Exception {
        other.destroyForcibly();
        other.waitFor(10, TimeUnit.SECONDS);
    }

    @Test
    void aPidWhoseMemoryDoesNotHoldTheNonceIsRefused() {
        assertNull(ProcessMemory.proven((int) other.pid(), address, ProcessMemory.nonce()));
        assertNull(ProcessMemory.proven(0, address, ProcessMemory.nonce()), "no pid");
        assertNull(ProcessMemory.proven((int) other.pid(), 0, ProcessMemory.nonce()), "no address");
        assertNull(ProcessMemory.proven(Integer.MAX_VALUE, address, ProcessMemory.nonce()), "no such process");
    }

    @Test
    void aPidWhoseMemoryHoldsTheNonceIsReadAndWritten() {
        byte[] nonce = ProcessMemory.nonce();
        // put the nonce there, as the library does in its own memory
        ProcessMemory writer = writerOf((int) other.pid(), address);
        assertTrue(writer.write(address, nonce, 0, nonce.length));
        ProcessMemory m = ProcessMemory.proven((int) other.pid(), address, nonce);
        assertNotNull(m);
        byte[] back = new byte[nonce.length];
        assertTrue(m.read(address, back, 0, back.length));
        assertArrayEquals(nonce, back);
        byte[] data = {1, 2, 3, 4};
        assertTrue(m.write(address + 4, data, 0, data.length));
        byte[] four = new byte[4];
        assertTrue(m.read(address + 4, four, 0, 4));
        assertArrayEquals(data, four);
        assertFalse(m.read(8, new byte[16], 0, 16), "an address the process has not mapped");
        m.close();
        writer.close();
        assertEquals(16, ProcessMemory.PROOF);
    }

    /** A handle on the other process, proven with the bytes that are at {@code at} already. */
    private static ProcessMemory writerOf(int pid, long at) {
        byte[] there = new byte[ProcessMemory.PROOF];
        try (FileChannel c = FileChannel.open(Path.of("/proc", Integer.toString(pid), "mem"), StandardOpenOption.READ)) {
            c.read(ByteBuffer.wrap(there), at);
        } catch (IOException e) {
            throw new AssertionError("this machine does not let a process read /proc/PID/mem of its child: " + e.getMessage(), e);
        }
        ProcessMemory m = ProcessMemory.proven(pid, at, there);
        assertNotNull(m);
        return m;
    }
}
