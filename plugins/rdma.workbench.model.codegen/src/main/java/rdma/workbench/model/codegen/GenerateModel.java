package rdma.workbench.model.codegen;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Regenerates the EMF code from plugins/rdma.workbench.model/model/*.ecore and rdma.genmodel:
 * the model's and the edit bundle's src-gen/, the edit bundle's plugin.properties, and the
 * genmodel itself (reloaded against the ecore files). Run from the repository root with
 * {@code ./mvnw -q -pl plugins/rdma.workbench.model.codegen -am exec:java}; see README.md.
 */
public final class GenerateModel {

    private GenerateModel() {
    }

    public static void main(String[] args) throws Exception {
        Path plugins = Path.of(args.length > 0 ? args[0] : "plugins").toAbsolutePath().normalize();
        if (!Files.isDirectory(plugins.resolve(ModelGeneration.MODEL_PROJECT))) {
            System.err.println("generate: " + plugins + " does not hold " + ModelGeneration.MODEL_PROJECT
                    + "; run from the repository root or pass the plugins folder");
            System.exit(2);
        }
        Path work = Files.createTempDirectory("rdma-codegen");
        try {
            new ModelGeneration(plugins).generateInto(work);
            var changed = GeneratedFiles.differences(work, plugins, ModelGeneration.GENERATED);
            GeneratedFiles.replace(work, plugins, ModelGeneration.GENERATED);
            System.out.println("generate: " + changed.size() + " file(s) changed under " + plugins);
            changed.forEach(c -> System.out.println("  " + c));
        } finally {
            GeneratedFiles.delete(work);
        }
    }
}
