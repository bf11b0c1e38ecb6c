package rdma.workbench.model.editing;

import java.util.Set;

/** Step names are their program's keys (eKeys in scenario.ecore): a name taken gets the first free suffix -2, -3, ... */
final class StepNames {

    private StepNames() {
    }

    static String unique(String name, Set<String> taken) {
        if (name == null || !taken.contains(name)) {
            return name;
        }
        for (int i = 2;; i++) {
            String candidate = name + "-" + i;
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
    }
}
