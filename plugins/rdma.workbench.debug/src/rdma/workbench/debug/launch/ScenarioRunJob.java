package rdma.workbench.debug.launch;

import java.util.Locale;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import rdma.workbench.debug.process.ScenarioProcess;
import rdma.workbench.engine.stepping.Advance;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.Session;

/**
 * Run mode: the whole scenario in a background job, its progress in simulated time and events,
 * cancellable; the trace on the console as it happens; at the end the captures, the results
 * summary and a FAIL marker on each step that expected otherwise.
 */
public final class ScenarioRunJob extends Job {

    /** Events between two progress reports (and checks for cancellation). */
    private static final int REPORT_EVERY = 4096;

    private final ScenarioSource source;
    private final Session session;
    private final LaunchSettings settings;
    private final ScenarioProcess process;

    public ScenarioRunJob(ScenarioSource source, Session session, LaunchSettings settings, ScenarioProcess process) {
        super("Running " + source.name());
        this.source = source;
        this.session = session;
        this.settings = settings;
        this.process = process;
        setUser(false);
        process.onTerminate(session::pause);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask("Running " + source.name(), IProgressMonitor.UNKNOWN);
        session.setCheckpointInterval(0);
        session.setCapturing(settings.captureFolder() != null);
        process.showTrace(session.trace());
        process.println(RunEnd.header(source, session), null);
        Advance end;
        try {
            long n = 0;
            while ((end = session.next(settings.limitNanos())) == Advance.RAN) {
                if (++n % REPORT_EVERY == 0) {
                    monitor.subTask(progress());
                    if (monitor.isCanceled()) {
                        session.pause();
                    }
                }
            }
        } catch (EngineFault f) {
            process.printError("internal error of the engine at " + f.getMessage(), null);
            process.finished(ScenarioProcess.NOT_RUN);
            return Status.OK_STATUS;
        } catch (RuntimeException e) {
            // a defect of the workbench, not of the scenario: the run ends, and the error log has the details
            process.printError("internal error while running the scenario: " + e + " (details in the error log)", null);
            process.finished(ScenarioProcess.NOT_RUN);
            return Status.error("internal error while running " + source.name(), e);
        }
        process.freezeTrace(session.trace(), -1, session.snapshot());
        if (end == Advance.PAUSED) {
            process.printError("stopped at " + progress() + ": the run was cancelled", null);
            process.finished(ScenarioProcess.NOT_RUN);
            return Status.CANCEL_STATUS;
        }
        if (end == Advance.TIME_LIMIT) {
            process.printError(String.format(Locale.ROOT, "the run reached its time limit of %.3f us", settings.limitNanos() / 1000.0), null);
        }
        try {
            RunResults results = RunEnd.report(source, session, settings, process);
            process.finished(results.passed() ? ScenarioProcess.PASSED : ScenarioProcess.FAILED);
        } finally {
            process.finished(ScenarioProcess.NOT_RUN);
        }
        monitor.done();
        return Status.OK_STATUS;
    }

    private String progress() {
        return String.format(Locale.ROOT, "%.3f us simulated, %,d events", session.now() / 1000.0, session.position());
    }
}
