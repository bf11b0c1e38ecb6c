package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import rdma.workbench.engine.stepping.EngineFault;

/**
 * How run and validate report a defect of the workbench itself (never the model file's fault): one line for the
 * user, naming what failed, and the details with the stack trace in a file the line names, to
 * attach to a bug report. The line never shows a Java exception: it would tell the user nothing.
 */
final class InternalErrorReport {

    private InternalErrorReport() {
    }

    /** What an engine fault is, in words: the time, the event and where each program stood. */
    static String describe(EngineFault f) {
        return String.format(Locale.ROOT, "internal error in the engine at %.3f us (event %d, %s; %s)", f.time() / 1000.0, f.position(), f.event(),
                f.programs());
    }

    /** Writes the details of {@code cause} to a new file and returns the line to print: "MODEL FILE: WHAT; details in FILE (...)". */
    static String write(Path modelFile, String what, Throwable cause) {
        String details;
        try {
            Path report = Files.createTempFile("rdmawb-internal-error-", ".txt");
            StringWriter trace = new StringWriter();
            cause.printStackTrace(new PrintWriter(trace));
            Files.writeString(report, "file: " + modelFile.toAbsolutePath() + "\n" + what + "\n\n" + trace);
            details = "details in " + report + " (please attach it to a bug report)";
        } catch (IOException | RuntimeException e) {
            details = "the details could not be written to a file (" + e.getMessage() + ")";
        }
        return modelFile + ": " + what + "; " + details;
    }
}
