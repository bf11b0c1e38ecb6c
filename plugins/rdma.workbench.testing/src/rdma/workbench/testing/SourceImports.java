package rdma.workbench.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What a bundle's hand-written sources use of other code, read as text: every import and every fully qualified name
 * written inline, each with its file, line and the package it is used from. The boundary tests hold each layer to
 * what it may use (ARCHITECTURE.md's dependency rules), so that a forbidden import fails the build, not a review.
 */
public final class SourceImports {

    /** One use: {@code name} (a type, or a package for a wildcard import) used in {@code file} at {@code line}, from {@code fromPackage}. */
    public record Use(Path file, int line, String fromPackage, String name) {

        /** Whether the used name lies in {@code pkg} or a package below it. */
        public boolean uses(String pkg) {
            return name.equals(pkg) || name.startsWith(pkg + ".");
        }

        /** Whether the use is written in {@code pkg} or a package below it. */
        public boolean from(String pkg) {
            return fromPackage.equals(pkg) || fromPackage.startsWith(pkg + ".");
        }

        @Override
        public String toString() {
            return file + ":" + line + ": " + name;
        }
    }

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+?)(?:\\.\\*)?;");
    /** A qualified name written inline: lower-case segments, then a type (upper-case first letter). */
    private static final Pattern QUALIFIED = Pattern.compile("(?<![\\w.])((?:java|javax|org|com|rdma)(?:\\.[a-z]\\w*)+\\.[A-Z]\\w*)");

    private final List<Use> uses;
    private final TreeSet<String> packages;

    private SourceImports(List<Use> uses, TreeSet<String> packages) {
        this.uses = uses;
        this.packages = packages;
    }

    /**
     * The uses in the hand-written sources (src/) of {@code bundle}, a folder beside the test fragment's own in
     * plugins/ (tests run in their fragment's folder).
     */
    public static SourceImports ofBundle(String bundle) {
        return of(Path.of("..", bundle, "src"));
    }

    /** The uses in every .java file below {@code sourceFolder} (a bundle's src/). */
    public static SourceImports of(Path sourceFolder) {
        if (!Files.isDirectory(sourceFolder)) {
            throw new IllegalArgumentException("no source folder " + sourceFolder.toAbsolutePath().normalize());
        }
        List<Use> uses = new ArrayList<>();
        TreeSet<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sourceFolder)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                packages.add(read(f, uses));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new SourceImports(uses, packages);
    }

    /** Adds the uses in {@code file} and returns its package. */
    private static String read(Path file, List<Use> into) throws IOException {
        String text = Files.readString(file);
        Matcher p = PACKAGE.matcher(text);
        String pkg = p.find() ? p.group(1) : "";
        String[] lines = blankCommentsAndStrings(text).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher imp = IMPORT.matcher(line);
            if (imp.find()) {
                into.add(new Use(file, i + 1, pkg, imp.group(1)));
                continue;
            }
            if (line.startsWith("package ")) {
                continue;
            }
            Matcher q = QUALIFIED.matcher(line);
            while (q.find()) {
                into.add(new Use(file, i + 1, pkg, q.group(1)));
            }
        }
        return pkg;
    }

    /** The text with comments and string and character literals replaced by spaces, lines kept where they were. */
    static String blankCommentsAndStrings(String t) {
        StringBuilder out = new StringBuilder(t.length());
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c == '/' && i + 1 < t.length() && t.charAt(i + 1) == '*') {
                int end = t.indexOf("*/", i + 2);
                end = end < 0 ? t.length() : end + 2;
                blank(t, i, end, out);
                i = end;
            } else if (c == '/' && i + 1 < t.length() && t.charAt(i + 1) == '/') {
                int end = t.indexOf('\n', i);
                end = end < 0 ? t.length() : end;
                blank(t, i, end, out);
                i = end;
            } else if (t.startsWith("\"\"\"", i)) {
                int end = t.indexOf("\"\"\"", i + 3);
                end = end < 0 ? t.length() : end + 3;
                blank(t, i, end, out);
                i = end;
            } else if (c == '"' || c == '\'') {
                int end = i + 1;
                while (end < t.length() && t.charAt(end) != c && t.charAt(end) != '\n') {
                    end += t.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(t.length(), end + 1);
                blank(t, i, end, out);
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static void blank(String t, int from, int to, StringBuilder out) {
        for (int k = from; k < to; k++) {
            out.append(t.charAt(k) == '\n' ? '\n' : ' ');
        }
    }

    /** Every use. */
    public List<Use> all() {
        return List.copyOf(uses);
    }

    /**
     * The package cycles among the sources read: each group of packages that use each other, directly or through
     * others, as "a -> b -> a" text, sorted; empty when the packages are layered. Types are told from packages by
     * their capital first letter, as Java's naming convention has it.
     */
    public List<String> packageCycles() {
        Map<String, TreeSet<String>> graph = new TreeMap<>();
        for (String p : packages) {
            graph.put(p, new TreeSet<>());
        }
        for (Use u : uses) {
            String used = packageOf(u.name());
            if (!used.equals(u.fromPackage()) && graph.containsKey(used)) {
                graph.get(u.fromPackage()).add(used);
            }
        }
        List<String> out = new ArrayList<>();
        new Components(graph).groups().forEach(group -> out.add(String.join(" <-> ", group)));
        return out;
    }

    /** The package part of a qualified name: the segments before the first type (a static import's member comes after it). */
    static String packageOf(String name) {
        String[] parts = name.split("\\.");
        int n = 0;
        while (n < parts.length && !Character.isUpperCase(parts[n].charAt(0))) {
            n++;
        }
        return String.join(".", Arrays.asList(parts).subList(0, n));
    }

    /** Tarjan's strongly connected components of a package graph: the groups of more than one package. */
    private static final class Components {

        private final Map<String, TreeSet<String>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final List<String> stack = new ArrayList<>();
        private final List<List<String>> groups = new ArrayList<>();

        Components(Map<String, TreeSet<String>> graph) {
            this.graph = graph;
            for (String v : graph.keySet()) {
                if (!index.containsKey(v)) {
                    visit(v);
                }
            }
        }

        private void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.add(v);
            for (String w : graph.get(v)) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (stack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                List<String> group = new ArrayList<>();
                String w;
                do {
                    w = stack.remove(stack.size() - 1);
                    group.add(w);
                } while (!w.equals(v));
                if (group.size() > 1) {
                    group.sort(null);
                    groups.add(group);
                }
            }
        }

        List<List<String>> groups() {
            return groups;
        }
    }

    /**
     * The uses that break a rule: those {@code forbidden} holds for, each as "file:line: name — rule". An empty list
     * means the rule holds; assert it equal to {@code List.of()} so that a failure lists every breach.
     */
    public List<String> breaking(String rule, Predicate<Use> forbidden) {
        List<String> out = new ArrayList<>();
        for (Use u : uses) {
            if (forbidden.test(u)) {
                out.add(u + " \u2014 " + rule);
            }
        }
        return out;
    }
}
