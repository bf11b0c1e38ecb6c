package rdma.workbench.debug.model;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IVariable;
import org.eclipse.emf.common.util.URI;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;

/** A workspace project holding the bundled examples, and launches of them, for the debug model's tests. */
final class DebugSessions {

    static final String PROJECT = "debug-tests";
    private static final long TIMEOUT_MS = 60_000;

    private DebugSessions() {
    }

    /** The project with every example topology and scenario, created once. */
    static IProject examples() throws Exception {
        return ExampleProjects.get(PROJECT);
    }

    /** Saves generated {@code scenario} (with its topology) into the project as {@code name}.rdmaflow. */
    static IFile generated(String name, Scenario scenario) throws Exception {
        IProject p = examples();
        ModelFiles.save(scenario,
                URI.createPlatformResourceURI("/" + PROJECT + "/" + name + ".rdmatopo", true),
                URI.createPlatformResourceURI("/" + PROJECT + "/" + name + ".rdmaflow", true));
        p.refreshLocal(IResource.DEPTH_INFINITE, null);
        return p.getFile(name + ".rdmaflow");
    }

    static IFile scenario(String name) throws Exception {
        return examples().getFile("scenarios/" + name + ".rdmaflow");
    }

    /** Launches {@code file} in {@code mode}; {@code stopAtStart} suspends a debug launch before its first event. */
    static ILaunch launch(IFile file, String mode, boolean stopAtStart) throws CoreException {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationWorkingCopy c = m.getLaunchConfigurationType(RdmaDebug.LAUNCH_TYPE).newInstance(null, file.getName());
        LaunchSettings.setDefaults(c, file.getFullPath().toString());
        c.setAttribute(LaunchSettings.STOP_AT_FIRST_STEP, stopAtStart);
        return c.launch(mode, null);
    }

    static SimulationTarget target(ILaunch launch) {
        return (SimulationTarget) launch.getDebugTarget();
    }

    /** Waits until the target is suspended (a command is asynchronous). */
    static void awaitSuspended(SimulationTarget t) throws InterruptedException {
        long end = System.currentTimeMillis() + TIMEOUT_MS;
        while (!t.isSuspended()) {
            if (t.isTerminated()) {
                fail("the session terminated instead of suspending");
            }
            if (System.currentTimeMillis() > end) {
                fail("the session did not suspend within " + TIMEOUT_MS + " ms");
            }
            Thread.sleep(5);
        }
    }

    /** Every variable of {@code thread}'s top frame, depth first, as "path = value" lines. */
    static List<String> variables(ProgramThread thread) throws DebugException {
        List<String> out = new ArrayList<>();
        if (thread.getTopStackFrame() != null) {
            for (IVariable v : thread.getTopStackFrame().getVariables()) {
                dump("", v, out);
            }
        }
        return out;
    }

    private static void dump(String prefix, IVariable v, List<String> out) throws DebugException {
        String path = prefix + "/" + v.getName();
        out.add(path + " = " + v.getValue().getValueString());
        for (IVariable c : v.getValue().getVariables()) {
            dump(path, c, out);
        }
    }

    /** The value of variable {@code path} ("qp/requester") of {@code thread}'s top frame. */
    static String variable(ProgramThread thread, String path) throws DebugException {
        for (String line : variables(thread)) {
            if (line.startsWith("/" + path + " = ")) {
                return line.substring(line.indexOf(" = ") + 3);
            }
        }
        fail("no variable " + path + " in " + variables(thread));
        return null;
    }

    /** Removes every breakpoint and terminates every launch, so tests do not see each other's. */
    static void cleanUp() throws CoreException {
        DebugPlugin d = DebugPlugin.getDefault();
        IBreakpoint[] all = d.getBreakpointManager().getBreakpoints(RdmaDebug.MODEL);
        d.getBreakpointManager().removeBreakpoints(all, true);
        for (ILaunch l : d.getLaunchManager().getLaunches()) {
            if (l.canTerminate()) {
                l.terminate();
            }
            d.getLaunchManager().removeLaunch(l);
        }
        assertTrue(d.getBreakpointManager().getBreakpoints(RdmaDebug.MODEL).length == 0);
    }
}
