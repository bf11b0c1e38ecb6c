package rdma.workbench.engine.wire;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads pcapng files (what tcpdump -w and Wireshark write today): section header, interface
 * description (link type, timestamp resolution), enhanced, simple and obsolete packet blocks;
 * other blocks are skipped. Every section may have its own byte order. A broken file is refused
 * with the block and the byte where reading stopped.
 */
public final class PcapNg {

    public static final int SECTION_HEADER = 0x0A0D0D0A;
    private static final int BYTE_ORDER_MAGIC = 0x1A2B3C4D;
    private static final int INTERFACE = 1;
    private static final int OBSOLETE_PACKET = 2;
    private static final int SIMPLE_PACKET = 3;
    private static final int ENHANCED_PACKET = 6;
    private static final int OPTION_TSRESOL = 9;

    private record Interface(int linkType, int snapLength, BigInteger ticksPerSecond) {
    }

    private PcapNg() {
    }

    /** Whether {@code file} starts like a pcapng file. */
    public static boolean isPcapNg(byte[] file) {
        return file.length >= 4 && ByteBuffer.wrap(file).order(ByteOrder.BIG_ENDIAN).getInt(0) == SECTION_HEADER;
    }

    /** Every packet of the file with its time in nanoseconds. */
    public static List<Pcap.Record> read(byte[] file) throws Pcap.FormatException {
        List<Pcap.Record> out = new ArrayList<>();
        List<Interface> interfaces = new ArrayList<>();
        ByteBuffer b = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        ByteBuffer big = ByteBuffer.wrap(file).order(ByteOrder.BIG_ENDIAN);
        int pos = 0;
        int block = 0;
        boolean section = false;
        while (pos < file.length) {
            block++;
            if (pos + 12 > file.length) {
                throw error(block, pos, "is cut off inside its 12-byte frame (type, length, ..., length)");
            }
            if (big.getInt(pos) == SECTION_HEADER) {
                // a new section: its byte-order magic says how to read everything up to the next one
                if (pos + 16 > file.length) {
                    throw error(block, pos, "is a section header cut off before its byte-order magic");
                }
                if (big.getInt(pos + 8) == BYTE_ORDER_MAGIC) {
                    b.order(ByteOrder.BIG_ENDIAN);
                } else if (b.order(ByteOrder.LITTLE_ENDIAN).getInt(pos + 8) != BYTE_ORDER_MAGIC) {
                    throw error(block, pos + 8, String.format(Locale.ROOT, "has byte-order magic 0x%08x, not 0x1a2b3c4d", big.getInt(pos + 8)));
                }
                interfaces.clear();
                section = true;
            } else if (!section) {
                throw error(block, pos, "comes before any section header: not a pcapng file");
            }
            int type = b.getInt(pos);
            long length = b.getInt(pos + 4) & 0xFFFFFFFFL;
            if (length < 12 || length % 4 != 0 || length > file.length - pos) {
                throw error(block, pos + 4, "claims " + length + " bytes" + (length > file.length - pos ? " but only " + (file.length - pos) + " are left"
                        : ": a block is a multiple of 4 and at least 12 bytes"));
            }
            int end = pos + (int) length;
            if ((b.getInt(end - 4) & 0xFFFFFFFFL) != length) {
                throw error(block, end - 4, "ends with length " + (b.getInt(end - 4) & 0xFFFFFFFFL) + ", not the " + length + " it starts with");
            }
            int body = pos + 8;
            int bodyEnd = end - 4;
            switch (type) {
                case INTERFACE -> {
                    need(block, body, bodyEnd, 8, "an interface description");
                    interfaces.add(new Interface(b.getShort(body) & 0xFFFF, b.getInt(body + 4), resolution(b, body + 8, bodyEnd)));
                }
                case ENHANCED_PACKET -> {
                    need(block, body, bodyEnd, 20, "an enhanced packet");
                    Interface i = iface(interfaces, b.getInt(body), block, body);
                    long ts = (b.getInt(body + 4) & 0xFFFFFFFFL) << 32 | b.getInt(body + 8) & 0xFFFFFFFFL;
                    int captured = b.getInt(body + 12);
                    if (captured < 0 || captured > bodyEnd - body - 20) {
                        throw error(block, body + 12, "claims " + (captured & 0xFFFFFFFFL) + " captured bytes but the block holds " + (bodyEnd - body - 20));
                    }
                    out.add(record(file, body + 20, captured, i, ts));
                }
                case SIMPLE_PACKET -> {
                    need(block, body, bodyEnd, 4, "a simple packet");
                    Interface i = iface(interfaces, 0, block, body);
                    int original = b.getInt(body);
                    int captured = Math.min(Math.min(original < 0 ? Integer.MAX_VALUE : original, i.snapLength() <= 0 ? Integer.MAX_VALUE : i.snapLength()),
                            bodyEnd - body - 4);
                    out.add(record(file, body + 4, captured, i, -1));
                }
                case OBSOLETE_PACKET -> {
                    need(block, body, bodyEnd, 20, "a packet");
                    Interface i = iface(interfaces, b.getShort(body) & 0xFFFF, block, body);
                    long ts = (b.getInt(body + 4) & 0xFFFFFFFFL) << 32 | b.getInt(body + 8) & 0xFFFFFFFFL;
                    int captured = b.getInt(body + 12);
                    if (captured < 0 || captured > bodyEnd - body - 20) {
                        throw error(block, body + 12, "claims " + (captured & 0xFFFFFFFFL) + " captured bytes but the block holds " + (bodyEnd - body - 20));
                    }
                    out.add(record(file, body + 20, captured, i, ts));
                }
                default -> {
                    // name resolution, statistics, custom blocks: nothing a ladder shows
                }
            }
            pos = end;
        }
        if (!section) {
            throw new Pcap.FormatException("an empty file: a pcapng file starts with a section header block");
        }
        return out;
    }

    private static void need(int block, int body, int bodyEnd, int bytes, String what) throws Pcap.FormatException {
        if (bodyEnd - body < bytes) {
            throw error(block, body, "is " + what + " block with " + (bodyEnd - body) + " bytes of body; it needs at least " + bytes);
        }
    }

    private static Interface iface(List<Interface> interfaces, int id, int block, int at) throws Pcap.FormatException {
        if (id < 0 || id >= interfaces.size()) {
            throw error(block, at, "names interface " + id + ", but the section describes " + interfaces.size());
        }
        Interface i = interfaces.get(id);
        if (i.linkType() != Pcap.LINKTYPE_ETHERNET) {
            throw error(block, at, "comes from interface " + id + " with link type " + i.linkType() + ", not Ethernet (1)");
        }
        return i;
    }

    /** The interface's ticks per second from its if_tsresol option; microseconds when it has none. */
    private static BigInteger resolution(ByteBuffer b, int at, int end) {
        BigInteger ticks = BigInteger.TEN.pow(6);
        while (at + 4 <= end) {
            int code = b.getShort(at) & 0xFFFF;
            int len = b.getShort(at + 2) & 0xFFFF;
            if (code == 0 || at + 4 + len > end) {
                break;
            }
            if (code == OPTION_TSRESOL && len >= 1) {
                int v = b.get(at + 4) & 0xFF;
                ticks = (v & 0x80) == 0 ? BigInteger.TEN.pow(Math.min(v, 18)) : BigInteger.TWO.pow(Math.min(v & 0x7F, 62));
            }
            at += 4 + (len + 3) / 4 * 4;
        }
        return ticks;
    }

    private static Pcap.Record record(byte[] file, int at, int length, Interface i, long ticks) {
        byte[] data = new byte[length];
        System.arraycopy(file, at, data, 0, length);
        long nanos = ticks < 0 ? 0
                : new BigInteger(Long.toUnsignedString(ticks)).multiply(BigInteger.TEN.pow(9)).divide(i.ticksPerSecond()).longValue();
        return new Pcap.Record(nanos, data);
    }

    private static Pcap.FormatException error(int block, int at, String what) {
        return new Pcap.FormatException("block " + block + " at byte " + at + " " + what);
    }
}
