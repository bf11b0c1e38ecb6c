package rdma.workbench.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;

import rdma.workbench.editor.figures.DiagramIcons;
import rdma.workbench.editor.figures.SwitchFigure;
import rdma.workbench.model.network.EcnRule;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Switch;

/** A switch; the links of its ports end here. */
public final class SwitchEditPart extends ElementEditPart {

    @Override
    protected IFigure createFigure() {
        return new SwitchFigure(DiagramIcons.SWITCH.image());
    }

    @Override
    public Label getNameLabel() {
        return ((SwitchFigure) getFigure()).getNameLabel();
    }

    @Override
    protected void refreshVisuals() {
        Switch s = (Switch) getModel();
        StringBuilder tip = new StringBuilder("Switch " + s.getName() + "\n" + s.getPorts().size() + " port(s), buffer " + s.getBufferSize() + " bytes"
                + (s.isPfcEnabled() ? ", PFC on" : "") + "\nECN " + EcnRule.of(s).describe());
        for (EcnProfile e : s.getEcnProfiles()) {
            tip.append("\nECN on priority ").append(e.getPriority()).append(": ").append(EcnRule.of(e).describe());
        }
        ((SwitchFigure) getFigure()).show(s.getName() + (s.isPfcEnabled() ? "  · PFC" : ""), tip.toString());
        diagram().place(this);
        super.refreshVisuals();
    }
}
