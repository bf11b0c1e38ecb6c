package rdma.workbench.engine.wire;

import java.util.List;
import java.util.Optional;

/**
 * A frame taken apart for a packet-details tree and a hex pane: its layers in wire order, and
 * the decoder's verdict on it (the decoded frame with its ICRC check, or why it is not RoCEv2);
 * {@code otherProtocol} names what a well-formed frame of another protocol carries ("ARP", "DNS
 * over UDP"), null for RoCEv2 and for a malformed frame.
 */
public record Dissection(int frameLength, List<Layer> layers, Decoded decoded, String otherProtocol) {

    public Dissection {
        layers = List.copyOf(layers);
    }

    /** Why the frame is not RoCEv2 when it is malformed; empty for RoCEv2 and for a frame of another protocol. */
    public Optional<Decoded.Malformed> malformed() {
        return decoded instanceof Decoded.Malformed m && otherProtocol == null ? Optional.of(m) : Optional.empty();
    }

    /** The first layer with this name. */
    public Optional<Layer> layer(String name) {
        return layers.stream().filter(l -> l.name().equals(name)).findFirst();
    }

    /** The layer holding the byte at this offset. */
    public Optional<Layer> layerAt(int byteOffset) {
        return layers.stream().filter(l -> l.covers(byteOffset)).findFirst();
    }

    /**
     * The field holding the byte at this offset, for "click a byte, select its field": the first
     * top-level field of its layer that covers the byte, then, as long as exactly one of its parts
     * covers the byte, that part (a TOS byte selects the TOS; the second byte of a VLAN TCI, the VLAN ID).
     */
    public Optional<Field> fieldAt(int byteOffset) {
        Optional<Layer> layer = layerAt(byteOffset);
        if (layer.isEmpty()) {
            return Optional.empty();
        }
        Field found = first(layer.get().fields(), byteOffset);
        if (found == null) {
            return Optional.empty();
        }
        for (Field only = onlyPart(found, byteOffset); only != null; only = onlyPart(found, byteOffset)) {
            found = only;
        }
        return Optional.of(found);
    }

    private static Field onlyPart(Field f, int byteOffset) {
        Field only = null;
        for (Field p : f.parts()) {
            if (p.covers(byteOffset)) {
                if (only != null) {
                    return null;
                }
                only = p;
            }
        }
        return only;
    }

    private static Field first(List<Field> fields, int byteOffset) {
        for (Field f : fields) {
            if (f.covers(byteOffset)) {
                return f;
            }
        }
        return null;
    }
}
