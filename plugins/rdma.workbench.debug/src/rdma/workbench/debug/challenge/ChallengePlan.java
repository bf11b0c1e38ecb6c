package rdma.workbench.debug.challenge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.stepping.Advance;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * The questions of a challenge, in the order the run meets them. The plan runs its own session of
 * the scenario to the end first; the engine is deterministic, so a debug session of the same
 * scenario and seed meets the same events at the same positions, and suspends before each.
 * One question per engine event: the first notable record it makes (a SEND that also moves a QP
 * to an error state asks about the packet), as the learner can only stand before the event.
 * A question with the same prompt and answer is asked twice at most: the first resend after an
 * RNR NAK or a timeout is worth predicting, the tenth teaches nothing the second did not.
 */
public final class ChallengePlan {

    /** How often the same question (prompt and answer) is asked. */
    static final int MAX_REPEATS = 2;

    private final List<Question> questions;

    /** A plan of these questions (the tests make some by hand). */
    ChallengePlan(List<Question> questions) {
        this.questions = List.copyOf(questions);
    }

    /** Runs {@code session} (a fresh one) to its end or {@code limitNanos}, asking what {@code maker} asks. */
    public static ChallengePlan of(Session session, long limitNanos, QuestionMaker maker) {
        List<Question> out = new ArrayList<>();
        Map<String, Integer> asked = new HashMap<>();
        while (true) {
            long position = session.position();
            int before = (int) session.trace().size();
            if (session.next(limitNanos) != Advance.RAN) {
                break;
            }
            List<TraceEvent> events = session.trace().events();
            for (int i = before; i < events.size(); i++) {
                Question q = maker.question(events.get(i), position);
                if (q != null) {
                    if (asked.merge(q.prompt() + "\n" + q.rightChoice(), 1, Integer::sum) <= MAX_REPEATS) {
                        out.add(q);
                    }
                    break;
                }
            }
        }
        return new ChallengePlan(out);
    }

    public List<Question> questions() {
        return questions;
    }

    public int size() {
        return questions.size();
    }
}
