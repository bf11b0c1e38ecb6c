package rdma.workbench.fuzz.decoder;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;

import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Dissection;
import rdma.workbench.engine.wire.Dissector;
import rdma.workbench.engine.wire.Field;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Icrc;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Layer;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * What must hold for every frame, whatever its bytes, between the decoder and the dissector:
 * <ul>
 * <li>a malformed verdict has a reason and an offset inside the frame (at its end only when the
 * frame is too short); the dissection ends with the layer holding that offset, marked with that
 * reason, and no other layer is marked;</li>
 * <li>layers lie back to back from byte 0 inside the frame, and fields inside their layers;</li>
 * <li>an accepted frame's dissection covers every byte, agrees with every decoded value, and shows
 * the ICRC verdict the decoder gave; the verdict is the CRC of the frame's bytes against the
 * little-endian ICRC field where the UDP length puts it;</li>
 * <li>encoding the decoded frame gives the {@link CanonicalFrame} of the bytes (the same bytes
 * when they were canonical, the ICRC included), and that encoding decodes back to the same frame
 * with a valid ICRC. So "re-encoding gives the same bytes unless the ICRC is invalid" does not
 * hold: a frame with a valid ICRC may still differ in what the ICRC does not cover (BTH byte 4's
 * reserved bits, a correct IPv4 UDP checksum, trailing bytes) and what the model does not keep.</li>
 * </ul>
 */
final class DecodeInvariants {

    /**
     * The verdict on one frame: the violated invariant (null when all hold) and, for an accepted
     * frame that re-encodes to other bytes, where the first difference lies ("BTH Reserved (6 bits)").
     */
    record Outcome(String violation, String rewrittenAt) {
        static final Outcome CLEAN = new Outcome(null, null);
    }

    private DecodeInvariants() {
    }

    static Outcome check(byte[] frame, Decoded decoded, Dissection dissection) {
        String layout = layers(frame, dissection);
        if (layout != null) {
            return new Outcome(layout, null);
        }
        if (decoded instanceof Decoded.Malformed m) {
            String problem = malformed(frame, m, dissection);
            return problem == null ? Outcome.CLEAN : new Outcome(problem, null);
        }
        return accepted(frame, (Decoded.Frame) decoded, dissection);
    }

    /** True when a malformed verdict may name the byte just past the frame. */
    static boolean saysTooShort(String reason) {
        return reason.startsWith("the frame ends early") || reason.startsWith("an Ethernet header needs 14 bytes");
    }

    private static String layers(byte[] frame, Dissection d) {
        if (d.frameLength() != frame.length) {
            return "the dissection is of " + d.frameLength() + " bytes, the frame has " + frame.length;
        }
        int at = 0;
        List<Layer> layers = d.layers();
        for (int i = 0; i < layers.size(); i++) {
            Layer l = layers.get(i);
            if (l.offset() != at || l.length() < 0 || l.end() > frame.length) {
                return "layer " + l.name() + " at " + l.offset() + "+" + l.length() + " does not follow the layer before (ends at " + at + ") inside "
                        + frame.length + " bytes";
            }
            if (l.problem() != null && i != layers.size() - 1) {
                return "layer " + l.name() + " is marked (" + l.problem() + ") but is not the last";
            }
            for (Field f : l.fields()) {
                String outside = inside(f, l.offset(), l.end());
                if (outside != null) {
                    return outside + " of layer " + l.name();
                }
            }
            at = l.end();
        }
        return null;
    }

    private static String inside(Field f, int start, int end) {
        if (f.offset() < start || f.end() > end || f.bitOffset() < 0 || f.bitOffset() > 7 || f.bitWidth() <= 0 || f.name() == null || f.display() == null) {
            return "field " + f + " is not inside bytes " + start + ".." + end;
        }
        for (Field p : f.parts()) {
            String outside = inside(p, f.offset(), f.end());
            if (outside != null) {
                return outside;
            }
        }
        return null;
    }

    private static String malformed(byte[] frame, Decoded.Malformed m, Dissection d) {
        if (m.reason() == null || m.reason().isBlank()) {
            return "malformed without a reason at byte " + m.offset();
        }
        boolean atEnd = m.offset() == frame.length;
        if (m.offset() < 0 || m.offset() > frame.length || atEnd && !saysTooShort(m.reason())) {
            return "malformed at byte " + m.offset() + " of " + frame.length + ": " + m.reason();
        }
        if (m.reason().startsWith("the frame ends early") && (!atEnd || FrameLayout.of(frame).udpOffset() >= 0)) {
            // Past the UDP header every read is bounded by a length the decoder has checked, so a frame ends early only before it.
            return "'" + m.reason() + "' at byte " + m.offset() + ", but the frame holds its Ethernet, IP and UDP headers";
        }
        if (d.layers().isEmpty()) {
            return "a malformed frame dissects to no layer: " + m;
        }
        if (d.layers().stream().anyMatch(l -> l.name().equals(Dissector.MAC_CONTROL))) {
            // a MAC Control (PFC) frame is well formed and no RoCE frame: the decoder refuses it at its EtherType, the dissector shows it
            return m.reason().equals("EtherType 0x8808 is neither IPv4 nor IPv6") ? null
                    : "a MAC Control frame, refused by the decoder for another reason: " + m.reason();
        }
        if (d.otherProtocol() != null) {
            // a frame of another protocol (ARP, DNS) is no RoCE frame either, and no layer of it is wrong
            return d.layers().stream().anyMatch(l -> l.problem() != null) ? "a frame of " + d.otherProtocol() + " has a layer marked wrong" : null;
        }
        Layer last = d.layers().getLast();
        if (!m.reason().equals(last.problem())) {
            return "the last layer " + last.name() + " says '" + last.problem() + "', the decoder '" + m.reason() + "'";
        }
        if (m.offset() < last.offset() || m.offset() > last.end() || m.offset() == last.end() && !atEnd) {
            return "the decoder names byte " + m.offset() + ", the marked layer " + last.name() + " holds " + last.offset() + ".." + last.end();
        }
        return null;
    }

    private static Outcome accepted(byte[] frame, Decoded.Frame d, Dissection dissection) {
        String problem = acceptedProblem(frame, d, dissection);
        if (problem != null) {
            return new Outcome(problem, null);
        }
        byte[] canonical = CanonicalFrame.of(frame);
        int i = Arrays.mismatch(frame, canonical);
        return i < 0 ? Outcome.CLEAN : new Outcome(null, placeOf(dissection, i, i < canonical.length ? frame[i] ^ canonical[i] : 0xFF));
    }

    /**
     * "BTH Reserved (6 bits)": the layer, and the first of its fields holding a bit of byte
     * {@code i} set in {@code bits}; the layer alone when it has only one field (Pad, ICRC, Trailer).
     */
    private static String placeOf(Dissection d, int i, int bits) {
        Layer layer = d.layerAt(i).orElse(null);
        if (layer == null) {
            return "beyond the frame";
        }
        if (layer.fields().size() == 1) {
            return layer.name();
        }
        for (Field f : layer.fields()) {
            long first = f.offset() * 8L + f.bitOffset();
            for (int bit = 0; bit < 8; bit++) {
                long at = i * 8L + bit;
                if ((bits & 0x80 >> bit) != 0 && at >= first && at < first + f.bitWidth()) {
                    return layer.name() + " " + f.name();
                }
            }
        }
        return layer.name();
    }

    private static String acceptedProblem(byte[] frame, Decoded.Frame d, Dissection dissection) {
        if (dissection.layers().isEmpty() || dissection.layers().getLast().end() != frame.length) {
            return "the layers of an accepted frame do not reach its end";
        }
        String fields = Agreement.of(d, dissection);
        if (fields != null) {
            return fields;
        }
        FrameLayout l = FrameLayout.of(frame);
        int found = frame[l.icrcOffset()] & 0xFF | (frame[l.icrcOffset() + 1] & 0xFF) << 8 | (frame[l.icrcOffset() + 2] & 0xFF) << 16
                | (frame[l.icrcOffset() + 3] & 0xFF) << 24;
        int crc = Icrc.compute(frame, l.ipOffset(), l.ipLength(), l.ipv6(), l.icrcOffset());
        if (d.icrcFound() != found || d.icrcValid() != (found == crc)) {
            return String.format("ICRC verdict %s (found 0x%08x), but the field at byte %d holds 0x%08x and the CRC is 0x%08x", d.icrcValid(), d.icrcFound(),
                    l.icrcOffset(), found, crc);
        }
        byte[] encoded;
        try {
            encoded = FrameCodec.encode(d.frame());
        } catch (RuntimeException e) {
            return "encoding the decoded frame throws " + e;
        }
        byte[] canonical = CanonicalFrame.of(frame);
        if (!Arrays.equals(encoded, canonical)) {
            int i = Arrays.mismatch(encoded, canonical);
            int bits = i < encoded.length && i < canonical.length ? encoded[i] ^ canonical[i] : 0xFF;
            return "encode(decode(frame)) differs from the canonical frame at byte " + i + " (" + placeOf(dissection, i, bits) + "): "
                    + (i < encoded.length ? String.format("0x%02x", encoded[i]) : "end") + " against " + (i < canonical.length ? String.format("0x%02x", canonical[i]) : "end");
        }
        if (!(FrameCodec.decode(encoded) instanceof Decoded.Frame again) || !again.icrcValid() || !again.frame().equals(d.frame())) {
            return "the re-encoded frame does not decode back to the same frame with a valid ICRC";
        }
        return null;
    }

    /** The dissector's fields against the decoded values. */
    private static final class Agreement {
        private final Dissection d;
        private final StringBuilder problems = new StringBuilder();

        private Agreement(Dissection d) {
            this.d = d;
        }

        static String of(Decoded.Frame decoded, Dissection d) {
            Agreement a = new Agreement(d);
            a.check(decoded);
            return a.problems.isEmpty() ? null : a.problems.toString();
        }

        private Field field(String layer, String name) {
            Layer l = d.layer(layer).orElse(null);
            Field f = l == null ? null : l.field(name).orElse(null);
            if (f == null) {
                problems.append("no ").append(layer).append(' ').append(name).append("; ");
            }
            return f;
        }

        private void expect(String layer, String name, long value) {
            Field f = field(layer, name);
            if (f != null && f.value() != value) {
                problems.append(layer).append(' ').append(name).append(" shows ").append(f.display()).append(", decoded ").append(Long.toHexString(value))
                        .append("; ");
            }
        }

        private void expect(String layer, String name, boolean flag) {
            expect(layer, name, flag ? 1 : 0);
        }

        private static long number(byte[] b) {
            long v = 0;
            for (byte x : b) {
                v = v << 8 | x & 0xFF;
            }
            return v;
        }

        private void expectAddress(String layer, String name, byte[] address) {
            Field f = field(layer, name);
            if (f == null) {
                return;
            }
            try {
                if (!Arrays.equals(InetAddress.getByName(f.display()).getAddress(), address)) {
                    problems.append(layer).append(' ').append(name).append(" shows ").append(f.display()).append("; ");
                }
            } catch (UnknownHostException e) {
                problems.append(layer).append(' ').append(name).append(" is not an address: ").append(f.display()).append("; ");
            }
        }

        private void check(Decoded.Frame decoded) {
            RoceFrame f = decoded.frame();
            expect("Ethernet II", "Destination", number(f.ethernet().dst()));
            expect("Ethernet II", "Source", number(f.ethernet().src()));
            if (f.ethernet().vlanTci() != null) {
                expect("802.1Q", "TCI", f.ethernet().vlanTci());
            }
            if (f.ip() instanceof IpHeader.V4 ip) {
                expect("IPv4", "DSCP and ECN", ip.tos());
                expect("IPv4", "Time to live", ip.ttl());
                expect("IPv4", "Identification", ip.id());
                expect("IPv4", "Source", number(ip.src()));
                expect("IPv4", "Destination", number(ip.dst()));
            } else if (f.ip() instanceof IpHeader.V6 ip) {
                expect("IPv6", "Traffic class", ip.trafficClass());
                expect("IPv6", "Flow label", ip.flowLabel());
                expect("IPv6", "Hop limit", ip.hopLimit());
                expectAddress("IPv6", "Source", ip.src());
                expectAddress("IPv6", "Destination", ip.dst());
            }
            expect("UDP", "Source port", f.udpSourcePort());
            expect("UDP", "Destination port", RoceFrame.UDP_PORT);
            RocePacket p = f.packet();
            Bth b = p.bth();
            expect("BTH", "Opcode", b.opcode().code());
            expect("BTH", "Solicited event", b.solicited());
            expect("BTH", "MigReq", b.migReq());
            expect("BTH", "Pad count", p.padCount());
            expect("BTH", "P_Key", b.pkey());
            expect("BTH", "FECN", b.fecn());
            expect("BTH", "BECN", b.becn());
            expect("BTH", "Destination QP", b.destQp());
            expect("BTH", "AckReq", b.ackReq());
            expect("BTH", "PSN", b.psn());
            if (p.deth() != null) {
                expect("DETH", "Q_Key", p.deth().qkey() & 0xFFFFFFFFL);
                expect("DETH", "Source QP", p.deth().srcQp());
            }
            if (p.reth() != null) {
                expect("RETH", "Virtual address", p.reth().virtualAddress());
                expect("RETH", "R_Key", p.reth().rkey() & 0xFFFFFFFFL);
                expect("RETH", "DMA length", p.reth().dmaLength() & 0xFFFFFFFFL);
            }
            if (p.atomicEth() != null) {
                expect("AtomicETH", "Virtual address", p.atomicEth().virtualAddress());
                expect("AtomicETH", "R_Key", p.atomicEth().rkey() & 0xFFFFFFFFL);
                expect("AtomicETH", b.opcode() == Opcode.RC_FETCH_ADD ? "Add data" : "Swap data", p.atomicEth().swapAdd());
                expect("AtomicETH", "Compare data", p.atomicEth().compare());
            }
            if (p.aeth() != null) {
                expect("AETH", "Syndrome", p.aeth().syndrome());
                expect("AETH", "MSN", p.aeth().msn());
            }
            if (p.atomicAckEth() != null) {
                expect("AtomicAckETH", "Original remote data", p.atomicAckEth().originalValue());
            }
            if (p.immDt() != null) {
                expect("ImmDt", "Immediate data", p.immDt() & 0xFFFFFFFFL);
            }
            if (p.ieth() != null) {
                expect("IETH", "R_Key to invalidate", p.ieth() & 0xFFFFFFFFL);
            }
            int payloadShown = d.layer("Payload").map(Layer::length).orElse(0);
            if (payloadShown != p.payload().length()) {
                problems.append("Payload shows ").append(payloadShown).append(" bytes, decoded ").append(p.payload().length()).append("; ");
            }
            expect("ICRC", "ICRC", decoded.icrcOnWire() & 0xFFFFFFFFL);
            Field icrc = field("ICRC", "ICRC");
            String verdict = decoded.icrcValid() ? "valid" : String.format("invalid: should be 0x%08x", decoded.icrcComputedOnWire());
            if (icrc != null && !verdict.equals(icrc.meaning())) {
                problems.append("ICRC says '").append(icrc.meaning()).append("', the decoder ").append(verdict).append("; ");
            }
        }
    }
}
