package rdma.workbench.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.ui.validation.ProblemMarkers;

class NewExampleWizardTest {

    private final IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(ExampleChoicePage.DEFAULT_PROJECT);

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static void drain() {
        while (Display.getCurrent().readAndDispatch()) {
            // dispatch pending events
        }
    }

    @AfterEach
    void tearDown() throws Exception {
        page().closeAllEditors(false);
        drain();
        project.delete(true, true, null);
    }

    @Test
    void theNewDialogListsItUnderExamples() {
        var root = PlatformUI.getWorkbench().getNewWizardRegistry().getRootCategory();
        var examples = Arrays.stream(root.getCategories()).filter(c -> c.getId().equals("org.eclipse.ui.Examples")).findFirst().orElseThrow();
        var category = Arrays.stream(examples.getCategories()).filter(c -> c.getLabel().equals("RDMA Workbench")).findFirst().orElseThrow();
        assertEquals(List.of(NewExampleWizard.ID), Arrays.stream(category.getWizards()).map(w -> w.getId()).toList());
    }

    @Test
    void copiesAllExamplesAndOpensTheChosenOne() throws Exception {
        NewExampleWizard wizard = new NewExampleWizard();
        wizard.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        WizardDialog dialog = new WizardDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), wizard);
        dialog.create();
        wizard.page().choose("topologies/leaf-spine.rdmatopo");
        assertTrue(wizard.canFinish());
        assertTrue(wizard.performFinish());
        dialog.close();
        drain();

        List<String> copied = Examples.all().stream().map(Example::path).toList();
        assertTrue(copied.size() > 20);
        for (String path : copied) {
            assertTrue(project.getFile(path).exists(), path);
        }
        TopologyDiagramEditor editor = assertInstanceOf(TopologyDiagramEditor.class, page().getActiveEditor(), "topologies open in the diagram");
        IFile leafSpine = project.getFile("topologies/leaf-spine.rdmatopo");
        assertEquals(leafSpine, ((IFileEditorInput) editor.getEditorInput()).getFile());
        assertEquals("leaf-spine", editor.getTopology().getName());
        // no error or warning; the note that ERDMA's hpcc_ecn is not simulated is an info marker
        assertEquals(List.of(IMarker.SEVERITY_INFO), Arrays.stream(leafSpine.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO))
                .map(m -> m.getAttribute(IMarker.SEVERITY, -1)).toList());

        IFile mistake = project.getFile("topologies/iwarp-vs-roce.rdmatopo");
        IDE.openEditor(page(), mistake, true);
        drain();
        assertEquals(1, mistake.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO).length, "opening validates");
    }
}
