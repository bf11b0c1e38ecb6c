package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.export.c.ExportException;
import rdma.workbench.export.py.PyFlowExport;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;

/**
 * {@code export-py FILE.rdmaflow -o DIR}: the scenario as a Python script on pyverbs in DIR (see
 * {@link PyFlowExport}). Exits 0 when written, 2 when the scenario cannot be read, breaks a rule,
 * or has a step a pyverbs program cannot take (each said with its place).
 */
final class ExportPyCommand {

    private final PrintStream out;
    private final PrintStream err;

    ExportPyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        Path file = null;
        Path dir = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("-o")) {
                if (++i >= args.length) {
                    return usage("-o needs the directory to write into");
                }
                dir = Path.of(args[i]);
            } else if (args[i].startsWith("-") || file != null) {
                return usage("unexpected argument '" + args[i] + "'");
            } else {
                file = Path.of(args[i]);
            }
        }
        if (file == null || dir == null) {
            return usage(file == null ? "which scenario? give a .rdmaflow file" : "where to? give -o DIR");
        }
        if (!Files.isRegularFile(file)) {
            err.println(file + (Files.exists(file) ? ": not a file" : ": no such file"));
            return 2;
        }
        Scenario scenario;
        try {
            scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), Scenario.class);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> err.println(p + " [error]"));
            return 2;
        }
        boolean errors = false;
        for (DiagnosticLines.Line line : DiagnosticLines.of(file, scenario)) {
            if (line.error()) {
                err.println(line.text());
                errors = true;
            }
        }
        if (errors) {
            err.println(file + ": not exported: the scenario breaks the rules above (see ./rdmawb validate)");
            return 2;
        }
        String base = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        PyFlowExport.Files exported;
        try {
            exported = PyFlowExport.export(scenario, base);
        } catch (ExportException e) {
            err.println(file + ": not exported: " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            // every problem of a scenario has its own message; reaching this is a defect of the workbench, not of the file
            err.println(InternalErrorReport.write(file, "internal error while exporting the scenario", e));
            return 2;
        }
        try {
            exported.writeTo(dir);
        } catch (IOException e) {
            err.println("cannot write into " + dir + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
            return 2;
        }
        out.println("wrote " + dir.resolve(exported.name() + ".py"));
        exported.notes().forEach(n -> out.println("note: " + n));
        out.println("run each program: python3 " + dir.resolve(exported.name() + ".py") + " PROGRAM [HOST] (-h tells more; Debian: apt-get install python3-pyverbs)");
        return 0;
    }

    private int usage(String problem) {
        err.println("rdmawb export-py: " + problem);
        err.println("usage: rdmawb export-py FILE.rdmaflow -o DIR");
        return 2;
    }
}
