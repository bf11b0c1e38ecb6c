package rdma.workbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.model.validation.Rule;

/**
 * What validate and run print for a loaded model's warnings and errors, one line each:
 * "FILE: error: MESSAGE [RULE]". The file is the one that holds the object the problem is about:
 * a scenario's topology problems name the topology file, and say which scenario refers to it.
 */
final class DiagnosticLines {

    /** One printed line, and whether it is an error (the file cannot be run), a warning, or a note (info: nothing wrong with the file). */
    record Line(boolean error, boolean info, String text) {
    }

    private DiagnosticLines() {
    }

    /** The lines for {@code root}, loaded from {@code file} as the user named it, and for the topology it runs on. */
    static List<Line> of(Path file, EObject root) {
        Diagnostic d = ModelValidation.validateWithTopology(root);
        List<Line> lines = new ArrayList<>();
        for (Diagnostic c : d.getChildren()) {
            if (c.getSeverity() < Diagnostic.INFO) {
                continue;
            }
            boolean error = c.getSeverity() >= Diagnostic.ERROR;
            boolean info = c.getSeverity() < Diagnostic.WARNING;
            Rule rule = "rdma.workbench.model".equals(c.getSource()) ? Rule.ofCode(c.getCode()) : null;
            Resource other = resourceOf(c);
            boolean elsewhere = other != null && other != root.eResource();
            if (info && elsewhere) {
                continue; // a note about another file shows when that file is validated
            }
            lines.add(new Line(error, info, (elsewhere ? shown(file, other.getURI()) : file.toString()) + ": " + (error ? "error" : info ? "info" : "warning") + ": "
                    + c.getMessage() + (elsewhere ? ", but " + file.getFileName() + " refers to it" : "") + (rule == null ? "" : " [" + rule.name() + "]")));
        }
        return lines;
    }

    private static Resource resourceOf(Diagnostic d) {
        return !d.getData().isEmpty() && d.getData().get(0) instanceof EObject o ? o.eResource() : null;
    }

    /** Another file, written the way the user wrote {@code file}: relative to the working directory when that was. */
    private static String shown(Path file, URI uri) {
        if (!uri.isFile()) {
            return uri.toString();
        }
        try {
            Path other = Path.of(uri.toFileString()).normalize();
            if (file.isAbsolute()) {
                return other.toString();
            }
            return Path.of("").toAbsolutePath().relativize(other).toString();
        } catch (IllegalArgumentException e) { // InvalidPathException, or another root than the working directory's
            return uri.toFileString();
        }
    }
}
