package rdma.workbench.ui.wizards;

import org.eclipse.core.resources.IFile;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.model.persistence.ModelFiles;

/** File > New > Topology: a .rdmatopo file with two ERDMA hosts cabled back to back, opened in its editor. */
public final class NewTopologyWizard extends Wizard implements INewWizard {

    public static final String ID = "rdma.workbench.ui.newTopology";

    private IWorkbench workbench;
    private ModelFilePage page;

    public NewTopologyWizard() {
        setWindowTitle("New Topology");
    }

    @Override
    public void init(IWorkbench wb, IStructuredSelection selection) {
        this.workbench = wb;
        page = new ModelFilePage("Topology", "Create a fabric: hosts with RDMA NICs, switches and links. It starts with two "
                + "ERDMA hosts cabled back to back.", ModelFiles.TOPOLOGY_EXTENSION, "fabric." + ModelFiles.TOPOLOGY_EXTENSION,
                selection, path -> ModelTemplates.serialize(ModelTemplates.resourceSet(),
                        ModelTemplates.topology(path.removeFileExtension().lastSegment()),
                        URI.createPlatformResourceURI(path.toString(), true)));
    }

    @Override
    public void addPages() {
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IFile file = page.createFile();
        if (file == null) {
            return false;
        }
        try {
            IDE.openEditor(workbench.getActiveWorkbenchWindow().getActivePage(), file, true);
        } catch (PartInitException e) {
            page.setErrorMessage(e.getMessage());
            return false;
        }
        return true;
    }

}
