package rdma.workbench.engine.live;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import rdma.workbench.engine.verbs.AddressHandle;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.verbs.ProtectionDomain;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.SharedReceiveQueue;

/**
 * One attached process as the fabric sees it: the host it runs on and that host's devices, the
 * verbs objects it created (by the handles its library holds), which of its CQs are armed for an
 * event and on which channel, and whether it is waiting for the fabric — the rule of simulated
 * time: it runs while every program waits, or has nothing outstanding.
 */
final class LiveProgram {

    /** Whether the program is inside a verb that waits for the fabric (a poll that found nothing, a channel or async wait). */
    enum Mode {
        ACTIVE, WAITING
    }

    final String host;
    /** The network namespace of the host it runs in, null for the initial one (its GIDs are those it may use). */
    String namespace;
    /** The process's name and pid (from the library's HELLO); {@link #name} is both, as logs write it. */
    final String process;
    final int pid;
    final String name;
    final List<LiveParts.Device> devices;
    final ProgramConnection connection;
    final Handles handles = new Handles();
    final List<Context> contexts = new ArrayList<>();
    /** The completion channel of each CQ that has one. */
    final Map<CompletionQueue, Integer> channels = new HashMap<>();
    final Set<CompletionQueue> armed = new LinkedHashSet<>();
    /** Each device's buffer that holds a posted WQE's inline data while the requester copies it (engine memory, not the program's). */
    final Map<RdmaDevice, Long> inlineStaging = new HashMap<>();
    volatile Mode mode = Mode.ACTIVE;
    /** The bytes a PROVE_ASK gave the program to put at {@link #proofAt}; null when none is pending. */
    byte[] proof;
    long proofAt;
    /** The program's memory through /proc once it proved its pid; null: through the library. */
    ProcessMemory direct;
    /** Whether the fabric may use /proc at all (tests turn it off to take the library's way). */
    boolean procAllowed = true;
    /** The verb of its last request. */
    volatile String lastVerb = "";
    /** A poll that found nothing, answered when a completion comes or the fabric cannot move; null when none. */
    volatile Message heldPoll;
    CompletionQueue heldCq;
    int heldMost;
    long heldSince;

    /** Its sends' bandwidth and latency in simulated time. */
    final SimulatedFigures figures = new SimulatedFigures();
    /** What it called, for a recording. */
    final List<Recording.Call> calls = new ArrayList<>();
    /** The name of the device it opened (the last, if it opened several). */
    String device = "";
    private final LongSupplier order;
    /** Whether its calls are kept for a recording (and each region's first contents). */
    final boolean recording;
    /** The fabric's count of calls taken from all programs: a window of memory read before the last may be stale. */
    final LongSupplier callsTaken;

    /** The fabric's log. */
    final Consumer<String> log;

    LiveProgram(String host, String process, int pid, List<LiveParts.Device> devices, ProgramConnection connection, LongSupplier order,
            boolean recording, LongSupplier callsTaken, Consumer<String> log) {
        this.host = host;
        this.process = process;
        this.pid = pid;
        this.name = process + "[" + pid + "]";
        this.devices = devices;
        this.connection = connection;
        this.order = order;
        this.recording = recording;
        this.callsTaken = callsTaken;
        this.log = log;
    }

    /** Keeps {@code call} for the recording, when there is one. */
    void record(Recording.Call call) {
        if (recording) {
            calls.add(call);
        }
    }

    /** The next place in the fabric's order of calls. */
    long next() {
        return order.getAsLong();
    }

    Recording.Program recorded() {
        return new Recording.Program(process, pid, host, namespace, device, List.copyOf(calls));
    }

    /** Whether any of its QPs has send work requests the transport has not retired: it holds simulated time while it runs. */
    boolean hasOutstandingSends() {
        for (Object o : handles.all()) {
            if (o instanceof QueuePair qp && !qp.isDestroyed() && !qp.sendQueue().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Destroys what the program left, as the kernel does for a process that exits: QPs first, then what they used. */
    void destroyAll() {
        List<Object> all = new ArrayList<>();
        handles.all().forEach(all::add);
        for (Class<?> kind : List.of(QueuePair.class, SharedReceiveQueue.class, AddressHandle.class, MemoryRegion.class, CompletionQueue.class,
                ProtectionDomain.class)) {
            for (Object o : all) {
                if (kind.isInstance(o)) {
                    destroy(o);
                }
            }
        }
        if (direct != null) {
            direct.close();
            direct = null;
        }
    }

    private static void destroy(Object o) {
        if (o instanceof QueuePair qp && !qp.isDestroyed()) {
            qp.context().destroyQp(qp);
        } else if (o instanceof SharedReceiveQueue srq && !srq.isDestroyed()) {
            srq.context().destroySrq(srq);
        } else if (o instanceof AddressHandle ah && !ah.isDestroyed()) {
            ah.context().destroyAh(ah);
        } else if (o instanceof MemoryRegion mr && !mr.isDestroyed()) {
            mr.context().deregMr(mr);
        } else if (o instanceof CompletionQueue cq && !cq.isDestroyed()) {
            cq.context().destroyCq(cq);
        } else if (o instanceof ProtectionDomain pd && !pd.isDestroyed()) {
            pd.context().deallocPd(pd);
        }
    }

    /** What it is doing, in words for a thread's label (read on any thread); {@code suspended}: the fabric takes no call. */
    String doing(boolean suspended) {
        if (connection.queued.get() > 0) {
            return "in " + LiveProtocol.verb(connection.latestQueued) + (suspended ? ", held while the fabric is suspended" : ", waiting for the fabric");
        }
        if (heldPoll != null) {
            return "in ibv_poll_cq, waiting for a completion";
        }
        if (mode == Mode.WAITING) {
            return "in " + lastVerb + ", waiting for an event";
        }
        return lastVerb.isEmpty() ? "starting" : "running its own code (last verb " + lastVerb + ")";
    }

    @Override
    public String toString() {
        return name + " on " + host + (namespace == null ? "" : " in " + namespace);
    }
}
