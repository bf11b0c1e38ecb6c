package rdma.workbench.debug.process;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.PlatformObject;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IStreamMonitor;
import org.eclipse.debug.core.model.IStreamsProxy;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.engine.stepping.SessionSnapshot;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * A scenario run as the platform sees a process: its console shows the trace (errors on the
 * error stream, which the console colours), it can be terminated, and its exit value says how
 * the run went — 0 every expectation held, 1 some did not, 2 it could not run, as `rdmawb run`.
 * Each line remembers the step it belongs to, so the console can link it there.
 */
public final class ScenarioProcess extends PlatformObject implements RunProcess {

    /** The exit value of a run whose expectations all held. */
    public static final int PASSED = 0;
    public static final int FAILED = 1;
    public static final int NOT_RUN = 2;
    private static final int LINKED_LINES = 100_000;

    private final ILaunch launch;
    private final String label;
    private final IFile scenario;
    private final IFile topology;
    private final TextStream out = new TextStream();
    private final TextStream err = new TextStream();
    private final Map<String, String> attributes = new HashMap<>();
    /**
     * The step of the latest lines (a console shows the latest; a long run's first lines have
     * scrolled out of it), and those lines in the order they came, to forget the oldest.
     */
    private final Map<String, String> stepOfLine = new HashMap<>();
    private final String[] linked = new String[LINKED_LINES];
    private int nextLinked;
    private volatile TraceConsole console;
    private volatile Runnable terminator = () -> {
    };
    private volatile boolean terminated;
    private volatile int exitValue = NOT_RUN;
    private final RecordedRun recorded;

    /** A run of {@code scenario} on {@code topology} (the topology file it was loaded with; either may be null outside a workspace). */
    public ScenarioProcess(ILaunch launch, String label, IFile scenario, IFile topology, RecordedRun recorded) {
        this.launch = launch;
        this.label = label;
        this.scenario = scenario;
        this.topology = topology;
        this.recorded = recorded;
        attributes.put(ATTR_PROCESS_TYPE, RdmaDebug.PROCESS_TYPE);
        attributes.put(ATTR_PROCESS_LABEL, label);
        launch.addProcess(this);
        fire(DebugEvent.CREATE);
    }

    /** What terminating the process does (stop the run, end the debug session). */
    public void onTerminate(Runnable r) {
        terminator = r;
    }

    /**
     * Shows {@code trace} on the console from now on (it must keep its events): its lines are
     * written when the run suspends or ends, before any other line, and while it runs (see {@link TraceConsole}).
     */
    public void showTrace(Trace trace) {
        TraceConsole c = new TraceConsole(this, trace.events(), TraceConsole.consoleLimit());
        trace.addListener(c);
        console = c;
    }

    /** Writes the trace's lines not written yet: call it on the thread that runs the engine. */
    public void writeTrace() {
        TraceConsole c = console;
        if (c != null) {
            c.write();
        }
    }

    /** Prints {@code line} on the trace stream, after the trace's lines so far; {@code stepId}, when not null, is the step the line belongs to. */
    public void println(String line, String stepId) {
        writeTrace();
        append(line, stepId, false);
    }

    /** Prints {@code line} on the error stream, after the trace's lines so far. */
    public void printError(String line, String stepId) {
        writeTrace();
        append(line, stepId, true);
    }

    /** Writes {@code line} on the error stream or the trace stream, as it is. */
    void append(String line, String stepId, boolean error) {
        remember(line, stepId);
        (error ? err : out).append(line + System.lineSeparator());
    }

    private void remember(String line, String stepId) {
        if (stepId == null) {
            return;
        }
        synchronized (stepOfLine) {
            if (stepOfLine.putIfAbsent(line, stepId) == null) {
                String oldest = linked[nextLinked];
                if (oldest != null) {
                    stepOfLine.remove(oldest);
                }
                linked[nextLinked] = line;
                nextLinked = (nextLinked + 1) % LINKED_LINES;
            }
        }
    }

    /** The scenario file the run comes from: the console's links open it. */
    @Override
    public IFile scenario() {
        return scenario;
    }

    /**
     * The topology file the run was loaded with, or null when the scenario named none in the
     * workspace: the diagram the run is drawn on, even if the scenario was since saved naming another.
     */
    @Override
    public IFile topology() {
        return topology;
    }

    @Override
    public RecordedRun recorded() {
        return recorded;
    }

    /**
     * Freezes the run's trace for the packet views (on the engine thread, while it does not run)
     * and tells them: a CHANGE event of this process with detail CONTENT.
     */
    public void freezeTrace(Trace trace, long now, SessionSnapshot snapshot) {
        writeTrace();
        recorded.freeze(trace.snapshot(), now, snapshot);
        DebugPlugin p = DebugPlugin.getDefault();
        if (p != null) {
            p.fireDebugEventSet(new DebugEvent[] {new DebugEvent(this, DebugEvent.CHANGE, DebugEvent.CONTENT)});
        }
    }

    /** The step the console line {@code line} belongs to, or null. */
    public String stepOf(String line) {
        synchronized (stepOfLine) {
            return stepOfLine.get(line);
        }
    }

    /** The run is over (or was stopped): the console says so and the process ends with {@code value}. */
    public void finished(int value) {
        if (terminated) {
            return;
        }
        exitValue = value;
        terminated = true;
        fire(DebugEvent.TERMINATE);
    }

    private void fire(int kind) {
        DebugPlugin p = DebugPlugin.getDefault();
        if (p != null) {
            p.fireDebugEventSet(new DebugEvent[] {new DebugEvent(this, kind)});
        }
    }

    @Override
    public String getLabel() {
        return label;
    }

    @Override
    public ILaunch getLaunch() {
        return launch;
    }

    @Override
    public IStreamsProxy getStreamsProxy() {
        return new IStreamsProxy() {
            @Override
            public IStreamMonitor getOutputStreamMonitor() {
                return out;
            }

            @Override
            public IStreamMonitor getErrorStreamMonitor() {
                return err;
            }

            @Override
            public void write(String input) {
                // a scenario reads no input
            }
        };
    }

    @Override
    public void setAttribute(String key, String value) {
        attributes.put(key, value);
    }

    @Override
    public String getAttribute(String key) {
        return attributes.get(key);
    }

    @Override
    public int getExitValue() {
        return exitValue;
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
        if (!terminated) {
            terminator.run();
            finished(exitValue);
        }
    }
}
