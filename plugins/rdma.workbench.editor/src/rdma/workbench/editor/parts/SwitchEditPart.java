package rdma.workbench.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;

import rdma.workbench.editor.figures.DiagramIcons;
import rdma.workbench.editor.figures.SwitchFigure;
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
        ((SwitchFigure) getFigure()).show(s.getName() + (s.isPfcEnabled() ? "  · PFC" : ""), "Switch " + s.getName() + "\n" + s.getPorts().size()
                + " port(s), ECN threshold " + s.getEcnThreshold() + " bytes, buffer " + s.getBufferSize() + " bytes" + (s.isPfcEnabled() ? ", PFC on" : ""));
        diagram().place(this);
        super.refreshVisuals();
    }
}
