package rdma.workbench.debug.model;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.commands.IDebugCommandRequest;
import org.eclipse.debug.core.commands.IEnabledStateRequest;
import org.eclipse.debug.core.commands.IRestartHandler;

/**
 * The Debug view's Restart on an RDMA session: the session ends and its launch configuration runs
 * again in the same mode — same scenario as saved now, same seed, so the same run.
 */
final class RestartCommand implements IRestartHandler {

    private final SimulationTarget target;

    RestartCommand(SimulationTarget target) {
        this.target = target;
    }

    @Override
    public void canExecute(IEnabledStateRequest request) {
        request.setEnabled(target.getLaunch().getLaunchConfiguration() != null);
        request.done();
    }

    @Override
    public boolean execute(IDebugCommandRequest request) {
        Job.create("Restart " + target.getLaunch().getLaunchConfiguration().getName(), monitor -> {
            try {
                target.restart();
            } catch (CoreException e) {
                request.setStatus(e.getStatus());
            }
            request.done();
        }).schedule();
        return false;
    }
}
