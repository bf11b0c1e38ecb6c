package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.testing.ProgramRun;

/**
 * A live fabric as a debugger drives it: a breakpoint on an engine event freezes it — no frame
 * moves, the real programs wait in their verbs — until it resumes, and then they finish as if
 * nothing had happened; a stop is taken even while it is frozen.
 */
class PausedFabricTest {

    private static final AtomicInteger PORT = new AtomicInteger(19600 + (int) (ProcessHandle.current().pid() % 1000) * 10);

    @TempDir
    Path dir;

    /** ibv_rc_pingpong, server on host2 and client on host1 of erdma-pair. */
    private static Process[] pingpong(NativeVerbs.Fabric f, String iterations) throws Exception {
        String program = NativeVerbs.program("ibv_rc_pingpong");
        String port = String.valueOf(PORT.getAndIncrement());
        Process server = f.start("host2", true, program, "-d", "erdma_0", "-g", "1", "-n", iterations, "-p", port);
        Thread.sleep(300);
        Process client = f.start("host1", true, program, "-d", "erdma_0", "-g", "1", "-n", iterations, "-p", port, "localhost");
        return new Process[] {server, client};
    }

    @Test
    void aBreakpointFreezesTheFabricAndTheProgramsFinishOnceItResumes() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir.resolve("fabric"))) {
            AtomicInteger sent = new AtomicInteger();
            f.fabric.session().trace().addListener(e -> {
                if (e instanceof PacketSent) {
                    sent.incrementAndGet();
                }
            });
            CountDownLatch hit = new CountDownLatch(1);
            AtomicReference<TraceEvent> at = new AtomicReference<>();
            // the third frame on the wire: the programs are well into their exchange
            AtomicInteger frames = new AtomicInteger();
            f.fabric.setBreakpoint(e -> e instanceof PacketSent && frames.incrementAndGet() == 3, e -> {
                at.set(e);
                hit.countDown();
            });
            Process[] both = pingpong(f, "4");
            assertTrue(hit.await(30, TimeUnit.SECONDS), "the breakpoint was not hit; fabric:\n" + f.logText());
            assertTrue(f.fabric.isPaused());
            f.fabric.setBreakpoint(null, null);
            Thread.sleep(200);
            int atPause = sent.get();
            List<LiveFabric.ProgramView> views = f.fabric.programs();
            assertEquals(List.of("host1", "host2"), views.stream().map(LiveFabric.ProgramView::host).sorted().toList(), views.toString());
            assertTrue(views.stream().allMatch(v -> v.name().startsWith("ibv_rc_pingpong")), views.toString());
            Thread.sleep(500);
            assertEquals(atPause, sent.get(), "frames went on the wire while the fabric was paused");
            assertTrue(both[0].isAlive() && both[1].isAlive(), "a program ended while the fabric was paused");

            f.fabric.resume();
            assertFalse(f.fabric.isPaused());
            for (Process p : both) {
                ProgramRun e = ProgramRun.end(p, 60);
                assertEquals(0, e.exit(), e.output() + "\nfabric:\n" + f.logText());
                assertTrue(e.lines().stream().anyMatch(l -> l.startsWith("4 iters in ")), e.output());
            }
            assertTrue(sent.get() > atPause);
        }
    }

    @Test
    void aStopIsTakenWhileTheFabricIsPausedAndTheProgramsLoseIt() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("erdma-pair", dir.resolve("fabric"))) {
            CountDownLatch hit = new CountDownLatch(1);
            f.fabric.setBreakpoint(e -> e instanceof PacketSent, e -> hit.countDown());
            Process[] both = pingpong(f, "1000");
            assertTrue(hit.await(30, TimeUnit.SECONDS), "the breakpoint was not hit; fabric:\n" + f.logText());
            assertTrue(f.fabric.isPaused());
            f.fabric.stop();
            assertTrue(f.fabric.awaitStopped(10), "the paused fabric did not stop");
            for (Process p : both) {
                ProgramRun e = ProgramRun.end(p, 30);
                assertNotEquals(-1, e.exit(), "a program hung once its fabric stopped: " + e.output());
                assertNotEquals(0, e.exit(), "a program completed 1000 iterations on a stopped fabric: " + e.output());
            }
        }
    }
}
