package rdma.workbench.debug.record;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
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
import rdma.workbench.engine.wire.OtherProtocol;
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
        /** Its place in the record's frames. */
        final int index;
        final byte[] bytes;
        final List<String> files = new ArrayList<>();
        final List<Long> times = new ArrayList<>();

        Group(int index, byte[] bytes) {
            this.index = index;
            this.bytes = bytes;
        }
    }

    /** A record of a file, and its frame number there (1-based, as Wireshark counts). */
    private record Captured(String file, Pcap.Record record, int number) {
    }

    /**
     * The record of some capture files, and where each file's frames went: frame {@code n} of file {@code f} is the
     * record's frame {@code places.get(f)[n - 1]} (several files' sightings of one frame are one frame of the record).
     */
    public record Imported(RunRecord record, Map<String, int[]> places) {

        /** The record's frame that frame {@code number} of {@code file} became, or null when there is none. */
        public WireFrame frame(String file, int number) {
            int[] p = places.get(file);
            return p == null || number < 1 || number > p.length ? null : record.frames().get(p[number - 1]);
        }
    }

    private CaptureImport() {
    }

    /** The record of the frames in {@code files}, titled {@code title}; a file that cannot be read refuses the import with its name and the reason. */
    public static RunRecord read(String title, List<CaptureFile> files) throws Pcap.FormatException {
        return of(title, records(files));
    }

    /** A capture file's name and its records, read once for everything that looks at them. */
    public record ReadFile(String name, List<Pcap.Record> records) {
    }

    /** The records of each file; a file that cannot be read refuses them all, with its name and the reason. */
    public static List<ReadFile> records(List<CaptureFile> files) throws Pcap.FormatException {
        List<ReadFile> out = new ArrayList<>(files.size());
        for (CaptureFile f : files) {
            try {
                out.add(new ReadFile(f.name(), Pcap.readAny(f.bytes())));
            } catch (Pcap.FormatException e) {
                throw new Pcap.FormatException(f.name() + ": " + e.getMessage());
            }
        }
        return out;
    }

    /** The record of the frames of files already read, titled {@code title}. */
    public static RunRecord of(String title, List<ReadFile> files) {
        return imported(title, files).record();
    }

    /** The record of files already read, with where each file's frames went in it. */
    public static Imported imported(String title, List<ReadFile> files) {
        List<Captured> all = new ArrayList<>();
        Map<String, int[]> places = new HashMap<>();
        for (ReadFile f : files) {
            int n = 0;
            for (Pcap.Record r : f.records()) {
                all.add(new Captured(f.name(), r, ++n));
            }
            places.put(f.name(), new int[n]);
        }
        all.sort((a, b) -> Long.compare(a.record().timeNanos(), b.record().timeNanos()));
        List<Group> groups = merge(all, files.size() > 1, places);
        long start = groups.isEmpty() ? 0 : groups.get(0).times.get(0);
        return new Imported(build(title, groups, start), Map.copyOf(places));
    }

    /** A frame's bytes as a map key: equal when the bytes are. */
    private record Bytes(byte[] data) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Bytes b && Arrays.equals(data, b.data);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(data);
        }
    }

    /**
     * Groups captures of the same bytes on different ports (each port sees a frame once; a second
     * sighting on one port is another frame): the sender's port has it when it leaves, the
     * switches' and the receiver's when it passes and arrives. A sighting joins the latest group
     * of its bytes that its port has not seen yet (a resent copy, as go-back-N sends, pairs with
     * its own); each port keeps, per content, a stack of the groups it has not seen, so a capture
     * of thousands of identical frames merges in linear time, not by scanning back every time.
     */
    private static List<Group> merge(List<Captured> all, boolean several, Map<String, int[]> places) {
        List<Group> groups = new ArrayList<>();
        Set<String> ports = new LinkedHashSet<>();
        all.forEach(c -> ports.add(c.file()));
        Map<Bytes, Map<String, ArrayDeque<Group>>> unseen = new HashMap<>();
        for (Captured c : all) {
            byte[] data = c.record().data();
            Group into = null;
            Map<String, ArrayDeque<Group>> byPort = several ? unseen.computeIfAbsent(new Bytes(data), k -> new HashMap<>()) : null;
            if (several) {
                ArrayDeque<Group> mine = byPort.get(c.file());
                while (mine != null && !mine.isEmpty() && mine.peek().files.contains(c.file())) {
                    mine.pop(); // seen here since it was pushed
                }
                into = mine == null || mine.isEmpty() ? null : mine.pop();
            }
            if (into == null) {
                into = new Group(groups.size(), data);
                groups.add(into);
                if (several) {
                    for (String port : ports) {
                        if (!port.equals(c.file())) {
                            byPort.computeIfAbsent(port, k -> new ArrayDeque<>()).push(into);
                        }
                    }
                }
            }
            into.files.add(c.file());
            into.times.add(c.record().timeNanos());
            places.get(c.file())[c.number() - 1] = into.index;
        }
        return groups;
    }

    /**
     * A captured frame decoded once: the frame (null when it is not RoCEv2, with the reason in
     * {@code problem}), its source and destination address ({@code dst} null when unknown).
     */
    private record Seen(Decoded.Frame frame, String problem, String src, String dst) {

        static Seen of(byte[] bytes) {
            Decoded d = FrameCodec.decode(bytes);
            if (d instanceof Decoded.Frame f) {
                return new Seen(f, null, IpAddressText.of(f.frame().ip().src()), IpAddressText.of(f.frame().ip().dst()));
            }
            String[] where = addresses(bytes);
            return new Seen(null, OtherProtocol.of(bytes).orElse(d.toString()), where[0], where[1]);
        }

        /** The QP pair it belongs to, named from the sender's side ("src>dst:sport") or, {@code back}, the receiver's. */
        String flow(boolean back) {
            return (back ? dst + ">" + src : src + ">" + dst) + ":" + frame.frame().udpSourcePort();
        }
    }

    private static RunRecord build(String title, List<Group> groups, long start) {
        List<Seen> seen = new ArrayList<>(groups.size());
        Map<String, Integer> qpOfPeer = new HashMap<>();
        for (Group g : groups) {
            Seen s = Seen.of(g.bytes);
            seen.add(s);
            if (s.frame() != null) {
                // the UDP source port of a QP pair is the same both ways: the QP a frame goes to is the sender of frames coming back
                qpOfPeer.putIfAbsent(s.flow(false), s.frame().frame().packet().bth().destQp());
            }
        }
        // the events in the order of the groups first (a frame's sending, then its arrival or end), then in time order
        List<TraceEvent> byFrame = new ArrayList<>();
        List<long[]> ends = new ArrayList<>();
        Set<String> lanes = new LinkedHashSet<>();
        Set<String> seenPsns = new HashSet<>();
        for (int i = 0; i < groups.size(); i++) {
            Group g = groups.get(i);
            Seen at = seen.get(i);
            long sent = g.times.get(0) - start;
            long arrived = g.times.get(g.times.size() - 1) - start;
            String origin = String.join(", ", new LinkedHashSet<>(g.files));
            long id = i + 1;
            long first = byFrame.size();
            lanes.add(at.src());
            if (at.dst() != null) {
                lanes.add(at.dst());
            }
            if (at.frame() != null) {
                Decoded.Frame f = at.frame();
                RocePacket p = f.frame().packet();
                Integer fromQp = qpOfPeer.get(at.flow(true));
                boolean resent = !seenPsns.add(at.dst() + "/" + p.bth().destQp() + "/" + p.opcode() + "/" + p.bth().psn());
                byFrame.add(new PacketSent(new Stamp(first, sent, -1), at.src(), "capture", fromQp == null ? -1 : fromQp, id, origin, p, g.bytes,
                        "captured on " + origin, resent));
                if (f.icrcValid()) {
                    byFrame.add(new PacketReceived(new Stamp(first + 1, arrived, first), at.dst(), "capture", p.bth().destQp(), id, origin, p));
                } else {
                    byFrame.add(new PacketDropped(new Stamp(first + 1, arrived, first), at.dst(), p.bth().destQp(), id, at.dst(), DropReason.ICRC_MISMATCH,
                            String.format(Locale.ROOT, "ICRC 0x%08x on the wire, 0x%08x computed: the frame was damaged", f.icrcOnWire(),
                                    f.icrcComputedOnWire()), p));
                }
            } else {
                byFrame.add(new PacketDropped(new Stamp(first, sent, -1), at.src(), -1, id, origin, DropReason.MALFORMED, "not RoCEv2: " + at.problem(),
                        null));
            }
            ends.add(new long[] {first, byFrame.size() - 1});
        }
        long[] seqOf = timeOrder(byFrame);
        List<TraceEvent> events = renumbered(byFrame, seqOf);
        List<WireFrame> frames = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            Seen at = seen.get(i);
            TraceEvent head = events.get((int) seqOf[(int) ends.get(i)[0]]);
            TraceEvent tail = events.get((int) seqOf[(int) ends.get(i)[1]]);
            WireFrame w;
            if (head instanceof PacketSent s) {
                w = new WireFrame(i, s.frameId(), s.node(), s.qpn(), s.packet(), s.frame(), s.resent(), s.seq(), s.time());
                if (tail instanceof PacketReceived r) {
                    w.received(at.dst(), r.seq(), r.time());
                } else {
                    w.dropped((PacketDropped) tail);
                }
            } else {
                PacketDropped d = (PacketDropped) head;
                w = new WireFrame(i, d.frameId(), d.node(), -1, null, groups.get(i).bytes, false, d.seq(), d.time());
                w.setProblem(at.problem());
                w.dropped(d);
            }
            w.setDestination(at.dst());
            w.setDestinationHost(at.dst());
            frames.add(w);
        }
        return RunRecord.ofCapture(title, List.copyOf(lanes), events, frames);
    }

    /** Where each of {@code events} goes in time order (ties keep their order): the new number of event i. */
    private static long[] timeOrder(List<TraceEvent> events) {
        Integer[] order = new Integer[events.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingLong((Integer i) -> events.get(i).time()).thenComparingInt(i -> i));
        long[] seq = new long[order.length];
        for (int n = 0; n < order.length; n++) {
            seq[order[n]] = n;
        }
        return seq;
    }

    /** {@code events} numbered {@code seq} says, in that order, their causes following them. */
    private static List<TraceEvent> renumbered(List<TraceEvent> events, long[] seq) {
        TraceEvent[] out = new TraceEvent[events.size()];
        for (int i = 0; i < out.length; i++) {
            TraceEvent e = events.get(i);
            Stamp st = new Stamp(seq[i], e.time(), e.cause() < 0 ? -1 : seq[(int) e.cause()]);
            out[(int) seq[i]] = switch (e) {
                case PacketSent s -> new PacketSent(st, s.node(), s.device(), s.qpn(), s.frameId(), s.port(), s.packet(), s.frame(), s.why(), s.resent());
                case PacketReceived r -> new PacketReceived(st, r.node(), r.device(), r.qpn(), r.frameId(), r.port(), r.packet());
                case PacketDropped d -> new PacketDropped(st, d.node(), d.qpn(), d.frameId(), d.where(), d.reason(), d.detail(), d.packet());
                default -> throw new IllegalStateException("a capture makes no " + e.getClass().getSimpleName());
            };
        }
        return Arrays.asList(out);
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
