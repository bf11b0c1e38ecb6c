package rdma.workbench.debug.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarkerDelta;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IBreakpointListener;
import org.eclipse.debug.core.IBreakpointManager;
import org.eclipse.debug.core.IBreakpointManagerListener;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.core.model.IMemoryBlockRetrieval;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IThread;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.breakpoints.BreakpointSet;
import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.StepBreakpoint;
import rdma.workbench.debug.process.ScenarioProcess;
import rdma.workbench.engine.stepping.MrSnapshot;
import rdma.workbench.engine.stepping.ProgramSnapshot;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * The simulation as a debug target: "rc-send-recv, seed 1 — suspended at 12.345 µs", one thread
 * per program. Commands run one at a time on the engine's own thread; when one stops, the state
 * the views show is taken there ({@link Pause}) and the platform hears of it. The target stays
 * after the run is over, so the user can still look and go back, until it is terminated.
 */
public final class SimulationTarget extends RdmaDebugElement implements IDebugTarget, IMemoryBlockRetrieval, ReverseStepping,
        IBreakpointListener, IBreakpointManagerListener {

    private enum Mode {
        RUNNING, SUSPENDED, TERMINATED
    }

    private final ILaunch launch;
    private final ScenarioProcess process;
    private final String name;
    private final IFile scenario;
    private final EngineDriver driver;
    private final List<ProgramThread> threads = new ArrayList<>();
    private final ExecutorService engine = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "RDMA engine");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<Mode> mode = new AtomicReference<>(Mode.RUNNING);
    /** Suspends, resumes and terminations happen one at a time: the platform must hear them in the order they happened. */
    private final Object transitions = new Object();
    private volatile boolean stepping;
    private volatile Pause pause;
    private volatile boolean stale;
    private final ScenarioWatch watch;
    private volatile Runnable onRunOver = () -> {
    };
    private final Map<String, IMemoryBlockRetrieval> hostMemories = new ConcurrentHashMap<>();

    public SimulationTarget(ILaunch launch, ScenarioProcess process, String name, IFile scenario, Session session, long limitNanos) {
        super(null);
        this.launch = launch;
        this.process = process;
        this.name = name;
        this.scenario = scenario;
        this.driver = new EngineDriver(session, limitNanos);
        for (ProgramSnapshot p : session.programs()) {
            threads.add(new ProgramThread(this, p.name(), p.host()));
        }
        driver.onHitCountReached(this::disableAfterHitCount);
        IBreakpointManager manager = DebugPlugin.getDefault().getBreakpointManager();
        manager.addBreakpointListener(this);
        manager.addBreakpointManagerListener(this);
        driver.setBreakpoints(BreakpointSet.of(manager, scenario));
        process.onTerminate(this::terminate);
        watch = new ScenarioWatch(scenario, this::scenarioChanged);
    }

    /** What to do, on the engine thread, the first time the run is over (results, captures). */
    public void onRunOver(Runnable r) {
        onRunOver = r;
    }

    /** Starts the run: suspended before its first event, or running to the first breakpoint. */
    public void start(boolean suspendAtStart) {
        fireCreationEvent();
        for (ProgramThread t : threads) {
            t.fireCreationEvent();
        }
        if (suspendAtStart) {
            command(DebugEvent.CLIENT_REQUEST, false, () -> Stop.request("At the start: no step has run yet"));
        } else {
            command(DebugEvent.CLIENT_REQUEST, false, driver::resume);
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

    Pause pause() {
        return pause;
    }

    /** Why the run stopped last, in words; null while it runs. */
    public String stopReason() {
        Pause p = pause;
        return p == null || mode.get() != Mode.SUSPENDED ? null : p.stop.why();
    }

    /** Whether the run is over (every program finished, or its time limit): only looking and going back remain. */
    public boolean isOver() {
        Pause p = pause;
        return mode.get() == Mode.SUSPENDED && p != null && p.stop.over();
    }

    /** The scenario file this run comes from. */
    public IFile scenario() {
        return scenario;
    }

    /** Whether the scenario was changed since the launch: this run no longer shows it. */
    public boolean isStale() {
        return stale;
    }

    /** The engine position (events run) at the last suspend; -1 while running. */
    public long position() {
        Pause p = pause;
        return p == null || mode.get() != Mode.SUSPENDED ? -1 : p.snapshot.events();
    }

    /** The state hash of the session at the last suspend (tests compare it after going back and forth). */
    public long stateHash() throws DebugException {
        return call(() -> driver.session().stateHash());
    }

    @Override
    public String getName() {
        String head = name + ", seed " + driver.session().seed();
        String state = switch (mode.get()) {
            case RUNNING -> "running";
            case TERMINATED -> "terminated";
            case SUSPENDED -> {
                Pause p = pause;
                yield (p != null && p.stop.over() ? "over, " : "suspended ") + String.format(Locale.ROOT, "at %.3f \u00b5s", p == null ? 0.0
                        : p.snapshot.time() / 1000.0) + (p == null ? "" : ", event " + p.snapshot.events());
            }
        };
        return head + " \u2014 " + state + (stale ? " [the scenario changed since the launch: restart to run it]" : "");
    }

    @Override
    public IProcess getProcess() {
        return process;
    }

    @Override
    public IThread[] getThreads() {
        return mode.get() == Mode.TERMINATED ? new IThread[0] : threads.toArray(new IThread[0]);
    }

    @Override
    public boolean hasThreads() {
        return mode.get() != Mode.TERMINATED && !threads.isEmpty();
    }

    /** The thread of {@code program}, or null. */
    public ProgramThread thread(String program) {
        for (ProgramThread t : threads) {
            if (t.program().equals(program)) {
                return t;
            }
        }
        return null;
    }

    @Override
    public boolean supportsBreakpoint(IBreakpoint b) {
        return b instanceof EventBreakpoint || b instanceof StepBreakpoint s && scenario.equals(s.getMarker().getResource());
    }

    // ---- commands

    boolean canGoOn() {
        Pause p = pause;
        return mode.get() == Mode.SUSPENDED && p != null && !p.stop.over();
    }

    boolean isStepping() {
        return stepping;
    }

    @Override
    public boolean canResume() {
        return canGoOn();
    }

    @Override
    public boolean canSuspend() {
        return mode.get() == Mode.RUNNING;
    }

    @Override
    public boolean isSuspended() {
        return mode.get() == Mode.SUSPENDED;
    }

    @Override
    public void resume() {
        if (canResume()) {
            command(DebugEvent.CLIENT_REQUEST, false, driver::resume);
        }
    }

    @Override
    public void suspend() {
        if (mode.get() == Mode.RUNNING) {
            driver.session().pause();
        }
    }

    void stepInto(ProgramThread t) {
        if (canGoOn()) {
            command(DebugEvent.STEP_INTO, true, () -> driver.stepInto(t.program()));
        }
    }

    void stepOver(ProgramThread t) {
        if (canGoOn()) {
            command(DebugEvent.STEP_OVER, true, () -> driver.stepOver(t.program()));
        }
    }

    void stepReturn(ProgramThread t) {
        if (canGoOn()) {
            command(DebugEvent.STEP_RETURN, true, () -> driver.stepReturn(t.program()));
        }
    }

    void runToStep(ProgramThread t, String stepId) {
        if (canGoOn()) {
            command(DebugEvent.CLIENT_REQUEST, false, () -> driver.runToStep(t.program(), stepId));
        }
    }

    @Override
    public boolean canStepBack() {
        Pause p = pause;
        return mode.get() == Mode.SUSPENDED && p != null && p.snapshot.events() > 0;
    }

    @Override
    public void stepBack() {
        stepBack(threads.isEmpty() ? null : threads.get(0));
    }

    void stepBack(ProgramThread t) {
        if (canStepBack()) {
            command(DebugEvent.STEP_INTO, true, () -> driver.stepBack(t == null ? null : t.program()));
        }
    }

    @Override
    public boolean canStepBackOver() {
        return canStepBack();
    }

    @Override
    public void stepBackOver() {
        if (!threads.isEmpty()) {
            stepBackOver(threads.get(0));
        }
    }

    void stepBackOver(ProgramThread t) {
        if (canStepBack()) {
            command(DebugEvent.STEP_OVER, true, () -> driver.stepBackOver(t.program()));
        }
    }

    /** Goes back to right after trace record {@code seq} ({@code what} names it for the Debug view). */
    public void backToEvent(long seq, String what) {
        if (canStepBack()) {
            command(DebugEvent.CLIENT_REQUEST, false, () -> driver.backToEvent(seq, what));
        }
    }

    /** Runs until the next event would happen after {@code nanos}, or a breakpoint. */
    public void runToTime(long nanos) {
        if (canResume()) {
            command(DebugEvent.CLIENT_REQUEST, false, () -> driver.runToTime(nanos));
        }
    }

    /** Goes to just before engine event {@code position}, forward or back, passing breakpoints by ({@code why} says where, for the Debug view). */
    public void runToPosition(long position, String why) {
        if (mode.get() == Mode.SUSPENDED) {
            command(DebugEvent.CLIENT_REQUEST, false, () -> driver.runToPosition(position, why));
        }
    }

    /** The trace record {@code seq} once the run has passed it, else null (read on the engine thread, while suspended). */
    public TraceEvent traceEvent(long seq) throws DebugException {
        return call(() -> {
            List<TraceEvent> events = driver.session().trace().events();
            return seq < events.size() ? events.get((int) seq) : null;
        });
    }

    /** The simulated time the run stands at while suspended, or -1. */
    public long suspendedTime() {
        Pause p = pause;
        return mode.get() == Mode.SUSPENDED && p != null ? p.snapshot.time() : -1;
    }

    @Override
    public boolean canReverseResume() {
        return canStepBack();
    }

    @Override
    public void reverseResume() {
        if (canReverseResume()) {
            command(DebugEvent.CLIENT_REQUEST, false, driver::reverseResume);
        }
    }

    /**
     * Runs {@code what} on the engine thread; the platform hears of the resume now and of the
     * suspend when it returns. A command asked for while another runs (two quick key presses) is dropped.
     */
    private void command(int resumeDetail, boolean step, Supplier<Stop> what) {
        synchronized (transitions) {
            if (!mode.compareAndSet(Mode.SUSPENDED, Mode.RUNNING) && !(pause == null && mode.get() == Mode.RUNNING)) {
                return;
            }
            stepping = step;
            fireResumeEvent(resumeDetail);
            for (ProgramThread t : threads) {
                t.fireResumeEvent(resumeDetail);
            }
        }
        engine.execute(() -> {
            Stop stop;
            try {
                stop = what.get();
            } catch (RuntimeException e) {
                DebugPlugin.log(e);
                stop = Stop.over("internal error of the debugger: " + e + " (details in the error log)");
            } finally {
                // a pause asked for as this command ended (or of one that never looks: going back) must not stop the next at once
                driver.session().clearPause();
            }
            try {
                suspended(stop);
            } catch (RuntimeException e) {
                DebugPlugin.log(e);
                suspended(Stop.over("internal error of the debugger: " + e + " (details in the error log)"));
            }
        });
    }

    private void suspended(Stop stop) {
        Pause before = pause;
        Pause now = Pause.take(driver.session(), stop, before);
        if (mode.get() != Mode.TERMINATED) {
            process.freezeTrace(driver.session().trace(), now.snapshot.time(), now.snapshot);
        }
        if (stop.over() && mode.get() != Mode.TERMINATED) {
            process.println("\u2014 " + stop.why(), null);
            Runnable r = onRunOver;
            onRunOver = () -> {
            };
            r.run();
        }
        synchronized (transitions) {
            if (mode.get() == Mode.TERMINATED) {
                return;
            }
            pause = now;
            if (before != null && now.snapshot.events() < before.snapshot.events()) {
                // the console keeps what it printed: say where the run went back to, so the lines after it read as a second pass
                process.println(String.format(Locale.ROOT, "\u27f2 back to event %d at %.3f us: the lines from here on repeat the run from that point",
                        now.snapshot.events(), now.snapshot.time() / 1000.0), null);
            }
            stepping = false;
            mode.set(Mode.SUSPENDED);
            fireSuspendEvent(stop.detail());
            // the Debug view selects the thread that suspends first: the one the stop concerns
            ProgramThread focus = focus(stop);
            if (focus != null) {
                focus.fireSuspendEvent(stop.detail());
            }
            for (ProgramThread t : threads) {
                if (t != focus) {
                    t.fireSuspendEvent(DebugEvent.CLIENT_REQUEST);
                }
            }
        }
    }

    /** The thread the stop concerns, or the first program still running, or the first. */
    private ProgramThread focus(Stop stop) {
        if (stop.program() != null && thread(stop.program()) != null) {
            return thread(stop.program());
        }
        for (ProgramThread t : threads) {
            if (t.canStepOver()) {
                return t;
            }
        }
        return threads.isEmpty() ? null : threads.get(0);
    }

    /** Runs {@code what} on the engine thread and waits for its answer (only while suspended). */
    private <T> T call(Callable<T> what) throws DebugException {
        try {
            if (engine.isShutdown()) {
                throw new DebugException(Status.error("the session is terminated"));
            }
            return engine.submit(what).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DebugException(Status.error("interrupted"));
        } catch (ExecutionException e) {
            throw new DebugException(Status.error("the engine failed: " + e.getCause(), e.getCause()));
        }
    }

    // ---- terminating

    @Override
    public boolean canTerminate() {
        return mode.get() != Mode.TERMINATED;
    }

    @Override
    public boolean isTerminated() {
        return mode.get() == Mode.TERMINATED;
    }

    @Override
    public void terminate() {
        Pause p = pause;
        if (terminateQuietly()) {
            process.finished(p != null && p.stop.over() && p.passed ? ScenarioProcess.PASSED : ScenarioProcess.FAILED);
        }
    }

    /** Ends the session; whether it was still alive. */
    private boolean terminateQuietly() {
        synchronized (transitions) {
            if (mode.getAndSet(Mode.TERMINATED) == Mode.TERMINATED) {
                return false;
            }
            driver.session().pause();
            engine.shutdown();
            watch.dispose();
            IBreakpointManager manager = DebugPlugin.getDefault().getBreakpointManager();
            manager.removeBreakpointListener(this);
            manager.removeBreakpointManagerListener(this);
            for (ProgramThread t : threads) {
                t.fireTerminateEvent();
            }
            fireTerminateEvent();
            return true;
        }
    }

    private final RestartCommand restart = new RestartCommand(this);

    RestartCommand restartCommand() {
        return restart;
    }

    /** Ends this session and launches its configuration again in the same mode (same seed). */
    public void restart() throws CoreException {
        terminate();
        launch.getLaunchConfiguration().launch(launch.getLaunchMode(), null);
    }

    @Override
    public boolean canDisconnect() {
        return false;
    }

    @Override
    public void disconnect() throws DebugException {
        throw new DebugException(Status.error("a simulation cannot be disconnected from; terminate it"));
    }

    @Override
    public boolean isDisconnected() {
        return false;
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
        driver.setBreakpoints(BreakpointSet.of(DebugPlugin.getDefault().getBreakpointManager(), scenario));
    }

    private void disableAfterHitCount(IBreakpoint b) {
        new Job("Disable breakpoint after its hit count") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    b.setEnabled(false);
                } catch (CoreException e) {
                    return e.getStatus();
                }
                return Status.OK_STATUS;
            }
        }.schedule();
    }

    // ---- the scenario changed while suspended

    private void scenarioChanged() {
        if (!stale && mode.get() != Mode.TERMINATED) {
            stale = true;
            fireChangeEvent(DebugEvent.STATE);
        }
    }

    // ---- memory

    @Override
    public boolean supportsStorageRetrieval() {
        return true;
    }

    @Override
    public IMemoryBlock getMemoryBlock(long startAddress, long length) throws DebugException {
        return memoryBlock(null, startAddress, length);
    }

    /**
     * The memory of {@code host}, for the Memory view: one object per host, so the view lists a
     * region's block while a frame or thread of that host is selected.
     */
    IMemoryBlockRetrieval hostMemory(String host) {
        return hostMemories.computeIfAbsent(host, h -> new IMemoryBlockRetrieval() {
            @Override
            public boolean supportsStorageRetrieval() {
                return true;
            }

            @Override
            public IMemoryBlock getMemoryBlock(long startAddress, long length) throws DebugException {
                return memoryBlock(h, startAddress, length);
            }
        });
    }

    /** A block of the memory region of {@code host} (any host when null) that holds the range. */
    IMemoryBlock memoryBlock(String host, long start, long length) throws DebugException {
        Pause p = pause;
        if (p == null) {
            throw new DebugException(Status.error("the run has not suspended yet"));
        }
        List<RegionKey> in = p.regionsHolding(host, start, length);
        if (in.isEmpty()) {
            throw new DebugException(Status.error(String.format(Locale.ROOT, "no memory region%s holds 0x%x..0x%x", host == null ? "" : " of " + host,
                    start, start + length)));
        }
        if (in.size() > 1) {
            throw new DebugException(Status.error(String.format(Locale.ROOT,
                    "memory regions of several hosts hold 0x%x: select a program's thread or frame first, to say which host", start)));
        }
        return new RegionMemoryBlock(this, in.get(0), start, length);
    }

    /** The whole memory region {@code key} as a block. */
    IMemoryBlock regionBlock(RegionKey key) throws DebugException {
        MrSnapshot m = region(key);
        if (m == null) {
            throw new DebugException(Status.error("the memory region is not registered at this point of the run"));
        }
        return new RegionMemoryBlock(this, key, m.addr(), m.length());
    }

    MrSnapshot region(RegionKey key) {
        Pause p = pause;
        return p == null ? null : p.region(key);
    }

    /** Identifies this model for the platform's breakpoint and presentation lookups. */
    @Override
    public String getModelIdentifier() {
        return RdmaDebug.MODEL;
    }
}
