package rdma.workbench.export.c;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import rdma.workbench.export.FlowFacts;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;

/** C identifiers for the scenario's programs and steps: readable, unique, never a keyword. */
final class CNames {

    private final Map<Object, String> names = new HashMap<>();
    private final Set<String> taken = new HashSet<>();

    String of(Program p) {
        String n = names.get(p);
        if (n == null) {
            n = unique(FlowFacts.identifier(p.getName(), "program"));
            names.put(p, n);
        }
        return n;
    }

    /** The step's object as a C variable: program_step. */
    String of(Step s) {
        String n = names.get(s);
        if (n == null) {
            Program p = (Program) s.eContainer();
            String step = s.getName() == null || s.getName().isBlank() ? "step" + (p.getSteps().indexOf(s) + 1) : s.getName();
            n = unique(of(p) + "_" + FlowFacts.identifier(step, "step"));
            names.put(s, n);
        }
        return n;
    }

    private String unique(String base) {
        String n = base;
        for (int i = 2; !taken.add(n); i++) {
            n = base + "_" + i;
        }
        return n;
    }


    /** {@code s} as a C string literal. */
    static String literal(String s) {
        return bytes(s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** Bytes as a C string literal (may hold NULs; its length is given beside it). */
    static String bytes(byte[] data) {
        StringBuilder b = new StringBuilder("\"");
        for (byte x : data) {
            int c = x & 0xFF;
            if (c == '"' || c == '\\') {
                b.append('\\').append((char) c);
            } else if (c >= 0x20 && c < 0x7F && c != '?') {
                b.append((char) c);
            } else {
                b.append(String.format(Locale.ROOT, "\\%03o", c));
            }
        }
        return b.append('"').toString();
    }

    /** Text for inside a C comment. */
    static String comment(String s) {
        return s == null ? "" : s.replace("*/", "* /").replace("\r", "");
    }
}
