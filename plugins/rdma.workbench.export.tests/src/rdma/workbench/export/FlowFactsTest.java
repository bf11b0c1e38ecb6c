package rdma.workbench.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;

class FlowFactsTest {

    @Test
    void namesBecomeIdentifiersThatStartWithALetter() {
        assertEquals("to_rtr", FlowFacts.identifier("to-RTR", "step"));
        assertEquals("step_2nd", FlowFacts.identifier("2nd", "step"));
        assertEquals("step", FlowFacts.identifier("--", "step"));
        assertEquals("program", FlowFacts.identifier(null, "program"));
    }

    @Test
    void dataIsTextOrPairsOfHexDigitsAndAnythingElseIsRefusedWithItsStep() throws Exception {
        Scenario s = ExampleScenarios.load("rc-send-recv");
        RegMr mr = (RegMr) s.getPrograms().get(1).getSteps().get(1);
        assertArrayEquals("Hi".getBytes(), FlowFacts.data(mr, "Hi", DataFormat.TEXT));
        assertArrayEquals(new byte[] {0x0a, (byte) 0xff}, FlowFacts.data(mr, "0a ff", DataFormat.HEX));
        assertEquals("memory region outbox: \"0a f\" is not HEX data (pairs of hex digits)",
                assertThrows(ExportException.class, () -> FlowFacts.data(mr, "0a f", DataFormat.HEX)).getMessage());
    }

    @Test
    void aGidIsPublishedByTheProgramOnItsDevice() throws Exception {
        Scenario s = ExampleScenarios.load("rc-send-recv");
        ModifyQp toRtr = (ModifyQp) s.getPrograms().get(0).getSteps().get(5);
        // the server's INIT to RTR points at GID 1 of host1's port 1, where the client runs
        assertEquals("client/gid-1-1", FlowFacts.gidKey(s.getPrograms(), toRtr.getDestGid()));
        assertNull(FlowFacts.programOn(List.of(s.getPrograms().get(0)), toRtr.getDestGid()), "no program runs there");
    }

    @Test
    void textWrapsBetweenWordsAndTheHashIsSixteenHexDigits() {
        assertEquals(List.of("one two", "three"), FlowFacts.wrap("one two three", 8));
        assertEquals(16, FlowFacts.hash("flow").length());
        assertEquals(FlowFacts.hash("flow"), FlowFacts.hash("flow"));
    }
}
