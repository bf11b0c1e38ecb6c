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

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.resource.Resource;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Where objects of a loaded file are written: the line and column of each one's element, read
 * again from the file, since EMF keeps no positions. Only a file with a problem to point at is
 * read twice. An object's element is found by its path from the root (each level: the element
 * name, which is its containment feature, and its index among the elements of that name).
 */
final class ElementLines {

    private ElementLines() {
    }

    /** {line, column} (from 1, where the start tag ends) of each object found; none when the file cannot be read again. */
    static Map<EObject, int[]> of(Resource r, List<EObject> objects) {
        List<List<Object>> paths = objects.stream().map(ElementLines::path).toList();
        Map<List<Object>, int[]> lines = atPaths(r, paths);
        Map<EObject, int[]> found = new HashMap<>();
        for (int i = 0; i < objects.size(); i++) {
            int[] at = lines.get(paths.get(i));
            if (at != null) {
                found.put(objects.get(i), at);
            }
        }
        return found;
    }

    /** A reference of an object, to be located. */
    record Reference(EObject owner, EReference reference) {
    }

    /**
     * Where each reference is written, in one reading of the file: its own element (a reference to
     * another file is an element with an href), else its owner's element; {0, 0} when neither is found.
     */
    static List<int[]> ofReferences(Resource r, List<Reference> references) {
        List<List<Object>> owners = new ArrayList<>();
        List<List<Object>> elements = new ArrayList<>();
        for (Reference ref : references) {
            List<Object> owner = path(ref.owner());
            List<Object> element = new ArrayList<>(owner);
            element.add(ref.reference().getName());
            element.add(0);
            owners.add(owner);
            elements.add(element);
        }
        List<List<Object>> wanted = new ArrayList<>(owners);
        wanted.addAll(elements);
        Map<List<Object>, int[]> lines = atPaths(r, wanted);
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < references.size(); i++) {
            out.add(lines.getOrDefault(elements.get(i), lines.getOrDefault(owners.get(i), new int[] {0, 0})));
        }
        return out;
    }

    private static Map<List<Object>, int[]> atPaths(Resource r, List<List<Object>> paths) {
        Set<List<Object>> wanted = new HashSet<>(paths);
        Map<List<Object>, int[]> found = new HashMap<>();
        try (InputStream in = r.getResourceSet().getURIConverter().createInputStream(r.getURI())) {
            SAXParser parser = XmlParsing.saxParser();
            parser.parse(in, new DefaultHandler() {
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

    private static List<Object> path(EObject o) {
        Deque<Object> path = new ArrayDeque<>();
        for (EObject c = o; c.eContainer() != null; c = c.eContainer()) {
            EReference f = c.eContainmentFeature();
            path.addFirst(f.isMany() ? ((List<?>) c.eContainer().eGet(f)).indexOf(c) : 0);
            path.addFirst(f.getName());
        }
        return new ArrayList<>(path);
    }
}
