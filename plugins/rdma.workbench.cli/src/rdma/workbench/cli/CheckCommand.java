package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import rdma.workbench.engine.check.CaptureCheck;
import rdma.workbench.engine.check.Finding;
import rdma.workbench.engine.wire.Pcap;

/**
 * {@code check CAPTURE.pcap[ng]...}: each capture judged by the transport rules (see {@link CaptureCheck}), a line per
 * finding naming the frame, the rule and its source. Exits 0 when no capture breaks a rule, 1 when one does, 2 when a
 * capture cannot be read.
 */
final class CheckCommand {

    private final PrintStream out;
    private final PrintStream err;

    CheckCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        if (args.length == 0) {
            err.println("rdmawb check: which capture? give one or more .pcap or .pcapng files");
            err.println("usage: rdmawb check CAPTURE.pcap[ng]...");
            return 2;
        }
        boolean unreadable = false;
        boolean broken = false;
        for (String a : args) {
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
            CaptureCheck.Result r = CaptureCheck.check(records);
            out.println(file + ": " + r.frames() + " frame(s), " + r.roceFrames() + " RoCEv2, " + r.conversations() + " requester stream(s)");
            for (Finding f : r.findings()) {
                out.println(file + ": " + f);
            }
            out.println(file + ": " + (r.findings().isEmpty() ? "no rule broken" : r.findings().size() + " finding(s)"));
            broken |= !r.findings().isEmpty();
        }
        return unreadable ? 2 : broken ? 1 : 0;
    }
}
