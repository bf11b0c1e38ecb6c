package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The dissector against Wireshark's: a capture with every opcode (over IPv4, IPv6 and 802.1Q),
 * ACKs with every kind of syndrome, and unusual TOS, P_Key and Q_Key values goes through one
 * tshark run in PDML; for every field both show, tshark's byte position and size (for bit
 * fields, the bits its mask selects) and its value must be ours.
 */
class DissectorTsharkTest {

    @TempDir
    Path dir;

    /** How a tshark value reads against ours. */
    private enum Compare {
        /** "show" is a number (decimal, 0x hex, or colon-separated hex bytes) equal to our value. */
        NUMBER,
        /** "value" is the raw bytes in hex, equal to our value (Wireshark's FT_BYTES fields). */
        RAW_BYTES,
        /** "show" reads as our display (IPv4 and IPv6 addresses). */
        TEXT,
        /** "show" is the IPv4 header length in bytes, four times the field. */
        TIMES_FOUR
    }

    private record Ours(String layer, String tsharkName, List<String> fields, Compare compare) {
    }

    /** Wireshark protocols and header fields and the layer each is in our tree. */
    private static final Map<String, String> LAYERS = Map.ofEntries(Map.entry("eth", "Ethernet II"), Map.entry("vlan", "802.1Q"),
            Map.entry("ip", "IPv4"), Map.entry("ipv6", "IPv6"), Map.entry("udp", "UDP"), Map.entry("infiniband.bth", "BTH"),
            Map.entry("infiniband.deth", "DETH"), Map.entry("infiniband.reth", "RETH"), Map.entry("infiniband.atomiceth", "AtomicETH"),
            Map.entry("infiniband.aeth", "AETH"), Map.entry("infiniband.atomicacketh", "AtomicAckETH"), Map.entry("infiniband.immdt", "ImmDt"),
            Map.entry("infiniband.ieth", "IETH"), Map.entry("infiniband.invariant.crc", "ICRC"));

    /**
     * Layer | tshark field | our field (alternatives split by /) | comparison. Not compared: BTH
     * byte 4, which Wireshark 4.0 shows as one reserved byte and we split into FECN, BECN and 6
     * reserved bits; the CNP's reserved bytes, which Wireshark shows as an unknown header; payload
     * and pad, which it shows as one "data" block.
     */
    private static final String MAPPING = """
            Ethernet II | eth.dst | Destination | NUMBER
            Ethernet II | eth.src | Source | NUMBER
            Ethernet II | eth.type | Type | NUMBER
            802.1Q | vlan.priority | Priority | NUMBER
            802.1Q | vlan.dei | DEI | NUMBER
            802.1Q | vlan.id | VLAN ID | NUMBER
            802.1Q | vlan.etype | Type | NUMBER
            IPv4 | ip.version | Version | NUMBER
            IPv4 | ip.hdr_len | Header length | TIMES_FOUR
            IPv4 | ip.dsfield | DSCP and ECN | NUMBER
            IPv4 | ip.dsfield.dscp | DSCP | NUMBER
            IPv4 | ip.dsfield.ecn | ECN | NUMBER
            IPv4 | ip.len | Total length | NUMBER
            IPv4 | ip.id | Identification | NUMBER
            IPv4 | ip.flags | Flags | NUMBER
            IPv4 | ip.flags.rb | Reserved bit | NUMBER
            IPv4 | ip.flags.df | Don't fragment | NUMBER
            IPv4 | ip.flags.mf | More fragments | NUMBER
            IPv4 | ip.frag_offset | Fragment offset | NUMBER
            IPv4 | ip.ttl | Time to live | NUMBER
            IPv4 | ip.proto | Protocol | NUMBER
            IPv4 | ip.checksum | Header checksum | NUMBER
            IPv4 | ip.src | Source | TEXT
            IPv4 | ip.dst | Destination | TEXT
            IPv6 | ipv6.version | Version | NUMBER
            IPv6 | ipv6.tclass | Traffic class | NUMBER
            IPv6 | ipv6.tclass.dscp | DSCP | NUMBER
            IPv6 | ipv6.tclass.ecn | ECN | NUMBER
            IPv6 | ipv6.flow | Flow label | NUMBER
            IPv6 | ipv6.plen | Payload length | NUMBER
            IPv6 | ipv6.nxt | Next header | NUMBER
            IPv6 | ipv6.hlim | Hop limit | NUMBER
            IPv6 | ipv6.src | Source | TEXT
            IPv6 | ipv6.dst | Destination | TEXT
            UDP | udp.srcport | Source port | NUMBER
            UDP | udp.dstport | Destination port | NUMBER
            UDP | udp.length | Length | NUMBER
            UDP | udp.checksum | Checksum | NUMBER
            BTH | infiniband.bth.opcode | Opcode | NUMBER
            BTH | infiniband.bth.se | Solicited event | NUMBER
            BTH | infiniband.bth.m | MigReq | NUMBER
            BTH | infiniband.bth.padcnt | Pad count | NUMBER
            BTH | infiniband.bth.tver | Header version | NUMBER
            BTH | infiniband.bth.p_key | P_Key | NUMBER
            BTH | infiniband.bth.destqp | Destination QP | NUMBER
            BTH | infiniband.bth.a | AckReq | NUMBER
            BTH | infiniband.bth.reserved7 | Reserved (7 bits) | NUMBER
            BTH | infiniband.bth.psn | PSN | NUMBER
            DETH | infiniband.deth.q_key | Q_Key | NUMBER
            DETH | infiniband.reserved | Reserved | RAW_BYTES
            DETH | infiniband.deth.srcqp | Source QP | NUMBER
            RETH | infiniband.reth.va | Virtual address | NUMBER
            RETH | infiniband.reth.r_key | R_Key | NUMBER
            RETH | infiniband.reth.dmalen | DMA length | NUMBER
            AtomicETH | infiniband.reth.va | Virtual address | NUMBER
            AtomicETH | infiniband.reth.r_key | R_Key | NUMBER
            AtomicETH | infiniband.atomiceth.swapdt | Swap data/Add data | NUMBER
            AtomicETH | infiniband.atomiceth.cmpdt | Compare data | NUMBER
            AETH | infiniband.aeth.syndrome | Syndrome | NUMBER
            AETH | infiniband.aeth.syndrome.reserved | Reserved bit | NUMBER
            AETH | infiniband.aeth.syndrome.opcode | Type | NUMBER
            AETH | infiniband.aeth.syndrome.credit_count | Credit code | NUMBER
            AETH | infiniband.aeth.syndrome.timer | Timer code | NUMBER
            AETH | infiniband.aeth.syndrome.error_code | NAK code | NUMBER
            AETH | infiniband.aeth.syndrome.reserved_value | Reserved value | NUMBER
            AETH | infiniband.aeth.msn | MSN | NUMBER
            AtomicAckETH | infiniband.atomicacketh.origremdt | Original remote data | NUMBER
            ImmDt | infiniband.immdt | Immediate data | RAW_BYTES
            IETH | infiniband.ieth | R_Key to invalidate | RAW_BYTES
            ICRC | infiniband.invariant.crc | ICRC | NUMBER
            """;

    /** "010. .... = Flags: ..." : the bits a Wireshark bit field's mask selects, as its showname draws them. */
    private static final Pattern BITS = Pattern.compile("^([01.]{4}(?: [01.]{4})*) = ");

    private static Map<String, Ours> mapping() {
        Map<String, Ours> m = new HashMap<>();
        for (String line : MAPPING.strip().split("\n")) {
            String[] c = line.split("\\s*\\|\\s*");
            m.put(c[0] + " " + c[1], new Ours(c[0], c[1], List.of(c[2].split("/")), Compare.valueOf(c[3])));
        }
        return m;
    }

    private static RocePacket renumbered(RocePacket p, int pkey, int destQp, int psn, Deth deth, Aeth aeth) {
        Bth b = p.bth();
        Bth bth = new Bth(b.opcode(), b.solicited(), psn % 3 == 0, pkey, b.fecn(), b.becn(), destQp, b.ackReq(), b.opcode() == Opcode.CNP ? 0 : psn);
        return new RocePacket(bth, deth == null ? p.deth() : deth, p.reth(), p.atomicEth(), aeth == null ? p.aeth() : aeth, p.atomicAckEth(), p.immDt(),
                p.ieth(), p.payload());
    }

    private static List<byte[]> frames() {
        List<byte[]> frames = new ArrayList<>();
        for (Opcode op : Opcode.values()) {
            for (boolean v6 : new boolean[] {false, true}) {
                int n = frames.size();
                IpHeader ip = v6 ? new IpHeader.V6(Frames.hex("fe800000000000000000000000000001"), Frames.hex("20010db8000000010000000000000002"), n % 4 | 0x68,
                        0x12345 + n, 64 - n % 5) : new IpHeader.V4(new byte[] {10, 0, 0, (byte) n}, new byte[] {10, 0, 1, 2}, 0xC0 | n % 4, 63, 0x1234 + n);
                RocePacket p = renumbered(Frames.packet(op, 13), n % 2 == 0 ? 0xFFFF : 0x8001 + n, 0x100 + n, 100 + n,
                        op.has(Header.DETH) ? new Deth(v6 ? 0x80010000 : 0x11111111 + n, 0x200 + n) : null, null);
                frames.add(FrameCodec.encode(new RoceFrame(Frames.ethernet(n % 3 == 0 ? 0x6000 | n : null), ip, UdpSourcePort.of(0x11, 0x100 + n), p)));
            }
        }
        for (int syndrome : new int[] {0x1F, 0x0A, 0x00, 0x2E, 0x20, 0x3F, 0x60, 0x61, 0x62, 0x63, 0x64, 0x65, 0x40, 0x9F}) {
            int n = frames.size();
            RocePacket p = renumbered(Frames.packet(Opcode.RC_ACKNOWLEDGE, 0), 0xFFFF, 0x100 + n, 100 + n, null, new Aeth(syndrome, 0x10000 + n));
            frames.add(FrameCodec.encode(new RoceFrame(Frames.ethernet(null), Frames.ipv4(), 0xC000 + n, p)));
        }
        return frames;
    }

    private static Document pdml(String tshark, Path pcap) throws Exception {
        Process p = new ProcessBuilder(tshark, "-n", "-r", pcap.toString(), "-T", "pdml", "--disable-heuristic", "rpcrdma_infiniband")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Document doc;
        try (InputStream in = p.getInputStream()) {
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue());
        return doc;
    }

    @Test
    void everyFieldTsharkAndWeBothShowSitsOnTheSameBitsWithTheSameValue() throws Exception {
        String tshark = Tshark.require();
        List<byte[]> frames = frames();
        Path pcap = dir.resolve("dissector.pcap");
        try (OutputStream out = Files.newOutputStream(pcap)) {
            Pcap.Writer w = new Pcap.Writer(out);
            long t = 0;
            for (byte[] f : frames) {
                w.write(t += 1000, f);
            }
        }
        List<Element> packets = children(pdml(tshark, pcap).getDocumentElement(), "packet");
        assertEquals(frames.size(), packets.size());
        Map<String, Ours> mapping = mapping();
        Set<String> compared = new TreeSet<>();
        int fields = 0;
        for (int i = 0; i < frames.size(); i++) {
            Dissection ours = Dissector.dissect(frames.get(i));
            assertTrue(ours.malformed().isEmpty(), "frame " + (i + 1));
            fields += walk(packets.get(i), null, ours, mapping, compared, "frame " + (i + 1));
        }
        assertEquals(new TreeSet<>(mapping.keySet()), compared, "every mapped tshark field was seen and compared");
        assertTrue(fields > 3000, fields + " fields compared");
    }

    private static List<Element> children(Element e, String tag) {
        List<Element> list = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && c.getTagName().equals(tag)) {
                list.add(c);
            }
        }
        return list;
    }

    /** Compares every field under {@code e} whose layer is {@code layer} (or found on the way down); returns how many. */
    private static int walk(Element e, String layer, Dissection ours, Map<String, Ours> mapping, Set<String> compared, String frame) {
        int count = 0;
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element c) || !(c.getTagName().equals("proto") || c.getTagName().equals("field")) || "yes".equals(c.getAttribute("hide"))) {
                continue;
            }
            String name = c.getAttribute("name");
            String here = layer;
            if (LAYERS.containsKey(name)) {
                here = LAYERS.get(name);
                Layer l = ours.layer(here).orElseThrow(() -> new AssertionError(frame + ": tshark shows " + name + ", we have no " + LAYERS.get(name)));
                assertEquals(l.offset(), Integer.parseInt(c.getAttribute("pos")), frame + ": " + here + " offset");
                assertEquals(l.length(), Integer.parseInt(c.getAttribute("size")), frame + ": " + here + " length");
                count++;
            }
            Ours o = here == null ? null : mapping.get(here + " " + name);
            if (o != null) {
                compare(c, o, ours.layer(here).orElseThrow(), frame);
                compared.add(here + " " + name);
                count++;
            }
            count += walk(c, here, ours, mapping, compared, frame);
        }
        return count;
    }

    private static void compare(Element t, Ours o, Layer layer, String frame) {
        Field f = o.fields().stream().map(layer::field).flatMap(Optional::stream).findFirst()
                .orElseThrow(() -> new AssertionError(frame + ": tshark shows " + o.tsharkName() + ", our " + o.layer() + " has no " + o.fields()));
        String what = frame + ": " + o.tsharkName() + " (" + t.getAttribute("showname") + ") against our " + f;
        int pos = Integer.parseInt(t.getAttribute("pos"));
        int size = Integer.parseInt(t.getAttribute("size"));
        Matcher bits = BITS.matcher(t.getAttribute("showname"));
        if (bits.find()) {
            String mask = bits.group(1).replace(" ", "");
            int first = Math.min(mask.indexOf('0') < 0 ? mask.length() : mask.indexOf('0'), mask.indexOf('1') < 0 ? mask.length() : mask.indexOf('1'));
            int width = mask.replace(".", "").length();
            assertEquals(pos * 8L + first, f.offset() * 8L + f.bitOffset(), what + ": first bit");
            assertEquals(width, f.bitWidth(), what + ": bit width");
            assertTrue(f.offset() >= pos && f.end() <= pos + size, what + ": inside tshark's bytes");
        } else {
            assertEquals(pos, f.offset(), what + ": offset");
            assertEquals(size, f.byteLength(), what + ": length");
        }
        String show = t.getAttribute("show");
        switch (o.compare()) {
            case NUMBER -> assertEquals(number(show, what), f.value(), what);
            case RAW_BYTES -> assertEquals(Long.parseUnsignedLong(t.getAttribute("value"), 16), f.value(), what);
            case TEXT -> assertEquals(show, f.display(), what);
            case TIMES_FOUR -> assertEquals(Long.parseLong(show), f.value() * 4, what);
        }
    }

    private static long number(String show, String what) {
        if (show.matches("0x[0-9a-fA-F]+")) {
            return Long.parseUnsignedLong(show.substring(2), 16);
        }
        if (show.matches("\\d+")) {
            return Long.parseUnsignedLong(show);
        }
        if (show.matches("[0-9a-f]{2}(:[0-9a-f]{2})+")) {
            return Long.parseUnsignedLong(show.replace(":", ""), 16);
        }
        return fail(what + ": tshark's value '" + show + "' is not a number");
    }
}
