package rdma.workbench.debug.ui.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.challenge.ChallengeOptions;
import rdma.workbench.debug.challenge.Question;
import rdma.workbench.debug.challenge.QuestionKind;
import rdma.workbench.debug.challenge.ScoreBoard;
import rdma.workbench.debug.challenge.ScoreEntry;
import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.examples.ExampleParameter;

/** A challenge as a learner plays it, under Xvfb: Start Challenge on a bundled example, one answer right, one wrong, Stop, the saved score. */
class ChallengeUiTest {

    private static final String SCENARIO = "/rdma-examples/scenarios/rnr-retry-recovers.rdmaflow";

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        Files.deleteIfExists(ChallengeScores.file());
        // the challenge honours the preferences: no questions about QP states this time (the example's first six would be)
        ChallengePreferences.store().setValue(ChallengePreferences.askKey(QuestionKind.QP_STATE), false);
    }

    @AfterEach
    void cleanUp() throws Exception {
        for (QuestionKind k : QuestionKind.values()) {
            ChallengePreferences.store().setToDefault(ChallengePreferences.askKey(k));
        }
        ChallengePreferences.store().setToDefault(ChallengePreferences.CHOICES);
        if (ChallengeRun.current() != null) {
            ChallengeRun.current().stop();
        }
        for (String view : new String[] {ChallengeView.ID, ChallengeResultsView.ID}) {
            if (page.findView(view) != null) {
                page.hideView(page.findView(view));
            }
        }
        UiTesting.cleanUp(page);
    }

    private static ChallengeRun start(String example) throws Exception {
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        ParameterizedCommand c = ParameterizedCommand.generateCommand(commands.getCommand(StartChallengeHandler.COMMAND),
                Map.of(ExampleParameter.ID, example));
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(c, null);
        return ChallengeRun.current();
    }

    private static void awaitPhase(ChallengeRun run, ChallengeRun.Phase phase, ChallengeView view, String heading) {
        UiTesting.waitFor("the challenge to be " + phase + " with '" + heading + "'",
                () -> run.phase() == phase && view.headingText().equals(heading));
    }

    @Test
    void aChallengeOnTheRnrExampleScoresOneRightAndOneWrongAnswerAndSavesIt() throws Exception {
        // another session, suspended, selected in the Debug view: the challenge's must take its place there
        ScenarioLaunchShortcut.launch(UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow"),
                ILaunchManager.DEBUG_MODE);
        UiTesting.waitFor("the other session to stop before its first step", () -> UiTesting.session() != null && UiTesting.session().isSuspended()
                && DebugUITools.getDebugContext() != null);
        ChallengeRun run = start("scenarios/rnr-retry-recovers.rdmaflow");
        ChallengeView view = (ChallengeView) page.findView(ChallengeView.ID);
        SimulationTarget target = run.target();
        assertEquals(SCENARIO, run.challenge().scenario());
        assertEquals(6, run.challenge().plan().size(), "with or without questions about states: the setup's states are not asked");
        // the challenge's scenario is in the editor and its session selected in the Debug view (Variables shows its objects)
        assertEquals(SCENARIO, page.getActiveEditor().getEditorInput().getAdapter(IFile.class).getFullPath().toString());
        UiTesting.waitFor("the challenge's session to be the debug context", () -> DebugUITools.getDebugContext() instanceof
                IDebugElement e && e.getDebugTarget() == target);

        // question 1: the SEND, asked with the session suspended just before the engine event that sends it
        awaitPhase(run, ChallengeRun.Phase.ASKING, view, "rnr-retry-recovers.rdmaflow: question 1 of 6, score 0/0");
        Question q1 = run.question();
        assertEquals(QuestionKind.PACKET, q1.kind());
        assertEquals(q1.position(), target.position());
        assertNull(target.traceEvent(q1.seq()), "the event has not happened yet");
        assertTrue(view.promptText().startsWith("host1 (QP 0x000011) puts its next packet on the wire, to its peer's QP 0x000011. "
                + "Which opcode and PSN does it carry?"), view.promptText());
        assertEquals(q1.choices(), view.choiceTexts());
        assertTrue(view.choiceTexts().contains("RC_SEND_ONLY, PSN 0"));
        Screenshots.take("challenge-question");

        view.answerWith(q1.choices().indexOf("RC_SEND_ONLY, PSN 0"));
        awaitPhase(run, ChallengeRun.Phase.ANSWERED, view, "rnr-retry-recovers.rdmaflow: question 1 of 6, score 1/1");
        assertEquals("Right: RC_SEND_ONLY, PSN 0.", view.verdictText());
        TraceEvent sent = target.traceEvent(q1.seq());
        assertTrue(sent instanceof PacketSent p && p.packet().opcode().name().equals("RC_SEND_ONLY"), "the session stepped to the event: " + sent);
        assertEquals(Explanation.of(sent).text(), view.explanationText());
        assertNull(run.problem());

        // question 2: the responder's RNR NAK, answered wrong
        view.pressNext();
        awaitPhase(run, ChallengeRun.Phase.ASKING, view, "rnr-retry-recovers.rdmaflow: question 2 of 6, score 1/1");
        Question q2 = run.question();
        assertEquals(QuestionKind.RESPONSE, q2.kind());
        assertEquals("RNR NAK", q2.rightChoice());
        assertEquals(q2.position(), target.position());
        int wrong = q2.choices().indexOf("ACK") >= 0 ? q2.choices().indexOf("ACK") : (q2.answer() + 1) % q2.choices().size();
        String wrongText = q2.choices().get(wrong);
        view.answerWith(wrong);
        awaitPhase(run, ChallengeRun.Phase.ANSWERED, view, "rnr-retry-recovers.rdmaflow: question 2 of 6, score 1/2");
        assertEquals("Wrong: you chose " + wrongText + "; the engine's answer is RNR NAK.", view.verdictText());
        assertTrue(view.explanationText().startsWith("Receiver not ready: a SEND (or WRITE with immediate) for PSN 0x000000 (0) found no receive WQE"),
                view.explanationText());
        Screenshots.take("challenge-explanation");

        // Stop: the score of the two answered is saved in the workspace and listed
        view.pressStop();
        UiTesting.waitFor("the challenge to be over", () -> run.phase() == ChallengeRun.Phase.OVER && run.saved() != null);
        ScoreEntry saved = ChallengeScores.load().entry(SCENARIO);
        assertEquals("1/2", saved.last());
        assertEquals("1/2", saved.best());
        assertEquals(6, saved.questions());
        List<String> lines = Files.readAllLines(ChallengeScores.file());
        assertEquals(2, lines.size());
        assertEquals(ScoreBoard.HEADER, lines.get(0));
        assertEquals(SCENARIO + "\t1\t2\t1\t2\t6\t" + saved.date(), lines.get(1));
        assertTrue(view.promptText().startsWith("The challenge is over: 1 right of 2 answered (6 questions in this scenario). Saved: last 1/2, best 1/2."),
                view.promptText());

        ChallengeResultsView results = (ChallengeResultsView) page.showView(ChallengeResultsView.ID);
        UiTesting.drain();
        assertEquals(1, results.rows().size());
        assertTrue(results.rows().get(0).startsWith(SCENARIO + "\t1/2\t1/2\t6\t"), results.rows().get(0));
        Screenshots.take("challenge-results");
    }

    @Test
    void withoutAParameterTheScenarioOfTheActiveEditorIsChallenged() throws Exception {
        IFile file = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow");
        IDE.openEditor(page, file);
        UiTesting.drain();
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(StartChallengeHandler.COMMAND, null);
        ChallengeRun run = ChallengeRun.current();
        assertEquals("/rdma-examples/scenarios/rc-send-recv.rdmaflow", run.challenge().scenario());
        ChallengeView view = (ChallengeView) page.findView(ChallengeView.ID);
        int n = run.challenge().plan().size();
        awaitPhase(run, ChallengeRun.Phase.ASKING, view, "rc-send-recv.rdmaflow: question 1 of " + n + ", score 0/0");
        assertEquals(run.question().position(), run.target().position());
        view.pressStop();
        UiTesting.waitFor("the challenge to be over", () -> run.phase() == ChallengeRun.Phase.OVER && run.saved() != null);
        assertEquals("0/0", ChallengeScores.load().entry("/rdma-examples/scenarios/rc-send-recv.rdmaflow").last());
    }

    @Test
    void thePreferencePageNeedsAKindOfQuestionAndTwoToSixChoices() throws Exception {
        PreferenceDialog d = PreferencesUtil.createPreferenceDialogOn(page.getWorkbenchWindow().getShell(),
                ChallengePreferencePage.ID, new String[] {ChallengePreferencePage.ID}, null);
        d.setBlockOnOpen(false);
        d.open();
        try {
            ChallengePreferencePage p = (ChallengePreferencePage) d.getSelectedPage();
            Control root = p.getControl();
            for (QuestionKind k : QuestionKind.values()) {
                String label = Character.toUpperCase(k.label().charAt(0)) + k.label().substring(1);
                click(find(root, Button.class, label), false);
            }
            assertFalse(p.isValid());
            assertEquals("Choose at least one kind of question", p.getErrorMessage());
            click(find(root, Button.class, "The completion's status"), true);
            assertTrue(p.isValid());
            Text choices = find(root, Text.class, null);
            type(choices, "7");
            assertFalse(p.isValid());
            assertEquals("A question offers 2 to 6 choices", p.getErrorMessage());
            type(choices, "3");
            assertTrue(p.isValid());
            assertTrue(p.performOk());
        } finally {
            d.close();
        }
        assertEquals(new ChallengeOptions(EnumSet.of(QuestionKind.COMPLETION), 3),
                ChallengePreferences.options());
        ChallengeRun run = start("scenarios/rnr-retry-recovers.rdmaflow");
        assertEquals(2, run.challenge().plan().size(), "the two completions");
        for (Question q : run.challenge().plan().questions()) {
            assertEquals(3, q.choices().size());
        }
    }

    /** Types {@code text} into the field: the field editor checks it as each key is released. */
    private static void type(Text t, String text) {
        t.setText(text);
        t.notifyListeners(SWT.KeyUp, new Event());
    }

    private static void click(Button b, boolean selected) {
        b.setSelection(selected);
        b.notifyListeners(SWT.Selection, new Event());
    }

    /** The first control of {@code type} under {@code c} with text {@code text} (any text when null). */
    private static <T extends Control> T find(Control c, Class<T> type, String text) {
        if (type.isInstance(c) && (text == null || text.equals(c instanceof Button b ? b.getText()
                : ((Text) c).getText()))) {
            return type.cast(c);
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                T found = find(child, type, text);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
