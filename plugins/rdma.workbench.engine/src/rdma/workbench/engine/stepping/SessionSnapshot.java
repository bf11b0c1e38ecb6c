package rdma.workbench.engine.stepping;

import java.util.List;

/**
 * Everything an inspector shows of a session at one moment, as immutable values: the simulated
 * time, the engine events run so far, every device's objects and every program's place. Views
 * read these, never the live engine objects from another thread.
 */
public record SessionSnapshot(long time, long events, List<DeviceSnapshot> devices, List<ProgramSnapshot> programs) {

    /** Every QP of every device, in topology then QPN order. */
    public List<QpSnapshot> queuePairs() {
        return devices.stream().flatMap(d -> d.qps().stream()).toList();
    }
}
