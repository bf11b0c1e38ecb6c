package rdma.workbench.engine.stepping;

import java.nio.file.Path;

/** One pcap file a session's captures were written to, and how many frames it holds. */
public record WrittenCapture(Path file, int frames) {
}
