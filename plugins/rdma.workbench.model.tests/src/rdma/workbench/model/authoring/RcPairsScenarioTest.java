package rdma.workbench.model.authoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;

class RcPairsScenarioTest {

    @TempDir
    Path dir;

    private static List<String> problems(Scenario s) {
        return ModelValidation.validate(s).getChildren().stream().filter(d -> d.getSeverity() >= Diagnostic.WARNING).map(Diagnostic::getMessage).toList();
    }

    @Test
    void pairsSpreadOverTheHostsAndValidateClean() {
        Topology t = LeafSpine.build(10, 4, 2);
        Scenario s = RcPairsScenario.build(t, 24, RcPairsScenario.Traffic.SEND);
        assertEquals(List.of(), problems(s));
        assertEquals(10, s.getPrograms().size(), "12 pairs over 10 hosts reach every host");
        Set<String> peers = new HashSet<>();
        int qps = 0;
        for (Program p : s.getPrograms()) {
            for (Step step : p.getSteps()) {
                if (step instanceof CreateQp) {
                    qps++;
                }
                if (step instanceof ModifyQp m && m.getDestQp() != null) {
                    Program peer = Programs.programOf(m.getDestQp());
                    assertNotEquals(p, peer, "a pair joins two hosts");
                    assertSame(m.getQp(), Programs.remoteQp(m.getDestQp()), "the peer points back");
                    assertSame(peer.getHost().getRnics().get(0).getPorts().get(0).getGids().get(0), m.getDestGid());
                    peers.add(p.getName() + "-" + peer.getName());
                }
            }
        }
        assertEquals(24, qps);
        assertEquals(List.of("h01-h06", "h01-h07", "h02-h07", "h02-h08"), peers.stream().filter(x -> x.startsWith("h01") || x.startsWith("h02")).sorted().toList(),
                "pair i joins host i mod 10 to the host 5 + i / 10 further on");
    }

    @Test
    void writeTrafficTargetsThePeersSlot() {
        Scenario s = RcPairsScenario.build(LeafSpine.build(4, 2, 1), 16, RcPairsScenario.Traffic.WRITE);
        assertEquals(List.of(), problems(s));
        Program h1 = s.getPrograms().get(0);
        List<PostSend> writes = h1.getSteps().stream().filter(PostSend.class::isInstance).map(PostSend.class::cast).toList();
        assertEquals(List.of(WrOpcode.RDMA_WRITE, WrOpcode.RDMA_WRITE), writes.stream().map(PostSend::getOpcode).toList());
        assertEquals(List.of(0L, 128L), writes.stream().map(PostSend::getRemoteOffset).toList(), "h1 writes to h3's first queue pair and h4's third");
        PollCq poll = (PollCq) h1.getSteps().get(h1.getSteps().size() - 1);
        assertEquals(List.of(WcOpcode.RDMA_WRITE, WcOpcode.RDMA_WRITE), poll.getExpected().stream().map(e -> e.getOpcode()).toList());
    }

    @Test
    void savedFilesLoadWithEveryReferenceResolved() throws Exception {
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = LeafSpine.build(8, 4, 2);
        Resource tr = rs.createResource(URI.createFileURI(dir.resolve("f.rdmatopo").toString()));
        tr.getContents().add(t);
        Resource sr = rs.createResource(URI.createFileURI(dir.resolve("f.rdmaflow").toString()));
        sr.getContents().add(RcPairsScenario.build(t, 16, RcPairsScenario.Traffic.SEND));
        ModelFiles.save(tr);
        ModelFiles.save(sr);
        Scenario loaded = ModelFiles.load(ModelFiles.newResourceSet(), sr.getURI(), Scenario.class);
        assertEquals(List.of(), problems(loaded));
        ModifyQp rtr = (ModifyQp) loaded.getPrograms().get(0).getSteps().get(7);
        assertEquals("q1r", rtr.getName());
        assertEquals("h5", ((Host) rtr.getDestGid().eContainer().eContainer().eContainer()).getName());
        assertSame(loaded.getTopology(), rtr.getDestGid().eResource().getContents().get(0), "the GID is in the topology the scenario runs on");
    }

    @Test
    void queuePairsComeInPairs() {
        Topology t = LeafSpine.build(4, 2, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RcPairsScenario.build(t, 7, RcPairsScenario.Traffic.SEND));
        assertEquals("queue pairs come in pairs between two hosts: --qps must be an even number of at least 2, on a fabric of at least 2 hosts (7 on 4)",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RcPairsScenario.build(LeafSpine.build(1, 1, 1), 2, RcPairsScenario.Traffic.SEND));
    }
}
