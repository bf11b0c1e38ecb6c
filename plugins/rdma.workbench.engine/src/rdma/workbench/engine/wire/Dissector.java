package rdma.workbench.engine.wire;

import static rdma.workbench.engine.wire.LayerBuilder.Style.BYTES;
import static rdma.workbench.engine.wire.LayerBuilder.Style.DECIMAL;
import static rdma.workbench.engine.wire.LayerBuilder.Style.HEX;
import static rdma.workbench.engine.wire.LayerBuilder.Style.IPV4;
import static rdma.workbench.engine.wire.LayerBuilder.Style.IPV6;
import static rdma.workbench.engine.wire.LayerBuilder.Style.MAC;

import java.util.ArrayList;
import java.util.List;

/**
 * Takes a frame apart for a packet-details tree with a hex pane: every layer from Ethernet to the
 * ICRC with each field's bytes and bits, value and meaning. The verdict comes from
 * {@link FrameCodec#decode}: a malformed frame is dissected up to the layer holding the byte the
 * decoder names, and that layer carries the reason. Never throws, whatever the bytes of the array.
 */
public final class Dissector {

    /** The layer of an 802.1Qbb PFC (or 802.3x PAUSE) frame after its Ethernet header. */
    public static final String MAC_CONTROL = "MAC Control";
    private static final String[] ECN = {"Not-ECT", "ECT(1)", "ECT(0)", "CE (congestion experienced)"};

    private Dissector() {
    }

    public static Dissection dissect(byte[] frame) {
        Decoded decoded = FrameCodec.decode(frame);
        // a frame of another protocol (ARP, DNS) is not malformed either, only not RoCEv2: no problem, and its rest named
        String other = decoded instanceof Decoded.Malformed ? OtherProtocol.of(frame).orElse(null) : null;
        Walk walk = new Walk(frame, decoded, other != null);
        List<Layer> layers = walk.layers();
        if (other != null) {
            int from = layers.isEmpty() ? 0 : Math.min(frame.length, layers.getLast().offset() + layers.getLast().length());
            if (from < frame.length) {
                layers.add(walk.rest(other, from));
            }
            return new Dissection(frame.length, layers, decoded, other);
        }
        // a MAC Control frame (PFC) is not malformed, only not RoCEv2: its layers carry no problem
        if (decoded instanceof Decoded.Malformed m && !walk.macControlFrame && !layers.isEmpty() && layers.getLast().problem() == null) {
            // The walk follows the decoder's checks, so this only guards the reason against a walk that ended elsewhere.
            Layer last = layers.removeLast();
            layers.add(new Layer(last.name(), last.offset(), last.length(), last.fields(), m.reason()));
        }
        return new Dissection(frame.length, layers, decoded, null);
    }

    /** One pass over the bytes, layer by layer, stopping after the layer that holds the malformed byte. */
    private static final class Walk {
        private final byte[] frame;
        private final Decoded decoded;
        private final Decoded.Malformed malformed;
        private final List<Layer> layers = new ArrayList<>();
        /** Whether the frame is a MAC Control frame, dissected as one rather than as a RoCEv2 frame gone wrong. */
        private boolean macControlFrame;
        /** Whether the frame carries another protocol: the walk stops where the decoder did, but names no problem. */
        private final boolean otherProtocol;

        Walk(byte[] frame, Decoded decoded, boolean otherProtocol) {
            this.frame = frame;
            this.decoded = decoded;
            this.malformed = decoded instanceof Decoded.Malformed m ? m : null;
            this.otherProtocol = otherProtocol;
        }

        /** The bytes from {@code from} on, of a frame that carries {@code protocol}: shown, not dissected. */
        Layer rest(String protocol, int from) {
            LayerBuilder b = layer(protocol, from, frame.length - from);
            b.add(b.field("Data", 0, 0, (frame.length - from) * 8, BYTES, v -> protocol + ", not dissected: this view reads RoCEv2"));
            return b.build(null);
        }

        private LayerBuilder layer(String name, int offset, int length) {
            return new LayerBuilder(frame, name, offset, length);
        }

        /** Adds the layer; true when the walk ends with it (the decoder stopped inside it, or the frame ends in it). */
        private boolean close(LayerBuilder b) {
            long start = b.offset();
            long end = start + b.length();
            boolean stopsHere = malformed != null && !macControlFrame && malformed.offset() >= start && malformed.offset() < end;
            layers.add(b.build(stopsHere && !otherProtocol ? malformed.reason() : null));
            return stopsHere || end > frame.length;
        }

        private int u8(int at) {
            return frame[at] & 0xFF;
        }

        private int u16(int at) {
            return (frame[at] & 0xFF) << 8 | frame[at + 1] & 0xFF;
        }

        private boolean has(int at, int n) {
            return (long) at + n <= frame.length;
        }

        List<Layer> layers() {
            LayerBuilder eth = layer("Ethernet II", 0, 14);
            eth.add(eth.field("Destination", 0, 0, 48, MAC, null)).add(eth.field("Source", 6, 0, 48, MAC, null))
                    .add(eth.field("Type", 12, 0, 16, HEX, Walk::etherType));
            // the decoder stops at a MAC Control frame's EtherType (it is not RoCEv2); the walk goes on
            macControlFrame = has(12, 2) && u16(12) == PfcFrame.TYPE_MAC_CONTROL;
            if (close(eth)) {
                return layers;
            }
            int type = u16(12);
            int ipOffset = 14;
            if (type == Ethernet.TYPE_VLAN) {
                LayerBuilder vlan = layer("802.1Q", 14, 4);
                vlan.add(vlan.field("TCI", 0, 0, 16, HEX, null, vlan.field("Priority", 0, 0, 3, DECIMAL, null),
                        vlan.field("DEI", 0, 3, 1, DECIMAL, null), vlan.field("VLAN ID", 0, 4, 12, DECIMAL, null)))
                        .add(vlan.field("Type", 2, 0, 16, HEX, Walk::etherType));
                macControlFrame = has(16, 2) && u16(16) == PfcFrame.TYPE_MAC_CONTROL;
                if (close(vlan)) {
                    return layers;
                }
                type = u16(16);
                ipOffset = 18;
            }
            if (type == PfcFrame.TYPE_MAC_CONTROL) {
                macControl(ipOffset);
            } else if (type == Ethernet.TYPE_IPV4) {
                ipv4(ipOffset);
            } else if (type == Ethernet.TYPE_IPV6) {
                ipv6(ipOffset);
            }
            return layers;
        }

        private static String etherType(long t) {
            return switch ((int) t) {
                case Ethernet.TYPE_IPV4 -> "IPv4";
                case Ethernet.TYPE_IPV6 -> "IPv6";
                case Ethernet.TYPE_VLAN -> "802.1Q VLAN";
                case PfcFrame.TYPE_MAC_CONTROL -> "MAC Control (PAUSE, PFC)";
                default -> "neither IPv4 nor IPv6";
            };
        }

        /**
         * 802.1Qbb 36.1.3: opcode, class-enable vector (bit i: priority i's time applies), eight
         * times in quanta of 512 bit times; then the zero padding to the minimum frame. The Pad
         * layer is closed only when the MAC Control layer is whole, so it is never the last layer
         * of a cut frame.
         */
        private void macControl(int at) {
            LayerBuilder mc = layer(MAC_CONTROL, at, 20);
            mc.add(mc.field("Opcode", 0, 0, 16, HEX, v -> v == PfcFrame.OPCODE_PFC ? "PFC: priority-based pause (IEEE 802.1Qbb)"
                    : v == PfcFrame.OPCODE_PAUSE ? "PAUSE (IEEE 802.3x): every priority" : "not a pause opcode"));
            int enable = has(at + 2, 2) ? u16(at + 2) : 0;
            Field[] bits = new Field[8];
            for (int p = 0; p < 8; p++) {
                bits[p] = mc.field("Priority " + p, 2 + (15 - p) / 8, (15 - p) % 8, 1, DECIMAL, v -> v == 1 ? "its time applies" : "its time is ignored");
            }
            mc.add(mc.field("Class-enable vector", 2, 0, 16, HEX, Walk::enabledPriorities, bits));
            for (int p = 0; p < 8; p++) {
                int priority = p;
                boolean on = (enable >> p & 1) != 0;
                mc.add(mc.field("Time " + p, 4 + 2 * p, 0, 16, DECIMAL, v -> !on ? "ignored: priority " + priority + " not enabled"
                        : v == 0 ? "resume priority " + priority : "pause priority " + priority + " for " + v + " quanta of 512 bit times"));
            }
            if (close(mc)) {
                return;
            }
            int padOffset = at + 20;
            if (frame.length > padOffset) {
                int n = frame.length - padOffset;
                LayerBuilder pad = layer("Pad", padOffset, n);
                pad.add(pad.field("Pad", 0, 0, n * 8, BYTES, v -> allZero(padOffset, n) ? "zeros to the 60-byte minimum frame" : "not zero (sent as zero)"));
                close(pad);
            }
        }

        private static String enabledPriorities(long v) {
            StringBuilder b = new StringBuilder();
            for (int p = 0; p < 8; p++) {
                if ((v >> p & 1) != 0) {
                    b.append(b.isEmpty() ? "priority " : ", ").append(p);
                }
            }
            return b.isEmpty() ? "no priority" : b.toString();
        }

        private static String ecn(long bits) {
            return ECN[(int) bits & 3];
        }

        private static String protocol(long p) {
            return p == 17 ? "UDP" : "not UDP (17)";
        }

        private void ipv4(int at) {
            LayerBuilder ip = layer("IPv4", at, 20);
            ip.add(ip.field("Version", 0, 0, 4, DECIMAL, v -> v == 4 ? null : "not 4"))
                    .add(ip.field("Header length", 0, 4, 4, DECIMAL, v -> v * 4 + " bytes" + (v == 5 ? "" : " (RoCEv2 uses 20, no options)")))
                    .add(ip.field("DSCP and ECN", 1, 0, 8, HEX, v -> "DSCP " + (v >> 2) + ", " + ecn(v), ip.field("DSCP", 1, 0, 6, DECIMAL, null),
                            ip.field("ECN", 1, 6, 2, DECIMAL, Walk::ecn)))
                    .add(ip.field("Total length", 2, 0, 16, DECIMAL, null)).add(ip.field("Identification", 4, 0, 16, HEX, null))
                    .add(ip.field("Flags", 6, 0, 3, HEX, Walk::ipv4Flags, ip.field("Reserved bit", 6, 0, 1, DECIMAL, v -> v == 0 ? null : "must be 0"),
                            ip.field("Don't fragment", 6, 1, 1, DECIMAL, v -> v == 1 ? "set" : "not set (RoCEv2 senders set it)"),
                            ip.field("More fragments", 6, 2, 1, DECIMAL, v -> v == 1 ? "set: a fragment, which RoCEv2 never sends" : "not set")))
                    .add(ip.field("Fragment offset", 6, 3, 13, DECIMAL, null)).add(ip.field("Time to live", 8, 0, 8, DECIMAL, null))
                    .add(ip.field("Protocol", 9, 0, 8, DECIMAL, Walk::protocol))
                    .add(ip.field("Header checksum", 10, 0, 16, HEX, v -> ipv4ChecksumMeaning(at, (int) v)))
                    .add(ip.field("Source", 12, 0, 32, IPV4, null)).add(ip.field("Destination", 16, 0, 32, IPV4, null));
            if (close(ip)) {
                return;
            }
            int total = u16(at + 2);
            udp(at, 20, false, total - 20);
        }

        private static String ipv4Flags(long f) {
            return f == 2 ? "don't fragment" : f == 0 ? "none" : (f & 4) != 0 ? "reserved bit set" : (f & 1) != 0 ? "more fragments" : "don't fragment";
        }

        private String ipv4ChecksumMeaning(int at, int found) {
            if (!has(at, 20)) {
                return "not checked: the header is cut off";
            }
            byte[] header = new byte[20];
            System.arraycopy(frame, at, header, 0, 20);
            header[10] = 0;
            header[11] = 0;
            int computed = Checksums.ipv4Header(header, 0, 20);
            return computed == found ? "correct" : "wrong: computed " + LayerBuilder.hex(computed, 4);
        }

        private void ipv6(int at) {
            LayerBuilder ip = layer("IPv6", at, 40);
            ip.add(ip.field("Version", 0, 0, 4, DECIMAL, v -> v == 6 ? null : "not 6"))
                    .add(ip.field("Traffic class", 0, 4, 8, HEX, v -> "DSCP " + (v >> 2) + ", " + ecn(v), ip.field("DSCP", 0, 4, 6, DECIMAL, null),
                            ip.field("ECN", 1, 2, 2, DECIMAL, Walk::ecn)))
                    .add(ip.field("Flow label", 1, 4, 20, HEX, null)).add(ip.field("Payload length", 4, 0, 16, DECIMAL, null))
                    .add(ip.field("Next header", 6, 0, 8, DECIMAL, Walk::protocol)).add(ip.field("Hop limit", 7, 0, 8, DECIMAL, null))
                    .add(ip.field("Source", 8, 0, 128, IPV6, null)).add(ip.field("Destination", 24, 0, 128, IPV6, null));
            if (close(ip)) {
                return;
            }
            udp(at, 40, true, u16(at + 4));
        }

        /** The UDP header after the IP header at {@code ipOffset}, in an IP payload of {@code udpSpace} bytes. */
        private void udp(int ipOffset, int ipLength, boolean v6, int udpSpace) {
            int at = ipOffset + ipLength;
            LayerBuilder udp = layer("UDP", at, 8);
            udp.add(udp.field("Source port", 0, 0, 16, DECIMAL, null))
                    .add(udp.field("Destination port", 2, 0, 16, DECIMAL, p -> p == RoceFrame.UDP_PORT ? "RoCEv2" : "not RoCEv2 (4791)"))
                    .add(udp.field("Length", 4, 0, 16, DECIMAL, null))
                    .add(udp.field("Checksum", 6, 0, 16, HEX, c -> udpChecksumMeaning(ipOffset, ipLength, v6, udpSpace, (int) c)));
            if (close(udp)) {
                return;
            }
            int udpLength = u16(at + 4);
            if (udpLength < RoceFrame.UDP_HEADER + Bth.LENGTH + RoceFrame.ICRC_LENGTH || udpLength > udpSpace || !has(at, udpLength)) {
                return; // the decoder rejects such a length at the UDP layer; nothing after it can be placed
            }
            transport(at + RoceFrame.UDP_HEADER, at + udpLength);
        }

        private String udpChecksumMeaning(int ipOffset, int ipLength, boolean v6, int udpSpace, int found) {
            if (found == 0) {
                return v6 ? "missing: IPv6 requires a UDP checksum" : "not used (IPv4)";
            }
            int at = ipOffset + ipLength;
            int udpLength = u16(at + 4);
            if (udpLength < RoceFrame.UDP_HEADER || udpLength > udpSpace || !has(at, udpLength) || !has(ipOffset, ipLength)) {
                return "not checked: the UDP length " + udpLength + " does not fit the IP payload";
            }
            byte[] datagram = new byte[udpLength];
            System.arraycopy(frame, at, datagram, 0, udpLength);
            datagram[6] = 0;
            datagram[7] = 0;
            int addresses = v6 ? 16 : 4;
            byte[] src = new byte[addresses];
            byte[] dst = new byte[addresses];
            System.arraycopy(frame, ipOffset + (v6 ? 8 : 12), src, 0, addresses);
            System.arraycopy(frame, ipOffset + (v6 ? 24 : 16), dst, 0, addresses);
            IpHeader ip = v6 ? new IpHeader.V6(src, dst, 0, 0, 0) : new IpHeader.V4(src, dst, 0, 0, 0);
            int computed = Checksums.udp(ip, datagram, 0, udpLength);
            return computed == found ? "correct" : "wrong: computed " + LayerBuilder.hex(computed, 4);
        }

        /** BTH, extension headers, payload, pad and ICRC of the datagram whose BTH starts at {@code bthOffset} and which ends at {@code udpEnd}. */
        private void transport(int bthOffset, int udpEnd) {
            Opcode opcode = Opcode.of(u8(bthOffset));
            LayerBuilder bth = layer("BTH", bthOffset, Bth.LENGTH);
            bth.add(bth.field("Opcode", 0, 0, 8, HEX, Walk::opcodeMeaning))
                    .add(bth.field("Solicited event", 1, 0, 1, DECIMAL, v -> v == 1 ? "solicited event requested" : null))
                    .add(bth.field("MigReq", 1, 1, 1, DECIMAL, null))
                    .add(bth.field("Pad count", 1, 2, 2, DECIMAL, v -> v == 0 ? "no pad" : v + (v == 1 ? " byte of pad" : " bytes of pad")))
                    .add(bth.field("Header version", 1, 4, 4, DECIMAL, v -> v == 0 ? null : "must be 0"))
                    .add(bth.field("P_Key", 2, 0, 16, HEX, Walk::pkeyMeaning))
                    .add(bth.field("FECN", 4, 0, 1, DECIMAL, v -> v == 1 ? "forward congestion notification" : null))
                    .add(bth.field("BECN", 4, 1, 1, DECIMAL, v -> v == 1 ? "backward congestion notification" + (opcode == Opcode.CNP ? ": slow down this QP" : "")
                            : opcode == Opcode.CNP ? "not set (a CNP sets it)" : null))
                    .add(bth.field("Reserved (6 bits)", 4, 2, 6, HEX, null)).add(bth.field("Destination QP", 5, 0, 24, HEX, null))
                    .add(bth.field("AckReq", 8, 0, 1, DECIMAL, v -> v == 1 ? "acknowledgement requested" : null))
                    .add(bth.field("Reserved (7 bits)", 8, 1, 7, HEX, null)).add(bth.field("PSN", 9, 0, 24, HEX, null));
            if (close(bth) || opcode == null) {
                return;
            }
            int icrcOffset = udpEnd - RoceFrame.ICRC_LENGTH;
            int headersEnd = bthOffset + opcode.headerLength();
            if (headersEnd > icrcOffset) {
                return; // the decoder rejects this at the BTH
            }
            int at = bthOffset + Bth.LENGTH;
            for (Header h : opcode.headers()) {
                if (close(extensionHeader(h, opcode, at))) {
                    return;
                }
                at += h.length();
            }
            if (opcode == Opcode.CNP) {
                LayerBuilder reserved = layer("CNP reserved", at, Opcode.CNP_RESERVED_BYTES);
                reserved.add(reserved.field("Reserved", 0, 0, Opcode.CNP_RESERVED_BYTES * 8, BYTES, v -> allZero(reserved.offset(), Opcode.CNP_RESERVED_BYTES) ? null : "not zero (sent as zero)"));
                if (close(reserved)) {
                    return;
                }
            }
            int dataLength = icrcOffset - headersEnd;
            int pad = u8(bthOffset + 1) >> 4 & 3;
            int payloadLength = Math.max(0, dataLength - pad);
            int padLength = Math.min(pad, dataLength);
            if (payloadLength > 0) {
                LayerBuilder payload = layer("Payload", headersEnd, payloadLength);
                payload.add(payload.field("Data", 0, 0, payloadLength * 8, BYTES, null));
                if (close(payload)) {
                    return;
                }
            }
            if (padLength > 0) {
                LayerBuilder padding = layer("Pad", headersEnd + payloadLength, padLength);
                padding.add(padding.field("Pad", 0, 0, padLength * 8, HEX, null));
                if (close(padding)) {
                    return;
                }
            }
            LayerBuilder icrc = layer("ICRC", icrcOffset, RoceFrame.ICRC_LENGTH);
            if (decoded instanceof Decoded.Frame d) {
                // shown as Wireshark shows it, the bytes in order; the CRC-32 they carry least significant byte first is the meaning
                icrc.add(new Field("ICRC", icrcOffset, 0, 32, d.icrcOnWire() & 0xFFFFFFFFL, LayerBuilder.hex(d.icrcOnWire(), 8),
                        d.icrcValid() ? "valid" : "invalid: should be " + LayerBuilder.hex(d.icrcComputedOnWire(), 8), List.of()));
            }
            if (close(icrc)) {
                return;
            }
            if (frame.length > udpEnd) {
                LayerBuilder trailer = layer("Trailer", udpEnd, frame.length - udpEnd);
                trailer.add(trailer.field("Data", 0, 0, (frame.length - udpEnd) * 8, BYTES, v -> "after the UDP datagram: Ethernet padding, or IP payload beyond the UDP length"));
                close(trailer);
            }
        }

        private LayerBuilder extensionHeader(Header h, Opcode opcode, int at) {
            return switch (h) {
                case DETH -> {
                    LayerBuilder b = layer("DETH", at, h.length());
                    yield b.add(b.field("Q_Key", 0, 0, 32, HEX, q -> (q & 0x80000000L) != 0 ? "controlled Q_Key (high bit set)" : null))
                            .add(b.field("Reserved", 4, 0, 8, HEX, null)).add(b.field("Source QP", 5, 0, 24, HEX, null));
                }
                case RETH -> {
                    LayerBuilder b = layer("RETH", at, h.length());
                    yield b.add(b.field("Virtual address", 0, 0, 64, HEX, null)).add(b.field("R_Key", 8, 0, 32, HEX, null))
                            .add(b.field("DMA length", 12, 0, 32, DECIMAL, null));
                }
                case ATOMIC_ETH -> {
                    LayerBuilder b = layer("AtomicETH", at, h.length());
                    yield b.add(b.field("Virtual address", 0, 0, 64, HEX, null)).add(b.field("R_Key", 8, 0, 32, HEX, null))
                            .add(b.field(opcode == Opcode.RC_FETCH_ADD ? "Add data" : "Swap data", 12, 0, 64, HEX, null))
                            .add(b.field("Compare data", 20, 0, 64, HEX, opcode == Opcode.RC_FETCH_ADD ? v -> "not used by FETCH_ADD" : null));
                }
                case AETH -> {
                    LayerBuilder b = layer("AETH", at, h.length());
                    int syndrome = b.has(0, 1) ? u8(at) : 0;
                    String codeName = switch (Syndrome.type(syndrome)) {
                        case Syndrome.TYPE_ACK -> "Credit code";
                        case Syndrome.TYPE_RNR_NAK -> "Timer code";
                        case Syndrome.TYPE_NAK -> "NAK code";
                        default -> "Reserved value";
                    };
                    yield b.add(b.field("Syndrome", 0, 0, 8, HEX, s -> Syndrome.explain((int) s),
                            b.field("Reserved bit", 0, 0, 1, DECIMAL, v -> v == 0 ? null : "must be 0"),
                            b.field("Type", 0, 1, 2, DECIMAL, t -> Syndrome.typeName((int) t)),
                            b.field(codeName, 0, 3, 5, DECIMAL, c -> Syndrome.codeMeaning(syndrome))))
                            .add(b.field("MSN", 1, 0, 24, DECIMAL, null));
                }
                case ATOMIC_ACK_ETH -> {
                    LayerBuilder b = layer("AtomicAckETH", at, h.length());
                    yield b.add(b.field("Original remote data", 0, 0, 64, HEX, null));
                }
                case IMM_DT -> {
                    LayerBuilder b = layer("ImmDt", at, h.length());
                    yield b.add(b.field("Immediate data", 0, 0, 32, HEX, null));
                }
                case IETH -> {
                    LayerBuilder b = layer("IETH", at, h.length());
                    yield b.add(b.field("R_Key to invalidate", 0, 0, 32, HEX, null));
                }
            };
        }

        private boolean allZero(int at, int n) {
            for (int i = 0; i < n; i++) {
                if (frame[at + i] != 0) {
                    return false;
                }
            }
            return true;
        }

        private static String opcodeMeaning(long code) {
            Opcode o = Opcode.of((int) code);
            if (o == Opcode.CNP) {
                return "congestion notification (RoCEv2 annex A17)";
            }
            return o == null ? "not an opcode RoCEv2 defines" : o.name().replace('_', ' ');
        }

        private static String pkeyMeaning(long pkey) {
            if (pkey == Bth.DEFAULT_PKEY) {
                return "default partition, full member";
            }
            // Bit 15 is the membership type (IBTA 10.9.1.2): 1 full, 0 limited.
            return ((pkey & 0x8000) != 0 ? "full" : "limited") + " member of partition " + LayerBuilder.hex(pkey & 0x7FFF, 4);
        }
    }
}
