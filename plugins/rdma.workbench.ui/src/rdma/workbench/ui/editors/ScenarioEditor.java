package rdma.workbench.ui.editors;

import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.ui.HelpContexts;

/** Verb flows: the programs, one per host, each with its steps in order. */
public final class ScenarioEditor extends ModelEditor {

    public static final String ID = "rdma.workbench.ui.scenarioEditor";

    public ScenarioEditor() {
        super(Scenario.class);
    }

    @Override
    protected int initialExpansion() {
        return 3;
    }

    @Override
    protected String helpContext() {
        return HelpContexts.SCENARIO_EDITOR;
    }
}
