package rdma.workbench.debug.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.ILaunchShortcut2;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.model.persistence.ModelFiles;

/** Run As / Debug As > RDMA Scenario, on a .rdmaflow file in the Project Explorer or in its editor. */
public final class ScenarioLaunchShortcut implements ILaunchShortcut2 {

    @Override
    public void launch(ISelection selection, String mode) {
        IFile f = fileOf(selection);
        if (f != null) {
            launch(f, mode);
        }
    }

    @Override
    public void launch(IEditorPart editor, String mode) {
        IFile f = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        if (f != null) {
            launch(f, mode);
        }
    }

    /** Launches the configuration of {@code file} (made on first use) in {@code mode}, saving dirty editors as the platform asks. */
    public static void launch(IFile file, String mode) {
        try {
            DebugUITools.launch(ScenarioConfigurations.forFile(file), mode);
        } catch (CoreException e) {
            ErrorDialog.openError(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "RDMA Scenario",
                    "Cannot launch " + file.getFullPath(), e.getStatus());
        }
    }

    private static IFile fileOf(ISelection selection) {
        if (selection instanceof IStructuredSelection s && s.size() == 1) {
            IFile f = Adapters.adapt(s.getFirstElement(), IFile.class);
            if (f != null && ModelFiles.SCENARIO_EXTENSION.equals(f.getFileExtension())) {
                return f;
            }
        }
        return null;
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(ISelection selection) {
        return null;
    }

    @Override
    public ILaunchConfiguration[] getLaunchConfigurations(IEditorPart editor) {
        return null;
    }

    @Override
    public IResource getLaunchableResource(ISelection selection) {
        return fileOf(selection);
    }

    @Override
    public IResource getLaunchableResource(IEditorPart editor) {
        return editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
    }
}
