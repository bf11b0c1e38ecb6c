package rdma.workbench.debug.record;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceJson;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.SplitFrame;

/**
 * A run saved as JSON lines (.rdmarun): a header with the title and the lanes, then every typed
 * event as `rdmawb run --json` prints it — so that output opens too. Reading rebuilds the typed
 * events (a packet from the frame bytes its PacketSent carries) for the same views as a live run.
 * A file that is not a saved run is refused with the line and the rule.
 */
public final class SavedRuns {

    public static final String EXTENSION = "rdmarun";
    private static final String FORMAT = "rdma-workbench-run";

    /** A saved run that cannot be read. */
    public static final class FormatException extends IOException {
        private static final long serialVersionUID = 1L;

        public FormatException(String message) {
            super(message);
        }
    }

    private SavedRuns() {
    }

    /** Writes {@code r}: its header line, then one line per event. */
    public static void write(RunRecord r, Writer w) throws IOException {
        w.write("{\"format\":" + TraceJson.quote(FORMAT) + ",\"version\":1,\"title\":" + TraceJson.quote(r.title()) + ",\"hosts\":" + list(r.hosts())
                + ",\"switches\":" + list(r.switches()) + ",\"now\":" + r.now() + ",\"addresses\":" + addresses(r.hostOfAddress()) + "}\n");
        for (TraceEvent e : r.events()) {
            w.write(TraceJson.of(e));
            w.write('\n');
        }
    }

    private static String addresses(Map<String, String> hostOf) {
        StringBuilder b = new StringBuilder("{");
        for (Map.Entry<String, String> e : new TreeMap<>(hostOf).entrySet()) {
            b.append(b.length() > 1 ? "," : "").append(TraceJson.quote(e.getKey())).append(':').append(TraceJson.quote(e.getValue()));
        }
        return b.append('}').toString();
    }

    private static String list(List<String> names) {
        StringBuilder b = new StringBuilder("[");
        for (String n : names) {
            b.append(b.length() > 1 ? "," : "").append(TraceJson.quote(n));
        }
        return b.append(']').toString();
    }

    /** The run saved in {@code text} (a file named {@code name}). */
    public static RunRecord read(String name, String text) throws FormatException {
        String[] lines = text.split("\n", -1);
        String title = name;
        List<String> hosts = new ArrayList<>();
        List<String> switches = new ArrayList<>();
        long now = -1;
        Map<String, String> hostOf = new HashMap<>();
        List<TraceEvent> events = new ArrayList<>();
        Map<Long, RocePacket> packets = new HashMap<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            Map<String, Object> o;
            try {
                o = JsonReader.parse(line, i + 1) instanceof Map<?, ?> m ? cast(m) : null;
            } catch (JsonReader.JsonException e) {
                throw new FormatException(name + ": " + e.getMessage());
            }
            if (o == null) {
                throw new FormatException(name + ": line " + (i + 1) + ": each line holds one JSON object");
            }
            if (o.containsKey("format")) {
                if (!FORMAT.equals(o.get("format")) || events.size() > 0) {
                    throw new FormatException(name + ": line " + (i + 1) + ": the header of a saved run comes first and says \"format\":\"" + FORMAT + "\"");
                }
                title = string(o, "title", name, i);
                hosts.addAll(strings(o, "hosts", name, i));
                switches.addAll(strings(o, "switches", name, i));
                now = o.get("now") instanceof Long l ? l : -1;
                if (o.get("addresses") instanceof Map<?, ?> a) {
                    a.forEach((k, v) -> {
                        if (k instanceof String ip && v instanceof String host) {
                            hostOf.put(ip, host);
                        }
                    });
                }
                continue;
            }
            TraceEvent e = event(o, packets, name, i + 1);
            if (e.seq() != events.size()) {
                throw new FormatException(name + ": line " + (i + 1) + ": event seq " + e.seq() + " where " + events.size()
                        + " comes next; a saved run holds every event, in order");
            }
            events.add(e);
        }
        if (events.isEmpty()) {
            throw new FormatException(name + ": no events: a saved run has one JSON event per line (rdmawb run --json writes them)");
        }
        Set<String> lanes = new LinkedHashSet<>(hosts);
        return RunRecord.of(title, List.copyOf(lanes), switches, List.copyOf(events), now, null, hostOf);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> cast(Map<?, ?> m) {
        return (Map<String, Object>) m;
    }

    private static String string(Map<String, Object> o, String key, String name, int line) throws FormatException {
        Object v = o.get(key);
        if (!(v instanceof String s)) {
            throw new FormatException(name + ": line " + (line + 1) + ": \"" + key + "\" must be a string");
        }
        return s;
    }

    private static List<String> strings(Map<String, Object> o, String key, String name, int line) throws FormatException {
        Object v = o.get(key);
        List<String> out = new ArrayList<>();
        if (v instanceof List<?> l) {
            for (Object x : l) {
                if (x instanceof String s) {
                    out.add(s);
                    continue;
                }
                throw new FormatException(name + ": line " + (line + 1) + ": \"" + key + "\" must be a list of names");
            }
        }
        return out;
    }

    /**
     * What an event saved before one of its components was recorded stands for it: a queue's RED
     * thresholds and Pmax, not known (-1).
     */
    private static final Map<String, Object> RECORDED_SINCE = Map.of("QueueDepth.kmin", -1L, "QueueDepth.kmax", -1L, "QueueDepth.pmax", -1.0);

    /** The typed event a JSON object describes: its type names the record, its keys the record's components. */
    private static TraceEvent event(Map<String, Object> o, Map<Long, RocePacket> packets, String name, int line) throws FormatException {
        String where = name + ": line " + line + ": ";
        if (!(o.get("type") instanceof String type)) {
            throw new FormatException(where + "an event names its \"type\"");
        }
        Class<?> kind = null;
        for (Class<?> c : TraceEvent.class.getPermittedSubclasses()) {
            if (c.getSimpleName().equals(type)) {
                kind = c;
            }
        }
        if (kind == null) {
            throw new FormatException(where + "\"" + type + "\" is no kind of event");
        }
        RecordComponent[] parts = kind.getRecordComponents();
        Object[] args = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        long frameId = o.get("frame_id") instanceof Long f ? f : -1;
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            String key = TraceJson.snake(parts[i].getName());
            if (types[i] == Stamp.class) {
                args[i] = new Stamp(number(o, "seq", where), number(o, "time_ns", where), number(o, "cause", where));
                continue;
            }
            if (!o.containsKey(key)) {
                Object before = RECORDED_SINCE.get(type + "." + key);
                if (before == null) {
                    throw new FormatException(where + type + " needs \"" + key + "\"");
                }
                args[i] = before;
                continue;
            }
            args[i] = value(types[i], o.get(key), key, o, packets, frameId, where + type + " \"" + key + "\": ");
        }
        try {
            Constructor<?> c = kind.getDeclaredConstructor(types);
            TraceEvent e = (TraceEvent) c.newInstance(args);
            if (e instanceof PacketSent s) {
                packets.put(s.frameId(), s.packet());
            }
            return e;
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new FormatException(where + type + " cannot be made of these values: " + cause.getMessage());
        }
    }

    private static long number(Map<String, Object> o, String key, String where) throws FormatException {
        if (o.get(key) instanceof Long l) {
            return l;
        }
        throw new FormatException(where + "\"" + key + "\" must be a whole number");
    }

    private static Object value(Class<?> t, Object v, String key, Map<String, Object> o, Map<Long, RocePacket> packets, long frameId, String where)
            throws FormatException {
        if (t == String.class) {
            if (v == null || v instanceof String) {
                return v;
            }
        } else if (t == long.class && v instanceof Long l) {
            return l;
        } else if (t == double.class && v instanceof Number n) {
            return n.doubleValue();
        } else if (t == double.class && v == null) {
            return Double.NaN; // JSON has no NaN: the trace writes a value not known (HPCC's utilization before its first ACK) as null
        } else if ((t == int.class || t == Integer.class) && v instanceof Long l && l == l.intValue()) {
            return l.intValue();
        } else if (t == Integer.class && v == null) {
            return null;
        } else if (t == boolean.class && v instanceof Boolean b) {
            return b;
        } else if (t.isEnum() && v instanceof String s) {
            for (Object c : t.getEnumConstants()) {
                if (((Enum<?>) c).name().equals(s)) {
                    return c;
                }
            }
            throw new FormatException(where + "\"" + s + "\" is none of " + Arrays.toString(t.getEnumConstants()));
        } else if (t.isEnum() && v == null) {
            return null;
        } else if ((t == byte[].class || t == SplitFrame.class) && v instanceof String hex) {
            byte[] b;
            try {
                b = HexFormat.of().parseHex(hex);
            } catch (IllegalArgumentException e) {
                throw new FormatException(where + "not hex bytes");
            }
            return t == byte[].class ? b : SplitFrame.whole(b);
        } else if (t == RocePacket.class) {
            return packet(v, o, packets, frameId, where);
        } else if (t == WorkCompletion.class && v == null && key.equals("polled")) {
            // what an ibv_poll_cq returned: null on every other verb call, and absent from runs saved before it was recorded
            return null;
        } else if (t == WorkCompletion.class && v instanceof Map<?, ?> m) {
            Map<String, Object> wc = cast(m);
            return new WorkCompletion(number(wc, "wr_id", where), (WcStatus) value(WcStatus.class, wc.get("status"), "status", wc, packets, -1, where),
                    (WcOpcode) value(WcOpcode.class, wc.get("opcode"), "opcode", wc, packets, -1, where), (int) number(wc, "byte_len", where),
                    wc.get("imm_data") instanceof Long imm ? (Integer) imm.intValue() : null, (int) number(wc, "qp_num", where),
                    (int) number(wc, "src_qp", where), Boolean.TRUE.equals(wc.get("grh")));
        }
        throw new FormatException(where + "a " + t.getSimpleName() + " expected, found " + (v == null ? "null" : v));
    }

    /** A packet: decoded from the event's own frame bytes, or the one its frame was sent with. */
    private static RocePacket packet(Object v, Map<String, Object> o, Map<Long, RocePacket> packets, long frameId, String where) throws FormatException {
        if (v == null) {
            return null;
        }
        if (o.get("frame") instanceof String hex) {
            byte[] frame;
            try {
                frame = HexFormat.of().parseHex(hex);
            } catch (IllegalArgumentException e) {
                throw new FormatException(where + "the frame is not hex bytes");
            }
            if (FrameCodec.decode(frame) instanceof Decoded.Frame f) {
                return f.frame().packet();
            }
            throw new FormatException(where + "the frame is not RoCEv2: " + FrameCodec.decode(frame));
        }
        RocePacket p = packets.get(frameId);
        if (p == null) {
            throw new FormatException(where + "frame #" + frameId + " was never sent before this event");
        }
        return p;
    }
}
