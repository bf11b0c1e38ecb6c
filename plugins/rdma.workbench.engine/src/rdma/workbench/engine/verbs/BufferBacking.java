package rdma.workbench.engine.verbs;

/**
 * Where a buffer's bytes really live when they are not the engine's: the memory of a user's
 * program that registered it through the verbs library. The engine reads the bytes when it needs
 * them (a WQE's SGEs as it executes them, a READ's or an atomic's target as the responder serves
 * it) and writes them when they arrive (a received SEND, a WRITE, a READ response, an atomic's
 * original value), so the program sees its memory change as a NIC's DMA changes it.
 */
public interface BufferBacking {

    /** Copies the owner's {@code n} bytes at {@code offset} of the buffer into {@code dst} at {@code at}. */
    void fetch(int offset, byte[] dst, int at, int n);

    /** Stores {@code n} bytes of {@code src} at {@code at} into the owner's buffer at {@code offset}, before it returns. */
    void store(int offset, byte[] src, int at, int n);
}
