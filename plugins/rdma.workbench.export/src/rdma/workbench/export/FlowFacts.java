package rdma.workbench.export;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;

/**
 * What every export of a scenario reads the same way: a data attribute's bytes, a name as an identifier, which
 * program owns a GID the scenario points at (and so publishes it through the exchange), the build hash.
 */
public final class FlowFacts {

    private FlowFacts() {
    }

    /** The bytes a data attribute gives; HEX must be pairs of hex digits (spaces allowed), as the engine reads it. */
    public static byte[] data(Step s, String data, DataFormat format) throws ExportException {
        if (data == null) {
            return new byte[0];
        }
        if (format != DataFormat.HEX) {
            return data.getBytes(StandardCharsets.UTF_8);
        }
        String hex = data.replaceAll("\\s", "");
        if (hex.length() % 2 != 0 || !hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw new ExportException(ModelLabels.of(s) + ": \"" + data + "\" is not HEX data (pairs of hex digits)");
        }
        return HexFormat.of().parseHex(hex);
    }

    /** {@code name} as an identifier of lower-case letters, digits and underscores, {@code fallback} when nothing is left. */
    public static String identifier(String name, String fallback) {
        if (name == null || name.isBlank()) {
            return fallback;
        }
        StringBuilder b = new StringBuilder();
        for (char c : name.toLowerCase(Locale.ROOT).toCharArray()) {
            b.append(c < 128 && Character.isLetterOrDigit(c) ? c : '_');
        }
        String s = b.toString().replaceAll("_+", "_").replaceAll("^_|_$", "");
        if (s.isEmpty()) {
            return fallback;
        }
        return Character.isDigit(s.charAt(0)) ? fallback + "_" + s : s;
    }

    /** {@code text} in lines of at most {@code width} characters, broken between words. */
    public static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder l = new StringBuilder();
        for (String w : text.strip().split("\\s+")) {
            if (!l.isEmpty() && l.length() + 1 + w.length() > width) {
                lines.add(l.toString());
                l.setLength(0);
            }
            l.append(l.isEmpty() ? "" : " ").append(w);
        }
        if (!l.isEmpty()) {
            lines.add(l.toString());
        }
        return lines;
    }

    /** The program of {@code programs} that runs on the device a GID belongs to (it tells the others that GID), or null. */
    public static Program programOn(List<Program> programs, GidEntry g) {
        if (!(g.eContainer() instanceof Port port) || !(port.eContainer() instanceof Rnic rnic)) {
            return null;
        }
        for (Program p : programs) {
            if (Programs.device(p) == rnic) {
                return p;
            }
        }
        return null;
    }

    /** The number of the port a GID belongs to. */
    public static int portOf(GidEntry g) {
        return g.eContainer() instanceof Port p ? p.getPortNumber() : 1;
    }

    /** The exchange key under which the program on a GID's device publishes it. */
    public static String gidKey(List<Program> programs, GidEntry g) {
        return programOn(programs, g).getName() + "/gid-" + portOf(g) + "-" + g.getIndex();
    }

    /** The first 8 bytes of the SHA-256 of {@code text}, in hex: what two builds compare before they pair. */
    public static String hash(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JVM has no SHA-256", e);
        }
    }
}
