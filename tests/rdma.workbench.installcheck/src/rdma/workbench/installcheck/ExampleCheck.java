package rdma.workbench.installcheck;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWizard;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.wizards.IWizardDescriptor;

/**
 * Opens the examples of the installed feature the way a user does: File > New > Example > RDMA Example
 * Topologies and Scenarios with its defaults (copies every example into the project rdma-examples and opens
 * the first, a topology, in the diagram editor), then the RC SEND/RECV scenario by its file, as a double-click
 * in the Project Explorer does. Each must open in the editor plugin.xml registers for it, not in the error
 * editor the workbench shows when an editor fails to start.
 */
final class ExampleCheck {

    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;

        Failure(String message) {
            super(message);
        }
    }

    private static final String EXAMPLE_WIZARD = "rdma.workbench.examples.newExample";
    private static final String PROJECT = "rdma-examples";
    private static final String FIRST_EXAMPLE = "topologies/erdma-pair.rdmatopo";
    private static final String SCENARIO = "scenarios/rc-send-recv.rdmaflow";

    private final IWorkbench workbench;

    ExampleCheck(IWorkbench workbench) {
        this.workbench = workbench;
    }

    /** What opened, one line per file; throws a Failure naming the step that went wrong. */
    String run() throws Failure, CoreException {
        IWorkbenchPage page = workbench.getActiveWorkbenchWindow().getActivePage();
        runExampleWizard();
        String report = expectEditor(page, PROJECT + "/" + FIRST_EXAMPLE,
                "rdma.workbench.editor.topologyDiagram", "rdma.workbench.editor.TopologyDiagramEditor");
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(PROJECT);
        IFile scenario = project.getFile(SCENARIO);
        if (!scenario.exists()) {
            throw new Failure("the example wizard did not copy " + SCENARIO + " into " + PROJECT);
        }
        IDE.openEditor(page, scenario, true);
        return report + expectEditor(page, PROJECT + "/" + SCENARIO,
                "rdma.workbench.ui.scenarioEditor", "rdma.workbench.ui.editors.ScenarioEditor");
    }

    private void runExampleWizard() throws Failure, CoreException {
        IWizardDescriptor descriptor = workbench.getNewWizardRegistry().findWizard(EXAMPLE_WIZARD);
        if (descriptor == null) {
            throw new Failure("File > New > Example has no wizard " + EXAMPLE_WIZARD
                    + " (rdma.workbench.examples is not installed or did not resolve)");
        }
        IWorkbenchWizard wizard = descriptor.createWizard();
        wizard.init(workbench, StructuredSelection.EMPTY);
        WizardDialog dialog = new WizardDialog(workbench.getActiveWorkbenchWindow().getShell(), wizard);
        dialog.create();
        try {
            if (!wizard.canFinish()) {
                throw new Failure("the example wizard cannot finish with its defaults: " + dialog.getCurrentPage().getErrorMessage());
            }
            if (!wizard.performFinish()) {
                throw new Failure("the example wizard failed: " + dialog.getCurrentPage().getErrorMessage());
            }
        } finally {
            dialog.close();
        }
    }

    private static String expectEditor(IWorkbenchPage page, String path, String editorId, String editorClass) throws Failure {
        IEditorPart editor = page.getActiveEditor();
        if (editor == null) {
            throw new Failure("no editor is open after opening " + path);
        }
        IFile file = Adapters.adapt(editor.getEditorInput(), IFile.class);
        String opened = file == null ? editor.getEditorInput().getName() : file.getFullPath().makeRelative().toString();
        String id = editor.getSite().getId();
        String type = editor.getClass().getName();
        if (!opened.equals(path) || !id.equals(editorId) || !type.equals(editorClass)) {
            throw new Failure("expected " + path + " in " + editorId + " (" + editorClass + "), but the active editor shows "
                    + opened + " in " + id + " (" + type + ")" + (editor.getTitleToolTip() == null ? "" : ": " + editor.getTitleToolTip()));
        }
        return "opened " + path + " in " + editorId + "\n";
    }
}
