package rdma.workbench.debug.launch;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;

import rdma.workbench.debug.process.ScenarioProcess;
import rdma.workbench.engine.fabric.Captures;
import rdma.workbench.engine.stepping.Session;

/** What happens when a run is over, in either mode: the captures written, the results printed and marked on the steps. */
final class RunEnd {

    private RunEnd() {
    }

    static RunResults report(ScenarioSource source, Session session, LaunchSettings settings, ScenarioProcess process) {
        writeCaptures(session, settings, process);
        RunResults results = RunResults.of(source, session);
        for (String line : results.lines()) {
            String t = line.trim();
            if (t.startsWith("FAIL") || t.startsWith("NOT REACHED")) {
                process.printError(line, null);
            } else {
                process.println(line, null);
            }
        }
        try {
            results.mark(source.file());
        } catch (CoreException e) {
            process.printError("the results could not be marked on " + source.file().getFullPath() + ": " + e.getMessage(), null);
        }
        return results;
    }

    private static void writeCaptures(Session session, LaunchSettings settings, ScenarioProcess process) {
        if (settings.captureFolder() == null) {
            return;
        }
        Path dir = CaptureFolder.resolve(settings.captureFolder());
        try {
            for (Captures.Written w : Captures.write(session.fabric(), dir)) {
                process.println("wrote " + w.file() + " (" + w.frames() + " frames)", null);
            }
            CaptureFolder.refresh(settings.captureFolder());
        } catch (IOException e) {
            process.printError("cannot write the captures to " + dir + ": " + e.getMessage(), null);
        }
    }
}
