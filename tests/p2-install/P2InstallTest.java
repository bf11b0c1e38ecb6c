import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The p2 install test's checks, after the p2 director has installed the feature into a copy of the plain platform:
 * the plain platform had none of the feature's bundles nor the libraries only RDMA Workbench needs; the install put
 * all of them into bundles.info; the installed workbench starts, its check bundle opens the examples
 * (rdma.workbench.installcheck) and reports exactly what opened, it exits normally and its log has no error.
 *
 * Usage: java P2InstallTest.java PLAIN_PLATFORM INSTALLED_PLATFORM FEATURE_XML WORK_DIR
 * Exit 0 when all hold, else 1 with every problem found.
 */
public class P2InstallTest {

    static final String CHECK_BUNDLE = "rdma.workbench.installcheck";
    /** Required by the feature's bundles but not part of a plain Eclipse platform: the update site must bring them. */
    static final List<String> ONLY_FOR_RDMA = List.of("org.eclipse.gef", "org.eclipse.draw2d", "org.eclipse.emf.edit",
            "org.eclipse.elk.core", "org.eclipse.elk.alg.layered", "org.eclipse.swtchart");
    static final String EXPECTED_REPORT = """
            opened rdma-examples/topologies/erdma-pair.rdmatopo in rdma.workbench.editor.topologyDiagram
            opened rdma-examples/scenarios/rc-send-recv.rdmaflow in rdma.workbench.ui.scenarioEditor
            """;
    static final int START_TIMEOUT_SECONDS = 240;
    static final Path BUNDLES_INFO = Path.of("configuration/org.eclipse.equinox.simpleconfigurator/bundles.info");

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            System.err.println("usage: java P2InstallTest.java PLAIN_PLATFORM INSTALLED_PLATFORM FEATURE_XML WORK_DIR");
            System.exit(2);
        }
        Path plain = Path.of(args[0]).toAbsolutePath();
        Path installed = Path.of(args[1]).toAbsolutePath();
        Path work = Path.of(args[3]).toAbsolutePath();
        List<String> problems = new ArrayList<>();

        Set<String> feature = featurePlugins(Path.of(args[2]));
        Set<String> plainBundles = bundles(plain);
        Set<String> installedBundles = bundles(installed);
        Set<String> expectedNew = new LinkedHashSet<>(feature);
        expectedNew.addAll(ONLY_FOR_RDMA);
        expectedNew.add(CHECK_BUNDLE);
        for (String id : expectedNew) {
            if (plainBundles.contains(id)) {
                problems.add("the plain platform " + plain + " already has " + id + ": it would hide a bundle missing from the update site");
            } else if (!installedBundles.contains(id)) {
                problems.add("the p2 install did not add " + id + " to " + installed.resolve(BUNDLES_INFO));
            }
        }
        if (!problems.isEmpty()) {
            fail(problems, null);
        }
        Set<String> added = new TreeSet<>(installedBundles);
        added.removeAll(plainBundles);
        System.out.println("p2 install test: the install added " + added.size() + " bundles to the plain platform's "
                + plainBundles.size() + ": " + String.join(", ", added));

        if (System.getenv("DISPLAY") == null) {
            fail(List.of("DISPLAY is not set: the installed workbench needs a display (./rdmawb test starts Xvfb)"), null);
        }
        Path workspace = work.resolve("workspace");
        Path result = work.resolve("result.txt");
        Path console = work.resolve("console.log");
        Files.createDirectories(work);
        long started = System.nanoTime();
        Process eclipse = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), "-Xmx1g",
                "-Drdma.installcheck.result=" + result, "-jar", launcherJar(installed).toString(),
                "-data", workspace.toString(), "-nosplash", "-consoleLog")
                .directory(installed.toFile()).redirectErrorStream(true).redirectOutput(console.toFile()).start();
        if (!eclipse.waitFor(START_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            eclipse.destroyForcibly().waitFor();
            problems.add("the installed workbench did not exit within " + START_TIMEOUT_SECONDS + " s");
        } else if (eclipse.exitValue() != 0) {
            problems.add("the installed workbench exited with " + eclipse.exitValue());
        }
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started);

        if (!Files.exists(result)) {
            problems.add(CHECK_BUNDLE + " wrote no result to " + result + " (it did not run: not installed, not resolved, or the workbench did not start)");
        } else {
            String report = Files.readString(result);
            if (!report.equals(EXPECTED_REPORT)) {
                problems.add("the installed workbench reported:\n" + report + "instead of:\n" + EXPECTED_REPORT);
            }
        }
        List<String> errors = logErrors(workspace.resolve(".metadata/.log"));
        if (!errors.isEmpty()) {
            problems.add(errors.size() + " error(s) in " + workspace.resolve(".metadata/.log") + ":\n" + String.join("\n", errors));
        }
        if (!problems.isEmpty()) {
            fail(problems, console);
        }
        System.out.print("p2 install test: the installed workbench started, " + EXPECTED_REPORT.replace("\n", "; ")
                + "exited with 0 and logged no error, in " + seconds + " s\n");
    }

    /** The plug-ins and fragments feature.xml lists. */
    static Set<String> featurePlugins(Path featureXml) throws IOException {
        Set<String> ids = new LinkedHashSet<>();
        Matcher m = Pattern.compile("<plugin\\s+id=\"([^\"]+)\"").matcher(Files.readString(featureXml));
        while (m.find()) {
            ids.add(m.group(1));
        }
        if (ids.isEmpty()) {
            fail(List.of(featureXml + " lists no plugin"), null);
        }
        return ids;
    }

    /** Symbolic names in simpleconfigurator's bundles.info: what the installation starts with. */
    static Set<String> bundles(Path installation) throws IOException {
        Path info = installation.resolve(BUNDLES_INFO);
        if (!Files.exists(info)) {
            fail(List.of(info + " does not exist: " + installation + " is not a materialized Eclipse installation"), null);
        }
        Set<String> ids = new TreeSet<>();
        for (String line : Files.readAllLines(info)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                ids.add(line.substring(0, line.indexOf(',')));
            }
        }
        return ids;
    }

    static Path launcherJar(Path installation) throws IOException {
        try (Stream<Path> plugins = Files.list(installation.resolve("plugins"))) {
            return plugins.filter(p -> p.getFileName().toString().matches("org\\.eclipse\\.equinox\\.launcher_.*\\.jar"))
                    .findFirst().orElseThrow(() -> new IOException("no org.eclipse.equinox.launcher jar in " + installation.resolve("plugins")));
        }
    }

    /** The entries of severity ERROR (4, IStatus.ERROR) in an Eclipse log, each with its message and its exceptions and
     *  their causes; stack frames are left to the log itself, which the failure names. */
    static List<String> logErrors(Path log) throws IOException {
        List<String> errors = new ArrayList<>();
        if (!Files.exists(log)) {
            return errors;
        }
        StringBuilder entry = null;
        for (String line : Files.readAllLines(log)) {
            if (line.startsWith("!ENTRY ")) {
                if (entry != null) {
                    errors.add(entry.toString());
                }
                String[] fields = line.split(" ");
                entry = fields.length > 2 && fields[2].equals("4") ? new StringBuilder(line) : null;
            } else if (line.startsWith("!SESSION")) {
                if (entry != null) {
                    errors.add(entry.toString());
                }
                entry = null;
            } else if (entry != null && !line.startsWith("\tat ") && !line.startsWith("\t... ")) {
                entry.append('\n').append(line);
            }
        }
        if (entry != null) {
            errors.add(entry.toString());
        }
        return errors;
    }

    static void fail(List<String> problems, Path console) {
        StringBuilder message = new StringBuilder("p2 install test FAILED:\n");
        problems.forEach(p -> message.append("- ").append(p).append('\n'));
        if (console != null && Files.exists(console)) {
            try {
                List<String> lines = Files.readAllLines(console);
                message.append("last lines of the installed workbench's console (").append(console).append("):\n");
                lines.subList(Math.max(0, lines.size() - 40), lines.size()).forEach(l -> message.append("  ").append(l).append('\n'));
            } catch (IOException e) {
                message.append("(cannot read ").append(console).append(": ").append(e.getMessage()).append(")\n");
            }
        }
        System.err.print(message);
        System.exit(1);
    }
}
