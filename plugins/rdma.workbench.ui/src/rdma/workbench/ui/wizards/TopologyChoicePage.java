package rdma.workbench.ui.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
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

/**
 * Picks the topology a new scenario runs on: one of the .rdmatopo files in the workspace, or a new
 * two-host topology that Finish saves beside the scenario (the only choice, and so the chosen one,
 * in a workspace that has no topology yet).
 */
final class TopologyChoicePage extends WizardPage {

    private final Supplier<IPath> scenarioPath;
    private final IFile preferred;
    private final Runnable changed;
    private TableViewer list;
    private Label where;
    private TopologyChoice chosen;

    /**
     * {@code scenarioPath} gives the new scenario's path as the file page has it (null while it names
     * none); {@code preferred}, when not null, is the topology chosen first (the one selected when
     * the wizard was started); {@code changed} runs when the user chooses another topology.
     */
    TopologyChoicePage(Supplier<IPath> scenarioPath, IFile preferred, Runnable changed) {
        super("topology");
        this.scenarioPath = scenarioPath;
        this.preferred = preferred;
        this.changed = changed;
        setTitle("Topology");
        setDescription("Choose the fabric the verb flow runs on: its hosts are the ones the programs run on.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        Label l = new Label(c, SWT.NONE);
        l.setText("Run the scenario on:");
        list = new TableViewer(c, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        list.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        list.setContentProvider(ArrayContentProvider.getInstance());
        list.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((TopologyChoice) element).label();
            }
        });
        where = new Label(c, SWT.WRAP);
        where.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        List<TopologyChoice> choices = new ArrayList<>();
        topologies().forEach(f -> choices.add(new TopologyChoice.Existing(f)));
        choices.add(new TopologyChoice.TwoHosts());
        list.setInput(choices);
        list.addSelectionChangedListener(e -> {
            chosen = (TopologyChoice) list.getStructuredSelection().getFirstElement();
            showWhere();
            setPageComplete(chosen != null);
            changed.run();
        });
        TopologyChoice first = preferred != null && choices.contains(new TopologyChoice.Existing(preferred))
                ? new TopologyChoice.Existing(preferred) : choices.get(0);
        list.setSelection(new StructuredSelection(first));
        setControl(c);
    }

    @Override
    public void setVisible(boolean visible) {
        if (visible) {
            showWhere(); // the file page may have moved the scenario since
        }
        super.setVisible(visible);
    }

    /** Where the chosen topology is, or will be written. */
    private void showWhere() {
        IPath scenario = scenarioPath.get();
        String text = "";
        if (chosen instanceof TopologyChoice.TwoHosts && scenario != null) {
            text = "Finish writes it beside the scenario, as " + TopologyChoice.TwoHosts.fileBeside(scenario).makeRelative()
                    + ": two hosts, host1 and host2, each with an ERDMA device in RoCEv2 mode, cabled back to back.";
        } else if (chosen instanceof TopologyChoice.Existing e) {
            text = "The scenario references " + e.file().getName() + ": its programs run on the hosts of it.";
        }
        where.setText(text);
        where.getParent().layout(true);
    }

    TopologyChoice chosen() {
        return chosen;
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
            // An unreadable part of the workspace offers no topologies of its own; a new one is always offered.
        }
        result.sort((a, b) -> a.getFullPath().toString().compareTo(b.getFullPath().toString()));
        return result;
    }
}
