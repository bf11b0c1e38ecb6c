package rdma.workbench.engine.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The cases under a catalogue's folder: each sub-folder an area, each scenario file in it a case, both in name order.
 * Folders without scenarios (the catalogue's topologies) are no area.
 */
public final class Catalogue {

    private Catalogue() {
    }

    /**
     * The cases under {@code root} whose area or id starts with {@code filter} (all when it is null or empty).
     *
     * @throws IOException when {@code root} is not a readable folder
     */
    public static List<ConformanceCase> under(Path root, String filter) throws IOException {
        if (!Files.isDirectory(root)) {
            throw new IOException(root + (Files.exists(root) ? " is not a folder" : ": no such folder"));
        }
        List<ConformanceCase> cases = new ArrayList<>();
        for (Path area : sorted(root)) {
            if (!Files.isDirectory(area)) {
                continue;
            }
            for (Path file : sorted(area)) {
                String f = file.getFileName().toString();
                String suffix = ".rdmaflow";
                if (Files.isRegularFile(file) && f.endsWith(suffix)) {
                    ConformanceCase c = new ConformanceCase(area.getFileName().toString(), f.substring(0, f.length() - suffix.length()), file);
                    if (filter == null || filter.isEmpty() || c.id().startsWith(filter)) {
                        cases.add(c);
                    }
                }
            }
        }
        return cases;
    }

    private static List<Path> sorted(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
