package rdma.workbench.engine.wire;

import java.util.Arrays;
import java.util.Locale;

/**
 * Encodes RoCEv2 frames byte for byte and decodes them back. Encoding computes the lengths, the
 * IPv4 header checksum, the UDP checksum (0 on IPv4, as RoCE NICs send it; computed on IPv6,
 * where 0 is not allowed), the pad and the ICRC. Decoding never throws: a frame that is not
 * RoCEv2 comes back as {@link Decoded.Malformed} with the reason.
 */
public final class FrameCodec {

    private FrameCodec() {
    }

    public static byte[] encode(RoceFrame f) {
        return encode(f, new byte[f.length()]);
    }

    /** Encodes into {@code out}, which must have exactly {@link RoceFrame#length()} bytes (a recycled frame buffer, say). */
    public static byte[] encode(RoceFrame f, byte[] out) {
        if (out.length != f.length()) {
            throw new IllegalArgumentException("the frame takes " + f.length() + " bytes, the buffer has " + out.length);
        }
        int ipOffset = f.ethernet().length();
        int at = writeHeaders(out, f);
        boolean v6 = f.ip() instanceof IpHeader.V6;
        int udpOffset = ipOffset + f.ip().length();
        int udpLength = f.udpLength();
        RocePacket p = f.packet();
        p.payload().copyTo(out, at);
        at += p.payload().length();
        for (int i = 0; i < p.padCount(); i++) {
            out[at++] = 0;
        }
        int icrcOffset = at;
        int icrc = Icrc.compute(out, ipOffset, f.ip().length(), v6, icrcOffset);
        putIcrc(out, icrcOffset, icrc);
        if (v6) {
            int udp = Checksums.udp(f.ip(), out, udpOffset, udpLength);
            out[udpOffset + 6] = (byte) (udp >>> 8);
            out[udpOffset + 7] = (byte) udp;
        }
        return out;
    }

    /**
     * Encodes an IPv4 frame as a {@link SplitFrame}: the same bytes as {@link #encode(RoceFrame)},
     * but the payload stays where it lies, {@linkplain Payload#frozen() fixed} now, and the ICRC is
     * computed over it there. IPv6 frames are encoded whole: their UDP checksum covers the datagram.
     */
    public static SplitFrame encodeSplit(RoceFrame f) {
        if (!(f.ip() instanceof IpHeader.V4 ip)) {
            throw new IllegalArgumentException("only IPv4 frames are encoded split: an IPv6 UDP checksum covers the whole datagram");
        }
        return encodeSplit(f.ethernet(), ip.src(), ip.dst(), ip.tos(), ip.ttl(), ip.id(), f.udpSourcePort(), f.packet());
    }

    /**
     * {@link #encodeSplit(RoceFrame)} of {@code new RoceFrame(ethernet, new IpHeader.V4(src, dst,
     * tos, ttl, id), udpSourcePort, p)}, without building those two records: a NIC sends every
     * data packet of an untraced run this way.
     */
    public static SplitFrame encodeSplit(Ethernet ethernet, byte[] src, byte[] dst, int tos, int ttl, int id, int udpSourcePort, RocePacket p) {
        if (src.length != 4 || dst.length != 4) {
            throw new IllegalArgumentException("IPv4 addresses have 4 bytes");
        }
        int pad = p.padCount();
        int udpLength = RoceFrame.udpLength(p);
        byte[] head = new byte[ethernet.length() + 20 + udpLength - p.payload().length() - pad - RoceFrame.ICRC_LENGTH];
        int ipOffset = writeEthernet(head, ethernet, false);
        writeUdpAndTransport(head, writeIpv4(head, ipOffset, src, dst, tos, ttl, id, udpLength), udpSourcePort, udpLength, p);
        Payload body = p.payload().frozen();
        byte[] tail = new byte[pad + RoceFrame.ICRC_LENGTH];
        putIcrc(tail, pad, Icrc.compute(head, ipOffset, 20, false, body, tail, pad));
        return new SplitFrame(head, body, tail);
    }

    /**
     * Writes Ethernet, IP, UDP, BTH and the extension headers into {@code out} from its start, in
     * network byte order, with the IPv4 header checksum; returns where they end. Stores straight
     * into the array: every frame goes through here, and a ByteBuffer per frame cost more than the
     * stores themselves.
     */
    private static int writeHeaders(byte[] out, RoceFrame f) {
        boolean v6 = f.ip() instanceof IpHeader.V6;
        int at = writeEthernet(out, f.ethernet(), v6);
        int udpLength = f.udpLength();
        if (f.ip() instanceof IpHeader.V4 ip) {
            at = writeIpv4(out, at, ip.src(), ip.dst(), ip.tos(), ip.ttl(), ip.id(), udpLength);
        } else if (f.ip() instanceof IpHeader.V6 ip) {
            at = put32(out, at, 6 << 28 | (ip.trafficClass() & 0xFF) << 20 | ip.flowLabel() & 0xFFFFF);
            at = put16(out, at, udpLength);
            out[at++] = 17;
            out[at++] = (byte) ip.hopLimit();
            System.arraycopy(ip.src(), 0, out, at, 16);
            System.arraycopy(ip.dst(), 0, out, at + 16, 16);
            at += 32;
        }
        return writeUdpAndTransport(out, at, f.udpSourcePort(), udpLength, f.packet());
    }

    /** The Ethernet header (with its 802.1Q tag, if any) and the EtherType of IPv4 or IPv6; returns where the IP header starts. */
    private static int writeEthernet(byte[] out, Ethernet eth, boolean v6) {
        System.arraycopy(eth.dst(), 0, out, 0, 6);
        System.arraycopy(eth.src(), 0, out, 6, 6);
        int at = 12;
        if (eth.vlanTci() != null) {
            at = put16(out, at, Ethernet.TYPE_VLAN);
            at = put16(out, at, eth.vlanTci());
        }
        return put16(out, at, v6 ? Ethernet.TYPE_IPV6 : Ethernet.TYPE_IPV4);
    }

    /** An IPv4 header at {@code at}, DF set, no options, with its checksum; returns where it ends. */
    private static int writeIpv4(byte[] out, int at, byte[] src, byte[] dst, int tos, int ttl, int id, int udpLength) {
        out[at] = 0x45;
        out[at + 1] = (byte) tos;
        put16(out, at + 2, 20 + udpLength);
        put16(out, at + 4, id);
        put16(out, at + 6, 0x4000);
        out[at + 8] = (byte) ttl;
        out[at + 9] = 17;
        out[at + 10] = 0;
        out[at + 11] = 0;
        System.arraycopy(src, 0, out, at + 12, 4);
        System.arraycopy(dst, 0, out, at + 16, 4);
        put16(out, at + 10, Checksums.ipv4Header(out, at, 20));
        return at + 20;
    }

    /** The UDP header (checksum 0, filled in afterwards over IPv6) at {@code at}, then BTH and the extension headers; returns where they end. */
    private static int writeUdpAndTransport(byte[] out, int at, int udpSourcePort, int udpLength, RocePacket p) {
        at = put16(out, at, udpSourcePort);
        at = put16(out, at, RoceFrame.UDP_PORT);
        at = put16(out, at, udpLength);
        at = put16(out, at, 0);
        return writeTransport(out, at, p);
    }

    /** The ICRC goes on the wire little-endian (IBTA A17.3.3). */
    private static void putIcrc(byte[] out, int at, int icrc) {
        out[at] = (byte) icrc;
        out[at + 1] = (byte) (icrc >>> 8);
        out[at + 2] = (byte) (icrc >>> 16);
        out[at + 3] = (byte) (icrc >>> 24);
    }

    private static int put16(byte[] out, int at, int v) {
        out[at] = (byte) (v >>> 8);
        out[at + 1] = (byte) v;
        return at + 2;
    }

    private static int put24(byte[] out, int at, int v) {
        out[at] = (byte) (v >>> 16);
        out[at + 1] = (byte) (v >>> 8);
        out[at + 2] = (byte) v;
        return at + 3;
    }

    private static int put32(byte[] out, int at, int v) {
        out[at] = (byte) (v >>> 24);
        out[at + 1] = (byte) (v >>> 16);
        out[at + 2] = (byte) (v >>> 8);
        out[at + 3] = (byte) v;
        return at + 4;
    }

    private static int put64(byte[] out, int at, long v) {
        return put32(out, put32(out, at, (int) (v >>> 32)), (int) v);
    }

    /** BTH and the extension headers at {@code at}; returns where they end (after a CNP's reserved bytes, which stay zero). */
    private static int writeTransport(byte[] out, int at, RocePacket p) {
        Bth bth = p.bth();
        out[at] = (byte) bth.opcode().code();
        out[at + 1] = (byte) ((bth.solicited() ? 0x80 : 0) | (bth.migReq() ? 0x40 : 0) | p.padCount() << 4);
        put16(out, at + 2, bth.pkey());
        out[at + 4] = (byte) ((bth.fecn() ? 0x80 : 0) | (bth.becn() ? 0x40 : 0));
        put24(out, at + 5, bth.destQp());
        out[at + 8] = (byte) (bth.ackReq() ? 0x80 : 0);
        put24(out, at + 9, bth.psn());
        at += Bth.LENGTH;
        for (Header h : bth.opcode().headerArray()) {
            switch (h) {
                case DETH -> {
                    at = put32(out, at, p.deth().qkey());
                    out[at++] = 0;
                    at = put24(out, at, p.deth().srcQp());
                }
                case RETH -> at = put32(out, put32(out, put64(out, at, p.reth().virtualAddress()), p.reth().rkey()), p.reth().dmaLength());
                case ATOMIC_ETH -> at = put64(out, put64(out, put32(out, put64(out, at, p.atomicEth().virtualAddress()), p.atomicEth().rkey()),
                        p.atomicEth().swapAdd()), p.atomicEth().compare());
                case AETH -> {
                    out[at++] = (byte) p.aeth().syndrome();
                    at = put24(out, at, p.aeth().msn());
                }
                case ATOMIC_ACK_ETH -> at = put64(out, at, p.atomicAckEth().originalValue());
                case IMM_DT -> at = put32(out, at, p.immDt());
                case IETH -> at = put32(out, at, p.ieth());
            }
        }
        if (bth.opcode() == Opcode.CNP) {
            // reserved, sent as zero (IBTA annex A17.9.3): written, since a recycled frame buffer holds old bytes
            Arrays.fill(out, at, at + Opcode.CNP_RESERVED_BYTES, (byte) 0);
            at += Opcode.CNP_RESERVED_BYTES;
        }
        return at;
    }

    public static Decoded decode(byte[] frame) {
        try {
            Decoded fast = Decoder.common(frame, frame.length, null, null);
            return fast != null ? fast : new Decoder(frame, frame.length, null, null).decode();
        } catch (IndexOutOfBoundsException e) {
            return new Decoded.Malformed("the frame ends early (" + frame.length + " bytes)", frame.length);
        }
    }

    /** {@link #decode(byte[])} by the general pass alone, field after field: what the fixed-offset pass is held to in the tests. */
    static Decoded decodeFieldByField(byte[] frame) {
        try {
            return new Decoder(frame, frame.length, null, null).decode();
        } catch (IndexOutOfBoundsException e) {
            return new Decoded.Malformed("the frame ends early (" + frame.length + " bytes)", frame.length);
        }
    }

    /**
     * Decodes a frame in parts with the same checks and verdicts as {@link #decode(byte[])} on its
     * bytes, reading the payload (for the ICRC) where it lies; the decoded payload is that one.
     * A frame whose parts are not laid out as {@link #encodeSplit} lays them out is decoded whole.
     */
    public static Decoded decode(SplitFrame frame) {
        Decoded d;
        try {
            d = Decoder.common(frame.head(), frame.length(), frame.body(), frame.tail());
            if (d == null) {
                d = new Decoder(frame.head(), frame.length(), frame.body(), frame.tail()).decode();
            }
        } catch (IndexOutOfBoundsException e) {
            d = null;
        }
        return d != null ? d : decode(frame.toBytes());
    }

    /**
     * One decoding pass; every check names the rule it enforces. The headers are read from
     * {@code head}; a split frame's payload and tail come in {@code body} and {@code tail} (null
     * for a frame in one array), and the pass gives up (null) when they do not lie where the
     * headers say.
     */
    private static final class Decoder {
        private final byte[] frame;
        private final int length;
        private final Payload body;
        private final byte[] tail;
        /** The next header byte to read. */
        private int at;

        Decoder(byte[] head, int length, Payload body, byte[] tail) {
            this.frame = head;
            this.length = length;
            this.body = body;
            this.tail = tail;
        }

        private Decoded.Malformed bad(String reason, int offset) {
            return new Decoded.Malformed(reason, offset);
        }

        // big-endian reads from the headers (network byte order); past the end they throw, which decode() reports as a frame that ends early

        private int u8() {
            return frame[at++] & 0xFF;
        }

        private int u16() {
            int v = (frame[at] & 0xFF) << 8 | frame[at + 1] & 0xFF;
            at += 2;
            return v;
        }

        private int u24() {
            int v = (frame[at] & 0xFF) << 16 | (frame[at + 1] & 0xFF) << 8 | frame[at + 2] & 0xFF;
            at += 3;
            return v;
        }

        private int s32() {
            int v = (frame[at] & 0xFF) << 24 | (frame[at + 1] & 0xFF) << 16 | (frame[at + 2] & 0xFF) << 8 | frame[at + 3] & 0xFF;
            at += 4;
            return v;
        }

        private long s64() {
            long hi = s32() & 0xFFFFFFFFL;
            return hi << 32 | s32() & 0xFFFFFFFFL;
        }

        private void bytes(byte[] into) {
            System.arraycopy(frame, at, into, 0, into.length);
            at += into.length;
        }

        private static int u16(byte[] b, int at) {
            return (b[at] & 0xFF) << 8 | b[at + 1] & 0xFF;
        }

        private static int u24(byte[] b, int at) {
            return (b[at] & 0xFF) << 16 | (b[at + 1] & 0xFF) << 8 | b[at + 2] & 0xFF;
        }

        private static int s32(byte[] b, int at) {
            return (b[at] & 0xFF) << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | b[at + 3] & 0xFF;
        }

        private static long s64(byte[] b, int at) {
            return (s32(b, at) & 0xFFFFFFFFL) << 32 | s32(b, at + 4) & 0xFFFFFFFFL;
        }

        /** Bytes of Ethernet (untagged), IPv4 and UDP headers: where the BTH of the frames {@link #common} takes starts. */
        private static final int COMMON_BTH = 14 + 20 + RoceFrame.UDP_HEADER;

        /**
         * The frame every RoCEv2 NIC sends by default, decoded in one pass at fixed offsets: untagged
         * Ethernet, IPv4 without options, UDP checksum 0, and every check of {@link #decode()}
         * passed. Anything else (a tag, IPv6, a UDP checksum, any check that fails) gives null, and
         * {@link #decode()} gives the verdict, so both agree on every frame this one takes: the
         * same checks, the same records. The general pass reads field after field through a cursor;
         * this one reads at known places, which costs much less on the path every packet takes.
         * Static, so that a frame it takes costs no decoder object.
         */
        static Decoded common(byte[] f, int length, Payload body, byte[] tail) {
            if (f.length < COMMON_BTH + Bth.LENGTH || u16(f, 12) != Ethernet.TYPE_IPV4 || f[14] != 0x45) {
                return null;
            }
            int total = u16(f, 16);
            if (f[23] != 17 || (u16(f, 20) & 0x3FFF) != 0 || Checksums.ipv4Header(f, 14, 20) != 0 || total < 20 || 14 + total > length) {
                return null;
            }
            int udpLength = u16(f, 38);
            if (u16(f, 36) != RoceFrame.UDP_PORT || udpLength > total - 20 || udpLength < RoceFrame.UDP_HEADER + Bth.LENGTH + RoceFrame.ICRC_LENGTH
                    || u16(f, 40) != 0) {
                return null;
            }
            int bth = COMMON_BTH;
            int icrcOffset = 34 + udpLength - RoceFrame.ICRC_LENGTH;
            Opcode opcode = Opcode.of(f[bth]);
            int flags = f[bth + 1] & 0xFF;
            if (opcode == null || (flags & 0x0F) != 0) {
                return null;
            }
            int pad = flags >> 4 & 3;
            int headersEnd = bth + opcode.headerLength();
            if (headersEnd > icrcOffset || headersEnd > f.length) {
                return null;
            }
            if (body != null && (headersEnd != f.length || tail.length != pad + RoceFrame.ICRC_LENGTH
                    || headersEnd + body.length() + pad != icrcOffset)) {
                return null;
            }
            int dataLength = icrcOffset - headersEnd;
            if (!opcode.hasPayload() && dataLength != 0 || pad > dataLength || dataLength % 4 != 0) {
                return null;
            }
            int fb = f[bth + 4];
            Bth b = new Bth(opcode, (flags & 0x80) != 0, (flags & 0x40) != 0, u16(f, bth + 2), (fb & 0x80) != 0, (fb & 0x40) != 0,
                    u24(f, bth + 5), (f[bth + 8] & 0x80) != 0, u24(f, bth + 9));
            Deth deth = null;
            Reth reth = null;
            AtomicEth atomic = null;
            Aeth aeth = null;
            AtomicAckEth atomicAck = null;
            Integer imm = null;
            Integer ieth = null;
            int at = bth + Bth.LENGTH;
            for (Header h : opcode.headerArray()) {
                switch (h) {
                    case DETH -> deth = new Deth(s32(f, at), u24(f, at + 5));
                    case RETH -> reth = new Reth(s64(f, at), s32(f, at + 8), s32(f, at + 12));
                    case ATOMIC_ETH -> atomic = new AtomicEth(s64(f, at), s32(f, at + 8), s64(f, at + 12), s64(f, at + 20));
                    case AETH -> aeth = new Aeth(f[at] & 0xFF, u24(f, at + 1));
                    case ATOMIC_ACK_ETH -> atomicAck = new AtomicAckEth(s64(f, at));
                    case IMM_DT -> imm = s32(f, at);
                    case IETH -> ieth = s32(f, at);
                }
                at += h.length();
            }
            RecentAddresses recent = RecentAddresses.ofThread();
            Ethernet eth = recent.ethernet(f);
            IpHeader ip = new IpHeader.V4(recent.ipv4(f, 26), recent.ipv4(f, 30), f[15] & 0xFF, f[22] & 0xFF, u16(f, 18));
            int sport = u16(f, 34);
            Payload payload;
            int found;
            int computed;
            if (body != null) {
                payload = body.length() == 0 ? Payload.EMPTY : body;
                found = icrcAt(tail, pad);
                computed = Icrc.compute(f, 14, 20, false, body, tail, pad);
            } else {
                payload = dataLength - pad == 0 ? Payload.EMPTY : new Payload.Bytes(f, headersEnd, dataLength - pad);
                found = icrcAt(f, icrcOffset);
                computed = Icrc.compute(f, 14, 20, false, icrcOffset);
            }
            RocePacket packet = new RocePacket(b, deth, reth, atomic, aeth, atomicAck, imm, ieth, payload);
            return new Decoded.Frame(new RoceFrame(eth, ip, sport, packet), found == computed, found, computed);
        }

        Decoded decode() {
            if (length < 14) {
                return bad("an Ethernet header needs 14 bytes, the frame has " + length, 0);
            }
            byte[] dst = new byte[6];
            byte[] src = new byte[6];
            bytes(dst);
            bytes(src);
            int type = u16();
            Integer tci = null;
            if (type == Ethernet.TYPE_VLAN) {
                tci = u16();
                type = u16();
            }
            Ethernet eth = new Ethernet(dst, src, tci);
            int ipOffset = at;
            IpHeader ip;
            int udpSpace;
            if (type == Ethernet.TYPE_IPV4) {
                int vihl = u8();
                if (vihl >> 4 != 4) {
                    return bad("EtherType says IPv4 but the version field is " + (vihl >> 4), ipOffset);
                }
                int ihl = (vihl & 0xF) * 4;
                if (ihl != 20) {
                    return bad("IPv4 options are not used by RoCEv2 (header length " + ihl + ")", ipOffset);
                }
                int tos = u8();
                int total = u16();
                int id = u16();
                int fragment = u16();
                int ttl = u8();
                int protocol = u8();
                at += 2;
                byte[] s = new byte[4];
                byte[] d = new byte[4];
                bytes(s);
                bytes(d);
                if (protocol != 17) {
                    return bad("IP protocol " + protocol + " is not UDP (17)", ipOffset + 9);
                }
                if ((fragment & 0x3FFF) != 0) {
                    return bad("RoCEv2 packets are never fragmented (IPv4 fragment field 0x" + Integer.toHexString(fragment) + ")", ipOffset + 6);
                }
                if (Checksums.ipv4Header(frame, ipOffset, 20) != 0) {
                    return bad("IPv4 header checksum is wrong", ipOffset + 10);
                }
                if (total < 20 || ipOffset + total > length) {
                    return bad("IPv4 total length " + total + " does not fit the frame (" + (length - ipOffset) + " bytes after Ethernet)",
                            ipOffset + 2);
                }
                ip = new IpHeader.V4(s, d, tos, ttl, id);
                udpSpace = total - 20;
            } else if (type == Ethernet.TYPE_IPV6) {
                int first = s32();
                if (first >>> 28 != 6) {
                    return bad("EtherType says IPv6 but the version field is " + (first >>> 28), ipOffset);
                }
                int payloadLength = u16();
                int next = u8();
                int hops = u8();
                byte[] s = new byte[16];
                byte[] d = new byte[16];
                bytes(s);
                bytes(d);
                if (next != 17) {
                    return bad("IPv6 next header " + next + " is not UDP (17)", ipOffset + 6);
                }
                if (ipOffset + 40 + payloadLength > length) {
                    return bad("IPv6 payload length " + payloadLength + " does not fit the frame", ipOffset + 4);
                }
                ip = new IpHeader.V6(s, d, first >>> 20 & 0xFF, first & 0xFFFFF, hops);
                udpSpace = payloadLength;
            } else {
                return bad(String.format(Locale.ROOT, "EtherType 0x%04x is neither IPv4 nor IPv6", type), ipOffset - 2);
            }
            int udpOffset = at;
            int sport = u16();
            int dport = u16();
            int udpLength = u16();
            int udpChecksum = u16();
            if (dport != RoceFrame.UDP_PORT) {
                return bad("UDP destination port " + dport + " is not RoCEv2's 4791", udpOffset + 2);
            }
            if (udpLength > udpSpace || udpLength < RoceFrame.UDP_HEADER + Bth.LENGTH + RoceFrame.ICRC_LENGTH) {
                return bad("UDP length " + udpLength + " does not fit: it must hold UDP, BTH and ICRC (24 bytes) within the IP payload of "
                        + udpSpace, udpOffset + 4);
            }
            if (ip instanceof IpHeader.V6 && udpChecksum == 0) {
                return bad("UDP checksum 0 is not allowed over IPv6", udpOffset + 6);
            }
            if (udpChecksum != 0 && body != null) {
                return null;
            }
            if (udpChecksum != 0 && Checksums.udpSum(ip, frame, udpOffset, udpLength) != 0) {
                return bad("UDP checksum is wrong", udpOffset + 6);
            }
            int bthOffset = at;
            int icrcOffset = udpOffset + udpLength - RoceFrame.ICRC_LENGTH;
            int code = u8();
            Opcode opcode = Opcode.of(code);
            if (opcode == null) {
                return bad(String.format(Locale.ROOT, "BTH opcode 0x%02x is not one RoCEv2 defines", code), bthOffset);
            }
            int flags = u8();
            if ((flags & 0x0F) != 0) {
                return bad("BTH transport header version " + (flags & 0x0F) + " is not 0", bthOffset + 1);
            }
            int pad = flags >> 4 & 3;
            int pkey = u16();
            int fb = u8();
            int destQp = u24();
            int ack = u8();
            int psn = u24();
            Bth bth = new Bth(opcode, (flags & 0x80) != 0, (flags & 0x40) != 0, pkey, (fb & 0x80) != 0, (fb & 0x40) != 0, destQp,
                    (ack & 0x80) != 0, psn);
            int headersEnd = bthOffset + opcode.headerLength();
            if (headersEnd > icrcOffset) {
                return bad(opcode + " needs " + opcode.headerLength() + " bytes of headers, the datagram has " + (icrcOffset - bthOffset),
                        bthOffset);
            }
            if (body != null && (headersEnd != frame.length || tail.length != pad + RoceFrame.ICRC_LENGTH
                    || headersEnd + body.length() + pad != icrcOffset)) {
                return null;
            }
            Deth deth = null;
            Reth reth = null;
            AtomicEth atomic = null;
            Aeth aeth = null;
            AtomicAckEth atomicAck = null;
            Integer imm = null;
            Integer ieth = null;
            for (Header h : opcode.headerArray()) {
                switch (h) {
                    case DETH -> {
                        int qkey = s32();
                        at++;
                        deth = new Deth(qkey, u24());
                    }
                    case RETH -> reth = new Reth(s64(), s32(), s32());
                    case ATOMIC_ETH -> atomic = new AtomicEth(s64(), s32(), s64(), s64());
                    case AETH -> aeth = new Aeth(u8(), u24());
                    case ATOMIC_ACK_ETH -> atomicAck = new AtomicAckEth(s64());
                    case IMM_DT -> imm = s32();
                    case IETH -> ieth = s32();
                }
            }
            int dataLength = icrcOffset - headersEnd;
            if (!opcode.hasPayload() && dataLength != 0) {
                return bad(opcode + " carries no payload, but " + dataLength + " bytes follow its headers", headersEnd);
            }
            if (pad > dataLength) {
                return bad("pad count " + pad + " is larger than the " + dataLength + " bytes after the headers", bthOffset + 1);
            }
            if (dataLength % 4 != 0) {
                return bad("payload and pad (" + dataLength + " bytes) must be a multiple of 4", headersEnd);
            }
            if (body != null) {
                // a split frame: its payload is where it lies, fixed when the frame was built
                int found = icrcAt(tail, pad);
                int computed = Icrc.compute(frame, ipOffset, ip.length(), ip instanceof IpHeader.V6, body, tail, pad);
                RocePacket packet = new RocePacket(bth, deth, reth, atomic, aeth, atomicAck, imm, ieth, body.length() == 0 ? Payload.EMPTY : body);
                return new Decoded.Frame(new RoceFrame(eth, ip, sport, packet), found == computed, found, computed);
            }
            // the payload stays in the frame: a view, not a copy (frames are never changed once built)
            Payload payload = dataLength - pad == 0 ? Payload.EMPTY : new Payload.Bytes(frame, headersEnd, dataLength - pad);
            int found = icrcAt(frame, icrcOffset);
            int computed = Icrc.compute(frame, ipOffset, ip.length(), ip instanceof IpHeader.V6, icrcOffset);
            RocePacket packet = new RocePacket(bth, deth, reth, atomic, aeth, atomicAck, imm, ieth, payload);
            return new Decoded.Frame(new RoceFrame(eth, ip, sport, packet), found == computed, found, computed);
        }

        /** The ICRC as sent, little-endian (IBTA A17.3.3). */
        private static int icrcAt(byte[] b, int at) {
            return b[at] & 0xFF | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
        }
    }
}
