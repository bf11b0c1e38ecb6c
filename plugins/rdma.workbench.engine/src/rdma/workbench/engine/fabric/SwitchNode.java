package rdma.workbench.engine.fabric;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rdma.workbench.engine.trace.DropReason;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.Trace;

/** A store-and-forward switch: a frame leaves through the port its destination IP is routed to. */
public final class SwitchNode implements FrameSink {

    private final Fabric fabric;
    private final String name;
    private final Trace trace;
    private final List<LinkEnd> ports = new ArrayList<>();
    private final Map<AddressKey, LinkEnd> routes = new HashMap<>();

    SwitchNode(Fabric fabric, String name, Trace trace) {
        this.fabric = fabric;
        this.name = name;
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

    void route(AddressKey address, LinkEnd via) {
        routes.putIfAbsent(address, via);
    }

    @Override
    public void receive(Frame frame, LinkEnd in) {
        AddressKey dst = AddressKey.destinationOf(frame.headers());
        LinkEnd out = dst == null ? null : routes.get(dst);
        if (out == null || out == in) {
            if (trace.on()) {
                trace.add(new PacketDropped(trace.stamp(), name, -1, frame.id(), in.name(), DropReason.NO_ROUTE,
                        "no route to " + (dst == null ? "a non-IP frame" : dst), null));
            }
            fabric.done(frame);
            return;
        }
        out.transmit(frame);
    }

    @Override
    public String toString() {
        return name;
    }
}
