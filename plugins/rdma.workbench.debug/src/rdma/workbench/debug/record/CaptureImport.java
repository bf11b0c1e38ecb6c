package rdma.workbench.debug.record;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Dissection;
import rdma.workbench.engine.wire.Dissector;
import rdma.workbench.engine.wire.Field;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpAddressText;
import rdma.workbench.engine.wire.Layer;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A record of captured frames — pcap or pcapng, from the engine or from tcpdump on a real RoCE
 * NIC — for the same views as a run: a lane per IP address, each frame from its source to its
 * destination at the time it was captured, its ICRC checked. Captures of several ports of one
 * run merge: a frame seen on several ports (a host's, then the switches') is one frame, sent when
 * first seen and arriving when last seen. A frame that is not RoCEv2 is kept with the reason,
 * never dropped from the list.
 */
public final class CaptureImport {

    /** A capture file's name and bytes. */
    public record CaptureFile(String name, byte[] bytes) {
    }

    /** One frame, every place it was captured. */
    private static final class Group {
        final byte[] bytes;
        final List<String> files = new ArrayList<>();
        final List<Long> times = new ArrayList<>();

        Group(byte[] bytes) {
            this.bytes = bytes;
        }
    }

    private record Captured(String file, Pcap.Record record) {
    }

    private CaptureImport() {
    }

    /** The record of the frames in {@code files}, titled {@code title}; a file that cannot be read refuses the import with its name and the reason. */
    public static RunRecord read(String title, List<CaptureFile> files) throws Pcap.FormatException {
        List<Captured> all = new ArrayList<>();
        for (CaptureFile f : files) {
            List<Pcap.Record> records;
            try {
                records = Pcap.readAny(f.bytes());
            } catch (Pcap.FormatException e) {
                throw new Pcap.FormatException(f.name() + ": " + e.getMessage());
            }
            for (Pcap.Record r : records) {
                all.add(new Captured(f.name(), r));
            }
        }
        all.sort((a, b) -> Long.compare(a.record().timeNanos(), b.record().timeNanos()));
        List<Group> groups = merge(all, files.size() > 1);
        long start = groups.isEmpty() ? 0 : groups.get(0).times.get(0);
        return build(title, groups, start);
    }

    /** Groups captures of the same bytes on different ports (each port sees a frame once; a second sighting on one port is a copy). */
    private static List<Group> merge(List<Captured> all, boolean several) {
        List<Group> groups = new ArrayList<>();
        Map<Integer, List<Group>> byHash = new HashMap<>();
        for (Captured c : all) {
            byte[] data = c.record().data();
            Group into = null;
            if (several) {
                for (Group g : byHash.getOrDefault(Arrays.hashCode(data), List.of())) {
                    if (!g.files.contains(c.file()) && Arrays.equals(g.bytes, data)) {
                        into = g;
                        break;
                    }
                }
            }
            if (into == null) {
                into = new Group(data);
                groups.add(into);
                byHash.computeIfAbsent(Arrays.hashCode(data), k -> new ArrayList<>()).add(into);
            }
            into.files.add(c.file());
            into.times.add(c.record().timeNanos());
        }
        return groups;
    }

    private static RunRecord build(String title, List<Group> groups, long start) {
        List<Decoded> decoded = new ArrayList<>(groups.size());
        Map<String, Integer> qpOfPeer = new HashMap<>();
        for (Group g : groups) {
            Decoded d = FrameCodec.decode(g.bytes);
            decoded.add(d);
            if (d instanceof Decoded.Frame f) {
                // the UDP source port of a QP pair is the same both ways: the QP a frame goes to is the sender of frames coming back
                qpOfPeer.putIfAbsent(flow(f, true), f.frame().packet().bth().destQp());
            }
        }
        List<TraceEvent> events = new ArrayList<>();
        List<WireFrame> frames = new ArrayList<>();
        Set<String> lanes = new LinkedHashSet<>();
        Set<String> seenPsns = new HashSet<>();
        for (int i = 0; i < groups.size(); i++) {
            Group g = groups.get(i);
            long sent = g.times.get(0) - start;
            long arrived = g.times.get(g.times.size() - 1) - start;
            String origin = String.join(", ", new LinkedHashSet<>(g.files));
            long id = i + 1;
            if (decoded.get(i) instanceof Decoded.Frame f) {
                RocePacket p = f.frame().packet();
                String src = IpAddressText.of(f.frame().ip().src());
                String dst = IpAddressText.of(f.frame().ip().dst());
                lanes.add(src);
                lanes.add(dst);
                Integer fromQp = qpOfPeer.get(flow(f, false));
                boolean resent = !seenPsns.add(dst + "/" + p.bth().destQp() + "/" + p.opcode() + "/" + p.bth().psn());
                PacketSent s = new PacketSent(new Stamp(events.size(), sent, -1), src, "capture", fromQp == null ? -1 : fromQp, id, origin, p,
                        g.bytes, "captured on " + origin, resent);
                events.add(s);
                WireFrame w = new WireFrame(i, id, src, s.qpn(), p, g.bytes, resent, s.seq(), sent);
                w.setDestinationHost(dst);
                frames.add(w);
                if (f.icrcValid()) {
                    PacketReceived r = new PacketReceived(new Stamp(events.size(), arrived, s.seq()), dst, "capture", p.bth().destQp(), id, origin, p);
                    events.add(r);
                    w.received(dst, r.seq(), arrived);
                } else {
                    PacketDropped d = new PacketDropped(new Stamp(events.size(), arrived, s.seq()), dst, p.bth().destQp(), id, dst,
                            DropReason.ICRC_MISMATCH, String.format(java.util.Locale.ROOT, "ICRC 0x%08x on the wire, 0x%08x computed: the frame was damaged",
                                    f.icrcFound(), f.icrcComputed()), p);
                    events.add(d);
                    w.setDestination(dst);
                    w.dropped(d);
                }
            } else {
                Decoded.Malformed m = (Decoded.Malformed) decoded.get(i);
                String[] ends = addresses(g.bytes);
                lanes.add(ends[0]);
                PacketDropped d = new PacketDropped(new Stamp(events.size(), sent, -1), ends[0], -1, id, origin, DropReason.MALFORMED,
                        "not RoCEv2: " + m, null);
                events.add(d);
                WireFrame w = new WireFrame(i, id, ends[0], -1, null, g.bytes, false, d.seq(), sent);
                w.setProblem(m.toString());
                if (ends[1] != null) {
                    lanes.add(ends[1]);
                    w.setDestination(ends[1]);
                    w.setDestinationHost(ends[1]);
                }
                w.dropped(d);
                frames.add(w);
            }
        }
        return RunRecord.ofCapture(title, List.copyOf(lanes), events, frames);
    }

    /** The QP pair a frame belongs to, named from one side: "src>dst:sport" ({@code forward}) or "dst>src:sport". */
    private static String flow(Decoded.Frame f, boolean forward) {
        String a = IpAddressText.of(f.frame().ip().src());
        String b = IpAddressText.of(f.frame().ip().dst());
        return (forward ? a + ">" + b : b + ">" + a) + ":" + f.frame().udpSourcePort();
    }

    /** The IP source and destination of a frame that is not RoCEv2, where its IP header is readable ("?" and null otherwise). */
    private static String[] addresses(byte[] bytes) {
        Dissection d = Dissector.dissect(bytes);
        for (Layer l : d.layers()) {
            if (l.name().equals("IPv4") || l.name().equals("IPv6")) {
                String src = l.field("Source").map(Field::display).orElse(null);
                String dst = l.field("Destination").map(Field::display).orElse(null);
                if (src != null) {
                    return new String[] {src, dst};
                }
            }
        }
        Layer eth = d.layers().isEmpty() ? null : d.layers().get(0);
        String mac = eth == null ? null : eth.field("Source").map(Field::display).orElse(null);
        return new String[] {mac == null ? "?" : mac, null};
    }
}
