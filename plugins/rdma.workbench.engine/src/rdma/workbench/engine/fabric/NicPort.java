package rdma.workbench.engine.fabric;

import java.util.HexFormat;
import java.util.function.BiConsumer;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/**
 * A NIC port on the fabric. Incoming frames are decoded and checked (malformed, ICRC, addressed
 * to one of our GIDs) before the transport sees them; whatever fails is dropped with the reason.
 */
public final class NicPort implements FrameSink {

    private final Fabric fabric;
    private final RdmaDevice device;
    private final DevicePort port;
    private final Trace trace;
    private final LinkEnd end;
    private BiConsumer<RoceFrame, Frame> receiver = (f, b) -> { };

    NicPort(Fabric fabric, RdmaDevice device, DevicePort port, Trace trace) {
        this.fabric = fabric;
        this.device = device;
        this.port = port;
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
        end.transmit(frame);
    }

    @Override
    public void receive(Frame frame, LinkEnd in) {
        check(frame);
        // everything the frame caused is done: the transport keeps no view into it
        fabric.done(frame);
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
            drop(frame, p, DropReason.ICRC_MISMATCH, String.format(java.util.Locale.ROOT, "ICRC mismatch (0x%08x on the wire, 0x%08x computed): the frame was corrupted",
                    f.icrcFound(), f.icrcComputed()));
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

    @Override
    public String toString() {
        return end.name();
    }
}
