package rdma.workbench.bench;

import java.io.PrintStream;
import java.nio.file.Path;

import rdma.workbench.bench.engine.EngineBenchmark;
import rdma.workbench.bench.engine.LongRun;
import rdma.workbench.bench.engine.Ns3Comparison;
import rdma.workbench.bench.live.LiveBenchmark;

/**
 * {@code bench [--quick] [--congestion | --vs-ns3 | --long-run | --live]}: how fast the engine simulates, measured in one run on
 * this machine, every figure as the lowest, median and highest of several windows after a warm-up,
 * beside the goal it is held to; {@code --congestion} measures only what congestion control costs,
 * {@code --vs-ns3} the engine beside ns-3 on the same set-ups, {@code --long-run} a 1 s incast in a 1 GiB heap,
 * {@code --live} (also {@code rdmawb bench-live}) real programs through the verbs library beside the engine alone.
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
        boolean ns3 = false;
        boolean longRun = false;
        boolean live = false;
        for (String a : args) {
            switch (a) {
                case "--quick" -> quick = true;
                case "--congestion" -> congestion = true;
                case "--vs-ns3" -> ns3 = true;
                case "--long-run" -> longRun = true;
                case "--live" -> live = true;
                default -> {
                    out.println("usage: rdmawb bench [--quick] [--congestion | --vs-ns3 | --long-run | --live]");
                    return 2;
                }
            }
        }
        if (longRun) {
            return new LongRun(out).run();
        }
        if (live) {
            // the launcher says where the examples, the product's verbs library and the library's own test are
            return new LiveBenchmark(out, Path.of(System.getProperty("rdma.examples", "plugins/rdma.workbench.examples")),
                    Path.of(System.getProperty("rdma.verbs.library", "")), Path.of(System.getProperty("rdma.verbs.test", ""))).run();
        }
        if (ns3) {
            String launcher = System.getProperty("rdma.launcher");
            return new Ns3Comparison(out, launcher == null ? null : Path.of(launcher)).run();
        }
        EngineBenchmark bench = new EngineBenchmark(out, quick);
        return congestion ? bench.runCongestion() : bench.run();
    }
}
