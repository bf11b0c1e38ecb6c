package rdma.workbench.model.persistence;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.common.CommonPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ContentHandler;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.URIHandler;
import org.eclipse.emf.ecore.resource.impl.ExtensibleURIConverterImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.xml.sax.SAXParseException;

import rdma.workbench.model.layout.LayoutPackage;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * Loading and saving topology (.rdmatopo) and scenario (.rdmaflow) files. Loading either gives a
 * model whose every reference resolved or a {@link ModelLoadException} naming file, line and
 * problem; saving writes a temporary file beside the target and renames it over the target, so
 * a failed save never leaves a half-written file.
 */
public final class ModelFiles {

    public static final String TOPOLOGY_EXTENSION = "rdmatopo";
    public static final String SCENARIO_EXTENSION = "rdmaflow";

    private ModelFiles() {
    }

    /** A resource set that knows both file kinds and the three packages, inside OSGi or not, and reads nothing but local files. */
    public static ResourceSet newResourceSet() {
        ResourceSet rs = new ResourceSetImpl();
        List<URIHandler> handlers = new ArrayList<>();
        handlers.add(new LocalFilesOnly());
        handlers.addAll(URIHandler.DEFAULT_HANDLERS);
        rs.setURIConverter(new ExtensibleURIConverterImpl(handlers, ContentHandler.Registry.INSTANCE.contentHandlers()));
        RdmaResourceFactory factory = new RdmaResourceFactory();
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put(TOPOLOGY_EXTENSION, factory);
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put(SCENARIO_EXTENSION, factory);
        rs.getPackageRegistry().put(TopologyPackage.eNS_URI, TopologyPackage.eINSTANCE);
        rs.getPackageRegistry().put(ScenarioPackage.eNS_URI, ScenarioPackage.eINSTANCE);
        rs.getPackageRegistry().put(LayoutPackage.eNS_URI, LayoutPackage.eINSTANCE);
        return rs;
    }

    /**
     * Loads a file and everything it refers to, expecting a root of class {@code rootClass}. A
     * file's root must be what its extension promises (a topology in .rdmatopo, a scenario in
     * .rdmaflow), and so must the root of every file it refers to; a referenced file that has
     * problems of its own makes this one fail too, even when the objects referred to were read.
     * Siblings that share a key (two hosts called host1) are refused: references could not tell
     * them apart ({@link DuplicateKeys}).
     */
    public static <T extends EObject> T load(ResourceSet rs, URI uri, Class<T> rootClass) throws ModelLoadException {
        String file = fileName(uri);
        if (kindOf(uri) == null) {
            throw new ModelLoadException(List.of(new LoadProblem(file, 0, 0,
                    "not a topology (." + TOPOLOGY_EXTENSION + ") or scenario (." + SCENARIO_EXTENSION + ") file")));
        }
        Resource resource = rs.getResource(uri, false);
        if (resource == null) {
            resource = rs.createResource(uri);
        }
        List<LoadProblem> problems = new ArrayList<>();
        if (!resource.isLoaded()) {
            try {
                resource.load(null);
            } catch (IOException | RuntimeException e) {
                if (resource.getErrors().isEmpty()) {
                    problems.add(fromException(file, e));
                }
            }
        }
        collect(resource, problems);
        if (problems.isEmpty()) {
            problems.addAll(rootProblems(resource));
        }
        if (problems.isEmpty() && !rootClass.isInstance(resource.getContents().get(0))) {
            problems.add(new LoadProblem(file, 1, 0, "expected one " + rootClass.getSimpleName() + " as the root element, found "
                    + describeRoots(resource.getContents())));
        }
        if (problems.isEmpty()) {
            problems.addAll(DuplicateKeys.find(resource));
        }
        if (problems.isEmpty()) {
            resolveReferences(resource, file, problems);
        }
        if (!problems.isEmpty()) {
            throw new ModelLoadException(problems);
        }
        return rootClass.cast(resource.getContents().get(0));
    }

    /**
     * Writes a scenario that is not in a file yet (a generated one) as two files, {@code topology}
     * and {@code scenario}, the scenario referring to the topology by a relative path as a user's files do.
     */
    public static void save(Scenario scenario, URI topology, URI scenarioFile) throws IOException {
        ResourceSet rs = newResourceSet();
        Resource t = rs.createResource(topology);
        t.getContents().add(scenario.getTopology());
        Resource s = rs.createResource(scenarioFile);
        s.getContents().add(scenario);
        save(t);
        save(s);
    }

    /** Writes {@code resource} to its file through a temporary file and a rename. */
    public static void save(Resource resource) throws IOException {
        URI local = CommonPlugin.asLocalURI(resource.getURI());
        if (!local.isFile()) {
            throw new IOException(resource.getURI() + " is not a file on this machine");
        }
        save(resource, Path.of(local.toFileString()));
    }

    /** Writes {@code resource} to {@code target} through a temporary file and a rename. */
    public static void save(Resource resource, Path target) throws IOException {
        AtomicFile.write(target, out -> {
            Map<Object, Object> options = new HashMap<>();
            if (resource instanceof XMLResource xml) {
                options.putAll(xml.getDefaultSaveOptions());
            }
            // The whole file is always written: the rename replaces it.
            options.remove(XMLResource.OPTION_SAVE_ONLY_IF_CHANGED);
            resource.save(out, options);
        });
        resource.setModified(false);
    }

    private static void collect(Resource resource, List<LoadProblem> problems) {
        String file = fileName(resource.getURI());
        for (Resource.Diagnostic d : resource.getErrors()) {
            String unopened = d instanceof Throwable t ? openFailure(t) : null;
            String message = unopened != null ? unopened : message(d);
            if (unopened == null && d.getLine() < 1 && parseError(d)) {
                int[] end = FileEnd.locate(resource);
                problems.add(new LoadProblem(file, end[0], end[1], message));
            } else {
                problems.add(new LoadProblem(file, d.getLine(), d.getColumn(), message));
            }
        }
    }

    /**
     * Resolves every cross reference, checking each target's type before anything is cast to it.
     * A referenced file that cannot be loaded, or holds the wrong kind of model, is reported once
     * with its own problems; a missing or wrongly typed object in a good file is reported at the
     * referring object.
     */
    private static void resolveReferences(Resource resource, String file, List<LoadProblem> problems) {
        ResourceSet rs = resource.getResourceSet();
        Map<Resource, List<LoadProblem>> referenced = new LinkedHashMap<>();
        List<LoadProblem> own = new ArrayList<>();
        List<ElementLines.Reference> remote = new ArrayList<>();
        List<String> remoteWhy = new ArrayList<>();
        for (var it = resource.getAllContents(); it.hasNext();) {
            EObject o = it.next();
            for (EReference ref : o.eClass().getEAllReferences()) {
                if (ref.isContainment() || ref.isContainer() || ref.isDerived() || !o.eIsSet(ref)) {
                    continue;
                }
                for (EObject value : unresolvedValues(o, ref)) {
                    EObject target = value;
                    String where = null;
                    if (value.eIsProxy()) {
                        URI proxy = ((InternalEObject) value).eProxyURI();
                        if (!LocalFilesOnly.isLocal(proxy)) {
                            remote.add(new ElementLines.Reference(o, ref));
                            remoteWhy.add(ref.getName() + " of " + ModelLabels.of(o) + " points to " + LocalFilesOnly.refusal(proxy));
                            continue;
                        }
                        target = EcoreUtil.resolve(value, rs);
                        Resource targetResource = rs.getResource(proxy.trimFragment(), false);
                        if (targetResource != null && targetResource != resource
                                && !referenced.computeIfAbsent(targetResource, ModelFiles::problemsOf).isEmpty()) {
                            continue; // reported once, with the file's own problems
                        }
                        where = proxy.deresolve(resource.getURI()).toString();
                        if (target.eIsProxy()) {
                            own.add(new LoadProblem(file, 0, 0, ref.getName() + " of " + ModelLabels.of(o) + " points to " + where
                                    + ", which does not exist"));
                            continue;
                        }
                    }
                    if (!ref.getEReferenceType().isInstance(target)) {
                        own.add(new LoadProblem(file, 0, 0, ref.getName() + " of " + ModelLabels.of(o) + " points to "
                                + (where != null ? where : ModelLabels.of(target)) + wrongType(target, ref)));
                    }
                }
            }
        }
        for (List<LoadProblem> ofFile : referenced.values()) {
            for (LoadProblem p : ofFile) {
                String message = p.message().endsWith(".") ? p.message().substring(0, p.message().length() - 1) : p.message();
                problems.add(new LoadProblem(p.file(), p.line(), p.column(), message + ", but " + file + " refers to it"));
            }
        }
        if (!remote.isEmpty()) {
            // located in one more reading of the file, however many references it makes to the network
            List<int[]> lines = ElementLines.ofReferences(resource, remote);
            for (int i = 0; i < remote.size(); i++) {
                problems.add(new LoadProblem(file, lines.get(i)[0], lines.get(i)[1], remoteWhy.get(i)));
            }
        }
        problems.addAll(own);
        if (problems.isEmpty()) {
            EcoreUtil.resolveAll(resource);
        }
    }

    /** What is wrong with a loaded resource: its parse errors, else a root that is not what its extension promises, else siblings with one key. */
    private static List<LoadProblem> problemsOf(Resource r) {
        List<LoadProblem> result = new ArrayList<>();
        collect(r, result);
        if (result.isEmpty()) {
            result.addAll(rootProblems(r));
        }
        if (result.isEmpty()) {
            result.addAll(DuplicateKeys.find(r));
        }
        return result;
    }

    /** One root, of the kind the file's extension stands for. */
    private static List<LoadProblem> rootProblems(Resource r) {
        String file = fileName(r.getURI());
        List<EObject> roots = r.getContents();
        EClass expected = kindOf(r.getURI());
        if (expected == null) {
            return List.of(new LoadProblem(file, 0, 0, "not a topology (." + TOPOLOGY_EXTENSION + ") or scenario (." + SCENARIO_EXTENSION + ") file"));
        }
        if (roots.size() != 1) {
            return List.of(new LoadProblem(file, 1, 0, "expected one " + expected.getName() + " as the root element, found " + describeRoots(roots)));
        }
        EObject root = roots.get(0);
        if (expected.isInstance(root)) {
            return List.of();
        }
        int[] at = RootElement.locate(r);
        return List.of(new LoadProblem(file, at[0], at[1], "holds a " + kindWord(root.eClass()) + ", not a " + kindWord(expected)));
    }

    /** The root class a file's extension promises, or null for another extension. */
    private static EClass kindOf(URI uri) {
        String extension = uri.fileExtension();
        return TOPOLOGY_EXTENSION.equals(extension) ? TopologyPackage.Literals.TOPOLOGY
                : SCENARIO_EXTENSION.equals(extension) ? ScenarioPackage.Literals.SCENARIO : null;
    }

    private static String kindWord(EClass c) {
        return c == TopologyPackage.Literals.TOPOLOGY ? "topology" : c == ScenarioPackage.Literals.SCENARIO ? "scenario" : c.getName();
    }

    /** Whether the XML parser itself refused the file (not a reference or a value EMF checked after parsing). */
    private static boolean parseError(Resource.Diagnostic d) {
        if (d instanceof Throwable t) {
            for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
                if (c instanceof SAXParseException) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The parser's own words, without the location EMF appends (file, line and column are reported apart). */
    private static String message(Resource.Diagnostic d) {
        if (d instanceof IllegalValueException v && v.getFeature() != null) {
            return illegalValue(v);
        }
        if (d instanceof UnresolvedReferenceException u && u.getFeature() != null) {
            return u.getFeature().getName() + (u.getObject() == null ? "" : " of " + ModelLabels.of(u.getObject())) + " points to "
                    + u.getReference() + ", which does not exist";
        }
        if (d instanceof Throwable t) {
            for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
                if (c instanceof SAXParseException sax) {
                    return XmlParsing.explain(clean(sax.getMessage()));
                }
            }
        }
        String m = clean(d.getMessage());
        String suffix = " (" + d.getLocation() + ", " + d.getLine() + ", " + d.getColumn() + ")";
        return m.endsWith(suffix) ? m.substring(0, m.length() - suffix.length()) : m;
    }

    /** A value the parser could not store: a reference to the wrong kind of object, or a number or literal that is no such thing. */
    private static String illegalValue(IllegalValueException v) {
        Object value = v.getValue();
        String owner = v.getObject() == null ? "" : " of " + ModelLabels.of(v.getObject());
        if (value instanceof EObject target && v.getFeature() instanceof EReference ref) {
            return ref.getName() + owner + " points to " + ModelLabels.of(target) + wrongType(target, ref);
        }
        return v.getFeature().getName() + owner + " cannot be '" + value + "': it must be " + expectedValue(v.getFeature().getEType());
    }

    private static String wrongType(EObject target, EReference ref) {
        return ", which is " + article(target.eClass().getName()) + ", not " + article(ref.getEReferenceType().getName());
    }

    private static String article(String noun) {
        return ("AEIOU".indexOf(noun.isEmpty() ? 'x' : noun.charAt(0)) >= 0 ? "an " : "a ") + noun;
    }

    /** What a value of {@code type} looks like, in words. */
    private static String expectedValue(EClassifier type) {
        if (type instanceof EEnum e) {
            List<String> literals = e.getELiterals().stream().map(l -> l.getLiteral()).toList();
            return "one of " + (literals.size() <= 10 ? String.join(", ", literals)
                    : String.join(", ", literals.subList(0, 10)) + " ... (" + literals.size() + " in all)");
        }
        Class<?> c = type.getInstanceClass();
        if (c == int.class || c == Integer.class) {
            return "a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE;
        }
        if (c == long.class || c == Long.class) {
            return "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;
        }
        if (c == double.class || c == Double.class) {
            return "a number";
        }
        if (c == boolean.class || c == Boolean.class) {
            return "true or false";
        }
        return article(type.getName());
    }

    /**
     * Why a file could not be opened, in words, or null when {@code e} is about something else. A
     * file that is there but unreadable must not be called missing: FileInputStream reports both
     * as FileNotFoundException, with the system's reason in parentheses after the path.
     */
    private static String openFailure(Throwable e) {
        for (Throwable c = e; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof NoSuchFileException) {
                return "the file does not exist";
            }
            if (c instanceof AccessDeniedException) {
                return "the file cannot be read: permission denied";
            }
            if (c instanceof FileNotFoundException f) {
                String m = f.getMessage() == null ? "" : f.getMessage();
                int open = m.lastIndexOf(" (");
                String reason = open >= 0 && m.endsWith(")") ? m.substring(open + 2, m.length() - 1) : "";
                return reason.isEmpty() || reason.startsWith("No such file") ? "the file does not exist"
                        : "the file cannot be read: " + reason.toLowerCase(Locale.ROOT);
            }
        }
        return null;
    }

    static String fileName(URI uri) {
        return uri.lastSegment() == null ? uri.toString() : URI.decode(uri.lastSegment());
    }

    /** A reference's values as stored, proxies left unresolved (resolving would cast them to the feature's type). */
    private static Collection<EObject> unresolvedValues(EObject o, EStructuralFeature f) {
        Object v = o.eGet(f, false);
        if (v instanceof Collection<?> c) {
            List<EObject> list = new ArrayList<>();
            for (Object e : c instanceof InternalEList<?> internal ? internal.basicList() : c) {
                list.add((EObject) e);
            }
            return list;
        }
        return v == null ? List.of() : List.of((EObject) v);
    }

    private static LoadProblem fromException(String file, Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SAXParseException s) {
                return new LoadProblem(file, s.getLineNumber(), s.getColumnNumber(), clean(s.getMessage()));
            }
            if (t instanceof XMIException x) {
                return new LoadProblem(file, x.getLine(), x.getColumn(), clean(x.getMessage()));
            }
        }
        String unopened = openFailure(e);
        if (unopened != null) {
            return new LoadProblem(file, 0, 0, unopened);
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return new LoadProblem(file, 0, 0, clean(root.getMessage() == null ? root.toString() : root.getMessage()));
    }

    /** One line, without the exception class the XML parser puts first ("com.sun...MalformedByteSequenceException: ..."). */
    private static String clean(String message) {
        return message == null ? "unreadable" : message.replaceAll("\\s+", " ").trim().replaceFirst("^([a-z_][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*: ", "");
    }

    private static String describeRoots(List<EObject> roots) {
        if (roots.isEmpty()) {
            return "nothing";
        }
        List<String> names = new ArrayList<>();
        for (EObject r : roots) {
            EClass c = r.eClass();
            names.add(c.getName());
        }
        return String.join(", ", names);
    }
}
