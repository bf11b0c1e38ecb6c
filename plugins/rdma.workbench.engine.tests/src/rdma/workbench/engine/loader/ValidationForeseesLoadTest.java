package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.model.validation.Rule;
import rdma.workbench.testing.ExampleScenarios;

/** What the loader refuses to run, validation has already refused: `validate` never passes a file `run` stops at. */
class ValidationForeseesLoadTest {

    private static boolean loads(Topology t) {
        Simulation simulation = new Simulation(1);
        try {
            new FabricBuilder(simulation, new Trace(simulation)).build(t);
            return true;
        } catch (LoadException e) {
            return false;
        }
    }

    private static boolean validates(Topology t) {
        Diagnostic d = ModelValidation.validate(t);
        return d.getChildren().stream().noneMatch(c -> c.getSeverity() == Diagnostic.ERROR && c.getCode() == Rule.PORT_MAC.code());
    }

    @Test
    void aPortsMacIsRefusedByBothOrByNeither() throws Exception {
        Topology t = ExampleScenarios.load("rc-send-recv").getTopology();
        List<String> disagreements = new ArrayList<>();
        for (String mac : List.of("02:00:00:00:00:01", "02:00:0A:0b:00:01", "zz:zz", "02:00:00:00:00", "02:00:00:00:00:01:02", "02-00-00-00-00-01",
                "2:0:0:0:0:1", "0200.0000.0001", "02:00:00:00:00:0g", " 02:00:00:00:00:01", "02:00:00:00:00:01 ", "020000000001", ":::::")) {
            t.getHosts().get(0).getRnics().get(0).getPorts().get(0).setMac(mac);
            if (loads(t) != validates(t)) {
                disagreements.add("\"" + mac + "\": run " + (loads(t) ? "accepts" : "refuses") + ", validate " + (validates(t) ? "accepts" : "refuses"));
            }
        }
        assertEquals(List.of(), disagreements);
    }
}
