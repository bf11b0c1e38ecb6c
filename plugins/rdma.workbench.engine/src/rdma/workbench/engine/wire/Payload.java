package rdma.workbench.engine.wire;

import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The data a packet carries, without copying it where it need not be: a slice of an array (a
 * decoded frame's payload is a view into the frame), or a source that copies itself into the frame
 * being encoded (a requester's gather from host memory), so a payload is copied once on its way
 * out and once on its way in.
 */
public interface Payload {

    Payload EMPTY = new Bytes(new byte[0], 0, 0);

    int length();

    /** Writes the {@link #length()} bytes into {@code dst} at {@code at}. */
    void copyTo(byte[] dst, int at);

    /**
     * The same bytes, fixed now: no later change to the memory they come from alters them (a
     * requester's DMA read happens when the packet is built). An array slice is already fixed.
     */
    default Payload frozen() {
        return bytes();
    }

    /** Adds the bytes to {@code crc}, where they lie, without copying them. */
    default void feed(CRC32 crc) {
        Bytes b = bytes();
        crc.update(b.array, b.offset, b.length);
    }

    /** The bytes as an array slice (a copy for a payload that is not one). */
    default Bytes bytes() {
        byte[] b = new byte[length()];
        copyTo(b, 0);
        return new Bytes(b, 0, b.length);
    }

    /** A new array with the bytes. */
    default byte[] toArray() {
        byte[] b = new byte[length()];
        copyTo(b, 0);
        return b;
    }

    static Payload of(byte[] b) {
        return b == null || b.length == 0 ? EMPTY : new Bytes(b, 0, b.length);
    }

    /** Whether two payloads hold the same bytes. */
    static boolean same(Payload a, Payload b) {
        Bytes x = a.bytes();
        Bytes y = b.bytes();
        return Arrays.equals(x.array, x.offset, x.offset + x.length, y.array, y.offset, y.offset + y.length);
    }

    /** {@code length} bytes of {@code array} from {@code offset}; the array is shared, never changed. */
    record Bytes(byte[] array, int offset, int length) implements Payload {

        @Override
        public void copyTo(byte[] dst, int at) {
            System.arraycopy(array, offset, dst, at, length);
        }

        @Override
        public Bytes bytes() {
            return this;
        }

        @Override
        public Payload frozen() {
            return this;
        }

        @Override
        public void feed(CRC32 crc) {
            crc.update(array, offset, length);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Payload p && same(this, p);
        }

        @Override
        public int hashCode() {
            int h = 1;
            for (int i = offset; i < offset + length; i++) {
                h = 31 * h + array[i];
            }
            return h;
        }

        @Override
        public String toString() {
            return length + " bytes";
        }
    }

    /**
     * Bytes that lie in one shared page (see {@code HostMemory.Buffer#sharePage}): {@link Slices}
     * with a single slice, the common case of a packet that fits in a page, without the three
     * arrays per packet. Nobody changes the array, so a receiver may keep it instead of copying it.
     */
    record Shared(byte[] array, int offset, int length) implements Payload {

        @Override
        public void copyTo(byte[] dst, int at) {
            System.arraycopy(array, offset, dst, at, length);
        }

        /** A view, not a copy: the page is never changed (for {@link Payload#same} and hashing). */
        @Override
        public Bytes bytes() {
            return new Bytes(array, offset, length);
        }

        @Override
        public Payload frozen() {
            return this;
        }

        @Override
        public void feed(CRC32 crc) {
            crc.update(array, offset, length);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Payload p && same(this, p);
        }

        @Override
        public int hashCode() {
            return bytes().hashCode();
        }

        @Override
        public String toString() {
            return length + " bytes";
        }
    }

    /**
     * Bytes that lie in several arrays (the pages of host memory a DMA read shared, see
     * {@code HostMemory.Buffer#sharePage}): slice {@code i} is {@code lengths[i]} bytes of
     * {@code arrays[i]} from {@code offsets[i]}. Nobody changes the arrays, so a receiver may keep
     * a whole one instead of copying it.
     */
    record Slices(byte[][] arrays, int[] offsets, int[] lengths, int length) implements Payload {

        public int count() {
            return arrays.length;
        }

        @Override
        public void copyTo(byte[] dst, int at) {
            for (int i = 0; i < arrays.length; i++) {
                System.arraycopy(arrays[i], offsets[i], dst, at, lengths[i]);
                at += lengths[i];
            }
        }

        @Override
        public Payload frozen() {
            return this;
        }

        @Override
        public void feed(CRC32 crc) {
            for (int i = 0; i < arrays.length; i++) {
                crc.update(arrays[i], offsets[i], lengths[i]);
            }
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Payload p && same(this, p);
        }

        @Override
        public int hashCode() {
            return bytes().hashCode();
        }

        @Override
        public String toString() {
            return length + " bytes";
        }
    }
}
