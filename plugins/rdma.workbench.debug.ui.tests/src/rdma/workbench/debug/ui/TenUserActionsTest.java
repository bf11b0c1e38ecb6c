package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.testing.ui.WizardDriver;
import rdma.workbench.ui.RdmaPerspective;
import rdma.workbench.ui.editors.ScenarioEditor;
import rdma.workbench.ui.wizards.NewScenarioWizard;

/**
 * The acceptance of issue 13: from an empty workspace (no project, no topology) to an RC WRITE
 * scenario that runs PASS, counting what the user does; at most ten actions.
 */
class TenUserActionsTest {

    private final List<String> actions = new ArrayList<>();
    private IWorkbenchPage page;

    private void act(String action) {
        actions.add(action);
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTesting.cleanUp(page);
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            p.delete(true, true, null);
        }
    }

    @Test
    void anRcWriteScenarioFromTheTemplateRunsPassInAtMostTenActions() throws Exception {
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            p.delete(true, true, null);
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        page = UiTesting.page(false);
        workbench.showPerspective(RdmaPerspective.ID, workbench.getActiveWorkbenchWindow());
        page = workbench.getActiveWorkbenchWindow().getActivePage();
        assertTrue(List.of(page.getNewWizardShortcuts()).contains(NewScenarioWizard.ID), "File > New lists Scenario in the RDMA perspective");

        List<Throwable> failures = new ArrayList<>();
        Display display = Display.getCurrent();
        // File > New > Scenario opens the wizard modally: what the user does in it runs from the dialog's own event loop
        display.timerExec(100, new Runnable() {
            @Override
            public void run() {
                WizardDialog dialog = openWizard(display);
                if (dialog == null) {
                    display.timerExec(100, this);
                    return;
                }
                try {
                    inTheWizard(new WizardDriver(dialog));
                } catch (Throwable t) {
                    failures.add(t);
                    dialog.close();
                }
            }
        });
        act("File > New > Scenario (Verb Flow)");
        ParameterizedCommand newScenario = ParameterizedCommand.generateCommand(
                workbench.getService(ICommandService.class).getCommand("org.eclipse.ui.newWizard"), Map.of("newWizardId", NewScenarioWizard.ID));
        workbench.getService(IHandlerService.class).executeCommand(newScenario, null);
        assertEquals(List.of(), failures);

        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, page.getActiveEditor(), "Finish opens the scenario");
        IFile file = ((IFileEditorInput) editor.getEditorInput()).getFile();
        assertEquals("/rdma/rc-write.rdmaflow", file.getFullPath().toString());
        assertTrue(file.getProject().getFile("fabric.rdmatopo").exists(), "the new topology beside the scenario");

        act("Run As > RDMA Scenario (the editor's context menu)");
        new ScenarioLaunchShortcut().launch(editor, ILaunchManager.RUN_MODE);
        String verdict = RunVerdict.of(file);
        Screenshots.take("ten-actions-pass");

        System.out.println("From an empty workspace to a PASS run of an RC WRITE scenario, " + actions.size() + " user actions:");
        for (int i = 0; i < actions.size(); i++) {
            System.out.println("  " + (i + 1) + ". " + actions.get(i));
        }
        System.out.println("The console's last line: " + verdict);
        assertTrue(verdict.startsWith("PASS: every program finished as the scenario expects ("), verdict);
        assertTrue(actions.size() <= 10, actions.size() + " actions: " + actions);
        assertEquals(7, actions.size(), "the count the closing note quotes: " + actions);
    }

    /** The user's actions in the wizard, page by page, with the template page's screenshot. */
    private void inTheWizard(WizardDriver d) throws Exception {
        assertEquals("There is no project 'rdma' yet: Finish creates it, then the file in it.", d.message());
        act("type the name rc-write");
        d.type("File name:", "rc-write");
        Screenshots.take("wizard-file-page");
        act("Next >");
        d.next();
        assertEquals("A new two-host topology (ERDMA in RoCEv2 mode, back to back)", d.selectedRow(), "the only topology: already chosen");
        Screenshots.take("wizard-topology-page");
        act("Next >");
        d.next();
        act("choose the template " + ScenarioTemplate.RC_WRITE.label());
        d.click(ScenarioTemplate.RC_WRITE.label());
        assertNull(d.message(), "the RC WRITE scenario on host1 and host2 validates clean");
        assertTrue(d.labels().contains(ScenarioTemplate.RC_WRITE.description()), d.labels().toString());
        Screenshots.take("wizard-template-page");
        act("Finish");
        d.finish();
    }

    /** The New Scenario wizard's dialog once it is open, or null. */
    private static WizardDialog openWizard(Display display) {
        for (Shell s : display.getShells()) {
            if (s.isVisible() && s.getData() instanceof WizardDialog w && w.getCurrentPage() != null
                    && w.getCurrentPage().getWizard() instanceof NewScenarioWizard) {
                return w;
            }
        }
        return null;
    }
}
