package rdma.workbench.cli;

import java.io.PrintStream;

import rdma.workbench.cli.bench.EngineBenchmark;

/**
 * {@code bench [--quick]}: how fast the engine simulates, measured in one run on this machine,
 * every figure as the lowest, median and highest of several windows after a warm-up, beside the
 * goal it is held to.
 */
final class BenchCommand {

    private final PrintStream out;

    BenchCommand(PrintStream out) {
        this.out = out;
    }

    int run(String[] args) {
        boolean quick = args.length > 0 && args[0].equals("--quick");
        if (args.length > (quick ? 1 : 0)) {
            out.println("usage: rdmawb bench [--quick]");
            return 2;
        }
        return new EngineBenchmark(out, quick).run();
    }
}
