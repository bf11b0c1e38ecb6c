package rdma.workbench.engine.congestion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.emf.common.util.URI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.RoceNic;

/**
 * HPCC end to end, reproducing what Li et al. (SIGCOMM 2019) show in Figures 9 and 10: under
 * incast HPCC keeps the bottleneck busy at close to its target utilization while its queue stays
 * near empty, and the flows share it fairly. Here two senders each WRITE 2 MiB to one receiver
 * through one switch, every link 40 Gbit/s with 1 us of delay (resources/hpcc/incast-40g).
 */
class HpccIncastTest {

    /** Per link: 1106 wire bytes of a full data frame (221 ns at 40G) and 86 of an ACK (17 ns), and 1 us each way: 2 links · 2,238 ns. */
    private static final long T = 4_476;
    /** The bandwidth-delay product B·T at 40 Gbit/s: 22,380 bytes. */
    private static final double BDP = 5.0 * T;

    private static Session session;
    private static List<TraceEvent> events;

    @BeforeAll
    static void run() throws Exception {
        session = load(Double.NaN, 0);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        events = session.trace().events();
    }

    /** The incast, every NIC set to target utilization {@code eta} and {@code flows} expected flows (NaN, 0: as the file has them, the defaults). */
    private static Session load(double eta, int flows) throws Exception {
        Path file = Path.of("resources/hpcc/incast-40g.rdmaflow").toAbsolutePath();
        Scenario scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toString()), Scenario.class);
        if (!Double.isNaN(eta)) {
            scenario.getTopology().getHosts().forEach(h -> h.getRnics().forEach(n -> ((RoceNic) n).setHpccTargetUtilization(eta)));
        }
        if (flows > 0) {
            scenario.getTopology().getHosts().forEach(h -> h.getRnics().forEach(n -> ((RoceNic) n).setHpccExpectedFlows(flows)));
        }
        return ScenarioLoader.load(scenario);
    }

    /** The bottleneck, sw1's port towards r: when each frame started on the wire and how long it took. */
    private static List<FrameOnLink> bottleneck(List<TraceEvent> events) {
        return events.stream().filter(FrameOnLink.class::isInstance).map(FrameOnLink.class::cast).filter(f -> f.from().equals("sw1/swp3")).toList();
    }

    /** The steady part: the middle 80 % of the time the bottleneck carried data (the first and last tenth are start and finish). */
    private static long[] steady(List<TraceEvent> events) {
        List<FrameOnLink> frames = bottleneck(events);
        long first = frames.get(0).depart();
        long last = frames.get(frames.size() - 1).depart();
        return new long[] {first + (last - first) / 10, last - (last - first) / 10};
    }

    /** The share of the steady part the bottleneck spent serializing frames. */
    private static double utilization(List<TraceEvent> events) {
        long[] w = steady(events);
        long busy = 0;
        for (FrameOnLink f : bottleneck(events)) {
            if (f.depart() >= w[0] && f.depart() < w[1]) {
                busy += f.arrive() - f.depart() - 1000; // serialization: the link's delay is 1 us
            }
        }
        return (double) busy / (w[1] - w[0]);
    }

    @Test
    void theBottleneckStaysBusyWhileItsQueueStaysNearEmptyAndTheFlowsShareItFairly() {
        long[] w = steady(events);
        double utilization = utilization(events);

        // the time average of sw1/swp3's queue over the same window
        long queued = 0;
        long at = w[0];
        long depth = 0;
        for (TraceEvent e : events) {
            if (e instanceof QueueDepth q && q.port().equals("sw1/swp3")) {
                long t = Math.min(Math.max(q.time(), w[0]), w[1]);
                queued += depth * (t - at);
                at = t;
                depth = q.bytes();
            }
        }
        queued += depth * (w[1] - at);
        double averageQueue = (double) queued / (w[1] - w[0]);

        Map<Integer, Long> payload = new TreeMap<>();
        for (TraceEvent e : events) {
            if (e instanceof PacketReceived r && r.node().equals("r") && r.time() >= w[0] && r.time() < w[1]) {
                payload.merge(r.qpn(), (long) r.packet().payload().length(), Long::sum);
            }
        }
        long a = payload.values().stream().mapToLong(Long::longValue).min().orElseThrow();
        long b = payload.values().stream().mapToLong(Long::longValue).max().orElseThrow();
        System.out.printf(Locale.ROOT, "HPCC 2-to-1 at 40G over %d..%d ns: bottleneck busy %.1f %%, queue %.0f bytes (%.3f BDP), flows %s%n", w[0],
                w[1], 100 * utilization, averageQueue, averageQueue / BDP, payload);

        assertEquals(2, payload.size());
        // η = 0.95: HPCC aims at 95 % and its additive step pushes a little past it
        assertTrue(utilization >= 0.90, "bottleneck busy " + utilization);
        // near-zero queue: a queue above η·B·T only builds while U > η, and each ACK answers it within one RTT, so the
        // average stays well under one packet per flow; a tenth of a BDP (2,238 bytes, two full frames) bounds it
        assertTrue(averageQueue < 0.1 * BDP, "average queue " + averageQueue);
        assertTrue(b <= 1.1 * a, "fair within 10 %: " + payload);
    }

    /**
     * η and N are each NIC's (model attributes), and they set where the bottleneck settles. With f
     * flows and an empty queue each flow's window is U·B·T/f; Algorithm 1 holds it where the
     * multiplicative step Wc·(1 − η/U) takes back the additive one, W_AI = B·T·(1 − η)/N: so
     * U = η + f·(1 − η)/N. The default (0.95, 4) gives 0.975, which the test above sees.
     */
    @Test
    void theNicsTargetUtilizationAndExpectedFlowsSetWhereTheBottleneckSettles() throws Exception {
        for (double[] c : new double[][] {{0.7, 4}, {0.7, 16}, {0.95, 4}}) {
            Session s = load(c[0], (int) c[1]);
            s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
            assertEquals(List.of(), s.problems());
            double u = utilization(s.trace().events());
            double expected = c[0] + 2 * (1 - c[0]) / c[1];
            assertEquals(expected, u, 0.02, "eta " + c[0] + ", N " + c[1]);
        }
    }

    @Test
    void everyDataPacketOfAnHpccQpAsksForAnAckAndEveryAckBringsTelemetryBack() {
        List<PacketSent> data = events.stream().filter(PacketSent.class::isInstance).map(PacketSent.class::cast)
                .filter(p -> !p.node().equals("r")).toList();
        assertEquals(2 * 2048, data.size(), "2 MiB in 1 KiB packets, twice, none sent again");
        assertTrue(data.stream().allMatch(p -> p.packet().bth().ackReq()), "AckReq on every packet (HPCC section 3.1: one ACK per packet)");
        long acks = events.stream().filter(PacketSent.class::isInstance).map(PacketSent.class::cast).filter(p -> p.node().equals("r")).count();
        assertEquals(2 * 2048, acks, "the receiver acknowledges each");
        List<RateChanged> changes = events.stream().filter(RateChanged.class::isInstance).map(RateChanged.class::cast).toList();
        assertTrue(changes.size() > 100, "windows changed " + changes.size() + " times");
        assertTrue(changes.stream().allMatch(c -> c.algorithm().equals("HPCC") && c.why().equals("ACK telemetry from sw1/swp3")), changes.get(0)
                .summary());
        assertEquals(0, events.stream().filter(PacketDropped.class::isInstance).count(), "nothing dropped");
    }
}
