package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceKind;

/** A store-and-forward switch: a frame leaves through the port its destination IP is routed to. */
public final class SwitchNode implements FrameSink {

    private final String name;
    private final Simulation simulation;
    private final Trace trace;
    private final List<LinkEnd> ports = new ArrayList<>();
    private final Map<String, LinkEnd> routes = new HashMap<>();

    SwitchNode(String name, Simulation simulation, Trace trace) {
        this.name = name;
        this.simulation = simulation;
        this.trace = trace;
    }

    @Override
    public String nodeName() {
        return name;
    }

    LinkEnd addPort(String portName) {
        LinkEnd end = new LinkEnd(name + "/" + portName, this);
        ports.add(end);
        return end;
    }

    List<LinkEnd> ports() {
        return ports;
    }

    void route(byte[] ip, LinkEnd via) {
        routes.putIfAbsent(HexFormat.of().formatHex(ip), via);
    }

    @Override
    public void receive(byte[] frame, LinkEnd in) {
        byte[] dst = destinationIp(frame);
        LinkEnd out = dst == null ? null : routes.get(HexFormat.of().formatHex(dst));
        if (out == null || out == in) {
            trace.record(new TraceEvent(simulation.now(), name, -1, TraceKind.PACKET_DROPPED,
                    "no route to " + (dst == null ? "a non-IP frame" : HexFormat.of().formatHex(dst)), "routing", null));
            return;
        }
        out.transmit(frame, "forwarded by " + name);
    }

    static byte[] destinationIp(byte[] frame) {
        if (frame.length < 14) {
            return null;
        }
        int l2 = 14;
        int type = (frame[12] & 0xFF) << 8 | frame[13] & 0xFF;
        if (type == 0x8100 && frame.length >= 18) {
            type = (frame[16] & 0xFF) << 8 | frame[17] & 0xFF;
            l2 = 18;
        }
        if (type == 0x0800 && frame.length >= l2 + 20) {
            byte[] ip = new byte[4];
            System.arraycopy(frame, l2 + 16, ip, 0, 4);
            return ip;
        }
        if (type == 0x86DD && frame.length >= l2 + 40) {
            byte[] ip = new byte[16];
            System.arraycopy(frame, l2 + 24, ip, 0, 16);
            return ip;
        }
        return null;
    }
}
