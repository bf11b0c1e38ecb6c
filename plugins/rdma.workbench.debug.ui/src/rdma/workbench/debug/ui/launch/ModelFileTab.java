package rdma.workbench.debug.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.FilteredResourcesSelectionDialog;

/** What the launch tabs that name a model file share: a labelled text row that marks the tab changed, and picking a workspace file. */
abstract class ModelFileTab extends AbstractLaunchConfigurationTab {

    /** A label and a text field filling the row; editing it marks the tab changed. */
    protected Text row(Composite c, String label, String tip) {
        Label l = new Label(c, SWT.NONE);
        l.setText(label);
        Text t = new Text(c, SWT.BORDER | SWT.SINGLE);
        t.setToolTipText(tip);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(t);
        t.addModifyListener(e -> changed());
        return t;
    }

    protected void changed() {
        setDirty(true);
        updateLaunchConfigurationDialog();
    }

    /** Lets the user pick a workspace file with {@code extension}; its path goes into {@code into}. */
    protected void chooseFile(String title, String extension, Text into) {
        FilteredResourcesSelectionDialog d = new FilteredResourcesSelectionDialog(getShell(), false, ResourcesPlugin.getWorkspace().getRoot(),
                IResource.FILE);
        d.setTitle(title);
        d.setInitialPattern("*." + extension);
        if (d.open() == Window.OK && d.getResult().length == 1 && d.getResult()[0] instanceof IFile f) {
            into.setText(f.getFullPath().toString());
        }
    }
}
