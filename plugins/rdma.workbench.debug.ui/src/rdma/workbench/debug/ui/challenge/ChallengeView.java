package rdma.workbench.debug.ui.challenge;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import rdma.workbench.debug.challenge.Challenge;
import rdma.workbench.debug.challenge.Question;
import rdma.workbench.debug.challenge.ScoreEntry;
import rdma.workbench.ui.HelpContexts;

/**
 * The Challenge view: the question asked before the engine's next notable event, its choices,
 * and once answered whether it was right, the right answer and the explanation of what the engine
 * did; Next Question goes on, Stop Challenge ends it and saves the score.
 */
public final class ChallengeView extends ViewPart {

    public static final String ID = "rdma.workbench.debug.ui.challenge";
    public static final String HELP = HelpContexts.CHALLENGE;

    private ScrolledComposite scroll;
    private Composite body;
    private Label heading;
    private Label prompt;
    private Group choicesGroup;
    private final List<Button> choices = new ArrayList<>();
    private Button answer;
    private Button next;
    private Button stop;
    private Label verdict;
    private Text explanation;
    private Label rule;
    private ChallengeRun run;
    private final Runnable onChange = () -> asyncRefresh();
    private final Runnable onCurrent = () -> asyncRefresh();
    /** The question whose choices the buttons show, so a refresh keeps the learner's selection. */
    private Question shown;

    @Override
    public void createPartControl(Composite parent) {
        scroll = new ScrolledComposite(parent, SWT.V_SCROLL);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        body = new Composite(scroll, SWT.NONE);
        scroll.setContent(body);
        GridLayoutFactory.swtDefaults().margins(10, 10).spacing(8, 8).applyTo(body);
        heading = new Label(body, SWT.WRAP);
        heading.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(heading);
        prompt = new Label(body, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(prompt);
        choicesGroup = new Group(body, SWT.NONE);
        choicesGroup.setText("Your answer");
        GridLayoutFactory.swtDefaults().numColumns(2).equalWidth(true).applyTo(choicesGroup);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(choicesGroup);
        Composite buttons = new Composite(body, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(3).applyTo(buttons);
        answer = button(buttons, "&Answer", () -> {
            int i = selectedChoice();
            if (run != null && i >= 0) {
                run.answer(i);
            }
        });
        next = button(buttons, "&Next Question", () -> {
            if (run != null) {
                run.next();
            }
        });
        stop = button(buttons, "&Stop Challenge", () -> {
            if (run != null) {
                run.stop();
            }
        });
        verdict = new Label(body, SWT.WRAP);
        verdict.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(verdict);
        explanation = new Text(body, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY);
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(explanation);
        rule = new Label(body, SWT.WRAP);
        rule.setFont(JFaceResources.getFontRegistry().getItalic(JFaceResources.DEFAULT_FONT));
        GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).applyTo(rule);
        HelpContexts.set(body, HELP);
        scroll.addListener(SWT.Resize, e -> layout());
        ChallengeRun.addCurrentListener(onCurrent);
        refresh();
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private void asyncRefresh() {
        if (body != null && !body.isDisposed()) {
            body.getDisplay().asyncExec(() -> {
                if (!body.isDisposed()) {
                    refresh();
                }
            });
        }
    }

    /** Shows the current challenge as it stands. */
    private void refresh() {
        ChallengeRun now = ChallengeRun.current();
        if (now != run) {
            if (run != null) {
                run.removeListener(onChange);
            }
            run = now;
            if (run != null) {
                run.addListener(onChange);
            }
        }
        if (run == null) {
            heading.setText("No challenge yet");
            prompt.setText("Start Challenge (Run menu, or the context menu of a scenario) runs a scenario in the debugger and asks, before each "
                    + "notable event, what the engine does next.");
            showChoices(null);
            enable(false, false, false);
            verdict.setText("");
            explanation.setText("");
            rule.setText("");
            layout();
            return;
        }
        Challenge c = run.challenge();
        ChallengeRun.Phase phase = run.phase();
        Question q = run.question();
        String scenario = c.scenario().substring(c.scenario().lastIndexOf('/') + 1);
        int number = phase == ChallengeRun.Phase.ANSWERED || phase == ChallengeRun.Phase.REVEALING ? c.answered() : c.number();
        heading.setText(phase == ChallengeRun.Phase.OVER ? scenario + ": over, score " + c.score()
                : scenario + ": question " + Math.min(number, c.plan().size()) + " of " + c.plan().size() + ", score " + c.score());
        setPartName("Challenge");
        switch (phase) {
            case MOVING -> {
                prompt.setText("Running to the next question\u2026");
                showChoices(null);
                enable(false, false, true);
                clearAnswer();
            }
            case ASKING -> {
                prompt.setText(q.prompt() + "\n(The run is suspended just before this event: the views show the state now.)");
                showChoices(q);
                enable(true, false, true);
                clearAnswer();
            }
            case REVEALING -> {
                prompt.setText(q.prompt());
                enable(false, false, true);
            }
            case ANSWERED -> {
                prompt.setText(q.prompt());
                showChoices(q);
                selectChoice(run.choice());
                enable(false, true, true);
                next.setText(c.isDone() ? "&Finish" : "&Next Question");
                verdict.setText(run.wasRight() ? "Right: " + q.rightChoice() + "." : "Wrong: you chose " + q.choices().get(run.choice())
                        + "; the engine's answer is " + q.rightChoice() + ".");
                verdict.setForeground(body.getDisplay().getSystemColor(run.wasRight() ? SWT.COLOR_DARK_GREEN : SWT.COLOR_DARK_RED));
                explanation.setText(q.explanation().text() + (run.problem() == null ? "" : "\n\nNote: " + run.problem()));
                rule.setText("Rule: " + q.explanation().rule());
            }
            case OVER -> {
                ScoreEntry s = run.saved();
                prompt.setText("The challenge is over: " + c.right() + " right of " + c.answered() + " answered ("
                        + c.plan().size() + " questions in this scenario)."
                        + (s == null ? "" : " Saved: last " + s.last() + ", best " + s.best() + ". Window > Show View > Challenge Results lists every scenario's scores.")
                        + (run.problem() == null ? "" : "\n" + run.problem()));
                showChoices(null);
                enable(false, false, false);
                clearAnswer();
            }
        }
        layout();
    }

    private void clearAnswer() {
        verdict.setText("");
        explanation.setText("");
        rule.setText("");
    }

    private void enable(boolean canAnswer, boolean canGoOn, boolean canStop) {
        answer.setEnabled(canAnswer);
        next.setEnabled(canGoOn);
        stop.setEnabled(canStop);
        for (Button b : choices) {
            b.setEnabled(canAnswer);
        }
    }

    private void showChoices(Question q) {
        if (q == shown) {
            return;
        }
        shown = q;
        for (Button b : choices) {
            b.dispose();
        }
        choices.clear();
        choicesGroup.setVisible(q != null);
        if (q == null) {
            return;
        }
        for (String text : q.choices()) {
            Button b = new Button(choicesGroup, SWT.RADIO);
            b.setText(text.replace("&", "&&"));
            choices.add(b);
        }
    }

    private void selectChoice(int index) {
        for (int i = 0; i < choices.size(); i++) {
            choices.get(i).setSelection(i == index);
        }
    }

    private int selectedChoice() {
        for (int i = 0; i < choices.size(); i++) {
            if (choices.get(i).getSelection()) {
                return i;
            }
        }
        return -1;
    }

    private void layout() {
        body.layout(true, true);
        // the texts wrap at the view's width; the view scrolls down when they are longer than it is high
        scroll.setMinSize(body.computeSize(scroll.getClientArea().width, SWT.DEFAULT));
    }

    // ---- what tests (and the learner's keyboard) press

    /** The choices' texts as shown. */
    public List<String> choiceTexts() {
        return choices.stream().map(Button::getText).toList();
    }

    /** Selects choice {@code index} and presses Answer, as a learner does. */
    public void answerWith(int index) {
        selectChoice(index);
        answer.notifyListeners(SWT.Selection, null);
    }

    /** Presses Next Question (Finish after the last). */
    public void pressNext() {
        next.notifyListeners(SWT.Selection, null);
    }

    /** Presses Stop Challenge. */
    public void pressStop() {
        stop.notifyListeners(SWT.Selection, null);
    }

    /** The verdict line shown after an answer ("Right: ...", "Wrong: ..."). */
    public String verdictText() {
        return verdict.getText();
    }

    /** The explanation shown after an answer. */
    public String explanationText() {
        return explanation.getText();
    }

    public String headingText() {
        return heading.getText();
    }

    public String promptText() {
        return prompt.getText();
    }

    @Override
    public void setFocus() {
        (answer.isEnabled() && !choices.isEmpty() ? (Control) choices.get(0) : body).setFocus();
    }

    @Override
    public void dispose() {
        ChallengeRun.removeCurrentListener(onCurrent);
        if (run != null) {
            run.removeListener(onChange);
        }
        super.dispose();
    }
}
