package rdma.workbench.ui.wizards;

import java.io.ByteArrayInputStream;
import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.wizards.ScenarioTemplatePage.TopologyOrProblem;

/**
 * File > New > Scenario: a .rdmaflow verb flow on a chosen topology (or on a new two-host one),
 * from a template: one empty program per host, or a working RC / UD / UC flow between a client and
 * a server. Works from an empty workspace: Finish creates the project and the topology it needs.
 */
public final class NewScenarioWizard extends Wizard implements INewWizard {

    public static final String ID = "rdma.workbench.ui.newScenario";

    private IWorkbench workbench;
    private ModelFilePage filePage;
    private TopologyChoicePage topologyPage;
    private ScenarioTemplatePage templatePage;
    /** The topologies the template page has shown, each read once. */
    private final Map<TopologyChoice, TopologyOrProblem> shown = new HashMap<>();
    /** The topology the scenario Finish writes runs on, in the resource set the scenario is saved from. */
    private Topology finishing;
    private ResourceSet finishingSet;

    public NewScenarioWizard() {
        setWindowTitle("New Scenario");
    }

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
        filePage = new ModelFilePage("Scenario", "Create a verb flow: what each host's program does, step by step, "
                + "and the completions it expects.", ModelFiles.SCENARIO_EXTENSION, "flow." + ModelFiles.SCENARIO_EXTENSION,
                selection, this::contents);
        IFile selectedTopology = null;
        if (selection != null && selection.getFirstElement() instanceof IFile f
                && ModelFiles.TOPOLOGY_EXTENSION.equals(f.getFileExtension())) {
            selectedTopology = f;
            filePage.setFileName(f.getFullPath().removeFileExtension().lastSegment() + "-flow." + ModelFiles.SCENARIO_EXTENSION);
        }
        topologyPage = new TopologyChoicePage(() -> filePage.filePath(), selectedTopology, () -> templatePage.topologyChanged());
        templatePage = new ScenarioTemplatePage(this::topologyForTemplates);
    }

    private TopologyOrProblem topologyForTemplates() {
        TopologyChoice choice = topologyPage.chosen();
        if (choice == null) {
            return new TopologyOrProblem(null, "Choose a topology on the previous page.");
        }
        return shown.computeIfAbsent(choice, c -> {
            try {
                return new TopologyOrProblem(c.topology(ModelTemplates.resourceSet(), null), null);
            } catch (ModelLoadException e) {
                return new TopologyOrProblem(null, c.label() + " cannot be used: " + e.getMessage());
            }
        });
    }

    private byte[] contents(IPath path) {
        String title = path.removeFileExtension().lastSegment();
        ScenarioTemplate template = templatePage.template();
        return ModelTemplates.serialize(finishingSet, template.create(title, finishing, templatePage.settings(finishing)),
                URI.createPlatformResourceURI(path.toString(), true));
    }

    @Override
    public void addPages() {
        addPage(filePage);
        addPage(topologyPage);
        addPage(templatePage);
    }

    @Override
    public boolean canFinish() {
        return filePage.isPageComplete() && topologyPage.chosen() != null && templatePage.isPageComplete();
    }

    @Override
    public boolean performFinish() {
        IPath path = filePage.filePath();
        TopologyChoice choice = topologyPage.chosen();
        finishingSet = ModelTemplates.resourceSet();
        try {
            finishing = choice.topology(finishingSet, path);
        } catch (ModelLoadException e) {
            topologyPage.setErrorMessage(choice.label() + " cannot be used: " + e.getMessage());
            return false;
        }
        if (!filePage.createContainer()) {
            return false;
        }
        IFile newTopology = null;
        if (choice instanceof TopologyChoice.TwoHosts) {
            newTopology = ResourcesPlugin.getWorkspace().getRoot().getFile(TopologyChoice.TwoHosts.fileBeside(path));
            try {
                newTopology.create(new ByteArrayInputStream(ModelTemplates.bytes(finishing.eResource())), false, null);
            } catch (CoreException e) {
                filePage.setErrorMessage("Cannot write " + newTopology.getFullPath() + ": " + e.getStatus().getMessage());
                return false;
            }
        }
        IFile file = filePage.createFile();
        if (file == null) {
            deleteQuietly(newTopology); // no scenario references it
            return false;
        }
        try {
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), file, true);
        } catch (PartInitException e) {
            filePage.setErrorMessage(e.getMessage());
            return false;
        }
        return true;
    }

    private static void deleteQuietly(IFile file) {
        if (file == null) {
            return;
        }
        try {
            file.delete(true, null);
        } catch (CoreException e) {
            // the new topology stays: a file nothing references yet, which the user may use or delete
        }
    }
}
