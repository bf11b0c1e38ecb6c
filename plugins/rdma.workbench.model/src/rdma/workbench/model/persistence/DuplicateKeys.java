package rdma.workbench.model.persistence;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.model.naming.ModelLabels;

/**
 * Two siblings with the same key in a list that references name by key (EMF eKeys: hosts,
 * ports, steps ...), as a file written by another tool may hold. A reference to either would lead
 * to the first when the file is read, and saving what was read would write a different fabric
 * than the file meant, so such a file is not opened: each later duplicate is reported at its line.
 */
final class DuplicateKeys {

    private DuplicateKeys() {
    }

    static List<LoadProblem> find(Resource r) {
        List<EObject> duplicates = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        for (var it = r.getAllContents(); it.hasNext();) {
            EObject o = it.next();
            for (EReference list : o.eClass().getEAllContainments()) {
                if (!list.isMany() || list.getEKeys().isEmpty()) {
                    continue;
                }
                Map<List<Object>, EObject> seen = new HashMap<>();
                for (Object child : (List<?>) o.eGet(list)) {
                    EObject c = (EObject) child;
                    List<Object> key = new ArrayList<>();
                    for (EAttribute k : list.getEKeys()) {
                        key.add(c.eGet(k));
                    }
                    if (key.contains(null)) {
                        continue;
                    }
                    EObject first = seen.putIfAbsent(key, c);
                    if (first != null) {
                        duplicates.add(c);
                        messages.add("two of the " + list.getName() + " of " + ModelLabels.of(o) + " " + keyWords(list, key)
                                + ": references name their target, so they cannot tell these apart and all would lead to the first;"
                                + " rename one of them");
                    }
                }
            }
        }
        if (duplicates.isEmpty()) {
            return List.of();
        }
        Map<EObject, int[]> lines = ElementLines.of(r, duplicates);
        String file = ModelFiles.fileName(r.getURI());
        List<LoadProblem> problems = new ArrayList<>();
        for (int i = 0; i < duplicates.size(); i++) {
            int[] at = lines.getOrDefault(duplicates.get(i), new int[] {0, 0});
            problems.add(new LoadProblem(file, at[0], at[1], messages.get(i)));
        }
        return problems;
    }

    private static String keyWords(EReference list, List<Object> key) {
        if (list.getEKeys().size() == 1 && "name".equals(list.getEKeys().get(0).getName())) {
            return "are called " + key.get(0);
        }
        StringBuilder b = new StringBuilder("have the same");
        for (int i = 0; i < key.size(); i++) {
            b.append(i == 0 ? " " : " and ").append(list.getEKeys().get(i).getName()).append(' ').append(key.get(i));
        }
        return b.toString();
    }
}
