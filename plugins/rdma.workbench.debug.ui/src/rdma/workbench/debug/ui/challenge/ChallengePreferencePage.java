package rdma.workbench.debug.ui.challenge;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.util.PropertyChangeEvent;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import rdma.workbench.debug.challenge.ChallengeOptions;
import rdma.workbench.debug.challenge.QuestionKind;
import rdma.workbench.ui.HelpContexts;

/** Preferences > RDMA > Challenge: the kinds of question a challenge asks and the number of choices. */
public final class ChallengePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public static final String ID = "rdma.workbench.debug.ui.preferences.challenge";
    public static final String HELP = HelpContexts.PREFERENCES;

    private final List<BooleanFieldEditor> kinds = new ArrayList<>();

    public ChallengePreferencePage() {
        super(GRID);
        setDescription("Start Challenge runs a scenario in the debugger and, before each notable event, asks what comes next. Ask about:");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(ChallengePreferences.store());
    }

    @Override
    protected Control createContents(Composite parent) {
        Control c = super.createContents(parent);
        HelpContexts.set(c, HELP);
        return c;
    }

    @Override
    protected void createFieldEditors() {
        for (QuestionKind k : QuestionKind.values()) {
            String label = k.label();
            BooleanFieldEditor f = new BooleanFieldEditor(ChallengePreferences.askKey(k), Character.toUpperCase(label.charAt(0)) + label.substring(1),
                    getFieldEditorParent());
            kinds.add(f);
            addField(f);
        }
        IntegerFieldEditor choices = new IntegerFieldEditor(ChallengePreferences.CHOICES, "&Choices per question:", getFieldEditorParent(), 1);
        choices.setValidRange(ChallengeOptions.MIN_CHOICES, ChallengeOptions.MAX_CHOICES);
        choices.setErrorMessage("A question offers " + ChallengeOptions.MIN_CHOICES + " to " + ChallengeOptions.MAX_CHOICES + " choices");
        addField(choices);
    }

    @Override
    public void propertyChange(PropertyChangeEvent event) {
        super.propertyChange(event);
        checkState();
    }

    /** At least one kind of question: a challenge that asks nothing is no challenge. */
    @Override
    protected void checkState() {
        super.checkState();
        if (isValid() && kinds.stream().noneMatch(BooleanFieldEditor::getBooleanValue)) {
            setErrorMessage("Choose at least one kind of question");
            setValid(false);
        }
    }
}
