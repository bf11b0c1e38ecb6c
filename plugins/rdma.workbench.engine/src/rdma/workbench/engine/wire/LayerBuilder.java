package rdma.workbench.engine.wire;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/** Collects one layer's fields from the frame's bytes, leaving out every field that runs past the frame's end. */
final class LayerBuilder {

    /** How a field's value reads. */
    enum Style {
        HEX, DECIMAL, MAC, IPV4, IPV6, BYTES
    }

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private final byte[] frame;
    private final String name;
    private final int offset;
    private final int length;
    private final List<Field> fields = new ArrayList<>();

    /** A layer that the protocol says spans {@code length} bytes from {@code offset}. */
    LayerBuilder(byte[] frame, String name, int offset, int length) {
        this.frame = frame;
        this.name = name;
        this.offset = offset;
        this.length = length;
    }

    int offset() {
        return offset;
    }

    /** The length the protocol gives the layer, whether or not the frame holds it all. */
    int length() {
        return length;
    }

    /** True when the frame holds {@code bytes} bytes at {@code rel} within this layer. */
    boolean has(int rel, int bytes) {
        return rel >= 0 && bytes >= 0 && (long) offset + rel + bytes <= frame.length;
    }

    /** Bits [bitOffset, bitOffset + width) of the bytes at {@code rel}, big-endian; at most 64 bits within 8 bytes, which must be there. */
    long bits(int rel, int bitOffset, int width) {
        int bytes = (bitOffset + width + 7) / 8;
        long v = 0;
        for (int i = 0; i < bytes; i++) {
            v = v << 8 | frame[offset + rel + i] & 0xFF;
        }
        v >>>= bytes * 8 - bitOffset - width;
        return width == 64 ? v : v & (1L << width) - 1;
    }

    /**
     * The field at {@code rel} (bit {@code bitOffset} of that byte, {@code width} bits), or null
     * when the frame ends before its last byte. {@code meaning} turns the value into words or null.
     */
    Field field(String fieldName, int rel, int bitOffset, int width, Style style, LongFunction<String> meaning, Field... parts) {
        int bytes = (bitOffset + width + 7) / 8;
        if (!has(rel, bytes)) {
            return null;
        }
        long value = width <= 64 ? bits(rel, bitOffset, width) : 0;
        List<Field> present = new ArrayList<>(parts.length);
        for (Field p : parts) {
            if (p != null) {
                present.add(p);
            }
        }
        return new Field(fieldName, offset + rel, bitOffset, width, value, display(style, value, width, offset + rel), meaning == null ? null : meaning.apply(value),
                present);
    }

    /** Adds a top-level field unless it did not fit. */
    LayerBuilder add(Field f) {
        if (f != null) {
            fields.add(f);
        }
        return this;
    }

    /** The layer, cut to the bytes the frame has, with the reason decoding stopped here (or null). */
    Layer build(String problem) {
        int have = (int) Math.max(0, Math.min(length, (long) frame.length - offset));
        return new Layer(name, offset, have, fields, problem);
    }

    private String display(Style style, long value, int width, int at) {
        return switch (style) {
            case HEX -> hex(value, (width + 3) / 4);
            case DECIMAL -> Long.toUnsignedString(value);
            case MAC -> bytesText(at, 6, ':');
            case IPV4 -> (value >> 24 & 0xFF) + "." + (value >> 16 & 0xFF) + "." + (value >> 8 & 0xFF) + "." + (value & 0xFF);
            case IPV6 -> IpAddressText.ipv6(frame, at);
            case BYTES -> width / 8 + (width == 8 ? " byte" : " bytes");
        };
    }

    /** "0x" and {@code digits} lower-case hex digits. */
    static String hex(long v, int digits) {
        char[] c = new char[digits + 2];
        c[0] = '0';
        c[1] = 'x';
        for (int i = digits + 1; i >= 2; i--) {
            c[i] = DIGITS[(int) (v & 0xF)];
            v >>>= 4;
        }
        return new String(c);
    }

    private String bytesText(int at, int n, char separator) {
        StringBuilder s = new StringBuilder(n * 3);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                s.append(separator);
            }
            s.append(DIGITS[frame[at + i] >> 4 & 0xF]).append(DIGITS[frame[at + i] & 0xF]);
        }
        return s.toString();
    }
}
