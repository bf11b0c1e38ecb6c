package rdma.workbench.ui.wizards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.testing.ui.WizardDriver;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.editors.ScenarioEditor;

/** File > New > Scenario driven through its widgets: from an empty workspace, the topology choice, the template page's checks. */
class ScenarioWizardTest {

    private WizardDriver wizard;

    @AfterEach
    void tearDown() throws Exception {
        if (wizard != null) {
            wizard.close();
        }
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            p.delete(true, true, null);
        }
    }

    private WizardDriver open(Object selected) {
        NewScenarioWizard w = new NewScenarioWizard();
        w.init(PlatformUI.getWorkbench(), selected == null ? StructuredSelection.EMPTY : new StructuredSelection(selected));
        wizard = WizardDriver.open(w);
        return wizard;
    }

    private static <T extends EObject> T load(IFile f, Class<T> type) throws Exception {
        return ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(f.getFullPath().toString(), true), type);
    }

    @Test
    void fromAnEmptyWorkspaceFinishCreatesTheProjectTheTopologyAndTheScenario() throws Exception {
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            p.delete(true, true, null);
        }
        WizardDriver d = open(null);
        assertEquals("rdma", d.text("Enter or select the parent folder:").getText());
        assertEquals("There is no project 'rdma' yet: Finish creates it, then the file in it.", d.message());
        d.type("File name:", "first");
        d.next();
        assertEquals(List.of(TopologyChoice.TwoHosts.LABEL), d.rows());
        assertEquals(TopologyChoice.TwoHosts.LABEL, d.selectedRow());
        assertTrue(d.labels().contains("Finish writes it beside the scenario, as rdma/fabric.rdmatopo: two hosts, host1 and host2, "
                + "each with an ERDMA device in RoCEv2 mode, cabled back to back."), d.labels().toString());
        d.next();
        assertEquals(ScenarioTemplate.EMPTY.label(), d.selectedRow());
        d.finish();
        assertFalse(d.isOpen());

        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("rdma");
        assertTrue(project.isOpen());
        IFile scenarioFile = project.getFile("first.rdmaflow");
        IFile topologyFile = project.getFile("fabric.rdmatopo");
        assertTrue(scenarioFile.exists() && topologyFile.exists());
        Topology topology = load(topologyFile, Topology.class);
        assertEquals("fabric", topology.getName());
        assertEquals(List.of("host1", "host2"), topology.getHosts().stream().map(h -> h.getName()).toList());
        assertTrue(ModelValidation.validate(topology).getSeverity() < Diagnostic.WARNING, "the new topology is valid");
        Scenario scenario = load(scenarioFile, Scenario.class);
        assertEquals("first", scenario.getTitle());
        assertEquals(List.of("host1", "host2"), scenario.getPrograms().stream().map(Program::getName).toList());
        assertTrue(scenario.getPrograms().stream().allMatch(p -> p.getSteps().isEmpty()), "EMPTY: one empty program per host");
        String text = new String(scenarioFile.getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(text.contains("<host href=\"fabric.rdmatopo#//@hosts[name='host1']\"/>"), text);
        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, UiTestSupport.page().getActiveEditor());
        assertEquals(scenarioFile, ((IFileEditorInput) editor.getEditorInput()).getFile());
    }

    @Test
    void newTopologyWizardAlsoCreatesTheProjectInAnEmptyWorkspace() throws Exception {
        for (IProject p : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
            p.delete(true, true, null);
        }
        NewTopologyWizard w = new NewTopologyWizard();
        w.init(PlatformUI.getWorkbench(), StructuredSelection.EMPTY);
        wizard = WizardDriver.open(w);
        assertEquals("There is no project 'rdma' yet: Finish creates it, then the file in it.", wizard.message());
        wizard.finish();
        assertTrue(ResourcesPlugin.getWorkspace().getRoot().getProject("rdma").getFile("fabric.rdmatopo").exists());
    }

    @Test
    void theTopologyPageOffersTheWorkspacesTopologiesAndANewOneBesideTheScenario() throws Exception {
        IProject project = UiTestSupport.freshProject("wizards");
        IFile pair = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        project.getFolder("more").create(true, true, null);
        UiTestSupport.topologyFile(project, "more/fabric.rdmatopo");
        WizardDriver d = open(project);
        assertEquals("wizards", d.text("Enter or select the parent folder:").getText());
        assertNull(d.message(), "an existing project: no note about creating one");
        d.next();
        assertEquals(List.of("wizards/more/fabric.rdmatopo", "wizards/pair.rdmatopo", TopologyChoice.TwoHosts.LABEL), d.rows());
        assertEquals("wizards/more/fabric.rdmatopo", d.selectedRow(), "the first topology of the workspace is the default");
        d.click(TopologyChoice.TwoHosts.LABEL);
        assertTrue(d.labels().stream().anyMatch(l -> l.startsWith("Finish writes it beside the scenario, as wizards/fabric.rdmatopo:")),
                d.labels().toString());
        d.click("wizards/pair.rdmatopo");
        assertTrue(d.labels().contains("The scenario references pair.rdmatopo: its programs run on the hosts of it."), d.labels().toString());
        assertEquals(IPath.fromOSString("/wizards/more/fabric-2.rdmatopo"),
                TopologyChoice.TwoHosts.fileBeside(IPath.fromOSString("/wizards/more/x.rdmaflow")), "a new topology never overwrites one");
        d.close();

        d = open(pair);
        d.next();
        assertEquals("wizards/pair.rdmatopo", d.selectedRow(), "the topology selected when the wizard started is the default");
    }

    @Test
    void theTemplatePageChecksTheHostsTheMessageSizeAndThePathMtu() throws Exception {
        IProject project = UiTestSupport.freshProject("wizards");
        IFile pair = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        WizardDriver d = open(pair);
        d.next();
        d.next();
        assertEquals(List.of("Template:", "The programs it writes:", "Client host:", "Server host:", "Message size (bytes):", "Path MTU (bytes):"),
                d.labels().stream().filter(l -> l.endsWith(":")).toList());
        assertFalse(d.combo("Client host:").isEnabled(), "EMPTY uses no settings");
        assertTrue(d.labels().contains("host1: no steps yet\nhost2: no steps yet"), d.labels().toString());

        d.click(ScenarioTemplate.RC_WRITE.label());
        assertTrue(d.labels().contains(ScenarioTemplate.RC_WRITE.description()), d.labels().toString());
        assertTrue(d.labels().contains("host1, the client: pd, cq, qp, to-init, connect, to-rtr, to-rts, write-source, write-ready, write, "
                + "poll-write, write-done\nhost2, the server: pd, cq, qp, to-init, connect, to-rtr, to-rts, write-target, write-ready, "
                + "write-done, check-write"), d.labels().toString());
        assertEquals("host1", d.combo("Client host:").getText());
        assertEquals("host2", d.combo("Server host:").getText());
        assertEquals("1024", d.combo("Path MTU (bytes):").getText(), "the largest RoCE MTU a 1500-byte netdev carries (RoceMtu)");
        assertEquals(List.of("256", "512", "1024", "2048", "4096"), List.of(d.combo("Path MTU (bytes):").getItems()));
        assertNull(d.message(), "the RC WRITE scenario validates clean");
        assertTrue(d.enabled("&Finish"));

        d.type("Message size (bytes):", "0");
        assertEquals("Message size: type a whole number of bytes greater than 0 (not '0').", d.message());
        assertFalse(d.enabled("&Finish"));
        d.type("Message size (bytes):", "12ab");
        assertEquals("Message size: type a whole number of bytes greater than 0 (not '12ab').", d.message());
        d.type("Message size (bytes):", "4096");
        assertNull(d.message());

        d.choose("Path MTU (bytes):", "2048");
        assertEquals("Path MTU 2048 is more than the ports of host1 and host2 carry (at most 1024): the path MTU must fit the ports "
                + "at both ends.", d.message());
        d.choose("Path MTU (bytes):", "512");
        assertNull(d.message(), "a smaller path MTU than the ports carry is fine");

        d.choose("Server host:", "host1");
        assertEquals("The client and the server are both host1: choose two hosts, one program runs on each.", d.message());
        d.choose("Server host:", "host2");

        d.click(ScenarioTemplate.UD_SEND_RECV.label());
        assertEquals("A UD message fits in one packet: at most the path MTU, 512 bytes (it is 4096); UD does not segment.", d.message());
        d.type("Message size (bytes):", "512");
        assertNull(d.message());

        Topology t = load(pair, Topology.class);
        String uc = ScenarioTemplate.UC_WRITE.unavailableReason(t.getHosts().get(0), t.getHosts().get(1));
        assertNotNull(uc, "ERDMA in RoCEv2 mode has no UC QPs");
        assertTrue(d.rows().contains(ScenarioTemplate.UC_WRITE.label() + " (not on these hosts)"), d.rows().toString());
        d.click(ScenarioTemplate.UC_WRITE.label() + " (not on these hosts)");
        assertEquals(ScenarioTemplate.UC_WRITE.label() + " is not available on host1 and host2: " + uc + ".", d.message());
        assertTrue(d.labels().contains(ScenarioTemplate.UC_WRITE.description() + "\n\nNot available here: " + uc), d.labels().toString());
        assertFalse(d.enabled("&Finish"));

        d.click(ScenarioTemplate.RC_WRITE.label());
        d.finish();
        Scenario s = load(project.getFile("pair-flow.rdmaflow"), Scenario.class);
        assertTrue(ModelValidation.validateWithTopology(s).getSeverity() < Diagnostic.WARNING, "Finish wrote what the page validated");
    }

    @Test
    void choosingAnotherTopologyOffersItsHostsToTheTemplate() throws Exception {
        IProject project = UiTestSupport.freshProject("wizards");
        IFile pair = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        IFile other = project.getFile("other.rdmatopo");
        Topology renamed = ModelTemplates.topology("other");
        renamed.getHosts().get(0).setName("left");
        renamed.getHosts().get(1).setName("right");
        other.create(new ByteArrayInputStream(ModelTemplates.serialize(ModelTemplates.resourceSet(), renamed,
                URI.createPlatformResourceURI(other.getFullPath().toString(), true))), true, null);
        WizardDriver d = open(pair);
        d.next();
        d.next();
        d.click(ScenarioTemplate.RC_READ.label());
        assertEquals("host1", d.combo("Client host:").getText());
        d.press(IDialogConstants.BACK_LABEL);
        d.click("wizards/other.rdmatopo");
        d.finish();
        Scenario s = load(project.getFile("pair-flow.rdmaflow"), Scenario.class);
        assertEquals(List.of("left", "right"), s.getPrograms().stream().map(p -> p.getHost().getName()).toList());
        assertFalse(s.getPrograms().get(0).getSteps().isEmpty(), "RC READ's client program");
        assertTrue(ModelValidation.validateWithTopology(s).getSeverity() < Diagnostic.WARNING);
    }

    @Test
    void aFlowBetweenTwoOfFourHostsWritesTheirTwoProgramsAndNoEmptyOnes() throws Exception {
        IProject project = UiTestSupport.freshProject("wizards");
        IFile fabric = project.getFile("four.rdmatopo");
        fabric.create(new ByteArrayInputStream(ModelTemplates.serialize(ModelTemplates.resourceSet(), LeafSpine.build(4, 2, 1),
                URI.createPlatformResourceURI(fabric.getFullPath().toString(), true))), true, null);
        List<String> hosts = load(fabric, Topology.class).getHosts().stream().map(h -> h.getName()).toList();
        assertEquals(4, hosts.size(), hosts.toString());
        WizardDriver d = open(fabric);
        d.next();
        d.next();
        d.click(ScenarioTemplate.RC_SEND_RECV.label());
        d.choose("Server host:", hosts.get(3));
        assertTrue(d.labels().stream().anyMatch(l -> l.startsWith(hosts.get(0) + ", the client: ") && l.contains("\n" + hosts.get(3) + ", the server: ")
                && l.lines().count() == 2), "the preview lists the two programs only: " + d.labels());
        d.finish();
        Scenario s = load(project.getFile("four-flow.rdmaflow"), Scenario.class);
        assertEquals(List.of(hosts.get(0), hosts.get(3)), s.getPrograms().stream().map(Program::getName).toList(),
                "no empty programs for " + hosts.get(1) + " and " + hosts.get(2));
        assertTrue(ModelValidation.validateWithTopology(s).getSeverity() < Diagnostic.WARNING);
    }
}
