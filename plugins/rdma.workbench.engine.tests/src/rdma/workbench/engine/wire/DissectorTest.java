package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.Test;

class DissectorTest {

    /** The tree as text: "Layer offset+length [!! problem]", then "name offset+bytes" or "name offset.bit:widthb", " = display (meaning)". */
    static String tree(Dissection d) {
        StringBuilder s = new StringBuilder();
        for (Layer l : d.layers()) {
            s.append(l.name()).append(' ').append(l.offset()).append('+').append(l.length());
            if (l.problem() != null) {
                s.append(" !! ").append(l.problem());
            }
            s.append('\n');
            for (Field f : l.fields()) {
                field(s, f, "  ");
            }
        }
        return s.toString();
    }

    private static void field(StringBuilder s, Field f, String indent) {
        s.append(indent).append(f.name()).append(' ').append(f.offset());
        if (f.bitOffset() != 0 || f.bitWidth() % 8 != 0) {
            s.append('.').append(f.bitOffset()).append(':').append(f.bitWidth()).append('b');
        } else {
            s.append('+').append(f.byteLength());
        }
        s.append(" = ").append(f.display());
        if (f.meaning() != null) {
            s.append(" (").append(f.meaning()).append(')');
        }
        s.append('\n');
        for (Field p : f.parts()) {
            field(s, p, indent + "  ");
        }
    }

    private static Field field(Dissection d, String layer, String name) {
        return d.layer(layer).orElseThrow(() -> new AssertionError("no layer " + layer + " in\n" + tree(d))).field(name)
                .orElseThrow(() -> new AssertionError("no field " + name + " in " + layer + " of\n" + tree(d)));
    }

    @Test
    void connectX4CnpCapture() {
        assertEquals(CNP_TREE, tree(Dissector.dissect(Frames.CONNECTX4_CNP)));
    }

    @Test
    void scapyUcSendOnly() {
        assertEquals(UC_SEND_ONLY_TREE, tree(Dissector.dissect(Frames.UC_SEND_ONLY)));
    }

    @Test
    void vlanIpv6WriteWithImmediate() {
        RoceFrame f = new RoceFrame(Frames.ethernet(0x6064), Frames.ipv6(), UdpSourcePort.of(0x11, 0x113), Frames.packet(Opcode.RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE, 5));
        assertEquals(VLAN_IPV6_WRITE_IMM_TREE, tree(Dissector.dissect(FrameCodec.encode(f))));
    }

    /** The layers an opcode's frame has, from the opcode table and the payload length alone. */
    private static List<String> expectedLayers(Opcode op, boolean vlan, boolean v6, int payload) {
        List<String> names = new ArrayList<>(List.of("Ethernet II"));
        if (vlan) {
            names.add("802.1Q");
        }
        names.addAll(List.of(v6 ? "IPv6" : "IPv4", "UDP", "BTH"));
        for (Header h : op.headers()) {
            names.add(switch (h) {
                case DETH -> "DETH";
                case RETH -> "RETH";
                case ATOMIC_ETH -> "AtomicETH";
                case AETH -> "AETH";
                case ATOMIC_ACK_ETH -> "AtomicAckETH";
                case IMM_DT -> "ImmDt";
                case IETH -> "IETH";
            });
        }
        if (op == Opcode.CNP) {
            names.add("CNP reserved");
        }
        if (payload > 0) {
            names.add("Payload");
        }
        if (payload % 4 != 0) {
            names.add("Pad");
        }
        names.add("ICRC");
        return names;
    }

    @Test
    void everyOpcodeOverIpv4Ipv6AndVlanHasItsLayersBackToBackAndTheEncodedValues() {
        for (Opcode op : Opcode.values()) {
            for (int len : new int[] {0, 1, 2, 3, 4, 13, 1024}) {
                for (IpHeader ip : new IpHeader[] {Frames.ipv4(), Frames.ipv6()}) {
                    for (Integer vlan : new Integer[] {null, 0x6064}) {
                        RocePacket p = Frames.packet(op, len);
                        byte[] bytes = FrameCodec.encode(new RoceFrame(Frames.ethernet(vlan), ip, 0xC0DE, p));
                        Dissection d = Dissector.dissect(bytes);
                        String what = op + " over " + ip.getClass().getSimpleName() + (vlan == null ? "" : " with VLAN") + ", " + p.payload().length() + " bytes";
                        assertEquals(expectedLayers(op, vlan != null, ip instanceof IpHeader.V6, p.payload().length()), d.layers().stream().map(Layer::name).toList(), what);
                        int at = 0;
                        for (Layer l : d.layers()) {
                            assertEquals(at, l.offset(), what + ": " + l.name() + " follows the layer before");
                            assertNull(l.problem(), what);
                            for (Field f : l.fields()) {
                                assertTrue(f.offset() >= l.offset() && f.end() <= l.end(), what + ": " + f + " inside " + l.name());
                            }
                            at = l.end();
                        }
                        assertEquals(bytes.length, at, what + ": the layers cover the frame");
                        Bth bth = p.bth();
                        assertEquals(op.code(), field(d, "BTH", "Opcode").value(), what);
                        assertEquals(bth.psn(), field(d, "BTH", "PSN").value(), what);
                        assertEquals(bth.destQp(), field(d, "BTH", "Destination QP").value(), what);
                        assertEquals(bth.ackReq() ? 1 : 0, field(d, "BTH", "AckReq").value(), what);
                        assertEquals(bth.solicited() ? 1 : 0, field(d, "BTH", "Solicited event").value(), what);
                        assertEquals(bth.becn() ? 1 : 0, field(d, "BTH", "BECN").value(), what);
                        assertEquals(p.padCount(), field(d, "BTH", "Pad count").value(), what);
                        assertEquals(0xC0DE, field(d, "UDP", "Source port").value(), what);
                        assertEquals(bytes.length - 14 - (vlan == null ? 0 : 4) - ip.length(), field(d, "UDP", "Length").value(), what);
                        if (p.deth() != null) {
                            assertEquals(p.deth().qkey() & 0xFFFFFFFFL, field(d, "DETH", "Q_Key").value(), what);
                            assertEquals(p.deth().srcQp(), field(d, "DETH", "Source QP").value(), what);
                        }
                        if (p.reth() != null) {
                            assertEquals(p.reth().virtualAddress(), field(d, "RETH", "Virtual address").value(), what);
                            assertEquals(p.reth().rkey() & 0xFFFFFFFFL, field(d, "RETH", "R_Key").value(), what);
                            assertEquals(p.reth().dmaLength() & 0xFFFFFFFFL, field(d, "RETH", "DMA length").value(), what);
                        }
                        if (p.atomicEth() != null) {
                            assertEquals(p.atomicEth().virtualAddress(), field(d, "AtomicETH", "Virtual address").value(), what);
                            assertEquals(p.atomicEth().swapAdd(), field(d, "AtomicETH", op == Opcode.RC_FETCH_ADD ? "Add data" : "Swap data").value(), what);
                            assertEquals(p.atomicEth().compare(), field(d, "AtomicETH", "Compare data").value(), what);
                        }
                        if (p.aeth() != null) {
                            assertEquals(p.aeth().syndrome(), field(d, "AETH", "Syndrome").value(), what);
                            assertEquals(p.aeth().msn(), field(d, "AETH", "MSN").value(), what);
                        }
                        if (p.atomicAckEth() != null) {
                            assertEquals(p.atomicAckEth().originalValue(), field(d, "AtomicAckETH", "Original remote data").value(), what);
                        }
                        if (p.immDt() != null) {
                            assertEquals(p.immDt() & 0xFFFFFFFFL, field(d, "ImmDt", "Immediate data").value(), what);
                        }
                        if (p.ieth() != null) {
                            assertEquals(p.ieth() & 0xFFFFFFFFL, field(d, "IETH", "R_Key to invalidate").value(), what);
                        }
                        if (p.payload().length() > 0) {
                            assertEquals(p.payload().length(), d.layer("Payload").orElseThrow().length(), what);
                        }
                        assertEquals("valid", field(d, "ICRC", "ICRC").meaning(), what);
                    }
                }
            }
        }
    }

    private static Dissection ack(int syndrome) {
        RocePacket p = new RocePacket(Bth.of(Opcode.RC_ACKNOWLEDGE, 0x113, 7, false), null, null, null, new Aeth(syndrome, 3), null, null, null, Payload.EMPTY);
        return Dissector.dissect(FrameCodec.encode(new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, p)));
    }

    @Test
    void aethSyndromeSaysAckRnrNakOrNakWithItsCode() {
        String[][] cases = {
                {"1f", "ACK, credit code 31: unlimited", "ACK", "Credit code", "unlimited"},
                {"0a", "ACK, credit code 10: 32 credits", "ACK", "Credit code", "32 credits"},
                {"01", "ACK, credit code 1: 1 credit", "ACK", "Credit code", "1 credit"},
                {"1e", "ACK, credit code 30: 32768 credits", "ACK", "Credit code", "32768 credits"},
                {"20", "RNR NAK, timer code 0: 655.36 ms", "RNR NAK", "Timer code", "655.36 ms"},
                {"21", "RNR NAK, timer code 1: 0.01 ms", "RNR NAK", "Timer code", "0.01 ms"},
                {"2e", "RNR NAK, timer code 14: 1.28 ms", "RNR NAK", "Timer code", "1.28 ms"},
                {"3f", "RNR NAK, timer code 31: 491.52 ms", "RNR NAK", "Timer code", "491.52 ms"},
                {"60", "NAK, PSN sequence error", "NAK", "NAK code", "PSN sequence error"},
                {"61", "NAK, invalid request", "NAK", "NAK code", "invalid request"},
                {"62", "NAK, remote access error", "NAK", "NAK code", "remote access error"},
                {"63", "NAK, remote operational error", "NAK", "NAK code", "remote operational error"},
                {"64", "NAK, invalid RD request", "NAK", "NAK code", "invalid RD request"},
                {"65", "NAK, reserved NAK code 5", "NAK", "NAK code", "reserved NAK code 5"},
                {"40", "reserved syndrome type (bits 6:5 = 10)", "reserved", "Reserved value", null},
        };
        for (String[] c : cases) {
            int s = Integer.parseInt(c[0], 16);
            Field syndrome = field(ack(s), "AETH", "Syndrome");
            assertEquals("0x" + c[0], syndrome.display());
            assertEquals(c[1], syndrome.meaning(), c[0]);
            assertEquals(List.of("Reserved bit", "Type", c[3]), syndrome.parts().stream().map(Field::name).toList(), c[0]);
            Field type = syndrome.parts().get(1);
            assertEquals(c[2], type.meaning(), c[0]);
            assertEquals(s >> 5 & 3, type.value());
            assertEquals(54, type.offset());
            assertEquals(1, type.bitOffset());
            assertEquals(2, type.bitWidth());
            Field code = syndrome.parts().get(2);
            assertEquals(c[4], code.meaning(), c[0]);
            assertEquals(s & 0x1F, code.value());
            assertEquals(3, code.bitOffset());
            assertEquals(5, code.bitWidth());
        }
        Field reservedBitSet = field(ack(0x9F), "AETH", "Syndrome");
        assertEquals("ACK, credit code 31: unlimited", reservedBitSet.meaning());
        assertEquals("must be 0", reservedBitSet.part("Reserved bit").orElseThrow().meaning());
        assertEquals(3, field(ack(0x1F), "AETH", "MSN").value());
    }

    @Test
    void rnrTimerCodesAreTheTableOfProtocolMd() {
        String table = "0=655.36 1=0.01 2=0.02 3=0.03 4=0.04 5=0.06 6=0.08 7=0.12 8=0.16 9=0.24 10=0.32 11=0.48 12=0.64 13=0.96 14=1.28 15=1.92 "
                + "16=2.56 17=3.84 18=5.12 19=7.68 20=10.24 21=15.36 22=20.48 23=30.72 24=40.96 25=61.44 26=81.92 27=122.88 28=163.84 29=245.76 "
                + "30=327.68 31=491.52";
        for (String entry : table.split(" ")) {
            String[] kv = entry.split("=");
            assertEquals(kv[1] + " ms", Syndrome.rnrTimerText(Integer.parseInt(kv[0])), entry);
        }
    }

    private static byte[] withIpv4Tos(int tos) {
        return FrameCodec.encode(new RoceFrame(Frames.ethernet(null),
                new IpHeader.V4(new byte[] {10, 0, 0, 1}, new byte[] {10, 0, 0, 2}, tos, 64, 1), 0xC000, Frames.packet(Opcode.RC_SEND_ONLY, 4)));
    }

    @Test
    void ecnBitsOfTosAndTrafficClass() {
        String[] names = {"Not-ECT", "ECT(1)", "ECT(0)", "CE (congestion experienced)"};
        for (int ecn = 0; ecn < 4; ecn++) {
            Field tos = field(Dissector.dissect(withIpv4Tos(0x68 | ecn)), "IPv4", "DSCP and ECN");
            assertEquals("DSCP 26, " + names[ecn], tos.meaning());
            assertEquals(names[ecn], tos.part("ECN").orElseThrow().meaning());
            assertEquals(26, tos.part("DSCP").orElseThrow().value());
        }
        byte[] v6 = FrameCodec.encode(new RoceFrame(Frames.ethernet(null), new IpHeader.V6(Frames.hex("20010db8000000000000000000000001"),
                Frames.hex("20010db8000000010000000000000000"), 0xBB, 0xABCDE, 1), 0xC000, Frames.packet(Opcode.UD_SEND_ONLY, 4)));
        Dissection d = Dissector.dissect(v6);
        Field tc = field(d, "IPv6", "Traffic class");
        assertEquals("0xbb", tc.display());
        assertEquals("DSCP 46, CE (congestion experienced)", tc.meaning());
        Field ecn = tc.part("ECN").orElseThrow();
        assertEquals(15, ecn.offset());
        assertEquals(2, ecn.bitOffset());
        assertEquals(3, ecn.value());
        assertEquals("0xabcde", field(d, "IPv6", "Flow label").display());
        assertEquals("2001:db8::1", field(d, "IPv6", "Source").display());
        assertEquals("2001:db8:0:1::", field(d, "IPv6", "Destination").display());
        assertFalse(field(d, "IPv6", "Source").hasValue());
    }

    @Test
    void flagsChecksumsAndPadInWords() {
        Dissection uc = Dissector.dissect(Frames.UC_SEND_ONLY);
        assertEquals("set", field(uc, "IPv4", "Don't fragment").meaning());
        assertEquals("2 bytes of pad", field(uc, "BTH", "Pad count").meaning());
        assertEquals("RoCEv2", field(uc, "UDP", "Destination port").meaning());
        assertEquals("UC SEND ONLY", field(uc, "BTH", "Opcode").meaning());

        byte[] noDf = FrameCodec.encode(new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, Frames.packet(Opcode.RC_RDMA_WRITE_ONLY, 1)));
        noDf[20] = 0;
        fixIpv4Checksum(noDf, 14);
        Dissection d = Dissector.dissect(noDf);
        assertInstanceOf(Decoded.Frame.class, d.decoded(), "the decoder accepts a frame without DF");
        assertEquals("not set (RoCEv2 senders set it)", field(d, "IPv4", "Don't fragment").meaning());
        assertEquals("none", field(d, "IPv4", "Flags").meaning());
        assertEquals("RC RDMA WRITE ONLY", field(d, "BTH", "Opcode").meaning());
        assertEquals("0x0a", field(d, "BTH", "Opcode").display());
        assertEquals("3 bytes of pad", field(d, "BTH", "Pad count").meaning());
        assertEquals("no pad", field(Dissector.dissect(withIpv4Tos(0)), "BTH", "Pad count").meaning());
        byte[] threeBytes = FrameCodec.encode(new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, Frames.packet(Opcode.RC_SEND_ONLY, 3)));
        assertEquals("1 byte of pad", field(Dissector.dissect(threeBytes), "BTH", "Pad count").meaning());
    }

    static void fixIpv4Checksum(byte[] b, int ip) {
        b[ip + 10] = 0;
        b[ip + 11] = 0;
        int c = Checksums.ipv4Header(b, ip, 20);
        b[ip + 10] = (byte) (c >> 8);
        b[ip + 11] = (byte) c;
    }

    /** An ARP request (RFC 826) from a real port's capture: not RoCEv2, and not malformed either. */
    @Test
    void anArpRequestIsArpNotAMalformedFrame() {
        byte[] arp = HexFormat.of().parseHex("ffffffffffff02000a000001" + "0806" + "0001080006040001" + "02000a000001c0a80a01"
                + "000000000000c0a80a02" + "000000000000000000000000000000000000");
        Dissection d = Dissector.dissect(arp);
        assertEquals("ARP", d.otherProtocol());
        assertTrue(d.malformed().isEmpty(), "well formed");
        assertEquals("""
                Ethernet II 0+14
                  Destination 0+6 = ff:ff:ff:ff:ff:ff
                  Source 6+6 = 02:00:0a:00:00:01
                  Type 12+2 = 0x0806 (neither IPv4 nor IPv6)
                ARP 14+46
                  Data 14+46 = 46 bytes (ARP, not dissected: this view reads RoCEv2)
                """, tree(d));
    }

    /** A DNS query over IPv4: its Ethernet, IP and UDP headers dissected, the rest named. */
    @Test
    void aDnsQueryIsDnsOverUdp() {
        byte[] b = Frames.UC_SEND_ONLY.clone();
        b[36] = 0;
        b[37] = 53; // UDP destination port 53
        Dissection d = Dissector.dissect(b);
        assertEquals("DNS over UDP", d.otherProtocol());
        assertTrue(d.layers().stream().allMatch(l -> l.problem() == null), tree(d));
        assertEquals(List.of("Ethernet II", "IPv4", "UDP", "DNS over UDP"), d.layers().stream().map(Layer::name).toList());
        assertEquals("not RoCEv2 (4791)", field(d, "UDP", "Destination port").meaning());
    }

    /** A datagram to UDP port 4791 that breaks a RoCEv2 rule stays malformed: it is a RoCEv2 frame gone wrong. */
    @Test
    void aBrokenRoceFrameIsStillMalformed() {
        byte[] b = Frames.UC_SEND_ONLY.clone();
        b[42] = (byte) 0xFF; // an opcode no transport has
        Dissection d = Dissector.dissect(b);
        assertNull(d.otherProtocol());
        assertTrue(d.malformed().isPresent());
    }

    @Test
    void aWrongIcrcSaysWhatItShouldBe() {
        byte[] b = Frames.UC_SEND_ONLY.clone();
        b[60] ^= 0x01;
        b[40] = 0;
        b[41] = 0;
        Dissection d = Dissector.dissect(b);
        Field icrc = field(d, "ICRC", "ICRC");
        assertEquals("0x78f353f3", icrc.display(), "the bytes in order, as Wireshark shows them");
        Decoded.Frame decoded = assertInstanceOf(Decoded.Frame.class, d.decoded());
        assertEquals("invalid: should be " + LayerBuilder.hex(decoded.icrcComputedOnWire(), 8), icrc.meaning());
        assertEquals(String.format("invalid: should be 0x%08x", Integer.reverseBytes(Icrc.compute(b, 14, 20, false, 74))), icrc.meaning());
        assertEquals("not used (IPv4)", field(d, "UDP", "Checksum").meaning());
    }

    @Test
    void malformedFramesStopAtTheLayerTheDecoderNames() {
        byte[] ipCheck = Frames.CONNECTX4_CNP.clone();
        ipCheck[22] = 0x3F;
        Dissection d = Dissector.dissect(ipCheck);
        assertEquals(List.of("Ethernet II", "IPv4"), d.layers().stream().map(Layer::name).toList());
        assertEquals("IPv4 header checksum is wrong", d.layers().get(1).problem());
        assertEquals("wrong: computed 0x9261", field(d, "IPv4", "Header checksum").meaning());

        byte[] port = Frames.CONNECTX4_CNP.clone();
        port[37] = (byte) 0xB8;
        d = Dissector.dissect(port);
        assertEquals("UDP 34+8 !! UDP destination port 4792 is not RoCEv2's 4791", tree(d).lines().filter(l -> l.startsWith("UDP")).findFirst().orElseThrow());
        assertEquals("not RoCEv2 (4791)", field(d, "UDP", "Destination port").meaning());
        assertEquals("UDP", d.layers().getLast().name());

        byte[] op = Frames.CONNECTX4_CNP.clone();
        op[42] = 0x15;
        d = Dissector.dissect(op);
        assertEquals("BTH", d.layers().getLast().name());
        assertEquals("BTH opcode 0x15 is not one RoCEv2 defines", d.layers().getLast().problem());
        assertEquals("not an opcode RoCEv2 defines", field(d, "BTH", "Opcode").meaning());

        byte[] wrongUdp = Frames.UC_SEND_ONLY.clone();
        wrongUdp[41] ^= 1;
        d = Dissector.dissect(wrongUdp);
        assertEquals("UDP checksum is wrong", d.layers().getLast().problem());
        assertEquals("wrong: computed 0xaca2", field(d, "UDP", "Checksum").meaning());

        byte[] v6 = FrameCodec.encode(new RoceFrame(Frames.ethernet(null), Frames.ipv6(), 0xC000, Frames.packet(Opcode.RC_SEND_ONLY, 8)));
        v6[60] = 0;
        v6[61] = 0;
        d = Dissector.dissect(v6);
        assertEquals("UDP checksum 0 is not allowed over IPv6", d.layers().getLast().problem());
        assertEquals("missing: IPv6 requires a UDP checksum", field(d, "UDP", "Checksum").meaning());

        // An ACK with four bytes after its AETH: the decoder names the byte after the headers, where the Payload layer starts.
        RocePacket ackPacket = new RocePacket(Bth.of(Opcode.RC_ACKNOWLEDGE, 0x113, 7, false), null, null, null, new Aeth(0x1F, 3), null, null, null, Payload.EMPTY);
        RoceFrame ackFrame = new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000, ackPacket);
        byte[] ackWithData = withExtraUdpBytes(FrameCodec.encode(ackFrame), 4);
        d = Dissector.dissect(ackWithData);
        assertEquals(List.of("Ethernet II", "IPv4", "UDP", "BTH", "AETH", "Payload"), d.layers().stream().map(Layer::name).toList());
        assertEquals("RC_ACKNOWLEDGE carries no payload, but 4 bytes follow its headers", d.layers().getLast().problem());
        assertEquals(58, d.layers().getLast().offset());

        d = Dissector.dissect(new byte[3]);
        assertEquals("Ethernet II 0+3 !! an Ethernet header needs 14 bytes, the frame has 3\n", tree(d));
        assertEquals("Ethernet II 0+0 !! an Ethernet header needs 14 bytes, the frame has 0\n", tree(Dissector.dissect(new byte[0])));

        byte[] cut = Arrays.copyOf(Frames.UC_SEND_ONLY, 30);
        assertEquals("""
                Ethernet II 0+14
                  Destination 0+6 = 24:8a:07:a8:fa:22
                  Source 6+6 = 24:8a:07:a8:fa:22
                  Type 12+2 = 0x0800 (IPv4)
                IPv4 14+16 !! the frame ends early (30 bytes)
                  Version 14.0:4b = 4
                  Header length 14.4:4b = 5 (20 bytes)
                  DSCP and ECN 15+1 = 0x01 (DSCP 0, ECT(1))
                    DSCP 15.0:6b = 0
                    ECN 15.6:2b = 1 (ECT(1))
                  Total length 16+2 = 64
                  Identification 18+2 = 0x0478
                  Flags 20.0:3b = 0x2 (don't fragment)
                    Reserved bit 20.0:1b = 0
                    Don't fragment 20.1:1b = 1 (set)
                    More fragments 20.2:1b = 0 (not set)
                  Fragment offset 20.3:13b = 0
                  Time to live 22+1 = 64
                  Protocol 23+1 = 17 (UDP)
                  Header checksum 24+2 = 0xb4d5 (not checked: the header is cut off)
                  Source 26+4 = 192.168.0.7
                """, tree(Dissector.dissect(cut)));
    }

    /** The frame with {@code n} zero bytes more inside its UDP datagram before the ICRC, lengths, IPv4 checksum and ICRC made right. */
    private static byte[] withExtraUdpBytes(byte[] frame, int n) {
        int icrcAt = frame.length - 4;
        byte[] b = new byte[frame.length + n];
        System.arraycopy(frame, 0, b, 0, icrcAt);
        int total = ((b[16] & 0xFF) << 8 | b[17] & 0xFF) + n;
        b[16] = (byte) (total >> 8);
        b[17] = (byte) total;
        int udp = ((b[38] & 0xFF) << 8 | b[39] & 0xFF) + n;
        b[38] = (byte) (udp >> 8);
        b[39] = (byte) udp;
        fixIpv4Checksum(b, 14);
        int icrc = Icrc.compute(b, 14, 20, false, icrcAt + n);
        for (int i = 0; i < 4; i++) {
            b[icrcAt + n + i] = (byte) (icrc >> 8 * i);
        }
        return b;
    }

    @Test
    void everyCutOfEveryOpcodeFrameEndsWithTheDecodersReason() {
        for (Opcode op : Opcode.values()) {
            for (IpHeader ip : new IpHeader[] {Frames.ipv4(), Frames.ipv6()}) {
                byte[] whole = FrameCodec.encode(new RoceFrame(Frames.ethernet(7), ip, 0xC000, Frames.packet(op, 6)));
                for (int n = 0; n < whole.length; n++) {
                    Dissection d = Dissector.dissect(Arrays.copyOf(whole, n));
                    Decoded.Malformed m = assertInstanceOf(Decoded.Malformed.class, d.decoded());
                    Layer last = d.layers().getLast();
                    String what = op + " cut to " + n + " bytes: " + m;
                    assertEquals(m.reason(), last.problem(), what);
                    assertTrue(last.offset() <= m.offset() && (m.offset() < last.end() || m.offset() == n && last.end() == n), what + "\n" + tree(d));
                    assertEquals(1, d.layers().stream().filter(l -> l.problem() != null).count(), what);
                    for (Layer l : d.layers()) {
                        assertTrue(l.end() <= n, what);
                        for (Field f : l.fields()) {
                            assertTrue(f.end() <= n, what + ": " + f);
                        }
                    }
                }
            }
        }
    }

    @Test
    void trailingBytesAfterTheDatagramAreATrailer() {
        byte[] cnp = Arrays.copyOf(Frames.CONNECTX4_CNP, 80);
        Dissection d = Dissector.dissect(cnp);
        Layer trailer = d.layers().getLast();
        assertEquals("Trailer", trailer.name());
        assertEquals(74, trailer.offset());
        assertEquals(6, trailer.length());
        assertEquals("6 bytes", trailer.field("Data").orElseThrow().display());
        assertEquals("after the UDP datagram: Ethernet padding, or IP payload beyond the UDP length", trailer.field("Data").orElseThrow().meaning());
    }

    @Test
    void aByteSelectsItsField() {
        Dissection d = Dissector.dissect(FrameCodec.encode(new RoceFrame(Frames.ethernet(0x6064), Frames.ipv4(), 0xC000, Frames.packet(Opcode.RC_ACKNOWLEDGE, 0))));
        assertEquals("Source", d.fieldAt(7).orElseThrow().name());
        assertEquals("TCI", d.fieldAt(14).orElseThrow().name(), "PCP, DEI and VID share byte 14");
        assertEquals("VLAN ID", d.fieldAt(15).orElseThrow().name(), "only the VID lies in byte 15");
        assertEquals("DSCP and ECN", d.fieldAt(19).orElseThrow().name());
        assertEquals("Flags", d.fieldAt(24).orElseThrow().name());
        assertEquals("Fragment offset", d.fieldAt(25).orElseThrow().name());
        assertEquals("Opcode", d.fieldAt(46).orElseThrow().name());
        assertEquals("Solicited event", d.fieldAt(47).orElseThrow().name(), "the first field of a shared byte");
        assertEquals("Destination QP", d.fieldAt(53).orElseThrow().name());
        assertEquals("PSN", d.fieldAt(57).orElseThrow().name());
        assertEquals("Syndrome", d.fieldAt(58).orElseThrow().name());
        assertEquals("MSN", d.fieldAt(59).orElseThrow().name());
        assertEquals("ICRC", d.fieldAt(62).orElseThrow().name());
        assertEquals("AETH", d.layerAt(58).orElseThrow().name());
        assertTrue(d.fieldAt(66).isEmpty());
        assertTrue(d.fieldAt(-1).isEmpty());
    }

    /**
     * The IPv4 and UDP layers of an untagged RoCEv2 frame with a 20-byte IPv4 header, DF set and TTL 64, as both
     * captures have them: the tree's lines, with the values that differ between the captures filled in.
     */
    private static String ipv4Udp(String tos, String dscp, String ecn, int totalLength, String id, String checksum, String source,
            String destination, int sourcePort, int udpLength, String udpChecksum) {
        return """
                IPv4 14+20
                  Version 14.0:4b = 4
                  Header length 14.4:4b = 5 (20 bytes)
                  DSCP and ECN 15+1 = %s
                    DSCP 15.0:6b = %s
                    ECN 15.6:2b = %s
                  Total length 16+2 = %d
                  Identification 18+2 = %s
                  Flags 20.0:3b = 0x2 (don't fragment)
                    Reserved bit 20.0:1b = 0
                    Don't fragment 20.1:1b = 1 (set)
                    More fragments 20.2:1b = 0 (not set)
                  Fragment offset 20.3:13b = 0
                  Time to live 22+1 = 64
                  Protocol 23+1 = 17 (UDP)
                  Header checksum 24+2 = %s
                  Source 26+4 = %s
                  Destination 30+4 = %s
                UDP 34+8
                  Source port 34+2 = %d
                  Destination port 36+2 = 4791 (RoCEv2)
                  Length 38+2 = %d
                  Checksum 40+2 = %s
                """.formatted(tos, dscp, ecn, totalLength, id, checksum, source, destination, sourcePort, udpLength, udpChecksum);
    }

    private static final String CNP_TREE = """
                Ethernet II 0+14
                  Destination 0+6 = e4:1d:2d:ab:2b:c2
                  Source 6+6 = 7c:fe:90:64:3b:32
                  Type 12+2 = 0x0800 (IPv4)
                """
            + ipv4Udp("0xc2 (DSCP 48, ECT(0))", "48", "2 (ECT(0))", 60, "0x718c", "0x9161 (correct)", "10.0.17.1", "10.0.18.1", 0, 40,
                    "0x0000 (not used (IPv4))")
            + """
                BTH 42+12
                  Opcode 42+1 = 0x81 (congestion notification (RoCEv2 annex A17))
                  Solicited event 43.0:1b = 0
                  MigReq 43.1:1b = 0
                  Pad count 43.2:2b = 0 (no pad)
                  Header version 43.4:4b = 0
                  P_Key 44+2 = 0xffff (default partition, full member)
                  FECN 46.0:1b = 0
                  BECN 46.1:1b = 1 (backward congestion notification: slow down this QP)
                  Reserved (6 bits) 46.2:6b = 0x00
                  Destination QP 47+3 = 0x000118
                  AckReq 50.0:1b = 0
                  Reserved (7 bits) 50.1:7b = 0x00
                  PSN 51+3 = 0x000000
                CNP reserved 54+16
                  Reserved 54+16 = 16 bytes
                ICRC 70+4
                  ICRC 70+4 = 0x82fd002a (valid)
                """;

    private static final String UC_SEND_ONLY_TREE = """
                Ethernet II 0+14
                  Destination 0+6 = 24:8a:07:a8:fa:22
                  Source 6+6 = 24:8a:07:a8:fa:22
                  Type 12+2 = 0x0800 (IPv4)
                """
            + ipv4Udp("0x01 (DSCP 0, ECT(1))", "0", "1 (ECT(1))", 64, "0x0478", "0xb4d5 (correct)", "192.168.0.7", "192.168.0.7", 49152, 44,
                    "0xaca2 (correct)")
            + """
                BTH 42+12
                  Opcode 42+1 = 0x24 (UC SEND ONLY)
                  Solicited event 43.0:1b = 0
                  MigReq 43.1:1b = 1
                  Pad count 43.2:2b = 2 (2 bytes of pad)
                  Header version 43.4:4b = 0
                  P_Key 44+2 = 0xffff (default partition, full member)
                  FECN 46.0:1b = 0
                  BECN 46.1:1b = 0
                  Reserved (6 bits) 46.2:6b = 0x00
                  Destination QP 47+3 = 0x0000d3
                  AckReq 50.0:1b = 0
                  Reserved (7 bits) 50.1:7b = 0x00
                  PSN 51+3 = 0xcf1710
                Payload 54+18
                  Data 54+18 = 18 bytes
                Pad 72+2
                  Pad 72+2 = 0x0000
                ICRC 74+4
                  ICRC 74+4 = 0x78f353f3 (valid)
                """;

    private static final String VLAN_IPV6_WRITE_IMM_TREE = """
                Ethernet II 0+14
                  Destination 0+6 = 02:00:0a:00:00:02
                  Source 6+6 = 02:00:0a:00:00:01
                  Type 12+2 = 0x8100 (802.1Q VLAN)
                802.1Q 14+4
                  TCI 14+2 = 0x6064
                    Priority 14.0:3b = 3
                    DEI 14.3:1b = 0
                    VLAN ID 14.4:12b = 100
                  Type 16+2 = 0x86dd (IPv6)
                IPv6 18+40
                  Version 18.0:4b = 6
                  Traffic class 18.4:8b = 0x02 (DSCP 0, ECT(0))
                    DSCP 18.4:6b = 0
                    ECN 19.2:2b = 2 (ECT(0))
                  Flow label 19.4:20b = 0x12345
                  Payload length 22+2 = 52
                  Next header 24+1 = 17 (UDP)
                  Hop limit 25+1 = 64
                  Source 26+16 = fe80::1
                  Destination 42+16 = fe80::2
                UDP 58+8
                  Source port 58+2 = 53827
                  Destination port 60+2 = 4791 (RoCEv2)
                  Length 62+2 = 52
                  Checksum 64+2 = 0x0032 (correct)
                BTH 66+12
                  Opcode 66+1 = 0x0b (RC RDMA WRITE ONLY WITH IMMEDIATE)
                  Solicited event 67.0:1b = 0
                  MigReq 67.1:1b = 0
                  Pad count 67.2:2b = 3 (3 bytes of pad)
                  Header version 67.4:4b = 0
                  P_Key 68+2 = 0xffff (default partition, full member)
                  FECN 70.0:1b = 0
                  BECN 70.1:1b = 0
                  Reserved (6 bits) 70.2:6b = 0x00
                  Destination QP 71+3 = 0x000113
                  AckReq 74.0:1b = 1 (acknowledgement requested)
                  Reserved (7 bits) 74.1:7b = 0x00
                  PSN 75+3 = 0xfffffe
                RETH 78+16
                  Virtual address 78+8 = 0x00007f0012345000
                  R_Key 86+4 = 0x1a2b3c4d
                  DMA length 90+4 = 10240
                ImmDt 94+4
                  Immediate data 94+4 = 0xcafef00d
                Payload 98+5
                  Data 98+5 = 5 bytes
                Pad 103+3
                  Pad 103+3 = 0x000000
                ICRC 106+4
                  ICRC 106+4 = 0x7143d6f7 (valid)
                """;
}
