package rdma.workbench.engine.congestion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.testing.ExampleScenarios;

/**
 * Congestion control in the bundled examples: where nothing is congested nothing of it shows (no
 * CNP, no rate change: the runs are what they were before it existed), and the DCQCN and no-CNP
 * incast examples show what their teaching text says (HpccIncastTest has the HPCC one).
 */
class CongestionExamplesTest {

    private static final List<String> INCASTS = List.of("incast-dcqcn", "incast-hpcc", "incast-no-cnp");

    private static List<TraceEvent> run(String name) throws Exception {
        Session s = ScenarioLoader.load(ExampleScenarios.load(name));
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), s.problems(), name);
        return s.trace().events();
    }

    private static long count(List<TraceEvent> events, Predicate<TraceEvent> p) {
        return events.stream().filter(p).count();
    }

    private static boolean cnp(TraceEvent e) {
        return e instanceof PacketSent p && p.packet().opcode() == Opcode.CNP;
    }

    @Test
    void noUncongestedExampleSendsACnpOrChangesARate() throws Exception {
        List<String> names = ExampleScenarios.names();
        assertTrue(names.containsAll(INCASTS));
        for (String name : names) {
            if (INCASTS.contains(name)) {
                continue;
            }
            List<TraceEvent> events = run(name);
            assertEquals(0, count(events, CongestionExamplesTest::cnp), name + ": CNPs");
            assertEquals(0, count(events, RateChanged.class::isInstance), name + ": rate changes");
        }
    }

    @Test
    void theDcqcnIncastMarksSendsCnpsCutsRatesAndDropsNothing() throws Exception {
        List<TraceEvent> events = run("incast-dcqcn");
        assertTrue(count(events, FrameMarked.class::isInstance) > 0, "marks");
        long cnps = count(events, CongestionExamplesTest::cnp);
        assertTrue(cnps > 0, "CNPs");
        assertTrue(events.stream().filter(CongestionExamplesTest::cnp).allMatch(e -> e.node().equals("h5")), "only the receiver sends CNPs");
        for (String sender : List.of("h1", "h2", "h3", "h4")) {
            assertTrue(events.stream().anyMatch(e -> e instanceof RateChanged r && r.node().equals(sender) && r.why().startsWith("CNP")),
                    sender + " cut its rate");
            RateChanged last = events.stream().filter(e -> e instanceof RateChanged r && r.node().equals(sender)).map(RateChanged.class::cast)
                    .reduce((a, b) -> b).orElseThrow();
            assertTrue(last.why().endsWith("back at line rate, pacing off"), sender + " ends at line rate: " + last.summary());
        }
        assertEquals(0, count(events, e -> e instanceof PacketDropped), "nothing dropped");
    }

    @Test
    void withoutTheCnpTheIncastMarksButTailDropsAndRetransmits() throws Exception {
        List<TraceEvent> events = run("incast-no-cnp");
        assertTrue(count(events, FrameMarked.class::isInstance) > 0, "marks");
        assertEquals(0, count(events, CongestionExamplesTest::cnp), "no CNP");
        assertEquals(0, count(events, RateChanged.class::isInstance), "no rate change");
        assertTrue(count(events, e -> e instanceof PacketDropped d && d.reason() == DropReason.QUEUE_FULL) > 0, "tail drops");
        assertTrue(count(events, e -> e instanceof PacketSent p && p.resent()) > 0, "retransmissions");
    }
}
