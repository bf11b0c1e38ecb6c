package rdma.workbench.ui.wizards;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import rdma.workbench.model.persistence.ModelFiles;

/** Picks the topology a new scenario runs on, from the .rdmatopo files in the workspace. */
final class TopologyChoicePage extends WizardPage {

    private TableViewer list;
    private IFile chosen;

    TopologyChoicePage() {
        super("topology");
        setTitle("Topology");
        setDescription("Choose the fabric the verb flow runs on. The scenario gets one program per host.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        Label l = new Label(c, SWT.NONE);
        l.setText("Topologies in the workspace:");
        list = new TableViewer(c, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        list.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        list.setContentProvider(ArrayContentProvider.getInstance());
        list.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((IFile) element).getFullPath().toString();
            }
        });
        List<IFile> topologies = topologies();
        list.setInput(topologies);
        list.addSelectionChangedListener(e -> {
            chosen = (IFile) list.getStructuredSelection().getFirstElement();
            setPageComplete(chosen != null);
        });
        if (topologies.isEmpty()) {
            setErrorMessage("There is no topology in the workspace yet: create one first (File > New > Topology).");
        } else {
            list.setSelection(new StructuredSelection(topologies.get(0)));
        }
        setPageComplete(chosen != null);
        setControl(c);
    }

    IFile chosen() {
        return chosen;
    }

    void choose(IFile file) {
        list.setSelection(new StructuredSelection(file));
    }

    static List<IFile> topologies() {
        List<IFile> result = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(r -> {
                if (r.getType() == IResource.FILE && ModelFiles.TOPOLOGY_EXTENSION.equals(r.getFileExtension())) {
                    result.add((IFile) r);
                }
                return true;
            });
        } catch (CoreException e) {
            // An unreadable part of the workspace offers no topologies; the page says when there are none.
        }
        result.sort((a, b) -> a.getFullPath().toString().compareTo(b.getFullPath().toString()));
        return result;
    }
}
