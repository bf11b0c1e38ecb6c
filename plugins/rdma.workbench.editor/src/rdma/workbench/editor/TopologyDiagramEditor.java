package rdma.workbench.editor;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.util.URI;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.SelectionToolEntry;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.PartInitException;

import rdma.workbench.editor.parts.RdmaEditPartFactory;
import rdma.workbench.ui.editors.ModelEditor;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;

/**
 * A topology drawn as a diagram: hosts with their NICs, switches, and the links between them.
 * This first version shows and selects; editing stays with the tree editor until the palette's
 * creation tools and the commands arrive.
 */
public final class TopologyDiagramEditor extends GraphicalEditorWithFlyoutPalette {

    public static final String ID = "rdma.workbench.editor.topologyDiagram";

    private Topology topology;

    public TopologyDiagramEditor() {
        setEditDomain(new DefaultEditDomain(this));
    }

    @Override
    protected void setInput(IEditorInput input) {
        super.setInput(input);
        setPartName(input.getName());
    }

    @Override
    public void init(org.eclipse.ui.IEditorSite site, IEditorInput input) throws PartInitException {
        URI uri = ModelEditor.uriOf(input);
        if (uri == null) {
            throw new PartInitException(input.getName() + " is not a file the diagram can open");
        }
        try {
            topology = ModelFiles.load(ModelFiles.newResourceSet(), uri, Topology.class);
        } catch (ModelLoadException e) {
            throw new PartInitException(input.getName() + " could not be opened:\n" + e.getMessage());
        }
        super.init(site, input);
    }

    public Topology getTopology() {
        return topology;
    }

    @Override
    public GraphicalViewer getGraphicalViewer() {
        return super.getGraphicalViewer();
    }

    @Override
    protected void configureGraphicalViewer() {
        super.configureGraphicalViewer();
        GraphicalViewer viewer = getGraphicalViewer();
        viewer.setRootEditPart(new ScalableFreeformRootEditPart());
        viewer.setEditPartFactory(new RdmaEditPartFactory());
    }

    @Override
    protected void initializeGraphicalViewer() {
        getGraphicalViewer().setContents(topology);
    }

    @Override
    protected PaletteRoot getPaletteRoot() {
        PaletteRoot root = new PaletteRoot();
        PaletteGroup tools = new PaletteGroup("Tools");
        SelectionToolEntry select = new SelectionToolEntry();
        tools.add(select);
        tools.add(new MarqueeToolEntry());
        root.add(tools);
        root.setDefaultEntry(select);
        return root;
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // nothing to save: this version does not change the model
    }

    @Override
    public boolean isDirty() {
        return false;
    }
}
