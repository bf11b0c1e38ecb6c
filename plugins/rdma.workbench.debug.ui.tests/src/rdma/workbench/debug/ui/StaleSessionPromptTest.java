package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;

/** A scenario saved with changes while it is debugged: the session is marked, and the user is asked once whether to restart it. */
class StaleSessionPromptTest {

    private static final String QUESTION = "stale-prompt.rdmaflow changed since this debug session started, so the session no longer shows it.\n\n"
            + "Restart the session on the scenario as it is now (same configuration, same seed)?";

    private IWorkbenchPage page;
    private IFile file;
    private String original;
    /** The questions answered, as the dialog put them. */
    private final List<String> asked = new CopyOnWriteArrayList<>();
    private volatile boolean answering;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        IFile example = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow");
        original = new String(example.getContents().readAllBytes(), StandardCharsets.UTF_8);
        file = example.getProject().getFile("scenarios/stale-prompt.rdmaflow");
        if (file.exists()) {
            file.delete(true, null);
        }
        file.create(new ByteArrayInputStream(original.getBytes(StandardCharsets.UTF_8)), true, null);
    }

    @AfterEach
    void cleanUp() throws Exception {
        answering = false;
        UiTesting.cleanUp(page);
        file.delete(true, null);
    }

    /** Answers the "Scenario Changed" question with {@code button} whenever it appears, keeping its text. */
    private void answerWith(String button) {
        Display d = Display.getCurrent();
        answering = true;
        d.timerExec(50, new Runnable() {
            @Override
            public void run() {
                for (Shell s : d.getShells()) {
                    if (!s.isDisposed() && s.isVisible() && "Scenario Changed".equals(s.getText())) {
                        asked.add(Controls.find(s, Label.class, l -> l.getText().contains("changed since")).getText());
                        Controls.button(s, button).notifyListeners(SWT.Selection, new Event());
                    }
                }
                if (answering && !d.isDisposed()) {
                    d.timerExec(50, this);
                }
            }
        });
    }

    private SimulationTarget debugSuspended() {
        ScenarioLaunchShortcut.launch(file, ILaunchManager.DEBUG_MODE);
        waitFor("the session to stop before its first step", () -> session() != null && session().isSuspended());
        return session();
    }

    /** The session of the newest launch. */
    private static SimulationTarget latest() {
        ILaunch[] launches = DebugPlugin.getDefault().getLaunchManager().getLaunches();
        return launches.length == 0 ? null : (SimulationTarget) launches[launches.length - 1].getDebugTarget();
    }

    private void change(String note) throws Exception {
        file.setContents(new ByteArrayInputStream((original + "<!-- " + note + " -->").getBytes(StandardCharsets.UTF_8)), true, false, null);
    }

    @Test
    void savingTheScenarioMarksTheSessionAndAsksOnceNoKeepsIt() throws Exception {
        answerWith("No");
        SimulationTarget target = debugSuspended();
        assertFalse(target.isStale());
        change("one");
        waitFor("the question", () -> asked.size() == 1);
        assertEquals(List.of(QUESTION), asked);
        assertTrue(target.isStale());
        assertTrue(target.getName().endsWith(" [the scenario changed since the launch: restart to run it]"), target.getName());
        assertFalse(target.isTerminated(), "No keeps the session");

        change("two");
        long end = System.currentTimeMillis() + 1500;
        waitFor("a moment for a second question", () -> System.currentTimeMillis() > end);
        assertEquals(1, asked.size(), "asked once per session");
        assertEquals(target, session());
    }

    @Test
    void yesRestartsTheSessionOnTheScenarioAsItIsNow() throws Exception {
        answerWith("Yes");
        SimulationTarget target = debugSuspended();
        change("three");
        waitFor("the old session to end and a new one to stop at its start", () -> target.isTerminated() && latest() != target
                && latest().isSuspended());
        assertEquals(List.of(QUESTION), asked);
        assertFalse(latest().isStale(), "the new session runs the scenario as saved");
        assertEquals(target.getLaunch().getLaunchConfiguration(), latest().getLaunch().getLaunchConfiguration(), "the same configuration");
    }
}
