package rdma.workbench.engine.verbs;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * An RDMA device on a host: capabilities, ports, every verbs object the programs created on it
 * (QPs found by QPN and memory regions by key when packets arrive), and its queue of asynchronous
 * events.
 */
public final class RdmaDevice {

    /** rxe's first QP number; 0 and 1 are the special QPs. */
    private static final int FIRST_QPN = 0x11;

    private final String host;
    private final String name;
    private final DeviceCaps caps;
    private final List<DevicePort> ports;
    private final boolean srq;
    private final HostMemory memory;
    private final KeyTable<QueuePair> qps = new KeyTable<>(0);
    private final KeyTable<MemoryRegion> mrs = new KeyTable<>(8);
    /** Every live object in creation order. */
    private final List<VerbsObject> objects = new ArrayList<>();
    private final Map<Class<?>, Integer> live = new HashMap<>();
    private final List<Context> contexts = new ArrayList<>();
    private final ArrayDeque<AsyncEvent> asyncEvents = new ArrayDeque<>();
    private final List<Consumer<AsyncEvent>> asyncObservers = new ArrayList<>(2);
    private int nextQpn = FIRST_QPN;
    private int nextMrIndex = 1;

    public RdmaDevice(String host, String name, DeviceCaps caps, List<DevicePort> ports, boolean srq, HostMemory memory) {
        this.host = host;
        this.name = name;
        this.caps = caps;
        this.ports = List.copyOf(ports);
        this.srq = srq;
        this.memory = memory;
    }

    public String host() {
        return host;
    }

    public String name() {
        return name;
    }

    public DeviceCaps caps() {
        return caps;
    }

    public List<DevicePort> ports() {
        return ports;
    }

    public DevicePort port(int number) {
        for (DevicePort p : ports) {
            if (p.number() == number) {
                return p;
            }
        }
        return null;
    }

    public boolean hasSrq() {
        return srq;
    }

    public HostMemory memory() {
        return memory;
    }

    public QueuePair qp(int qpn) {
        return qps.get(qpn);
    }

    public MemoryRegion mrByRkey(int rkey) {
        return mrs.get(rkey);
    }

    public MemoryRegion mrByLkey(int lkey) {
        return mrs.get(lkey);
    }

    /** Every object the programs created and have not destroyed, in creation order. */
    public List<VerbsObject> objects() {
        return Collections.unmodifiableList(objects);
    }

    /** Adds one who hears of asynchronous events as they are raised (the trace; a live program's library). */
    public void observeAsyncEvents(Consumer<AsyncEvent> observer) {
        asyncObservers.add(observer);
    }

    /** Queues an asynchronous event for ibv_get_async_event and wakes the programs that use the device. */
    public void raise(AsyncEventType type, VerbsObject element, String why) {
        AsyncEvent e = new AsyncEvent(type, element, why);
        asyncEvents.add(e);
        for (int i = 0; i < asyncObservers.size(); i++) {
            asyncObservers.get(i).accept(e);
        }
        for (Context c : contexts) {
            c.wake();
        }
    }

    /** The asynchronous events raised and not yet taken, oldest first. */
    public List<AsyncEvent> pendingAsyncEvents() {
        return List.copyOf(asyncEvents);
    }

    /** The oldest asynchronous event not yet taken, or null. */
    AsyncEvent takeAsyncEvent() {
        return asyncEvents.poll();
    }

    void opened(Context c) {
        contexts.add(c);
    }

    int allocateQpn() {
        return nextQpn++;
    }

    /** rxe-style key: the region's index in the upper 24 bits, a varying byte below. */
    int allocateKey() {
        int index = nextMrIndex++;
        return index << 8 | index * 37 & 0xFF;
    }

    int count(Class<? extends VerbsObject> kind) {
        return live.getOrDefault(kind, 0);
    }

    void created(VerbsObject o) {
        objects.add(o);
        live.merge(o.getClass(), 1, Integer::sum);
        if (o instanceof QueuePair qp) {
            qps.put(qp.qpn(), qp);
        } else if (o instanceof MemoryRegion mr) {
            mrs.put(mr.rkey(), mr);
        }
    }

    void destroyed(VerbsObject o) {
        o.markDestroyed();
        objects.remove(o);
        live.merge(o.getClass(), -1, Integer::sum);
        if (o instanceof QueuePair qp) {
            qps.remove(qp.qpn());
        } else if (o instanceof MemoryRegion mr) {
            mrs.remove(mr.rkey());
        }
    }

    /** The device's whole state: its objects with their own, its counters, its async event queue, its host memory (when it owns it). */
    public record Saved(List<VerbsObject> objects, Object[] states, int[] users, Map<Class<?>, Integer> live, int nextQpn, int nextMrIndex,
            AsyncEvent[] asyncEvents, int[] contextHandles, int[] cgroupHandles, int[] cgroupObjects) {
    }

    public Saved save() {
        List<VerbsObject> list = List.copyOf(objects);
        Object[] states = new Object[list.size()];
        int[] users = new int[list.size()];
        for (int i = 0; i < states.length; i++) {
            VerbsObject o = list.get(i);
            users[i] = o.users;
            states[i] = switch (o) {
                case QueuePair qp -> qp.save();
                case CompletionQueue cq -> cq.save();
                case SharedReceiveQueue q -> q.save();
                case MemoryRegion mr -> mr.state();
                default -> null;
            };
        }
        int[] handles = new int[contexts.size()];
        int[] cgroupHandles = new int[handles.length];
        int[] cgroupObjects = new int[handles.length];
        for (int i = 0; i < handles.length; i++) {
            Context c = contexts.get(i);
            handles[i] = c.handles;
            if (c.cgroup() != null) {
                cgroupHandles[i] = c.cgroup().handles;
                cgroupObjects[i] = c.cgroup().objects;
            }
        }
        return new Saved(list, states, users, Map.copyOf(live), nextQpn, nextMrIndex, asyncEvents.toArray(new AsyncEvent[0]), handles,
                cgroupHandles, cgroupObjects);
    }

    public void restore(Saved s) {
        objects.clear();
        qps.clear();
        mrs.clear();
        for (int i = 0; i < s.objects.size(); i++) {
            VerbsObject o = s.objects.get(i);
            if (!(o instanceof MemoryRegion)) {
                o.markAlive(); // a region's saved state says whether it lives
            }
            o.users = s.users[i];
            switch (o) {
                case QueuePair qp -> {
                    qp.restore((QueuePair.Saved) s.states[i]);
                    qps.put(qp.qpn(), qp);
                }
                case CompletionQueue cq -> cq.restore((CompletionQueue.Saved) s.states[i]);
                case SharedReceiveQueue q -> q.restore((SharedReceiveQueue.Saved) s.states[i]);
                case MemoryRegion mr -> {
                    mr.restore((MrState) s.states[i]);
                    mrs.put(mr.rkey(), mr);
                }
                default -> {
                    // PDs and AHs keep nothing else
                }
            }
            objects.add(o);
        }
        live.clear();
        live.putAll(s.live);
        nextQpn = s.nextQpn;
        nextMrIndex = s.nextMrIndex;
        asyncEvents.clear();
        Collections.addAll(asyncEvents, s.asyncEvents);
        for (int i = 0; i < s.contextHandles.length; i++) {
            Context c = contexts.get(i);
            c.handles = s.contextHandles[i];
            if (c.cgroup() != null) {
                c.cgroup().handles = s.cgroupHandles[i];
                c.cgroup().objects = s.cgroupObjects[i];
            }
        }
    }

    @Override
    public String toString() {
        return host + "/" + name;
    }
}
