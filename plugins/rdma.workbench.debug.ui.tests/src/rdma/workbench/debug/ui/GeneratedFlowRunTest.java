package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.Arrays;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.authoring.ScenarioEditorContributor;
import rdma.workbench.ui.editors.ScenarioEditor;
import rdma.workbench.ui.wizards.ModelTemplates;

/**
 * Two empty programs, then Scenario > Connect an RC QP Pair... and Add an RDMA WRITE... with
 * their dialogs' defaults, saved and run as a user runs it: PASS; one Undo takes the WRITE back.
 */
class GeneratedFlowRunTest {

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        project = UiTesting.freshProject("generated-flow");
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTesting.cleanUp(page);
        project.delete(true, true, null);
    }

    private static URI uri(IFile f) {
        return URI.createPlatformResourceURI(f.getFullPath().toString(), true);
    }

    /** Runs the Scenario menu's item {@code text}; its dialog is answered with OK (its defaults) as soon as it is open. */
    private static void generate(ScenarioEditor editor, String text) {
        IMenuManager menu = editor.getEditorSite().getActionBars().getMenuManager().findMenuUsingPath(ScenarioEditorContributor.MENU_ID);
        IAction action = Arrays.stream(menu.getItems()).filter(ActionContributionItem.class::isInstance)
                .map(i -> ((ActionContributionItem) i).getAction()).filter(a -> a.getText().replace("&", "").equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError(text + " not in the Scenario menu"));
        assertTrue(action.isEnabled(), text + ": " + action.getToolTipText());
        Display display = Display.getCurrent();
        Shell workbench = editor.getSite().getShell();
        Runnable[] pressOk = new Runnable[1];
        pressOk[0] = () -> {
            Shell active = display.getActiveShell();
            Button ok = active == null || active == workbench ? null : active.getDefaultButton();
            if (ok == null || !ok.isEnabled()) {
                display.timerExec(50, pressOk[0]);
                return;
            }
            ok.notifyListeners(SWT.Selection, new Event());
        };
        display.timerExec(50, pressOk[0]);
        action.run();
        UiTesting.drain();
    }

    @Test
    void connectThenWriteOnTwoEmptyProgramsRunsPass() throws Exception {
        IFile topo = project.getFile("pair.rdmatopo");
        topo.create(new ByteArrayInputStream(ModelTemplates.serialize(ModelTemplates.resourceSet(), ModelTemplates.topology("pair"), uri(topo))),
                true, null);
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, uri(topo), Topology.class);
        IFile flow = project.getFile("flow.rdmaflow");
        flow.create(new ByteArrayInputStream(ModelTemplates.serialize(rs, ModelTemplates.scenario("flow", t), uri(flow))), true, null);
        ScenarioEditor editor = (ScenarioEditor) IDE.openEditor(page, flow, ScenarioEditor.ID);
        Scenario scenario = (Scenario) editor.getRoot();
        editor.getViewer().setSelection(new StructuredSelection(scenario), true);

        generate(editor, "Connect an RC QP Pair...");
        int connected = scenario.getPrograms().stream().mapToInt(p -> p.getSteps().size()).sum();
        generate(editor, "Add an RDMA WRITE...");
        assertTrue(scenario.getPrograms().stream().mapToInt(p -> p.getSteps().size()).sum() > connected, "the WRITE's steps were added");
        editor.doSave(null);
        assertFalse(editor.isDirty());

        DebugPlugin debug = DebugPlugin.getDefault();
        for (ILaunch l : debug.getLaunchManager().getLaunches()) {
            debug.getLaunchManager().removeLaunch(l);
        }
        ScenarioLaunchShortcut.launch(flow, ILaunchManager.RUN_MODE);
        String verdict = RunVerdict.of(flow);
        assertTrue(verdict.startsWith("PASS: every program finished as the scenario expects"), verdict);

        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(connected, scenario.getPrograms().stream().mapToInt(p -> p.getSteps().size()).sum(), "one Undo takes the whole WRITE back");
        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(0, scenario.getPrograms().stream().mapToInt(p -> p.getSteps().size()).sum());
    }
}
