package rdma.workbench.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * ARCHITECTURE.md is the repository's map, and it stays true: every bundle has its heading, every Java package of a
 * bundle its line (and no line names a package that is gone), and every package has tests of its own — a *Test.java
 * in the same package of a test fragment — or a line under "Packages whose tests are elsewhere" saying which.
 */
class ArchitectureMapTest {

    private static final Path PLUGINS = Path.of("..").toAbsolutePath().normalize();
    private static final Path MAP = PLUGINS.resolve("../ARCHITECTURE.md").normalize();
    private static final Pattern PACKAGE_LINE = Pattern.compile("^- `([\\w.]+)` \u2014 ", Pattern.MULTILINE);
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

    private static String map() throws IOException {
        return Files.readString(MAP);
    }

    private static boolean isTestFragment(Path bundle) {
        return bundle.getFileName().toString().endsWith(".tests");
    }

    private static List<Path> bundles() throws IOException {
        try (Stream<Path> s = Files.list(PLUGINS)) {
            return s.filter(Files::isDirectory).filter(b -> Files.exists(b.resolve("pom.xml"))).sorted().toList();
        }
    }

    /** The packages of the Java files below {@code folder}, read from their package lines. */
    private static Set<String> packagesIn(Path folder, boolean testsOnly) throws IOException {
        Set<String> out = new TreeSet<>();
        if (!Files.isDirectory(folder)) {
            return out;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path f : files.filter(p -> p.toString().endsWith(testsOnly ? "Test.java" : ".java")).toList()) {
                Matcher m = PACKAGE.matcher(Files.readString(f));
                if (m.find()) {
                    out.add(m.group(1));
                }
            }
        }
        return out;
    }

    private static Set<String> productionPackages() throws IOException {
        Set<String> out = new TreeSet<>();
        for (Path b : bundles()) {
            if (!isTestFragment(b)) {
                for (String folder : List.of("src", "src-gen", "src/main/java")) {
                    out.addAll(packagesIn(b.resolve(folder), false));
                }
            }
        }
        return out;
    }

    private static Set<String> testedPackages() throws IOException {
        Set<String> out = new TreeSet<>();
        for (Path b : bundles()) {
            out.addAll(packagesIn(b.resolve(isTestFragment(b) ? "src" : "src/test/java"), true));
        }
        return out;
    }

    @Test
    void everyBundleHasItsHeading() throws IOException {
        String map = map();
        List<String> missing = bundles().stream().filter(b -> !isTestFragment(b)).map(b -> b.getFileName().toString())
                .filter(name -> !map.contains("\n### " + name + "\n")).toList();
        assertEquals(List.of(), missing, "bundles without a '### <bundle>' heading in " + MAP);
    }

    @Test
    void everyPackageHasItsLineAndEveryLineItsPackage() throws IOException {
        Set<String> listed = new TreeSet<>();
        Matcher m = PACKAGE_LINE.matcher(map());
        while (m.find()) {
            listed.add(m.group(1));
        }
        Set<String> packages = productionPackages();
        assertTrue(packages.size() > 50, "the bundles' sources were not found from " + PLUGINS);
        Set<String> unlisted = new TreeSet<>(packages);
        unlisted.removeAll(listed);
        Set<String> gone = new TreeSet<>(listed);
        gone.removeAll(packages);
        assertEquals(Set.of(), unlisted, "packages without a '- `package` \u2014 role' line in " + MAP);
        assertEquals(Set.of(), gone, "lines of " + MAP + " naming no package of the sources");
    }

    @Test
    void everyPackageHasTestsOfItsOwnOrSaysWhichCoverIt() throws IOException {
        String map = map();
        int from = map.indexOf("### Packages whose tests are elsewhere");
        assertTrue(from >= 0, "no section 'Packages whose tests are elsewhere' in " + MAP);
        String elsewhere = map.substring(from, map.indexOf("\n## ", from));
        Set<String> untested = productionPackages();
        untested.removeAll(testedPackages());
        untested.removeIf(p -> elsewhere.contains("`" + p + "`"));
        assertEquals(Set.of(), untested, "packages with no *Test.java of their own and no line under 'Packages whose tests are elsewhere'");
    }
}
