package rdma.workbench.ui.wizards;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;

import rdma.workbench.model.authoring.ErdmaHosts;
import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

/** What a new topology or scenario file starts with. */
public final class ModelTemplates {

    private static final TopologyFactory T = TopologyFactory.eINSTANCE;

    private ModelTemplates() {
    }

    /**
     * Two hosts, each with an ERDMA device in RoCEv2 mode, cabled back to back: the smallest fabric
     * that does RDMA. The devices run hpcc_int, the one congestion-control method of ERDMA's the
     * engine simulates, so a new fabric starts without a note that runs leave its method out.
     */
    public static Topology topology(String name) {
        Topology t = T.createTopology();
        t.setName(name);
        for (int i = 1; i <= 2; i++) {
            Host h = ErdmaHosts.create("host" + i, String.format("02:00:0a:00:00:%02x", i), "::ffff:192.168.1." + i);
            ((ErdmaDevice) h.getRnics().get(0)).setCongestionControl(CongestionControl.HPCC_INT);
            t.getHosts().add(h);
        }
        Link cable = T.createLink();
        cable.setName("cable");
        cable.setSource(t.getHosts().get(0).getRnics().get(0).getPorts().get(0));
        cable.setTarget(t.getHosts().get(1).getRnics().get(0).getPorts().get(0));
        t.getLinks().add(cable);
        return t;
    }

    /** A scenario on {@code topology} with one empty program per host. */
    public static Scenario scenario(String title, Topology topology) {
        return ScenarioTemplate.emptyPrograms(title, topology);
    }

    /** The bytes of {@code root} saved as the file at {@code uri} (references are written relative to it). */
    public static byte[] serialize(ResourceSet rs, EObject root, URI uri) {
        Resource r = rs.createResource(uri);
        r.getContents().add(root);
        try {
            return bytes(r);
        } finally {
            rs.getResources().remove(r);
        }
    }

    /** The bytes of resource {@code r} as its file holds them. */
    public static byte[] bytes(Resource r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            r.save(out, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    public static ResourceSet resourceSet() {
        return ModelFiles.newResourceSet();
    }
}
