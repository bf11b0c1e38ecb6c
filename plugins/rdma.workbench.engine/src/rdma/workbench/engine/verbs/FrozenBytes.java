package rdma.workbench.engine.verbs;

/**
 * A buffer's bytes at one moment, immutable: pages shared with the buffer until it writes them
 * (see {@link HostMemory.Buffer#freeze()}). A debugger reads them while the run goes on.
 */
public final class FrozenBytes {

    private final byte[][] pages;
    private final int length;

    FrozenBytes(byte[][] pages, int length) {
        this.pages = pages;
        this.length = length;
    }

    public int length() {
        return length;
    }

    /** {@code n} bytes from {@code offset}; pages never written read as zeros. */
    public byte[] read(int offset, int n) {
        if (offset < 0 || n < 0 || (long) offset + n > length) {
            throw new IndexOutOfBoundsException("[" + offset + ", +" + n + ") is outside the " + length + " bytes");
        }
        byte[] out = new byte[n];
        int at = 0;
        while (at < n) {
            int page = (offset + at) / HostMemory.PAGE;
            int in = (offset + at) % HostMemory.PAGE;
            int k = Math.min(n - at, HostMemory.PAGE - in);
            byte[] p = pages[page];
            if (p != null) {
                System.arraycopy(p, in, out, at, k);
            }
            at += k;
        }
        return out;
    }

    /** Every byte, copied. */
    public byte[] all() {
        return read(0, length);
    }
}
