package rdma.workbench.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;

import rdma.workbench.engine.fabric.LinkEnd;
import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.validation.ModelValidation;

/**
 * {@code run FILE.rdmaflow [--pcap DIR] [--json] [--verbose] [--seed N]}: runs a scenario, prints its trace
 * (--verbose adds every link hop and step boundary; --json prints every event as an object),
 * and exits 1 when a completion, a verb result or a memory check differs from what the scenario
 * expects (printing which), 2 when the scenario cannot run at all.
 */
final class RunCommand {

    private final PrintStream out;
    private final PrintStream err;

    RunCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        Path file = null;
        Path pcapDir = null;
        boolean json = false;
        boolean verbose = false;
        Long seed = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--pcap" -> {
                    if (++i >= args.length) {
                        return usage("--pcap needs a directory");
                    }
                    pcapDir = Path.of(args[i]);
                }
                case "--json" -> json = true;
                case "--verbose" -> verbose = true;
                case "--seed" -> {
                    if (++i >= args.length) {
                        return usage("--seed needs a number");
                    }
                    try {
                        seed = Long.parseLong(args[i]);
                    } catch (NumberFormatException e) {
                        return usage("--seed takes a whole number, not '" + args[i] + "'");
                    }
                }
                default -> {
                    if (args[i].startsWith("--") || file != null) {
                        return usage("unexpected argument '" + args[i] + "'");
                    }
                    file = Path.of(args[i]);
                }
            }
        }
        if (file == null) {
            return usage("which scenario? give a .rdmaflow file");
        }
        if (!Files.isRegularFile(file)) {
            err.println(file + ": no such file");
            return 2;
        }
        Scenario scenario;
        try {
            scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), Scenario.class);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> err.println(p + " [error]"));
            return 2;
        }
        Diagnostic d = ModelValidation.validate(scenario);
        boolean errors = false;
        for (Diagnostic c : d.getChildren()) {
            if (c.getSeverity() >= Diagnostic.WARNING) {
                err.println(file + ": " + (c.getSeverity() >= Diagnostic.ERROR ? "error" : "warning") + ": " + c.getMessage());
                errors |= c.getSeverity() >= Diagnostic.ERROR;
            }
        }
        if (errors) {
            err.println(file + ": not run: the scenario breaks the rules above (see ./rdmawb validate)");
            return 2;
        }
        Session session;
        try {
            session = seed == null ? ScenarioLoader.load(scenario) : ScenarioLoader.load(scenario, seed);
        } catch (LoadException e) {
            err.println(file + ": cannot run: " + e.getMessage());
            return 2;
        }
        boolean asJson = json;
        boolean all = verbose;
        if (!asJson) {
            out.println("scenario: " + scenario.getTitle() + "  (topology " + scenario.getTopology().getName() + ", seed "
                    + session.simulation().seed() + ")");
        }
        if (pcapDir != null) {
            session.fabric().setCapturing(true);
        }
        session.trace().addListener(e -> {
            if (asJson) {
                out.println(TraceJson.of(e));
            } else if (all || TraceFormat.shownByDefault(e)) {
                out.println(TraceFormat.line(e));
            }
        });
        try {
            session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        } catch (EngineFault f) {
            return internalError(file, f);
        }
        if (pcapDir != null) {
            try {
                writeCaptures(session, pcapDir);
            } catch (IOException e) {
                err.println("cannot write the captures to " + pcapDir + ": " + e.getMessage());
                return 2;
            }
        }
        List<String> problems = session.problems();
        long completions = session.trace().events().stream().filter(e -> e instanceof CompletionQueued c && !c.lost()).count();
        long packets = session.trace().events().stream().filter(e -> e instanceof PacketSent).count();
        String summary = String.format(java.util.Locale.ROOT, "%d packets, %d completions, %.3f us simulated", packets, completions,
                session.simulation().now() / 1000.0);
        if (problems.isEmpty()) {
            (asJson ? err : out).println("PASS: every program finished as the scenario expects (" + summary + ")");
            return 0;
        }
        for (String p : problems) {
            (asJson ? err : out).println("FAIL: " + p);
        }
        (asJson ? err : out).println("FAIL: " + problems.size() + " difference(s) from the scenario's expectations (" + summary + ")");
        return 1;
    }

    /**
     * An engine defect: one line for the user naming the event and where the programs were, and the
     * details (with the stack trace) in a file the line names.
     */
    private int internalError(Path file, EngineFault f) {
        Path report;
        try {
            report = Files.createTempFile("rdmawb-internal-error-", ".txt");
            java.io.StringWriter w = new java.io.StringWriter();
            f.printStackTrace(new java.io.PrintWriter(w));
            Files.writeString(report, "scenario: " + file.toAbsolutePath() + "\n" + w);
        } catch (IOException e) {
            report = null;
        }
        err.println(file + ": " + f.getMessage());
        err.println(report == null ? "(the details could not be written to a file)" : "details: " + report + " (please attach it to a bug report)");
        return 2;
    }

    private void writeCaptures(Session session, Path dir) throws IOException {
        Files.createDirectories(dir);
        for (LinkEnd port : session.fabric().ports()) {
            if (port.capture().isEmpty()) {
                continue;
            }
            Path file = dir.resolve(port.name().replace('/', '_') + ".pcap");
            try (OutputStream o = Files.newOutputStream(file)) {
                Pcap.Writer w = new Pcap.Writer(o);
                for (Pcap.Record r : port.capture()) {
                    w.write(r.timeNanos(), r.data());
                }
            }
            err.println("wrote " + file + " (" + port.capture().size() + " frames)");
        }
    }

    private int usage(String problem) {
        err.println("rdmawb run: " + problem);
        err.println("usage: rdmawb run FILE.rdmaflow [--pcap DIR] [--json] [--verbose] [--seed N]");
        return 2;
    }
}
