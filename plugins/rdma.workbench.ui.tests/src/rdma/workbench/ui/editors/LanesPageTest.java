package rdma.workbench.ui.editors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.editing.UnresolvedReference;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.edit.ModelChangeCommand;
import rdma.workbench.ui.lanes.LaneGeometry;
import rdma.workbench.ui.lanes.LaneLayout;
import rdma.workbench.ui.lanes.LanesViewer;

/**
 * The Lanes page of the scenario editor on the bundled example lost-packet-go-back-n: programs
 * as lanes with barrier lines, the same selection as the tree, steps dragged (through the
 * canvas's mouse events) within and across lanes with their references remapped and one Undo,
 * and copy / paste between programs and scenarios.
 */
class LanesPageTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    private IProject project;
    private ScenarioEditor editor;
    private LanesViewer lanes;
    private Scenario scenario;
    private Program server;
    private Program client;
    private final List<List<String>> asked = new ArrayList<>();
    private boolean answer;

    static IFile example(IProject project, String name) throws Exception {
        IFolder topologies = project.getFolder("topologies");
        if (!topologies.exists()) {
            topologies.create(true, true, null);
            project.getFolder("scenarios").create(true, true, null);
            try (InputStream in = Files.newInputStream(EXAMPLES.resolve("topologies/erdma-pair.rdmatopo"))) {
                topologies.getFile("erdma-pair.rdmatopo").create(in, true, null);
            }
        }
        IFile flow = project.getFolder("scenarios").getFile(name);
        try (InputStream in = Files.newInputStream(EXAMPLES.resolve("scenarios/lost-packet-go-back-n.rdmaflow"))) {
            flow.create(in, true, null);
        }
        return flow;
    }

    private ScenarioEditor open(IFile flow) throws Exception {
        ScenarioEditor e = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), flow, true));
        e.setTransferConfirmation((action, unresolved) -> {
            asked.add(unresolved.stream().map(UnresolvedReference::message).toList());
            return answer;
        });
        e.showPage(ScenarioEditor.LANES_PAGE);
        UiTestSupport.drain();
        return e;
    }

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("lanes");
        editor = open(example(project, "lost-packet-go-back-n.rdmaflow"));
        lanes = editor.getLanes();
        scenario = (Scenario) editor.getRoot();
        server = scenario.getPrograms().get(0);
        client = scenario.getPrograms().get(1);
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    private static Step step(Program p, String name) {
        return p.getSteps().stream().filter(s -> name.equals(s.getName())).findFirst().orElseThrow(() -> new AssertionError(p.getName() + " has no " + name));
    }

    private static List<String> names(Program p) {
        return p.getSteps().stream().map(Step::getName).toList();
    }

    private Point centre(Step s) {
        Rectangle r = lanes.getGeometry().box(s);
        return new Point(r.x + r.width / 2, r.y + r.height / 2);
    }

    private void mouse(int type, int x, int y) {
        Event e = new Event();
        e.x = x;
        e.y = y;
        e.button = 1;
        lanes.getCanvas().notifyListeners(type, e);
    }

    /** Presses on the box of {@code s}, moves in steps to the point and releases there, as a user's drag does. */
    private void drag(Step s, int x, int y) {
        Point from = centre(s);
        mouse(SWT.MouseDown, from.x, from.y);
        for (int i = 1; i <= 4; i++) {
            mouse(SWT.MouseMove, from.x + (x - from.x) * i / 4, from.y + (y - from.y) * i / 4);
        }
        mouse(SWT.MouseUp, x, y);
        UiTestSupport.drain();
    }

    private void key(int keyCode) {
        Event e = new Event();
        e.keyCode = keyCode;
        lanes.getCanvas().notifyListeners(SWT.KeyDown, e);
        UiTestSupport.drain();
    }

    private List<String> problems() {
        return ModelValidation.validate(scenario).getChildren().stream().filter(d -> d.getSeverity() >= Diagnostic.WARNING)
                .map(Diagnostic::getMessage).toList();
    }

    private IAction contextAction(String text) {
        MenuManager menu = new MenuManager();
        ((ModelEditorContributor) editor.getEditorSite().getActionBarContributor()).fillContextMenu(menu);
        return Arrays.stream(menu.getItems()).filter(ActionContributionItem.class::isInstance).map(i -> ((ActionContributionItem) i).getAction())
                .filter(a -> a.getText().replace("&", "").equals(text)).findFirst().orElseThrow(() -> new AssertionError("no " + text));
    }

    @Test
    void theProgramsAreLanesAndTheSyncsBarrierLines() throws Exception {
        LaneLayout layout = lanes.getGeometry().layout();
        assertEquals(List.of(server, client), layout.programs());
        assertEquals(2, layout.barriers().size());
        LaneLayout.Barrier ready = layout.barriers().get(0);
        assertEquals("ready", ready.name());
        assertEquals(8, ready.row(), "after the client's seven setup steps and its fault");
        assertEquals(List.of(step(server, "ready-7"), step(client, "ready-8")), ready.syncs());
        LaneLayout.Barrier done = layout.barriers().get(1);
        assertEquals("done", done.name());
        assertEquals(11, done.row(), "after the client's write and poll");
        assertEquals(List.of(0, 1), done.lanes());
        assertEquals(new LaneLayout.Cell(step(client, "lose-one"), 1, 7), layout.cellOf(step(client, "lose-one")));
        assertEquals(new LaneLayout.Cell(step(server, "check"), 0, 12), layout.cellOf(step(server, "check")));
        assertEquals(new LaneLayout.Cell(step(client, "write"), 1, 9), layout.cellOf(step(client, "write")));
        assertEquals(13, layout.rows());

        Point write = centre(step(client, "write"));
        assertSame(step(client, "write"), lanes.objectAt(write.x, write.y));
        Rectangle header = lanes.getGeometry().header(0);
        assertSame(server, lanes.objectAt(header.x + 5, header.y + 5));
        assertNull(lanes.objectAt(lanes.getGeometry().laneX(1) - LaneGeometry.LANE_GAP / 2, write.y), "the gap between lanes holds nothing");
        Rectangle to = lanes.getGeometry().box(step(server, "to-rts"));
        Rectangle fault = lanes.getGeometry().box(step(client, "lose-one"));
        assertEquals(to.y + LaneGeometry.ROW_HEIGHT, fault.y, "the fault sits a row below the server's last setup step");
        editor.getViewer().setSelection(new StructuredSelection(step(client, "write")), true);
        screenshot("lanes-lost-packet-go-back-n");

        // the debugger stands at poll-write while the server's check is dragged over the client's lane
        editor.showCurrentStep(scenario.eResource().getURIFragment(step(client, "poll-write")));
        Point check = centre(step(server, "check"));
        Rectangle end = lanes.getGeometry().box(step(client, "done-11"));
        mouse(SWT.MouseDown, check.x, check.y);
        mouse(SWT.MouseMove, check.x + 30, check.y);
        mouse(SWT.MouseMove, end.x + 40, end.y + 2);
        screenshot("lanes-drag-and-current-step");
        mouse(SWT.MouseUp, lanes.getGeometry().size().x + 50, end.y + 2);
        UiTestSupport.drain();
        assertEquals(List.of(), asked, "dropped outside the lanes: nothing to move");
        assertSame(server, step(server, "check").eContainer());
        assertFalse(editor.getEditingDomain().getCommandStack().canUndo());
    }

    @Test
    void selectingABoxSelectsTheStepForTheTreeAndTheProperties() {
        Point p = centre(step(client, "write"));
        mouse(SWT.MouseDown, p.x, p.y);
        mouse(SWT.MouseUp, p.x, p.y);
        UiTestSupport.drain();
        assertEquals(List.of(step(client, "write")), editor.getSelection().toList());
        assertEquals(List.of(step(client, "write")), ((StructuredSelection) editor.getSite().getSelectionProvider().getSelection()).toList());
        assertEquals(List.of(step(client, "write")), editor.getViewer().getStructuredSelection().toList());

        key(SWT.ARROW_DOWN);
        assertEquals(List.of(step(client, "poll-write")), editor.getSelection().toList(), "down: the next step of the lane");
        key(SWT.ARROW_LEFT);
        assertEquals(List.of(step(server, "done-8")), editor.getSelection().toList(), "left: the server's step nearest the same row");

        editor.getViewer().setSelection(new StructuredSelection(step(server, "check")), true);
        UiTestSupport.drain();
        assertEquals(List.of(step(server, "check")), lanes.getSelection().toList(), "the lanes follow the tree");

        editor.showPage(ScenarioEditor.TREE_PAGE);
        assertSame(editor.getViewer(), ((PageSelectionProvider) editor.getSite().getSelectionProvider()).active());
        editor.showPage(ScenarioEditor.LANES_PAGE);
        assertSame(lanes, ((PageSelectionProvider) editor.getSite().getSelectionProvider()).active());

        editor.showCurrentStep(scenario.eResource().getURIFragment(step(client, "poll-write")));
        UiTestSupport.drain();
        assertSame(step(client, "poll-write"), lanes.getCurrent());
        editor.showCurrentStep(null);
        assertNull(lanes.getCurrent());
    }

    @Test
    void aStepDraggedToTheOtherLaneKeepsWorkingReferencesAndOneUndoRestoresIt() {
        PollCq poll = (PollCq) step(client, "poll-write");
        Rectangle check = lanes.getGeometry().box(step(server, "check"));
        drag(poll, check.x + 40, check.y + 4);
        assertEquals(List.of(), asked, "everything it refers to has a same-named counterpart in the server");
        assertEquals(List.of("pd", "target", "cq", "qp", "to-init", "to-rtr", "to-rts", "ready-7", "done-8", "poll-write", "check"), names(server));
        assertSame(step(server, "cq"), poll.getCq(), "the moved step polls its new program's CQ");
        assertEquals(List.of(), problems());
        assertEquals(List.of(poll), editor.getSelection().toList(), "the moved step stays selected");
        assertEquals(new LaneLayout.Cell(poll, 0, 11), lanes.getGeometry().layout().cellOf(poll), "the lanes show it where it went: after the done barrier (row 10)");

        contextAction("Undo Move poll-write to server").run();
        UiTestSupport.drain();
        assertEquals(List.of("pd", "source", "cq", "qp", "to-init", "to-rtr", "to-rts", "lose-one", "ready-8", "write", "poll-write", "done-11"),
                names(client));
        assertSame(step(client, "cq"), poll.getCq());
        assertFalse(editor.getEditingDomain().getCommandStack().canUndo(), "one command, one Undo");
        assertFalse(editor.isDirty());
    }

    @Test
    void aLongProgramScrollsUnderItsLaneHeaders() {
        editor.getEditingDomain().getCommandStack().execute(new ModelChangeCommand(scenario.eResource(), "Add PDs", () -> {
            List<Step> added = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                Step pd = ScenarioFactory.eINSTANCE.createAllocPd();
                pd.setName("extra-" + i);
                added.add(pd);
            }
            client.getSteps().addAll(added);
            return added;
        }));
        UiTestSupport.drain();
        Step last = step(client, "extra-39");
        assertEquals(new LaneLayout.Cell(last, 1, 51), lanes.getGeometry().layout().cellOf(last), "the lanes follow the command");
        assertEquals(40, lanes.getSelection().size(), "the added steps are selected, as in the tree");
        lanes.reveal(last);
        int scrolled = -lanes.getCanvas().getLocation().y;
        assertTrue(scrolled > 0, "the view scrolled down to the last step");
        Rectangle box = lanes.getGeometry().box(last);
        assertTrue(box.y >= scrolled && box.y + box.height <= scrolled + lanes.getControl().getSize().y, "the last step is in view");
        Rectangle header = lanes.getGeometry().header(1);
        assertSame(client, lanes.objectAt(header.x + 5, scrolled + header.y + 5), "the header stays on top of the view");
    }

    @Test
    void stepsSelectedTogetherAreDraggedTogether() {
        PostSend write = (PostSend) step(client, "write");
        PollCq poll = (PollCq) step(client, "poll-write");
        Point w = centre(write);
        mouse(SWT.MouseDown, w.x, w.y);
        mouse(SWT.MouseUp, w.x, w.y);
        Point p = centre(poll);
        Event ctrl = new Event();
        ctrl.x = p.x;
        ctrl.y = p.y;
        ctrl.button = 1;
        ctrl.stateMask = SWT.MOD1;
        lanes.getCanvas().notifyListeners(SWT.MouseDown, ctrl);
        lanes.getCanvas().notifyListeners(SWT.MouseUp, ctrl);
        UiTestSupport.drain();
        assertEquals(List.of(write, poll), editor.getSelection().toList());
        answer = true;
        Rectangle check = lanes.getGeometry().box(step(server, "check"));
        drag(poll, check.x + 40, check.y + check.height - 2);
        assertEquals(List.of(List.of("server/write.remoteMr: 'target' belongs to program 'server', where the step goes, and its new peer, "
                + "program 'client', has no RegMr named 'target'; left empty",
                "server/write.sges[0].mr: no RegMr named 'source' in program 'server'; left empty")), asked);
        assertEquals(List.of("done-8", "check", "write", "poll-write"), names(server).subList(8, 12));
        assertSame(step(server, "qp"), write.getQp());
        assertSame(step(server, "cq"), poll.getCq());
        editor.getEditingDomain().getCommandStack().undo();
        UiTestSupport.drain();
        assertEquals(List.of("write", "poll-write", "done-11"), names(client).subList(9, 12));
        assertEquals(List.of(write, poll), editor.getSelection().toList(), "Undo selects what it restored");
        assertSame(step(client, "source"), write.getSges().get(0).getMr());

        mouse(SWT.MouseDown, w.x, w.y);
        mouse(SWT.MouseUp, w.x, w.y);
        UiTestSupport.drain();
        assertEquals(List.of(write), editor.getSelection().toList(), "a plain click on one of the selected steps selects it alone");
    }

    @Test
    void aStepDraggedWithinItsLaneMovesThere() {
        Step fault = step(client, "lose-one");
        Rectangle pd = lanes.getGeometry().box(step(client, "pd"));
        drag(fault, pd.x + 20, pd.y + 3);
        assertEquals("lose-one", client.getSteps().get(0).getName());
        assertEquals("Undo Move", contextAction("Undo Move").getText().replace("&", ""));
        contextAction("Undo Move").run();
        UiTestSupport.drain();
        assertEquals(7, client.getSteps().indexOf(fault));
    }

    @Test
    void escapeCancelsADrag() {
        Step fault = step(client, "lose-one");
        Rectangle pd = lanes.getGeometry().box(step(client, "pd"));
        Point from = centre(fault);
        mouse(SWT.MouseDown, from.x, from.y);
        mouse(SWT.MouseMove, from.x, from.y - 30);
        mouse(SWT.MouseMove, pd.x + 20, pd.y + 3);
        key(SWT.ESC);
        mouse(SWT.MouseMove, pd.x + 20, pd.y + 4);
        mouse(SWT.MouseUp, pd.x + 20, pd.y + 3);
        UiTestSupport.drain();
        assertEquals(7, client.getSteps().indexOf(fault), "nothing moved");
        assertFalse(editor.isDirty());
    }

    @Test
    void aDragThatCannotRemapEverythingAsksFirst() {
        CheckMemory check = (CheckMemory) step(server, "check");
        Rectangle done = lanes.getGeometry().box(step(client, "done-11"));
        answer = false;
        drag(check, done.x + 20, done.y + done.height - 3);
        assertEquals(List.of(List.of("client/check.mr: no RegMr named 'target' in program 'client'; left empty")), asked);
        assertSame(server, check.eContainer(), "cancelled: nothing changed");
        assertFalse(editor.getEditingDomain().getCommandStack().canUndo());
        answer = true;
        drag(check, done.x + 20, done.y + done.height - 3);
        assertSame(client, check.eContainer());
        assertEquals("check", client.getSteps().get(client.getSteps().size() - 1).getName());
        assertNull(check.getMr());
        editor.getEditingDomain().getCommandStack().undo();
        assertSame(step(server, "target"), check.getMr());
    }

    @Test
    void copyAndPasteBetweenProgramsAndBetweenScenarios() throws Exception {
        editor.getViewer().setSelection(new StructuredSelection(step(client, "poll-write")), true);
        UiTestSupport.drain();
        IAction copy = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.COPY.getId());
        assertEquals("org.eclipse.ui.edit.copy", copy.getActionDefinitionId(), "Edit > Copy and Ctrl+C");
        assertTrue(copy.isEnabled());
        copy.run();
        IAction pasteHandler = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.PASTE.getId());
        assertEquals("org.eclipse.ui.edit.paste", pasteHandler.getActionDefinitionId(), "Edit > Paste and Ctrl+V");
        editor.getViewer().setSelection(new StructuredSelection(step(server, "done-8")), true);
        UiTestSupport.drain();
        IAction paste = contextAction("Paste");
        assertTrue(paste.isEnabled());
        paste.run();
        UiTestSupport.drain();
        PollCq pasted = (PollCq) step(server, "poll-write");
        assertEquals(9, server.getSteps().indexOf(pasted), "after the selected step");
        assertSame(step(server, "cq"), pasted.getCq());
        assertEquals(List.of(), asked);
        assertEquals(List.of(), problems());

        editor.getViewer().setSelection(new StructuredSelection(List.of(step(client, "write"), step(client, "poll-write"))), true);
        UiTestSupport.drain();
        contextAction("Copy").run();
        ScenarioEditor other = open(example(project, "copy.rdmaflow"));
        Scenario second = (Scenario) other.getRoot();
        Program otherClient = second.getPrograms().get(1);
        other.getViewer().setSelection(new StructuredSelection(otherClient), true);
        UiTestSupport.drain();
        assertTrue(other.paste());
        UiTestSupport.drain();
        assertEquals(List.of("write-2", "poll-write-2"), names(otherClient).subList(12, 14));
        PostSend write = (PostSend) step(otherClient, "write-2");
        assertSame(step(otherClient, "qp"), write.getQp());
        assertSame(step(second.getPrograms().get(0), "target"), write.getRemoteMr(), "the peer's MR of the pasted-into scenario");
        assertSame(step(otherClient, "source"), write.getSges().get(0).getMr());
        assertSame(other.getRoot().eResource(), write.eResource());
        other.getEditingDomain().getCommandStack().undo();
        assertEquals(12, otherClient.getSteps().size(), "one Undo takes both pasted steps back");
    }

    private static void screenshot(String name) throws IOException, InterruptedException {
        String dir = System.getenv("RDMA_SCREENSHOTS");
        if (dir == null || dir.isBlank()) {
            return;
        }
        IWorkbenchPage page = UiTestSupport.page();
        // Xvfb has no window manager to maximize the window: give it the whole screen
        page.getWorkbenchWindow().getShell().setBounds(page.getWorkbenchWindow().getShell().getDisplay().getBounds());
        page.setPartState(page.getActivePartReference(), IWorkbenchPage.STATE_MAXIMIZED);
        long end = System.currentTimeMillis() + 1500;
        while (System.currentTimeMillis() < end) {
            UiTestSupport.drain();
            Thread.sleep(20);
        }
        Files.createDirectories(Path.of(dir));
        new ProcessBuilder("import", "-window", "root", Path.of(dir, name + ".png").toString()).inheritIO().start().waitFor();
        page.setPartState(page.getActivePartReference(), IWorkbenchPage.STATE_RESTORED);
        UiTestSupport.drain();
    }
}
