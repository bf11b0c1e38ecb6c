package rdma.workbench.ui.authoring;

import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.ui.IEditorPart;

import rdma.workbench.ui.editors.ModelEditorContributor;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * The scenario editor's actions: those of every model editor, plus the generators in a Generate
 * submenu of the tree's context menu and in a Scenario menu while a scenario editor is active.
 */
public final class ScenarioEditorContributor extends ModelEditorContributor {

    /** The id of the Scenario menu in the menu bar. */
    public static final String MENU_ID = "rdma.workbench.ui.scenarioMenu";

    private final GenerateActions generate = new GenerateActions();

    @Override
    public void contributeToMenu(IMenuManager menu) {
        super.contributeToMenu(menu);
        MenuManager scenario = new MenuManager("&Scenario", MENU_ID);
        generate.fill(scenario);
        menu.insertAfter(MODEL_MENU_ID, scenario);
    }

    @Override
    public void setActiveEditor(IEditorPart part) {
        super.setActiveEditor(part);
        generate.setEditor(part instanceof ScenarioEditor s && s.getLoadProblem() == null ? s : null);
    }

    @Override
    protected void update() {
        super.update();
        generate.update();
    }

    @Override
    protected void fillContextMenu(IMenuManager menu) {
        super.fillContextMenu(menu);
        MenuManager submenu = new MenuManager("&Generate", "rdma.workbench.ui.generate");
        generate.fill(submenu);
        menu.insertAfter(NEW_MENU_ID, submenu);
    }
}
