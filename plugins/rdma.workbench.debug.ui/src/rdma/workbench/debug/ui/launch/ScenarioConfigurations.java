package rdma.workbench.debug.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;

/** The "RDMA Scenario" launch configuration of a scenario file: the one that exists, or a new one named after the file. */
public final class ScenarioConfigurations {

    private ScenarioConfigurations() {
    }

    public static ILaunchConfiguration forFile(IFile file) throws CoreException {
        ILaunchManager m = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType type = m.getLaunchConfigurationType(RdmaDebug.LAUNCH_TYPE);
        String path = file.getFullPath().toString();
        for (ILaunchConfiguration c : m.getLaunchConfigurations(type)) {
            if (path.equals(c.getAttribute(LaunchSettings.SCENARIO, ""))) {
                return c;
            }
        }
        String base = file.getName().substring(0, file.getName().length() - file.getFileExtension().length() - 1);
        ILaunchConfigurationWorkingCopy c = type.newInstance(null, m.generateLaunchConfigurationName(base));
        RdmaPreferences.fillNewLaunch(c, path);
        c.setMappedResources(new IResource[] {file});
        return c.doSave();
    }
}
