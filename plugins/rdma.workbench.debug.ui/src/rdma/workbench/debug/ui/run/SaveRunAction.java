package rdma.workbench.debug.ui.run;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.SaveAsDialog;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.SavedRuns;

/** Save Run As...: the run the views show, as a .rdmarun file in the workspace, to open again later in the same views. */
public final class SaveRunAction extends Action {

    private final Supplier<RunRecord> record;
    private final Supplier<Shell> shell;
    private final Supplier<IProject> project;

    /** {@code project} gives the project the dialog proposes (the scenario's), or null. */
    public SaveRunAction(Supplier<RunRecord> record, Supplier<Shell> shell, Supplier<IProject> project) {
        super("Save Run As...");
        setToolTipText("Save the run's events (typed, as JSON) to open them again in the packet views");
        this.record = record;
        this.shell = shell;
        this.project = project;
    }

    @Override
    public void run() {
        RunRecord r = record.get();
        if (r == null) {
            MessageDialog.openInformation(shell.get(), "Save Run As", "There is no run to save: run or debug a scenario first.");
            return;
        }
        SaveAsDialog d = new SaveAsDialog(shell.get());
        String name = r.title().replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("-+$", "") + "." + SavedRuns.EXTENSION;
        IProject in = project.get();
        if (in != null && in.isAccessible()) {
            d.setOriginalFile(in.getFile(name));
        } else {
            d.setOriginalName(name);
        }
        d.setTitle("Save Run As");
        if (d.open() != Window.OK || d.getResult() == null) {
            return;
        }
        IPath path = d.getResult();
        if (!SavedRuns.EXTENSION.equals(path.getFileExtension())) {
            path = path.addFileExtension(SavedRuns.EXTENSION);
        }
        save(r, ResourcesPlugin.getWorkspace().getRoot().getFile(path), shell.get());
    }

    /** Writes {@code r} to {@code file}, replacing what it held. */
    public static void save(RunRecord r, IFile file, Shell shell) {
        try {
            StringWriter w = new StringWriter();
            SavedRuns.write(r, w);
            ByteArrayInputStream in = new ByteArrayInputStream(w.toString().getBytes(StandardCharsets.UTF_8));
            if (file.exists()) {
                file.setContents(in, true, true, null);
            } else {
                file.create(in, true, null);
            }
        } catch (IOException | CoreException e) {
            MessageDialog.openError(shell, "Save Run As", "Cannot write " + file.getFullPath() + ": " + e.getMessage());
        }
    }
}
