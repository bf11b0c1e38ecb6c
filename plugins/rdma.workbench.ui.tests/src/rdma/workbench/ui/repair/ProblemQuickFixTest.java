package rdma.workbench.ui.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.markers.WorkbenchMarkerResolution;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.editors.ScenarioEditor;
import rdma.workbench.ui.validation.ProblemMarkers;

/** Problems view > Quick Fix and Ctrl+1, end to end: the marker goes, the others stay, Undo brings it back. */
class ProblemQuickFixTest {

    private static final String PATH_MTU = "ModifyQp q1r sets path MTU 4096 on QP q1, but port p1 of erdma_0 on host host2 (netdev MTU 1500) "
            + "carries at most RoCE MTU 1024: the path MTU must fit the ports at both ends";
    private static final String LOCAL_WRITE = "Memory region buf asks for REMOTE_WRITE without LOCAL_WRITE: ibv_reg_mr refuses that with EINVAL, "
            + "because the NIC writes into the buffer";

    private IProject project;
    private IFile flow;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("quick-fixes");
        flow = QuickFixFiles.write(project, true);
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    private ScenarioEditor open() throws Exception {
        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), flow, true));
        UiTestSupport.drain();
        return editor;
    }

    private List<String> markers() throws CoreException {
        return Arrays.stream(flow.findMarkers(ProblemMarkers.TYPE, false, 0)).map(m -> m.getAttribute(IMarker.MESSAGE, "")).sorted().toList();
    }

    private IMarker marker(String message) throws CoreException {
        return Arrays.stream(flow.findMarkers(ProblemMarkers.TYPE, false, 0)).filter(m -> message.equals(m.getAttribute(IMarker.MESSAGE, "")))
                .findFirst().orElseThrow(() -> new AssertionError("no marker " + message));
    }

    private static IMarkerResolution2 resolution(IMarker marker, String label) {
        IMarkerResolution[] all = IDE.getMarkerHelpRegistry().getResolutions(marker);
        return (IMarkerResolution2) Arrays.stream(all).filter(r -> r.getLabel().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError(label + " not among " + Arrays.stream(all).map(IMarkerResolution::getLabel).toList()));
    }

    @Test
    void pathMtuFixedFromTheProblemsView() throws Exception {
        ScenarioEditor editor = open();
        assertEquals(List.of(LOCAL_WRITE, PATH_MTU), markers());
        IMarker marker = marker(PATH_MTU);
        assertTrue(IDE.getMarkerHelpRegistry().hasResolutions(marker));
        IMarkerResolution2 fix = resolution(marker, "Lower the path MTU to 1024");
        assertEquals("Sets path_mtu of ModifyQp q1r from 4096 to 1024, the largest RoCE MTU the ports at both ends carry", fix.getDescription());
        fix.run(marker);
        UiTestSupport.drain();
        assertEquals(List.of(LOCAL_WRITE), markers(), "the path-MTU marker is gone, the other stays");
        assertEquals(Mtu.MTU_1024, QuickFixFiles.rtr((Scenario) editor.getRoot()).getPathMtu());
        assertTrue(editor.isDirty());
        assertEquals("Quick Fix: Lower the path MTU to 1024", editor.getEditingDomain().getCommandStack().getUndoCommand().getLabel());

        editor.getEditingDomain().getCommandStack().undo();
        UiTestSupport.drain();
        assertEquals(List.of(LOCAL_WRITE, PATH_MTU), markers(), "Undo brings the marker back");
        assertEquals(Mtu.MTU_4096, QuickFixFiles.rtr((Scenario) editor.getRoot()).getPathMtu());
        editor.getEditingDomain().getCommandStack().redo();
        assertEquals(List.of(LOCAL_WRITE), markers(), "and Redo takes it away again");
    }

    @Test
    void localWriteFixedWithTheFileClosed() throws Exception {
        open();
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        IMarker marker = marker(LOCAL_WRITE);
        IMarkerResolution2 fix = resolution(marker, "Add LOCAL_WRITE to memory region buf");
        assertEquals("Adds LOCAL_WRITE to the access flags of memory region buf, which ibv_reg_mr requires with REMOTE_WRITE or REMOTE_ATOMIC",
                fix.getDescription());
        fix.run(marker);
        UiTestSupport.drain();
        ScenarioEditor editor = assertInstanceOf(ScenarioEditor.class, UiTestSupport.page().getActiveEditor(), "the fix opened the file");
        assertEquals(List.of(PATH_MTU), markers());
        assertTrue(QuickFixFiles.buffer((Scenario) editor.getRoot()).getAccess().contains(AccessFlag.LOCAL_WRITE));
        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(List.of(LOCAL_WRITE, PATH_MTU), markers());
        assertFalse(editor.isDirty(), "undone: the file is as saved");
    }

    @Test
    void fixAllOfAKindFixesTheSameProblemOnEveryStep() throws Exception {
        flow.delete(true, null);
        project.getFile("pair.rdmatopo").delete(true, null);
        flow = QuickFixFiles.write(project, false, true); // both RTR steps ask for 4096 where both ports carry 1024
        ScenarioEditor editor = open();
        IMarker[] pathMtu = Arrays.stream(flow.findMarkers(ProblemMarkers.TYPE, false, 0))
                .filter(m -> "PATH_MTU".equals(m.getAttribute(ProblemMarkers.RULE, ""))).toArray(IMarker[]::new);
        assertEquals(2, pathMtu.length, "one problem per step, each naming both ports");
        var fix = (WorkbenchMarkerResolution) resolution(pathMtu[0], "Lower the path MTU to 1024");
        assertEquals(List.of(pathMtu[1]), List.of(fix.findOtherMarkers(flow.findMarkers(null, true, 0))));
        fix.run(pathMtu, null);
        UiTestSupport.drain();
        assertEquals(List.of(LOCAL_WRITE), markers());
        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(2, markers().size(), "one Undo takes back the last step's fix");
        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(3, markers().size(), "and a second the first's");
    }

    @Test
    void ctrl1ListsTheFixesOfTheSelectedObject() throws Exception {
        ScenarioEditor editor = open();
        Scenario s = (Scenario) editor.getRoot();
        List<QuickFixChoice> choices = EditorQuickFixHandler.choices(editor.validate(), Set.of(QuickFixFiles.buffer(s)));
        assertEquals(List.of("Add LOCAL_WRITE to memory region buf"), choices.stream().map(QuickFixChoice::label).toList());
        EditorQuickFixHandler.apply(editor, choices.get(0));
        assertEquals(List.of(PATH_MTU), markers());
        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(List.of(LOCAL_WRITE, PATH_MTU), markers());
    }

    @Test
    void ctrl1InTheEditorOpensTheQuickFixListAndAppliesTheChoice() throws Exception {
        ScenarioEditor editor = open();
        editor.getViewer().setSelection(new StructuredSelection(QuickFixFiles.buffer((Scenario) editor.getRoot())), true);
        UiTestSupport.drain();
        List<String> listed = new ArrayList<>();
        Display display = Display.getCurrent();
        display.timerExec(1500, () -> {
            if (display.getActiveShell() != null && display.getActiveShell().getData() instanceof QuickFixDialog dialog) {
                dialog.choices().forEach(c -> listed.add(c.label()));
                Screenshots.take("quick-fix-ctrl1-local-write");
                dialog.okPressed();
            }
        });
        // Ctrl+1: org.eclipse.ui.ide's Quick Fix command, whose handler in a model editor is EditorQuickFixHandler
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("org.eclipse.jdt.ui.edit.text.java.correction.assist.proposals", null);
        UiTestSupport.drain();
        assertEquals(List.of("Add LOCAL_WRITE to memory region buf"), listed);
        assertEquals(List.of(PATH_MTU), markers());
        assertEquals("Quick Fix: Add LOCAL_WRITE to memory region buf", editor.getEditingDomain().getCommandStack().getUndoCommand().getLabel());
    }

    @Test
    void ctrl1OnAPollThatAFailedRunMarkedOffersTheFixesOfThePostStep() throws Exception {
        // the run's FAIL ("status REM_ACCESS_ERR, expected SUCCESS") sits on poll-send; the rule that explains it is on q1-send
        flow = QuickFixFiles.writeIntoReadOnly(project);
        ScenarioEditor editor = open();
        Scenario s = (Scenario) editor.getRoot();
        PollCq poll = s.getPrograms().get(0).getSteps().stream().filter(st -> "poll-send".equals(st.getName())).map(PollCq.class::cast).findFirst().orElseThrow();
        List<QuickFixChoice> choices = EditorQuickFixHandler.choices(editor.validate(), Set.of(poll));
        assertEquals(List.of("Add REMOTE_WRITE to memory region buf"), choices.stream().map(QuickFixChoice::label).toList());
        assertTrue(choices.get(0).details().contains("\n\nProblem: PostSend q1-send is an RDMA_WRITE of bytes 0..64 of memory region buf in program host2, "
                + "but that region was registered without REMOTE_WRITE"), choices.get(0).details());
        EditorQuickFixHandler.apply(editor, choices.get(0));
        assertTrue(QuickFixFiles.buffer(s).getAccess().contains(AccessFlag.REMOTE_WRITE));
        assertEquals(List.of(), EditorQuickFixHandler.choices(editor.validate(), Set.of(poll)));
        // a poll of the other program reports none of host1's work requests
        assertEquals(List.of(), EditorQuickFixHandler.choices(editor.validate(), Set.of(s.getPrograms().get(1).getSteps().get(0))));
    }

    @Test
    void ctrl1OnAProblemWithoutFixSaysWhy() throws Exception {
        ScenarioEditor editor = open();
        Scenario s = (Scenario) editor.getRoot();
        var link = s.getTopology().getLinks().get(0);
        link.setTarget(link.getSource());
        // the cable lives in the topology: its problem is the topology's, seen from the topology's own validation
        var d = ModelValidation.validate(s.getTopology());
        List<QuickFixChoice> choices = EditorQuickFixHandler.choices(d, Set.of(link));
        assertEquals(List.of("No quick fix: Link cable connects port p1 of erdma_0 to itself"), choices.stream().map(QuickFixChoice::label).toList());
        assertEquals("Problem: Link cable connects port p1 of erdma_0 to itself\n\nWhy there is no fix: A cable cannot be fixed automatically: "
                + "which port did you mean? Plug the link into the right port in the diagram", choices.get(0).details());
    }
}
