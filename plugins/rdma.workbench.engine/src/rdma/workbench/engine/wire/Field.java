package rdma.workbench.engine.wire;

import java.util.List;
import java.util.Optional;

/**
 * One field of a dissected layer: where its bits lie in the frame (byte offset, bit offset within
 * that first byte counted from the most significant bit, bit width), its value, how it reads, and
 * what it means where it has a meaning. A field may be split into parts (a TOS byte into DSCP and
 * ECN, an AETH syndrome into its type and code), each a field of its own.
 *
 * @param value the field's bits as an unsigned number, read big-endian (the ICRC little-endian,
 *        as IBTA sends it); 0 for fields wider than 64 bits (see {@link #hasValue()})
 * @param display the value as it reads: hex for addresses, keys, QPNs and PSNs, decimal for
 *        lengths and counts
 * @param meaning the value in words, or null where it has none
 */
public record Field(String name, int offset, int bitOffset, int bitWidth, long value, String display, String meaning, List<Field> parts) {

    public Field {
        parts = List.copyOf(parts);
    }

    /** Bytes of the frame the field's bits touch: the range a hex pane highlights. */
    public int byteLength() {
        return (bitOffset + bitWidth + 7) / 8;
    }

    /** The offset just past the field's last byte. */
    public int end() {
        return offset + byteLength();
    }

    public boolean covers(int byteOffset) {
        return byteOffset >= offset && byteOffset < end();
    }

    /** False for byte strings wider than 64 bits (IPv6 addresses, payload), whose value is their bytes. */
    public boolean hasValue() {
        return bitWidth <= 64;
    }

    /** The part with this name, searched depth first. */
    public Optional<Field> part(String partName) {
        for (Field p : parts) {
            if (p.name.equals(partName)) {
                return Optional.of(p);
            }
            Optional<Field> deeper = p.part(partName);
            if (deeper.isPresent()) {
                return deeper;
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return name + " = " + display + (meaning == null ? "" : " (" + meaning + ")") + " @" + offset + (bitWidth % 8 == 0 && bitOffset == 0 ? "" : "." + bitOffset)
                + "/" + bitWidth + "b";
    }
}
