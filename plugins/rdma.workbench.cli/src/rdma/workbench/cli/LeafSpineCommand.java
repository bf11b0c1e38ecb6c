package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;

import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/**
 * {@code leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N] [--scenario FILE.rdmaflow --qps N [--traffic send|write]]}:
 * writes a generated leaf-spine topology and, when asked, a scenario of RC queue pairs in connected pairs on it.
 */
final class LeafSpineCommand {

    private static final String USAGE = "usage: rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   (defaults 1024, 32, 8)\n"
            + "                         [--scenario FILE.rdmaflow --qps N [--traffic send|write]]   (N RC queue pairs in pairs between the hosts)";

    private final PrintStream out;
    private final PrintStream err;

    LeafSpineCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        String file = null;
        String scenarioFile = null;
        int hosts = 1024;
        int perLeaf = 32;
        int spines = 8;
        int qps = -1;
        RcPairsScenario.Traffic traffic = RcPairsScenario.Traffic.SEND;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--hosts" -> hosts = Integer.parseInt(args[++i]);
                    case "--hosts-per-leaf" -> perLeaf = Integer.parseInt(args[++i]);
                    case "--spines" -> spines = Integer.parseInt(args[++i]);
                    case "--qps" -> qps = Integer.parseInt(args[++i]);
                    case "--scenario" -> scenarioFile = args[++i];
                    case "--traffic" -> {
                        String t = args[++i];
                        if (!t.equals("send") && !t.equals("write")) {
                            return usage("--traffic is send or write, not '" + t + "'");
                        }
                        traffic = t.equals("send") ? RcPairsScenario.Traffic.SEND : RcPairsScenario.Traffic.WRITE;
                    }
                    default -> {
                        if (args[i].startsWith("--") || file != null) {
                            return usage("unexpected argument '" + args[i] + "'");
                        }
                        file = args[i];
                    }
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return usage("a count must follow --hosts, --hosts-per-leaf, --spines and --qps, and a file --scenario");
        }
        if (file == null || !file.endsWith("." + ModelFiles.TOPOLOGY_EXTENSION)) {
            err.println(USAGE);
            return 2;
        }
        if (scenarioFile != null && !scenarioFile.endsWith("." + ModelFiles.SCENARIO_EXTENSION)) {
            return usage("the scenario file must end in ." + ModelFiles.SCENARIO_EXTENSION);
        }
        if ((scenarioFile == null) != (qps < 0)) {
            return usage("--scenario and --qps go together");
        }
        Path target = Path.of(file).toAbsolutePath();
        Path scenarioTarget = scenarioFile == null ? null : Path.of(scenarioFile).toAbsolutePath();
        for (String name : new String[] {file, scenarioFile}) {
            if (name != null && Files.exists(Path.of(name))) {
                err.println("rdmawb leafspine: " + name + " exists; it is left as it is (remove it or choose another name)");
                return 2;
            }
        }
        Topology t;
        Scenario s = null;
        try {
            t = LeafSpine.build(hosts, perLeaf, spines);
            if (scenarioTarget != null) {
                s = RcPairsScenario.build(t, qps, traffic);
            }
        } catch (IllegalArgumentException e) {
            err.println("rdmawb leafspine: " + e.getMessage());
            return 2;
        }
        ResourceSet rs = ModelFiles.newResourceSet();
        Resource r = rs.createResource(URI.createFileURI(target.toString()));
        r.getContents().add(t);
        try {
            ModelFiles.save(r);
        } catch (IOException e) {
            err.println("rdmawb leafspine: " + file + " could not be written: " + e.getMessage());
            return 2;
        }
        out.println(file + ": " + t.getHosts().size() + " hosts, " + t.getSwitches().size() + " switches, " + t.getLinks().size() + " links");
        if (s != null) {
            Resource sr = rs.createResource(URI.createFileURI(scenarioTarget.toString()));
            sr.getContents().add(s);
            try {
                ModelFiles.save(sr);
            } catch (IOException e) {
                err.println("rdmawb leafspine: " + scenarioFile + " could not be written: " + e.getMessage());
                return 2;
            }
            out.println(scenarioFile + ": " + qps + " RC queue pairs in " + qps / 2 + " pairs, " + s.getPrograms().size() + " programs, one "
                    + RcPairsScenario.MESSAGE_BYTES + "-byte " + (traffic == RcPairsScenario.Traffic.SEND ? "SEND" : "RDMA WRITE") + " per pair");
        }
        return 0;
    }

    private int usage(String problem) {
        err.println("rdmawb leafspine: " + problem);
        err.println(USAGE);
        return 2;
    }
}
