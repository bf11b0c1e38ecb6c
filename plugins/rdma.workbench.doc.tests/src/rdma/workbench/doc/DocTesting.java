package rdma.workbench.doc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.help.internal.base.BaseHelpSystem;
import org.eclipse.help.internal.server.WebappManager;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

/** Waiting for the workbench, the workbench's log, the help server and screenshots, for the tests of the guide, Welcome and lessons. */
// the help server, the cheat sheet view and the menu bar have no API for what a test must see of them
@SuppressWarnings("restriction")
final class DocTesting {

    static final long TIMEOUT_MS = 90_000;
    /** Every error the workbench logged while a test ran: the Welcome page, the help and the lessons must log none. */
    private static final List<String> LOGGED = new CopyOnWriteArrayList<>();

    static {
        Platform.addLogListener((status, plugin) -> {
            if (status.getSeverity() == IStatus.ERROR) {
                StringWriter trace = new StringWriter();
                if (status.getException() != null) {
                    status.getException().printStackTrace(new PrintWriter(trace));
                }
                LOGGED.add(status.getPlugin() + ": " + status.getMessage() + "\n" + trace);
            }
        });
    }

    private DocTesting() {
    }

    static void drain() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // run what is pending
        }
    }

    static void waitFor(String what, BooleanSupplier condition) {
        long end = System.currentTimeMillis() + TIMEOUT_MS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                fail("waited " + TIMEOUT_MS + " ms for " + what);
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

    /** Runs the event loop for {@code ms}: lets a browser load and paint. */
    static void settle(long ms) {
        long end = System.currentTimeMillis() + ms;
        while (System.currentTimeMillis() < end) {
            if (!Display.getCurrent().readAndDispatch()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** The active page, its window filling the screen (Xvfb has no window manager to maximize it). */
    static IWorkbenchPage page() {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().setBounds(Display.getCurrent().getPrimaryMonitor().getClientArea());
        return window.getActivePage();
    }

    /** Fails with what was logged if the workbench logged an error since the last call. */
    static void assertNothingLogged() {
        List<String> errors = List.copyOf(LOGGED);
        LOGGED.clear();
        assertEquals(List.of(), errors, "errors in the workbench's log");
    }

    static void forgetLogged() {
        LOGGED.clear();
    }

    /** GET of {@code path} on the help server (started first when needed): the status and the body. */
    static Response help(String path) throws IOException {
        BaseHelpSystem.ensureWebappRunning();
        URI uri = URI.create("http://" + WebappManager.getHost() + ":" + WebappManager.getPort() + path);
        HttpURLConnection c = (HttpURLConnection) uri.toURL().openConnection();
        c.setConnectTimeout(30_000);
        c.setReadTimeout(120_000);
        int status = c.getResponseCode();
        try (InputStream in = status < 400 ? c.getInputStream() : c.getErrorStream()) {
            return new Response(status, in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    record Response(int status, String body) {
    }

    /** A screenshot of the whole display with ImageMagick's import, when RDMA_SCREENSHOTS names a folder. */
    static void screenshot(String name) throws IOException, InterruptedException {
        String dir = System.getenv("RDMA_SCREENSHOTS");
        if (dir == null || dir.isBlank()) {
            return;
        }
        settle(1500);
        Display.getCurrent().update();
        Files.createDirectories(Path.of(dir));
        new ProcessBuilder("import", "-window", "root", Path.of(dir, name + ".png").toString()).inheritIO().start().waitFor();
    }
}
