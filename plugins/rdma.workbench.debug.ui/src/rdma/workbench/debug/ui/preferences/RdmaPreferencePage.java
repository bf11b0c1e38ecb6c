package rdma.workbench.debug.ui.preferences;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.RadioGroupFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

import rdma.workbench.ui.HelpContexts;

/** Window > Preferences > RDMA. */
public final class RdmaPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public RdmaPreferencePage() {
        super(GRID);
        setPreferenceStore(RdmaPreferences.store());
        setDescription("Defaults for new RDMA Scenario launch configurations and for the packet views. "
                + "A launch configuration, once made, keeps its own seed and time limit (Run > Debug Configurations...).");
    }

    @Override
    public void init(IWorkbench workbench) {
        // the store is set in the constructor
    }

    @Override
    protected Control createContents(Composite parent) {
        Control c = super.createContents(parent);
        HelpContexts.set(c, HelpContexts.PREFERENCES);
        return c;
    }

    @Override
    protected void createFieldEditors() {
        Composite p = getFieldEditorParent();
        StringFieldEditor seed = new StringFieldEditor(RdmaPreferences.SEED, "Default &seed (empty: each scenario's own):", p) {
            @Override
            protected boolean doCheckState() {
                return getStringValue().trim().matches("(-?\\d{1,18})?");
            }
        };
        seed.setErrorMessage("The seed is a whole number, or empty for each scenario's own seed");
        addField(seed);
        StringFieldEditor limit = new StringFieldEditor(RdmaPreferences.LIMIT_MICROS, "Default simulated-time &limit (\u00b5s):", p) {
            @Override
            protected boolean doCheckState() {
                String v = getStringValue().trim();
                return v.matches("\\d{1,16}") && Long.parseLong(v) > 0;
            }
        };
        limit.setErrorMessage("The time limit is a whole number of microseconds, at least 1");
        addField(limit);
        addField(new ComboFieldEditor(RdmaPreferences.ANIMATION_NANOS_PER_SECOND, "&Animation speed:", AnimationSpeeds.choices(), p));
        addField(new RadioGroupFieldEditor(RdmaPreferences.LADDER_AXIS, "Packet Ladder time axis", 1,
                new String[][] {{"&Linear: the gaps show how long each frame took", RdmaPreferences.AXIS_TIME},
                        {"By &event order: frames sent at the same instant stay apart", RdmaPreferences.AXIS_EVENTS}}, p, true));
        addField(new BooleanFieldEditor(RdmaPreferences.LADDER_SWITCHES, "Packet Ladder shows a lane per s&witch", p));
    }
}
