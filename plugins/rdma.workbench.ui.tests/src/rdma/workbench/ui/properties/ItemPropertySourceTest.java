package rdma.workbench.ui.properties;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySource2;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.ui.edit.AdapterFactories;
import rdma.workbench.ui.edit.EditingDomains;
import rdma.workbench.ui.wizards.ModelTemplates;

class ItemPropertySourceTest {

    private final ComposedAdapterFactory factory = AdapterFactories.create();
    private final AdapterFactoryEditingDomain domain = EditingDomains.create(factory);
    private final CommandStack stack = domain.getCommandStack();
    private final Topology topology = ModelTemplates.topology("t");
    private final ErdmaDevice device = (ErdmaDevice) topology.getHosts().get(0).getRnics().get(0);
    private Shell shell;

    @BeforeEach
    void setUp() {
        Resource r = domain.getResourceSet().createResource(URI.createURI("memory:/t.rdmatopo"));
        r.getContents().add(topology);
        shell = new Shell();
    }

    @AfterEach
    void tearDown() {
        shell.dispose();
        factory.dispose();
    }

    private IPropertySource source(Object o) {
        return new ItemPropertySourceProvider(factory).getPropertySource(o);
    }

    private static IPropertyDescriptor descriptor(IPropertySource s, String displayName) {
        return Arrays.stream(s.getPropertyDescriptors()).filter(d -> d.getDisplayName().equals(displayName)).findFirst().orElseThrow();
    }

    @Test
    void aSwitchShowsKminKmaxAndPmaxWithWhatAnUnsetKmaxStandsFor() {
        Switch sw = TopologyFactory.eINSTANCE.createSwitch();
        sw.setName("tor");
        topology.getSwitches().add(sw);
        IPropertySource s = source(sw);
        List<String> names = Arrays.stream(s.getPropertyDescriptors()).map(IPropertyDescriptor::getDisplayName).toList();
        assertTrue(names.containsAll(List.of("Ecn Threshold", "Ecn Kmax", "Ecn Pmax")), names.toString());
        assertEquals("(not set: 4 \u00d7 Kmin = 600000 bytes)", text(s, "Ecn Kmax"));
        s.setPropertyValue(descriptor(s, "Ecn Kmax").getId(), 200_000);
        assertEquals("200000 bytes", text(s, "Ecn Kmax"));
        assertEquals(200_000, sw.getEcnKmax());
    }

    @Test
    void aLinkShowsItsUnitsAndTheSwitchOfItsSwitchPort() {
        Switch sw = TopologyFactory.eINSTANCE.createSwitch();
        sw.setName("leaf1");
        SwitchPort p = TopologyFactory.eINSTANCE.createSwitchPort();
        p.setName("p3");
        sw.getPorts().add(p);
        topology.getSwitches().add(sw);
        Link link = TopologyFactory.eINSTANCE.createLink();
        link.setName("cable");
        link.setSource(topology.getHosts().get(0).getRnics().get(0).getPorts().get(0));
        link.setTarget(p);
        link.setBandwidth(100);
        link.setDelay(1000);
        topology.getLinks().add(link);
        IPropertySource s = source(link);
        assertEquals("100 Gbit/s", text(s, "Bandwidth"), "as the diagram and the tree write it");
        assertEquals("1000 ns", text(s, "Delay"));
        assertEquals("Port p3 of switch leaf1", text(s, "Target"));
        assertEquals("Port " + link.getSource().getName() + " of " + device.getName() + " on host " + topology.getHosts().get(0).getName(),
                text(s, "Source"), "every host's NIC may be mlx5_0: the host says which");
        assertEquals("0", text(s, "Loss Rate"));
        link.setBandwidth(12.5);
        assertEquals("12.5 Gbit/s", text(s, "Bandwidth"));
    }

    private static String text(IPropertySource s, String displayName) {
        IPropertyDescriptor d = descriptor(s, displayName);
        return d.getLabelProvider().getText(s.getPropertyValue(d.getId()));
    }

    @Test
    void erdmaDeviceShowsItsAttributes() {
        List<String> names = Arrays.stream(source(device).getPropertyDescriptors()).map(IPropertyDescriptor::getDisplayName).toList();
        assertEquals(List.of("Name", "Description", "Protocol", "Congestion Control", "Retransmission Count"), names);
        IPropertySource s = source(device);
        assertEquals(RdmaProtocol.ROCEV2, s.getPropertyValue(descriptor(s, "Protocol").getId()));
        assertEquals("RoCEv2", descriptor(s, "Protocol").getLabelProvider().getText(RdmaProtocol.ROCEV2));
    }

    @Test
    void settingAPropertyIsAnUndoableCommand() {
        IPropertySource s = source(device);
        Object protocol = descriptor(s, "Protocol").getId();
        s.setPropertyValue(protocol, RdmaProtocol.IWARP);
        assertEquals(RdmaProtocol.IWARP, device.getProtocol());
        assertTrue(stack.canUndo());
        stack.undo();
        assertEquals(RdmaProtocol.ROCEV2, device.getProtocol());
        stack.redo();
        assertEquals(RdmaProtocol.IWARP, device.getProtocol());
    }

    @Test
    void enumPropertyIsEditedWithAComboOfItsLiterals() {
        CellEditor editor = descriptor(source(device), "Protocol").createPropertyEditor(shell);
        ChoiceCellEditor combo = assertInstanceOf(ChoiceCellEditor.class, editor);
        assertArrayEquals(new String[] {"iWARP", "RoCEv2"}, combo.getViewer().getCCombo().getItems());
        combo.setValue(RdmaProtocol.IWARP);
        assertEquals(RdmaProtocol.IWARP, combo.getValue());
    }

    @Test
    void numberPropertyRefusesText() {
        IPropertySource s = source(device);
        CellEditor editor = descriptor(s, "Retransmission Count").createPropertyEditor(shell);
        assertInstanceOf(DataTypeCellEditor.class, editor);
        editor.setValue(24);
        ((Text) editor.getControl()).setText("many");
        assertFalse(editor.isValueValid());
        assertEquals("\"many\" is not a valid whole number (32 bits)", editor.getErrorMessage());
        ((Text) editor.getControl()).setText("7");
        assertTrue(editor.isValueValid());
        assertEquals(7, editor.getValue());
    }

    @Test
    void aNameASiblingHasIsRefusedWithWhoHasIt() {
        String other = topology.getHosts().get(1).getName();
        CellEditor editor = descriptor(source(topology.getHosts().get(0)), "Name").createPropertyEditor(shell);
        ((Text) editor.getControl()).setText(other);
        assertFalse(editor.isValueValid());
        assertEquals("host " + other + " already has that name: names must be unique here, because references use them", editor.getErrorMessage());
        ((Text) editor.getControl()).setText("host9");
        assertTrue(editor.isValueValid());
        CellEditor nic = descriptor(source(device), "Name").createPropertyEditor(shell);
        ((Text) nic.getControl()).setText(other);
        assertTrue(nic.isValueValid(), "a device may be called like a host: it is no sibling of the hosts");
    }

    @Test
    void optionalReferenceOffersNoneAndTheCandidates() {
        IPropertySource s = source(topology.getHosts().get(0).getRnics().get(0).getPorts().get(0).getGids().get(0));
        CellEditor editor = descriptor(s, "Namespace").createPropertyEditor(shell);
        ChoiceCellEditor combo = assertInstanceOf(ChoiceCellEditor.class, editor);
        assertArrayEquals(new String[] {""}, combo.getViewer().getCCombo().getItems());
        combo.setValue(null);
        assertNull(combo.getValue());
    }

    @Test
    void flagsAreEditedInADialogAndUnsetAttributesReset() {
        Scenario scenario = ModelTemplates.scenario("s", topology);
        domain.getResourceSet().createResource(URI.createURI("memory:/s.rdmaflow")).getContents().add(scenario);
        CreateQp qp = ScenarioFactory.eINSTANCE.createCreateQp();
        ModifyQp m = ScenarioFactory.eINSTANCE.createModifyQp();
        m.setQp(qp);
        m.setPathMtu(Mtu.MTU_1024);
        scenario.getPrograms().get(0).getSteps().add(qp);
        scenario.getPrograms().get(0).getSteps().add(m);
        IPropertySource s = source(m);
        assertInstanceOf(ChoicesDialogCellEditor.class, descriptor(s, "Access Flags").createPropertyEditor(shell));
        assertEquals("IBV_QP_TIMEOUT: the local ACK timeout code 0..31; the requester waits 4.096 us * 2^timeout for an "
                + "acknowledgement before it sends again from the oldest unacknowledged packet, and 0 waits forever. Required at "
                + "RTR to RTS for RC. Each timeout uses one of retry_cnt.", descriptor(s, "Timeout").getDescription(),
                "the metamodel's documentation is the help text");
        s.setPropertyValue(descriptor(s, "Access Flags").getId(), List.of(AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ));
        assertEquals(List.of(AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ), m.getAccessFlags());
        Object pathMtu = descriptor(s, "Path Mtu").getId();
        assertTrue(((IPropertySource2) s).isPropertySet(pathMtu));
        s.resetPropertyValue(pathMtu);
        assertFalse(m.isSetPathMtu(), "reset takes the attribute out of the modify mask");
        stack.undo();
        assertTrue(m.isSetPathMtu());
    }
}
