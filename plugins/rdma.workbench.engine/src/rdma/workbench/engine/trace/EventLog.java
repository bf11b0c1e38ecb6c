package rdma.workbench.engine.trace;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;

/**
 * The events a trace keeps, in chunks of {@link #CHUNK}: the event of sequence number i at index
 * i. A chunk once full is sealed and never changed again — a truncation copies the chunk it cuts
 * — so a {@linkplain #snapshot() snapshot} for another thread shares every sealed chunk and copies
 * only the open one. Sealing packs the two kinds of event a loaded fabric records most (a queue's
 * depth and a frame on a link: four events in five of an incast) into bytes: a run keeps about a
 * quarter of the memory they take as objects, and the collector has arrays to move instead of
 * millions of small objects. A packed event reads back as an equal, new record.
 */
final class EventLog extends AbstractList<TraceEvent> implements RandomAccess {

    static final int CHUNK = 4096;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final Names names = new Names();
    private final Writer scratch = new Writer();
    private final List<Chunk> chunks = new ArrayList<>();
    private int size;

    @Override
    public TraceEvent get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index + " of " + size);
        }
        return chunks.get(index / CHUNK).get(index % CHUNK, names.all());
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean add(TraceEvent e) {
        Chunk open = size % CHUNK == 0 ? null : chunks.get(chunks.size() - 1);
        if (open == null) {
            open = new Chunk(size);
            chunks.add(open);
        }
        open.events[open.size++] = e;
        size++;
        if (open.size == CHUNK) {
            chunks.set(chunks.size() - 1, open.sealed(names, scratch));
        }
        return true;
    }

    /** Forgets every event from {@code from} on; the sealed chunk it cuts into is copied, not changed. */
    void truncate(int from) {
        if (from >= size) {
            return;
        }
        int keep = (from + CHUNK - 1) / CHUNK;
        while (chunks.size() > keep) {
            chunks.remove(chunks.size() - 1);
        }
        size = from;
        if (from % CHUNK != 0) {
            chunks.set(keep - 1, chunks.get(keep - 1).opened(from % CHUNK, names.all()));
        }
    }

    @Override
    public void clear() {
        chunks.clear();
        size = 0;
    }

    /** The events as they are now, unchanging, for a reader on another thread (handed over through a lock or a volatile). */
    List<TraceEvent> snapshot() {
        Chunk[] c = chunks.toArray(new Chunk[0]);
        if (size % CHUNK != 0) {
            c[c.length - 1] = c[c.length - 1].copy();
        }
        return new Snapshot(c, size, names.all());
    }

    /** A snapshot: sealed chunks shared with the live log and with earlier snapshots, the open one copied. */
    static final class Snapshot extends AbstractList<TraceEvent> implements RandomAccess {

        private final Chunk[] chunks;
        private final int size;
        private final Object[] names;

        Snapshot(Chunk[] chunks, int size, Object[] names) {
            this.chunks = chunks;
            this.size = size;
            this.names = names;
        }

        @Override
        public TraceEvent get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index + " of " + size);
            }
            return chunks[index / CHUNK].get(index % CHUNK, names);
        }

        @Override
        public int size() {
            return size;
        }

        /** Whether chunk {@code c} is the very one {@code other} holds there (the test of sharing). */
        boolean sharesChunk(Snapshot other, int c) {
            return c < chunks.length && c < other.chunks.length && chunks[c] == other.chunks[c];
        }
    }

    /**
     * Up to {@link #CHUNK} events from {@code base} on: objects, or once sealed, the packable ones
     * as bytes at {@code offsets} (their object slot null).
     */
    static final class Chunk {

        private static final byte QUEUE_DEPTH = 1;
        private static final byte FRAME_ON_LINK = 2;
        /** A kind byte and at most eleven numbers of ten bytes. */
        private static final int MAX_PACKED = 1 + 11 * 10;

        final long base;
        final TraceEvent[] events;
        int size;
        private final byte[] packed;
        private final int[] offsets;

        Chunk(long base) {
            this(base, new TraceEvent[CHUNK], 0, null, null);
        }

        private Chunk(long base, TraceEvent[] events, int size, byte[] packed, int[] offsets) {
            this.base = base;
            this.events = events;
            this.size = size;
            this.packed = packed;
            this.offsets = offsets;
        }

        TraceEvent get(int i, Object[] names) {
            TraceEvent e = events[i];
            return e != null ? e : unpack(new Reader(packed, offsets[i]), base + i, names);
        }

        Chunk copy() {
            return new Chunk(base, events.clone(), size, packed, offsets);
        }

        /** This full chunk with its packable events as bytes. */
        Chunk sealed(Names names, Writer w) {
            w.length = 0;
            int[] at = new int[CHUNK];
            TraceEvent[] kept = events.clone();
            for (int i = 0; i < CHUNK; i++) {
                at[i] = w.length;
                if (pack(kept[i], w, names)) {
                    kept[i] = null;
                }
            }
            return w.length == 0 ? new Chunk(base, kept, CHUNK, null, null) : new Chunk(base, kept, CHUNK, w.bytes(), at);
        }

        /** The first {@code count} events of this chunk as objects, in a chunk open for more. */
        Chunk opened(int count, Object[] names) {
            TraceEvent[] e = new TraceEvent[CHUNK];
            for (int i = 0; i < count; i++) {
                e[i] = get(i, names);
            }
            return new Chunk(base, e, count, null, null);
        }

        private static boolean pack(TraceEvent e, Writer w, Names names) {
            w.ensure(MAX_PACKED);
            switch (e) {
                case QueueDepth q -> {
                    stamp(w, QUEUE_DEPTH, q.stamp());
                    w.name(names, q.node());
                    w.signed(q.frameId());
                    w.name(names, q.port());
                    w.signed(q.priority());
                    w.signed(q.bytes());
                    w.signed(q.frames());
                    w.signed(q.kmin());
                    w.signed(q.kmax());
                    w.signed(names.number(q.pmax()));
                    return true;
                }
                case FrameOnLink l -> {
                    stamp(w, FRAME_ON_LINK, l.stamp());
                    w.name(names, l.node());
                    w.signed(l.frameId());
                    w.name(names, l.link());
                    w.name(names, l.from());
                    w.name(names, l.to());
                    w.signed(l.depart() - l.time());
                    w.signed(l.arrive() - l.depart());
                    return true;
                }
                default -> {
                    return false;
                }
            }
        }

        /** Kind, time and cause; the sequence number is the event's place. */
        private static void stamp(Writer w, byte kind, Stamp s) {
            w.raw(kind);
            w.whole(s.time());
            w.signed(s.seq() - s.cause());
        }

        private static TraceEvent unpack(Reader r, long seq, Object[] names) {
            byte kind = r.raw();
            long time = r.whole();
            Stamp s = new Stamp(seq, time, seq - r.signed());
            return switch (kind) {
                case QUEUE_DEPTH -> new QueueDepth(s, (String) names[r.index()], r.signed(), (String) names[r.index()], (int) r.signed(), r.signed(),
                        (int) r.signed(), r.signed(), r.signed(), (Double) names[r.index()]);
                case FRAME_ON_LINK -> {
                    String node = (String) names[r.index()];
                    long frameId = r.signed();
                    String link = (String) names[r.index()];
                    String from = (String) names[r.index()];
                    String to = (String) names[r.index()];
                    long depart = time + r.signed();
                    yield new FrameOnLink(s, node, frameId, link, from, to, depart, depart + r.signed());
                }
                default -> throw new IllegalStateException("packed event of unknown kind " + kind + " at " + seq);
            };
        }
    }

    /**
     * The names (and Pmax values) packed events refer to, by number: a run has a few hundred
     * ports and links however long it runs. Numbers only grow, so a snapshot's copy of the table
     * holds every name its chunks use.
     */
    static final class Names {

        private static final int RECENT = 1024;

        private final Map<Object, Integer> numbers = new HashMap<>();
        private final Object[] recent = new Object[RECENT];
        private final int[] recentNumbers = new int[RECENT];
        private long lastBits;
        private int lastDouble = -1;
        private Object[] values = new Object[64];
        private int count;

        int number(Object value) {
            // the same few String instances come again and again: most numbers are found by identity
            int slot = System.identityHashCode(value) & RECENT - 1;
            if (recent[slot] == value) {
                return recentNumbers[slot];
            }
            Integer n = numbers.get(value);
            if (n == null) {
                n = count;
                if (count == values.length) {
                    values = Arrays.copyOf(values, count * 2);
                }
                values[count++] = value;
                numbers.put(value, n);
            }
            recent[slot] = value;
            recentNumbers[slot] = n;
            return n;
        }

        /** The number of a Pmax: a run has a few, and one in a row mostly. */
        int number(double value) {
            long bits = Double.doubleToRawLongBits(value);
            if (lastBits != bits || lastDouble < 0) {
                lastBits = bits;
                lastDouble = number((Object) value);
            }
            return lastDouble;
        }

        /** The table as it stands, with room to spare (never written again below its count). */
        Object[] all() {
            return values;
        }
    }

    /** Variable-length numbers: 7 bits a byte, signed ones zig-zagged. */
    private static final class Writer {

        private byte[] bytes = new byte[CHUNK * 16];
        private int length;

        void raw(byte b) {
            bytes[length++] = b;
        }

        void signed(long v) {
            long u = v << 1 ^ v >> 63;
            byte[] b = bytes;
            int n = length;
            while ((u & ~0x7FL) != 0) {
                b[n++] = (byte) (u & 0x7F | 0x80);
                u >>>= 7;
            }
            b[n++] = (byte) u;
            length = n;
        }

        /** A number of eight bytes as it is (a time in nanoseconds takes five or six as a varint, and longer to write). */
        void whole(long v) {
            LONGS.set(bytes, length, v);
            length += Long.BYTES;
        }

        void name(Names names, Object value) {
            signed(names.number(value));
        }

        private void ensure(int n) {
            if (length + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, bytes.length * 2);
            }
        }

        byte[] bytes() {
            return Arrays.copyOf(bytes, length);
        }
    }

    private static final class Reader {

        private final byte[] bytes;
        private int at;

        Reader(byte[] bytes, int at) {
            this.bytes = bytes;
            this.at = at;
        }

        byte raw() {
            return bytes[at++];
        }

        long whole() {
            long v = (long) LONGS.get(bytes, at);
            at += Long.BYTES;
            return v;
        }

        long signed() {
            long u = 0;
            int shift = 0;
            byte b;
            do {
                b = bytes[at++];
                u |= (long) (b & 0x7F) << shift;
                shift += 7;
            } while (b < 0);
            return u >>> 1 ^ -(u & 1);
        }

        int index() {
            return (int) signed();
        }
    }
}
