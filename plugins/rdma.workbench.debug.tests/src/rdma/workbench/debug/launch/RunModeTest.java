package rdma.workbench.debug.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.process.ScenarioProcess;

/** Run mode: the whole scenario in a job, the trace and the results on the console, a FAIL marker on each step that expected otherwise. */
class RunModeTest {

    private static final String PROJECT = "run-mode-tests";
    private static IProject project;

    @BeforeAll
    static void copyExamples() throws Exception {
        project = ExampleProjects.get(PROJECT);
    }

    @AfterEach
    void removeLaunches() throws CoreException {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        for (ILaunch l : m.getLaunches()) {
            m.removeLaunch(l);
        }
    }

    private static ILaunchConfigurationWorkingCopy config(String path) throws CoreException {
        ILaunchConfigurationWorkingCopy c = DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(RdmaDebug.LAUNCH_TYPE)
                .newInstance(null, "run-mode");
        LaunchSettings.setDefaults(c, path);
        return c;
    }

    private static IProcess runToEnd(ILaunchConfigurationWorkingCopy c) throws Exception {
        ILaunch launch = c.launch(ILaunchManager.RUN_MODE, null);
        IProcess p = launch.getProcesses()[0];
        long end = System.currentTimeMillis() + 60_000;
        while (!p.isTerminated() && System.currentTimeMillis() < end) {
            Thread.sleep(10);
        }
        assertTrue(p.isTerminated(), "the run did not end within a minute");
        return p;
    }

    @Test
    void aPassingScenarioSaysPassAndLeavesNoMarker() throws Exception {
        IProcess p = runToEnd(config("/" + PROJECT + "/scenarios/rc-send-recv.rdmaflow"));
        assertEquals(ScenarioProcess.PASSED, p.getExitValue());
        String out = p.getStreamsProxy().getOutputStreamMonitor().getContents();
        assertTrue(out.contains("  PASS        server, step poll-recv\n"), out);
        assertTrue(out.contains("  PASS        server, step check\n"), out);
        assertTrue(out.contains("PASS: every program finished as the scenario expects ("), out);
        IFile file = project.getFile("scenarios/rc-send-recv.rdmaflow");
        assertEquals(0, file.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO).length);
    }

    @Test
    void theProcessNamesTheTopologyFileTheRunWasLoadedWith() throws Exception {
        ScenarioProcess p = (ScenarioProcess) runToEnd(config("/" + PROJECT + "/scenarios/leaf-spine-write.rdmaflow"));
        assertEquals(project.getFile("topologies/leaf-spine.rdmatopo"), p.topology(), "the Animation view draws the run on this file's diagram");
    }

    @Test
    void aWrongExpectationGetsAFailMarkerOnItsStepNamingExpectedAndActual() throws Exception {
        IFile original = project.getFile("scenarios/rc-send-recv.rdmaflow");
        String text = new String(original.getContents().readAllBytes(), StandardCharsets.UTF_8);
        String wrong = text.replace("<expected wrId=\"100\" opcode=\"RECV\" byteLen=\"12\"/>",
                "<expected wrId=\"100\" status=\"REM_ACCESS_ERR\" opcode=\"RECV\" byteLen=\"12\"/>");
        assertTrue(!wrong.equals(text));
        IFile copy = project.getFile("scenarios/rc-send-recv-wrong.rdmaflow");
        copy.create(new ByteArrayInputStream(wrong.getBytes(StandardCharsets.UTF_8)), true, null);

        IProcess p = runToEnd(config(copy.getFullPath().toString()));
        assertEquals(ScenarioProcess.FAILED, p.getExitValue());
        // the markers are written by a workspace job after the run
        long end = System.currentTimeMillis() + 10_000;
        while (copy.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO).length == 0 && System.currentTimeMillis() < end) {
            Thread.sleep(10);
        }
        IMarker[] markers = copy.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        assertEquals("FAIL: completion 1: status SUCCESS, expected REM_ACCESS_ERR", markers[0].getAttribute(IMarker.MESSAGE));
        assertEquals("//@programs[name='server']/@steps[name='poll-recv']", markers[0].getAttribute(RdmaDebug.OBJECT));
        assertEquals("program server, step poll-recv", markers[0].getAttribute(IMarker.LOCATION));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        String err = p.getStreamsProxy().getErrorStreamMonitor().getContents();
        assertTrue(err.contains("  FAIL        server, step poll-recv: completion 1: status SUCCESS, expected REM_ACCESS_ERR\n"), err);
    }

    @Test
    void capturesGoToTheChosenFolder() throws Exception {
        ILaunchConfigurationWorkingCopy c = config("/" + PROJECT + "/scenarios/rc-send-recv.rdmaflow");
        c.setAttribute(LaunchSettings.CAPTURE_FOLDER, "/" + PROJECT + "/captures");
        IProcess p = runToEnd(c);
        assertEquals(ScenarioProcess.PASSED, p.getExitValue());
        IFolder captures = project.getFolder("captures");
        assertTrue(captures.exists());
        assertTrue(captures.members().length > 0);
        for (IResource r : captures.members()) {
            assertTrue(r.getName().endsWith(".pcap"), r.getName());
        }
    }

    @Test
    void aConfigurationWithoutAScenarioOrWithABadSeedIsRefusedWithItsReason() throws Exception {
        ILaunchConfigurationWorkingCopy c = config("");
        CoreException e = assertThrows(CoreException.class, () -> c.launch(ILaunchManager.RUN_MODE, null));
        assertEquals("the launch configuration 'run-mode' names no scenario: choose a .rdmaflow file on its Scenario tab", e.getMessage());

        ILaunchConfigurationWorkingCopy d = config("/" + PROJECT + "/scenarios/rc-send-recv.rdmaflow");
        d.setAttribute(LaunchSettings.SEED, "one");
        e = assertThrows(CoreException.class, () -> d.launch(ILaunchManager.RUN_MODE, null));
        assertEquals("the seed of 'run-mode' must be a whole number, not 'one'", e.getMessage());

        ILaunchConfigurationWorkingCopy f = config("/" + PROJECT + "/scenarios/missing.rdmaflow");
        e = assertThrows(CoreException.class, () -> f.launch(ILaunchManager.RUN_MODE, null));
        assertEquals("/" + PROJECT + "/scenarios/missing.rdmaflow: no such file in the workspace", e.getMessage());
    }

    /** The error dialog of a launch shows the status's message first: a file that cannot be read says where and why there. */
    @Test
    void aScenarioCutShortIsRefusedNamingThePlaceAndTheRuleInTheMessage() throws Exception {
        IFile cut = project.getFile("scenarios/cut-short.rdmaflow");
        byte[] whole = project.getFile("scenarios/rc-send-recv.rdmaflow").getContents().readAllBytes();
        cut.create(new ByteArrayInputStream(Arrays.copyOf(whole, 400)), true, null);
        try {
            ILaunchConfigurationWorkingCopy c = config(cut.getFullPath().toString());
            CoreException e = assertThrows(CoreException.class, () -> c.launch(ILaunchManager.RUN_MODE, null));
            assertTrue(e.getMessage().matches("/" + PROJECT + "/scenarios/cut-short\\.rdmaflow cannot be read: cut-short\\.rdmaflow:\\d+:\\d+: "
                    + "XML document structures must start and end within the same entity\\."), e.getMessage());
            assertEquals(1, e.getStatus().getChildren().length, "and the problem again in Details");
        } finally {
            cut.delete(true, null);
        }
        IFile broken = project.getFile("scenarios/broken-rule.rdmaflow");
        String text = new String(whole, StandardCharsets.UTF_8);
        broken.create(new ByteArrayInputStream(text.replaceFirst("pkeyIndex=\"0\"", "pkeyIndex=\"-1\"")
                .getBytes(StandardCharsets.UTF_8)), true, null);
        try {
            ILaunchConfigurationWorkingCopy c = config(broken.getFullPath().toString());
            CoreException e = assertThrows(CoreException.class, () -> c.launch(ILaunchManager.RUN_MODE, null));
            assertEquals("/" + PROJECT + "/scenarios/broken-rule.rdmaflow is not run: broken-rule.rdmaflow: ModifyQp to-init has "
                    + "pkey_index -1; it must be between 0 and 65535: a P_Key index is 16 bits (struct ibv_qp_attr) (the Problems view lists it too)",
                    e.getMessage(), "the rule it breaks in the message, not only in Details");
        } finally {
            broken.delete(true, null);
        }
    }
}
