package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.cli.stats.StatsFiles;
import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.RunTotals;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.trace.TraceJson;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;

/**
 * {@code run FILE.rdmaflow [--pcap DIR] [--stats DIR] [--json] [--verbose] [--seed N]}: runs a scenario, prints its trace
 * (--verbose adds every link hop and step boundary; --json prints every event as an object; --stats writes
 * the congestion statistics as CSV files, see {@link rdma.workbench.cli.stats.StatsTable}),
 * and exits 1 when a completion, a verb result or a memory check differs from what the scenario
 * expects (printing which), 2 when the scenario cannot run at all (its file, or a file it refers
 * to, cannot be read or breaks a rule; the captures or statistics cannot be written; an internal error, reported
 * in one line with the details in a file).
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
        Path statsDir = null;
        boolean json = false;
        boolean verbose = false;
        boolean quiet = false;
        long limit = Session.DEFAULT_LIMIT_NANOS;
        Long seed = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--pcap" -> {
                    if (++i >= args.length) {
                        return usage("--pcap needs a directory");
                    }
                    pcapDir = Path.of(args[i]);
                }
                case "--stats" -> {
                    if (++i >= args.length) {
                        return usage("--stats needs a directory");
                    }
                    statsDir = Path.of(args[i]);
                }
                case "--json" -> json = true;
                case "--verbose" -> verbose = true;
                case "--quiet" -> quiet = true;
                case "--time-limit" -> {
                    if (++i >= args.length) {
                        return usage("--time-limit needs a time, such as 200ms or 1s");
                    }
                    limit = SimulatedTime.parse(args[i]);
                    if (limit < 0) {
                        return usage("--time-limit takes a time from 1ns to 1h, such as 200ms, 1s or 500us, not '" + args[i] + "'");
                    }
                }
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
        if (quiet && (json || verbose)) {
            return usage("--quiet prints the verdict and the totals only; it does not go with " + (json ? "--json" : "--verbose"));
        }
        if (!Files.isRegularFile(file)) {
            err.println(file + (Files.exists(file) ? ": not a file" : ": no such file"));
            return 2;
        }
        if (file.getFileName().toString().endsWith("." + ModelFiles.TOPOLOGY_EXTENSION)) {
            err.println(file + ": a topology cannot run; run a scenario (." + ModelFiles.SCENARIO_EXTENSION + ") that runs on it");
            return 2;
        }
        try {
            return runScenario(file, new Options(pcapDir, statsDir, json, verbose, quiet, limit), seed);
        } catch (EngineFault f) {
            err.println(InternalErrorReport.write(file, InternalErrorReport.describe(f), f));
            return 2;
        } catch (RuntimeException | StackOverflowError e) {
            // Every problem of a scenario has its own message; reaching this is a defect of the workbench, not of the file.
            err.println(InternalErrorReport.write(file, "internal error while loading or running the scenario", e));
            return 2;
        }
    }

    /** How to run: where captures and statistics go, what is printed, how much simulated time the run may take. */
    private record Options(Path pcapDir, Path statsDir, boolean json, boolean verbose, boolean quiet, long limitNanos) {
    }

    private int runScenario(Path file, Options o, Long seed) {
        Path pcapDir = o.pcapDir();
        Path statsDir = o.statsDir();
        boolean asJson = o.json();
        boolean all = o.verbose();
        Scenario scenario;
        try {
            scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), Scenario.class);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> err.println(p + " [error]"));
            return 2;
        }
        boolean errors = false;
        for (DiagnosticLines.Line line : DiagnosticLines.of(file, scenario)) {
            if (line.info()) {
                continue; // validate shows the notes; a run prints what stops or may spoil it
            }
            err.println(line.text());
            errors |= line.error();
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
        if (pcapDir != null) {
            // checked before the run, so that a long run is not lost to a typing mistake in the directory
            String unwritable = unwritableDirectory(pcapDir);
            if (unwritable != null) {
                err.println("cannot write the captures to " + pcapDir + ": " + unwritable);
                return 2;
            }
            session.setCapturing(true);
        }
        StatsFiles stats = null;
        if (statsDir != null) {
            String unwritable = unwritableDirectory(statsDir);
            if (unwritable == null) {
                try {
                    stats = StatsFiles.open(statsDir);
                } catch (IOException e) {
                    unwritable = reason(e);
                }
            }
            if (unwritable != null) {
                err.println("cannot write the statistics to " + statsDir + ": " + unwritable);
                return 2;
            }
            session.trace().addListener(stats::accept);
        }
        // a run from the command line never goes back: no checkpoints to take; and its events are printed and counted as they
        // happen, never kept, so that its memory does not grow with its length
        session.setCheckpointInterval(0);
        session.trace().setRetained(false);
        RunTotals totals = RunTotals.counting();
        session.trace().addListener(totals);
        if (!asJson && !o.quiet()) {
            out.println("scenario: " + scenario.getTitle() + "  (topology " + scenario.getTopology().getName() + ", seed "
                    + session.seed() + ")");
        }
        if (!o.quiet()) {
            session.trace().addListener(e -> {
                if (asJson) {
                    out.println(TraceJson.of(e));
                } else if (all || TraceText.shownByDefault(e)) {
                    out.println(TraceText.line(e));
                }
            });
        }
        try {
            session.runToEnd(o.limitNanos());
        } catch (RuntimeException | Error e) {
            // reported by run(); the previous statistics stay, not a half of this run's
            if (stats != null) {
                stats.close();
            }
            throw e;
        }
        if (stats != null) {
            try {
                for (StatsFiles.Written w : stats.finish()) {
                    err.println("wrote " + w.file() + " (" + w.rows() + (w.rows() == 1 ? " row)" : " rows)"));
                }
            } catch (IOException e) {
                err.println("cannot write the statistics to " + statsDir + ": " + reason(e));
                return 2;
            }
        }
        if (pcapDir != null) {
            try {
                writeCaptures(session, pcapDir);
            } catch (IOException e) {
                err.println("cannot write the captures to " + pcapDir + ": " + reason(e));
                return 2;
            }
        }
        List<String> problems = new ArrayList<>(session.problems());
        if (session.nextEventTime().isPresent()) {
            problems.add("the run stopped at its time limit of " + SimulatedTime.text(o.limitNanos()) + " of simulated time with events still to"
                    + " run (--time-limit gives it longer)");
        }
        String summary = totals.text(session.now());
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

    /** Why {@code dir} cannot take the captures, or null when it is (now) a writable directory. */
    static String unwritableDirectory(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            return "it is a file, not a directory";
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            return reason(e);
        }
        return Files.isWritable(dir) ? null : "permission denied";
    }

    /** An I/O failure in words: the JDK's messages for these are only the path. */
    static String reason(IOException e) {
        return switch (e) {
            case AccessDeniedException a -> a.getFile() + ": permission denied";
            case FileAlreadyExistsException x -> x.getFile() + " is a file, not a directory";
            case NoSuchFileException n -> n.getFile() + ": no such file or directory";
            case FileSystemException f when f.getReason() != null -> f.getFile() + ": " + f.getReason();
            default -> e.getMessage() == null ? "an input/output error" : e.getMessage();
        };
    }

    private void writeCaptures(Session session, Path dir) throws IOException {
        for (WrittenCapture w : session.writeCaptures(dir)) {
            err.println("wrote " + w.file() + " (" + w.frames() + " frames)");
        }
    }

    private int usage(String problem) {
        err.println("rdmawb run: " + problem);
        err.println("usage: rdmawb run FILE.rdmaflow [--pcap DIR] [--stats DIR] [--json | --verbose | --quiet] [--time-limit T] [--seed N]");
        return 2;
    }
}
