package rdma.workbench.debug.ui.run;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchesListener2;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.debug.ui.contexts.DebugContextEvent;
import org.eclipse.debug.ui.contexts.IDebugContextListener;
import org.eclipse.debug.ui.contexts.IDebugContextService;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;

import rdma.workbench.debug.process.RunProcess;
import rdma.workbench.debug.record.RunRecord;

/**
 * The run the packet views of a window show: the scenario run or live fabric of the launch
 * selected in the Debug view (or else the latest one), as it stood at its last suspend or at its
 * end (a live fabric's also as it goes). Records are
 * built off the UI thread and handed to the views on it; a view never sees the live engine.
 */
public final class RunFeed implements IDebugContextListener, IDebugEventSetListener, ILaunchesListener2 {

    private static final Map<IWorkbenchWindow, RunFeed> FEEDS = new HashMap<>();

    private final IWorkbenchWindow window;
    private final List<Consumer<RunRecord>> views = new CopyOnWriteArrayList<>();
    private volatile RunProcess followed;
    private volatile long shownVersion = -1;
    private RunRecord current;
    private final Job build = Job.create("Reading the run for the packet views", this::build);

    private RunFeed(IWorkbenchWindow window) {
        this.window = window;
        build.setSystem(true);
        IDebugContextService contexts = DebugUITools.getDebugContextManager().getContextService(window);
        contexts.addDebugContextListener(this);
        DebugPlugin.getDefault().addDebugEventListener(this);
        DebugPlugin.getDefault().getLaunchManager().addLaunchListener(this);
        follow(processOf(contexts.getActiveContext()));
        if (followed == null) {
            follow(latest());
        }
    }

    /** The feed of {@code window}, made on first use (on the UI thread). */
    public static synchronized RunFeed of(IWorkbenchWindow window) {
        return FEEDS.computeIfAbsent(window, RunFeed::new);
    }

    /** Tells {@code view} every record from now on (on the UI thread), and the current one at once if there is one. */
    public void subscribe(Consumer<RunRecord> view) {
        views.add(view);
        if (current != null) {
            view.accept(current);
        }
    }

    public void unsubscribe(Consumer<RunRecord> view) {
        views.remove(view);
    }

    /** The record the views show, or null. */
    public RunRecord current() {
        return current;
    }

    /** The process whose run the views show, or null. */
    public RunProcess followed() {
        return followed;
    }

    private void follow(RunProcess p) {
        if (p == null || p == followed) {
            return;
        }
        followed = p;
        shownVersion = -1;
        build.schedule();
    }

    private IStatus build(IProgressMonitor monitor) {
        RunProcess p = followed;
        if (p == null) {
            return Status.OK_STATUS;
        }
        long version = p.recorded().version();
        if (version == shownVersion || version == 0) {
            return Status.OK_STATUS;
        }
        RunRecord r = p.recorded().record();
        Display d = window.getWorkbench().getDisplay();
        if (!d.isDisposed()) {
            d.asyncExec(() -> {
                if (p != followed) {
                    return;
                }
                shownVersion = version;
                current = r;
                for (Consumer<RunRecord> v : views) {
                    v.accept(r);
                }
            });
        }
        return Status.OK_STATUS;
    }

    @Override
    public void debugContextChanged(DebugContextEvent event) {
        if ((event.getFlags() & DebugContextEvent.ACTIVATED) != 0) {
            follow(processOf(event.getContext()));
        }
    }

    @Override
    public void handleDebugEvents(DebugEvent[] events) {
        for (DebugEvent e : events) {
            if (e.getSource() == followed && e.getKind() == DebugEvent.CHANGE && e.getDetail() == DebugEvent.CONTENT) {
                build.schedule();
            }
        }
    }

    @Override
    public void launchesAdded(ILaunch[] launches) {
    }

    @Override
    public void launchesChanged(ILaunch[] launches) {
        // a launch's process is added once the launch is registered: a new run is followed from its start
        for (ILaunch l : launches) {
            RunProcess p = runProcess(l);
            if (p != null && !p.isTerminated()) {
                follow(p);
            }
        }
    }

    @Override
    public void launchesRemoved(ILaunch[] launches) {
        for (ILaunch l : launches) {
            if (followed != null && followed.getLaunch() == l) {
                followed = null;
                follow(latest());
            }
        }
    }

    @Override
    public void launchesTerminated(ILaunch[] launches) {
    }

    private static RunProcess processOf(ISelection context) {
        if (!(context instanceof IStructuredSelection s) || s.isEmpty()) {
            return null;
        }
        Object o = s.getFirstElement();
        ILaunch launch = null;
        if (o instanceof ILaunch l) {
            launch = l;
        } else if (o instanceof IDebugElement d) {
            launch = d.getLaunch();
        } else if (o instanceof IProcess p) {
            launch = p.getLaunch();
        } else if (o instanceof IAdaptable a && a.getAdapter(ILaunch.class) != null) {
            launch = a.getAdapter(ILaunch.class);
        }
        return launch == null ? null : runProcess(launch);
    }

    private static RunProcess runProcess(ILaunch l) {
        for (IProcess p : l.getProcesses()) {
            if (p instanceof RunProcess s) {
                return s;
            }
        }
        return null;
    }

    private static RunProcess latest() {
        ILaunch[] all = DebugPlugin.getDefault().getLaunchManager().getLaunches();
        for (int i = all.length - 1; i >= 0; i--) {
            RunProcess p = runProcess(all[i]);
            if (p != null) {
                return p;
            }
        }
        return null;
    }
}
