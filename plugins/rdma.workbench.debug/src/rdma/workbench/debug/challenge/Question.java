package rdma.workbench.debug.challenge;

import java.util.List;

import rdma.workbench.debug.explain.Explanation;

/**
 * One question of a challenge: asked with the run suspended just before the engine event at
 * {@code position} (the number of engine events run before it), which records trace event
 * {@code seq}; {@code answer} is the index of the right choice, {@code explanation} why the engine
 * did what it did.
 */
public record Question(QuestionKind kind, long position, long seq, String prompt, List<String> choices, int answer, Explanation explanation) {

    public Question {
        choices = List.copyOf(choices);
        if (answer < 0 || answer >= choices.size()) {
            throw new IllegalArgumentException("the right answer " + answer + " is not one of the " + choices.size() + " choices");
        }
    }

    /** The right choice, in words. */
    public String rightChoice() {
        return choices.get(answer);
    }
}
