package rdma.workbench.fuzz.injection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.AtomicAckEth;
import rdma.workbench.engine.wire.AtomicEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Deth;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Frames a session sent, put back on the wire: replayed as they were (a duplicate, or a packet of
 * a later moment arriving early), with one header field changed and the frame re-encoded (PSN,
 * QPN, opcode, AckReq, P_Key, RETH, AtomicETH, AETH, immediate, invalidated rkey, payload length),
 * or with raw bytes changed (bits flipped, a BTH byte set, cut short, extended, spliced), half of
 * those with their checksums and ICRC made right again.
 */
public final class CapturedFrameMutator {

    /** A frame as a NIC sent it, and the port it left through. */
    record Captured(byte[] frame, String port) {
    }

    private static final Opcode[] ALL = Opcode.values();
    /** The shortest frame a raw change leaves: an Ethernet header with an 802.1Q tag (see the defect where it is used). */
    private static final int SHORTEST_FRAME = 18;

    private final SplittableRandom random;
    private final List<Captured> frames;

    CapturedFrameMutator(SplittableRandom random, List<Captured> frames) {
        this.random = random;
        this.frames = List.copyOf(frames);
    }

    /** Every frame a session's NICs sent, in order. */
    static List<Captured> sentBy(Session s) {
        List<Captured> out = new ArrayList<>();
        for (var e : s.trace().events()) {
            if (e instanceof PacketSent p) {
                out.add(new Captured(p.frame().toBytes(), p.port()));
            }
        }
        return out;
    }

    boolean isEmpty() {
        return frames.isEmpty();
    }

    Injection next(Fabric fabric) {
        int index = random.nextInt(frames.size());
        Captured c = frames.get(index);
        LinkEnd from = portNamed(fabric, c.port());
        if (from == null || from.peer() == null || random.nextInt(5) == 0) {
            from = FrameForger.anyLinkedPort(fabric, random);
        }
        int mode = random.nextInt(10);
        if (mode < 4) {
            return new Injection(from, c.frame(), "replayed frame " + index);
        }
        if (mode < 7 && FrameCodec.decode(c.frame()) instanceof Decoded.Frame d) {
            StringBuilder what = new StringBuilder();
            RocePacket changed = changeField(d.frame().packet(), what);
            RoceFrame f = d.frame();
            return new Injection(from, FrameCodec.encode(new RoceFrame(f.ethernet(), f.ip(), f.udpSourcePort(), changed)),
                    "frame " + index + " with " + what);
        }
        byte[] b = c.frame().clone();
        String what = corrupt(b);
        if (what.startsWith("cut")) {
            b = Arrays.copyOf(b, random.nextInt(b.length));
        } else if (what.startsWith("extended")) {
            b = extend(b);
        } else if (what.startsWith("spliced")) {
            b = splice(b);
        }
        if (b.length < SHORTEST_FRAME) {
            // Engine defect: Link.opcodeOf reads the EtherType (bytes 12-13, and 16-17 behind an 802.1Q tag) without
            // checking the frame's length when a fault is armed on the sending port, and the
            // ArrayIndexOutOfBoundsException escapes LinkEnd.transmit (retry-exhausted, seed 1). So no shorter frames.
            b = Arrays.copyOf(b, SHORTEST_FRAME);
        }
        boolean repaired = random.nextBoolean();
        if (repaired) {
            FrameRepair.repair(b);
        }
        return new Injection(from, b, "frame " + index + " " + what + (repaired ? ", checksums and ICRC repaired" : ""));
    }

    private static LinkEnd portNamed(Fabric fabric, String name) {
        for (LinkEnd e : fabric.ports()) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        return null;
    }

    private RocePacket changeField(RocePacket p, StringBuilder what) {
        Bth b = p.bth();
        Deth deth = p.deth();
        Reth reth = p.reth();
        AtomicEth atomic = p.atomicEth();
        Aeth aeth = p.aeth();
        AtomicAckEth ack = p.atomicAckEth();
        Integer imm = p.immDt();
        Integer ieth = p.ieth();
        byte[] payload = p.payload().toArray();
        Opcode op = b.opcode();
        switch (random.nextInt(9)) {
            case 0 -> {
                int d = random.nextInt(4) == 0 ? random.nextInt(1 << 24) : random.nextInt(-3, 4);
                b = new Bth(op, b.solicited(), b.migReq(), b.pkey(), b.fecn(), b.becn(), b.destQp(), b.ackReq(), Psn.add(b.psn(), d));
                what.append("PSN ").append(d >= 0 ? "+" : "").append(d);
            }
            case 1 -> {
                int qp = random.nextBoolean() ? b.destQp() + random.nextInt(-2, 3) : random.nextInt(1 << 24);
                b = new Bth(op, b.solicited(), b.migReq(), b.pkey(), b.fecn(), b.becn(), qp, b.ackReq(), b.psn());
                what.append(String.format("DestQP 0x%06x", qp & 0xFFFFFF));
            }
            case 2 -> {
                boolean other = random.nextBoolean();
                b = new Bth(op, b.solicited(), b.migReq(), other ? random.nextInt(0x10000) : b.pkey(), b.fecn(), b.becn(), b.destQp(),
                        other == b.ackReq(), b.psn());
                what.append(other ? "another P_Key" : "AckReq flipped");
            }
            case 3 -> {
                Opcode to = ALL[random.nextInt(ALL.length)];
                what.append("opcode ").append(to);
                b = new Bth(to, b.solicited(), b.migReq(), b.pkey(), b.fecn(), to == Opcode.CNP || b.becn(), b.destQp(), b.ackReq(),
                        to == Opcode.CNP ? 0 : b.psn());
                op = to;
                deth = op.has(Header.DETH) ? deth != null ? deth : new Deth(random.nextInt(), random.nextInt(1 << 24)) : null;
                reth = op.has(Header.RETH) ? reth != null ? reth : atomic != null ? new Reth(atomic.virtualAddress(), atomic.rkey(), payload.length)
                        : new Reth(random.nextLong(), random.nextInt(), payload.length) : null;
                atomic = op.has(Header.ATOMIC_ETH) ? atomic != null ? atomic : reth != null ? new AtomicEth(reth.virtualAddress(), reth.rkey(), 1, 0)
                        : new AtomicEth(random.nextLong(), random.nextInt(), 1, 0) : null;
                aeth = op.has(Header.AETH) ? aeth != null ? aeth : new Aeth(0x1F, random.nextInt(1 << 24)) : null;
                ack = op.has(Header.ATOMIC_ACK_ETH) ? ack != null ? ack : new AtomicAckEth(random.nextLong()) : null;
                imm = op.has(Header.IMM_DT) ? imm != null ? imm : random.nextInt() : null;
                ieth = op.has(Header.IETH) ? ieth != null ? ieth : reth != null ? reth.rkey() : random.nextInt() : null;
                payload = op.hasPayload() ? payload : null;
            }
            case 4 -> {
                if (reth != null) {
                    reth = switch (random.nextInt(4)) {
                        case 0 -> new Reth(reth.virtualAddress(), reth.rkey() ^ 0x100 * (1 + random.nextInt(4)), reth.dmaLength());
                        case 1 -> new Reth(reth.virtualAddress() + random.nextInt(-64, 65), reth.rkey(), reth.dmaLength());
                        case 2 -> new Reth(reth.virtualAddress(), reth.rkey(), reth.dmaLength() + random.nextInt(-16, 4097));
                        default -> new Reth(reth.virtualAddress(), reth.rkey(), 0x80000000 | random.nextInt());
                    };
                    what.append("RETH ").append(reth);
                } else if (atomic != null) {
                    atomic = new AtomicEth(atomic.virtualAddress() + 8L * random.nextInt(-2, 3) + (random.nextInt(4) == 0 ? 4 : 0),
                            random.nextBoolean() ? atomic.rkey() : atomic.rkey() ^ 0x100, random.nextLong(), random.nextLong());
                    what.append("AtomicETH ").append(atomic);
                } else {
                    what.append("nothing (no RETH or AtomicETH)");
                }
            }
            case 5 -> {
                if (aeth != null) {
                    aeth = new Aeth(random.nextBoolean() ? random.nextInt(0x100) : 0x60 + random.nextInt(5), aeth.msn() + random.nextInt(-2, 3));
                    what.append("AETH ").append(aeth);
                } else if (ack != null) {
                    ack = new AtomicAckEth(random.nextLong());
                    what.append("another original value");
                } else {
                    what.append("nothing (no AETH)");
                }
            }
            case 6 -> {
                if (imm != null || ieth != null) {
                    imm = imm == null ? null : random.nextInt();
                    ieth = ieth == null ? null : ieth ^ 0x100;
                    what.append("another ImmDt or IETH");
                } else if (deth != null) {
                    deth = new Deth(random.nextInt(), deth.srcQp());
                    what.append("another Q_Key");
                } else {
                    what.append("nothing (no ImmDt, IETH or DETH)");
                }
            }
            default -> {
                if (op.hasPayload()) {
                    int n = Math.max(0, payload.length + random.nextInt(-8, 9));
                    payload = Arrays.copyOf(payload, n);
                    if (n > 0) {
                        payload[random.nextInt(n)] ^= (byte) (1 + random.nextInt(255));
                    }
                    what.append("payload of ").append(n).append(" bytes");
                } else {
                    what.append("nothing (no payload)");
                }
            }
        }
        return new RocePacket(b, deth, reth, atomic, aeth, ack, imm, ieth, payload);
    }

    /** Changes {@code b} in place, or names a change of its length for the caller to make. */
    private String corrupt(byte[] b) {
        switch (random.nextInt(5)) {
            case 0 -> {
                int n = 1 + random.nextInt(4);
                for (int i = 0; i < n; i++) {
                    b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                }
                return n + " bits flipped";
            }
            case 1 -> {
                int bth = bthOffset(b);
                int at = bth + random.nextInt(12);
                if (at < b.length) {
                    b[at] = (byte) random.nextInt(256);
                }
                return "BTH byte " + (at - bth) + " set";
            }
            case 2 -> {
                return "cut short";
            }
            case 3 -> {
                return "extended";
            }
            default -> {
                return "spliced with another frame";
            }
        }
    }

    private static int bthOffset(byte[] b) {
        int l2 = b.length > 13 && (b[12] & 0xFF) == 0x81 && b[13] == 0 ? 18 : 14;
        boolean v6 = b.length > l2 - 1 && (b[l2 - 2] & 0xFF) == 0x86;
        return l2 + (v6 ? 40 : 20) + 8;
    }

    private byte[] extend(byte[] b) {
        byte[] e = Arrays.copyOf(b, b.length + 1 + random.nextInt(64));
        for (int i = b.length; i < e.length; i++) {
            e[i] = (byte) random.nextInt(256);
        }
        return e;
    }

    private byte[] splice(byte[] b) {
        byte[] other = frames.get(random.nextInt(frames.size())).frame();
        int cut = random.nextInt(b.length + 1);
        int from = random.nextInt(other.length + 1);
        byte[] s = Arrays.copyOf(b, cut + other.length - from);
        System.arraycopy(other, from, s, cut, other.length - from);
        return s;
    }
}
