package rdma.workbench.engine.fabric;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.engine.wire.ReplacingFile;

/**
 * Writes what a capturing fabric's ports saw: one pcap file per port that saw a frame, named after
 * the port, with the frames it sent (stamped when they took the wire) and those it received
 * (stamped when they arrived), in time order, as tcpdump on that port would have them. Every file
 * is written whole under a temporary name first and all are renamed together at the end, so a
 * run that fails or is killed while writing leaves the previous captures as they were.
 */
public final class Captures {

    /** One file written, and how many frames it holds. */
    public record Written(Path file, int frames) {
    }

    private Captures() {
    }

    public static List<Written> write(Fabric fabric, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Written> out = new ArrayList<>();
        List<ReplacingFile> files = new ArrayList<>();
        try {
            for (LinkEnd port : fabric.ports()) {
                if (port.capture().isEmpty()) {
                    continue;
                }
                ReplacingFile file = ReplacingFile.open(dir.resolve(port.name().replace('/', '_') + ".pcap"));
                files.add(file);
                Pcap.Writer w = new Pcap.Writer(file.stream());
                List<Pcap.Record> inOrder = new ArrayList<>(port.capture());
                // a frame sent is recorded when it is queued, with the time it will take the wire: later arrivals may come before it
                inOrder.sort(Comparator.comparingLong(Pcap.Record::timeNanos));
                for (Pcap.Record r : inOrder) {
                    w.write(r.timeNanos(), r.data());
                }
                out.add(new Written(file.target(), port.capture().size()));
            }
            for (ReplacingFile f : files) {
                f.commit();
            }
        } finally {
            abandonUncommitted(files);
        }
        return out;
    }

    private static void abandonUncommitted(List<ReplacingFile> files) throws IOException {
        IOException first = null;
        for (ReplacingFile f : files) {
            try {
                f.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
