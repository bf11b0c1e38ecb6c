package rdma.workbench.bench.help;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtension;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

import rdma.workbench.doc.HelpServerStart;

/**
 * `rdmawb bench-help`, one of its two runs: the product as a user starts it (its own application, the IDE workbench),
 * then Help > Help Contents a fixed time after the first window shows, timed until the help window shows the guide's
 * first page. The baseline run ({@code --baseline}) turns off the help server's start in the background, so that Help
 * starts it as the platform alone would; the other run prints itself beside the baseline's figure.
 */
public final class HelpBenchmark implements IApplication {

    /** The title and first heading of the page Help > Help Contents opens on (the product's help_home). */
    static final String HOME_PAGE_TEXT = "RDMA Workbench User Guide";
    private static final String PRODUCT_APPLICATION = "org.eclipse.ui.ide.workbench";
    private static final double GOAL_SECONDS = 3;
    private static final long GIVE_UP_MILLIS = 120_000;
    private static final int POLL_MILLIS = 20;

    /** Whether any frame of the help window, at any depth, shows the home page's text; frames are on one origin. */
    private static final String SHOWS_HOME_PAGE = """
            function shows(w) {
              try {
                if (w.document && w.document.body && w.document.body.innerText.indexOf('%s') >= 0) return true;
                for (var i = 0; i < w.frames.length; i++) if (shows(w.frames[i])) return true;
              } catch (e) {}
              return false;
            }
            return shows(window);
            """.formatted(HOME_PAGE_TEXT);

    private volatile int exit = EXIT_OK;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
        Options options = Options.parse(args);
        if (options.baseline()) {
            // read by the start-up class when the workbench runs it, after this
            System.setProperty(HelpServerStart.ENABLED_PROPERTY, "false");
        }
        Thread user = new Thread(() -> actAsTheUser(options.baseline(), options.clickAfterMillis(), options.results()), "bench-help user");
        user.setDaemon(true);
        user.start();
        Object status = productApplication().start(context);
        return exit != EXIT_OK ? exit : status;
    }

    /** The command line: {@code --baseline}, {@code --click-after SECONDS} (default 10), {@code --results FILE}. */
    private record Options(boolean baseline, long clickAfterMillis, Path results) {

        static Options parse(String[] args) {
            boolean baseline = false;
            double clickAfter = 10;
            Path results = null;
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--baseline" -> baseline = true;
                    case "--click-after" -> clickAfter = Double.parseDouble(args[++i]);
                    case "--results" -> results = Path.of(args[++i]);
                    default -> throw new IllegalArgumentException("bench-help: unknown argument " + args[i]);
                }
            }
            return new Options(baseline, Math.round(clickAfter * 1000), results);
        }
    }

    @Override
    public void stop() {
        // the benchmark closes its workbench itself
    }

    /** The product's own application, as its launcher would start it. */
    private static IApplication productApplication() throws CoreException {
        IExtension app = Platform.getExtensionRegistry().getExtension("org.eclipse.core.runtime.applications", PRODUCT_APPLICATION);
        for (IConfigurationElement application : app.getConfigurationElements()) {
            for (IConfigurationElement run : application.getChildren("run")) {
                return (IApplication) run.createExecutableExtension("class");
            }
        }
        throw new IllegalStateException("the application " + PRODUCT_APPLICATION + " has no class to run");
    }

    private void actAsTheUser(boolean baseline, long clickAfterMillis, Path results) {
        try {
            long windowShown = waitForTheFirstWindow();
            Thread.sleep(clickAfterMillis);
            boolean backgroundDone = Job.getJobManager().find(HelpServerStart.FAMILY).length == 0;
            Display display = PlatformUI.getWorkbench().getDisplay();
            long[] shown = new long[2]; // the help window's shell, its page's text
            CountDownLatch done = new CountDownLatch(1);
            long clicked = System.nanoTime();
            display.asyncExec(() -> {
                PlatformUI.getWorkbench().getHelpSystem().displayHelp();
                poll(display, clicked, shown, done);
            });
            if (!done.await(GIVE_UP_MILLIS, TimeUnit.MILLISECONDS) || shown[1] == 0) {
                throw new IllegalStateException("the help window did not show \"" + HOME_PAGE_TEXT + "\" within " + GIVE_UP_MILLIS / 1000 + " s");
            }
            report(baseline, backgroundDone, (shown[0] - clicked) / 1e9, (shown[1] - clicked) / 1e9,
                    (clicked - windowShown) / 1e9, results);
        } catch (Exception e) {
            System.out.println("bench-help: " + e.getMessage());
            exit = 1;
        } finally {
            if (PlatformUI.isWorkbenchRunning()) {
                PlatformUI.getWorkbench().getDisplay().asyncExec(() -> PlatformUI.getWorkbench().close());
            }
        }
    }

    /** Waits for the workbench's first window and returns when it showed. */
    private static long waitForTheFirstWindow() throws InterruptedException {
        long deadline = System.currentTimeMillis() + GIVE_UP_MILLIS;
        while (System.currentTimeMillis() < deadline) {
            if (PlatformUI.isWorkbenchRunning()) {
                boolean[] open = new boolean[1];
                PlatformUI.getWorkbench().getDisplay().syncExec(() -> {
                    var w = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
                    open[0] = w != null && w.getShell().isVisible();
                });
                if (open[0]) {
                    return System.nanoTime();
                }
            }
            Thread.sleep(POLL_MILLIS);
        }
        throw new IllegalStateException("the workbench window did not open within " + GIVE_UP_MILLIS / 1000 + " s");
    }

    /** Every {@link #POLL_MILLIS} on the UI thread: notes when the help window shows and when it shows the home page. */
    private static void poll(Display display, long clicked, long[] shown, CountDownLatch done) {
        for (Shell s : display.getShells()) {
            Browser b = s.isVisible() && s.getText().startsWith("Help - ") ? browserIn(s) : null;
            if (b == null) {
                continue;
            }
            if (shown[0] == 0) {
                shown[0] = System.nanoTime();
            }
            if (Boolean.TRUE.equals(b.evaluate(SHOWS_HOME_PAGE))) {
                shown[1] = System.nanoTime();
                done.countDown();
                return;
            }
        }
        if (System.nanoTime() - clicked > TimeUnit.MILLISECONDS.toNanos(GIVE_UP_MILLIS)) {
            done.countDown();
            return;
        }
        display.timerExec(POLL_MILLIS, () -> poll(display, clicked, shown, done));
    }

    private static Browser browserIn(Control c) {
        if (c instanceof Browser b) {
            return b;
        }
        if (c instanceof Composite comp) {
            for (Control k : comp.getChildren()) {
                Browser b = browserIn(k);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    private static void report(boolean baseline, boolean backgroundDone, double toWindow, double toText,
            double clickedAfter, Path results) throws Exception {
        String run = baseline ? "baseline: the help server started by Help itself" : "the help server started in the background";
        System.out.printf(Locale.ROOT, "Help benchmark, %s (%d cores, %d MiB heap)%n", run, Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        System.out.printf(Locale.ROOT, "  %-58s %8.2f s%n", "Help > Help Contents clicked, after the first window", clickedAfter);
        if (!baseline) {
            System.out.printf(Locale.ROOT, "  %-58s %s%n", "the background start by then", backgroundDone ? "finished" : "still running");
        }
        System.out.printf(Locale.ROOT, "  %-58s %8.2f s%n", "to the help window", toWindow);
        System.out.printf(Locale.ROOT, "  %-58s %8.2f s%n", "to the text of its first page (\"" + HOME_PAGE_TEXT + "\")", toText);
        if (results == null) {
            return;
        }
        if (baseline) {
            Files.writeString(results, Double.toString(toText) + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING);
            return;
        }
        double before = Double.parseDouble(Files.readString(results, StandardCharsets.UTF_8).trim());
        System.out.printf(Locale.ROOT, "  %-58s %8.2f x%n", "first page, background start / baseline", toText / before);
        System.out.printf(Locale.ROOT, "  %-58s %s%n", "", (toText < GOAL_SECONDS ? "met: " : "NOT MET: ")
                + String.format(Locale.ROOT, "Help shows its first page within %.0f s of the click", GOAL_SECONDS));
    }
}
