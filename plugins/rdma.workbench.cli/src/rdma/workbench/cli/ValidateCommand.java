package rdma.workbench.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;

/**
 * {@code validate FILE...}: loads each model file and prints its problems, one line each (a
 * scenario's with those of the topology it runs on, as run refuses them too). Exits
 * 0 when every file is clean (warnings allowed), 1 when a rule is broken, 2 when a file cannot be
 * read or parsed (or a file it refers to cannot); the worst file decides.
 */
final class ValidateCommand {

    private final PrintStream out;
    private final PrintStream err;

    ValidateCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] files) {
        if (files.length == 0) {
            err.println("usage: rdmawb validate FILE...");
            return 2;
        }
        int worst = 0;
        for (String name : files) {
            worst = Math.max(worst, validate(Path.of(name)));
        }
        return worst;
    }

    private int validate(Path file) {
        if (!Files.isRegularFile(file)) {
            err.println(file + (Files.exists(file) ? ": not a file" : ": no such file"));
            return 2;
        }
        try {
            return check(file);
        } catch (RuntimeException | StackOverflowError e) {
            // Every failure of a model file has its own message; reaching this is a defect of the workbench, not of the file.
            out.println(InternalErrorReport.write(file, "internal error while validating the file", e));
            return 2;
        }
    }

    private int check(Path file) {
        EObject root;
        try {
            root = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), EObject.class);
        } catch (ModelLoadException e) {
            e.problems().forEach(p -> out.println(p + " [error]"));
            return 2;
        }
        int errors = 0;
        int warnings = 0;
        for (DiagnosticLines.Line line : DiagnosticLines.of(file, root)) {
            errors += line.error() ? 1 : 0;
            warnings += line.error() || line.info() ? 0 : 1;
            out.println(line.text());
        }
        out.println(file + ": " + (errors + warnings == 0 ? "valid" : errors + " error(s), " + warnings + " warning(s)"));
        return errors > 0 ? 1 : 0;
    }
}
