package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.engine.live.LiveFabric;
import rdma.workbench.engine.live.LiveParts;
import rdma.workbench.engine.loader.LiveLoader;
import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.RecordingScenario;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/**
 * {@code rdmawb fabric TOPOLOGY.rdmatopo --dir DIR}: the topology as a live fabric that real
 * programs attach to through the verbs library ({@code rdmawb exec --dir DIR --host NAME --
 * PROGRAM}), until Ctrl+C or {@code rdmawb fabric --dir DIR --stop}, which write the captures
 * first. It prints the trace as {@code rdmawb run} does and says what the programs did wrong.
 */
final class FabricCommand {

    private final PrintStream out;
    private final PrintStream err;

    FabricCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        Path topologyFile = null;
        Path dir = null;
        Path pcapDir = null;
        Path record = null;
        boolean stop = false;
        boolean verbose = false;
        boolean quiet = false;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--dir", "--pcap", "--record", "--seed" -> {
                    if (i + 1 >= args.length) {
                        return usage(args[i] + " needs a value");
                    }
                    String v = args[++i];
                    switch (args[i - 1]) {
                        case "--dir" -> dir = Path.of(v);
                        case "--pcap" -> pcapDir = Path.of(v);
                        case "--record" -> record = Path.of(v);
                        default -> {
                            try {
                                seed = Long.parseLong(v);
                            } catch (NumberFormatException e) {
                                return usage("--seed takes a whole number, not '" + v + "'");
                            }
                        }
                    }
                }
                case "--stop" -> stop = true;
                case "--verbose" -> verbose = true;
                case "--quiet" -> quiet = true;
                default -> {
                    if (args[i].startsWith("-") || topologyFile != null) {
                        return usage("unexpected argument '" + args[i] + "'");
                    }
                    topologyFile = Path.of(args[i]);
                }
            }
        }
        if (dir == null) {
            return usage("where does the fabric run? give --dir DIR (its socket is DIR/" + LiveFabric.SOCKET + ")");
        }
        if (stop) {
            return stop(dir);
        }
        if (topologyFile == null) {
            return usage("which topology? give a .rdmatopo file");
        }
        if (!Files.isRegularFile(topologyFile)) {
            err.println(topologyFile + (Files.exists(topologyFile) ? ": not a file" : ": no such file"));
            return 2;
        }
        Topology topology;
        try {
            topology = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(topologyFile.toAbsolutePath().toString()), Topology.class);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> err.println(p + " [error]"));
            return 2;
        }
        boolean errors = false;
        for (DiagnosticLines.Line line : DiagnosticLines.of(topologyFile, topology)) {
            if (!line.info()) {
                err.println(line.text());
                errors |= line.error();
            }
        }
        if (errors) {
            err.println(topologyFile + ": not started: the topology breaks the rules above (see ./rdmawb validate)");
            return 2;
        }
        if (pcapDir != null) {
            String unwritable = RunCommand.unwritableDirectory(pcapDir);
            if (unwritable != null) {
                err.println("cannot write the captures to " + pcapDir + ": " + unwritable);
                return 2;
            }
        }
        if (record != null) {
            if (!record.getFileName().toString().endsWith("." + ModelFiles.SCENARIO_EXTENSION)) {
                return usage("--record writes a scenario: give a ." + ModelFiles.SCENARIO_EXTENSION + " file, not " + record);
            }
            Path folder = record.toAbsolutePath().getParent();
            String unwritable = folder == null ? "no folder" : RunCommand.unwritableDirectory(folder);
            if (unwritable != null) {
                err.println("cannot write the recording to " + record + ": " + unwritable);
                return 2;
            }
        }
        LiveParts parts;
        try {
            parts = LiveLoader.load(topology, seed);
        } catch (LoadException e) {
            err.println(topologyFile + ": cannot run: " + e.getMessage());
            return 2;
        }
        return serve(parts, dir, new Outputs(pcapDir, record, topology), verbose, quiet, topologyFile);
    }

    /** What the fabric writes when it stops: the captures, the recording on the topology it ran. */
    private record Outputs(Path pcapDir, Path record, Topology topology) {
    }

    private int serve(LiveParts parts, Path dir, Outputs outputs, boolean verbose, boolean quiet, Path topologyFile) {
        Path pcapDir = outputs.pcapDir();
        if (pcapDir != null) {
            parts.parts().session().setCapturing(true);
        }
        if (!quiet) {
            parts.parts().session().trace().addListener(e -> {
                if (verbose || TraceText.shownByDefault(e)) {
                    out.println(TraceText.line(e));
                }
            });
        }
        parts.parts().session().trace().setRetained(false);
        LiveFabric fabric;
        try {
            fabric = LiveFabric.start(parts, dir, line -> err.println("fabric: " + line));
        } catch (IOException e) {
            err.println("rdmawb fabric: " + RunCommand.reason(e));
            return 2;
        }
        fabric.setRecording(outputs.record() != null);
        fabric.setFinish(() -> {
            if (pcapDir != null) {
                try {
                    List<WrittenCapture> written = fabric.session().writeCaptures(pcapDir);
                    for (WrittenCapture w : written) {
                        err.println("wrote " + w.file() + " (" + w.frames() + " frames)");
                    }
                } catch (IOException e) {
                    err.println("cannot write the captures to " + pcapDir + ": " + RunCommand.reason(e));
                }
            }
            if (outputs.record() != null) {
                writeRecording(fabric, outputs, topologyFile);
            }
        });
        Thread hook = new Thread(() -> {
            fabric.stop();
            try {
                fabric.awaitStopped();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "rdmawb fabric: Ctrl+C");
        Runtime.getRuntime().addShutdownHook(hook);
        err.println("fabric: " + topologyFile.getFileName() + " is live on " + fabric.socket() + "; hosts " + String.join(", ", parts.hosts().keySet()));
        err.println("fabric: start programs with ./rdmawb exec --dir " + dir + " --host NAME -- PROGRAM ARGS; stop with Ctrl+C or ./rdmawb fabric --dir "
                + dir + " --stop");
        try {
            fabric.awaitStopped();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs anyway
        }
        err.println("fabric: stopped at " + String.format(Locale.ROOT, "%.3f us", fabric.session().now() / 1000.0) + " of simulated time");
        return 0;
    }

    /** The programs' calls as a scenario on the topology, which it names by a path relative to itself. */
    private void writeRecording(LiveFabric fabric, Outputs o, Path topologyFile) {
        Scenario scenario = RecordingScenario.of(fabric.recording(), o.topology(), "Recorded on " + topologyFile.getFileName());
        Resource r = o.topology().eResource().getResourceSet().createResource(URI.createFileURI(o.record().toAbsolutePath().toString()));
        r.getContents().add(scenario);
        try {
            ModelFiles.save(r);
            err.println("wrote " + o.record() + " (" + scenario.getPrograms().size() + " program(s), "
                    + scenario.getPrograms().stream().mapToInt(p -> p.getSteps().size()).sum() + " steps): replay it with ./rdmawb run " + o.record());
        } catch (IOException e) {
            err.println("cannot write the recording to " + o.record() + ": " + RunCommand.reason(e));
        }
    }

    private int stop(Path dir) {
        Path socket = dir.resolve(LiveFabric.SOCKET);
        if (!Files.exists(socket)) {
            err.println("rdmawb fabric: no fabric runs in " + dir + ": there is no " + socket);
            return 2;
        }
        try {
            LiveFabric.requestStop(dir);
            return 0;
        } catch (IOException e) {
            err.println("rdmawb fabric: no fabric answers on " + socket + " (" + RunCommand.reason(e) + "); a fabric that was killed leaves it behind,"
                    + " and the next fabric started there replaces it");
            return 2;
        }
    }

    private int usage(String problem) {
        err.println("rdmawb fabric: " + problem);
        err.println("usage: rdmawb fabric TOPOLOGY.rdmatopo --dir DIR [--pcap DIR] [--record FILE.rdmaflow] [--verbose | --quiet] [--seed N]");
        err.println("       rdmawb fabric --dir DIR --stop");
        return 2;
    }
}
