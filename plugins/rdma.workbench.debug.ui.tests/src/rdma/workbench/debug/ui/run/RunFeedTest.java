package rdma.workbench.debug.ui.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.NakSession;
import rdma.workbench.debug.ui.UiTesting;

/** The run a window's packet views show: the debug session's, as it stood at each suspend, told to every view subscribed; none once its launch is gone. */
class RunFeedTest {

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(true);
    }

    @AfterEach
    void cleanUp() throws Exception {
        UiTesting.cleanUp(page);
    }

    @Test
    void theFeedFollowsTheSessionFromSuspendToSuspendAndLetsGoOfItsLaunch() throws Exception {
        RunFeed feed = RunFeed.of(page.getWorkbenchWindow());
        assertSame(feed, RunFeed.of(page.getWorkbenchWindow()), "one feed per window");
        NakSession session = NakSession.start(page);
        ILaunch launch = session.target().getLaunch();
        assertSame(launch.getProcesses()[0], feed.followed(), "the process of the session's launch");
        RunRecord atNak = feed.current();
        assertEquals(session.target().suspendedTime(), atNak.now(), "the run as it stood at the suspend");
        assertEquals(NakSession.FRAMES_AT_NAK, atNak.frames().size());

        List<RunRecord> told = new CopyOnWriteArrayList<>();
        Consumer<RunRecord> view = told::add;
        feed.subscribe(view);
        assertEquals(List.of(atNak), told, "a new subscriber gets the current run at once");
        RunRecord end = session.toEnd();
        waitFor("the subscriber to be told the whole run", () -> told.size() >= 2 && told.get(told.size() - 1) == end);
        assertEquals(NakSession.FRAMES_AT_END, told.get(told.size() - 1).frames().size());
        feed.unsubscribe(view);
        int before = told.size();

        session.target().terminate();
        DebugPlugin.getDefault().getLaunchManager().removeLaunch(launch);
        drain();
        assertNull(feed.followed(), "no launch left to follow");
        assertEquals(before, told.size(), "an unsubscribed view is told nothing more");
    }
}
