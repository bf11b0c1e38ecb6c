package rdma.workbench.engine.wire;

import java.util.List;
import java.util.Optional;

/**
 * One protocol layer of a dissected frame (Ethernet II, 802.1Q, IPv4, IPv6, UDP, BTH, an
 * extension header, CNP reserved, Payload, Pad, ICRC, Trailer) with its byte range and fields.
 * A frame that ends inside a layer gives that layer only the bytes it has and only the fields
 * that fit.
 *
 * @param problem why the frame is not RoCEv2, on the layer where decoding stopped; null otherwise
 */
public record Layer(String name, int offset, int length, List<Field> fields, String problem) {

    public Layer {
        fields = List.copyOf(fields);
    }

    public int end() {
        return offset + length;
    }

    public boolean covers(int byteOffset) {
        return byteOffset >= offset && byteOffset < end();
    }

    /** The field with this name: a top-level field first, else a part, depth first. */
    public Optional<Field> field(String fieldName) {
        for (Field f : fields) {
            if (f.name().equals(fieldName)) {
                return Optional.of(f);
            }
        }
        for (Field f : fields) {
            Optional<Field> p = f.part(fieldName);
            if (p.isPresent()) {
                return p;
            }
        }
        return Optional.empty();
    }
}
