package rdma.workbench.model.persistence;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.CommonPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.common.util.WrappedException;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.XMIException;
import org.xml.sax.SAXParseException;

import rdma.workbench.model.fabric.ModelLabels;
import rdma.workbench.model.layout.LayoutPackage;
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

    /** A resource set that knows both file kinds and the three packages, inside OSGi or not. */
    public static ResourceSet newResourceSet() {
        ResourceSet rs = new ResourceSetImpl();
        RdmaResourceFactory factory = new RdmaResourceFactory();
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put(TOPOLOGY_EXTENSION, factory);
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put(SCENARIO_EXTENSION, factory);
        rs.getPackageRegistry().put(TopologyPackage.eNS_URI, TopologyPackage.eINSTANCE);
        rs.getPackageRegistry().put(ScenarioPackage.eNS_URI, ScenarioPackage.eINSTANCE);
        rs.getPackageRegistry().put(LayoutPackage.eNS_URI, LayoutPackage.eINSTANCE);
        return rs;
    }

    /** Loads a file and everything it refers to, expecting a root of class {@code rootClass}. */
    public static <T extends EObject> T load(ResourceSet rs, URI uri, Class<T> rootClass) throws ModelLoadException {
        String file = fileName(uri);
        String extension = uri.fileExtension();
        if (!TOPOLOGY_EXTENSION.equals(extension) && !SCENARIO_EXTENSION.equals(extension)) {
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
            } catch (IOException | WrappedException e) {
                if (resource.getErrors().isEmpty()) {
                    problems.add(fromException(file, e));
                }
            }
        }
        collect(resource, problems);
        if (problems.isEmpty()) {
            if (resource.getContents().size() != 1 || !rootClass.isInstance(resource.getContents().get(0))) {
                problems.add(new LoadProblem(file, 1, 0, "expected one " + rootClass.getSimpleName() + " as the root element, found "
                        + describeRoots(resource.getContents())));
            } else {
                resolveReferences(resource, file, problems);
            }
        }
        if (!problems.isEmpty()) {
            throw new ModelLoadException(problems);
        }
        return rootClass.cast(resource.getContents().get(0));
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
            String message = missingFile(d) ? "the file does not exist" : message(d);
            problems.add(new LoadProblem(file, d.getLine(), d.getColumn(), message));
        }
    }

    /**
     * Resolves every cross reference. A referenced file that cannot be loaded is reported once
     * with its own problems; a missing object in a loaded file is reported at the referring object.
     */
    private static void resolveReferences(Resource resource, String file, List<LoadProblem> problems) {
        Set<Resource> reported = new HashSet<>();
        for (var it = resource.getAllContents(); it.hasNext();) {
            EObject o = it.next();
            for (EReference ref : o.eClass().getEAllReferences()) {
                if (ref.isContainment() || ref.isContainer() || ref.isDerived() || !o.eIsSet(ref)) {
                    continue;
                }
                for (EObject target : values(o, ref)) {
                    if (!target.eIsProxy()) {
                        continue;
                    }
                    URI proxy = ((InternalEObject) target).eProxyURI();
                    Resource targetResource = resource.getResourceSet().getResource(proxy.trimFragment(), false);
                    if (targetResource != null && !targetResource.getErrors().isEmpty()) {
                        if (reported.add(targetResource)) {
                            List<LoadProblem> own = new ArrayList<>();
                            collect(targetResource, own);
                            for (LoadProblem p : own) {
                                problems.add(new LoadProblem(p.file(), p.line(), p.column(), p.message() + ", but " + file + " refers to it"));
                            }
                        }
                        continue;
                    }
                    problems.add(new LoadProblem(file, 0, 0, ref.getName() + " of " + ModelLabels.of(o) + " points to "
                            + proxy.deresolve(resource.getURI()) + ", which does not exist"));
                }
            }
        }
    }

    /** The parser's own words, without the location EMF appends (file, line and column are reported apart). */
    private static String message(Resource.Diagnostic d) {
        if (d instanceof Throwable t) {
            for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
                if (c instanceof SAXParseException sax) {
                    return clean(sax.getMessage());
                }
            }
        }
        String m = clean(d.getMessage());
        String suffix = " (" + d.getLocation() + ", " + d.getLine() + ", " + d.getColumn() + ")";
        return m.endsWith(suffix) ? m.substring(0, m.length() - suffix.length()) : m;
    }

    private static boolean missingFile(Resource.Diagnostic d) {
        if (d instanceof Throwable t) {
            for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
                if (c instanceof java.io.FileNotFoundException || c instanceof java.nio.file.NoSuchFileException) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String fileName(URI uri) {
        return uri.lastSegment() == null ? uri.toString() : URI.decode(uri.lastSegment());
    }

    private static Collection<EObject> values(EObject o, EStructuralFeature f) {
        Object v = o.eGet(f, true);
        if (v instanceof Collection<?> c) {
            List<EObject> list = new ArrayList<>();
            for (Object e : c) {
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
            if (t instanceof java.io.FileNotFoundException || t instanceof java.nio.file.NoSuchFileException) {
                return new LoadProblem(file, 0, 0, "the file does not exist");
            }
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return new LoadProblem(file, 0, 0, clean(root.getMessage() == null ? root.toString() : root.getMessage()));
    }

    private static String clean(String message) {
        return message == null ? "unreadable" : message.replaceAll("\\s+", " ").trim();
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
