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

import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.engine.stepping.SessionSnapshot;
import rdma.workbench.engine.trace.TraceEvent;

/**
 * A live fabric's console: its trace on the output stream as `rdmawb run` prints it, and on the
 * error stream what it says about the programs (attached, detached, a verb that failed and why,
 * their simulated figures). It ends when the fabric stops; its exit value is 0. Its run is shown
 * in the packet views as it goes, from the trace the fabric freezes now and then.
 */
public final class FabricProcess extends PlatformObject implements RunProcess {

    private final ILaunch launch;
    private final String label;
    private final IFile topology;
    private final RecordedRun recorded;
    private final TextStream out = new TextStream();
    private final TextStream err = new TextStream();
    private final Map<String, String> attributes = new HashMap<>();
    private volatile boolean terminated;
    private Runnable onTerminate = () -> { };

    private final IStreamsProxy streams = new IStreamsProxy() {
        @Override
        public IStreamMonitor getErrorStreamMonitor() {
            return err;
        }

        @Override
        public IStreamMonitor getOutputStreamMonitor() {
            return out;
        }

        @Override
        public void write(String input) {
            // the fabric reads no input
        }
    };

    /** The fabric of {@code topology}, its run recorded for the packet views in {@code recorded}. */
    public FabricProcess(ILaunch launch, String label, IFile topology, RecordedRun recorded) {
        this.launch = launch;
        this.label = label;
        this.topology = topology;
        this.recorded = recorded;
        launch.addProcess(this);
        fire(DebugEvent.CREATE);
    }

    /** A line of the trace. */
    public void println(String line) {
        out.append(line + System.lineSeparator());
    }

    /** A line of what the fabric says about the programs. */
    public void say(String line) {
        err.append(line + System.lineSeparator());
    }

    /** What terminating the process does (stops the fabric). */
    public void onTerminate(Runnable r) {
        onTerminate = r;
    }

    /**
     * Hands the packet views {@code frozen}, the trace as it stands ({@link
     * rdma.workbench.engine.trace.Trace#snapshot()}), at simulated time {@code now} (-1: the run is
     * over), and tells them (on the fabric's thread, while it does not run).
     */
    public void freeze(List<TraceEvent> frozen, long now, SessionSnapshot snapshot) {
        recorded.freeze(frozen, now, snapshot);
        DebugPlugin p = DebugPlugin.getDefault();
        if (p != null) {
            p.fireDebugEventSet(new DebugEvent[] {new DebugEvent(this, DebugEvent.CHANGE, DebugEvent.CONTENT)});
        }
    }

    @Override
    public RecordedRun recorded() {
        return recorded;
    }

    @Override
    public IFile scenario() {
        return null;
    }

    @Override
    public IFile topology() {
        return topology;
    }

    /** The fabric stopped. */
    public void ended() {
        if (!terminated) {
            terminated = true;
            fire(DebugEvent.TERMINATE);
        }
    }

    private void fire(int kind) {
        DebugPlugin.getDefault().fireDebugEventSet(new DebugEvent[] {new DebugEvent(this, kind)});
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
        return streams;
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
        return 0;
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
        onTerminate.run();
    }
}
