package rdma.workbench.debug.challenge;

import java.util.EnumSet;
import java.util.Set;

/**
 * What a challenge asks: the kinds of question and how many choices each offers (the right one
 * among them). The preference page "RDMA > Challenge" sets them.
 */
public record ChallengeOptions(Set<QuestionKind> kinds, int choices) {

    public static final int MIN_CHOICES = 2;
    public static final int MAX_CHOICES = 6;
    public static final int DEFAULT_CHOICES = 4;

    public ChallengeOptions {
        if (kinds.isEmpty()) {
            throw new IllegalArgumentException("a challenge needs at least one kind of question");
        }
        if (choices < MIN_CHOICES || choices > MAX_CHOICES) {
            throw new IllegalArgumentException("a question offers " + MIN_CHOICES + " to " + MAX_CHOICES + " choices, not " + choices);
        }
        kinds = Set.copyOf(EnumSet.copyOf(kinds));
    }

    /** Every kind of question, four choices each. */
    public static ChallengeOptions defaults() {
        return new ChallengeOptions(EnumSet.allOf(QuestionKind.class), DEFAULT_CHOICES);
    }
}
