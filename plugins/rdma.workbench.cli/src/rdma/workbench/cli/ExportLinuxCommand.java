package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.export.c.ExportException;
import rdma.workbench.export.linux.LinuxExport;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;

/**
 * {@code export-linux FILE.rdmatopo -o DIR}: a script per host that builds the topology on Linux with rxe and siw (see
 * {@link LinuxExport}). Exits 0 when written, 2 when the topology cannot be read, breaks a rule, or asks what Linux
 * cannot build (each said with its place).
 */
final class ExportLinuxCommand {

    private final PrintStream out;
    private final PrintStream err;

    ExportLinuxCommand(PrintStream out, PrintStream err) {
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
            return usage(file == null ? "which topology? give a .rdmatopo file" : "where to? give -o DIR");
        }
        if (!Files.isRegularFile(file)) {
            err.println(file + (Files.exists(file) ? ": not a file" : ": no such file"));
            return 2;
        }
        Topology topology;
        try {
            topology = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), Topology.class);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> err.println(p + " [error]"));
            return 2;
        }
        boolean errors = false;
        for (DiagnosticLines.Line line : DiagnosticLines.of(file, topology)) {
            if (line.error()) {
                err.println(line.text());
                errors = true;
            }
        }
        if (errors) {
            err.println(file + ": not exported: the topology breaks the rules above (see ./rdmawb validate)");
            return 2;
        }
        LinuxExport.Files exported;
        try {
            exported = LinuxExport.export(topology);
            exported.writeTo(dir);
        } catch (ExportException e) {
            err.println(file + ": not exported: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("cannot write into " + dir + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
            return 2;
        } catch (RuntimeException e) {
            err.println(InternalErrorReport.write(file, "internal error while exporting the topology", e));
            return 2;
        }
        for (String f : exported.files().keySet()) {
            out.println("wrote " + dir.resolve(f));
        }
        exported.notes().forEach(n -> out.println("note: " + n));
        out.println("on each host, as root: sh HOST.sh (sh HOST.sh --dry-run prints the commands and runs none)");
        return 0;
    }

    private int usage(String problem) {
        err.println("rdmawb export-linux: " + problem);
        err.println("usage: rdmawb export-linux FILE.rdmatopo -o DIR");
        return 2;
    }
}
