package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import rdma.workbench.engine.check.CaptureCheck;
import rdma.workbench.engine.check.CheckSettings;
import rdma.workbench.engine.check.Finding;
import rdma.workbench.engine.wire.Pcap;

/**
 * {@code check CAPTURE.pcap[ng]... [--timeout N] [--cnp-interval US] [--link-gbps G]}: each capture judged by the transport rules (see {@link CaptureCheck}), a line per
 * finding naming the frame, the rule and its source. Exits 0 when no capture breaks a rule, 1 when one does, 2 when a
 * capture cannot be read.
 */
final class CheckCommand {

    private static final String USAGE = "usage: rdmawb check CAPTURE.pcap[ng]... " + CheckSettings.USAGE;

    private final PrintStream out;
    private final PrintStream err;

    CheckCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        List<String> files = new ArrayList<>();
        List<String> options = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].startsWith("--")) {
                options.add(args[i]);
                if (i + 1 < args.length) {
                    options.add(args[++i]);
                }
            } else {
                files.add(args[i]);
            }
        }
        CheckSettings settings;
        try {
            settings = CheckSettings.of(options);
        } catch (IllegalArgumentException e) {
            err.println("rdmawb check: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
        if (files.isEmpty()) {
            err.println("rdmawb check: which capture? give one or more .pcap or .pcapng files");
            err.println(USAGE);
            return 2;
        }
        boolean unreadable = false;
        boolean broken = false;
        for (String a : files) {
            Path file = Path.of(a);
            List<Pcap.Record> records;
            try {
                records = Pcap.readAny(Files.readAllBytes(file));
            } catch (Pcap.FormatException e) {
                err.println(file + ": " + e.getMessage());
                unreadable = true;
                continue;
            } catch (IOException e) {
                err.println(file + (Files.exists(file) ? ": cannot be read: " + e.getMessage() : ": no such file"));
                unreadable = true;
                continue;
            } catch (OutOfMemoryError e) {
                err.println(file + ": too large to read whole in this heap");
                unreadable = true;
                continue;
            }
            CaptureCheck.Result r = CaptureCheck.check(records, settings);
            out.println(file + ": " + r.frames() + " frame(s), " + r.roceFrames() + " RoCEv2, " + r.conversations() + " requester stream(s)");
            for (Finding f : r.findings()) {
                out.println(file + ": " + f);
            }
            for (String u : r.unjudged()) {
                out.println(file + ": " + u);
            }
            out.println(file + ": " + (r.findings().isEmpty() ? "no rule broken" : r.findings().size() + " finding(s)"));
            broken |= !r.findings().isEmpty();
        }
        return unreadable ? 2 : broken ? 1 : 0;
    }
}
