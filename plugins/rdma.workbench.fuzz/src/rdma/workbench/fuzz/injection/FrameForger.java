package rdma.workbench.fuzz.injection;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.fabric.NicPort;
import rdma.workbench.engine.stepping.DeviceSnapshot;
import rdma.workbench.engine.stepping.MrSnapshot;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.SessionSnapshot;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.wire.Aeth;
import rdma.workbench.engine.wire.AtomicAckEth;
import rdma.workbench.engine.wire.AtomicEth;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Deth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Header;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Psn;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * Forges well-formed frames (valid checksums and ICRC) from what an attacker on the wire who has
 * watched the traffic knows of a running session: the MACs and GIDs of the ports, the QPs with
 * their PSNs, the memory regions with their rkeys and addresses. Most frames go to a live QP from
 * the address of its peer with a PSN at or near the one expected and an opcode of the QP's
 * transport; the rest name dead QPs, foreign opcodes, other addresses and P_Keys. RETHs and
 * AtomicETHs name live and dead rkeys, addresses inside, across the edge of and outside their
 * regions, and lengths that fit, overflow or exceed 2^31.
 */
public final class FrameForger {

    private static final Opcode[] ALL = Opcode.values();

    private final SplittableRandom random;

    FrameForger(SplittableRandom random) {
        this.random = random;
    }

    Injection forge(SessionParts session) {
        SessionSnapshot snapshot = session.session().snapshot();
        List<NicPort> nics = session.fabric().nics();
        NicPort target = nics.get(random.nextInt(nics.size()));
        DeviceSnapshot device = deviceOf(snapshot, target);
        QpSnapshot qp = device.qps().isEmpty() || random.nextInt(12) == 0 ? null : device.qps().get(random.nextInt(device.qps().size()));
        int qpn = qp != null ? qp.qpn() : deadQpn(device);
        QueuePair live = qp == null ? null : target.device().qp(qp.qpn());
        AddressVector av = live == null ? null : live.attributes().av;

        byte[] dstGid;
        byte[] srcGid;
        NicPort source;
        Gid ours = av == null ? null : target.port().gid(av.sgidIndex());
        if (ours != null && random.nextInt(10) != 0) {
            dstGid = ours.gid();
            srcGid = av.dgid();
            source = session.fabric().nicOf(srcGid);
        } else {
            Gid g = target.port().gids().get(random.nextInt(target.port().gids().size()));
            dstGid = g.gid();
            source = nics.get(random.nextInt(nics.size()));
            srcGid = sameFamily(source, g.isIpv4());
        }
        Opcode op = opcodeFor(qp);
        int mtu = qp == null ? target.port().activeMtu() : Math.min(qp.pathMtu(), target.port().activeMtu());
        int psn = qp == null ? random.nextInt(1 << 24) : psnFor(qp, op);
        RocePacket packet = packet(op, qpn, psn, mtu, device, live);
        byte[] srcMac = source == null ? randomBytes(6) : source.port().mac();
        byte[] frame = FrameCodec.encode(new RoceFrame(new Ethernet(target.port().mac(), srcMac, null), ip(srcGid, dstGid), 0xC000 | random.nextInt(0x4000),
                packet));
        LinkEnd from = source != null && source.end().peer() != null && random.nextInt(10) != 0 ? source.end() : anyLinkedPort(session.fabric(), random);
        String psnText = qp == null ? "PSN " + psn : "PSN " + relative(psn, op.kind() == Opcode.Kind.ACK || op.kind() == Opcode.Kind.READ_RESPONSE
                ? qp.oldestUnackedPsn() : qp.expectedPsn(), op.kind() == Opcode.Kind.ACK || op.kind() == Opcode.Kind.READ_RESPONSE ? "unacked" : "expected");
        return new Injection(from, frame, "forged " + op + String.format(" to QP 0x%06x", qpn) + (qp == null ? " (no such QP)" : "") + " on "
                + target.device().host() + ", " + psnText);
    }

    private static String relative(int psn, int base, String name) {
        int d = Psn.compare(psn, base) >> 8;
        return d == 0 ? name : name + (d > 0 ? "+" : "") + d;
    }

    /** A port of the fabric with a cable in it, drawn with {@code random}. */
    static LinkEnd anyLinkedPort(Fabric fabric, SplittableRandom random) {
        List<LinkEnd> linked = new ArrayList<>();
        for (LinkEnd e : fabric.ports()) {
            if (e.peer() != null) {
                linked.add(e);
            }
        }
        return linked.get(random.nextInt(linked.size()));
    }

    static DeviceSnapshot deviceOf(SessionSnapshot s, NicPort nic) {
        for (DeviceSnapshot d : s.devices()) {
            if (d.host().equals(nic.device().host()) && d.device().equals(nic.device().name())) {
                return d;
            }
        }
        throw new IllegalStateException("no snapshot of " + nic);
    }

    private int deadQpn(DeviceSnapshot device) {
        if (!device.qps().isEmpty() && random.nextBoolean()) {
            return device.qps().get(random.nextInt(device.qps().size())).qpn() + 1 + random.nextInt(3);
        }
        return random.nextInt(1 << 24);
    }

    private byte[] sameFamily(NicPort source, boolean ipv4) {
        for (Gid g : source.port().gids()) {
            if (g.isIpv4() == ipv4) {
                return g.gid();
            }
        }
        byte[] b = randomBytes(16);
        if (ipv4) {
            Arrays.fill(b, 0, 10, (byte) 0);
            b[10] = b[11] = -1;
        }
        return b;
    }

    private IpHeader ip(byte[] src, byte[] dst) {
        if (Gid.isIpv4Mapped(dst)) {
            return new IpHeader.V4(Arrays.copyOfRange(src, 12, 16), Arrays.copyOfRange(dst, 12, 16), 0, 64, random.nextInt(0x10000));
        }
        return new IpHeader.V6(src, dst, 0, random.nextInt(0x100000), 64);
    }

    /** Mostly an opcode of the QP's own transport; one in ten any opcode at all (CNP, other transports). */
    private Opcode opcodeFor(QpSnapshot qp) {
        if (qp == null || random.nextInt(10) == 0) {
            return ALL[random.nextInt(ALL.length)];
        }
        String transport = qp.type() == QpType.UD ? "UD" : qp.type().name();
        List<Opcode> own = new ArrayList<>();
        for (Opcode o : ALL) {
            if (o.transport().equals(transport)) {
                own.add(o);
            }
        }
        return own.get(random.nextInt(own.size()));
    }

    /** Requests near the responder's expected PSN, responses near the completer's oldest unacknowledged one or the last sent. */
    private int psnFor(QpSnapshot qp, Opcode op) {
        boolean response = op.kind() == Opcode.Kind.ACK || op.kind() == Opcode.Kind.READ_RESPONSE;
        int base = !response ? qp.expectedPsn() : random.nextBoolean() ? qp.oldestUnackedPsn() : Psn.add(qp.nextSendPsn(), -1);
        int delta = switch (random.nextInt(10)) {
            case 0, 1, 2, 3 -> 0;
            case 4 -> -1;
            case 5 -> 1;
            case 6 -> -random.nextInt(2, 9);
            case 7 -> random.nextInt(2, 9);
            case 8 -> random.nextInt(1 << 24);
            default -> random.nextInt(-64, 65);
        };
        return Psn.add(base, delta);
    }

    private RocePacket packet(Opcode op, int qpn, int psn, int mtu, DeviceSnapshot device, QueuePair live) {
        if (op == Opcode.CNP) {
            return RocePacket.of(new Bth(op, false, false, Bth.DEFAULT_PKEY, false, true, qpn, false, 0), null);
        }
        int pkey = random.nextInt(20) == 0 ? random.nextInt(0x10000) : Bth.DEFAULT_PKEY;
        Bth bth = new Bth(op, random.nextInt(4) == 0, false, pkey, false, false, qpn, random.nextInt(4) != 0, psn);
        byte[] payload = op.hasPayload() ? randomBytes(payloadLength(op, mtu)) : null;
        int length = payload == null ? 0 : payload.length;
        Deth deth = op.has(Header.DETH) ? new Deth(live != null && random.nextInt(4) != 0 ? live.attributes().qkey : random.nextInt(), random.nextInt(1 << 24))
                : null;
        Reth reth = op.has(Header.RETH) ? reth(op, device, mtu, length) : null;
        AtomicEth atomic = op.has(Header.ATOMIC_ETH) ? atomic(op, device) : null;
        Aeth aeth = op.has(Header.AETH) ? new Aeth(syndrome(), random.nextInt(1 << 24)) : null;
        AtomicAckEth ack = op.has(Header.ATOMIC_ACK_ETH) ? new AtomicAckEth(random.nextLong()) : null;
        Integer imm = op.has(Header.IMM_DT) ? random.nextInt() : null;
        Integer ieth = op.has(Header.IETH) ? rkeyOf(device) : null;
        return new RocePacket(bth, deth, reth, atomic, aeth, ack, imm, ieth, payload);
    }

    /** FIRST and MIDDLE carry one MTU, LAST 1..MTU, ONLY up to 64 bytes (rxe_resp.c check_length); one in eight any length up to MTU + 16. */
    private int payloadLength(Opcode op, int mtu) {
        if (random.nextInt(8) == 0) {
            return random.nextInt(mtu + 17);
        }
        return switch (op.position()) {
            case FIRST, MIDDLE -> mtu;
            case LAST -> 1 + random.nextInt(mtu);
            case ONLY -> random.nextInt(Math.min(mtu, 64) + 1);
        };
    }

    private int syndrome() {
        return switch (random.nextInt(10)) {
            case 0, 1, 2, 3 -> 0x1F;
            case 4 -> random.nextInt(0x20);
            case 5, 6 -> 0x20 | random.nextInt(0x20);
            case 7, 8 -> 0x60 + random.nextInt(5);
            default -> random.nextInt(0x100);
        };
    }

    private MrSnapshot someRegion(DeviceSnapshot device) {
        return device.mrs().isEmpty() ? null : device.mrs().get(random.nextInt(device.mrs().size()));
    }

    /** A live rkey of the device, or one that names nothing (random, or a live one with its index or key byte changed). */
    private int rkeyOf(DeviceSnapshot device) {
        MrSnapshot mr = someRegion(device);
        return switch (mr == null ? 3 : random.nextInt(6)) {
            case 0, 1, 2 -> mr.rkey();
            case 3 -> random.nextInt();
            case 4 -> mr.rkey() ^ 0x100;
            default -> mr.rkey() + 1;
        };
    }

    private Reth reth(Opcode op, DeviceSnapshot device, int mtu, int payload) {
        MrSnapshot mr = someRegion(device);
        int length = switch (op.kind()) {
            case READ -> switch (random.nextInt(10)) {
                case 0 -> 0;
                case 1 -> 0x7FFFFFFF;
                case 2 -> 0x80000000 | random.nextInt();
                case 3 -> mr == null ? 1 : mr.length();
                default -> 1 + random.nextInt(3 * mtu);
            };
            default -> op.position() == Opcode.Position.FIRST ? payload + 1 + random.nextInt(3 * mtu) : random.nextInt(8) == 0 ? random.nextInt() : payload;
        };
        return new Reth(address(mr, Math.max(1, length)), mr == null || random.nextInt(5) == 0 ? rkeyOf(device) : mr.rkey(), length);
    }

    /** Inside the region, across its end, before its start, or anywhere. */
    private long address(MrSnapshot mr, int length) {
        if (mr == null) {
            return random.nextLong();
        }
        return switch (random.nextInt(10)) {
            case 0, 1, 2, 3, 4, 5 -> mr.addr() + random.nextInt(Math.max(1, mr.length() - Math.min(length, mr.length()) + 1));
            case 6 -> mr.addr() + mr.length() - Math.min(length, mr.length()) + 1 + random.nextInt(8);
            case 7 -> mr.addr() - 1 - random.nextInt(64);
            case 8 -> mr.addr() + mr.length();
            default -> random.nextLong();
        };
    }

    private AtomicEth atomic(Opcode op, DeviceSnapshot device) {
        MrSnapshot mr = someRegion(device);
        long va;
        long current = 0;
        if (mr == null || mr.length() < 8) {
            va = random.nextLong();
        } else {
            int at = 8 * random.nextInt(mr.length() / 8);
            va = switch (random.nextInt(10)) {
                case 0 -> mr.addr() + at + 1 + random.nextInt(7);
                case 1 -> mr.addr() + mr.length();
                case 2 -> mr.addr() - 8;
                default -> mr.addr() + at;
            };
            byte[] word = mr.read(at, Math.min(8, mr.length() - at));
            for (int i = word.length - 1; i >= 0; i--) {
                current = current << 8 | word[i] & 0xFF;
            }
        }
        int rkey = mr == null || random.nextInt(5) == 0 ? rkeyOf(device) : mr.rkey();
        long swapAdd = random.nextLong();
        long compare = op == Opcode.RC_FETCH_ADD ? 0 : random.nextBoolean() ? current : random.nextLong();
        return new AtomicEth(va, rkey, swapAdd, compare);
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
