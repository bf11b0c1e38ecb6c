package rdma.workbench.engine.congestion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.testing.ExampleScenarios;

/** HPCC acts only where a NIC runs it: the other examples' QPs ask for ACKs as before and no HPCC window ever changes. */
class HpccOnlyWhereChosenTest {

    @Test
    void onlyTheHpccExampleHasHpccWindowsAndAnAckForEveryPacket() throws Exception {
        for (String name : ExampleScenarios.names()) {
            Session s = ScenarioLoader.load(ExampleScenarios.load(name));
            s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
            List<TraceEvent> events = s.trace().events();
            long hpcc = events.stream().filter(e -> e instanceof RateChanged r && r.algorithm().equals("HPCC")).count();
            if (name.equals("incast-hpcc")) {
                assertTrue(hpcc > 0, name);
                continue;
            }
            assertEquals(0, hpcc, name + ": no NIC runs HPCC");
            // rxe asks for an ACK on a message's last packet and after 64 without one: a 10 KiB WRITE's first packet does not
            if (name.equals("rc-write-10k")) {
                assertTrue(events.stream().anyMatch(e -> e instanceof PacketSent p && p.packet().opcode().kind() == Opcode.Kind.WRITE
                        && !p.packet().bth().ackReq()), name);
            }
        }
    }
}
