package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.export.ExportException;
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
    private final String what;

    private ExportInput(T model, Path file, Path dir, String what) {
        this.model = model;
        this.file = file;
        this.dir = dir;
        this.what = what;
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
        return new ExportInput<>(model, file, dir, what);
    }

    /** The file's name without its extension: the export's name. */
    String baseName() {
        return file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
    }

    /** Makes an export of the model and writes it into the directory. */
    interface Exporting<T, R> {
        R into(T model, String name, Path dir) throws ExportException, IOException;
    }

    /**
     * The export made and written, or null when it could not be (said on {@code err}: a step the target cannot take,
     * a directory that cannot be written, or an internal error reported in one line with the details in a file).
     */
    <R> R export(Exporting<T, R> exporting, PrintStream err) {
        try {
            return exporting.into(model, baseName(), dir);
        } catch (ExportException e) {
            err.println(file + ": not exported: " + e.getMessage());
        } catch (IOException e) {
            err.println("cannot write into " + dir + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        } catch (RuntimeException e) {
            // every problem of a model has its own message; reaching this is a defect of the workbench, not of the file
            err.println(InternalErrorReport.write(file, "internal error while exporting the " + what, e));
        }
        return null;
    }
}
