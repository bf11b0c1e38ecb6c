package rdma.workbench.model.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/** The files the generator owns, compared and replaced as a whole. */
final class GeneratedFiles {

    private GeneratedFiles() {
    }

    /** Paths (relative to the two roots) that differ, are missing on one side, or are extra. */
    static List<String> differences(Path expectedRoot, Path actualRoot, List<String> owned) throws IOException {
        List<String> result = new ArrayList<>();
        for (String entry : owned) {
            TreeSet<String> names = new TreeSet<>();
            names.addAll(list(expectedRoot, entry));
            names.addAll(list(actualRoot, entry));
            for (String name : names) {
                Path e = expectedRoot.resolve(name);
                Path a = actualRoot.resolve(name);
                if (!Files.exists(a)) {
                    result.add(name + " (not checked in)");
                } else if (!Files.exists(e)) {
                    result.add(name + " (no longer generated)");
                } else if (!Arrays.equals(Files.readAllBytes(e), Files.readAllBytes(a))) {
                    result.add(name + " (differs)");
                }
            }
        }
        return result;
    }

    /** Replaces every owned path under {@code targetRoot} by the one under {@code sourceRoot}. */
    static void replace(Path sourceRoot, Path targetRoot, List<String> owned) throws IOException {
        for (String entry : owned) {
            delete(targetRoot.resolve(entry));
            for (String name : list(sourceRoot, entry)) {
                Path to = targetRoot.resolve(name);
                Files.createDirectories(to.getParent());
                Files.copy(sourceRoot.resolve(name), to);
            }
        }
    }

    static void delete(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> s = Files.walk(p)) {
            s.sorted(Comparator.reverseOrder()).forEach(f -> {
                try {
                    Files.delete(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    private static List<String> list(Path root, String entry) throws IOException {
        Path start = root.resolve(entry);
        if (!Files.exists(start)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(start)) {
            return s.filter(Files::isRegularFile).map(f -> root.relativize(f).toString().replace('\\', '/')).sorted().toList();
        }
    }
}
