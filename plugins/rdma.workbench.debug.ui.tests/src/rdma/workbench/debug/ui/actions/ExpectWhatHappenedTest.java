package rdma.workbench.debug.ui.actions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.launch.PolledCompletions;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.WcOpcode;
import rdma.workbench.model.scenario.WcStatus;
import rdma.workbench.ui.editors.ScenarioEditor;

/** After a run, a PollCq step's expectations become what it polled, once asked, in one undoable command. */
class ExpectWhatHappenedTest {

    private static final String POLL = "//@programs[name='server']/@steps[name='poll-recv']";

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(false);
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTesting.cleanUp(page);
    }

    /** rc-send-recv with the server's receive expected to fail: its run ends in a FAIL on poll-recv. */
    private IFile wrongExpectation(String name) throws Exception {
        IFile original = project.getFile("scenarios/rc-send-recv.rdmaflow");
        String text = new String(original.getContents().readAllBytes(), StandardCharsets.UTF_8);
        IFile copy = project.getFile("scenarios/" + name);
        if (copy.exists()) {
            copy.delete(true, null);
        }
        copy.create(new ByteArrayInputStream(text.replace("<expected wrId=\"100\" opcode=\"RECV\" byteLen=\"12\"/>",
                "<expected wrId=\"99\" status=\"REM_ACCESS_ERR\"/><expected wrId=\"101\"/>").getBytes(StandardCharsets.UTF_8)), true, null);
        return copy;
    }

    private static int failures(IFile file) {
        try {
            return file.findMarkers(RdmaDebug.EXPECTATION_MARKER, false, IResource.DEPTH_ZERO).length;
        } catch (Exception e) {
            return -1;
        }
    }

    @Test
    void fillsThePollsExpectationsFromTheLastRunAndUndoesInOneStep() throws Exception {
        IFile file = wrongExpectation("rc-send-recv-expect.rdmaflow");
        ScenarioEditor editor = (ScenarioEditor) page.openEditor(new FileEditorInput(file), ScenarioEditor.ID);
        PollCq poll = (PollCq) editor.getRoot().eResource().getEObject(POLL);
        assertEquals("No run of rc-send-recv-expect.rdmaflow has finished since the workbench started. Run it (Run As > RDMA Scenario), "
                + "then choose Expect What Happened on step poll-recv again.", ExpectWhatHappenedHandler.problem(editor, poll));

        ScenarioLaunchShortcut.launch(file, ILaunchManager.RUN_MODE);
        waitFor("the FAIL markers of the run", () -> failures(file) > 0);
        assertNull(ExpectWhatHappenedHandler.problem(editor, poll));
        PolledCompletions run = PolledCompletions.lastRunOf(file);
        List<PolledCompletions.Polled> polled = run.of(POLL);
        assertEquals("Step poll-recv expects:\n    wr_id 99  REM_ACCESS_ERR\n    wr_id 101  SUCCESS\n\nIn the run of " + run.endedAt()
                + " it polled:\n    wr_id 100  RECV  SUCCESS  byte_len 12\n\n"
                + "The step will expect exactly these (opcode and byte_len only where the status is SUCCESS).\n\nReplace its expectations?",
                ExpectWhatHappenedHandler.question(poll, polled, run));

        int failed = failures(file);
        ExpectWhatHappenedHandler.fill(editor, poll, polled);
        assertEquals(0, failures(file), "the run's FAIL on the step goes with the expectations it judged");
        assertEquals(1, poll.getExpected().size());
        ExpectedCompletion e = poll.getExpected().get(0);
        assertEquals(List.of(100L, WcStatus.SUCCESS, WcOpcode.RECV, 12, false), List.of(e.getWrId(), e.getStatus(), e.getOpcode(), e.getByteLen(),
                e.isSetImmData()));
        editor.getEditingDomain().getCommandStack().undo();
        assertEquals(List.of(99L, 101L), poll.getExpected().stream().map(ExpectedCompletion::getWrId).toList(), "one Undo restores the old expectations");
        assertEquals(failed, failures(file), "and the FAIL markers that judged them");
        editor.getEditingDomain().getCommandStack().redo();
        assertEquals(0, failures(file));

        editor.doSave(null);
        assertFalse(editor.isDirty());
        assertEquals("rc-send-recv-expect.rdmaflow has changed since the run of " + run.endedAt() + ": run it again, then choose Expect "
                + "What Happened on step poll-recv.", ExpectWhatHappenedHandler.problem(editor, poll), "a run of an older version is not used");
        ScenarioLaunchShortcut.launch(file, ILaunchManager.RUN_MODE);
        waitFor("the second run to end without a FAIL", () -> PolledCompletions.lastRunOf(file) != run && failures(file) == 0);
        assertEquals(0, failures(file), "the run with the filled expectations passes");
        assertEquals("Step poll-recv already expects exactly what it polled in the run of " + PolledCompletions.lastRunOf(file).endedAt() + ".",
                ExpectWhatHappenedHandler.problem(editor, poll), "nothing to replace a second time");
    }

    @Test
    void unsavedChangesAreSavedFirst() throws Exception {
        IFile file = wrongExpectation("rc-send-recv-expect-dirty.rdmaflow");
        ScenarioEditor editor = (ScenarioEditor) page.openEditor(new FileEditorInput(file), ScenarioEditor.ID);
        PollCq poll = (PollCq) editor.getRoot().eResource().getEObject(POLL);
        editor.getEditingDomain().getCommandStack().execute(SetCommand.create(editor.getEditingDomain(), poll,
                ScenarioPackage.Literals.POLL_CQ__TIMEOUT, 5_000_000L));
        assertEquals("Save the scenario and run it first: the run uses the file as saved, so its completions may not belong to step poll-recv "
                + "as it is now.", ExpectWhatHappenedHandler.problem(editor, poll));
    }
}
