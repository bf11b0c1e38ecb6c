package rdma.workbench.debug.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.resources.IMarkerDelta;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IBreakpointListener;
import org.eclipse.debug.core.IBreakpointManagerListener;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IThread;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.breakpoints.BreakpointHits;
import rdma.workbench.debug.breakpoints.BreakpointSet;
import rdma.workbench.engine.live.LiveFabric;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * A live fabric as a debug target: the real programs attached to it as its threads, each labelled
 * with the verb it is in; suspending freezes simulated time and the programs wait in their next
 * verb; an event breakpoint suspends it after the engine event that hit it. Terminating stops the
 * fabric (the launch then writes its recording) and the programs with it.
 */
public final class LiveTarget extends RdmaDebugElement implements IDebugTarget, IBreakpointListener, IBreakpointManagerListener {

    private final ILaunch launch;
    private final String name;
    private final LiveFabric fabric;
    private final IProcess log;
    private final Map<String, LiveProgramThread> threads = new LinkedHashMap<>();
    private final BreakpointHits hits = new BreakpointHits();
    private final ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "RDMA live fabric: Debug view");
        t.setDaemon(true);
        return t;
    });
    private volatile BreakpointSet breakpoints = BreakpointSet.NONE;
    private volatile boolean terminated;
    private volatile String why;
    private Runnable onTerminate = () -> { };

    public LiveTarget(ILaunch launch, String name, LiveFabric fabric, IProcess log) {
        super(null);
        this.launch = launch;
        this.name = name;
        this.fabric = fabric;
        this.log = log;
        DebugPlugin.getDefault().getBreakpointManager().addBreakpointListener(this);
        DebugPlugin.getDefault().getBreakpointManager().addBreakpointManagerListener(this);
        refreshBreakpoints();
        fabric.setBreakpoint(this::breaks, this::hit);
    }

    /** Starts following the fabric: threads come and go with its programs. */
    public void start() {
        fireCreationEvent();
        watch.scheduleWithFixedDelay(this::follow, 0, 200, TimeUnit.MILLISECONDS);
    }

    /** What runs when the target terminates (the launch's end: the recording, the programs). */
    public void onTerminate(Runnable r) {
        onTerminate = r;
    }

    public LiveFabric fabric() {
        return fabric;
    }

    /** Why the fabric is suspended, or null while it runs. */
    public String suspendedWhy() {
        return isSuspended() ? why : null;
    }

    private boolean breaks(TraceEvent e) {
        BreakpointSet.Armed a = breakpoints.suspendsAfter(e, hits);
        if (a != null) {
            why = "breakpoint " + a.spec().describe() + ": " + StopText.of(e);
            return true;
        }
        return false;
    }

    private void hit(TraceEvent e) {
        fireSuspendEvent(DebugEvent.BREAKPOINT);
        for (LiveProgramThread t : threads()) {
            t.fireSuspendEvent(DebugEvent.BREAKPOINT);
        }
    }

    /** Renews the threads from the fabric's programs, and their labels. */
    private void follow() {
        if (terminated) {
            return;
        }
        List<LiveProgramThread> added = new ArrayList<>();
        List<LiveProgramThread> gone = new ArrayList<>();
        synchronized (threads) {
            Map<String, LiveFabric.ProgramView> now = new LinkedHashMap<>();
            for (LiveFabric.ProgramView v : fabric.programs()) {
                now.put(v.name(), v);
            }
            for (LiveFabric.ProgramView v : now.values()) {
                LiveProgramThread t = threads.get(v.name());
                if (t == null) {
                    t = new LiveProgramThread(this, v);
                    threads.put(v.name(), t);
                    added.add(t);
                } else {
                    t.update(v);
                }
            }
            for (var it = threads.entrySet().iterator(); it.hasNext();) {
                var e = it.next();
                if (!now.containsKey(e.getKey())) {
                    gone.add(e.getValue());
                    it.remove();
                }
            }
        }
        added.forEach(LiveProgramThread::fireCreationEvent);
        gone.forEach(LiveProgramThread::fireTerminateEvent);
        for (LiveProgramThread t : threads()) {
            t.fireChangeEvent(DebugEvent.STATE);
        }
    }

    List<LiveProgramThread> threads() {
        synchronized (threads) {
            return new ArrayList<>(threads.values());
        }
    }

    @Override
    public IDebugTarget getDebugTarget() {
        return this;
    }

    @Override
    public ILaunch getLaunch() {
        return launch;
    }

    @Override
    public IProcess getProcess() {
        return log;
    }

    @Override
    public IThread[] getThreads() {
        return threads().toArray(IThread[]::new);
    }

    @Override
    public boolean hasThreads() {
        return !threads().isEmpty();
    }

    @Override
    public String getName() {
        return name + (isSuspended() && why != null ? " — suspended: " + why : "");
    }

    @Override
    public boolean supportsBreakpoint(IBreakpoint breakpoint) {
        return RdmaDebug.MODEL.equals(breakpoint.getModelIdentifier());
    }

    // ---- run control

    @Override
    public boolean canResume() {
        return !terminated && fabric.isPaused();
    }

    @Override
    public boolean canSuspend() {
        return !terminated && !fabric.isPaused();
    }

    @Override
    public boolean isSuspended() {
        return !terminated && fabric.isPaused();
    }

    @Override
    public void resume() {
        why = null;
        fabric.resume();
        fireResumeEvent(DebugEvent.CLIENT_REQUEST);
        for (LiveProgramThread t : threads()) {
            t.fireResumeEvent(DebugEvent.CLIENT_REQUEST);
        }
    }

    @Override
    public void suspend() {
        why = "suspended by the user: simulated time stands still and each program waits in its next verb";
        fabric.pause();
        fireSuspendEvent(DebugEvent.CLIENT_REQUEST);
        for (LiveProgramThread t : threads()) {
            t.fireSuspendEvent(DebugEvent.CLIENT_REQUEST);
        }
    }

    @Override
    public boolean canTerminate() {
        return !terminated;
    }

    @Override
    public boolean isTerminated() {
        return terminated;
    }

    @Override
    public void terminate() {
        if (terminated) {
            return;
        }
        terminated = true;
        watch.shutdownNow();
        DebugPlugin.getDefault().getBreakpointManager().removeBreakpointListener(this);
        DebugPlugin.getDefault().getBreakpointManager().removeBreakpointManagerListener(this);
        fabric.resume();
        onTerminate.run();
        for (LiveProgramThread t : threads()) {
            t.fireTerminateEvent();
        }
        fireTerminateEvent();
    }

    @Override
    public boolean canDisconnect() {
        return false;
    }

    @Override
    public void disconnect() throws DebugException {
        throw new DebugException(Status.error("a live fabric cannot be disconnected from; terminate it"));
    }

    @Override
    public boolean isDisconnected() {
        return false;
    }

    @Override
    public boolean supportsStorageRetrieval() {
        return false;
    }

    @Override
    public IMemoryBlock getMemoryBlock(long startAddress, long length) throws DebugException {
        throw new DebugException(Status.error("the programs' memory is their own: Debug the Recording to see it region by region"));
    }

    // ---- breakpoints

    @Override
    public void breakpointAdded(IBreakpoint breakpoint) {
        refreshBreakpoints();
    }

    @Override
    public void breakpointRemoved(IBreakpoint breakpoint, IMarkerDelta delta) {
        refreshBreakpoints();
    }

    @Override
    public void breakpointChanged(IBreakpoint breakpoint, IMarkerDelta delta) {
        refreshBreakpoints();
    }

    @Override
    public void breakpointManagerEnablementChanged(boolean enabled) {
        refreshBreakpoints();
    }

    private void refreshBreakpoints() {
        breakpoints = BreakpointSet.of(DebugPlugin.getDefault().getBreakpointManager(), null);
        hits.clear();
    }
}
