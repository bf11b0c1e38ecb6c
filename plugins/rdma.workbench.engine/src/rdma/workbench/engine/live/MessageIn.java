package rdma.workbench.engine.live;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Reads a message body, little-endian; a field past its end throws {@link java.nio.BufferUnderflowException}. */
final class MessageIn {

    private final ByteBuffer b;

    MessageIn(byte[] body) {
        b = ByteBuffer.wrap(body).order(ByteOrder.LITTLE_ENDIAN);
    }

    int u8() {
        return Byte.toUnsignedInt(b.get());
    }

    int u16() {
        return Short.toUnsignedInt(b.getShort());
    }

    /** A u32 as Java's int (the bits as they are). */
    int u32() {
        return b.getInt();
    }

    long u64() {
        return b.getLong();
    }

    byte[] bytes(int n) {
        byte[] out = new byte[n];
        b.get(out);
        return out;
    }

    String str() {
        return new String(bytes(u16()), StandardCharsets.UTF_8);
    }

    /** The bytes not read yet. */
    int remaining() {
        return b.remaining();
    }
}
