package rdma.workbench.engine.fabric;

import rdma.workbench.engine.simulation.SeededRandom;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.FrameFaulted;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.Opcode;

/**
 * A full-duplex cable. A frame occupies the sending direction for its serialization time
 * (bytes * 8 / bandwidth, kept to a fraction of a nanosecond so that frames back to back leave at
 * exactly the line rate) and arrives after the propagation delay, both on whole nanoseconds of
 * the clock. Faults armed on the sending
 * end act first; then the link's own loss, corruption, duplicate and reorder rates, drawn from
 * the link's seeded random source.
 */
public final class Link {

    /** Ethernet preamble, start delimiter, FCS and inter-frame gap also occupy the wire. */
    static final int WIRE_OVERHEAD_BYTES = 8 + 4 + 12;

    private final Fabric fabric;
    private final String name;
    private final Simulation simulation;
    private final Trace trace;
    private final double gbps;
    private final long delay;
    private final double lossRate;
    private final double corruptionRate;
    private final double duplicateRate;
    private final double reorderRate;
    private final SeededRandom random;
    // each direction's state (busy until, held back) lives on the end that sends on it: a hop reads one object, not four
    private LinkEnd end0;
    private LinkEnd end1;
    private long framesSent;

    Link(Fabric fabric, String name, Simulation simulation, Trace trace, double gbps, long delay, double lossRate, double corruptionRate,
            double duplicateRate, double reorderRate) {
        this.fabric = fabric;
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
        if (side == 0) {
            end0 = end;
        } else {
            end1 = end;
        }
        end.link = this;
        end.side = side;
        end.peer = null;
        if (end.arrivals == null) {
            end.arrivals = simulation.lane();
        }
        if (end0 != null && end1 != null) {
            end0.peer = end1;
            end1.peer = end0;
        }
    }

    public String name() {
        return name;
    }

    LinkEnd end(int side) {
        return side == 0 ? end0 : end1;
    }

    /** The bit rate, Gbit/s, each direction. */
    public double gbps() {
        return gbps;
    }

    /** The propagation delay, ns. */
    public long delayNanos() {
        return delay;
    }

    /** A frame's serialization time rounded to whole nanoseconds, for estimates; the wire itself keeps the fraction. */
    long serialization(int bytes) {
        return Math.max(1, Math.round(exactSerialization(bytes)));
    }

    private double exactSerialization(int bytes) {
        return (bytes + WIRE_OVERHEAD_BYTES) * 8 / gbps;
    }

    /** When the direction {@code side} sends on has finished serializing what it was given. */
    long freeAt(int side) {
        LinkEnd from = end(side);
        return from == null ? 0 : from.busyUntil;
    }

    /** Frames put on this link so far, both directions. */
    public long framesSent() {
        return framesSent;
    }

    void send(LinkEnd from, Frame frame) {
        framesSent++;
        // stamped when it takes the wire (after the frames before it on this port), as tcpdump on the NIC would see it leave
        from.captured(Math.max(simulation.now(), from.busyUntil), frame);
        FaultRule[] rules = from.faults;
        Opcode op = rules.length == 0 ? null : opcodeOf(frame.headers());
        long extraDelay = 0;
        for (FaultRule rule : rules) {
            if (!rule.takes(op)) {
                continue;
            }
            String why = "fault " + rule.action + " armed by " + rule.armedBy;
            switch (rule.action) {
                case DROP -> {
                    dropped(from, frame, DropReason.FAULT, why);
                    return;
                }
                case CORRUPT -> frame = corrupt(frame, from, why);
                case DELAY -> {
                    extraDelay += rule.delayNanos;
                    faulted(from, frame, FrameFaulted.Effect.DELAYED, why + ": " + rule.delayNanos / 1000.0 + " us later");
                }
                case DUPLICATE -> {
                    faulted(from, frame, FrameFaulted.Effect.DUPLICATED, why);
                    deliver(from, copyOf(frame), extraDelay);
                }
                case REORDER -> {
                    hold(frame, from, why);
                    return;
                }
            }
        }
        if (lossRate > 0 && random.nextDouble() < lossRate) {
            dropped(from, frame, DropReason.LINK_LOSS, "lost on link " + name + " (loss rate " + lossRate + ")");
            return;
        }
        if (corruptionRate > 0 && random.nextDouble() < corruptionRate) {
            frame = corrupt(frame, from, "corrupted on link " + name + " (corruption rate " + corruptionRate + ")");
        }
        if (reorderRate > 0 && random.nextDouble() < reorderRate && from.heldBack == null) {
            hold(frame, from, "held back on link " + name + " (reorder rate " + reorderRate + ")");
            return;
        }
        deliver(from, frame, extraDelay);
        if (duplicateRate > 0 && random.nextDouble() < duplicateRate) {
            faulted(from, frame, FrameFaulted.Effect.DUPLICATED, "duplicated on link " + name + " (duplicate rate " + duplicateRate + ")");
            deliver(from, copyOf(frame), extraDelay);
        }
        if (from.heldBack != null) {
            Frame late = from.heldBack;
            from.heldBack = null;
            faulted(from, late, FrameFaulted.Effect.RELEASED, "sent after frame #" + frame.id());
            deliver(from, late, 0);
        }
    }

    private void deliver(LinkEnd from, Frame frame, long extraDelay) {
        long now = simulation.now();
        // a direction free within the nanosecond before now was busy until now as the clock counts: it goes on from its exact end
        double startExact = from.busyUntil >= now ? from.busyUntil - from.spare : now;
        long start = Math.max(now, from.busyUntil);
        double doneExact = startExact + exactSerialization(frame.length());
        long done = Math.max(start, Math.round(doneExact));
        from.busyUntil = done;
        from.spare = done - doneExact;
        LinkEnd to = from.peer;
        if (to == null) {
            fabric.done(frame);
            return;
        }
        long arrive = done + delay + extraDelay;
        if (trace.on()) {
            trace.add(new FrameOnLink(trace.stamp(), from.owner().nodeName(), frame.id(), name, from.name(), to.name(), start, arrive));
        }
        simulation.schedule(from.arrivals, arrive - now, "frame arrival at", to, () -> {
            // the receiving port sees it arrive, as it arrives (damaged, if the link damaged it)
            to.captured(simulation.now(), frame);
            to.owner().receive(frame, to);
        });
    }

    /** A second copy of a frame: each delivery is received (and its buffer given back) on its own. */
    private Frame copyOf(Frame frame) {
        return fabric.recycling() && frame.pooled() ? frame.withBytes(frame.bytes().clone()) : frame;
    }

    private void hold(Frame frame, LinkEnd from, String why) {
        from.heldBack = frame;
        faulted(from, frame, FrameFaulted.Effect.HELD_BACK, why);
    }

    private Frame corrupt(Frame frame, LinkEnd from, String why) {
        byte[] c = frame.bytes().clone();
        // the last byte the ICRC covers: the receiver's check catches the flip
        c[c.length - 5] ^= 0x01;
        faulted(from, frame, FrameFaulted.Effect.CORRUPTED, why);
        fabric.done(frame);
        return frame.withBytes(c);
    }

    private void faulted(LinkEnd from, Frame frame, FrameFaulted.Effect effect, String why) {
        if (trace.on()) {
            trace.add(new FrameFaulted(trace.stamp(), from.owner().nodeName(), frame.id(), name, effect, why));
        }
    }

    private void dropped(LinkEnd from, Frame frame, DropReason reason, String why) {
        if (trace.on()) {
            trace.add(new PacketDropped(trace.stamp(), from.owner().nodeName(), -1, frame.id(), name, reason, why, null));
        }
        fabric.done(frame);
    }

    /** The BTH opcode of an IPv4 or IPv6 frame (with or without a VLAN tag, IPv4 with its header length), or null for any other. */
    static Opcode opcodeOf(byte[] frame) {
        int l2 = EthernetHeader.networkOffset(frame);
        if (l2 < 0) {
            return null;
        }
        int type = EthernetHeader.type(frame, l2);
        int ip;
        if (type == Ethernet.TYPE_IPV6) {
            ip = 40;
        } else if (type == Ethernet.TYPE_IPV4 && frame.length > l2) {
            ip = (frame[l2] & 0x0F) * 4;
            if (ip < 20) {
                return null; // no IPv4 header is shorter
            }
        } else {
            return null;
        }
        int bth = l2 + ip + 8;
        return bth < frame.length ? Opcode.of(frame[bth]) : null;
    }

    record Saved(long busy0, double spare0, long busy1, double spare1, Frame held0, Frame held1, long framesSent) {
    }

    Saved save() {
        return new Saved(freeAt(0), end0 == null ? 0 : end0.spare, freeAt(1), end1 == null ? 0 : end1.spare, end0 == null ? null : end0.heldBack,
                end1 == null ? null : end1.heldBack, framesSent);
    }

    void restore(Saved s) {
        if (end0 != null) {
            end0.busyUntil = s.busy0;
            end0.spare = s.spare0;
            end0.heldBack = s.held0;
        }
        if (end1 != null) {
            end1.busyUntil = s.busy1;
            end1.spare = s.spare1;
            end1.heldBack = s.held1;
        }
        framesSent = s.framesSent;
    }

    @Override
    public String toString() {
        return name;
    }
}
