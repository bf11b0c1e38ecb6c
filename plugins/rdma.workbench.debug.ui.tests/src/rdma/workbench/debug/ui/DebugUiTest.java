package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import org.eclipse.core.commands.Command;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IVariable;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.IDebugView;
import org.eclipse.debug.ui.actions.ILaunchable;
import org.eclipse.debug.ui.memory.IMemoryRendering;
import org.eclipse.debug.ui.memory.IMemoryRenderingSite;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.TextConsole;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.breakpoints.StepBreakpoint;
import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.debug.ui.presentation.RdmaModelPresentation;
import rdma.workbench.ui.editors.ScenarioEditor;

/** The debugger as a user meets it, under Xvfb: Debug As with a NAK breakpoint, the views, stepping forth and back, the console, Run mode's markers. */
class DebugUiTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(true);
    }

    @AfterEach
    void cleanUp() throws Exception {
        DebugPlugin.getDefault().getMemoryBlockManager().removeMemoryBlocks(DebugPlugin.getDefault().getMemoryBlockManager().getMemoryBlocks());
        UiTesting.cleanUp(page);
    }

    private static void drain() {
        UiTesting.drain();
    }

    private static void waitFor(String what, BooleanSupplier condition) {
        UiTesting.waitFor(what, condition);
    }

    private static SimulationTarget session() {
        return UiTesting.session();
    }

    /** Runs command {@code id} as a key or toolbar button would, once the platform has enabled it for the current debug context. */
    private static void command(String id) throws Exception {
        Command c = PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(id);
        // the platform works out a debug command's enablement in jobs after each debug event: one still pending may act on a state already gone
        waitFor(id + " to be enabled", () -> c.isEnabled() && !debugCommandsUpdating());
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(id, null);
    }

    /**
     * Runs the platform's debug command {@code id} as a key press does, and again, as a user presses
     * the key again, when the session did not move within two seconds: the platform's debug commands
     * run in jobs and check their enablement again there, and one computed for an earlier state is
     * dropped silently (a race of the platform's, seen about once in 50 runs; the debug model never
     * refuses a command it was given). The session moving (running, or at another event) shows it took the command.
     */
    private static void debugCommand(String id, SimulationTarget target) throws Exception {
        long before = target.position();
        for (int press = 1; press <= 3; press++) {
            command(id);
            long end = System.currentTimeMillis() + 2000;
            while (System.currentTimeMillis() < end) {
                if (!target.isSuspended() || target.position() != before) {
                    return;
                }
                drain();
                Thread.sleep(10);
            }
        }
        fail(id + " was pressed three times and the session did not move from event " + before);
    }

    /** Whether the platform is still working out which debug commands are enabled (jobs it schedules on each debug context change). */
    private static boolean debugCommandsUpdating() {
        for (Job j : Job.getJobManager().find(null)) {
            if ("Check Debug Command".equals(j.getName())) {
                return true;
            }
        }
        return false;
    }

    /** Every row of the Variables view's tree, expanded two levels: "name = value". */
    private List<String> variablesView() {
        IViewPart view = page.findView(IDebugUIConstants.ID_VARIABLE_VIEW);
        assertNotNull(view, "the Variables view is open");
        Tree tree = (Tree) ((IDebugView) view).getViewer().getControl();
        List<String> rows = new ArrayList<>();
        for (TreeItem item : tree.getItems()) {
            rows.add(item.getText(0) + " = " + item.getText(1));
        }
        return rows;
    }

    /** Expands the Variables view's top-level row {@code name}, as a click on its twistie does. */
    private void expand(String name) {
        IViewPart view = page.findView(IDebugUIConstants.ID_VARIABLE_VIEW);
        Tree tree = (Tree) ((IDebugView) view).getViewer().getControl();
        for (TreeItem item : tree.getItems()) {
            if (item.getText(0).equals(name)) {
                Event e = new Event();
                e.item = item;
                tree.notifyListeners(SWT.Expand, e);
                item.setExpanded(true);
            }
        }
        drain();
    }

    /** Show in Memory View on the memory region variable {@code name} of {@code thread}, selected in Variables as a user would. */
    private void showInMemory(ProgramThread thread, String name) throws Exception {
        IVariable region = null;
        for (IVariable v : thread.getTopStackFrame().getVariables()) {
            if (v.getName().equals(name)) {
                region = v;
            }
        }
        assertNotNull(region, name);
        IViewPart view = page.showView(IDebugUIConstants.ID_VARIABLE_VIEW);
        // the view fetches its rows again after each suspend, in the background: select the region once its row is there
        waitFor("Variables to show " + name, () -> variablesView().stream().anyMatch(r -> r.startsWith(name + " = ")));
        Viewer viewer = ((IDebugView) view).getViewer();
        IVariable selected = region;
        waitFor("Variables to select " + name, () -> {
            if (!viewer.getSelection().isEmpty()) {
                return true;
            }
            viewer.setSelection(new StructuredSelection(selected));
            return false;
        });
        command("rdma.workbench.debug.ui.showInMemory");
        waitFor("the Memory view to hold the region", () -> DebugPlugin.getDefault().getMemoryBlockManager().getMemoryBlocks().length > 0);
        IMemoryBlock block = DebugPlugin.getDefault().getMemoryBlockManager().getMemoryBlocks()[0];
        assertEquals(4096, block.getLength());
        assertEquals(0x7f0000000000L, block.getStartAddress());
        IMemoryRenderingSite site = (IMemoryRenderingSite) page.findView(
                IDebugUIConstants.ID_MEMORY_VIEW);
        // the Memory view adds the renderings and activates one in its own time (a busy machine shows the gap)
        waitFor("the Memory view to show a rendering", () -> site.getContainer(IDebugUIConstants.ID_RENDERING_VIEW_PANE_1).getActiveRendering() != null);
        assertEquals(Set.of("org.eclipse.debug.ui.rendering.raw_memory", "org.eclipse.debug.ui.rendering.ascii"),
                Arrays.stream(site.getContainer(IDebugUIConstants.ID_RENDERING_VIEW_PANE_1).getRenderings())
                        .map(IMemoryRendering::getRenderingId).collect(Collectors.toSet()),
                "hex and ASCII renderings of the region");
        assertEquals("org.eclipse.debug.ui.rendering.raw_memory", site.getContainer(IDebugUIConstants.ID_RENDERING_VIEW_PANE_1).getActiveRendering()
                .getRenderingId(), "hex in front");
    }

    private static List<String> modelVariables(ProgramThread t) throws Exception {
        List<String> out = new ArrayList<>();
        for (IVariable v : t.getTopStackFrame().getVariables()) {
            dump("", v, out);
        }
        return out;
    }

    private static void dump(String prefix, IVariable v, List<String> out) throws Exception {
        out.add(prefix + v.getName() + " = " + v.getValue().getValueString());
        for (IVariable c : v.getValue().getVariables()) {
            dump(prefix + v.getName() + "/", c, out);
        }
    }

    @Test
    void debugAsWithANakBreakpointStepsForthAndBackAndRunsToPass() throws Exception {
        IFile file = project.getFile("scenarios/lost-packet-go-back-n.rdmaflow");
        ScenarioEditor editor = (ScenarioEditor) page.openEditor(new FileEditorInput(file), ScenarioEditor.ID);
        EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0);
        StepBreakpoint.create(file, "//@programs[name='server']/@steps[name='check']", "server: check");
        page.showView(IDebugUIConstants.ID_BREAKPOINT_VIEW);
        editor.selectStep("//@programs[name='server']/@steps[name='check']");
        drain();
        Tree steps = editor.getViewer().getTree();
        steps.setTopItem(steps.getSelection()[0].getParentItem().getItems()[7]);
        drain();
        Screenshots.take("breakpoints-view");

        page.showView(IDebugUIConstants.ID_DEBUG_VIEW);
        UiTesting.debug(file);
        waitFor("the session to suspend at the NAK", () -> session() != null && session().isSuspended());
        SimulationTarget target = session();
        ProgramThread server = target.thread("server");
        RdmaModelPresentation presentation = new RdmaModelPresentation();
        String label = presentation.getText(server);
        assertTrue(label.startsWith("server on host2 \u2014 waiting in done-8 (Sync) for the others at the barrier 'done'  (Suspended: NAK, PSN sequence "
                + "error for PSN 0x000001, from host2, frame #"), label);

        page.showView(IDebugUIConstants.ID_VARIABLE_VIEW);
        waitFor("the Debug view to select the server's frame", () -> DebugUITools.getDebugContext() != null
                && DebugUITools.getDebugContext().getAdapter(IDebugElement.class) != null);
        Object context = DebugUITools.getDebugContext();
        assertTrue(context == server.getTopStackFrame() || context == server, "the Debug view selects the server, whose NAK suspended the run: "
                + context);
        waitFor("Variables to show the server's QP", () -> variablesView().stream().anyMatch(r -> r.startsWith("qp = RC QP 0x")));
        assertTrue(variablesView().stream().anyMatch(r -> r.equals("qp = RC QP 0x000011, RTS, SQ PSN 0x000000 (0), RQ PSN 0x000001 (1)")),
                variablesView().toString());
        IBindingService keys = PlatformUI.getWorkbench().getService(IBindingService.class);
        waitFor("Shift+F5 to be Step Back while an RDMA session is selected",
                () -> "Shift+F5".equals(keys.getBestActiveBindingFormattedFor("rdma.workbench.debug.ui.stepBack")));
        List<String> vars = modelVariables(server);
        assertTrue(vars.contains("qp/responder = IN_WRITE (receiving a WRITE)"), vars.toString());
        assertTrue(vars.contains("qp/rq_psn (expected) = 0x000001 (1)"), vars.toString());
        expand("qp");
        waitFor("the editor to select the server's step", () -> "//@programs[name='server']/@steps[name='done-8']".equals(editor.selectedFragment()));
        Screenshots.take("suspended-at-nak");

        // the platform runs step commands in a job: wait for the position to move, not only for a suspended run
        List<List<String>> seen = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        long start = target.position();
        for (int i = 0; i < 3; i++) {
            seen.add(modelVariables(server));
            hashes.add(target.stateHash());
            debugCommand("org.eclipse.debug.ui.commands.StepInto", target);
            long next = start + i + 1;
            waitFor("Step Into " + (i + 1), () -> target.isSuspended() && target.position() == next);
        }
        for (int i = 2; i >= 0; i--) {
            command("rdma.workbench.debug.ui.stepBack");
            long back = start + i;
            waitFor("Step Back to event " + back, () -> target.isSuspended() && target.position() == back);
            assertEquals(hashes.get(i), target.stateHash());
            assertEquals(seen.get(i), modelVariables(server), "variables after going back to where Step Into " + (i + 1) + " began");
        }

        showInMemory(server, "target");
        page.showView(IDebugUIConstants.ID_MEMORY_VIEW);
        Screenshots.take("memory-view");

        debugCommand("org.eclipse.debug.ui.commands.Resume", target);
        waitFor("the step breakpoint on server: check", () -> target.isSuspended() && target.stopReason().startsWith("step breakpoint"));
        debugCommand("org.eclipse.debug.ui.commands.Resume", target);
        waitFor("the run to end", () -> target.isSuspended() && target.stopReason().startsWith("the run is over"));
        assertEquals("the run is over: PASS", target.stopReason());
        IProcess process = target.getProcess();
        IConsole console = DebugUITools.getConsole(process);
        assertTrue(console instanceof TextConsole);
        waitFor("the console to say PASS", () -> ((TextConsole) console).getDocument().get().contains("PASS: every program finished"));
        assertEquals("end of server (after its 10 steps)", server.getTopStackFrame().getName());
        assertEquals(file.getFullPath().toString(), DebugUITools.getLastLaunch(IDebugUIConstants.ID_DEBUG_LAUNCH_GROUP)
                .getAttribute(LaunchSettings.SCENARIO, ""), "Debug Last (F11) launches this scenario again");
        Screenshots.take("run-over-console");
    }

    @Test
    void runModeMarksTheStepWhoseExpectationFails() throws Exception {
        IFile original = project.getFile("scenarios/rc-send-recv.rdmaflow");
        String text = new String(original.getContents().readAllBytes(), StandardCharsets.UTF_8);
        IFile copy = project.getFile("scenarios/rc-send-recv-wrong-status.rdmaflow");
        if (copy.exists()) {
            copy.delete(true, null);
        }
        copy.create(new ByteArrayInputStream(text.replace("<expected wrId=\"100\" opcode=\"RECV\" byteLen=\"12\"/>",
                "<expected wrId=\"100\" status=\"REM_ACCESS_ERR\" opcode=\"RECV\" byteLen=\"12\"/>").getBytes(StandardCharsets.UTF_8)), true, null);
        page.openEditor(new FileEditorInput(copy), ScenarioEditor.ID);
        ScenarioLaunchShortcut.launch(copy, ILaunchManager.RUN_MODE);
        waitFor("the FAIL marker", () -> {
            try {
                return copy.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO).length > 0;
            } catch (Exception e) {
                return false;
            }
        });
        IMarker m = copy.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO)[0];
        assertNotNull(Adapters.adapt(copy, ILaunchable.class),
                "a scenario is launchable: the Project Explorer offers Run As and Debug As on it");
        assertEquals("FAIL: completion 1: status SUCCESS, expected REM_ACCESS_ERR", m.getAttribute(IMarker.MESSAGE));
        assertEquals("program server, step poll-recv", m.getAttribute(IMarker.LOCATION));
        IDE.gotoMarker(page.getActiveEditor(), m);
        page.showView("org.eclipse.ui.views.ProblemView");
        Screenshots.take("run-mode-fail-marker");
    }

    @Test
    void toggleBreakpointInTheEditorPutsAStepBreakpointOnTheSelectedStep() throws Exception {
        IFile file = project.getFile("scenarios/rc-send-recv.rdmaflow");
        ScenarioEditor editor = (ScenarioEditor) page.openEditor(new FileEditorInput(file), ScenarioEditor.ID);
        // the Debug view's source display of a session an earlier test ended may still open that session's scenario and
        // take the focus: wait until no other editor has come for 1.5 s, closing those that do
        long quietSince = System.currentTimeMillis();
        while (System.currentTimeMillis() - quietSince < 1500) {
            for (IEditorReference r : page.getEditorReferences()) {
                if (r.getEditor(false) != editor) {
                    page.closeEditors(new IEditorReference[] {r}, false);
                    quietSince = System.currentTimeMillis();
                }
            }
            drain();
            Thread.sleep(10);
        }
        editor.selectStep("//@programs[name='client']/@steps[name='send']");
        // Toggle Breakpoint is the scenario editor's while it is the active part (a view a test before left may have taken the focus)
        page.activate(editor);
        waitFor("the scenario editor to be the active part", () -> page.getActivePart() == editor);
        String step = "//@programs[name='client']/@steps[name='send']";
        command("org.eclipse.debug.ui.commands.ToggleBreakpoint");
        StepBreakpoint b = StepBreakpoint.find(file, step);
        assertNotNull(b, "no breakpoint after Toggle Breakpoint; active part " + page.getActivePart().getTitle() + ", active editor "
                + page.getActiveEditor().getTitle() + ", its selection " + editor.getSelection() + ", breakpoints "
                + Arrays.toString(DebugPlugin.getDefault().getBreakpointManager().getBreakpoints()));
        assertEquals("client: send", b.label());
        command("org.eclipse.debug.ui.commands.ToggleBreakpoint");
        // the breakpoint goes with its marker, which a workspace operation deletes
        waitFor("the step breakpoint to be gone", () -> StepBreakpoint.find(file, "//@programs[name='client']/@steps[name='send']") == null);
    }
}
