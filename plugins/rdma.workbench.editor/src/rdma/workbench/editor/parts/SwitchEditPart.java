package rdma.workbench.editor.parts;

import org.eclipse.draw2d.IFigure;

import rdma.workbench.editor.figures.SwitchFigure;
import rdma.workbench.model.topology.Switch;

/** A switch. */
public final class SwitchEditPart extends NodeEditPart {

    @Override
    protected IFigure createFigure() {
        return new SwitchFigure();
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        Switch s = (Switch) getModel();
        ((SwitchFigure) getFigure()).setText(s.getName() + (s.isPfcEnabled() ? "  · PFC" : ""));
    }
}
