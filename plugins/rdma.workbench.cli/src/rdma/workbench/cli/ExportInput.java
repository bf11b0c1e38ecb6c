package rdma.workbench.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;

/**
 * What every export command reads: {@code FILE -o DIR}, and the model in FILE, loaded and held to the rules (an
 * export of a file that breaks one would carry the mistake to real hardware). Problems go to the error stream with
 * their place; the command then exits 2.
 */
final class ExportInput<T extends EObject> {

    final T model;
    final Path file;
    final Path dir;

    private ExportInput(T model, Path file, Path dir) {
        this.model = model;
        this.file = file;
        this.dir = dir;
    }

    /** The arguments read and the model loaded, or null when something is wrong (already said on {@code err}). */
    static <T extends EObject> ExportInput<T> read(String command, String what, String[] args, Class<T> type, PrintStream err) {
        String extension = type == Topology.class ? ModelFiles.TOPOLOGY_EXTENSION : ModelFiles.SCENARIO_EXTENSION;
        Path file = null;
        Path dir = null;
        String problem = null;
        for (int i = 0; i < args.length && problem == null; i++) {
            if (args[i].equals("-o")) {
                if (++i >= args.length) {
                    problem = "-o needs the directory to write into";
                } else {
                    dir = Path.of(args[i]);
                }
            } else if (args[i].startsWith("-") || file != null) {
                problem = "unexpected argument '" + args[i] + "'";
            } else {
                file = Path.of(args[i]);
            }
        }
        if (problem == null && (file == null || dir == null)) {
            problem = file == null ? "which " + what + "? give a ." + extension + " file" : "where to? give -o DIR";
        }
        if (problem != null) {
            err.println("rdmawb " + command + ": " + problem);
            err.println("usage: rdmawb " + command + " FILE." + extension + " -o DIR");
            return null;
        }
        if (!Files.isRegularFile(file)) {
            err.println(file + (Files.exists(file) ? ": not a file" : ": no such file"));
            return null;
        }
        T model;
        try {
            model = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), type);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> err.println(p + " [error]"));
            return null;
        }
        boolean errors = false;
        for (DiagnosticLines.Line line : DiagnosticLines.of(file, model)) {
            if (line.error()) {
                err.println(line.text());
                errors = true;
            }
        }
        if (errors) {
            err.println(file + ": not exported: the " + what + " breaks the rules above (see ./rdmawb validate)");
            return null;
        }
        return new ExportInput<>(model, file, dir);
    }

    /** The file's name without its extension: the export's name. */
    String baseName() {
        return file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    }

    /** An I/O failure as one line. */
    static String reason(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
