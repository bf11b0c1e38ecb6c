package rdma.workbench.cli.stats;

import java.util.Optional;

import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Opcode;

/**
 * The congestion statistics of a run as tables, one CSV file each: switch queue depths, reaction
 * points' rates, ECN marks, CNPs sent and pause states. Each table has a fixed header and one row
 * per event of its kind; a port is named relative to its node ("up" of leaf1, "erdma_0/p1" of host1).
 */
public enum StatsTable {

    QUEUES("queues.csv", "time_ns,switch,port,priority,bytes,frames,kmin_bytes,kmax_bytes"),
    RATES("rates.csv", "time_ns,host,device,qpn,algorithm,rate_gbps,target_gbps,window_bytes,alpha,utilization,why"),
    MARKS("marks.csv", "time_ns,switch,port,priority,frame_id,queue_bytes,probability"),
    CNPS("cnps.csv", "time_ns,host,device,qpn,dest_qpn,frame_id"),
    PAUSES("pauses.csv", "time_ns,node,port,priority,paused,until_ns");

    private final String fileName;
    private final String header;

    StatsTable(String fileName, String header) {
        this.fileName = fileName;
        this.header = header;
    }

    public String fileName() {
        return fileName;
    }

    public String header() {
        return header;
    }

    /** The table {@code e} is a row of, or empty for an event no table holds. */
    public static Optional<StatsTable> of(TraceEvent e) {
        return Optional.ofNullable(switch (e) {
            case QueueDepth q -> QUEUES;
            case RateChanged r -> RATES;
            case FrameMarked m -> MARKS;
            case PacketSent s when s.packet() != null && s.packet().opcode() == Opcode.CNP -> CNPS;
            case PauseStateChanged p -> PAUSES;
            default -> null;
        });
    }

    /** The row of {@code e}, an event of this table (see {@link #of}). */
    public String row(TraceEvent e) {
        CsvLine l = new CsvLine().number(e.time()).text(e.node());
        switch (e) {
            case QueueDepth q -> l.text(relative(q.port(), q.node())).number(q.priority()).number(q.bytes()).number(q.frames()).number(q.kmin())
                    .number(q.kmax());
            case RateChanged r -> l.text(r.device()).number(r.qpn()).text(r.algorithm()).number(r.rateGbps()).number(r.targetGbps())
                    .text(r.windowBytes() < 0 ? null : Long.toString(r.windowBytes())).number(r.alpha()).number(r.utilization()).text(r.why());
            case FrameMarked m -> l.text(relative(m.port(), m.node())).number(m.priority()).number(m.frameId()).number(m.depth()).number(m.probability());
            case PacketSent s -> l.text(s.device()).number(s.qpn()).number(s.packet().bth().destQp()).number(s.frameId());
            case PauseStateChanged p -> l.text(relative(p.port(), p.node())).number(p.priority()).text(Boolean.toString(p.paused()))
                    .text(p.paused() ? Long.toString(p.untilNanos()) : null);
            default -> throw new IllegalArgumentException(e.getClass().getSimpleName() + " is not a row of " + fileName);
        }
        return l.toString();
    }

    /** "up" for port "leaf1/up" of leaf1; a port named otherwise stays whole. */
    private static String relative(String port, String node) {
        return port.startsWith(node + "/") ? port.substring(node.length() + 1) : port;
    }
}
