package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;

/** A scenario is validated with the topology it runs on: the engine refuses a topology's problems as surely as the scenario's own. */
class ModelValidationTest {

    private final Topology topology = ModelFixtures.twoHosts();
    private final Scenario scenario = ModelFixtures.rcSend(topology);

    private static List<Diagnostic> problems(Diagnostic d) {
        return d.getChildren().stream().filter(c -> c.getSeverity() >= Diagnostic.WARNING).toList();
    }

    @Test
    void aScenarioWithTheProblemsOfItsTopology() {
        Link link = topology.getLinks().get(0);
        link.setDelay(Long.MAX_VALUE);
        assertEquals(List.of(), problems(ModelValidation.validate(scenario)), "the scenario alone");
        List<Diagnostic> all = problems(ModelValidation.validateWithTopology(scenario));
        assertEquals(1, all.size());
        assertEquals("Link " + link.getName() + " has delay 9223372036854775807 ns; it must be between 0 and 1000000000 ns "
                + "(1 s, the time light takes through 200,000 km of fibre, five times around the Earth)", all.get(0).getMessage());
        assertEquals(Rule.LINK_PARAMETER, Rule.ofCode(all.get(0).getCode()));
        assertSame(link, all.get(0).getData().get(0), "the object, whose resource is the topology's file");
        assertEquals(Diagnostic.ERROR, ModelValidation.validateWithTopology(scenario).getSeverity());
    }

    @Test
    void aTopologyAloneIsValidatedAsBefore() {
        topology.getLinks().get(0).setDelay(-1);
        assertEquals(problems(ModelValidation.validate(topology)).size(), problems(ModelValidation.validateWithTopology(topology)).size());
        assertEquals(1, problems(ModelValidation.validateWithTopology(topology)).size());
    }
}
