package rdma.workbench.debug.ui.challenge;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;

import rdma.workbench.debug.challenge.Challenge;
import rdma.workbench.debug.challenge.Question;
import rdma.workbench.debug.challenge.ScoreEntry;
import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * Drives a debug session through a challenge: it suspends just before the engine event of each
 * question (the views show the real state there), waits for the answer, steps to the event and
 * shows whether the answer was right and why, then goes on to the next question. Stopping, the
 * last answer, or the session's end saves the score.
 */
public final class ChallengeRun implements IDebugEventSetListener {

    /** Where the challenge stands. */
    public enum Phase {
        /** The session is starting, or running to the next question's event. */
        MOVING,
        /** Suspended before the event: the question waits for an answer. */
        ASKING,
        /** Stepping to the event just answered about. */
        REVEALING,
        /** The event happened: right or wrong, and the explanation. */
        ANSWERED,
        /** Stopped or finished: the score is saved. */
        OVER
    }

    private static volatile ChallengeRun current;
    private static final List<Runnable> CURRENT_LISTENERS = new CopyOnWriteArrayList<>();

    private final Challenge challenge;
    private final SimulationTarget target;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private Phase phase = Phase.MOVING;
    private Question asked;
    private int choice = -1;
    private boolean right;
    private String problem;
    private ScoreEntry saved;
    /** Moves asked for on the way to the current question: the start's, and one more after the learner stepped elsewhere; past that the run cannot get there. */
    private int moves;

    private ChallengeRun(Challenge challenge, SimulationTarget target) {
        this.challenge = challenge;
        this.target = target;
    }

    /** Starts a challenge on {@code target} (a debug session of the challenge's scenario that suspends at its start); it becomes the current one. */
    public static ChallengeRun start(Challenge challenge, SimulationTarget target) {
        ChallengeRun old = current;
        if (old != null) {
            old.stop();
        }
        ChallengeRun r = new ChallengeRun(challenge, target);
        current = r;
        DebugPlugin.getDefault().addDebugEventListener(r);
        for (Runnable l : CURRENT_LISTENERS) {
            l.run();
        }
        r.suspended();
        return r;
    }

    /** The challenge going on or last played, or null. */
    public static ChallengeRun current() {
        return current;
    }

    /** Told when another challenge becomes the current one. */
    public static void addCurrentListener(Runnable r) {
        CURRENT_LISTENERS.add(r);
    }

    public static void removeCurrentListener(Runnable r) {
        CURRENT_LISTENERS.remove(r);
    }

    public void addListener(Runnable r) {
        listeners.add(r);
    }

    public void removeListener(Runnable r) {
        listeners.remove(r);
    }

    public Challenge challenge() {
        return challenge;
    }

    public SimulationTarget target() {
        return target;
    }

    public synchronized Phase phase() {
        return phase;
    }

    /** The question shown: the one asked now, or the one just answered. */
    public synchronized Question question() {
        return phase == Phase.ASKING || phase == Phase.MOVING ? challenge.current() : asked;
    }

    /** The choice given to the question just answered, or -1. */
    public synchronized int choice() {
        return choice;
    }

    /** Whether the question just answered was answered right. */
    public synchronized boolean wasRight() {
        return right;
    }

    /** What went wrong (the session ended early, the run met another event than the plan), or null. */
    public synchronized String problem() {
        return problem;
    }

    /** The score as saved when the challenge was over, or null before. */
    public synchronized ScoreEntry saved() {
        return saved;
    }

    /** Answers the question asked with choice {@code index} and steps to its event. */
    public void answer(int index) {
        synchronized (this) {
            if (phase != Phase.ASKING) {
                return;
            }
            asked = challenge.current();
            choice = index;
            right = challenge.answer(index);
            phase = Phase.REVEALING;
        }
        changed();
        target.runToPosition(asked.position() + 1, "Challenge: the event of question " + (challenge.answered()));
    }

    /** Goes on to the next question, or ends the challenge after the last. */
    public void next() {
        Question q;
        synchronized (this) {
            if (phase != Phase.ANSWERED) {
                return;
            }
            q = challenge.current();
            if (q != null) {
                phase = Phase.MOVING;
                moves = 1;
            }
        }
        if (q == null) {
            finish(null);
            return;
        }
        changed();
        target.runToPosition(q.position(), "Challenge: question " + challenge.number() + " of " + challenge.plan().size());
    }

    /** Ends the challenge now, saving the score of the questions answered; the debug session stays to be looked at. */
    public void stop() {
        finish(null);
    }

    @Override
    public void handleDebugEvents(DebugEvent[] events) {
        for (DebugEvent e : events) {
            if (e.getSource() == target && e.getKind() == DebugEvent.SUSPEND) {
                suspended();
            } else if (e.getSource() == target && e.getKind() == DebugEvent.TERMINATE) {
                finish("the debug session was terminated");
            }
        }
    }

    /** The session suspended: at a question's event, past the event answered about, or somewhere the learner stepped to (then nothing changes). */
    private void suspended() {
        if (!target.isSuspended()) {
            return;
        }
        Runnable then = null;
        synchronized (this) {
            long at = target.position();
            Question q = challenge.current();
            switch (phase) {
                case MOVING -> {
                    if (q == null) {
                        then = () -> finish(null);
                    } else if (at == q.position()) {
                        phase = Phase.ASKING;
                        moves = 0;
                    } else if (!target.isOver() && moves++ < 2) {
                        // the session's start, or a point the learner stepped to (forth or back) while it ran: go to the question
                        long to = q.position();
                        then = () -> target.runToPosition(to, "Challenge: question " + challenge.number() + " of " + challenge.plan().size());
                    } else {
                        String why = "the run stopped at event " + at + " (" + target.stopReason() + ") before question " + challenge.number();
                        then = () -> finish(why);
                    }
                }
                case REVEALING -> {
                    if (at == asked.position() + 1) {
                        phase = Phase.ANSWERED;
                        problem = differs(asked);
                    } else {
                        String why = "the run stopped at event " + at + " (" + target.stopReason() + ") before the event of question "
                                + challenge.answered();
                        then = () -> finish(why);
                    }
                }
                default -> {
                    // the learner stepped on their own while asked or reading: the answer moves the run where it must be
                }
            }
        }
        changed();
        if (then != null) {
            then.run();
        }
    }

    /** Null when the session met the event the question was made from (the engine is deterministic, so it does), else what differs. */
    private String differs(Question q) {
        try {
            TraceEvent e = target.traceEvent(q.seq());
            if (e != null && Explanation.of(e).equals(q.explanation())) {
                return null;
            }
            return "the debug session recorded " + (e == null ? "nothing" : "'" + e.summary() + "'") + " as event " + q.seq()
                    + ", not the event the question was made from: the scenario changed since the challenge started";
        } catch (DebugException ex) {
            return ex.getMessage();
        }
    }

    private void finish(String why) {
        Challenge c;
        synchronized (this) {
            if (phase == Phase.OVER) {
                return;
            }
            phase = Phase.OVER;
            if (why != null) {
                problem = why;
            }
            c = challenge;
        }
        DebugPlugin.getDefault().removeDebugEventListener(this);
        try {
            ScoreEntry e = ChallengeScores.record(c);
            synchronized (this) {
                saved = e;
            }
        } catch (IOException e) {
            synchronized (this) {
                problem = "the score could not be saved: " + e.getMessage();
            }
        }
        changed();
    }

    private void changed() {
        for (Runnable r : listeners) {
            r.run();
        }
    }
}
