package rdma.workbench.engine.trace;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.HexFormat;

import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.engine.wire.PacketText;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.SplitFrame;

/**
 * A trace event as one JSON object: seq, time_ns, cause and type first, then every field of the
 * event's record by its name in snake_case — so a new field shows up without touching this class.
 * A packet becomes its opcode, PSN, destination QP and one-line description; frame bytes are hex.
 */
public final class TraceJson {

    private TraceJson() {
    }

    public static String of(TraceEvent e) {
        StringBuilder b = new StringBuilder("{\"seq\":").append(e.seq()).append(",\"time_ns\":").append(e.time()).append(",\"cause\":")
                .append(e.cause()).append(",\"type\":").append(quote(e.getClass().getSimpleName()));
        for (RecordComponent c : e.getClass().getRecordComponents()) {
            if (c.getName().equals("stamp")) {
                continue;
            }
            Object v;
            try {
                v = c.getAccessor().invoke(e);
            } catch (ReflectiveOperationException ex) {
                throw new IllegalStateException(ex);
            }
            b.append(',').append(quote(snake(c.getName()))).append(':');
            value(b, v);
        }
        return b.append('}').toString();
    }

    private static void value(StringBuilder b, Object v) {
        switch (v) {
            case null -> b.append("null");
            case Double d when d.isNaN() || d.isInfinite() -> b.append("null");
            case Number n -> b.append(n);
            case Boolean bool -> b.append(bool);
            case Enum<?> en -> b.append(quote(en.name()));
            case byte[] bytes -> b.append(quote(HexFormat.of().formatHex(bytes)));
            case SplitFrame f -> b.append(quote(HexFormat.of().formatHex(f.toBytes())));
            case int[] ints -> b.append(Arrays.toString(ints).replace(" ", ""));
            case RocePacket p -> b.append("{\"opcode\":").append(quote(p.opcode().name())).append(",\"psn\":").append(p.bth().psn())
                    .append(",\"dest_qp\":").append(p.bth().destQp()).append(",\"summary\":").append(quote(PacketText.describe(p))).append('}');
            case WorkCompletion wc -> b.append("{\"wr_id\":").append(wc.wrId()).append(",\"status\":").append(quote(wc.status().name()))
                    .append(",\"opcode\":").append(wc.opcode() == null ? "null" : quote(wc.opcode().name())).append(",\"byte_len\":")
                    .append(wc.byteLen()).append(",\"imm_data\":").append(wc.immData()).append(",\"qp_num\":").append(wc.qpNum())
                    .append(",\"src_qp\":").append(wc.srcQp()).append(",\"grh\":").append(wc.grh()).append('}');
            default -> b.append(quote(v.toString()));
        }
    }

    /** The JSON key of a record component: its name in snake_case ("frameId" is "frame_id"). */
    public static String snake(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase();
    }

    public static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : (s == null ? "" : s).toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
