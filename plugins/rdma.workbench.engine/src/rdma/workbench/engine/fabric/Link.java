package rdma.workbench.engine.fabric;

import java.util.SplittableRandom;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.wire.Opcode;

/**
 * A full-duplex cable. A frame occupies the sending direction for its serialization time
 * (bytes * 8 / bandwidth) and arrives after the propagation delay. Faults armed on the sending
 * end act first; then the link's own loss, corruption, duplicate and reorder rates, drawn from
 * the link's seeded random source.
 */
public final class Link {

    /** Ethernet preamble, start delimiter, FCS and inter-frame gap also occupy the wire. */
    static final int WIRE_OVERHEAD_BYTES = 8 + 4 + 12;

    private final String name;
    private final Simulation simulation;
    private final Trace trace;
    private final double gbps;
    private final long delay;
    private final double lossRate;
    private final double corruptionRate;
    private final double duplicateRate;
    private final double reorderRate;
    private final SplittableRandom random;
    private final LinkEnd[] ends = new LinkEnd[2];
    private final long[] busyUntil = new long[2];
    private final byte[][] heldBack = new byte[2][];
    private long framesSent;

    Link(String name, Simulation simulation, Trace trace, double gbps, long delay, double lossRate, double corruptionRate,
            double duplicateRate, double reorderRate) {
        this.name = name;
        this.simulation = simulation;
        this.trace = trace;
        this.gbps = gbps;
        this.delay = delay;
        this.lossRate = lossRate;
        this.corruptionRate = corruptionRate;
        this.duplicateRate = duplicateRate;
        this.reorderRate = reorderRate;
        this.random = simulation.random("link " + name);
    }

    void plug(int side, LinkEnd end) {
        ends[side] = end;
        end.link = this;
        end.side = side;
    }

    public String name() {
        return name;
    }

    LinkEnd end(int side) {
        return ends[side];
    }

    long serialization(int bytes) {
        return Math.max(1, Math.round((bytes + WIRE_OVERHEAD_BYTES) * 8 / gbps));
    }

    /** Frames put on this link so far, both directions. */
    public long framesSent() {
        return framesSent;
    }

    void send(LinkEnd from, byte[] frame, String summary) {
        framesSent++;
        int side = from.side;
        from.captured(simulation.now(), frame);
        Opcode op = opcodeOf(frame);
        long extraDelay = 0;
        for (FaultRule rule : from.faults) {
            if (!rule.takes(op)) {
                continue;
            }
            String why = "fault " + rule.action + " armed by " + rule.armedBy;
            switch (rule.action) {
                case DROP -> {
                    dropped(from, summary, why);
                    return;
                }
                case CORRUPT -> frame = corrupt(frame, why, from, summary);
                case DELAY -> extraDelay += rule.delayNanos;
                case DUPLICATE -> deliver(side, frame, extraDelay, summary + " (duplicate)");
                case REORDER -> {
                    hold(side, frame, from, summary, why);
                    return;
                }
            }
        }
        if (lossRate > 0 && random.nextDouble() < lossRate) {
            dropped(from, summary, "lost on link " + name + " (loss rate " + lossRate + ")");
            return;
        }
        if (corruptionRate > 0 && random.nextDouble() < corruptionRate) {
            frame = corrupt(frame, "corrupted on link " + name + " (corruption rate " + corruptionRate + ")", from, summary);
        }
        if (reorderRate > 0 && random.nextDouble() < reorderRate && heldBack[side] == null) {
            hold(side, frame, from, summary, "held back on link " + name + " (reorder rate " + reorderRate + ")");
            return;
        }
        deliver(side, frame, extraDelay, summary);
        if (duplicateRate > 0 && random.nextDouble() < duplicateRate) {
            deliver(side, frame, extraDelay, summary + " (duplicate)");
        }
        if (heldBack[side] != null) {
            byte[] late = heldBack[side];
            heldBack[side] = null;
            deliver(side, late, 0, "reordered frame");
        }
    }

    private void deliver(int side, byte[] frame, long extraDelay, String summary) {
        long start = Math.max(simulation.now(), busyUntil[side]);
        long done = start + serialization(frame.length);
        busyUntil[side] = done;
        LinkEnd to = ends[1 - side];
        if (to == null) {
            return;
        }
        // receivers never change a frame (corruption works on a copy), so the same bytes may go on
        simulation.schedule(done + delay + extraDelay - simulation.now(), summary, () -> to.owner().receive(frame, to));
    }

    private void hold(int side, byte[] frame, LinkEnd from, String summary, String why) {
        heldBack[side] = frame;
        trace.record(new TraceEvent(simulation.now(), from.owner().nodeName(), -1, TraceKind.FAULT, summary + ": " + why, why, null));
    }

    private byte[] corrupt(byte[] frame, String why, LinkEnd from, String summary) {
        byte[] c = frame.clone();
        // the last byte the ICRC covers: the receiver's check catches the flip
        c[c.length - 5] ^= 0x01;
        trace.record(new TraceEvent(simulation.now(), from.owner().nodeName(), -1, TraceKind.FAULT, summary + ": " + why, why, null));
        return c;
    }

    private void dropped(LinkEnd from, String summary, String why) {
        trace.record(new TraceEvent(simulation.now(), from.owner().nodeName(), -1, TraceKind.PACKET_DROPPED, summary + ": " + why, why, null));
    }

    /** The BTH opcode of a frame this engine built (IPv4 or IPv6, with or without VLAN), or null. */
    static Opcode opcodeOf(byte[] frame) {
        int type = (frame[12] & 0xFF) << 8 | frame[13] & 0xFF;
        int l2 = 14;
        if (type == 0x8100) {
            type = (frame[16] & 0xFF) << 8 | frame[17] & 0xFF;
            l2 = 18;
        }
        int bth = l2 + (type == 0x86DD ? 40 : 20) + 8;
        return bth < frame.length ? Opcode.of(frame[bth]) : null;
    }
}
