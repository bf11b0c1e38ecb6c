package rdma.workbench.model.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

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
        Map<List<Object>, int[]> lines = lines(r, duplicates);
        String file = ModelFiles.fileName(r.getURI());
        List<LoadProblem> problems = new ArrayList<>();
        for (int i = 0; i < duplicates.size(); i++) {
            int[] at = lines.getOrDefault(path(duplicates.get(i)), new int[] {0, 0});
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

    /** Where an object is below the root: the element name (its containment feature) and its index among those, at each level. */
    private static List<Object> path(EObject o) {
        Deque<Object> path = new ArrayDeque<>();
        for (EObject c = o; c.eContainer() != null; c = c.eContainer()) {
            EReference f = c.eContainmentFeature();
            path.addFirst(f.isMany() ? ((List<?>) c.eContainer().eGet(f)).indexOf(c) : 0);
            path.addFirst(f.getName());
        }
        return new ArrayList<>(path);
    }

    /**
     * The line and column of each object's element, read again from the file: EMF keeps no
     * positions, and this is only read when a file has duplicates to report.
     */
    private static Map<List<Object>, int[]> lines(Resource r, List<EObject> objects) {
        Set<List<Object>> wanted = new HashSet<>();
        objects.forEach(o -> wanted.add(path(o)));
        Map<List<Object>, int[]> found = new HashMap<>();
        try (InputStream in = r.getResourceSet().getURIConverter().createInputStream(r.getURI())) {
            SAXParserFactory f = SAXParserFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.newSAXParser().parse(in, new DefaultHandler() {
                private Locator locator;
                private final Deque<Map<String, Integer>> counts = new ArrayDeque<>();
                private final Deque<List<Object>> paths = new ArrayDeque<>();

                @Override
                public void setDocumentLocator(Locator l) {
                    locator = l;
                }

                @Override
                public void startElement(String uri, String localName, String qName, Attributes attributes) {
                    List<Object> path = new ArrayList<>();
                    if (!paths.isEmpty()) {
                        path.addAll(paths.peek());
                        path.add(localName);
                        path.add(counts.peek().merge(localName, 1, Integer::sum) - 1);
                    }
                    if (wanted.contains(path) && locator != null) {
                        found.put(path, new int[] {locator.getLineNumber(), locator.getColumnNumber()});
                    }
                    paths.push(path);
                    counts.push(new HashMap<>());
                }

                @Override
                public void endElement(String uri, String localName, String qName) {
                    paths.pop();
                    counts.pop();
                }
            });
        } catch (IOException | SAXException | ParserConfigurationException | RuntimeException e) {
            // the file parsed a moment ago; if it cannot be read again, the problems are reported without a line
        }
        return found;
    }
}
