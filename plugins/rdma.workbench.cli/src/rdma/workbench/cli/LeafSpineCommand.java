package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.model.fabric.LeafSpine;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.topology.Topology;

/** {@code leafspine FILE [--hosts N] [--hosts-per-leaf N] [--spines N]}: writes a generated leaf-spine topology. */
final class LeafSpineCommand {

    private static final String USAGE = "usage: rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   (defaults 1024, 32, 8)";

    private final PrintStream out;
    private final PrintStream err;

    LeafSpineCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        String file = null;
        int hosts = 1024;
        int perLeaf = 32;
        int spines = 8;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--hosts" -> hosts = Integer.parseInt(args[++i]);
                    case "--hosts-per-leaf" -> perLeaf = Integer.parseInt(args[++i]);
                    case "--spines" -> spines = Integer.parseInt(args[++i]);
                    default -> {
                        if (args[i].startsWith("--") || file != null) {
                            err.println("rdmawb leafspine: unexpected argument '" + args[i] + "'");
                            err.println(USAGE);
                            return 2;
                        }
                        file = args[i];
                    }
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            err.println("rdmawb leafspine: a count must follow --hosts, --hosts-per-leaf and --spines");
            err.println(USAGE);
            return 2;
        }
        if (file == null || !file.endsWith("." + ModelFiles.TOPOLOGY_EXTENSION)) {
            err.println(USAGE);
            return 2;
        }
        Path target = Path.of(file).toAbsolutePath();
        if (Files.exists(target)) {
            err.println("rdmawb leafspine: " + file + " exists; it is left as it is (remove it or choose another name)");
            return 2;
        }
        Topology t;
        try {
            t = LeafSpine.build(hosts, perLeaf, spines);
        } catch (IllegalArgumentException e) {
            err.println("rdmawb leafspine: " + e.getMessage());
            return 2;
        }
        Resource r = ModelFiles.newResourceSet().createResource(URI.createFileURI(target.toString()));
        r.getContents().add(t);
        try {
            ModelFiles.save(r);
        } catch (IOException e) {
            err.println("rdmawb leafspine: " + file + " could not be written: " + e.getMessage());
            return 2;
        }
        out.println(file + ": " + t.getHosts().size() + " hosts, " + t.getSwitches().size() + " switches, " + t.getLinks().size() + " links");
        return 0;
    }
}
