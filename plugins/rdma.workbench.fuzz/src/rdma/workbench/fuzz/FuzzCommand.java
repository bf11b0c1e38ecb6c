package rdma.workbench.fuzz;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.fuzz.decoder.DecoderFuzzReport;
import rdma.workbench.fuzz.decoder.DecoderFuzzer;
import rdma.workbench.fuzz.injection.SessionFuzzReport;
import rdma.workbench.fuzz.injection.SessionFuzzer;
import rdma.workbench.fuzz.loss.LossFuzzReport;
import rdma.workbench.fuzz.loss.LossFuzzer;

/**
 * {@code fuzz [--frames N] [--sessions N] [--loss-seeds N] [--seed S] [--examples DIR]}, in up to
 * three parts, each printing its summary and ending with its count of violations:
 * <ul>
 * <li>frames: mutated frames of every opcode through the decoder and the dissector, checking what
 * must hold for any input (nothing throws, malformed verdicts name a place in the frame, accepted
 * frames re-encode to their canonical bytes, the dissection agrees with the decoding);</li>
 * <li>sessions: frames forged, replayed and corrupted into running sessions of the example
 * scenarios, each dropped with a reason or taken as the transport may take it, memory and secrets
 * protected ({@link SessionFuzzer});</li>
 * <li>loss: the RC examples over lossy, duplicating, reordering and corrupting links, every work
 * request completing once with its data intact ({@link LossFuzzer}).</li>
 * </ul>
 * Without --frames, --sessions or --loss-seeds all three run with their defaults; with any of them,
 * only those. The examples come from {@code --examples}, else the {@code rdma.examples} system
 * property (the rdmawb launcher sets it). Exit 1 on any violation, 2 on bad usage.
 * <p>
 * A developer's tool, run by {@code ./rdmawb fuzz} on a plain JVM from this bundle's jar beside the product's; the
 * product does not ship it.
 */
public final class FuzzCommand {

    static final long DEFAULT_FRAMES = 5_000_000;
    static final long DEFAULT_SESSION_FRAMES = 100_000;
    static final long DEFAULT_LOSS_SEEDS = 1_000;

    private static final String USAGE = "usage: rdmawb fuzz [--frames N] [--sessions N] [--loss-seeds N] [--seed S] [--examples DIR]\n"
            + "  (no --frames, --sessions or --loss-seeds: all three, with 5000000 frames, 100000 session frames and 1000 loss seeds;"
            + " a seed from the clock)";

    private final PrintStream out;
    private final PrintStream err;

    FuzzCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        System.exit(new FuzzCommand(System.out, System.err).run(args));
    }

    int run(String[] args) {
        Long frames = null;
        Long sessions = null;
        Long lossSeeds = null;
        long seed = System.nanoTime();
        String examples = System.getProperty("rdma.examples");
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (!option.equals("--frames") && !option.equals("--sessions") && !option.equals("--loss-seeds") && !option.equals("--seed")
                    && !option.equals("--examples")) {
                return usage("unexpected argument '" + option + "'");
            }
            if (i + 1 == args.length) {
                return usage(option + (option.equals("--examples") ? " needs a folder" : " needs a number"));
            }
            String value = args[++i];
            if (option.equals("--examples")) {
                examples = value;
                continue;
            }
            long n;
            try {
                n = Long.parseLong(value);
            } catch (NumberFormatException e) {
                return usage(option + " needs a number, not '" + value + "'");
            }
            if (!option.equals("--seed") && n < 1) {
                err.println("rdmawb fuzz: " + option + " must be at least 1, not " + n);
                return 2;
            }
            switch (option) {
                case "--frames" -> frames = n;
                case "--sessions" -> sessions = n;
                case "--loss-seeds" -> lossSeeds = n;
                default -> seed = n;
            }
        }
        if (lossSeeds != null && lossSeeds > Integer.MAX_VALUE) {
            err.println("rdmawb fuzz: --loss-seeds must be at most " + Integer.MAX_VALUE + ", not " + lossSeeds);
            return 2;
        }
        if (frames == null && sessions == null && lossSeeds == null) {
            frames = DEFAULT_FRAMES;
            sessions = DEFAULT_SESSION_FRAMES;
            lossSeeds = DEFAULT_LOSS_SEEDS;
        }
        if ((sessions != null || lossSeeds != null) && examples == null) {
            err.println("rdmawb fuzz: the sessions and loss parts run the example scenarios: give their folder with --examples DIR"
                    + " (the rdma.workbench.examples bundle; the rdmawb launcher passes it)");
            return 2;
        }
        long violations = 0;
        try {
            if (frames != null) {
                DecoderFuzzReport report = DecoderFuzzer.run(seed, frames);
                report.print(out);
                violations += report.violations();
            }
            if (sessions != null) {
                SessionFuzzReport report = SessionFuzzer.run(Path.of(examples), seed, sessions);
                report.print(out);
                violations += report.violations().size();
            }
            if (lossSeeds != null) {
                LossFuzzReport report = LossFuzzer.run(Path.of(examples), seed, lossSeeds.intValue());
                report.print(out);
                violations += report.violations().size();
            }
        } catch (IOException | LoadException e) {
            err.println("rdmawb fuzz: cannot load the example scenarios: " + e.getMessage());
            return 2;
        }
        return violations == 0 ? 0 : 1;
    }

    private int usage(String problem) {
        err.println("rdmawb fuzz: " + problem);
        err.println(USAGE);
        return 2;
    }
}
