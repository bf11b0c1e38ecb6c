package rdma.workbench.cli;

import java.io.PrintStream;

import rdma.workbench.cli.fuzz.DecoderFuzzer;
import rdma.workbench.cli.fuzz.FuzzReport;

/**
 * {@code fuzz [--frames N] [--seed S]}: mutated frames of every opcode through the decoder and the
 * dissector, checking what must hold for any input (nothing throws, malformed verdicts name a
 * place in the frame, accepted frames re-encode to their canonical bytes, the dissection agrees
 * with the decoding). Exit 1 on any violation, printing its frame.
 */
final class FuzzCommand {

    static final long DEFAULT_FRAMES = 5_000_000;

    private static final String USAGE = "usage: rdmawb fuzz [--frames N] [--seed S]   (default 5000000 frames, a seed from the clock)";

    private final PrintStream out;
    private final PrintStream err;

    FuzzCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        long frames = DEFAULT_FRAMES;
        long seed = System.nanoTime();
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (!option.equals("--frames") && !option.equals("--seed")) {
                err.println("rdmawb fuzz: unexpected argument '" + option + "'");
                err.println(USAGE);
                return 2;
            }
            if (i + 1 == args.length) {
                err.println("rdmawb fuzz: " + option + " needs a number");
                err.println(USAGE);
                return 2;
            }
            try {
                long value = Long.parseLong(args[++i]);
                if (option.equals("--frames")) {
                    if (value < 1) {
                        err.println("rdmawb fuzz: --frames must be at least 1, not " + value);
                        return 2;
                    }
                    frames = value;
                } else {
                    seed = value;
                }
            } catch (NumberFormatException e) {
                err.println("rdmawb fuzz: " + option + " needs a number, not '" + args[i] + "'");
                err.println(USAGE);
                return 2;
            }
        }
        FuzzReport report = DecoderFuzzer.run(seed, frames);
        report.print(out);
        return report.violations() == 0 ? 0 : 1;
    }
}
