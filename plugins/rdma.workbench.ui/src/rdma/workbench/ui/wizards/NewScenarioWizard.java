package rdma.workbench.ui.wizards;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;

/** File > New > Scenario: a .rdmaflow verb flow on a chosen topology, one program per host. */
public final class NewScenarioWizard extends Wizard implements INewWizard {

    public static final String ID = "rdma.workbench.ui.newScenario";

    private IWorkbench workbench;
    private ModelFilePage filePage;
    private TopologyChoicePage topologyPage;

    public NewScenarioWizard() {
        setWindowTitle("New Scenario");
    }

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
        filePage = new ModelFilePage("Scenario", "Create a verb flow: what each host's program does, step by step, "
                + "and the completions it expects.", ModelFiles.SCENARIO_EXTENSION, "flow." + ModelFiles.SCENARIO_EXTENSION,
                selection, this::contents);
        topologyPage = new TopologyChoicePage();
        if (selection != null && selection.getFirstElement() instanceof IFile f
                && ModelFiles.TOPOLOGY_EXTENSION.equals(f.getFileExtension())) {
            filePage.setFileName(f.getFullPath().removeFileExtension().lastSegment() + "-flow." + ModelFiles.SCENARIO_EXTENSION);
        }
    }

    private byte[] contents(IPath path) {
        IFile topologyFile = topologyPage.chosen();
        ResourceSet rs = ModelTemplates.resourceSet();
        try {
            Topology t = ModelFiles.load(rs, URI.createPlatformResourceURI(topologyFile.getFullPath().toString(), true), Topology.class);
            return ModelTemplates.serialize(rs, ModelTemplates.scenario(path.removeFileExtension().lastSegment(), t),
                    URI.createPlatformResourceURI(path.toString(), true));
        } catch (ModelLoadException e) {
            throw new IllegalStateException(topologyFile.getName() + " cannot be used: " + e.getMessage(), e);
        }
    }

    @Override
    public void addPages() {
        addPage(filePage);
        addPage(topologyPage);
    }

    @Override
    public boolean canFinish() {
        return filePage.isPageComplete() && topologyPage.chosen() != null;
    }

    @Override
    public boolean performFinish() {
        IFile file;
        try {
            file = filePage.createNewFile();
        } catch (IllegalStateException e) {
            topologyPage.setErrorMessage(e.getMessage());
            return false;
        }
        if (file == null) {
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
}
