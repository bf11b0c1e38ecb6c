package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.testing.ExampleScenarios;

/**
 * A PostSend with repeat or repeatUntil: a loop of ibv_post_send that waits for room in the send
 * queue instead of failing with ENOMEM, and polls nothing.
 */
class RepeatedPostTest {

    /**
     * rc-rdma-write's client posts its WRITE 100 times unsignaled on a send queue of 16, then one
     * signaled WRITE (repeat 1) that its poll waits for. Every copy is posted and reaches the server, none is
     * refused, and the step had to wait for room: it ends long after it began.
     */
    @Test
    void aRepeatingWriteWaitsForRoomAndPostsEveryCopy() throws Exception {
        Scenario s = repeatingWrite(100, null);
        Session session = ScenarioLoader.load(s);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        List<VerbCalled> posts = posts(session, "write");
        assertEquals(100, posts.size());
        assertTrue(posts.stream().allMatch(v -> v.result() == Errno.OK), "no copy is refused");
        assertEquals("ibv_post_send write: wr_id 2 RDMA_WRITE 58 bytes, copy 100 of 100 -> OK", posts.get(99).text());
        assertEquals(101, writesReceived(session), "the 100 copies and the signaled WRITE after them");
        assertTrue(note(session, "write posted 100 copies"));
        long began = started(session, "write").time();
        long ended = ended(session, "write").time();
        assertTrue(ended > began + 1_000, "the step waited for the transport to retire WRITEs (" + began + " to " + ended + " ns)");
        assertEquals(16, posts.stream().filter(v -> v.time() == began).count(), "the first burst fills the send queue of 16");
    }

    /** With repeatUntil, copies go out until that time, and a step still waiting for room ends exactly then. */
    @Test
    void repeatUntilStopsPostingAtItsTime() throws Exception {
        Session first = ScenarioLoader.load(repeatingWrite(null, 1_000_000_000L));
        first.runUntil(e -> e instanceof StepStarted st && st.label().equals("write (PostSend)"), Session.DEFAULT_LIMIT_NANOS);
        long until = first.now() + 50_000;

        Session session = ScenarioLoader.load(repeatingWrite(null, until));
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        List<VerbCalled> posts = posts(session, "write");
        assertTrue(posts.size() > 16, "more copies than the send queue holds: " + posts.size());
        assertTrue(posts.stream().allMatch(v -> v.time() < until), "no copy at or after " + until + " ns");
        assertEquals(until, ended(session, "write").time(), "the step ends when its time comes");
        assertTrue(note(session, "write posted " + posts.size() + " copies, up to repeatUntil " + until / 1000.0 + " us"));
        assertEquals("ibv_post_send write: wr_id 2 RDMA_WRITE 58 bytes, copy 17 -> OK", posts.get(16).text());
        assertEquals(posts.size() + 1, writesReceived(session));
    }

    /** Both together: whichever comes first ends the step. */
    @Test
    void repeatAndRepeatUntilEndAtWhicheverComesFirst() throws Exception {
        Session session = ScenarioLoader.load(repeatingWrite(20, 1_000_000_000L));
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        assertEquals(20, posts(session, "write").size());
    }

    /** rc-rdma-write with its WRITE unsignaled and repeated, and one signaled WRITE after it for the client's poll. */
    private static Scenario repeatingWrite(Integer repeat, Long until) throws Exception {
        Scenario s = ExampleScenarios.load("rc-rdma-write");
        Program client = s.getPrograms().stream().filter(p -> p.getName().equals("client")).findFirst().orElseThrow();
        PostSend write = (PostSend) client.getSteps().stream().filter(st -> "write".equals(st.getName())).findFirst().orElseThrow();
        PostSend last = EcoreUtil.copy(write);
        last.setName("last");
        last.setRepeat(1); // waits for room in the send queue the flow leaves full, as a plain post would not
        client.getSteps().add(client.getSteps().indexOf(write) + 1, last);
        write.getSendFlags().remove(SendFlag.SIGNALED);
        if (repeat != null) {
            write.setRepeat(repeat);
        }
        if (until != null) {
            write.setRepeatUntil(until);
        }
        return s;
    }

    private static List<VerbCalled> posts(Session session, String step) {
        return session.trace().events().stream().filter(e -> e instanceof VerbCalled v && v.verb().equals("ibv_post_send")
                && v.text().startsWith("ibv_post_send " + step + ":")).map(VerbCalled.class::cast).toList();
    }

    private static long writesReceived(Session session) {
        return session.trace().events().stream().filter(e -> e instanceof PacketReceived p && p.node().equals("host2")
                && p.packet().opcode() == Opcode.RC_RDMA_WRITE_ONLY).count();
    }

    private static boolean note(Session session, String text) {
        return session.trace().events().stream().anyMatch(e -> e instanceof ProgramNote n && n.text().equals(text));
    }

    private static TraceEvent started(Session session, String step) {
        return session.trace().events().stream().filter(e -> e instanceof StepStarted st && st.label().equals(step + " (PostSend)")).findFirst()
                .orElseThrow();
    }

    private static TraceEvent ended(Session session, String step) {
        return session.trace().events().stream().filter(e -> e instanceof StepEnded st && st.label().equals(step + " (PostSend)")).findFirst()
                .orElseThrow();
    }
}
