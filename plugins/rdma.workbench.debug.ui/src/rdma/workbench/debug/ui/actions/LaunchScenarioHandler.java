package rdma.workbench.debug.ui.actions;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.ui.handlers.HandlerUtil;

import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.ui.editors.ScenarioEditor;

/** Run Scenario / Debug Scenario from the scenario editor's context menu (the mode is the handler's data in plugin.xml). */
public final class LaunchScenarioHandler extends AbstractHandler implements IExecutableExtension {

    private String mode = ILaunchManager.RUN_MODE;

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        mode = ILaunchManager.DEBUG_MODE.equals(data) ? ILaunchManager.DEBUG_MODE : ILaunchManager.RUN_MODE;
    }

    @Override
    public Object execute(ExecutionEvent event) {
        if (HandlerUtil.getActiveEditor(event) instanceof ScenarioEditor e && e.getFile() != null) {
            ScenarioLaunchShortcut.launch(e.getFile(), mode);
        }
        return null;
    }
}
