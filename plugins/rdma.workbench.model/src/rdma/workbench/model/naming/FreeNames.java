package rdma.workbench.model.naming;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one place that chooses a name nobody has yet. Names are keys here (references name their target by name,
 * EMF eKeys: steps within their program, hosts within their topology, files within their folder), so whatever is
 * added beside existing objects — a pasted step or host, a generated buffer, a renamed duplicate, a new file or
 * diagram element — takes a free one. A new element counts from a base ({@link #numbered}: "host" gives host1,
 * host2, ...); a copy of a named one keeps the style of its name ({@link #next}: host3 becomes host4, erdma_0
 * erdma_1, mr-2 mr-3, and a name without a number gets -2, -3, ...), never host3-2.
 */
public final class FreeNames {

    private static final Pattern TRAILING_NUMBER = Pattern.compile("^(.*?)(\\d+)$");

    private FreeNames() {
    }

    /**
     * {@code wanted} when it is not {@code taken}; else, when it ends in a number, the same name with the first free
     * number above it, and when it does not, the first of wanted-2, wanted-3, ... that is free; null stays null.
     */
    public static String next(String wanted, Predicate<String> taken) {
        if (wanted == null || !taken.test(wanted)) {
            return wanted;
        }
        Matcher m = TRAILING_NUMBER.matcher(wanted);
        // a number too long to count on (a pasted serial, say) is kept whole, as a name without one
        boolean counts = m.matches() && m.group(2).length() < 18;
        String base = counts ? m.group(1) : wanted + "-";
        long from = counts ? Long.parseLong(m.group(2)) + 1 : 2;
        String digits = counts ? "%0" + m.group(2).length() + "d" : "%d"; // h01 becomes h02, as a padded series goes on
        for (long i = from;; i++) {
            String candidate = base + String.format(Locale.ROOT, digits, i);
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

    /** The names of one set of siblings, each name handed out taken from then on (a paste of several elements names them in turn). */
    public static Pool among(Iterable<String> taken) {
        return new Pool(taken);
    }

    /** Names taken among siblings, growing as {@link #numbered} and {@link #next} hand out new ones. */
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

        /** As {@link FreeNames#next}; the name is then taken. */
        public String next(String wanted) {
            return take(FreeNames.next(wanted, taken::contains));
        }

        private String take(String name) {
            taken.add(name);
            return name;
        }
    }
}
