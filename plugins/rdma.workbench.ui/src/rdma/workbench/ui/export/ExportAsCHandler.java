package rdma.workbench.ui.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.export.c.CFlowExport;
import rdma.workbench.export.ExportException;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;

/**
 * Export as C: the scenario selected in the Project Explorer, or the one in the active editor (as saved: the
 * workbench offers to save first), written as NAME.c and a Makefile into the folder NAME-c beside it, which is then
 * opened in the text editor. A scenario that breaks a rule or has a step a real program cannot take is refused with
 * the reasons; an earlier export is replaced only when the user agrees.
 */
public final class ExportAsCHandler extends AbstractHandler {

    public static final String COMMAND = "rdma.workbench.ui.exportAsC";
    /** Where the exported C file opens: the platform's text editor (there is no C editor in the product). */
    static final String TEXT_EDITOR = "org.eclipse.ui.DefaultTextEditor";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Shell shell = window.getShell();
        IFile file = scenario(event);
        if (file == null) {
            MessageDialog.openInformation(shell, "Export as C", "Select a scenario (.rdmaflow) in the Project Explorer or open it in its editor.");
            return null;
        }
        if (!PlatformUI.getWorkbench().saveAllEditors(true)) {
            return null;
        }
        try {
            IFile c = export(file, shell);
            if (c != null) {
                IDE.openEditor(window.getActivePage(), c, TEXT_EDITOR, true);
            }
        } catch (CoreException e) {
            ErrorDialog.openError(shell, "Export as C", file.getFullPath() + " was not exported", e.getStatus());
        }
        return null;
    }

    /** Writes the export of {@code file}; the C file, or null when the user kept an earlier export. */
    static IFile export(IFile file, Shell shell) throws CoreException {
        Scenario scenario;
        try {
            scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true), Scenario.class);
        } catch (ModelLoadException e) {
            throw new CoreException(problems("the file cannot be read", e.problems().stream().map(Object::toString).toList()));
        }
        Diagnostic d = Diagnostician.INSTANCE.validate(scenario);
        if (d.getSeverity() >= Diagnostic.ERROR) {
            List<String> errors = new ArrayList<>();
            for (Diagnostic c : d.getChildren()) {
                if (c.getSeverity() >= Diagnostic.ERROR) {
                    errors.add(c.getMessage());
                }
            }
            throw new CoreException(problems("the scenario breaks the rules below (the Problems view shows them)", errors));
        }
        String name = file.getFullPath().removeFileExtension().lastSegment();
        CFlowExport.Files exported;
        try {
            exported = CFlowExport.export(scenario, name);
        } catch (ExportException e) {
            throw new CoreException(Status.error(e.getMessage()));
        }
        IContainer parent = file.getParent();
        IFolder folder = parent.getFolder(new org.eclipse.core.runtime.Path(name + "-c"));
        IFile c = folder.getFile(exported.name() + ".c");
        if (c.exists() && shell != null && !MessageDialog.openQuestion(shell, "Export as C",
                c.getFullPath() + " exists (an earlier export, perhaps changed since). Replace it and its Makefile?")) {
            return null;
        }
        Path dir = folder.getLocation() == null ? null : folder.getLocation().toFile().toPath();
        if (dir == null) {
            throw new CoreException(Status.error(folder.getFullPath() + " is not on the local file system"));
        }
        try {
            exported.writeTo(dir);
        } catch (java.io.IOException e) {
            throw new CoreException(Status.error("cannot write into " + dir + ": " + e.getMessage(), e));
        }
        folder.refreshLocal(IResource.DEPTH_ONE, null);
        if (!exported.notes().isEmpty() && shell != null) {
            MessageDialog.openWarning(shell, "Export as C", "Written to " + folder.getFullPath() + ", with what a real fabric does differently:\n\n- "
                    + String.join("\n- ", exported.notes()));
        }
        return c;
    }

    private static MultiStatus problems(String what, List<String> lines) {
        MultiStatus s = new MultiStatus("rdma.workbench.ui", 0, what, null);
        for (String l : lines) {
            s.add(Status.error(l));
        }
        return s;
    }

    private static IFile scenario(ExecutionEvent event) {
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        if (selection instanceof IStructuredSelection s && s.size() == 1 && isScenario(Adapters.adapt(s.getFirstElement(), IFile.class))) {
            return Adapters.adapt(s.getFirstElement(), IFile.class);
        }
        IEditorPart editor = HandlerUtil.getActiveEditor(event);
        IFile f = editor == null ? null : Adapters.adapt(editor.getEditorInput(), IFile.class);
        return isScenario(f) ? f : null;
    }

    private static boolean isScenario(IFile f) {
        return f != null && ModelFiles.SCENARIO_EXTENSION.equals(f.getFileExtension());
    }
}
