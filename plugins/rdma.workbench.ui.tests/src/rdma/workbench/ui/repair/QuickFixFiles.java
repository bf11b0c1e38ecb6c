package rdma.workbench.ui.repair;

import java.io.ByteArrayInputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;

import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.wizards.ModelTemplates;

/**
 * The files of the quick-fix tests: the New wizard's two-host ERDMA topology (netdev MTU 1500,
 * RoCE MTU 1024) and an RC SEND scenario on it with two problems: host1's RTR asks for path MTU
 * 4096, and host2's buffer has REMOTE_WRITE without LOCAL_WRITE.
 */
final class QuickFixFiles {

    private QuickFixFiles() {
    }

    /** Writes pair.rdmatopo and flow.rdmaflow; {@code roomyHost1} gives host1's port netdev MTU 9000, so only host2's port is too small. */
    static IFile write(IProject project, boolean roomyHost1) throws CoreException, ModelLoadException {
        return write(project, roomyHost1, false);
    }

    /** As {@link #write(IProject, boolean)}; {@code bothRtrs}: host2's RTR asks for path MTU 4096 too, a second problem of the same rule. */
    static IFile write(IProject project, boolean roomyHost1, boolean bothRtrs) throws CoreException, ModelLoadException {
        IFile topo = project.getFile("pair.rdmatopo");
        Topology template = ModelTemplates.topology("pair");
        if (roomyHost1) {
            template.getHosts().get(0).getRnics().get(0).getPorts().get(0).setMtu(9000);
        }
        topo.create(new ByteArrayInputStream(ModelTemplates.serialize(ModelTemplates.resourceSet(), template, uri(topo))), true, null);
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, uri(topo), Topology.class);
        Scenario s = RcPairsScenario.build(t, 2, RcPairsScenario.Traffic.SEND);
        rtr(s).setPathMtu(Mtu.MTU_4096);
        if (bothRtrs) {
            s.getPrograms().get(1).getSteps().stream().filter(st -> st instanceof ModifyQp m && m.getTargetState() == QpState.RTR)
                    .map(ModifyQp.class::cast).findFirst().orElseThrow().setPathMtu(Mtu.MTU_4096);
        }
        buffer(s).getAccess().remove(AccessFlag.LOCAL_WRITE);
        IFile flow = project.getFile("flow.rdmaflow");
        flow.create(new ByteArrayInputStream(ModelTemplates.serialize(rs, s, uri(flow))), true, null);
        return flow;
    }

    /** Writes write.rdmaflow on pair.rdmatopo (written first): host1 WRITEs into host2's buffer, which lacks REMOTE_WRITE. */
    static IFile writeIntoReadOnly(IProject project) throws CoreException, ModelLoadException {
        IFile topo = project.getFile("pair.rdmatopo");
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, uri(topo), Topology.class);
        Scenario s = RcPairsScenario.build(t, 2, RcPairsScenario.Traffic.WRITE);
        buffer(s).getAccess().remove(AccessFlag.REMOTE_WRITE);
        IFile flow = project.getFile("write.rdmaflow");
        flow.create(new ByteArrayInputStream(ModelTemplates.serialize(rs, s, uri(flow))), true, null);
        return flow;
    }

    /** host1's INIT to RTR ModifyQp. */
    static ModifyQp rtr(Scenario s) {
        return s.getPrograms().get(0).getSteps().stream().filter(st -> st instanceof ModifyQp m && m.getTargetState() == QpState.RTR)
                .map(ModifyQp.class::cast).findFirst().orElseThrow();
    }

    /** host2's buffer. */
    static RegMr buffer(Scenario s) {
        return s.getPrograms().get(1).getSteps().stream().filter(RegMr.class::isInstance).map(RegMr.class::cast).findFirst().orElseThrow();
    }

    private static URI uri(IFile f) {
        return URI.createPlatformResourceURI(f.getFullPath().toString(), true);
    }
}
