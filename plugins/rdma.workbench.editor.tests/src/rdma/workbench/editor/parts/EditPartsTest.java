package rdma.workbench.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.part;

import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.StarDiagram;
import rdma.workbench.editor.commands.SetBoundsCommand;
import rdma.workbench.editor.figures.HostFigure;
import rdma.workbench.editor.figures.LinkFigure;
import rdma.workbench.editor.figures.RnicFigure;
import rdma.workbench.editor.figures.Severity;
import rdma.workbench.editor.figures.SwitchFigure;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.TopologyFactory;

/** The parts that draw the model: which part for which element, what each figure says, and model changes turned into refreshes. */
class EditPartsTest extends StarDiagram {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    private static String tooltip(IFigure f) {
        return ((Label) f.getToolTip()).getText();
    }

    private static List<String> labels(IFigure f) {
        return f.getChildren().stream().filter(Label.class::isInstance).map(c -> ((Label) c).getText()).toList();
    }

    @Test
    void eachDrawnElementHasItsPartAndOtherObjectsNone() {
        RdmaEditPartFactory factory = new RdmaEditPartFactory();
        List<EObject> models = List.of(t, t.getHosts().get(0), t.getHosts().get(0).getRnics().get(0), T.createNetworkNamespace(), t.getSwitches().get(0),
                t.getLinks().get(0));
        assertEquals(List.of(TopologyEditPart.class, HostEditPart.class, RnicEditPart.class, NamespaceEditPart.class, SwitchEditPart.class, LinkEditPart.class),
                models.stream().map(m -> factory.createEditPart(null, m)).map(Object::getClass).toList());
        assertSame(t.getLinks().get(0), factory.createEditPart(null, t.getLinks().get(0)).getModel());
        var port = t.getHosts().get(0).getRnics().get(0).getPorts().get(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> factory.createEditPart(null, port));
        assertEquals("the diagram shows no " + port, e.getMessage());
    }

    @Test
    void whatTheFiguresSay() {
        Host host1 = t.getHosts().get(0);
        ErdmaDevice erdma = (ErdmaDevice) host1.getRnics().get(0);
        HostFigure host = (HostFigure) part(editor, host1).getFigure();
        assertEquals("Host host1\n1 GiB of memory, 1 RDMA NIC(s)", tooltip(host));
        RnicFigure nic = (RnicFigure) part(editor, erdma).getFigure();
        assertEquals(List.of("erdma_0  ·  ERDMA RoCEv2", "p1 · eth0 · MTU 1500 · 192.168.1.1"), labels(nic));
        assertEquals("Alibaba ERDMA device in RoCEv2 mode, congestion control " + erdma.getCongestionControl().getLiteral() + "\n1 port(s)", tooltip(nic));
        Switch tor = t.getSwitches().get(0);
        assertEquals("Switch tor\n2 port(s), buffer " + tor.getBufferSize() + " bytes\nECN Kmin " + tor.getEcnThreshold() + " B, Kmax "
                + 4 * tor.getEcnThreshold() + " B, Pmax 1 %", tooltip(part(editor, tor).getFigure()));
        assertEquals(List.of("25 Gb/s", "100 Gb/s"), t.getLinks().stream().map(l -> ((LinkFigure) part(editor, l).getFigure()).getText()).toList());
        assertEquals("link l0", tooltip(part(editor, t.getLinks().get(0)).getFigure()));
    }

    @Test
    void modelChangesRefreshWhatTheyTouch() {
        Host host1 = t.getHosts().get(0);
        host1.setName("alpha");
        host1.setMemorySize(3L << 29);
        assertEquals("alpha", ((HostFigure) part(editor, host1).getFigure()).getTitle().getText());
        assertEquals("Host alpha\n1536 MiB of memory, 1 RDMA NIC(s)", tooltip(part(editor, host1).getFigure()));

        NetworkNamespace blue = T.createNetworkNamespace();
        blue.setName("blue");
        host1.getNamespaces().add(blue);
        host1.getRnics().get(0).getPorts().get(0).setNamespace(blue);
        assertInstanceOf(NamespaceEditPart.class, part(editor, blue));
        assertEquals(List.of("erdma_0  ·  ERDMA RoCEv2", "p1 · eth0 · MTU 1500 · 192.168.1.1 · ns blue"), labels(part(editor, host1.getRnics().get(0)).getFigure()),
                "a change of a port refreshes its NIC");

        Link l0 = t.getLinks().get(0);
        l0.setBandwidth(2.5);
        l0.setLossRate(0.2);
        assertEquals("2.5 Gb/s · faults", ((LinkFigure) part(editor, l0).getFigure()).getText());
        assertEquals("link l0\nFaults: loss 20.0%", tooltip(part(editor, l0).getFigure()));

        Switch tor = t.getSwitches().get(0);
        SwitchEditPart torPart = (SwitchEditPart) part(editor, tor);
        t.getLinks().remove(l0);
        assertEquals(1, torPart.getTargetConnections().size(), "the cabling changed: tor's connections with it");
        assertNull(part(editor, l0));
        assertEquals(List.of(), editor.getDiagram().links().from(host1.getRnics().get(0)));
        assertEquals(List.of(t.getLinks().get(0)), editor.getDiagram().links().to(tor));

        editor.getCommandStack().execute(new SetBoundsCommand(t, tor, new Rectangle(500, 10, -1, -1)));
        drain();
        SetBoundsCommand.find(t, tor).setX(520);
        drain();
        assertEquals(520, torPart.getFigure().getBounds().x, "a change of the layout moves the element");
    }

    @Test
    void theVerdictsOfTheValidatorOnTheFigures() {
        var nic = t.getHosts().get(0).getRnics().get(0);
        BasicDiagnostic d = new BasicDiagnostic();
        d.add(new BasicDiagnostic(Diagnostic.ERROR, "rdma.workbench.model", 0, "GID twice", new Object[] {nic.getPorts().get(0).getGids().get(0)}));
        editor.getDiagram().setProblems(Problems.of(d));
        RnicFigure figure = (RnicFigure) part(editor, nic).getFigure();
        assertEquals(Severity.ERROR, figure.getProblem());
        assertEquals("Alibaba ERDMA device in RoCEv2 mode, congestion control " + ((ErdmaDevice) nic).getCongestionControl().getLiteral()
                + "\n1 port(s)\n\nError: GID twice", tooltip(figure));
        editor.getDiagram().setProblems(Problems.NONE);
        assertEquals(Severity.NONE, figure.getProblem(), "the figures whose verdict changed are refreshed");
        assertEquals(Severity.NONE, ((SwitchFigure) part(editor, t.getSwitches().get(0)).getFigure()).getProblem());
    }

    @Test
    void aDrawnPartAdaptsToItsElement() {
        DrawnElementAdapters adapters = new DrawnElementAdapters();
        EditPart host = part(editor, t.getHosts().get(0));
        assertSame(t.getHosts().get(0), adapters.getAdapter(host, EObject.class));
        assertNull(adapters.getAdapter("host1", EObject.class));
        assertNull(adapters.getAdapter(host, String.class));
        assertEquals(List.of(EObject.class), List.of(adapters.getAdapterList()));
    }

    private static Text textIn(Control c) {
        if (c instanceof Text text) {
            return text;
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                Text t = textIn(child);
                if (t != null) {
                    return t;
                }
            }
        }
        return null;
    }

    @Test
    void directEditOpensAFieldOverTheNameThatOwnsTheEditingKeysUntilItCloses() {
        Switch tor = t.getSwitches().get(0);
        IActionBars bars = ((IEditorSite) editor.getSite()).getActionBars();
        IAction diagramDelete = bars.getGlobalActionHandler(ActionFactory.DELETE.getId());
        part(editor, tor).performRequest(new Request(RequestConstants.REQ_DIRECT_EDIT));
        drain();
        Text text = textIn((Control) editor.getGraphicalViewer().getControl());
        assertEquals("tor", text.getText());
        assertEquals(new Point(0, 3), text.getSelection(), "the name selected, to be typed over");
        assertNotSame(diagramDelete, bars.getGlobalActionHandler(ActionFactory.DELETE.getId()), "Delete acts on the text");
        text.setText("leaf9");
        text.notifyListeners(SWT.DefaultSelection, new Event());
        drain();
        assertEquals("leaf9", tor.getName());
        assertEquals("Rename", editor.getCommandStack().getUndoCommand().getLabel());
        assertSame(diagramDelete, bars.getGlobalActionHandler(ActionFactory.DELETE.getId()), "the diagram's Delete is back");
    }

    @Test
    void directEditRefusesANameASiblingHasAndSaysWhoHasIt() {
        Host host2 = t.getHosts().get(1);
        part(editor, host2).performRequest(new Request(RequestConstants.REQ_DIRECT_EDIT));
        drain();
        Text text = textIn((Control) editor.getGraphicalViewer().getControl());
        text.setText("host1");
        drain();
        assertEquals(text.getDisplay().getSystemColor(SWT.COLOR_RED), text.getForeground(), "the refused name in red");
        assertEquals("host host1 already has that name: names must be unique here, because references use them",
                NameEditManager.refusal(host2, "host1"), "what the status line says");
        text.notifyListeners(SWT.DefaultSelection, new Event());
        drain();
        assertEquals("host2", host2.getName(), "Enter on a refused name renames nothing");
        assertFalse(text.isDisposed(), "and leaves the field open for another name");
        text.setText("host3");
        drain();
        assertNotEquals(text.getDisplay().getSystemColor(SWT.COLOR_RED), text.getForeground());
        text.notifyListeners(SWT.DefaultSelection, new Event());
        drain();
        assertEquals("host3", host2.getName());
        assertNull(NameEditManager.refusal(t.getSwitches().get(0), "host1"), "a switch is no sibling of the hosts: references tell them apart");
        assertEquals("A name is required: references use it", NameEditManager.refusal(host2, ""));
    }
}
