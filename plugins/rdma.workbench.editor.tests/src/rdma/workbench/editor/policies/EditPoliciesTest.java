package rdma.workbench.editor.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static rdma.workbench.editor.DiagramFixture.centre;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.part;

import java.util.List;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.requests.ChangeBoundsRequest;
import org.eclipse.gef.requests.CreateConnectionRequest;
import org.eclipse.gef.requests.CreateRequest;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.requests.GroupRequest;
import org.eclipse.gef.tools.CreationTool;
import org.eclipse.swt.graphics.Color;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.DiagramFixture;
import rdma.workbench.editor.DiagramPalette;
import rdma.workbench.editor.StarDiagram;
import rdma.workbench.editor.commands.SetBoundsCommand;
import rdma.workbench.editor.parts.RnicEditPart;
import rdma.workbench.model.layout.NodeLayout;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.SwitchPort;

/** What the edit policies make of the tools' requests: move and resize on the canvas, where a link may start and end, what a host takes. */
class EditPoliciesTest extends StarDiagram {

    @Test
    void moveKeepsThePreferredSizeResizeFixesIt() {
        Host host2 = t.getHosts().get(1);
        GraphicalEditPart p = part(editor, host2);
        Rectangle before = p.getFigure().getBounds().getCopy();
        ChangeBoundsRequest move = new ChangeBoundsRequest(RequestConstants.REQ_MOVE);
        move.setEditParts(p);
        move.setMoveDelta(new Point(50, 20));
        Command c = p.getCommand(move);
        assertEquals("Move", c.getLabel());
        editor.getCommandStack().execute(c);
        drain();
        NodeLayout stored = SetBoundsCommand.find(t, host2);
        assertEquals(List.of(before.x + 50, before.y + 20, -1, -1), List.of(stored.getX(), stored.getY(), stored.getWidth(), stored.getHeight()));
        assertEquals(before.getTranslated(50, 20), p.getFigure().getBounds());

        ChangeBoundsRequest resize = new ChangeBoundsRequest(RequestConstants.REQ_RESIZE);
        resize.setEditParts(p);
        resize.setSizeDelta(new Dimension(40, 0));
        resize.setResizeDirection(PositionConstants.EAST);
        c = p.getCommand(resize);
        assertEquals("Resize", c.getLabel());
        editor.getCommandStack().execute(c);
        drain();
        assertEquals(before.width + 40, stored.getWidth());
        assertEquals(before.width + 40, p.getFigure().getBounds().width);
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        drain();
        assertEquals(before, p.getFigure().getBounds());
    }

    @Test
    void linksNeedAFreePortAndTwoDifferentBoxes() {
        Host host1 = t.getHosts().get(0);
        RnicEditPart nic = (RnicEditPart) part(editor, host1.getRnics().get(0));
        CreateConnectionRequest r = new CreateConnectionRequest();
        r.setType(RequestConstants.REQ_CONNECTION_START);
        r.setTargetEditPart(part(editor, t.getSwitches().get(0)));
        Command start = part(editor, t.getSwitches().get(0)).getCommand(r);
        r.setStartCommand(start);
        r.setType(RequestConstants.REQ_CONNECTION_END);
        r.setTargetEditPart(nic);
        assertFalse(nic.getCommand(r).canExecute(), "host1's only port carries l0 already");
        CreateRequest nicOnCanvas = new CreateRequest();
        nicOnCanvas.setFactory((CreationFactory) DiagramFixture.tool(editor, DiagramPalette.ERDMA_NIC).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        nicOnCanvas.setLocation(new Point(900, 600));
        assertNull(editor.getGraphicalViewer().getContents().getCommand(nicOnCanvas), "a NIC goes into a host, not onto the canvas");
    }

    @Test
    void aHostTakesANicOrNamespaceAndLightsUpWhileOneIsOverIt() {
        Host host1 = t.getHosts().get(0);
        GraphicalEditPart host = part(editor, host1);
        CreateRequest nic = new CreateRequest();
        nic.setFactory((CreationFactory) DiagramFixture.tool(editor, DiagramPalette.ERDMA_NIC).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        nic.setLocation(centre(host));
        assertSame(host, host.getTargetEditPart(nic));
        assertEquals("Add RDMA NIC", host.getCommand(nic).getLabel());
        Color before = host.getFigure().getBackgroundColor();
        host.showTargetFeedback(nic);
        assertEquals(ColorConstants.lightBlue, host.getFigure().getBackgroundColor());
        host.eraseTargetFeedback(nic);
        assertEquals(before, host.getFigure().getBackgroundColor());

        CreateRequest namespace = new CreateRequest();
        namespace.setFactory((CreationFactory) DiagramFixture.tool(editor, DiagramPalette.NAMESPACE).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        assertEquals("Add Network Namespace", host.getCommand(namespace).getLabel());
        CreateRequest anotherHost = new CreateRequest();
        anotherHost.setFactory((CreationFactory) DiagramFixture.tool(editor, DiagramPalette.HOST).getToolProperty(CreationTool.PROPERTY_CREATION_FACTORY));
        anotherHost.setLocation(centre(host));
        assertNull(host.getTargetEditPart(anotherHost), "a host is dropped on the canvas, not into a host");
        host.showTargetFeedback(anotherHost);
        assertEquals(before, host.getFigure().getBackgroundColor(), "no feedback for what it does not take");
    }

    @Test
    void deletingALinkLeavesItsPortsAndDeletingASwitchTakesItsLinks() {
        Link l0 = t.getLinks().get(0);
        Command deleteLink = part(editor, l0).getCommand(new GroupRequest(RequestConstants.REQ_DELETE));
        assertEquals("Delete", deleteLink.getLabel());
        editor.getCommandStack().execute(deleteLink);
        drain();
        assertEquals(List.of("l1"), t.getLinks().stream().map(Link::getName).toList());
        assertEquals(1, t.getHosts().get(0).getRnics().get(0).getPorts().size(), "host1's port stays");
        assertEquals(List.of("p0", "p1"), t.getSwitches().get(0).getPorts().stream().map(SwitchPort::getName).toList(), "and the switch's");
        Command deleteSwitch = part(editor, t.getSwitches().get(0)).getCommand(new GroupRequest(RequestConstants.REQ_DELETE));
        editor.getCommandStack().execute(deleteSwitch);
        drain();
        assertEquals(List.of(), t.getSwitches());
        assertEquals(List.of(), t.getLinks(), "l1 went with the switch it was cabled to");
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        drain();
        assertEquals(List.of("l0", "l1"), t.getLinks().stream().map(Link::getName).toList());
    }
}
