package rdma.workbench.editor;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.runtime.Status;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IFileEditorInput;

import rdma.workbench.editor.actions.DiagramActionIds;
import rdma.workbench.ui.validation.ValidationVerdict;


/** The diagram's commands that act on the whole editor: Arrange All, Validate, Export as PNG. */
public final class EditorActions {

    private EditorActions() {
    }

    public static Action arrangeAll(TopologyDiagramEditor editor) {
        Action a = new Action("&Arrange All") {
            @Override
            public void run() {
                editor.arrangeAll();
            }
        };
        a.setId(DiagramActionIds.ARRANGE_ALL);
        a.setToolTipText("Lay the fabric out in layers with ELK (hosts, leaves, spines); undoable");
        return a;
    }

    public static Action validate(TopologyDiagramEditor editor) {
        Action a = new Action("&Validate") {
            @Override
            public void run() {
                ValidationVerdict.tell(editor.getSite().getShell(), editor.getEditorInput().getName(), editor.validate());
            }
        };
        a.setId(DiagramActionIds.VALIDATE);
        a.setToolTipText("Check the topology against the rules real RDMA stacks enforce (problems go to the Problems view and onto the figures)");
        return a;
    }

    public static Action exportPng(TopologyDiagramEditor editor) {
        Action a = new Action("E&xport as PNG…") {
            @Override
            public void run() {
                FileDialog dialog = new FileDialog(editor.getSite().getShell(), SWT.SAVE);
                dialog.setFilterExtensions(new String[] {"*.png"});
                dialog.setFileName(editor.getEditorInput().getName().replaceFirst("\\.rdmatopo$", "") + ".png");
                dialog.setOverwrite(true);
                if (editor.getEditorInput() instanceof IFileEditorInput f && f.getFile().getLocation() != null) {
                    dialog.setFilterPath(f.getFile().getLocation().removeLastSegments(1).toOSString());
                }
                String file = dialog.open();
                if (file == null) {
                    return;
                }
                try {
                    editor.exportPng(Path.of(file));
                } catch (IOException | RuntimeException e) {
                    ErrorDialog.openError(editor.getSite().getShell(), "Export as PNG", "The diagram was not exported to " + file,
                            Status.error(e.getMessage() == null ? e.toString() : e.getMessage(), e));
                }
            }
        };
        a.setId(DiagramActionIds.EXPORT_PNG);
        a.setToolTipText("Save the diagram as a PNG image");
        return a;
    }
}
