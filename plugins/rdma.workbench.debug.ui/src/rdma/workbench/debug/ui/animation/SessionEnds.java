package rdma.workbench.debug.ui.animation;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.ILaunchesListener2;
import org.eclipse.swt.widgets.Display;

import rdma.workbench.debug.process.RunProcess;

/**
 * Tells the Animation view, on the UI thread, of each launch whose run is gone: a debug session
 * terminated, or any launch removed from the Debug view. A run-mode launch ends as soon as its
 * run is over and stays to be replayed, so its end alone is not a going.
 */
final class SessionEnds implements ILaunchesListener2 {

    private final Display display;
    private final Consumer<ILaunch> gone;

    private SessionEnds(Display display, Consumer<ILaunch> gone) {
        this.display = display;
        this.gone = gone;
    }

    /** Listens until {@link #stop()}; {@code gone} hears each launch that went, on {@code display}'s thread. */
    static SessionEnds listen(Display display, Consumer<ILaunch> gone) {
        SessionEnds ends = new SessionEnds(display, gone);
        DebugPlugin.getDefault().getLaunchManager().addLaunchListener(ends);
        return ends;
    }

    void stop() {
        DebugPlugin.getDefault().getLaunchManager().removeLaunchListener(this);
    }

    /** Whether the run of {@code process} is gone already (its news may reach a view after the going). */
    static boolean isGone(RunProcess process) {
        ILaunch launch = process.getLaunch();
        return isEndedSession(launch) || !List.of(manager().getLaunches()).contains(launch);
    }

    private static boolean isEndedSession(ILaunch launch) {
        return launch.getDebugTarget() != null && launch.isTerminated();
    }

    private static ILaunchManager manager() {
        return DebugPlugin.getDefault().getLaunchManager();
    }

    @Override
    public void launchesTerminated(ILaunch[] launches) {
        for (ILaunch l : launches) {
            if (isEndedSession(l)) {
                tell(l);
            }
        }
    }

    @Override
    public void launchesRemoved(ILaunch[] launches) {
        for (ILaunch l : launches) {
            tell(l);
        }
    }

    @Override
    public void launchesAdded(ILaunch[] launches) {
        // a new launch is the feed's news, not an end
    }

    @Override
    public void launchesChanged(ILaunch[] launches) {
        // a process or a target added is the feed's news, not an end
    }

    /** The launch manager tells from the thread that removed or ended the launch: the view hears it on the UI thread. */
    private void tell(ILaunch launch) {
        if (!display.isDisposed()) {
            display.asyncExec(() -> gone.accept(launch));
        }
    }
}
