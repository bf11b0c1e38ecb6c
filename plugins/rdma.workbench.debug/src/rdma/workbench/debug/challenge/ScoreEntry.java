package rdma.workbench.debug.challenge;

import java.time.Instant;

/**
 * The scores of one scenario: the last challenge's right answers of those answered, the best
 * challenge's, the number of questions the scenario asks, and when the last challenge ended.
 */
public record ScoreEntry(String scenario, int lastRight, int lastAnswered, int bestRight, int bestAnswered, int questions, Instant date) {

    /** The entry after a challenge that ended at {@code date} with {@code right} of {@code answered}; {@code before} may be null. */
    static ScoreEntry after(ScoreEntry before, String scenario, int right, int answered, int questions, Instant date) {
        boolean better = before == null || isBetter(right, answered, before.bestRight, before.bestAnswered);
        return new ScoreEntry(scenario, right, answered, better ? right : before.bestRight, better ? answered : before.bestAnswered, questions,
                date);
    }

    /** A higher share of right answers is better; at the same share, more questions answered; a challenge with no answer is not. */
    private static boolean isBetter(int right, int answered, int bestRight, int bestAnswered) {
        if (answered == 0 || bestAnswered == 0) {
            return bestAnswered == 0;
        }
        long mine = (long) right * bestAnswered;
        long theirs = (long) bestRight * answered;
        return mine > theirs || mine == theirs && answered > bestAnswered;
    }

    /** "1/2". */
    public String last() {
        return lastRight + "/" + lastAnswered;
    }

    /** "3/4". */
    public String best() {
        return bestRight + "/" + bestAnswered;
    }
}
