package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.gef.EditPolicy;

import rdma.workbench.editor.figures.DiagramIcons;
import rdma.workbench.editor.figures.HostFigure;
import rdma.workbench.editor.policies.HostContentsPolicy;
import rdma.workbench.model.topology.Host;

/** A host, holding the figures of its RDMA NICs and network namespaces. */
public final class HostEditPart extends ElementEditPart {

    @Override
    protected IFigure createFigure() {
        return new HostFigure(DiagramIcons.HOST.image());
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        installEditPolicy(EditPolicy.CONTAINER_ROLE, new HostContentsPolicy());
    }

    @Override
    public IFigure getContentPane() {
        return ((HostFigure) getFigure()).getContents();
    }

    @Override
    public Label getNameLabel() {
        return ((HostFigure) getFigure()).getTitle();
    }

    @Override
    protected List<Object> getModelChildren() {
        Host h = (Host) getModel();
        List<Object> children = new ArrayList<>(h.getRnics());
        children.addAll(h.getNamespaces());
        return children;
    }

    @Override
    protected void refreshVisuals() {
        Host h = (Host) getModel();
        HostFigure f = (HostFigure) getFigure();
        String memory = h.getMemorySize() % (1L << 30) == 0 ? (h.getMemorySize() >> 30) + " GiB" : (h.getMemorySize() >> 20) + " MiB";
        f.setTitle(h.getName(), "Host " + h.getName() + "\n" + memory + " of memory, " + h.getRnics().size() + " RDMA NIC(s)"
                + (h.getRnics().isEmpty() ? "\nDrop an ERDMA NIC or a RoCE NIC from the palette on it." : ""));
        f.setEmpty(h.getRnics().isEmpty());
        diagram().place(this);
        super.refreshVisuals();
    }
}
