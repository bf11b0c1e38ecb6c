package rdma.workbench.ui.editors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWindowListener;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/**
 * Notices when an editor's file changes on disk behind its back (another editor saved it, a
 * script rewrote it) and reloads, asking first when the editor has unsaved changes, so that
 * one editor never silently saves over what another saved. A file deleted behind a clean
 * editor closes it. The editor's own saves are recognised by the file's modification stamp.
 * The workspace learns of a change made outside it only when it refreshes the file: the product
 * refreshes on its own (plugin_customization.ini), and the editor refreshes its file whenever
 * it comes to the front, as Eclipse's text editors do: activated in its window, or its window
 * activated when the user comes back from another program (a terminal that ran a script).
 */
public final class FileChangeWatcher implements IResourceChangeListener {

    private final IEditorPart editor;
    private final IFile file;
    private final Runnable reload;
    private long ownStamp;

    /** Watches {@code file} for {@code editor}; {@code reload} loads the file again and shows it (the undo history starts afresh). */
    public FileChangeWatcher(IEditorPart editor, IFile file, Runnable reload) {
        this.editor = editor;
        this.file = file;
        this.reload = reload;
        this.ownStamp = file.getModificationStamp();
        ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
        editor.getSite().getPage().addPartListener(activation);
        PlatformUI.getWorkbench().addWindowListener(comingBack);
    }

    /** Refreshes the file when the editor comes to the front: a change on disk then arrives as a resource change, handled below. */
    private final IPartListener2 activation = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == editor) {
                refresh();
            }
        }
    };

    /** The same when the user comes back to the editor's window from another program: no part is activated then. */
    private final IWindowListener comingBack = new IWindowListener() {
        @Override
        public void windowActivated(IWorkbenchWindow window) {
            if (window == editor.getSite().getWorkbenchWindow() && editor.getSite().getPage().getActivePart() == editor) {
                refresh();
            }
        }

        @Override
        public void windowDeactivated(IWorkbenchWindow window) {
        }

        @Override
        public void windowClosed(IWorkbenchWindow window) {
        }

        @Override
        public void windowOpened(IWorkbenchWindow window) {
        }
    };

    private void refresh() {
        readFromDisk(file);
    }

    /** Tells the workspace what is on disk now for {@code file}, when it does not know it yet. */
    static void readFromDisk(IFile file) {
        if (file.exists() && !file.isSynchronized(IResource.DEPTH_ZERO)) {
            try {
                file.refreshLocal(IResource.DEPTH_ZERO, null);
            } catch (CoreException e) {
                // the workspace keeps what it knew; the next activation or save tries again
            }
        }
    }

    /** Call after the editor saved, so that its own write is not taken for someone else's. */
    public void saved() {
        ownStamp = file.getModificationStamp();
    }

    public void dispose() {
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(this);
        editor.getSite().getPage().removePartListener(activation);
        PlatformUI.getWorkbench().removeWindowListener(comingBack);
    }

    @Override
    public void resourceChanged(IResourceChangeEvent event) {
        IResourceDelta delta = event.getDelta() == null ? null : event.getDelta().findMember(file.getFullPath());
        if (delta == null) {
            return;
        }
        boolean removed = delta.getKind() == IResourceDelta.REMOVED && (delta.getFlags() & IResourceDelta.MOVED_TO) == 0;
        boolean changed = delta.getKind() == IResourceDelta.CHANGED && (delta.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0;
        if (!removed && !changed) {
            return;
        }
        Display display = editor.getSite().getShell().getDisplay();
        display.asyncExec(() -> {
            if (editor.getSite().getShell().isDisposed()) {
                return;
            }
            if (removed) {
                if (!editor.isDirty()) {
                    editor.getSite().getPage().closeEditor(editor, false);
                }
            } else if (file.getModificationStamp() != ownStamp) {
                ownStamp = file.getModificationStamp();
                if (!editor.isDirty() || MessageDialog.openQuestion(editor.getSite().getShell(), "File changed",
                        file.getName() + " was changed on disk. Replace the editor's contents with the file? Your unsaved changes here are lost.")) {
                    reload.run();
                }
            }
        });
    }
}
