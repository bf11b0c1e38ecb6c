package rdma.workbench.model.codegen;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.genmodel.GenJDKLevel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * Runs EMF's generator outside Eclipse: reloads the .genmodel against the current .ecore files
 * (what "Reload" does in the genmodel editor: a fresh genmodel reconciled with the old one's
 * settings) and generates the model and edit code into an output root laid out like plugins/.
 */
final class ModelGeneration {

    static final String MODEL_PROJECT = "rdma.workbench.model";
    static final String EDIT_PROJECT = "rdma.workbench.model.edit";
    static final String GENMODEL = "model/rdma.genmodel";
    /** In dependency order: scenario refers to topology, topology to layout. */
    static final List<String> ECORE_FILES = List.of("model/layout.ecore", "model/topology.ecore", "model/scenario.ecore");

    /** What the generator owns: compared by the freshness test and replaced by {@link GenerateModel}. */
    static final List<String> GENERATED = List.of(
            MODEL_PROJECT + "/" + GENMODEL,
            MODEL_PROJECT + "/src-gen",
            EDIT_PROJECT + "/src-gen",
            EDIT_PROJECT + "/plugin.properties");

    private final Path plugins;

    ModelGeneration(Path plugins) {
        this.plugins = plugins;
    }

    /** Writes the reloaded genmodel and all generated files under {@code outputRoot}. */
    void generateInto(Path outputRoot) throws IOException {
        ResourceSet resources = newResourceSet(outputRoot);
        Path modelProject = plugins.resolve(MODEL_PROJECT);
        List<EPackage> packages = new ArrayList<>();
        for (String ecore : ECORE_FILES) {
            Resource r = resources.getResource(fileUri(modelProject.resolve(ecore)), true);
            packages.add((EPackage) r.getContents().get(0));
        }
        EcoreUtil.resolveAll(resources);

        GenModel genModel = GenModelFactory.eINSTANCE.createGenModel();
        genModel.initialize(packages);
        Path storedGenModel = modelProject.resolve(GENMODEL);
        if (Files.exists(storedGenModel)) {
            GenModel old = (GenModel) resources.getResource(fileUri(storedGenModel), true).getContents().get(0);
            genModel.reconcile(old);
            old.eResource().unload();
        } else {
            applyInitialSettings(genModel);
        }
        for (GenPackage p : genModel.getGenPackages()) {
            p.setBasePackage("rdma.workbench.model");
        }
        PropertyDescriptions.apply(genModel);
        // The genmodel is written beside the ecore files it names relatively, then moved to the output.
        Path genModelOut = outputRoot.resolve(MODEL_PROJECT).resolve(GENMODEL);
        Files.createDirectories(genModelOut.getParent());
        Resource genResource = resources.createResource(fileUri(storedGenModel));
        genResource.getContents().add(genModel);
        genResource.setURI(fileUri(storedGenModel));
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        genResource.save(text, Map.of(XMLResource.OPTION_ENCODING, "UTF-8", XMLResource.OPTION_LINE_WIDTH, 100));
        Files.write(genModelOut, text.toByteArray());

        Diagnostic valid = genModel.diagnose();
        if (valid.getSeverity() == Diagnostic.ERROR) {
            throw new IOException("the genmodel is not valid: " + describe(valid));
        }
        genModel.setCanGenerate(true);
        Generator generator = new Generator();
        // Inside Eclipse an extension registers this; standalone it is done here.
        generator.getAdapterFactoryDescriptorRegistry().addDescriptor(GenModelPackage.eNS_URI,
                GenModelGeneratorAdapterFactory.DESCRIPTOR);
        generator.setInput(genModel);
        for (String type : List.of(GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, GenBaseGeneratorAdapter.EDIT_PROJECT_TYPE)) {
            Diagnostic d = generator.generate(genModel, type, new BasicMonitor());
            if (d.getSeverity() == Diagnostic.ERROR) {
                throw new IOException("EMF generation (" + type + ") failed: " + describe(d));
            }
        }
    }

    private static void applyInitialSettings(GenModel g) {
        g.setModelDirectory("/" + MODEL_PROJECT + "/src-gen");
        g.setEditDirectory("/" + EDIT_PROJECT + "/src-gen");
        g.setModelPluginID(MODEL_PROJECT);
        g.setEditPluginID(EDIT_PROJECT);
        g.setEditPluginClass("rdma.workbench.model.edit.provider.RdmaEditPlugin");
        g.setModelName("Rdma");
        g.setComplianceLevel(GenJDKLevel.JDK210_LITERAL);
        g.setCopyrightFields(false);
        g.setUpdateClasspath(false);
        g.setImporterID("org.eclipse.emf.importer.ecore");
        g.setOperationReflection(true);
        g.setImportOrganizing(true);
        g.setCreationIcons(false);
    }

    private ResourceSet newResourceSet(Path outputRoot) {
        ResourceSet rs = new ResourceSetImpl();
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("ecore", new EcoreResourceFactoryImpl());
        rs.getResourceFactoryRegistry().getExtensionToFactoryMap().put("genmodel", new XMIResourceFactoryImpl());
        rs.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
        rs.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);
        // The genmodel names its output folders as platform:/resource/<project>/...; send them to the output root.
        for (String project : List.of(MODEL_PROJECT, EDIT_PROJECT)) {
            URI target = URI.createFileURI(outputRoot.resolve(project).toString() + "/");
            rs.getURIConverter().getURIMap().put(URI.createPlatformResourceURI("/" + project + "/", false), target);
            EcorePlugin.getPlatformResourceMap().put(project, target);
        }
        return rs;
    }

    private static URI fileUri(Path p) {
        return URI.createFileURI(p.toAbsolutePath().normalize().toString());
    }

    private static String describe(Diagnostic d) {
        StringBuilder b = new StringBuilder(d.getMessage() == null ? "" : d.getMessage());
        for (Diagnostic child : d.getChildren()) {
            b.append("\n  ").append(describe(child));
        }
        if (d.getException() != null) {
            b.append("\n  ").append(d.getException());
        }
        return b.toString();
    }

}
