package rdma.workbench.editor.commands;

import java.util.ArrayList;
import java.util.List;

import rdma.workbench.model.naming.FreeNames;
import rdma.workbench.model.topology.NamedElement;

/** The names siblings have, to give a new element a free one: the validator reports duplicates (DUPLICATE_NAME), so new elements never make one. */
final class SiblingNames {

    private SiblingNames() {
    }

    static FreeNames.Pool of(Iterable<? extends NamedElement> siblings) {
        List<String> names = new ArrayList<>();
        for (NamedElement e : siblings) {
            names.add(e.getName());
        }
        return FreeNames.among(names);
    }
}
