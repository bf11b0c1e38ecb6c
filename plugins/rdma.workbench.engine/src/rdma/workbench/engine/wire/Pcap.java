package rdma.workbench.engine.wire;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * libpcap files with Ethernet link type and nanosecond timestamps (magic 0xa1b23c4d). Reading
 * also accepts microsecond files and either byte order, and says what is wrong with a broken file.
 */
public final class Pcap {

    public static final int MAGIC_NANOS = 0xA1B23C4D;
    public static final int MAGIC_MICROS = 0xA1B2C3D4;
    public static final int LINKTYPE_ETHERNET = 1;
    public static final int SNAPLEN = 262144;

    /** One captured frame and when it was seen, in nanoseconds. */
    public record Record(long timeNanos, byte[] data) {
    }

    /** A pcap file that cannot be read, with the byte where reading stopped. */
    public static final class FormatException extends IOException {
        private static final long serialVersionUID = 1L;

        public FormatException(String message) {
            super(message);
        }
    }

    private Pcap() {
    }

    /** Writes frames to a stream as a nanosecond pcap; the caller closes the stream. */
    public static final class Writer {
        private final OutputStream out;

        public Writer(OutputStream out) throws IOException {
            this.out = out;
            ByteBuffer h = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
            h.putInt(MAGIC_NANOS).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(SNAPLEN).putInt(LINKTYPE_ETHERNET);
            out.write(h.array());
        }

        public void write(long timeNanos, byte[] frame) throws IOException {
            ByteBuffer h = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
            h.putInt((int) (timeNanos / 1_000_000_000L)).putInt((int) (timeNanos % 1_000_000_000L)).putInt(frame.length).putInt(frame.length);
            out.write(h.array());
            out.write(frame);
        }
    }

    /** Every record of a capture file, pcap or pcapng (told apart by the first bytes). */
    public static List<Record> readAny(byte[] file) throws FormatException {
        return PcapNg.isPcapNg(file) ? PcapNg.read(file) : read(file);
    }

    /** Every record of a pcap file given as bytes. */
    public static List<Record> read(byte[] file) throws FormatException {
        if (file.length < 24) {
            throw new FormatException("a pcap file starts with a 24-byte header; this one has " + file.length + " bytes");
        }
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        int magic = b.getInt(0);
        if (magic != MAGIC_NANOS && magic != MAGIC_MICROS) {
            b.order(ByteOrder.BIG_ENDIAN);
            magic = b.getInt(0);
        }
        if (magic != MAGIC_NANOS && magic != MAGIC_MICROS) {
            throw new FormatException(String.format(Locale.ROOT, "not a pcap or pcapng file: magic number 0x%08x at byte 0", b.getInt(0)));
        }
        long unit = magic == MAGIC_NANOS ? 1 : 1000;
        int link = b.getInt(20);
        if (link != LINKTYPE_ETHERNET) {
            throw new FormatException("link type " + link + " at byte 20 is not Ethernet (1)");
        }
        List<Record> records = new ArrayList<>();
        int pos = 24;
        while (pos < file.length) {
            if (pos + 16 > file.length) {
                throw new FormatException("record " + (records.size() + 1) + " at byte " + pos + " is cut off inside its 16-byte header");
            }
            long sec = b.getInt(pos) & 0xFFFFFFFFL;
            long frac = b.getInt(pos + 4) & 0xFFFFFFFFL;
            int incl = b.getInt(pos + 8);
            if (incl < 0 || incl > file.length - pos - 16) {
                throw new FormatException("record " + (records.size() + 1) + " at byte " + pos + " claims " + (incl & 0xFFFFFFFFL)
                        + " bytes but only " + (file.length - pos - 16) + " follow");
            }
            byte[] data = new byte[incl];
            System.arraycopy(file, pos + 16, data, 0, incl);
            records.add(new Record(sec * 1_000_000_000L + frac * unit, data));
            pos += 16 + incl;
        }
        return records;
    }
}
