package rdma.workbench.debug.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON value (RFC 8259) into maps (in key order), lists, strings, longs, doubles,
 * booleans and null. A broken text is refused with the line, the column and what was expected;
 * so is one nested deeper than {@link #MAX_DEPTH} (RFC 8259 section 9 lets a parser limit the
 * nesting), before the reader's recursion could exhaust the thread's stack.
 */
final class JsonReader {

    /** JSON that cannot be read, with where and why. */
    static final class JsonException extends Exception {
        private static final long serialVersionUID = 1L;

        JsonException(String message) {
            super(message);
        }
    }

    /** Far deeper than a saved run nests (an event's fields hold objects three levels down). */
    static final int MAX_DEPTH = 64;

    private final String text;
    private final int lineOffset;
    private int pos;
    private int depth;

    private JsonReader(String text, int lineOffset) {
        this.text = text;
        this.lineOffset = lineOffset;
    }

    /** The value {@code text} holds; {@code line} is the text's first line in its file, for messages. */
    static Object parse(String text, int line) throws JsonException {
        JsonReader r = new JsonReader(text, line - 1);
        r.space();
        Object v = r.value();
        r.space();
        if (r.pos < text.length()) {
            throw r.error("nothing after the value");
        }
        return v;
    }

    private JsonException error(String what) {
        int line = 1;
        int col = 1;
        for (int i = 0; i < Math.min(pos, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                col = 1;
            } else {
                col++;
            }
        }
        return new JsonException("line " + (line + lineOffset) + ", column " + col + ": " + what);
    }

    private void space() {
        while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    private Object value() throws JsonException {
        if (pos >= text.length()) {
            throw error("a value expected, the text ends");
        }
        char c = text.charAt(pos);
        if ((c == '{' || c == '[') && depth == MAX_DEPTH) {
            throw error("objects and arrays nested more than " + MAX_DEPTH + " deep: no saved run nests so deep");
        }
        return switch (c) {
            case '{' -> nested(this::object);
            case '[' -> nested(this::array);
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (c == '-' || c >= '0' && c <= '9') {
                    yield number();
                }
                throw error("a value expected, found '" + c + "'");
            }
        };
    }

    private interface Part {
        Object read() throws JsonException;
    }

    private Object nested(Part p) throws JsonException {
        depth++;
        try {
            return p.read();
        } finally {
            depth--;
        }
    }

    private Object word(String w, Object v) throws JsonException {
        if (!text.startsWith(w, pos)) {
            throw error("'" + w + "' expected");
        }
        pos += w.length();
        return v;
    }

    private Map<String, Object> object() throws JsonException {
        Map<String, Object> m = new LinkedHashMap<>();
        pos++;
        space();
        if (pos < text.length() && text.charAt(pos) == '}') {
            pos++;
            return m;
        }
        while (true) {
            space();
            if (pos >= text.length() || text.charAt(pos) != '"') {
                throw error("a key in quotes expected");
            }
            String key = string();
            space();
            expect(':');
            space();
            if (m.containsKey(key)) {
                throw error("the key \"" + key + "\" appears twice in one object");
            }
            m.put(key, value());
            space();
            if (pos < text.length() && text.charAt(pos) == ',') {
                pos++;
                continue;
            }
            expect('}');
            return m;
        }
    }

    private List<Object> array() throws JsonException {
        List<Object> l = new ArrayList<>();
        pos++;
        space();
        if (pos < text.length() && text.charAt(pos) == ']') {
            pos++;
            return l;
        }
        while (true) {
            space();
            l.add(value());
            space();
            if (pos < text.length() && text.charAt(pos) == ',') {
                pos++;
                continue;
            }
            expect(']');
            return l;
        }
    }

    private void expect(char c) throws JsonException {
        if (pos >= text.length() || text.charAt(pos) != c) {
            throw error("'" + c + "' expected" + (pos >= text.length() ? ", the text ends" : ", found '" + text.charAt(pos) + "'"));
        }
        pos++;
    }

    private String string() throws JsonException {
        StringBuilder b = new StringBuilder();
        pos++;
        while (true) {
            if (pos >= text.length()) {
                throw error("the string is not closed");
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return b.toString();
            }
            if (c == '\\') {
                if (pos >= text.length()) {
                    throw error("the string is not closed");
                }
                char e = text.charAt(pos++);
                switch (e) {
                    case '"', '\\', '/' -> b.append(e);
                    case 'b' -> b.append('\b');
                    case 'f' -> b.append('\f');
                    case 'n' -> b.append('\n');
                    case 'r' -> b.append('\r');
                    case 't' -> b.append('\t');
                    case 'u' -> {
                        if (pos + 4 > text.length()) {
                            throw error("\\u needs four hex digits");
                        }
                        try {
                            b.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        } catch (NumberFormatException x) {
                            throw error("\\u needs four hex digits");
                        }
                        pos += 4;
                    }
                    default -> throw error("unknown escape \\" + e);
                }
            } else if (c < 0x20) {
                throw error("a control character inside a string");
            } else {
                b.append(c);
            }
        }
    }

    private Object number() throws JsonException {
        int start = pos;
        if (text.charAt(pos) == '-') {
            pos++;
        }
        boolean fraction = false;
        while (pos < text.length() && "0123456789.eE+-".indexOf(text.charAt(pos)) >= 0) {
            fraction |= ".eE".indexOf(text.charAt(pos)) >= 0;
            pos++;
        }
        String n = text.substring(start, pos);
        try {
            return fraction ? (Object) Double.parseDouble(n) : (Object) Long.parseLong(n);
        } catch (NumberFormatException e) {
            pos = start;
            throw error("'" + n + "' is not a number");
        }
    }
}
