package rdma.workbench.bench.debug;

import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.eclipse.debug.core.model.IFlushableStreamMonitor;
import org.eclipse.debug.core.model.IStreamMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

import rdma.workbench.bench.Medians;
import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.launch.ScenarioLaunchDelegate;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.persistence.ModelFiles;

/**
 * `rdmawb bench-debug`: a run of about a million engine events (one long RDMA WRITE) three ways,
 * in one process — without a debugger, as `rdmawb run` does it; in the debug model, from the
 * launch to a breakpoint on the WRITE's last packet, near the end; and one Step Back from there — each the median of
 * seven rounds that take the three in turn (after one untimed round), with min and max. No UI:
 * the debug model as the workbench drives it.
 */
public final class DebugBenchmark implements IApplication {

    private static final int ROUNDS = 7;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        int megabytes = 256;
        int rounds = ROUNDS;
        for (int i = 0; args != null && i < args.length; i++) {
            if (args[i].equals("--megabytes") && i + 1 < args.length) {
                megabytes = Integer.parseInt(args[++i]);
            } else if (args[i].equals("--rounds") && i + 1 < args.length) {
                rounds = Integer.parseInt(args[++i]);
            }
        }
        IFile scenario = writeScenario(megabytes);
        System.out.println("RDMA Workbench debugger benchmark: one " + megabytes + " MiB RDMA WRITE on a 64-host leaf-spine fabric ("
                + Runtime.getRuntime().availableProcessors() + " cores, " + (Runtime.getRuntime().maxMemory() >> 20) + " MiB heap)");

        // the WRITE's last packet: near the end of the run (its ACK and the completion follow)
        EventBreakpoint lastPacket = EventBreakpoint.create(new EventBreakpoint.Spec(EventKind.PACKET, Opcode.RC_RDMA_WRITE_LAST, -1, null, null,
                null, -1), 0);
        // the three ways take turns, after one untimed round, so that all meet the same machine
        double[] plain = new double[rounds];
        double[] kept = new double[rounds];
        long recorded = 0;
        long heldMiB = 0;
        double[] toBreakpoint = new double[rounds];
        double[] back = new double[rounds];
        long events = 0;
        long at = 0;
        for (int i = -1; i < rounds; i++) {
            Session s = session(scenario);
            s.trace().setRetained(false);
            settle();
            long t = System.nanoTime();
            s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
            double ran = (System.nanoTime() - t) / 1e6;
            events = s.position();
            if (!s.problems().isEmpty()) {
                throw new IllegalStateException("the benchmark's scenario did not PASS: " + s.problems().get(0));
            }
            s = session(scenario);
            settle();
            t = System.nanoTime();
            s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
            double traced = (System.nanoTime() - t) / 1e6;
            recorded = s.trace().size();
            s = null;
            settle();
            t = System.nanoTime();
            Launch launch = launch(scenario);
            SimulationTarget target = (SimulationTarget) launch.getDebugTarget();
            awaitSuspended(target, -1);
            double debugged = (System.nanoTime() - t) / 1e6;
            at = target.position();
            if (!target.stopReason().startsWith("RC_RDMA_WRITE_LAST")) {
                throw new IllegalStateException("the debug run stopped otherwise than at its breakpoint: " + target.stopReason());
            }
            t = System.nanoTime();
            target.stepBack();
            awaitSuspended(target, at - 1);
            double stepped = (System.nanoTime() - t) / 1e6;
            if (i == rounds - 1) {
                // what the suspended session holds: its trace, checkpoints and memory, beside the workbench's own
                settle();
                Runtime r = Runtime.getRuntime();
                heldMiB = (r.totalMemory() - r.freeMemory()) >> 20;
            }
            launch.terminate();
            // a launch listens to the manager until it hears it was removed: tell it, so that the session can go
            launch.launchRemoved(launch);
            if (i >= 0) {
                plain[i] = ran;
                kept[i] = traced;
                toBreakpoint[i] = debugged;
                back[i] = stepped;
            }
        }
        Medians.print(String.format(Locale.ROOT, "run to the end without a debugger (%,d events)", events), plain, "ms");
        Medians.print(String.format(Locale.ROOT, "the same, keeping its trace (%,d events)", recorded), kept, "ms");
        Medians.print(String.format(Locale.ROOT, "debug: launch to a breakpoint at event %,d of %,d", at, events), toBreakpoint, "ms");
        Medians.print("debug: one Step Back from there", back, "ms");
        System.out.println(String.format(Locale.ROOT, "  %-58s %,d MiB of %,d", "heap in use with that session suspended (after a GC)", heldMiB,
                Runtime.getRuntime().maxMemory() >> 20));
        DebugPlugin.getDefault().getBreakpointManager().removeBreakpoint(lastPacket, true);
        double median = Medians.median(back);
        System.out.println(String.format(Locale.ROOT, "  %-58s %s", "", (median < 100 ? "met: " : "NOT MET: ") + "Step Back under 100 ms"));
        double ratio = Medians.median(toBreakpoint) / Medians.median(plain);
        System.out.println(String.format(Locale.ROOT, "  %-58s %.2fx  %s", "debug run to the breakpoint / run without a debugger", ratio,
                (ratio <= 2 ? "met: " : "NOT MET: ") + "at most 2x"));
        return IApplication.EXIT_OK;
    }

    /**
     * Launches {@code scenario} in debug mode through the launch delegate, as the launch manager
     * would, but without registering the launch: the workbench's listeners are not there to hear it.
     */
    private static Launch launch(IFile scenario) throws CoreException {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationWorkingCopy c = m.getLaunchConfigurationType(RdmaDebug.LAUNCH_TYPE).newInstance(null, "benchmark");
        LaunchSettings.setDefaults(c, scenario.getFullPath().toString());
        c.setAttribute(LaunchSettings.STOP_AT_FIRST_STEP, false);
        Launch launch = new Launch(c, ILaunchManager.DEBUG_MODE, null);
        new ScenarioLaunchDelegate().launch(c, ILaunchManager.DEBUG_MODE, launch, null);
        // no console reads the trace here: the process keeps none of its text
        for (var stream : new IStreamMonitor[] {launch.getProcesses()[0].getStreamsProxy().getOutputStreamMonitor(),
                launch.getProcesses()[0].getStreamsProxy().getErrorStreamMonitor()}) {
            ((IFlushableStreamMonitor) stream).setBuffered(false);
        }
        return launch;
    }

    /** A session of {@code scenario} run as `rdmawb run` runs it: no checkpoints. */
    private static Session session(IFile scenario) throws Exception {
        Session s = ScenarioSource.read(scenario.getFullPath().toString()).load(null);
        s.setCheckpointInterval(0);
        return s;
    }

    /** Collects the previous run's garbage before the next is timed: each run pays for what it keeps, not for what the last one left. */
    private static void settle() {
        System.gc();
    }

    /** Waits until {@code target} is suspended (at {@code position}, unless it is negative). */
    private static void awaitSuspended(SimulationTarget target, long position) throws InterruptedException {
        while (!target.isSuspended() || position >= 0 && target.position() != position) {
            if (target.isTerminated()) {
                throw new IllegalStateException("the debug session ended before it suspended");
            }
            Thread.sleep(1);
        }
    }

    private static IFile writeScenario(int megabytes) throws Exception {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject("rdmawb-bench-debug");
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        ModelFiles.save(RcPairsScenario.longWrite(megabytes << 20), URI.createPlatformResourceURI("/" + p.getName() + "/fabric.rdmatopo", true),
                URI.createPlatformResourceURI("/" + p.getName() + "/long-write.rdmaflow", true));
        p.refreshLocal(IResource.DEPTH_INFINITE, null);
        return p.getFile("long-write.rdmaflow");
    }

    @Override
    public void stop() {
        // the benchmark ends by itself
    }
}
