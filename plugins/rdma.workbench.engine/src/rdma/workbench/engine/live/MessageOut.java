package rdma.workbench.engine.live;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** Writes a message body, little-endian. */
final class MessageOut {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream(64);

    MessageOut u8(int v) {
        out.write(v);
        return this;
    }

    MessageOut u16(int v) {
        out.write(v);
        out.write(v >>> 8);
        return this;
    }

    MessageOut u32(int v) {
        u16(v);
        return u16(v >>> 16);
    }

    MessageOut u64(long v) {
        u32((int) v);
        return u32((int) (v >>> 32));
    }

    MessageOut bytes(byte[] b) {
        out.writeBytes(b);
        return this;
    }

    MessageOut str(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        int n = Math.min(b.length, 0xFFFF);
        u16(n);
        out.write(b, 0, n);
        return this;
    }

    byte[] toBytes() {
        return out.toByteArray();
    }
}
