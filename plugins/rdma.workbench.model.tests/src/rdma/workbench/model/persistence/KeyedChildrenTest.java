package rdma.workbench.model.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.Topology;

/** The indexed fragment lookup gives what EMF's scan gives, before and after every kind of edit. */
class KeyedChildrenTest {

    private final ResourceSet rs = ModelFiles.newResourceSet();
    private final Topology topology = ModelFixtures.twoHosts();
    private final Scenario scenario = ModelFixtures.rcSend(topology);
    private final Resource resource = rs.createResource(URI.createURI("memory:/send.rdmaflow"));
    private final Program client;

    KeyedChildrenTest() {
        rs.createResource(URI.createURI("memory:/pair.rdmatopo")).getContents().add(topology);
        resource.getContents().add(scenario);
        client = ModelFixtures.program(scenario, "client");
    }

    /** EMF's own answer: a scan of each list on the path. */
    private static EObject scanned(Resource r, String fragment) {
        String[] segments = fragment.substring(2).split("/");
        EObject o = r.getContents().get(0);
        for (String s : segments) {
            if (o == null) {
                return null;
            }
            o = ((InternalEObject) o).eObjectForURIFragmentSegment(s);
        }
        return o;
    }

    private void assertLikeTheScan(List<String> fragments) {
        for (String f : fragments) {
            assertSame(scanned(resource, f), resource.getEObject(f), f);
        }
    }

    @Test
    void everyObjectIsFoundByItsFragment() {
        Topology t = LeafSpine.build(40, 8, 2);
        Scenario s = RcPairsScenario.build(t, 60, RcPairsScenario.Traffic.WRITE);
        Resource tr = rs.createResource(URI.createURI("memory:/big.rdmatopo"));
        tr.getContents().add(t);
        Resource sr = rs.createResource(URI.createURI("memory:/big.rdmaflow"));
        sr.getContents().add(s);
        int checked = 0;
        for (Resource r : List.of(tr, sr)) {
            for (var it = r.getAllContents(); it.hasNext();) {
                EObject o = it.next();
                assertSame(o, r.getEObject(r.getURIFragment(o)));
                checked++;
            }
        }
        // 40 hosts holding different numbers of QPs: each program has a Sync "created" before its transitions
        assertEquals(959, checked, "every object of both files");
    }

    @Test
    void renamedRemovedAddedAndMovedStepsAreFoundWhereTheScanFindsThem() {
        String qp = "//@programs[name='client']/@steps[name='qp']";
        String renamed = "//@programs[name='client']/@steps[name='qp9']";
        String added = "//@programs[name='client']/@steps[name='extra']";
        String pd = "//@programs[name='client']/@steps[name='pd']";
        List<String> fragments = List.of(qp, renamed, added, pd, "//@programs[name='server']/@steps[name='qp']", "//@programs[name='nobody']");
        assertLikeTheScan(fragments);
        Step created = ModelFixtures.qp(client);
        assertSame(created, resource.getEObject(qp));

        created.setName("qp9");
        assertLikeTheScan(fragments);
        assertNull(resource.getEObject(qp), "the old name no longer names it");
        assertSame(created, resource.getEObject(renamed));

        AllocPd extra = ScenarioFactory.eINSTANCE.createAllocPd();
        extra.setName("extra");
        client.getSteps().add(0, extra);
        assertLikeTheScan(fragments);
        assertSame(extra, resource.getEObject(added));

        AllocPd twin = ScenarioFactory.eINSTANCE.createAllocPd();
        twin.setName("pd");
        client.getSteps().add(twin);
        assertLikeTheScan(fragments);
        client.getSteps().move(0, twin);
        assertLikeTheScan(fragments);
        assertSame(twin, resource.getEObject(pd), "of two steps with one name, the first is found, as by the scan");

        client.getSteps().remove(twin);
        client.getSteps().remove(created);
        assertLikeTheScan(fragments);
        assertNull(resource.getEObject(renamed));

        scenario.getPrograms().get(0).setName("nobody");
        assertLikeTheScan(fragments);
        List<Step> all = new ArrayList<>(client.getSteps());
        client.getSteps().clear();
        assertLikeTheScan(fragments);
        client.getSteps().addAll(all);
        assertLikeTheScan(fragments);
    }

    @Test
    void segmentsWrittenAnotherWayAreLeftToEmf() {
        EObject pd = ModelFixtures.step(client, "pd", AllocPd.class);
        String fragment = "//@programs[name=\"client\"]/@steps[name=\"pd\"]";
        assertSame(scanned(resource, fragment), resource.getEObject(fragment));
        assertSame(pd, resource.getEObject("//@programs.0/@steps.0"));
    }
}
