package rdma.workbench.cli;

import java.io.PrintStream;
import java.util.Arrays;

/**
 * The headless commands, run on a plain JVM (no OSGi start-up) by the root launcher:
 * {@code rdmawb validate FILE...} and {@code rdmawb run FILE}. Exit codes: 0 success, 1 the input has problems, 2 bad usage.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("-h") || args[0].equals("--help")) {
            usage(out);
            return args.length == 0 ? 2 : 0;
        }
        String[] rest = Arrays.copyOfRange(args, 1, args.length);
        switch (args[0]) {
            case "validate":
                return new ValidateCommand(out, err).run(rest);
            case "run":
                return new RunCommand(out, err).run(rest);
            case "leafspine":
                return new LeafSpineCommand(out, err).run(rest);
            case "fabric":
                return new FabricCommand(out, err).run(rest);
            case "check":
                return new CheckCommand(out, err).run(rest);
            case "conformance":
                return new ConformanceCommand(out, err).run(rest);
            case "export-c":
                return new ExportCCommand(out, err).run(rest);
            case "export-py":
                return new ExportPyCommand(out, err).run(rest);
            case "export-linux":
                return new ExportLinuxCommand(out, err).run(rest);
            default:
                err.println("rdmawb: unknown command '" + args[0] + "'");
                usage(err);
                return 2;
        }
    }

    private static void usage(PrintStream s) {
        s.println("usage: rdmawb validate FILE...   check topologies (.rdmatopo) and scenarios (.rdmaflow)");
        s.println("       rdmawb run FILE.rdmaflow [--pcap DIR] [--stats DIR] [--json] [--seed N]   run a scenario and print its trace");
        s.println("       rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   write a generated leaf-spine fabric");
        s.println("       rdmawb fabric TOPOLOGY.rdmatopo --dir DIR [--pcap DIR]   serve the topology to programs run with rdmawb exec");
        s.println("       rdmawb check CAPTURE.pcap[ng]... [--timeout N] [--cnp-interval US] [--link-gbps G]   judge captures by the transport rules");
        s.println("       rdmawb conformance --catalogue DIR [--filter AREA] [--junit FILE] [--json FILE] [--pcap DIR] [--export-c DIR]   run the conformance catalogue (or write it as C)");
        s.println("       rdmawb export-c FILE.rdmaflow -o DIR   the scenario as a C program against libibverbs, with its Makefile");
        s.println("       rdmawb export-py FILE.rdmaflow -o DIR   the scenario as a Python script on pyverbs");
        s.println("       rdmawb export-linux FILE.rdmatopo -o DIR   a script per host that builds the topology on Linux with rxe and siw");
    }
}
