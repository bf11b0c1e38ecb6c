package rdma.workbench.examples;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.WorkspaceModifyOperation;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.model.persistence.ModelLoadException;

/** File > New > Example > RDMA Workbench: copies all examples into a project and opens the chosen one. */
public final class NewExampleWizard extends Wizard implements INewWizard {

    public static final String ID = "rdma.workbench.examples.newExample";

    private IWorkbench workbench;
    private ExampleChoicePage page;

    ExampleChoicePage page() {
        return page;
    }

    public NewExampleWizard() {
        setWindowTitle("RDMA Workbench Examples");
        setNeedsProgressMonitor(true);
    }

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
    }

    @Override
    public void addPages() {
        List<Example> examples;
        try {
            examples = Examples.all();
        } catch (ModelLoadException e) {
            examples = List.of();
            MessageDialog.openError(getShell(), "Examples", "The bundled examples cannot be read:\n" + e.getMessage());
        }
        page = new ExampleChoicePage(examples);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(page.projectName());
        Example chosen = page.chosen();
        try {
            getContainer().run(true, false, new WorkspaceModifyOperation() {
                @Override
                protected void execute(IProgressMonitor monitor) throws CoreException, InvocationTargetException {
                    try {
                        Examples.copyInto(project, monitor);
                    } catch (IOException e) {
                        throw new InvocationTargetException(e);
                    }
                }
            });
        } catch (InvocationTargetException e) {
            page.setErrorMessage("The examples could not be copied: " + e.getCause().getMessage());
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        if (chosen != null) {
            IFile file = project.getFile(chosen.path());
            try {
                IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), file, true);
            } catch (PartInitException e) {
                page.setErrorMessage(e.getMessage());
                return false;
            }
        }
        return true;
    }
}
