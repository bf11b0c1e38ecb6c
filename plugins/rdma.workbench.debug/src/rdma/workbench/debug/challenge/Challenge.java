package rdma.workbench.debug.challenge;

import java.util.ArrayList;
import java.util.List;

/**
 * A challenge in progress: the plan's questions asked one after the other, each answered once,
 * and the score so far (right answers of the questions answered).
 */
public final class Challenge {

    private final String scenario;
    private final ChallengePlan plan;
    private final List<Boolean> answers = new ArrayList<>();

    /** A challenge of {@code plan} on the scenario at workspace path {@code scenario}. */
    public Challenge(String scenario, ChallengePlan plan) {
        this.scenario = scenario;
        this.plan = plan;
    }

    public String scenario() {
        return scenario;
    }

    public ChallengePlan plan() {
        return plan;
    }

    /** The question to answer now, or null when every one is answered. */
    public Question current() {
        return isDone() ? null : plan.questions().get(answers.size());
    }

    /** The number (from 1) of the question to answer now. */
    public int number() {
        return answers.size() + 1;
    }

    /** Answers the current question with choice {@code choice}; whether it was right. */
    public boolean answer(int choice) {
        Question q = current();
        if (q == null) {
            throw new IllegalStateException("every question of the challenge is answered");
        }
        if (choice < 0 || choice >= q.choices().size()) {
            throw new IllegalArgumentException("choice " + choice + " is not one of the question's " + q.choices().size());
        }
        boolean right = choice == q.answer();
        answers.add(right);
        return right;
    }

    public boolean isDone() {
        return answers.size() >= plan.size();
    }

    /** Right answers so far. */
    public int right() {
        return (int) answers.stream().filter(b -> b).count();
    }

    /** Questions answered so far. */
    public int answered() {
        return answers.size();
    }

    /** "1/2". */
    public String score() {
        return right() + "/" + answered();
    }
}
