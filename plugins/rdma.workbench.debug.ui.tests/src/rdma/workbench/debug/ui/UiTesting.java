package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.examples.Examples;

/** Waiting for the workbench in UI tests: run the event loop until a condition holds, or fail saying what was awaited. */
public final class UiTesting {

    public static final long TIMEOUT_MS = 60_000;
    /** Errors the workbench logged that came from this product's code (an exception in a view's update, say): a test fails on them. */
    private static final List<String> LOGGED = new CopyOnWriteArrayList<>();

    static {
        Platform.addLogListener((status, plugin) -> {
            Throwable t = status.getException();
            StringWriter trace = new StringWriter();
            if (t != null) {
                t.printStackTrace(new PrintWriter(trace));
            }
            if (status.getSeverity() == IStatus.ERROR && trace.toString().contains("at rdma.workbench.")) {
                LOGGED.add(status.getMessage() + "\n" + trace);
            }
        });
    }

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

    /** An empty, open project named {@code name}, made anew if it was there. */
    public static IProject freshProject(String name) throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (project.exists()) {
            project.delete(true, true, null);
        }
        project.create(null);
        project.open(null);
        return project;
    }

    /** The workspace project holding the bundled examples, made the first time it is asked for. */
    public static IProject examples() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("rdma-examples");
        if (!project.exists()) {
            Examples.copyInto(project, null);
        }
        return project;
    }

    /**
     * The active page, its window filling the screen (Xvfb has no window manager to maximize it:
     * screenshots then show every view at a readable size), in the RDMA Debug perspective when
     * {@code debugPerspective}.
     */
    public static IWorkbenchPage page(boolean debugPerspective) throws Exception {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().setBounds(Display.getCurrent().getPrimaryMonitor().getClientArea());
        if (debugPerspective) {
            PlatformUI.getWorkbench().showPerspective(RdmaDebugPerspective.ID, window);
        }
        return window.getActivePage();
    }

    /** Ends what a test left: the RDMA breakpoints, every launch (terminated and removed), the open editors. */
    public static void cleanUp(IWorkbenchPage page) throws Exception {
        DebugPlugin d = DebugPlugin.getDefault();
        d.getBreakpointManager().removeBreakpoints(d.getBreakpointManager().getBreakpoints(RdmaDebug.MODEL), true);
        for (ILaunch l : d.getLaunchManager().getLaunches()) {
            if (l.canTerminate()) {
                l.terminate();
            }
            d.getLaunchManager().removeLaunch(l);
        }
        // a suspended session's source display (a job) may still open its scenario's editor after the session ended:
        // let the jobs finish, then close what they opened, so the next test does not find another editor taking the focus
        long end = System.currentTimeMillis() + 10_000;
        do {
            closeEditors(page);
        } while ((!Job.getJobManager().isIdle() || page.getEditorReferences().length > 0)
                && System.currentTimeMillis() < end && sleep10());
        closeEditors(page);
        List<String> errors = List.copyOf(LOGGED);
        LOGGED.clear();
        org.junit.jupiter.api.Assertions.assertEquals(List.of(), errors, "errors of the product's code in the workbench's log");
    }

    /**
     * Closes the editors one at a time, letting the platform tidy each emptied stack before the
     * next: Close All on an editor area split into stacks (the Animation view puts the diagram
     * beside the scenario editor) races two of CleanupAddon's deferred tidy-ups, and the later one
     * logs a NullPointerException for a stack the earlier one removed.
     */
    private static void closeEditors(IWorkbenchPage page) {
        for (IEditorReference r : page.getEditorReferences()) {
            page.closeEditors(new IEditorReference[] {r}, false);
            drain();
        }
        drain();
    }

    /**
     * Debug As > RDMA Scenario on {@code file}, as a user does: the session stops before the first
     * step (the default), and is resumed from there, towards the test's breakpoints.
     */
    public static SimulationTarget debug(IFile file) {
        ScenarioLaunchShortcut.launch(file, ILaunchManager.DEBUG_MODE);
        waitFor("the session to stop before the first step", () -> session() != null && session().isSuspended());
        SimulationTarget t = session();
        org.junit.jupiter.api.Assertions.assertEquals("At the start: no step has run yet", t.stopReason());
        t.resume();
        return t;
    }

    private static boolean sleep10() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
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
