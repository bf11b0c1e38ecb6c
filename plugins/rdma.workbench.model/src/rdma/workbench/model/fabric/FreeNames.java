package rdma.workbench.model.fabric;

import java.util.function.Predicate;

/**
 * The first free name: {@code wanted} itself, else wanted-2, wanted-3, ... Names are keys here
 * (steps within their program, hosts within their topology, files within their folder), so
 * whatever is added beside existing objects — a pasted step, a generated buffer, a renamed
 * duplicate, a new file — takes the first of these nobody has.
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
}
