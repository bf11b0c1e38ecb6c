package rdma.workbench.fuzz.decoder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;

import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.AtomicAckEth;
import rdma.workbench.engine.wire.AtomicEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Deth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.Icrc;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Mutated RoCEv2 frames from a seed: valid frames of every opcode (IPv4 and IPv6, with and without
 * 802.1Q, payloads of several lengths, header values drawn at random) changed by one or two
 * {@link Mutation}s. Two thirds of the mutants then get their checksums made right again (the
 * IPv4 header checksum and the UDP checksum, and half of those the ICRC too), so that mutations
 * reach the checks behind the checksums and the decoder sees frames with valid and invalid ICRCs.
 * The same seed gives the same frames.
 */
public final class FrameMutator {

    /** A valid frame the mutations start from, with what it is. */
    public record Seed(String name, byte[] bytes) {
    }

    /** A mutated frame: its bytes, the mutation, the seed frame it came from. */
    public record Mutant(byte[] bytes, Mutation mutation, Seed seed) {
    }

    private static final int[] PAYLOAD_LENGTHS = {0, 1, 2, 3, 4, 13, 64, 257};

    private static final int[] SYNDROMES = {0x1F, 0x00, 0x0A, 0x20, 0x2E, 0x3F, 0x60, 0x61, 0x62, 0x63, 0x64};

    /** RoCEv2 CNP captured on a ConnectX-4 Lx (ICRC 82 fd 00 2a). */
    private static final String CONNECTX4_CNP = "e41d2dab2bc27cfe90643b320800" + "45c2003c718c4000401191610a0011010a001201" + "000012b700280000"
            + "8100ffff4000011800000000" + "00000000000000000000000000000000" + "82fd002a";

    /** scapy's UC SEND_ONLY test vector: MigReq, 18 bytes of payload and 2 of pad, a real UDP checksum over IPv4. */
    private static final String SCAPY_UC_SEND_ONLY = "248a07a8fa22248a07a8fa220800" + "45010040047840004011b4d5c0a80007c0a80007" + "c00012b7002caca2"
            + "2460ffff000000d300cf1710" + "4630818be28935d90e9a95505401be885e500000" + "78f353f3";

    private static final Mutation[] MUTATIONS = Mutation.values();

    private static final int[] OPCODES = Arrays.stream(Opcode.values()).mapToInt(Opcode::code).toArray();

    private final SplittableRandom random;
    private final List<Seed> seeds;

    public FrameMutator(long seed) {
        this.random = new SplittableRandom(seed);
        this.seeds = seeds(random);
    }

    public List<Seed> seeds() {
        return seeds;
    }

    private static List<Seed> seeds(SplittableRandom r) {
        List<Seed> list = new ArrayList<>();
        list.add(new Seed("ConnectX-4 Lx CNP capture", HexFormat.of().parseHex(CONNECTX4_CNP)));
        list.add(new Seed("scapy UC SEND_ONLY vector", HexFormat.of().parseHex(SCAPY_UC_SEND_ONLY)));
        for (Opcode op : Opcode.values()) {
            for (boolean v6 : new boolean[] {false, true}) {
                for (boolean vlan : new boolean[] {false, true}) {
                    for (int length : op.hasPayload() ? PAYLOAD_LENGTHS : new int[] {0}) {
                        RoceFrame f = new RoceFrame(ethernet(r, vlan), v6 ? ipv6(r) : ipv4(r), 0xC000 | r.nextInt(0x4000), packet(r, op, length));
                        list.add(new Seed(op + (v6 ? "/IPv6" : "/IPv4") + (vlan ? "/VLAN/" : "/") + length + " bytes", FrameCodec.encode(f)));
                    }
                }
            }
        }
        return List.copyOf(list);
    }

    private static byte[] bytes(SplittableRandom r, int n) {
        byte[] b = new byte[n];
        r.nextBytes(b);
        return b;
    }

    private static Ethernet ethernet(SplittableRandom r, boolean vlan) {
        return new Ethernet(bytes(r, 6), bytes(r, 6), vlan ? r.nextInt(0x10000) : null);
    }

    private static IpHeader ipv4(SplittableRandom r) {
        return new IpHeader.V4(bytes(r, 4), bytes(r, 4), r.nextInt(256), 1 + r.nextInt(255), r.nextInt(0x10000));
    }

    private static IpHeader ipv6(SplittableRandom r) {
        return new IpHeader.V6(bytes(r, 16), bytes(r, 16), r.nextInt(256), r.nextInt(0x100000), 1 + r.nextInt(255));
    }

    private static RocePacket packet(SplittableRandom r, Opcode op, int length) {
        Bth bth = new Bth(op, r.nextBoolean(), r.nextBoolean(), r.nextInt(4) == 0 ? r.nextInt(0x10000) : Bth.DEFAULT_PKEY, r.nextInt(8) == 0,
                op == Opcode.CNP || r.nextInt(8) == 0, r.nextInt(1 << 24), r.nextBoolean(), op == Opcode.CNP ? 0 : r.nextInt(1 << 24));
        return new RocePacket(bth, op.has(Header.DETH) ? new Deth(r.nextInt(), r.nextInt(1 << 24)) : null,
                op.has(Header.RETH) ? new Reth(r.nextLong(), r.nextInt(), r.nextInt()) : null,
                op.has(Header.ATOMIC_ETH) ? new AtomicEth(r.nextLong(), r.nextInt(), r.nextLong(), op == Opcode.RC_FETCH_ADD ? 0 : r.nextLong()) : null,
                op.has(Header.AETH) ? new Aeth(r.nextInt(4) == 0 ? r.nextInt(256) : SYNDROMES[r.nextInt(SYNDROMES.length)], r.nextInt(1 << 24)) : null,
                op.has(Header.ATOMIC_ACK_ETH) ? new AtomicAckEth(r.nextLong()) : null, op.has(Header.IMM_DT) ? r.nextInt() : null,
                op.has(Header.IETH) ? r.nextInt() : null, bytes(r, length));
    }

    /** The next mutant. */
    public Mutant next() {
        Seed seed = seeds.get(random.nextInt(seeds.size()));
        Mutation m = MUTATIONS[random.nextInt(MUTATIONS.length)];
        byte[] b = apply(m, seed.bytes().clone());
        if (random.nextInt(4) == 0) {
            b = apply(MUTATIONS[random.nextInt(MUTATIONS.length)], b);
        }
        int repair = random.nextInt(3);
        if (repair > 0) {
            repairChecksums(b, repair == 2);
        }
        return new Mutant(b, m, seed);
    }

    private byte[] apply(Mutation m, byte[] b) {
        return switch (m) {
            case BIT_FLIPS -> {
                for (int k = 1 + random.nextInt(4); k > 0 && b.length > 0; k--) {
                    b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                }
                yield b;
            }
            case HEADER_BYTE -> {
                int[] places = headerBytes(b);
                if (places.length > 0) {
                    int at = places[random.nextInt(places.length)];
                    b[at] = (byte) switch (random.nextInt(5)) {
                        case 0 -> 0;
                        case 1 -> 0xFF;
                        case 2 -> b[at] + 1;
                        case 3 -> b[at] - 1;
                        default -> random.nextInt(256);
                    };
                }
                yield b;
            }
            case OPCODE -> {
                FrameLayout l = FrameLayout.of(b);
                if (l.bthOffset() >= 0 && l.bthOffset() < b.length) {
                    b[l.bthOffset()] = (byte) (random.nextInt(10) == 0 ? random.nextInt(256) : OPCODES[random.nextInt(OPCODES.length)]);
                }
                yield b;
            }
            case TRUNCATE -> Arrays.copyOf(b, random.nextInt(b.length + 1));
            case EXTEND -> {
                byte[] e = Arrays.copyOf(b, b.length + 1 + random.nextInt(64));
                if (random.nextBoolean()) {
                    for (int i = b.length; i < e.length; i++) {
                        e[i] = (byte) random.nextInt(256);
                    }
                }
                yield e;
            }
            case LENGTH_FIELD -> lengthField(b);
            case SPLICE -> {
                byte[] other = seeds.get(random.nextInt(seeds.size())).bytes();
                int cut = random.nextInt(b.length + 1);
                int from = random.nextInt(other.length + 1);
                byte[] s = Arrays.copyOf(b, cut + other.length - from);
                System.arraycopy(other, from, s, cut, other.length - from);
                yield s;
            }
            case RANDOM_BYTES -> {
                byte[] r = bytes(random, random.nextInt(200));
                if (random.nextBoolean() && r.length >= 40) {
                    System.arraycopy(b, 0, r, 0, Math.min(b.length, 34 + random.nextInt(6)));
                }
                yield r;
            }
        };
    }

    /** Offsets of the bytes of header fields in the frame, as far as its layout can be read. */
    private static int[] headerBytes(byte[] b) {
        List<Integer> at = new ArrayList<>(List.of(12, 13));
        FrameLayout l = FrameLayout.of(b);
        if (l.ipOffset() == 18) {
            at.addAll(List.of(14, 15, 16, 17));
        }
        int ip = l.ipOffset();
        if (ip > 0) {
            int[] ipBytes = l.ipv6() ? new int[] {0, 1, 4, 5, 6, 7} : new int[] {0, 1, 2, 3, 6, 7, 8, 9, 10, 11};
            for (int i : ipBytes) {
                at.add(ip + i);
            }
        }
        if (l.udpOffset() > 0) {
            for (int i = 2; i < 8; i++) {
                at.add(l.udpOffset() + i);
            }
            for (int i : new int[] {0, 1, 4, 8, 12, 16, 17, 20}) {
                at.add(l.bthOffset() + i);
            }
        }
        if (l.placesTransport()) {
            for (int i = 1; i <= 8; i++) {
                at.add(l.icrcOffset() + 4 - i);
            }
        }
        return at.stream().mapToInt(Integer::intValue).filter(i -> i < b.length).toArray();
    }

    private byte[] lengthField(byte[] b) {
        FrameLayout l = FrameLayout.of(b);
        if (l.udpOffset() < 0) {
            return b;
        }
        int ipLengthAt = l.ipOffset() + (l.ipv6() ? 4 : 2);
        int udpLengthAt = l.udpOffset() + 4;
        if (random.nextBoolean()) {
            int at = random.nextBoolean() ? ipLengthAt : udpLengthAt;
            int v = random.nextInt(4) == 0 ? random.nextInt(0x10000) : FrameLayout.u16(b, at) + random.nextInt(-12, 13);
            FrameLayout.put16(b, at, v);
            return b;
        }
        // Insert or remove bytes before the ICRC and move both lengths with them: the datagram stays consistent.
        if (!l.placesTransport()) {
            return b;
        }
        int delta = random.nextInt(-8, 9);
        int icrcAt = l.icrcOffset();
        if (icrcAt + delta < l.bthOffset()) {
            return b;
        }
        byte[] r = new byte[b.length + delta];
        System.arraycopy(b, 0, r, 0, Math.min(icrcAt, icrcAt + delta));
        for (int i = icrcAt; i < icrcAt + delta; i++) {
            r[i] = (byte) random.nextInt(256);
        }
        System.arraycopy(b, icrcAt, r, icrcAt + delta, b.length - icrcAt);
        FrameLayout.put16(r, ipLengthAt, FrameLayout.u16(b, ipLengthAt) + delta);
        FrameLayout.put16(r, udpLengthAt, FrameLayout.u16(b, udpLengthAt) + delta);
        return r;
    }

    /**
     * Makes the IPv4 header checksum right, then (when {@code icrc}) the ICRC, then a non-zero
     * UDP checksum (or any on IPv6), in that order because the UDP checksum covers the ICRC. Only
     * where the frame's layout places them.
     */
    static void repairChecksums(byte[] b, boolean icrc) {
        FrameLayout l = FrameLayout.of(b);
        int ip = l.ipOffset();
        if (ip < 0 || b.length < ip + l.ipLength()) {
            return;
        }
        if (!l.ipv6()) {
            FrameLayout.put16(b, ip + 10, InternetChecksum.ipv4(b, ip));
        }
        if (!l.placesTransport()) {
            return;
        }
        if (icrc) {
            int value = Icrc.compute(b, ip, l.ipLength(), l.ipv6(), l.icrcOffset());
            for (int i = 0; i < 4; i++) {
                b[l.icrcOffset() + i] = (byte) (value >>> 8 * i);
            }
        }
        int checksumAt = l.udpOffset() + 6;
        if (l.ipv6() || FrameLayout.u16(b, checksumAt) != 0) {
            FrameLayout.put16(b, checksumAt, InternetChecksum.udp(b, ip, l.ipv6(), l.udpOffset(), l.udpEnd() - l.udpOffset()));
        }
    }
}
