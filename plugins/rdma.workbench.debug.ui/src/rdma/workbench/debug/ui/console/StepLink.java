package rdma.workbench.debug.ui.console;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.console.IHyperlink;
import org.eclipse.ui.part.FileEditorInput;

import rdma.workbench.ui.editors.ScenarioEditor;

/** A console link to a step: opens the scenario and selects the step. */
final class StepLink implements IHyperlink {

    private final IFile file;
    private final String stepId;

    StepLink(IFile file, String stepId) {
        this.file = file;
        this.stepId = stepId;
    }

    @Override
    public void linkActivated() {
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        try {
            if (page.openEditor(new FileEditorInput(file), ScenarioEditor.ID) instanceof ScenarioEditor e) {
                e.selectStep(stepId);
            }
        } catch (PartInitException ex) {
            ErrorDialog.openError(page.getWorkbenchWindow().getShell(), "RDMA Scenario", "Cannot open " + file.getFullPath(),
                    ex.getStatus());
        }
    }

    @Override
    public void linkEntered() {
        // nothing to preview
    }

    @Override
    public void linkExited() {
        // nothing to preview
    }
}
