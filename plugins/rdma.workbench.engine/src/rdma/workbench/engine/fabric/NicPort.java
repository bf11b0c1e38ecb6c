package rdma.workbench.engine.fabric;

import java.util.HexFormat;
import java.util.function.BiConsumer;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;
import rdma.workbench.engine.verbs.DevicePort;
import rdma.workbench.engine.verbs.Gid;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.RoceFrame;

/**
 * A NIC port on the fabric. Incoming frames are decoded and checked (malformed, ICRC, addressed
 * to one of our GIDs) before the transport sees them; whatever fails is dropped with the reason.
 */
public final class NicPort implements FrameSink {

    private final RdmaDevice device;
    private final DevicePort port;
    private final Simulation simulation;
    private final Trace trace;
    private final LinkEnd end;
    private BiConsumer<RoceFrame, byte[]> receiver = (f, b) -> { };

    NicPort(RdmaDevice device, DevicePort port, Simulation simulation, Trace trace) {
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
    public void onReceive(BiConsumer<RoceFrame, byte[]> r) {
        this.receiver = r;
    }

    public void transmit(byte[] frame, String summary) {
        end.transmit(frame, summary);
    }

    @Override
    public void receive(byte[] frame, LinkEnd in) {
        Decoded d = FrameCodec.decode(frame);
        if (d instanceof Decoded.Malformed m) {
            drop("malformed frame: " + m.reason(), frame);
            return;
        }
        Decoded.Frame f = (Decoded.Frame) d;
        if (!f.icrcValid()) {
            drop(String.format("%s PSN %d: ICRC mismatch (0x%08x on the wire, 0x%08x computed): the frame was corrupted",
                    f.frame().packet().opcode(), f.frame().packet().bth().psn(), f.icrcFound(), f.icrcComputed()), frame);
            return;
        }
        if (!ours(f.frame().ip().dst())) {
            drop("addressed to " + HexFormat.of().formatHex(f.frame().ip().dst()) + ", which is none of this port's GIDs", frame);
            return;
        }
        receiver.accept(f.frame(), frame);
    }

    private boolean ours(byte[] ip) {
        for (Gid g : port.gids()) {
            byte[] gid = g.gid();
            if (ip.length == 4 && g.isIpv4() && gid[12] == ip[0] && gid[13] == ip[1] && gid[14] == ip[2] && gid[15] == ip[3]
                    || ip.length == 16 && java.util.Arrays.equals(gid, ip)) {
                return true;
            }
        }
        return false;
    }

    private void drop(String why, byte[] frame) {
        trace.record(new TraceEvent(simulation.now(), device.host(), -1, TraceKind.PACKET_DROPPED, why, "receive check", frame));
    }
}
