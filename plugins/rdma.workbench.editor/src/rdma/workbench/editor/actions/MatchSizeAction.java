package rdma.workbench.editor.actions;

import java.util.List;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.gef.requests.ChangeBoundsRequest;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.ui.IWorkbenchPart;

/** Gives every selected element the width and height of the primary selection (the last one clicked). */
public final class MatchSizeAction extends SelectionAction {

    public MatchSizeAction(IWorkbenchPart part) {
        super(part);
        setId(DiagramActionIds.MATCH_SIZE);
        setText("Match &Size");
        setToolTipText("Match width and height to the primary selection");
    }

    private Command command() {
        List<?> selected = getSelectedObjects();
        if (selected.size() < 2 || !(selected.get(selected.size() - 1) instanceof GraphicalEditPart primary)) {
            return null;
        }
        Dimension size = primary.getFigure().getSize();
        CompoundCommand c = new CompoundCommand("Match Size");
        for (Object o : selected) {
            if (o == primary || !(o instanceof GraphicalEditPart p)) {
                continue;
            }
            ChangeBoundsRequest r = new ChangeBoundsRequest(RequestConstants.REQ_RESIZE);
            r.setEditParts(p);
            r.setSizeDelta(size.getDifference(p.getFigure().getSize()));
            Command resize = p.getCommand(r);
            if (resize == null) {
                return null;
            }
            c.add(resize);
        }
        return c.unwrap();
    }

    @Override
    protected boolean calculateEnabled() {
        Command c = command();
        return c != null && c.canExecute();
    }

    @Override
    public void run() {
        execute(command());
    }
}
