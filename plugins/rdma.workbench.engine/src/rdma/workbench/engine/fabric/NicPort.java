package rdma.workbench.engine.fabric;

import java.util.HexFormat;
import java.util.Locale;
import java.util.function.BiConsumer;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.PfcFrame;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A NIC port on the fabric. Incoming frames are decoded and checked (malformed, ICRC, addressed
 * to one of our GIDs) before the transport sees them; whatever fails is dropped with the reason.
 * In a fabric with PFC the port sends through per-priority transmit queues, one frame at a time,
 * so that a PFC frame from the switch stops the frames it has not started; elsewhere it hands each
 * frame straight to the link, which books the wire ahead. A NIC never sends PFC frames: host
 * memory, not a switch buffer, holds what it receives.
 */
public final class NicPort implements FrameSink {

    private final Fabric fabric;
    private final RdmaDevice device;
    private final DevicePort port;
    private final Simulation simulation;
    private final Trace trace;
    private final LinkEnd end;
    /** The transmit queues, once a switch in the fabric runs PFC; null before. */
    private EgressPort queues;
    private BiConsumer<RoceFrame, Frame> receiver = (f, b) -> { };

    NicPort(Fabric fabric, RdmaDevice device, DevicePort port, Simulation simulation, Trace trace) {
        this.fabric = fabric;
        this.device = device;
        this.port = port;
        this.simulation = simulation;
        this.trace = trace;
        this.end = new LinkEnd(device.host() + "/" + device.name() + "/p" + port.number(), this);
    }

    public RdmaDevice device() {
        return device;
    }

    public DevicePort port() {
        return port;
    }

    public LinkEnd end() {
        return end;
    }

    @Override
    public String nodeName() {
        return device.host();
    }

    /** Where well-formed frames for this port go (the device's transport). */
    public void onReceive(BiConsumer<RoceFrame, Frame> r) {
        this.receiver = r;
    }

    public void transmit(Frame frame) {
        if (queues == null) {
            end.transmit(frame);
            return;
        }
        // classified as the switch it is plugged into classifies it, so that a pause of priority p stops exactly what that switch counts as p
        PriorityTrust trust = end.peer() != null && end.peer().owner() instanceof SwitchNode s ? s.config().trust() : PriorityTrust.DSCP;
        queues.enqueue(frame, trust.priorityOf(frame.headers()), null);
    }

    /** Sends through transmit queues from now on (before any frame: a switch of the fabric runs PFC). */
    void useTransmitQueues() {
        if (queues == null) {
            queues = EgressPort.ofNic(device.host(), end, simulation, trace);
        }
    }

    /** Whether the neighbour has paused {@code priority} on this port. */
    public boolean paused(int priority) {
        return queues != null && queues.paused(priority);
    }

    @Override
    public void receive(Frame frame, LinkEnd in) {
        if (PfcFrame.isMacControl(frame.headers())) {
            macControl(frame);
        } else {
            check(frame);
        }
        // everything the frame caused is done: the transport keeps no view into it
        fabric.done(frame);
    }

    /** A PFC frame pauses or resumes priorities of this port's transmit queues (IEEE 802.1Qbb: the receiving MAC obeys it). */
    private void macControl(Frame frame) {
        PfcFrame pfc;
        try {
            pfc = PfcFrame.decode(frame.bytes());
        } catch (IllegalArgumentException e) {
            drop(frame, null, DropReason.MALFORMED, "MAC Control frame not obeyed: " + e.getMessage());
            return;
        }
        if (queues == null) {
            drop(frame, null, DropReason.MALFORMED, "PFC frame not obeyed: no switch of this fabric runs PFC, so the port has no transmit queues to pause");
            return;
        }
        queues.obey(pfc, frame.id());
    }

    private void check(Frame frame) {
        Decoded d = frame.split() != null ? FrameCodec.decode(frame.split()) : FrameCodec.decode(frame.bytes());
        if (d instanceof Decoded.Malformed m) {
            drop(frame, null, DropReason.MALFORMED, "malformed frame: " + m);
            return;
        }
        Decoded.Frame f = (Decoded.Frame) d;
        RocePacket p = f.frame().packet();
        if (!f.icrcValid()) {
            drop(frame, p, DropReason.ICRC_MISMATCH, String.format(Locale.ROOT, "ICRC mismatch (0x%08x on the wire, 0x%08x computed): the frame was corrupted",
                    f.icrcOnWire(), f.icrcComputedOnWire()));
            return;
        }
        if (!ours(f.frame().ip().dst())) {
            drop(frame, p, DropReason.NOT_ADDRESSED_HERE,
                    "addressed to " + HexFormat.of().formatHex(f.frame().ip().dst()) + ", which is none of this port's GIDs");
            return;
        }
        receiver.accept(f.frame(), frame);
    }

    private boolean ours(byte[] ip) {
        for (Gid g : port.gids()) {
            if (g.matches(ip)) {
                return true;
            }
        }
        return false;
    }

    private void drop(Frame frame, RocePacket p, DropReason reason, String why) {
        if (trace.on()) {
            trace.add(new PacketDropped(trace.stamp(), device.host(), p == null ? -1 : p.bth().destQp(), frame.id(), end.name(), reason, why, p));
        }
    }

    /** The transmit queues' state, or null when the port has none. */
    EgressPort.Saved save() {
        return queues == null ? null : queues.save();
    }

    void restore(EgressPort.Saved s) {
        if (queues != null) {
            queues.restore(s);
        }
    }

    @Override
    public String toString() {
        return end.name();
    }
}
