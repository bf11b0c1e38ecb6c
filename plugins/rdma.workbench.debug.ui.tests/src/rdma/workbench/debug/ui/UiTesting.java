package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.function.BooleanSupplier;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.swt.widgets.Display;

import rdma.workbench.debug.model.SimulationTarget;

/** Waiting for the workbench in UI tests: run the event loop until a condition holds, or fail saying what was awaited. */
public final class UiTesting {

    public static final long TIMEOUT_MS = 60_000;

    private UiTesting() {
    }

    /** Runs what the event loop has pending. */
    public static void drain() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // run what is pending
        }
    }

    public static void waitFor(String what, BooleanSupplier condition) {
        long end = System.currentTimeMillis() + TIMEOUT_MS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                SimulationTarget s = session();
                fail("waited " + TIMEOUT_MS + " ms for " + what + (s == null ? "" : "; the session: " + s.getName() + ", " + s.stopReason()));
            }
            if (!Display.getCurrent().readAndDispatch()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        drain();
    }

    /** The debug session of the first launch that has one, or null. */
    public static SimulationTarget session() {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            for (IDebugTarget t : l.getDebugTargets()) {
                if (t instanceof SimulationTarget s) {
                    return s;
                }
            }
        }
        return null;
    }
}
