package rdma.workbench.examples;

import java.util.List;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** Lists the examples with what each teaches, and names the project they are copied into. */
final class ExampleChoicePage extends WizardPage {

    static final String DEFAULT_PROJECT = Examples.PROJECT;

    private final List<Example> examples;
    private Text project;
    private TableViewer list;
    private Example chosen;

    ExampleChoicePage(List<Example> examples) {
        super("examples");
        this.examples = examples;
        setTitle("RDMA Workbench Examples");
        setDescription("All examples are copied into the project; the one you pick opens.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("Project:");
        project = new Text(c, SWT.BORDER);
        project.setText(DEFAULT_PROJECT);
        project.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        project.addModifyListener(e -> validate());
        SashForm sash = new SashForm(c, SWT.VERTICAL);
        GridData sashData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        // without hints the unwrapped description would set the dialog's width
        sashData.widthHint = 520;
        sashData.heightHint = 320;
        sash.setLayoutData(sashData);
        list = new TableViewer(sash, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        list.setContentProvider(ArrayContentProvider.getInstance());
        list.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Example) element).title();
            }
        });
        Text about = new Text(sash, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL);
        sash.setWeights(60, 40);
        list.setInput(examples);
        list.addSelectionChangedListener(e -> {
            chosen = (Example) list.getStructuredSelection().getFirstElement();
            about.setText(chosen == null || chosen.description() == null ? "" : chosen.description());
            validate();
        });
        if (!examples.isEmpty()) {
            list.setSelection(new StructuredSelection(examples.get(0)));
        }
        setControl(c);
        validate();
    }

    private void validate() {
        IStatus name = ResourcesPlugin.getWorkspace().validateName(project.getText(), IResource.PROJECT);
        if (!name.isOK()) {
            setErrorMessage(name.getMessage());
        } else if (chosen == null) {
            setErrorMessage("Choose an example.");
        } else {
            setErrorMessage(null);
        }
        setPageComplete(getErrorMessage() == null);
    }

    String projectName() {
        return project.getText();
    }

    Example chosen() {
        return chosen;
    }

    void choose(String path) {
        examples.stream().filter(e -> e.path().equals(path)).findFirst().ifPresent(e -> list.setSelection(new StructuredSelection(e)));
    }
}
