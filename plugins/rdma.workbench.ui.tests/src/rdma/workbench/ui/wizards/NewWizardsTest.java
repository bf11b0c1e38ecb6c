package rdma.workbench.ui.wizards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.RdmaPerspective;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.editors.ScenarioEditor;

/** The smoke test: the workbench window opens the RDMA perspective and the New wizards create files that open. */
class NewWizardsTest {

    private final IWorkbench workbench = PlatformUI.getWorkbench();
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("wizards");
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    private IEditorPart finish(Wizard wizard) {
        WizardDialog dialog = new WizardDialog(workbench.getActiveWorkbenchWindow().getShell(), wizard);
        dialog.create();
        try {
            assertTrue(wizard.canFinish(), "the defaults are enough to finish");
            assertTrue(wizard.performFinish());
        } finally {
            dialog.close();
        }
        UiTestSupport.drain();
        return UiTestSupport.page().getActiveEditor();
    }

    @Test
    void workbenchWindowShowsTheRdmaPerspective() throws Exception {
        IWorkbenchPage page = workbench.showPerspective(RdmaPerspective.ID, workbench.getActiveWorkbenchWindow());
        UiTestSupport.drain();
        assertEquals(RdmaPerspective.ID, page.getPerspective().getId());
        assertNotNull(page.findView("org.eclipse.ui.navigator.ProjectExplorer"));
        assertNotNull(page.findView(IPageLayout.ID_PROP_SHEET));
        assertNotNull(page.findView(IPageLayout.ID_PROBLEM_VIEW));
        assertTrue(List.of(page.getNewWizardShortcuts()).containsAll(List.of(NewTopologyWizard.ID, NewScenarioWizard.ID)));
    }

    @Test
    void theNewDialogListsBothWizardsUnderRdmaWorkbench() {
        var category = workbench.getNewWizardRegistry().findCategory("rdma.workbench.ui.wizards");
        assertEquals("RDMA Workbench", category.getLabel());
        assertEquals(List.of(NewTopologyWizard.ID, NewScenarioWizard.ID),
                Arrays.stream(category.getWizards()).map(w -> w.getId()).toList());
    }

    @Test
    void newTopologyWizardCreatesAFileAndOpensItsEditor() throws Exception {
        NewTopologyWizard wizard = new NewTopologyWizard();
        wizard.init(workbench, new StructuredSelection(project));
        IEditorPart editor = finish(wizard);
        IFile file = project.getFile("fabric.rdmatopo");
        assertTrue(file.exists());
        // the file's default editor opens (the topology diagram in the product; this test runs without it)
        assertEquals(file, ((IFileEditorInput) editor.getEditorInput()).getFile());
        Topology t = ModelFiles.load(ModelFiles.newResourceSet(),
                URI.createPlatformResourceURI(file.getFullPath().toString(), true), Topology.class);
        assertEquals("fabric", t.getName());
        assertEquals(List.of("host1", "host2"), t.getHosts().stream().map(h -> h.getName()).toList());
        // valid: no error or warning (a note on ERDMA's congestion control is no problem)
        assertTrue(ModelValidation.validate(t).getSeverity() < Diagnostic.WARNING,
                "the template is valid");
    }

    /** A project that keeps its kinds of files apart, as the examples do, gets each new file in its folder. */
    @Test
    void aNewFileForAProjectGoesIntoTheFolderOfItsKind() throws Exception {
        project.getFolder("scenarios").create(true, true, null);
        project.getFolder("topologies").create(true, true, null);
        NewScenarioWizard scenario = new NewScenarioWizard();
        scenario.init(workbench, new StructuredSelection(project));
        finish(scenario);
        assertTrue(project.getFile("scenarios/flow.rdmaflow").exists(), "in scenarios/, not at the project's root");
        NewTopologyWizard topology = new NewTopologyWizard();
        topology.init(workbench, new StructuredSelection(project));
        finish(topology);
        assertTrue(project.getFile("topologies/fabric.rdmatopo").exists(), "in topologies/");
    }

    @Test
    void newScenarioWizardBuildsOneProgramPerHostOfTheChosenTopology() throws Exception {
        IFile topology = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        NewScenarioWizard wizard = new NewScenarioWizard();
        wizard.init(workbench, new StructuredSelection(topology));
        IEditorPart editor = finish(wizard);
        IFile file = project.getFile("pair-flow.rdmaflow");
        assertTrue(file.exists());
        ScenarioEditor flow = assertInstanceOf(ScenarioEditor.class, editor);
        Scenario s = (Scenario) flow.getRoot();
        assertEquals(List.of("host1", "host2"), s.getPrograms().stream().map(Program::getName).toList());
        assertEquals("host2", s.getPrograms().get(1).getHost().getName());
        String text = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("<host href=\"pair.rdmatopo#//@hosts[name='host1']\"/>"), text);
    }
}
