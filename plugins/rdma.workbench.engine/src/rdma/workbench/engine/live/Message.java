package rdma.workbench.engine.live;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/** One message of the protocol: its type, status (an errno in a reply), tag and body. */
record Message(int type, int status, int tag, byte[] body) {

    boolean isReply() {
        return (type & LiveProtocol.REPLY) != 0;
    }

    /** The body to read, little-endian. */
    MessageIn in() {
        return new MessageIn(body);
    }

    /** Reads one whole message; EOFException at the end of the stream, IOException for a message too long to be one. */
    static Message read(ReadableByteChannel channel) throws IOException {
        ByteBuffer head = ByteBuffer.allocate(LiveProtocol.HEADER).order(ByteOrder.LITTLE_ENDIAN);
        fill(channel, head);
        head.flip();
        long length = Integer.toUnsignedLong(head.getInt());
        int type = Short.toUnsignedInt(head.getShort());
        int status = Short.toUnsignedInt(head.getShort());
        int tag = head.getInt();
        if (length < LiveProtocol.HEADER - 4 || length > LiveProtocol.MAX_MESSAGE) {
            throw new IOException("a message of " + length + " bytes (at most " + LiveProtocol.MAX_MESSAGE + ")");
        }
        ByteBuffer body = ByteBuffer.allocate((int) length - (LiveProtocol.HEADER - 4));
        fill(channel, body);
        return new Message(type, status, tag, body.array());
    }

    private static void fill(ReadableByteChannel channel, ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            if (channel.read(b) < 0) {
                throw new EOFException();
            }
        }
    }

    void write(WritableByteChannel channel) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(LiveProtocol.HEADER + body.length).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(LiveProtocol.HEADER - 4 + body.length).putShort((short) type).putShort((short) status).putInt(tag).put(body);
        b.flip();
        while (b.hasRemaining()) {
            channel.write(b);
        }
    }
}
