package rdma.workbench.ui.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.Rule;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.wizards.ModelTemplates;

/** Diagnostics become markers of the file, each with its message, severity, rule, location and object; the worst severity goes up the containers. */
class ProblemMarkersTest {

    private static final String SOURCE = "rdma.workbench.model";

    private IProject project;
    private IFile file;
    private Resource resource;
    private Topology topology;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("problem-markers");
        file = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        topology = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true), Topology.class);
        resource = topology.eResource();
    }

    @AfterEach
    void tearDown() throws Exception {
        project.delete(true, true, null);
    }

    private static Diagnostic problem(int severity, String source, Rule rule, String message, Object about) {
        return new BasicDiagnostic(severity, source, rule == null ? 0 : rule.code(), message, about == null ? null : new Object[] {about});
    }

    private List<IMarker> markers() throws Exception {
        return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO))
                .sorted(Comparator.comparing(m -> m.getAttribute(IMarker.MESSAGE, ""))).toList();
    }

    private static List<Object> attributes(IMarker m) {
        return Arrays.asList(m.getAttribute(IMarker.MESSAGE, null), m.getAttribute(IMarker.SEVERITY, -1), m.getAttribute(ProblemMarkers.RULE, null),
                m.getAttribute(IMarker.LOCATION, null));
    }

    @Test
    void eachDiagnosticOfInfoAndAboveIsAMarkerWithItsRuleAndLocation() throws Exception {
        Host host1 = topology.getHosts().get(0);
        Rnic nic = host1.getRnics().get(0);
        Port port = nic.getPorts().get(0);
        BasicDiagnostic all = new BasicDiagnostic();
        all.add(problem(Diagnostic.ERROR, SOURCE, Rule.PROTOCOL_MISMATCH, "a: mismatch", nic));
        all.add(problem(Diagnostic.WARNING, SOURCE, Rule.PORT_MTU_TOO_SMALL, "b: small", port));
        all.add(problem(Diagnostic.INFO, SOURCE, null, "c: a note", topology));
        all.add(problem(Diagnostic.WARNING, "org.eclipse.emf.ecore", Rule.DUPLICATE_NAME, "d: EMF's own", host1));
        all.add(problem(Diagnostic.WARNING, SOURCE, null, "e: about nothing", null));
        all.add(problem(Diagnostic.OK, SOURCE, null, "f: fine", topology));
        ProblemMarkers.replace(file, resource, all);

        List<IMarker> markers = markers();
        assertEquals(List.of(Arrays.asList("a: mismatch", IMarker.SEVERITY_ERROR, "PROTOCOL_MISMATCH", "ERDMA device erdma_0"),
                Arrays.asList("b: small", IMarker.SEVERITY_WARNING, "PORT_MTU_TOO_SMALL", "port p1 of erdma_0"),
                Arrays.asList("c: a note", IMarker.SEVERITY_INFO, null, "topology pair"),
                Arrays.asList("d: EMF's own", IMarker.SEVERITY_WARNING, null, "host host1"),
                Arrays.asList("e: about nothing", IMarker.SEVERITY_WARNING, null, null)), markers.stream().map(ProblemMarkersTest::attributes).toList(),
                "the OK diagnostic makes none; a rule only for the model's own validator");
        assertSame(nic, ProblemMarkers.objectOf(markers.get(0), resource));
        assertSame(port, ProblemMarkers.objectOf(markers.get(1), resource));
        assertSame(topology, ProblemMarkers.objectOf(markers.get(2), resource));
        assertNull(ProblemMarkers.objectOf(markers.get(4), resource), "no object");
        assertNull(ProblemMarkers.objectOf(markers.get(0), null), "no resource to look in");
    }

    @Test
    void theWorstSeverityGoesUpTheContainersAndNotesDoNot() throws Exception {
        Host host1 = topology.getHosts().get(0);
        Rnic nic = host1.getRnics().get(0);
        Port port = nic.getPorts().get(0);
        BasicDiagnostic all = new BasicDiagnostic();
        all.add(problem(Diagnostic.WARNING, SOURCE, Rule.PORT_MTU_TOO_SMALL, "small", port));
        all.add(problem(Diagnostic.ERROR, SOURCE, Rule.PROTOCOL_MISMATCH, "mismatch", nic));
        all.add(problem(Diagnostic.INFO, SOURCE, null, "note", topology.getHosts().get(1)));
        Map<Object, Integer> severities = ProblemMarkers.replace(file, resource, all);
        assertEquals(Map.of(port, Diagnostic.WARNING, nic, Diagnostic.ERROR, host1, Diagnostic.ERROR, topology, Diagnostic.ERROR), severities);
    }

    @Test
    void aProblemOfAnotherFilesObjectIsMarkedHereButNotSelectable() throws Exception {
        Topology elsewhere = ModelTemplates.topology("other");
        Host stranger = elsewhere.getHosts().get(1);
        BasicDiagnostic all = new BasicDiagnostic();
        all.add(problem(Diagnostic.ERROR, SOURCE, Rule.PROTOCOL_MISMATCH, "over there", stranger));
        Map<Object, Integer> severities = ProblemMarkers.replace(file, resource, all);
        IMarker marker = markers().get(0);
        assertEquals(Arrays.asList("over there", IMarker.SEVERITY_ERROR, "PROTOCOL_MISMATCH", "host host2"), attributes(marker));
        assertNull(marker.getAttribute(ProblemMarkers.OBJECT, null));
        assertEquals(Map.of(stranger, Diagnostic.ERROR), severities, "its containers are not this file's");
    }

    @Test
    void replacingClearsTheMarkersOfBefore() throws Exception {
        BasicDiagnostic first = new BasicDiagnostic();
        first.add(problem(Diagnostic.ERROR, SOURCE, Rule.PROTOCOL_MISMATCH, "old", topology));
        ProblemMarkers.replace(file, resource, first);
        assertEquals(1, markers().size());
        ProblemMarkers.replace(file, resource, new BasicDiagnostic());
        assertEquals(List.of(), markers());
    }

    @Test
    void aStepsLocationNamesItsProgram() {
        Program client = ScenarioFactory.eINSTANCE.createProgram();
        client.setName("client");
        CreateQp qp = ScenarioFactory.eINSTANCE.createCreateQp();
        qp.setName("qp");
        client.getSteps().add(qp);
        assertEquals("QP qp in program client", ProblemMarkers.location(qp));
        assertEquals("program client", ProblemMarkers.location(client));
        assertEquals("host host1", ProblemMarkers.location(topology.getHosts().get(0)));
    }
}
