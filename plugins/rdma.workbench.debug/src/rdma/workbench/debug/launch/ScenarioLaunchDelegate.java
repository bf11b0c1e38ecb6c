package rdma.workbench.debug.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.ISourceLocator;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.LaunchConfigurationDelegate;

import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.process.ScenarioProcess;
import rdma.workbench.engine.stepping.Session;

/**
 * Launches an "RDMA Scenario" configuration: reads and validates the scenario as saved, loads a
 * session, and either runs it in a background job (run mode) or hands it to a debug target
 * (debug mode). The run's console is its process. A scenario that cannot run fails the launch
 * with the file, the place and the rule.
 */
public final class ScenarioLaunchDelegate extends LaunchConfigurationDelegate {

    @Override
    public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor) throws CoreException {
        LaunchSettings settings = LaunchSettings.of(configuration);
        ScenarioSource source = ScenarioSource.read(settings.scenario());
        Session session = source.load(settings.seed());
        RunResults.clear(source.file());
        launch.setSourceLocator(new ScenarioSourceLocator(source.file()));
        String title = source.name() + " [seed " + session.seed() + "]";
        ScenarioProcess process = new ScenarioProcess(launch, title, source.file(), source.topologyFile(), source.newRecord(title, session));
        if (ILaunchManager.DEBUG_MODE.equals(mode)) {
            endSessionsThatAreOver(source.file());
            process.showTrace(session.trace());
            process.println(RunEnd.header(source, session), null);
            session.setCapturing(settings.captureFolder() != null);
            SimulationTarget target = new SimulationTarget(launch, process, source.name(), source.file(), session, settings.limitNanos());
            launch.addDebugTarget(target);
            target.onRunOver(() -> RunEnd.report(source, session, settings, process));
            target.start(settings.stopAtFirstStep());
        } else {
            new ScenarioRunJob(source, session, settings, process).schedule();
        }
    }

    /**
     * A new debug session of a scenario ends the earlier ones whose run is over, which stay only to
     * be looked at: the Debug view then follows the new one instead of keeping an old frame selected.
     */
    private static void endSessionsThatAreOver(IFile scenario) {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (l.getDebugTarget() instanceof SimulationTarget t && t.isOver() && t.scenario().equals(scenario)) {
                t.terminate();
            }
        }
    }

    /** A frame's source is the scenario file; the editor then selects the frame's step. */
    private record ScenarioSourceLocator(IFile file) implements ISourceLocator {
        @Override
        public Object getSourceElement(IStackFrame stackFrame) {
            return file;
        }
    }
}
