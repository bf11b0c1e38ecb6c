package rdma.workbench.debug.breakpoints;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Syndrome;
import rdma.workbench.testing.ExampleScenarios;

/** The NAK breakpoint's two kinds of "any": RNR NAKs are a different AETH code, taken only when the user says so. */
class EventMatchTest {

    private static final EventBreakpoint.Spec ANY_NAK = EventBreakpoint.Spec.of(EventKind.NAK);
    private static final EventBreakpoint.Spec ANY_NAK_OR_RNR = new EventBreakpoint.Spec(EventKind.NAK, null,
            EventBreakpoint.Spec.ANY_NAK_OR_RNR, null, null, null, -1);

    private static List<String> naks(String example, EventBreakpoint.Spec spec) throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load(example));
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return s.trace().events().stream().filter(e -> EventMatch.matches(spec, e)).map(EventMatchTest::syndrome).distinct().toList();
    }

    private static String syndrome(TraceEvent e) {
        return Syndrome.describe(((PacketSent) e).packet().aeth().syndrome());
    }

    @Test
    void anyNakLeavesRnrNaksOutUnlessAskedFor() throws Exception {
        assertEquals(List.of(), naks("rnr-retry-recovers", ANY_NAK), "an RNR NAK is not a 011xxxxx NAK");
        assertEquals(1, naks("rnr-retry-recovers", ANY_NAK_OR_RNR).size(), "but a NAK to IBTA");
        assertEquals(naks("lost-packet-go-back-n", ANY_NAK), naks("lost-packet-go-back-n", ANY_NAK_OR_RNR), "both take the sequence NAK");
        assertEquals(List.of(Syndrome.describe(Syndrome.NAK_PSN_SEQUENCE_ERROR)), naks("lost-packet-go-back-n", ANY_NAK));
    }

    @Test
    void theBreakpointSaysWhichAnyItIs() {
        assertEquals("any NAK but RNR NAKs", ANY_NAK.describe());
        assertEquals("any NAK, RNR NAKs included", ANY_NAK_OR_RNR.describe());
    }
}
