package rdma.workbench.fuzz.injection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.Frame;
import rdma.workbench.engine.fabric.NicPort;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;

/** The audit of injected frames tells a legitimate effect from one the transport must never have. */
class InjectionAuditTest {

    private static final long FRAME = InjectedSession.FIRST_FRAME_ID;

    private final Scenario scenario;
    private final SessionParts parts;
    private final Session session;
    private final InjectionAudit audit;
    private final ProgramRunner server;
    private final QueuePair serverQp;

    InjectionAuditTest() throws Exception {
        scenario = ExampleScenarios.load("rc-rdma-write");
        SecretRegions.addTo(scenario);
        parts = ScenarioLoader.loadParts(scenario, 1);
        session = parts.session();
        audit = new InjectionAudit(parts, scenario, "rc-rdma-write seed 1");
        session.trace().addListener(audit);
        server = parts.program("server");
        assertTrue(session.runUntil(e -> e instanceof QpStateChanged q && q.node().equals(server.host()) && q.to() == QpState.RTS,
                Session.DEFAULT_LIMIT_NANOS) != null);
        serverQp = (QueuePair) server.objectNamed("qp");
    }

    /** A WRITE of {@code data} with the PSN the server's QP expects, from the client's address, into {@code mr}. */
    private void writeInto(MemoryRegion mr, byte[] data) {
        QpSnapshot q = session.queuePairs().stream().filter(x -> x.host().equals(server.host()) && x.qpn() == serverQp.qpn()).findFirst().orElseThrow();
        NicPort to = parts.fabric().nics().stream().filter(n -> n.device().host().equals(server.host())).findFirst().orElseThrow();
        NicPort from = parts.fabric().nics().stream().filter(n -> n != to).findFirst().orElseThrow();
        byte[] src = serverQp.attributes().av.dgid();
        byte[] dst = to.port().gid(serverQp.attributes().av.sgidIndex()).gid();
        RocePacket write = new RocePacket(Bth.of(Opcode.RC_RDMA_WRITE_ONLY, serverQp.qpn(), q.expectedPsn(), true), null,
                new Reth(mr.addr(), mr.rkey(), data.length), null, null, null, null, null, data);
        RoceFrame f = new RoceFrame(new Ethernet(to.port().mac(), from.port().mac(), null),
                new IpHeader.V4(Arrays.copyOfRange(src, 12, 16), Arrays.copyOfRange(dst, 12, 16), 0, 64, 1), 0xC000, write);
        Injection inj = new Injection(from.end(), FrameCodec.encode(f), "a WRITE into " + mr);
        audit.injected(FRAME, inj, session.position());
        inj.from().transmit(new Frame(FRAME, inj.frame()));
        while (session.stepEvent()) {
            audit.afterEvent();
        }
        audit.finish();
    }

    @Test
    void aWriteWithTheExpectedPsnIntoAWritableRegionIsTakenLegitimately() {
        writeInto((MemoryRegion) server.objectNamed(SecretRegions.WRITABLE), new byte[] {1, 2, 3, 4});
        assertEquals(List.of(), audit.violations());
        assertEquals(Map.of("answered: request in sequence", 1L), audit.outcomes());
    }

    @Test
    void memoryChangedOutsideWhatThePacketMayWriteIsAViolation() {
        MemoryRegion secret = (MemoryRegion) server.objectNamed(SecretRegions.LOCAL_ONLY);
        // an engine that also wrote where the WRITE had no right to: the local-only region of the same host
        session.trace().addListener(e -> {
            if (e instanceof PacketReceived r && r.frameId() == FRAME) {
                secret.buffer().write(7, new byte[] {0}, 0, 1);
            }
        });
        writeInto((MemoryRegion) server.objectNamed(SecretRegions.WRITABLE), new byte[] {1, 2, 3, 4});
        assertEquals(1, audit.violations().size(), audit.violations().toString());
        InjectionAudit.Violation v = audit.violations().get(0);
        assertEquals(InjectionAudit.Rule.MEMORY, v.rule());
        assertTrue(v.text().contains(String.format("memory region lkey 0x%x [LOCAL_WRITE] changed: a WRITE changed a region without REMOTE_WRITE",
                secret.lkey())), v.text());
    }

    @Test
    void aRegionInvalidatedByAPacketThatDoesNotNameItIsAViolation() {
        MemoryRegion other = (MemoryRegion) server.objectNamed(SecretRegions.IN_OTHER_PD);
        // an engine that invalidated a region while it took the WRITE
        session.trace().addListener(e -> {
            if (e instanceof PacketReceived r && r.frameId() == FRAME) {
                other.invalidate();
            }
        });
        writeInto((MemoryRegion) server.objectNamed(SecretRegions.WRITABLE), new byte[] {1, 2, 3, 4});
        assertEquals(1, audit.violations().size(), audit.violations().toString());
        InjectionAudit.Violation v = audit.violations().get(0);
        assertEquals(InjectionAudit.Rule.INVALIDATION, v.rule());
        assertTrue(v.text().contains(String.format("memory region rkey 0x%x (PD %d) was invalidated by RC_RDMA_WRITE_ONLY which does not name it",
                other.rkey(), other.pd().handle())), v.text());
    }
}
