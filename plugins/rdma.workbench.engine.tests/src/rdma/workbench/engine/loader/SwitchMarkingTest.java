package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.PriorityMarking;
import rdma.workbench.engine.fabric.RedMarking;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;
import rdma.workbench.testing.ExampleScenarios;

/** What a switch's Kmin, Kmax, Pmax and per-priority ECN profiles in the model become in the engine. */
class SwitchMarkingTest {

    private static PriorityMarking markingOf(Topology t, String switchName) throws LoadException {
        Simulation simulation = new Simulation(1);
        FabricBuilder b = new FabricBuilder(simulation, new Trace(simulation));
        b.build(t);
        return b.fabric.switchNamed(switchName).config().marking();
    }

    @Test
    void kminKmaxAndPmaxAreTheSwitchsAndAProfileReplacesThemOnItsPriority() throws Exception {
        Topology t = ExampleScenarios.load("incast-dcqcn").getTopology();
        Switch sw = t.getSwitches().get(0);
        sw.setEcnThreshold(100_000);
        assertEquals(PriorityMarking.uniform(new RedMarking(100_000, 400_000, 0.01)), markingOf(t, sw.getName()),
                "Kmax unset is 4 x Kmin, as files saved before it could be set ran");
        sw.setEcnKmax(1_000_000);
        sw.setEcnPmax(0.1);
        EcnProfile dcqcn = TopologyFactory.eINSTANCE.createEcnProfile();
        dcqcn.setPriority(3);
        dcqcn.setKmin(5_000);
        dcqcn.setKmax(200_000);
        sw.getEcnProfiles().add(dcqcn);
        assertEquals(PriorityMarking.uniform(new RedMarking(100_000, 1_000_000, 0.1)).with(3, new RedMarking(5_000, 200_000, 0.01)),
                markingOf(t, sw.getName()));
    }
}
