package rdma.workbench.editor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.editor.DiagramFixture.centre;
import static rdma.workbench.editor.DiagramFixture.connect;
import static rdma.workbench.editor.DiagramFixture.create;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.open;
import static rdma.workbench.editor.DiagramFixture.page;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.editor.figures.LinkFigure;
import rdma.workbench.editor.figures.RnicFigure;
import rdma.workbench.editor.figures.Severity;
import rdma.workbench.editor.parts.HostEditPart;
import rdma.workbench.editor.parts.RnicEditPart;
import rdma.workbench.editor.parts.SwitchEditPart;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.validation.ProblemMarkers;

/**
 * The acceptance path: draw two ERDMA hosts, a switch and two links with the palette
 * tools; switch one device to iWARP in its property source; undo and redo everything; save,
 * reopen and compare; validate (a PROTOCOL_MISMATCH marker and decoration); export a PNG.
 */
class DrawFabricTest {

    private DiagramFixture fixture;
    private IFile file;

    @BeforeEach
    void setUp() throws Exception {
        fixture = new DiagramFixture("draw");
        Topology empty = TopologyFactory.eINSTANCE.createTopology();
        empty.setName("drawn");
        file = fixture.write("drawn.rdmatopo", empty);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.dispose();
    }

    private static <T> List<T> partsOf(TopologyDiagramEditor editor, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (Object o : editor.getGraphicalViewer().getEditPartRegistry().values()) {
            if (type.isInstance(o)) {
                out.add(type.cast(o));
            }
        }
        out.sort((a, b) -> ((GraphicalEditPart) a).getFigure().getBounds().x - ((GraphicalEditPart) b).getFigure().getBounds().x);
        return out;
    }

    /** Draws host1 and host2 (ERDMA each) under switch1, cabled with link1 and link2; returns the number of commands run. */
    private int draw(TopologyDiagramEditor editor) {
        create(editor, DiagramPalette.HOST, new Point(40, 300));
        create(editor, DiagramPalette.HOST, new Point(420, 300));
        create(editor, DiagramPalette.SWITCH, new Point(250, 60));
        List<HostEditPart> hosts = partsOf(editor, HostEditPart.class);
        assertEquals(2, hosts.size());
        create(editor, DiagramPalette.ERDMA_NIC, centre(hosts.get(0)));
        create(editor, DiagramPalette.ERDMA_NIC, centre(hosts.get(1)));
        List<RnicEditPart> nics = partsOf(editor, RnicEditPart.class);
        assertEquals(2, nics.size());
        SwitchEditPart sw = partsOf(editor, SwitchEditPart.class).get(0);
        connect(editor, centre(nics.get(0)), centre(sw));
        connect(editor, centre(nics.get(1)), centre(sw));
        return 7;
    }

    @Test
    void drawsTwoErdmaHostsASwitchAndTwoLinksWithThePaletteTools() throws Exception {
        TopologyDiagramEditor editor = open(file);
        draw(editor);
        Topology t = editor.getTopology();
        assertEquals(List.of("host1", "host2"), t.getHosts().stream().map(Host::getName).toList());
        for (int i = 0; i < 2; i++) {
            ErdmaDevice d = assertInstanceOf(ErdmaDevice.class, t.getHosts().get(i).getRnics().get(0));
            assertEquals("erdma_0", d.getName());
            assertEquals(RdmaProtocol.ROCEV2, d.getProtocol());
            Port p = d.getPorts().get(0);
            assertEquals("::ffff:192.168.1." + (i + 1), p.getGids().get(0).getAddress());
            assertEquals(String.format("02:00:0a:00:00:%02x", i + 1), p.getMac());
        }
        Switch sw = t.getSwitches().get(0);
        assertEquals("switch1", sw.getName());
        assertEquals(List.of("port1", "port2"), sw.getPorts().stream().map(SwitchPort::getName).toList());
        assertEquals(List.of("link1", "link2"), t.getLinks().stream().map(Link::getName).toList());
        assertEquals(t.getHosts().get(0).getRnics().get(0).getPorts().get(0), t.getLinks().get(0).getSource());
        assertEquals(sw.getPorts().get(1), t.getLinks().get(1).getTarget());
        // no error or warning (a note on ERDMA's congestion control is no problem)
        assertTrue(ModelValidation.validate(t).getSeverity() < Diagnostic.WARNING, () -> ModelValidation.validate(t).getChildren().toString());

        // the drawing follows the model: each link runs from a NIC figure to the switch figure
        SwitchEditPart swPart = partsOf(editor, SwitchEditPart.class).get(0);
        assertEquals(2, swPart.getTargetConnections().size());
        ConnectionEditPart link = (ConnectionEditPart) swPart.getTargetConnections().get(0);
        assertInstanceOf(RnicEditPart.class, link.getSource());
        assertEquals("25 Gb/s", ((LinkFigure) link.getFigure()).getText());
        assertTrue(editor.isDirty());
        // the host was dropped where the tool was clicked
        assertEquals(new Point(40, 300), partsOf(editor, HostEditPart.class).get(0).getFigure().getBounds().getTopLeft());
    }

    @Test
    void theErdmaProtocolChangesInThePropertySourceAndUndoRedoWalkEveryStep() throws Exception {
        TopologyDiagramEditor editor = open(file);
        int steps = draw(editor);
        Topology t = editor.getTopology();
        ErdmaDevice d = (ErdmaDevice) t.getHosts().get(0).getRnics().get(0);
        RnicEditPart nicPart = partsOf(editor, RnicEditPart.class).get(0);
        IPropertySource source = Adapters.adapt(nicPart.getModel(), IPropertySource.class);
        assertNotNull(source);
        IPropertyDescriptor protocol = Arrays.stream(source.getPropertyDescriptors()).filter(p -> "Protocol".equals(p.getDisplayName())).findFirst().orElseThrow();
        source.setPropertyValue(protocol.getId(), RdmaProtocol.IWARP);
        drain();
        assertEquals(RdmaProtocol.IWARP, d.getProtocol());
        assertTrue(((RnicFigure) nicPart.getFigure()).getNameLabel().getText().endsWith("ERDMA iWARP"), ((RnicFigure) nicPart.getFigure()).getNameLabel().getText());
        steps++;

        Topology drawn = EcoreUtil.copy(t);
        var stack = editor.getCommandStack();
        assertEquals("Set", stack.getUndoCommand().getLabel());
        stack.undo();
        assertEquals(RdmaProtocol.ROCEV2, d.getProtocol());
        assertTrue(((RnicFigure) nicPart.getFigure()).getNameLabel().getText().endsWith("ERDMA RoCEv2"));
        List<String> labels = new ArrayList<>();
        for (int i = 1; i < steps; i++) {
            labels.add(stack.getUndoCommand().getLabel());
            stack.undo();
            drain();
        }
        assertEquals(List.of("Create Link", "Create Link", "Add RDMA NIC", "Add RDMA NIC", "Create Switch", "Create Host", "Create Host"), labels);
        assertFalse(stack.canUndo());
        assertTrue(t.getHosts().isEmpty() && t.getSwitches().isEmpty() && t.getLinks().isEmpty());
        assertTrue(DiagramFixture.nodes(editor).isEmpty());
        assertFalse(editor.isDirty());
        for (int i = 0; i < steps; i++) {
            stack.redo();
            drain();
        }
        assertFalse(stack.canRedo());
        assertTrue(EcoreUtil.equals(drawn, t), "redo rebuilds the same fabric");
        assertEquals(3, DiagramFixture.nodes(editor).size());
        assertEquals(2, partsOf(editor, SwitchEditPart.class).get(0).getTargetConnections().size());
        assertTrue(((RnicFigure) partsOf(editor, RnicEditPart.class).get(0).getFigure()).getNameLabel().getText().endsWith("ERDMA iWARP"));
    }

    @Test
    void savesReopensValidatesAndExports(@TempDir Path tmp) throws Exception {
        TopologyDiagramEditor editor = open(file);
        draw(editor);
        Topology t = editor.getTopology();
        ErdmaDevice d = (ErdmaDevice) t.getHosts().get(0).getRnics().get(0);
        Adapters.adapt(d, IPropertySource.class).setPropertyValue(Arrays.stream(Adapters.adapt(d, IPropertySource.class).getPropertyDescriptors())
                .filter(p -> "Protocol".equals(p.getDisplayName())).findFirst().orElseThrow().getId(), RdmaProtocol.IWARP);
        drain();
        List<Rectangle> bounds = partsOf(editor, HostEditPart.class).stream().map(p -> p.getFigure().getBounds().getCopy()).toList();
        editor.doSave(null);
        drain();
        assertFalse(editor.isDirty());

        // validation ran on save: one PROTOCOL_MISMATCH marker (the new NICs run hpcc_int, so no note beside it), and the iWARP
        // device's figure carries the error
        IMarker[] markers = Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO))
                .filter(m -> m.getAttribute(IMarker.SEVERITY, -1) >= IMarker.SEVERITY_WARNING).toArray(IMarker[]::new);
        assertEquals(List.of("PROTOCOL_MISMATCH"), Arrays.stream(markers).map(m -> m.getAttribute(ProblemMarkers.RULE, "")).distinct().toList(),
                Arrays.stream(markers).map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList().toString());
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        List<Severity> decorations = partsOf(editor, RnicEditPart.class).stream().map(p -> ((RnicFigure) p.getFigure()).getProblem()).toList();
        assertTrue(decorations.contains(Severity.ERROR), decorations.toString());
        assertTrue(((RnicFigure) partsOf(editor, RnicEditPart.class).get(0).getFigure()).getToolTip() != null);

        // the marker leads back to the element: opening it selects the figure
        editor.gotoMarker(markers[0]);
        assertFalse(editor.getGraphicalViewer().getSelectedEditParts().isEmpty());

        Topology saved = EcoreUtil.copy(t);
        page().closeAllEditors(false);
        drain();
        TopologyDiagramEditor reopened = open(file);
        assertTrue(EcoreUtil.equals(saved, reopened.getTopology()), "the file holds what was drawn");
        assertEquals(bounds, partsOf(reopened, HostEditPart.class).stream().map(p -> p.getFigure().getBounds().getCopy()).toList());
        assertEquals(RdmaProtocol.IWARP, ((ErdmaDevice) reopened.getTopology().getHosts().get(0).getRnics().get(0)).getProtocol());

        // fixing the mismatch and validating on demand clears marker and decoration
        Adapters.adapt(reopened.getTopology().getHosts().get(0).getRnics().get(0), IPropertySource.class).resetPropertyValue(
                Arrays.stream(Adapters.adapt(reopened.getTopology().getHosts().get(0).getRnics().get(0), IPropertySource.class).getPropertyDescriptors())
                        .filter(p -> "Protocol".equals(p.getDisplayName())).findFirst().orElseThrow().getId());
        assertTrue(reopened.validate().getSeverity() < Diagnostic.WARNING);
        // nothing stays: the NICs drawn from the palette run hpcc_int, which the engine simulates, so there is no note either
        assertEquals(List.of(), Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO))
                .map(m -> m.getAttribute(IMarker.SEVERITY, -1)).toList());
        assertTrue(partsOf(reopened, RnicEditPart.class).stream().allMatch(p -> ((RnicFigure) p.getFigure()).getProblem() == Severity.NONE));

        Path png = tmp.resolve("drawn.png");
        reopened.exportPng(png);
        byte[] bytes = Files.readAllBytes(png);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, Arrays.copyOf(bytes, 4));
        assertTrue(bytes.length > 4000, "a drawing, not an empty image: " + bytes.length + " bytes");
        ImageData image = new ImageData(new ByteArrayInputStream(bytes));
        assertTrue(image.width > 500 && image.height > 300, image.width + "x" + image.height);
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.height; y += 4) {
            for (int x = 0; x < image.width; x += 4) {
                colours.add(image.getPixel(x, y));
            }
        }
        assertTrue(colours.size() > 10, "figures in several colours, not a blank image: " + colours.size());
    }
}
