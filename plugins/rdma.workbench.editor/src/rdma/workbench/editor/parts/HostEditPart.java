package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.IFigure;

import rdma.workbench.editor.figures.HostFigure;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Rnic;

/** A host and its RDMA NICs. */
public final class HostEditPart extends NodeEditPart {

    @Override
    protected IFigure createFigure() {
        return new HostFigure();
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        Host h = (Host) getModel();
        HostFigure f = (HostFigure) getFigure();
        f.setTitle(h.getName());
        List<String> lines = new ArrayList<>();
        List<Boolean> erdma = new ArrayList<>();
        for (Rnic r : h.getRnics()) {
            String kind = r instanceof ErdmaDevice d ? d.getProtocol().getLiteral() : "RoCE";
            String port = r.getPorts().isEmpty() ? "" : " · MTU " + r.getPorts().get(0).getMtu();
            lines.add(r.getName() + " · " + kind + port);
            erdma.add(r instanceof ErdmaDevice);
        }
        f.setDevices(lines, erdma);
    }
}
