package rdma.workbench.ui.editors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.model.persistence.ModelLoadException;

/** What an editor shows instead of a model it could not load: which file, what is wrong where, and that the file is left alone. */
public final class LoadProblemPage {

    private LoadProblemPage() {
    }

    public static Composite create(Composite parent, String fileName, ModelLoadException problem) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Label title = new Label(page, SWT.WRAP);
        title.setText(fileName + " could not be opened. The file is left as it is; fix it in a text editor "
                + "(Open With > Text Editor) and open it again.");
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Text details = new Text(page, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        details.setText(problem.getMessage());
        details.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        return page;
    }
}
