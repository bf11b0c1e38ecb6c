package rdma.workbench.model.naming;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The one place that chooses a name nobody has yet. Names are keys here (references name their target by name,
 * EMF eKeys: steps within their program, hosts within their topology, files within their folder), so whatever is
 * added beside existing objects — a pasted step or host, a generated buffer, a renamed duplicate, a new file or
 * diagram element — takes a free one, in one of two styles: {@link #firstFree} keeps the wanted name and adds -2,
 * -3, ...; {@link #numbered} counts on from a base ("host" gives host1, host2, ...).
 */
public final class FreeNames {

    private FreeNames() {
    }

    /** {@code wanted} when it is not {@code taken}, else the first of wanted-2, wanted-3, ... that is not; null stays null. */
    public static String firstFree(String wanted, Predicate<String> taken) {
        if (wanted == null || !taken.test(wanted)) {
            return wanted;
        }
        for (int i = 2;; i++) {
            String candidate = wanted + "-" + i;
            if (!taken.test(candidate)) {
                return candidate;
            }
        }
    }

    /** {@code base} followed by the first number from {@code first} that is not {@code taken}. */
    public static String numbered(String base, int first, Predicate<String> taken) {
        for (int i = first;; i++) {
            String candidate = base + i;
            if (!taken.test(candidate)) {
                return candidate;
            }
        }
    }

    /** {@code wanted} itself when free, else the base of {@code wanted} (its trailing digits dropped) numbered from 1. */
    public static String keepOrNumbered(String wanted, Predicate<String> taken) {
        if (wanted != null && !taken.test(wanted)) {
            return wanted;
        }
        return numbered(wanted == null ? "" : wanted.replaceAll("\\d+$", ""), 1, taken);
    }

    /** The names of one set of siblings, each name handed out taken from then on (a paste of several elements names them in turn). */
    public static Pool among(Iterable<String> taken) {
        return new Pool(taken);
    }

    /** Names taken among siblings, growing as {@link #numbered} and {@link #keepOrNumbered} hand out new ones. */
    public static final class Pool {

        private final Set<String> taken = new HashSet<>();

        private Pool(Iterable<String> names) {
            for (String n : names) {
                taken.add(n);
            }
        }

        /** As {@link FreeNames#numbered}; the name is then taken. */
        public String numbered(String base, int first) {
            return take(FreeNames.numbered(base, first, taken::contains));
        }

        /** As {@link FreeNames#keepOrNumbered}; the name is then taken. */
        public String keepOrNumbered(String wanted) {
            return take(FreeNames.keepOrNumbered(wanted, taken::contains));
        }

        private String take(String name) {
            taken.add(name);
            return name;
        }
    }
}
