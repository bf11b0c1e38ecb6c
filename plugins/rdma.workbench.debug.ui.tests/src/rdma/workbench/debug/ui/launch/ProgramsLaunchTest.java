package rdma.workbench.debug.ui.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Platform;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.console.TextConsole;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.launch.ProgramsLaunchDelegate;
import rdma.workbench.debug.launch.ProgramsSettings;
import rdma.workbench.debug.model.LiveTarget;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.record.FrameKind;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.ladder.PacketLadderView;
import rdma.workbench.debug.ui.run.RunFeed;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.topology.Topology;

/**
 * An "RDMA Programs" launch as a user runs one: Debian's ibv_rc_pingpong, server and client on
 * the two hosts of erdma-pair with a lossy cable, debugged — the programs are the live fabric's
 * threads, a NAK breakpoint suspends them with the packet views showing the run so far, they
 * finish once resumed — and then Debug the Recording steps through what they did, back and forth.
 */
class ProgramsLaunchTest {

    private static final AtomicInteger PORT = new AtomicInteger(20600 + (int) (ProcessHandle.current().pid() % 1000) * 10);

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(true);
        project = UiTesting.freshProject("live");
        IFile topology = project.getFile("erdma-pair.rdmatopo");
        UiTesting.examples().getFile("topologies/erdma-pair.rdmatopo").copy(topology.getFullPath(), true, null);
        // a lossy cable: a lost frame in the middle of a message makes its receiver NAK the next
        Topology t = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(topology.getFullPath().toString(), true), Topology.class);
        t.getLinks().get(0).setLossRate(0.1);
        ModelFiles.save(t.eResource());
        topology.refreshLocal(IResource.DEPTH_ZERO, null);
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    /** ibv_rc_pingpong where the machine has it, and this build's verbs library; CI has both. */
    private static String pingpong() {
        boolean library = Platform.getBundle("rdma.workbench.verbs.linux.x86_64") != null
                && Platform.getBundle("rdma.workbench.verbs.linux.x86_64").getEntry("os/linux/x86_64/librdmawb-verbs.so") != null;
        File program = Arrays.stream(System.getenv("PATH").split(File.pathSeparator)).map(d -> new File(d, "ibv_rc_pingpong"))
                .filter(File::canExecute).findFirst().orElse(null);
        if (library && program != null) {
            return program.getPath();
        }
        String what = library ? "ibv_rc_pingpong (apt-get install ibverbs-utils)" : "the verbs library (apt-get install gcc make libibverbs-dev)";
        if (System.getenv("CI") != null) {
            fail(what + " is missing; CI must have it");
        }
        Assumptions.abort(what + " is missing here; CI runs this test");
        return null;
    }

    private static LiveTarget live() {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            for (IDebugTarget t : l.getDebugTargets()) {
                if (t instanceof LiveTarget live) {
                    return live;
                }
            }
        }
        return null;
    }

    private static List<String> threadNames(LiveTarget target) {
        return Arrays.stream(target.getThreads()).map(t -> {
            try {
                return t.getName();
            } catch (Exception e) {
                return e.toString();
            }
        }).sorted().toList();
    }

    private static String console(IProcess p) {
        return DebugUITools.getConsole(p) instanceof TextConsole c ? c.getDocument().get() : "";
    }

    @Test
    void pingpongRunsAsThreadsStopsAtABreakpointAndItsRecordingIsDebugged() throws Exception {
        String program = pingpong();
        String options = " -d erdma_0 -g 1 -n 10 -p " + PORT.getAndIncrement();
        ILaunchConfigurationWorkingCopy wc = DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(ProgramsSettings.TYPE)
                .newInstance(null, "pingpong on erdma-pair");
        ProgramsSettings.write(wc, "/live/erdma-pair.rdmatopo", List.of(new ProgramsSettings.Program("host2", "", program + options),
                new ProgramsSettings.Program("host1", "", program + options + " localhost")), ProgramsSettings.DEFAULT_START_GAP_MILLIS, "");
        EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0);
        page.showView(IDebugUIConstants.ID_DEBUG_VIEW);
        DebugUITools.launch(wc.doSave(), ILaunchManager.DEBUG_MODE);

        UiTesting.waitFor("the live fabric to suspend at a NAK", () -> live() != null && live().isSuspended());
        LiveTarget target = live();
        assertTrue(target.getName().startsWith("live fabric of erdma-pair.rdmatopo — suspended: breakpoint any NAK but RNR NAKs: NAK, PSN sequence error"), target.getName());
        // a program between two verbs when the fabric froze waits in the next one it calls
        UiTesting.waitFor("both programs as threads, each in a verb", () -> target.getThreads().length == 2
                && threadNames(target).stream().allMatch(n -> n.contains(" — in ")));
        List<String> threads = threadNames(target);
        assertTrue(threads.stream().allMatch(t -> t.startsWith("ibv_rc_pingpong[")), threads.toString());
        assertEquals(1, threads.stream().filter(t -> t.contains(" on host1 — in ")).count(), threads.toString());
        assertEquals(1, threads.stream().filter(t -> t.contains(" on host2 — in ")).count(), threads.toString());
        for (IThread t : target.getThreads()) {
            assertTrue(t.isSuspended(), t.getName());
        }
        ILaunch launch = target.getLaunch();
        for (IProcess p : launch.getProcesses()) {
            assertFalse(p.isTerminated(), p.getLabel() + " ended while the fabric was suspended");
        }
        // the packet views show the run as it stood at the NAK
        page.showView(PacketLadderView.ID);
        RunFeed feed = RunFeed.of(page.getWorkbenchWindow());
        UiTesting.waitFor("the packet views to show the live run", () -> feed.current() != null && feed.current().title().startsWith("live fabric of"));
        RunRecord shown = feed.current();
        assertTrue(shown.frames().size() > 0, "frames at the NAK");
        assertTrue(shown.frames().stream().anyMatch(f -> f.kind() == FrameKind.NAK), "the NAK among the frames shown");
        Screenshots.take("programs-suspended");

        DebugPlugin.getDefault().getBreakpointManager()
                .removeBreakpoints(DebugPlugin.getDefault().getBreakpointManager().getBreakpoints(RdmaDebug.MODEL), true);
        target.resume();
        UiTesting.waitFor("the programs to end and the recording to be written",
                () -> launch.getAttribute(ProgramsLaunchDelegate.RECORDING_WRITTEN) != null && launch.isTerminated());
        assertEquals("/live/erdma-pair-recording.rdmaflow", launch.getAttribute(ProgramsLaunchDelegate.RECORDING_WRITTEN));
        int programs = 0;
        for (IProcess p : launch.getProcesses()) {
            if (p.getLabel().startsWith("host")) {
                programs++;
                // what the program printed, as its console shows it (the console reads the pipe on its own thread)
                UiTesting.waitFor(p.getLabel() + "'s last line", () -> console(p).contains(" iters in ") || console(p).contains("Couldn't"));
                String out = console(p);
                assertEquals(0, p.getExitValue(), p.getLabel() + ":\n" + out);
                assertTrue(out.lines().anyMatch(l -> l.startsWith("10 iters in ")), out);
            }
        }
        assertEquals(2, programs);
        IFile recording = project.getFile("erdma-pair-recording.rdmaflow");
        assertTrue(recording.exists());

        // Debug the Recording, from the launch's context menu in the Debug view
        IDebugView debugView = (IDebugView) page.showView(IDebugUIConstants.ID_DEBUG_VIEW);
        debugView.getViewer().setSelection(new StructuredSelection(launch));
        UiTesting.drain();
        Screenshots.take("programs-ended");
        page.getWorkbenchWindow().getService(IHandlerService.class).executeCommand("rdma.workbench.debug.ui.debugRecording", null);
        UiTesting.waitFor("the recording's session to stop before its first step", () -> UiTesting.session() != null && UiTesting.session().isSuspended());
        SimulationTarget replay = UiTesting.session();
        assertEquals(recording, replay.scenario());
        replay.resume();
        UiTesting.waitFor("the recording to run to its end", replay::isOver);
        assertEquals("the run is over: PASS", replay.stopReason(), "the completions the programs polled are the recording's expectations");
        long end = replay.position();
        replay.stepBack();
        UiTesting.waitFor("a step back", () -> replay.isSuspended() && replay.position() >= 0 && replay.position() < end);
        assertNotNull(replay.stopReason());
        Screenshots.take("programs-recording-debugged");
    }
}
