package rdma.workbench.editor.actions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.part;
import static rdma.workbench.editor.DiagramFixture.run;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.ui.actions.Clipboard;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.StarDiagram;
import rdma.workbench.editor.commands.CopiedElements;
import rdma.workbench.editor.commands.SetBoundsCommand;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.validation.ModelValidation;

/** The diagram's own actions on a selection: copy, paste, duplicate, align and match size. */
class DiagramActionsTest extends StarDiagram {

    @Test
    void copyPasteMakesNewNamesAndAddressesAndValidates() {
        Host host1 = t.getHosts().get(0);
        Switch tor = t.getSwitches().get(0);
        editor.getGraphicalViewer().setSelection(new StructuredSelection(List.of(part(editor, host1), part(editor, tor))));
        run(editor, ActionFactory.COPY.getId(), part(editor, host1), part(editor, tor));
        run(editor, ActionFactory.PASTE.getId(), part(editor, host1));
        assertEquals(List.of("host1", "host2", "host3"), t.getHosts().stream().map(Host::getName).toList());
        assertEquals(List.of("tor", "tor-2"), t.getSwitches().stream().map(Switch::getName).toList());
        assertEquals(List.of("l0", "l1", "l2"), t.getLinks().stream().map(Link::getName).toList());
        Link pasted = t.getLinks().get(2);
        assertSame(t.getHosts().get(2), pasted.getSource().eContainer().eContainer());
        assertSame(t.getSwitches().get(1), pasted.getTarget().eContainer());
        assertEquals("::ffff:192.168.1.3", t.getHosts().get(2).getRnics().get(0).getPorts().get(0).getGids().get(0).getAddress());
        Diagnostic d = ModelValidation.validate(t);
        assertTrue(d.getSeverity() < Diagnostic.WARNING, () -> d.getChildren().toString());
        assertEquals(part(editor, host1).getFigure().getBounds().getTranslated(30, 30).getTopLeft(), part(editor, t.getHosts().get(2)).getFigure().getBounds().getTopLeft());
        assertEquals(List.of(t.getHosts().get(2), t.getSwitches().get(1), t.getLinks().get(2)),
                editor.getGraphicalViewer().getSelectedEditParts().stream().map(p -> ((EditPart) p).getModel()).toList(), "the pasted elements are selected");

        run(editor, DiagramActionIds.DUPLICATE, part(editor, t.getHosts().get(1)));
        assertEquals("host4", t.getHosts().get(3).getName());
        editor.getCommandStack().undo();
        editor.getCommandStack().undo();
        assertEquals(2, t.getHosts().size());
        assertEquals(2, t.getLinks().size());
    }

    @Test
    void alignAndMatchSizeUseThePrimarySelection() {
        GraphicalEditPart h1 = part(editor, t.getHosts().get(0));
        GraphicalEditPart h2 = part(editor, t.getHosts().get(1));
        editor.getCommandStack().execute(new SetBoundsCommand(t, t.getHosts().get(0), new Rectangle(40, 500, 300, 90)));
        drain();
        run(editor, GEFActionConstants.ALIGN_TOP, h2, h1);
        assertEquals(500, h1.getFigure().getBounds().y);
        assertEquals(500, h2.getFigure().getBounds().y, "aligned to the primary (last selected) host1");
        run(editor, DiagramActionIds.MATCH_SIZE, h2, h1);
        assertEquals(new Dimension(300, 90), h2.getFigure().getSize());
    }

    @Test
    void theDiagramsActionsAreRegisteredWithTheirWords() {
        List<List<String>> actions = List.of(DiagramActionIds.DUPLICATE, DiagramActionIds.MATCH_SIZE, DiagramActionIds.ARRANGE_ALL,
                DiagramActionIds.VALIDATE, DiagramActionIds.EXPORT_PNG).stream().map(id -> editor.getActionRegistry().getAction(id))
                .map(a -> Arrays.asList(a.getId(), a.getText(), a.getToolTipText())).toList();
        assertEquals(List.of(Arrays.asList("rdma.workbench.editor.duplicate", "D&uplicate", null),
                Arrays.asList("rdma.workbench.editor.matchSize", "Match &Size", "Match width and height to the primary selection"),
                Arrays.asList("rdma.workbench.editor.arrangeAll", "&Arrange All", "Lay the fabric out in layers with ELK (hosts, leaves, spines); undoable"),
                Arrays.asList("rdma.workbench.editor.validate", "&Validate",
                        "Check the topology against the rules real RDMA stacks enforce (problems go to the Problems view and onto the figures)"),
                Arrays.asList("rdma.workbench.editor.exportPng", "E&xport as PNG…", "Save the diagram as a PNG image")), actions);
    }

    @Test
    void copyTakesHostsAndSwitchesOnlyAndEachPasteGoesThirtyPixelsFurther() {
        Clipboard.getDefault().setContents(new CopiedElements(t, List.of(), Map.of()));
        SelectionAction copy = (SelectionAction) editor.getActionRegistry().getAction(ActionFactory.COPY.getId());
        SelectionAction paste = (SelectionAction) editor.getActionRegistry().getAction(ActionFactory.PASTE.getId());
        editor.getGraphicalViewer().setSelection(new StructuredSelection(part(editor, t.getHosts().get(0).getRnics().get(0))));
        copy.update();
        paste.update();
        assertFalse(copy.isEnabled(), "a NIC alone is not copied");
        assertFalse(paste.isEnabled(), "nothing copied");
        GraphicalEditPart tor = part(editor, t.getSwitches().get(0));
        run(editor, ActionFactory.COPY.getId(), tor);
        run(editor, ActionFactory.PASTE.getId(), tor);
        run(editor, ActionFactory.PASTE.getId(), tor);
        assertEquals(List.of("tor", "tor-2", "tor-3"), t.getSwitches().stream().map(Switch::getName).toList());
        Point at = tor.getFigure().getBounds().getTopLeft();
        assertEquals(List.of(at.getTranslated(30, 30), at.getTranslated(60, 60)),
                t.getSwitches().subList(1, 3).stream().map(s -> part(editor, s).getFigure().getBounds().getTopLeft()).toList());
        assertEquals(List.of("p0", "p1"), t.getSwitches().get(1).getPorts().stream().map(SwitchPort::getName).toList(), "the copy has the switch's ports");
        assertEquals(List.of("l0", "l1"), t.getLinks().stream().map(Link::getName).toList(), "a link to a host not copied stays behind");
    }
}
