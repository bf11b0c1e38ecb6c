package rdma.workbench.engine.wire;

import java.util.Arrays;

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
}
