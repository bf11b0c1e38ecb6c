package rdma.workbench.ui.authoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

import rdma.workbench.model.authoring.AtomicOperation;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.editors.ScenarioEditor;
import rdma.workbench.ui.wizards.ModelTemplates;

/**
 * The scenario editor's generators used as a user does, through the context menu and the
 * dialogs (answered by the test): connect two empty programs, add an RDMA WRITE, and take each
 * back with one Undo.
 */
class GenerateActionsTest {

    private static final List<String> GENERATORS = List.of("Connect an RC QP Pair...", "Add a SEND/RECV Exchange...", "Add an RDMA WRITE...",
            "Add an RDMA READ...", "Add an Atomic...");
    private static final List<String> CONNECTED = List.of("pd", "cq", "qp", "to-init", "connect", "to-rtr", "to-rts");

    private IProject project;
    private ScenarioEditor editor;
    private ScenarioEditorContributor contributor;
    private Scenario scenario;
    private final List<Throwable> answerFailures = new ArrayList<>();

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("generate-actions");
        IFile topo = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        IFile flow = project.getFile("flow.rdmaflow");
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, URI.createPlatformResourceURI(topo.getFullPath().toString(), true), Topology.class);
        byte[] bytes = ModelTemplates.serialize(rs, ModelTemplates.scenario("flow", t),
                URI.createPlatformResourceURI(flow.getFullPath().toString(), true));
        flow.create(new ByteArrayInputStream(bytes), true, null);
        editor = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), flow, true));
        contributor = assertInstanceOf(ScenarioEditorContributor.class, editor.getEditorSite().getActionBarContributor());
        scenario = (Scenario) editor.getRoot();
        UiTestSupport.drain();
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    @Test
    void connectThenWriteRunsThroughTheDialogsAndUndoesOneCommandAtATime() {
        Program client = scenario.getPrograms().get(0);
        Program server = scenario.getPrograms().get(1);
        IMenuManager generate = submenu(contextMenu(), "Generate");
        assertEquals(GENERATORS, texts(generate));
        IAction write = action(generate, "Add an RDMA WRITE...");
        assertFalse(write.isEnabled(), "no connection yet");
        assertEquals("This scenario has no connected QP pair yet (QPs whose INIT to RTR steps name each other): use Connect an RC QP Pair first",
                write.getToolTipText());

        select(client);
        answer(ConnectDialog.class, d -> {
            assertSame(client, d.first(), "the selected program first");
            assertSame(server, d.second(), "and the next one");
        });
        action(submenu(contextMenu(), "Generate"), "Connect an RC QP Pair...").run();
        rethrowAnswerFailure();
        UiTestSupport.drain();
        assertEquals(CONNECTED, names(client));
        assertEquals(CONNECTED, names(server));
        assertEquals(new HashSet<>(all()), new HashSet<>(editor.getSelection().toList()), "the created steps are selected");
        assertEquals(List.of(), problems());

        select(server.getSteps().get(0));
        IAction writeNow = action(submenu(contextMenu(), "Generate"), "Add an RDMA WRITE...");
        assertTrue(writeNow.isEnabled(), writeNow.getToolTipText());
        answer(ExchangeDialog.class, d -> {
            assertSame(server, d.initiator(), "the selected step's program initiates");
            d.choose(0, true, 4096, AtomicOperation.FETCH_AND_ADD);
            assertSame(client, d.initiator());
        });
        writeNow.run();
        rethrowAnswerFailure();
        UiTestSupport.drain();
        List<String> clientAfterWrite = concat(CONNECTED, "write-source", "write-ready", "write", "poll-write", "write-done");
        List<String> serverAfterWrite = concat(CONNECTED, "write-target", "write-ready", "write-done", "check-write");
        assertEquals(clientAfterWrite, names(client));
        assertEquals(serverAfterWrite, names(server));
        assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), init(server).getAccessFlags());
        assertEquals(List.of(), problems());
        assertTrue(editor.isDirty());

        action(contextMenu(), "Undo Add an RDMA WRITE").run();
        UiTestSupport.drain();
        assertEquals(CONNECTED, names(client), "one Undo removes exactly the WRITE's steps");
        assertEquals(CONNECTED, names(server));
        assertEquals(List.of(AccessFlag.LOCAL_WRITE), init(server).getAccessFlags(), "and the right it granted");

        action(contextMenu(), "Undo Connect an RC QP Pair").run();
        UiTestSupport.drain();
        assertEquals(List.of(), names(client), "a second Undo removes the connection");
        assertEquals(List.of(), names(server));
        assertFalse(editor.isDirty());

        action(contextMenu(), "Redo Connect an RC QP Pair").run();
        action(contextMenu(), "Redo Add an RDMA WRITE").run();
        UiTestSupport.drain();
        assertEquals(clientAfterWrite, names(client));
        assertEquals(serverAfterWrite, names(server));
        assertEquals(List.of(), problems());
    }

    @Test
    void connectWithTheScenarioItselfSelectedOffersTheFirstTwoPrograms() {
        // as the editor opens on a new scenario: its root selected, no program
        select(scenario);
        answer(ConnectDialog.class, d -> {
            assertSame(scenario.getPrograms().get(0), d.first());
            assertSame(scenario.getPrograms().get(1), d.second());
        });
        action(editor.getEditorSite().getActionBars().getMenuManager().findMenuUsingPath(ScenarioEditorContributor.MENU_ID),
                "Connect an RC QP Pair...").run();
        rethrowAnswerFailure();
        UiTestSupport.drain();
        assertEquals(CONNECTED, names(scenario.getPrograms().get(0)));
    }

    @Test
    void theScenarioMenuHoldsTheSameGenerators() {
        IMenuManager menu = editor.getEditorSite().getActionBars().getMenuManager().findMenuUsingPath(ScenarioEditorContributor.MENU_ID);
        assertNotNull(menu, "a Scenario menu while the scenario editor is active");
        assertEquals(GENERATORS, texts(menu));
    }

    @Test
    void connectIsDisabledWithItsReasonWhenFewerThanTwoProgramsRemain() {
        editor.getEditingDomain().getCommandStack().execute(DeleteCommand.create(editor.getEditingDomain(), List.of(scenario.getPrograms().get(1))));
        UiTestSupport.drain();
        IAction connect = action(submenu(contextMenu(), "Generate"), "Connect an RC QP Pair...");
        assertFalse(connect.isEnabled());
        assertEquals("A connection joins two programs, and this scenario has only one: add a program first", connect.getToolTipText());
    }

    /** With RDMA_SCREENSHOTS set: the tree's context menu with the Generate submenu open, over a connected scenario. */
    @Test
    @EnabledIfEnvironmentVariable(named = "RDMA_SCREENSHOTS", matches = ".*\\S.*")
    void screenshotOfTheGenerateSubmenu() throws Exception {
        String dir = System.getenv("RDMA_SCREENSHOTS");
        select(scenario.getPrograms().get(0));
        answer(ConnectDialog.class, d -> shoot(dir, "scenario-connect-dialog"));
        action(submenu(contextMenu(), "Generate"), "Connect an RC QP Pair...").run();
        rethrowAnswerFailure();
        UiTestSupport.drain();
        select(scenario.getPrograms().get(0));
        Display display = Display.getCurrent();
        Menu menu = editor.getViewer().getControl().getMenu();
        Point at = editor.getViewer().getControl().toDisplay(330, 30);
        menu.setLocation(at);
        menu.setVisible(true);
        settle(800);
        for (int key : new int[] {SWT.ARROW_DOWN, SWT.ARROW_DOWN, SWT.ARROW_RIGHT}) {
            press(display, key);
            settle(400);
        }
        shoot(dir, "scenario-generate-menu");
        press(display, SWT.ESC);
        press(display, SWT.ESC);
        settle(300);
        answer(ExchangeDialog.class, d -> {
            d.choose(0, true, 4096, AtomicOperation.FETCH_AND_ADD);
            shoot(dir, "scenario-add-write-dialog");
        });
        action(submenu(contextMenu(), "Generate"), "Add an RDMA WRITE...").run();
        rethrowAnswerFailure();
    }

    private static void shoot(String dir, String name) {
        settle(800);
        try {
            Files.createDirectories(Path.of(dir));
            new ProcessBuilder("import", "-window", "root", Path.of(dir, name + ".png").toString()).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- helpers

    /**
     * Answers the next dialog of {@code type} once its event loop runs: {@code answer} looks at it
     * and makes the choices, then OK is pressed (it must be enabled). A failure closes the dialog,
     * so the action returns, and {@link #rethrowAnswerFailure} reports it.
     */
    private <T> void answer(Class<T> type, Consumer<T> answer) {
        Display display = Display.getCurrent();
        display.asyncExec(new Runnable() {
            int tries;

            @Override
            public void run() {
                for (Shell s : display.getShells()) {
                    if (type.isInstance(s.getData())) {
                        try {
                            answer.accept(type.cast(s.getData()));
                            Button ok = s.getDefaultButton();
                            assertTrue(ok != null && ok.isEnabled(), "OK is enabled");
                            ok.notifyListeners(SWT.Selection, new Event());
                        } catch (Throwable t) {
                            answerFailures.add(t);
                            ((Window) s.getData()).close();
                        }
                        return;
                    }
                }
                if (++tries < 500) {
                    display.timerExec(10, this);
                } else {
                    answerFailures.add(new AssertionError("no " + type.getSimpleName() + " opened"));
                }
            }
        });
    }

    private void rethrowAnswerFailure() {
        if (!answerFailures.isEmpty()) {
            throw new AssertionError("answering the dialog failed", answerFailures.get(0));
        }
    }

    private List<String> problems() {
        return ModelValidation.validateWithTopology(scenario).getChildren().stream().filter(d -> d.getSeverity() > Diagnostic.INFO)
                .map(Diagnostic::getMessage).toList();
    }

    private static ModifyQp init(Program p) {
        return (ModifyQp) p.getSteps().get(3);
    }

    private List<Step> all() {
        List<Step> steps = new ArrayList<>();
        scenario.getPrograms().forEach(p -> steps.addAll(p.getSteps()));
        return steps;
    }

    private static List<String> names(Program p) {
        return p.getSteps().stream().map(Step::getName).toList();
    }

    private static List<String> concat(List<String> head, String... tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(List.of(tail));
        return all;
    }

    private void select(Object o) {
        editor.getViewer().setSelection(new StructuredSelection(o), true);
        UiTestSupport.drain();
    }

    private IMenuManager contextMenu() {
        MenuManager menu = new MenuManager();
        contributor.fillContextMenu(menu);
        return menu;
    }

    private static IAction action(IMenuManager menu, String text) {
        return Arrays.stream(menu.getItems()).filter(ActionContributionItem.class::isInstance).map(i -> ((ActionContributionItem) i).getAction())
                .filter(a -> a.getText().replace("&", "").equals(text)).findFirst().orElseThrow(() -> new AssertionError(text + " not in " + texts(menu)));
    }

    private static List<String> texts(IMenuManager menu) {
        return Arrays.stream(menu.getItems()).filter(ActionContributionItem.class::isInstance)
                .map(i -> ((ActionContributionItem) i).getAction().getText().replace("&", "")).toList();
    }

    private static IMenuManager submenu(IMenuManager menu, String text) {
        for (IContributionItem i : menu.getItems()) {
            if (i instanceof MenuManager m && m.getMenuText().replace("&", "").equals(text)) {
                return m;
            }
        }
        throw new AssertionError("no submenu " + text);
    }

    private static void press(Display display, int key) {
        for (int type : new int[] {SWT.KeyDown, SWT.KeyUp}) {
            Event e = new Event();
            e.type = type;
            e.keyCode = key;
            display.post(e);
        }
    }

    private static void settle(long millis) {
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!d.readAndDispatch()) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        d.update();
    }
}
