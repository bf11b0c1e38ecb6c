package rdma.workbench.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.gef.EditPolicy;

import rdma.workbench.editor.figures.DiagramIcons;
import rdma.workbench.editor.figures.RnicFigure;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.RoceNic;

/** An RDMA NIC inside its host; the links of its ports end here. */
public final class RnicEditPart extends ElementEditPart {

    @Override
    protected IFigure createFigure() {
        return new RnicFigure();
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        installEditPolicy(EditPolicy.PRIMARY_DRAG_ROLE, fixedInHost());
    }

    @Override
    public Label getNameLabel() {
        return ((RnicFigure) getFigure()).getNameLabel();
    }

    @Override
    protected void refreshVisuals() {
        Rnic r = (Rnic) getModel();
        boolean erdma = r instanceof ErdmaDevice;
        String kind = r instanceof ErdmaDevice d ? "ERDMA " + d.getProtocol().getLiteral() : "RoCE";
        String detail = r instanceof ErdmaDevice d ? "Alibaba ERDMA device in " + d.getProtocol().getLiteral() + " mode, congestion control "
                + d.getCongestionControl().getLiteral() : "RoCE NIC" + (r instanceof RoceNic n && n.getModel() != null ? " (" + n.getModel() + ")" : "");
        List<String> ports = new ArrayList<>();
        for (Port p : r.getPorts()) {
            StringBuilder line = new StringBuilder(p.getName());
            if (p.getNetdev() != null) {
                line.append(" · ").append(p.getNetdev());
            }
            line.append(" · MTU ").append(p.getMtu());
            GidEntry g = routable(p);
            if (g != null) {
                line.append(" · ").append(g.getAddress() == null ? "no GID" : shortGid(g.getAddress()));
            }
            if (p.getNamespace() != null) {
                line.append(" · ns ").append(p.getNamespace().getName());
            }
            ports.add(line.toString());
        }
        ((RnicFigure) getFigure()).show(erdma ? DiagramIcons.ERDMA_NIC.image() : DiagramIcons.ROCE_NIC.image(), r.getName(), kind, erdma, ports,
                detail + "\n" + r.getPorts().size() + " port(s)");
        super.refreshVisuals();
    }

    /** The GID RoCEv2 routes with: the first IPv4-mapped one, else the first. */
    private static GidEntry routable(Port p) {
        for (GidEntry g : p.getGids()) {
            if (g.getAddress() != null && g.getAddress().toLowerCase().startsWith("::ffff:")) {
                return g;
            }
        }
        return p.getGids().isEmpty() ? null : p.getGids().get(0);
    }

    /** ::ffff:192.168.1.1 reads as the IPv4 address it maps. */
    private static String shortGid(String gid) {
        return gid.toLowerCase().startsWith("::ffff:") && gid.indexOf('.') > 0 ? gid.substring(7) : gid;
    }
}
