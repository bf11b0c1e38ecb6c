package rdma.workbench.debug.ui.details;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.wire.Dissection;
import rdma.workbench.engine.wire.Field;
import rdma.workbench.engine.wire.Layer;

/**
 * A row of the Packet Details tree: a layer or a field of one, with the note that says what it
 * means in this frame (from {@link FieldNotes}). Rows know their parent, so a byte clicked in the
 * hex pane can reveal its field.
 */
final class DetailNode {

    final Layer layer;
    final Field field;
    final DetailNode parent;
    final List<DetailNode> children = new ArrayList<>();
    String note;

    private DetailNode(Layer layer, Field field, DetailNode parent) {
        this.layer = layer;
        this.field = field;
        this.parent = parent;
    }

    /** The rows of a dissection: a row per layer, holding its fields and their parts. */
    static List<DetailNode> of(Dissection d) {
        List<DetailNode> out = new ArrayList<>();
        for (Layer l : d.layers()) {
            DetailNode n = new DetailNode(l, null, null);
            for (Field f : l.fields()) {
                n.children.add(field(l, f, n));
            }
            out.add(n);
        }
        return out;
    }

    /** Every row of {@code rows} and below them, depth first. */
    static List<DetailNode> everyRow(List<DetailNode> rows) {
        List<DetailNode> all = new ArrayList<>();
        rows.forEach(r -> r.collect(all));
        return all;
    }

    private static DetailNode field(Layer l, Field f, DetailNode parent) {
        DetailNode n = new DetailNode(l, f, parent);
        for (Field p : f.parts()) {
            n.children.add(field(l, p, n));
        }
        return n;
    }

    /** The first byte and the length the row's bits touch. */
    int offset() {
        return field == null ? layer.offset() : field.offset();
    }

    int length() {
        return field == null ? layer.length() : field.byteLength();
    }

    String name() {
        return field == null ? layer.name() : field.name();
    }

    String value() {
        if (field == null) {
            return layer.length() + (layer.length() == 1 ? " byte" : " bytes") + " at " + layer.offset();
        }
        return field.display();
    }

    /** What the value means, and what it means here. */
    String meaning() {
        String m = field == null ? layer.problem() : field.meaning();
        if (note == null) {
            return m == null ? "" : m;
        }
        return m == null || m.isEmpty() ? note : m + "; " + note;
    }

    boolean isProblem() {
        return field == null && layer.problem() != null;
    }

    /** Every row below and including this one, depth first. */
    void collect(List<DetailNode> into) {
        into.add(this);
        for (DetailNode c : children) {
            c.collect(into);
        }
    }

    /** The text of the row and of the rows below it, indented: "Copy Details as Text". */
    void appendText(StringBuilder b, int depth) {
        b.append("    ".repeat(depth)).append(name());
        String v = value();
        if (!v.isEmpty()) {
            b.append(": ").append(v);
        }
        String m = meaning();
        if (!m.isEmpty()) {
            b.append(" (").append(m).append(')');
        }
        b.append('\n');
        for (DetailNode c : children) {
            c.appendText(b, depth + 1);
        }
    }
}
