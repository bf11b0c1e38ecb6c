package rdma.workbench.ui.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.editors.ScenarioEditor;
import rdma.workbench.ui.validation.ProblemMarkers;
import rdma.workbench.ui.wizards.ModelTemplates;

/**
 * Through the Problems view's path (the marker's resolutions), on one file with problems of many
 * rules at once: each marker's first fix removes exactly that problem, and one Undo brings it back.
 */
class EveryMarkerFixTest {

    private IProject project;
    private IFile flow;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("every-marker-fix");
        IFile topo = project.getFile("pair.rdmatopo");
        topo.create(new ByteArrayInputStream(ModelTemplates.serialize(ModelTemplates.resourceSet(), ModelTemplates.topology("pair"), uri(topo))),
                true, null);
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, uri(topo), Topology.class);
        Scenario s = RcPairsScenario.build(t, 2, RcPairsScenario.Traffic.SEND);
        Program host1 = s.getPrograms().get(0);
        Program host2 = s.getPrograms().get(1);
        first(host1, ModifyQp.class, m -> m.getTargetState() == QpState.RTR).setPathMtu(Mtu.MTU_4096); // PATH_MTU
        first(host2, RegMr.class, m -> true).getAccess().remove(AccessFlag.LOCAL_WRITE); // REMOTE_ACCESS_NEEDS_LOCAL_WRITE
        RegMr buf1 = first(host1, RegMr.class, m -> true);
        buf1.setDataFormat(DataFormat.HEX);
        buf1.setInitialData("00zz11"); // HEX_DATA
        first(host1, CreateCq.class, c -> true).setCqe(0); // CQ_SIZE
        first(host1, CreateQp.class, q -> true).setMaxSendWr(-1); // FIELD_RANGE
        first(host2, PollCq.class, p -> true).setTimeout(-5); // TIME_RANGE
        first(host1, PostSend.class, p -> true).getSges().get(0).setLength(buf1.getLength() + 8); // SGE_BOUNDS
        Sync lonely = ScenarioFactory.eINSTANCE.createSync();
        lonely.setName("lonely");
        lonely.setBarrier("lonely");
        host2.getSteps().add(lonely); // SYNC_PARTNER
        flow = project.getFile("flow.rdmaflow");
        flow.create(new ByteArrayInputStream(ModelTemplates.serialize(rs, s, uri(flow))), true, null);
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    private static <T extends Step> T first(Program p, Class<T> type, Predicate<T> which) {
        return p.getSteps().stream().filter(type::isInstance).map(type::cast).filter(which).findFirst().orElseThrow();
    }

    private static URI uri(IFile f) {
        return URI.createPlatformResourceURI(f.getFullPath().toString(), true);
    }

    /** The rule and message of every problem marker of the file, sorted. */
    private List<String> problems() throws CoreException {
        return Arrays.stream(flow.findMarkers(ProblemMarkers.TYPE, false, 0))
                .map(m -> m.getAttribute(ProblemMarkers.RULE, "") + ": " + m.getAttribute(IMarker.MESSAGE, "")).sorted().toList();
    }

    @Test
    void eachMarkersFixRemovesExactlyItsProblemAndUndoBringsItBack() throws Exception {
        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), flow, true));
        UiTestSupport.drain();
        List<String> before = problems();
        List<String> rules = before.stream().map(p -> p.substring(0, p.indexOf(':'))).distinct().sorted().toList();
        assertEquals(List.of("CQ_SIZE", "FIELD_RANGE", "HEX_DATA", "PATH_MTU", "REMOTE_ACCESS_NEEDS_LOCAL_WRITE", "SGE_BOUNDS", "SYNC_PARTNER",
                "TIME_RANGE"), rules, before.toString());
        for (String problem : before) {
            IMarker marker = Arrays.stream(flow.findMarkers(ProblemMarkers.TYPE, false, 0))
                    .filter(m -> problem.equals(m.getAttribute(ProblemMarkers.RULE, "") + ": " + m.getAttribute(IMarker.MESSAGE, "")))
                    .findFirst().orElseThrow();
            IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(marker);
            assertTrue(fixes.length > 0, "a fix for " + problem);
            fixes[0].run(marker);
            UiTestSupport.drain();
            List<String> expected = new ArrayList<>(before);
            expected.remove(problem);
            assertEquals(expected, problems(), "\"" + fixes[0].getLabel() + "\" removes exactly " + problem);
            editor.getEditingDomain().getCommandStack().undo();
            UiTestSupport.drain();
            assertEquals(before, problems(), "Undo of \"" + fixes[0].getLabel() + "\" brings " + problem + " back");
        }
    }
}
