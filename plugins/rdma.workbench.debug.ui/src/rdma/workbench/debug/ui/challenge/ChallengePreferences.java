package rdma.workbench.debug.ui.challenge;

import java.util.EnumSet;
import java.util.Locale;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.jface.preference.IPreferenceStore;

import rdma.workbench.debug.challenge.ChallengeOptions;
import rdma.workbench.debug.challenge.QuestionKind;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;

/**
 * The challenge's preferences (page "RDMA > Challenge"), kept in the workspace's instance scope
 * of this bundle: which kinds of question to ask ({@code challenge.ask.packet}, ...response,
 * ...completion, ...qpState; all on by default) and how many choices each offers
 * ({@code challenge.choices}, 4).
 */
public final class ChallengePreferences extends AbstractPreferenceInitializer {

    public static final String CHOICES = "challenge.choices";

    /** "challenge.ask.packet", "challenge.ask.qpState". */
    public static String askKey(QuestionKind kind) {
        String[] words = kind.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder b = new StringBuilder("challenge.ask.").append(words[0]);
        for (int i = 1; i < words.length; i++) {
            b.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return b.toString();
    }

    /** The store: the bundle's, which Preferences > RDMA edits too. */
    public static IPreferenceStore store() {
        return RdmaPreferences.store();
    }

    @Override
    public void initializeDefaultPreferences() {
        IPreferenceStore s = store();
        for (QuestionKind k : QuestionKind.values()) {
            s.setDefault(askKey(k), true);
        }
        s.setDefault(CHOICES, ChallengeOptions.DEFAULT_CHOICES);
    }

    /** The options the preferences say; a value out of range (edited by hand) falls back to the default, as no kind at all asks every kind. */
    public static ChallengeOptions options() {
        IPreferenceStore s = store();
        EnumSet<QuestionKind> kinds = EnumSet.noneOf(QuestionKind.class);
        for (QuestionKind k : QuestionKind.values()) {
            if (s.getBoolean(askKey(k))) {
                kinds.add(k);
            }
        }
        int choices = s.getInt(CHOICES);
        if (choices < ChallengeOptions.MIN_CHOICES || choices > ChallengeOptions.MAX_CHOICES) {
            choices = ChallengeOptions.DEFAULT_CHOICES;
        }
        return new ChallengeOptions(kinds.isEmpty() ? EnumSet.allOf(QuestionKind.class) : kinds, choices);
    }
}
