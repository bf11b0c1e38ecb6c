package rdma.workbench.debug.launch;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

import rdma.workbench.debug.process.ScenarioProcess;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;

/** What happens when a run is over, in either mode: the captures written, the results printed and marked on the steps. */
final class RunEnd {

    private RunEnd() {
    }

    static RunResults report(ScenarioSource source, Session session, LaunchSettings settings, ScenarioProcess process) {
        writeCaptures(session, settings, process);
        RunResults results = RunResults.of(source, session);
        PolledCompletions.remember(source.file(), PolledCompletions.of(source, session));
        for (String line : results.lines()) {
            String t = line.trim();
            if (t.startsWith("FAIL") || t.startsWith("NOT REACHED")) {
                process.printError(line, null);
            } else {
                process.println(line, null);
            }
        }
        // the markers wait for the workspace, which a build may hold: not on the engine's thread
        new WorkspaceJob("Marking the results of " + source.name()) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) {
                try {
                    results.mark(source.file());
                } catch (CoreException e) {
                    process.printError("the results could not be marked on " + source.file().getFullPath() + ": " + e.getMessage(), null);
                }
                return Status.OK_STATUS;
            }
        }.schedule();
        return results;
    }

    /** The first line of a run's console: which scenario, on which topology, with which seed. */
    static String header(ScenarioSource source, Session session) {
        return "scenario: " + source.scenario().getTitle() + "  (topology " + source.scenario().getTopology().getName() + ", seed "
                + session.seed() + ")";
    }

    private static void writeCaptures(Session session, LaunchSettings settings, ScenarioProcess process) {
        if (settings.captureFolder() == null) {
            return;
        }
        Path dir = CaptureFolder.resolve(settings.captureFolder());
        try {
            for (WrittenCapture w : session.writeCaptures(dir)) {
                process.println("wrote " + w.file() + " (" + w.frames() + " frames)", null);
            }
            CaptureFolder.refresh(settings.captureFolder());
        } catch (IOException e) {
            process.printError("cannot write the captures to " + dir + ": " + e.getMessage(), null);
        }
    }
}
