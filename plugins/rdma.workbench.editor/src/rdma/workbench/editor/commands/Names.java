package rdma.workbench.editor.commands;

import java.util.HashSet;
import java.util.Set;

import rdma.workbench.model.topology.NamedElement;

/** Names not yet taken among siblings: the validator reports duplicates (DUPLICATE_NAME), so new elements never make one. */
final class Names {

    private final Set<String> taken = new HashSet<>();

    Names(Iterable<? extends NamedElement> siblings) {
        for (NamedElement e : siblings) {
            taken.add(e.getName());
        }
    }

    /** {@code base} followed by the first number from {@code first} that no sibling has; the name is then taken. */
    String next(String base, int first) {
        for (int i = first;; i++) {
            String candidate = base + i;
            if (taken.add(candidate)) {
                return candidate;
            }
        }
    }

    /** {@code wanted} itself when free, else the base of {@code wanted} with the next free number. */
    String keepOrNext(String wanted) {
        if (wanted != null && taken.add(wanted)) {
            return wanted;
        }
        String base = wanted == null ? "" : wanted.replaceAll("\\d+$", "");
        return next(base, 1);
    }
}
