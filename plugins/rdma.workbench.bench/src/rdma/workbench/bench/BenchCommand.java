package rdma.workbench.bench;

import java.io.PrintStream;

import rdma.workbench.bench.engine.EngineBenchmark;

/**
 * {@code bench [--quick] [--congestion]}: how fast the engine simulates, measured in one run on
 * this machine, every figure as the lowest, median and highest of several windows after a warm-up,
 * beside the goal it is held to; {@code --congestion} measures only what congestion control costs.
 * Run by {@code ./rdmawb bench} on a plain JVM from this bundle's jar beside the product's.
 */
public final class BenchCommand {

    private final PrintStream out;

    BenchCommand(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(new BenchCommand(System.out).run(args));
    }

    int run(String[] args) {
        boolean quick = false;
        boolean congestion = false;
        for (String a : args) {
            switch (a) {
                case "--quick" -> quick = true;
                case "--congestion" -> congestion = true;
                default -> {
                    out.println("usage: rdmawb bench [--quick] [--congestion]");
                    return 2;
                }
            }
        }
        EngineBenchmark bench = new EngineBenchmark(out, quick);
        return congestion ? bench.runCongestion() : bench.run();
    }
}
