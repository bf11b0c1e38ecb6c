package rdma.workbench.doc;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.help.internal.base.BaseHelpSystem;
import org.eclipse.help.internal.server.WebappManager;
import org.eclipse.ui.IStartup;

/**
 * Starts the help server in the background a moment after the workbench is up, so that Help > Help Contents opens its
 * first page at once instead of waiting for Jetty to start and Jasper to compile the help window's JSPs (seconds on a
 * small machine). The job shows in the progress area as "Starting the help server" while it runs. It asks the server
 * for the help window's pages, following their frames as a browser would, so that each page is compiled before the
 * user's first click. General > Startup and Shutdown turns it off like any plug-in's start-up work.
 */
// the help system's server has no API to start it or to learn its address
@SuppressWarnings("restriction")
public final class HelpServerStart implements IStartup {

    /** The job family, for whoever must wait for the server (the tests and the help benchmark). */
    public static final Object FAMILY = HelpServerStart.class;
    /** Set to {@code false}, nothing is started (the help benchmark's baseline: the help as the platform starts it). */
    public static final String ENABLED_PROPERTY = "rdma.workbench.help.startInBackground";

    /** The window's page, which the platform opens on Help > Help Contents; its frames load the rest. */
    private static final String WINDOW = "/help/index.jsp";
    /** A frame's or an iframe's page: the help window is a frameset. */
    private static final Pattern FRAME_SOURCE = Pattern.compile("<i?frame\\b[^>]*?\\bsrc\\s*=\\s*['\"]([^'\"]+)['\"]",
            Pattern.CASE_INSENSITIVE);
    /**
     * A view the window shows later is a frame on this page, which sends the frame on to the page of its {@code href}
     * parameter. Links in the pages' scripts are not followed: some of them change what the user keeps (bookmarks).
     */
    private static final String DEFERRED_VIEW = "/help/advanced/deferredView.jsp";
    private static final int MOST_PAGES = 40;
    private static final String WEBAPP_BUNDLE = "org.eclipse.help.webapp";
    /** The server the help system starts when no other is contributed to {@link #SERVER_EXTENSION_POINT}. */
    private static final String JETTY_BUNDLE = "org.eclipse.equinox.http.jetty";
    private static final String SERVER_EXTENSION_POINT = "org.eclipse.help.base.server";
    private static final long DELAY_MILLIS = 2_000;

    private static final Map<String, Integer> served = Collections.synchronizedMap(new LinkedHashMap<>());

    @Override
    public void earlyStartup() {
        if (!Boolean.parseBoolean(System.getProperty(ENABLED_PROPERTY, "true")) || !serverInstalled()) {
            return;
        }
        Job job = new Job("Starting the help server") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                // nothing to report when it fails: Help > Help Contents then starts the server itself and says why it cannot
                if (BaseHelpSystem.ensureWebappRunning()) {
                    loadWindow(monitor);
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        job.setPriority(Job.DECORATE);
        // after the workbench has drawn its first window, which matters more than the help
        job.schedule(DELAY_MILLIS);
    }

    /**
     * Whether this installation has a help server to start. A platform without the help webapp, or without Jetty and
     * no other server contributed, has none, and touching the help system's server then fails when the platform stops.
     */
    static boolean serverInstalled() {
        if (Platform.getBundle(WEBAPP_BUNDLE) == null) {
            return false;
        }
        return Platform.getBundle(JETTY_BUNDLE) != null
                || Platform.getExtensionRegistry().getConfigurationElementsFor(SERVER_EXTENSION_POINT).length > 0;
    }

    /** The help window's pages this start-up asked for, each with the HTTP status the server gave, in the order asked. */
    public static Map<String, Integer> pagesServed() {
        synchronized (served) {
            return Map.copyOf(served);
        }
    }

    /** Asks for the window's page and, breadth first, the pages of its frames on this server. */
    private static void loadWindow(IProgressMonitor monitor) {
        URI server = URI.create("http://" + WebappManager.getHost() + ":" + WebappManager.getPort() + "/");
        Deque<URI> pending = new ArrayDeque<>();
        pending.add(server.resolve(WINDOW));
        while (!pending.isEmpty() && served.size() < MOST_PAGES && !monitor.isCanceled()) {
            URI page = pending.poll();
            String path = page.getRawPath() + (page.getRawQuery() == null ? "" : "?" + page.getRawQuery());
            if (served.containsKey(path)) {
                continue;
            }
            try {
                HttpURLConnection c = (HttpURLConnection) page.toURL().openConnection();
                c.setConnectTimeout(10_000);
                c.setReadTimeout(60_000);
                int status = c.getResponseCode();
                served.put(path, status);
                if (status >= 400) {
                    continue;
                }
                String body;
                try (InputStream in = c.getInputStream()) {
                    body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                List<String> sources = new ArrayList<>();
                Matcher m = FRAME_SOURCE.matcher(body);
                while (m.find()) {
                    sources.add(m.group(1));
                }
                if (page.getRawPath().equals(DEFERRED_VIEW)) {
                    sources.add(hrefParameter(page));
                }
                for (String source : sources) {
                    URI next = frameSource(page, source);
                    if (next != null && server.getAuthority().equals(next.getAuthority())) {
                        pending.add(next);
                    }
                }
            } catch (IOException | IllegalArgumentException e) {
                // a page the server cannot give now is compiled when the window asks for it
                served.put(path, -1);
            }
        }
    }

    /** The {@code href} parameter of a deferred view's address, decoded; everything after it belongs to it. */
    private static String hrefParameter(URI page) {
        String query = "&" + (page.getRawQuery() == null ? "" : page.getRawQuery());
        int at = query.indexOf("&href=");
        return at < 0 ? "" : URLDecoder.decode(query.substring(at + "&href=".length()), StandardCharsets.UTF_8);
    }

    private static URI frameSource(URI page, String src) {
        String s = src.replace("&amp;", "&").trim();
        if (s.isEmpty() || s.startsWith("javascript:") || s.startsWith("about:") || s.contains("<%") || s.contains("operation=")) {
            return null;
        }
        try {
            return page.resolve(s.replace(" ", "%20"));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
