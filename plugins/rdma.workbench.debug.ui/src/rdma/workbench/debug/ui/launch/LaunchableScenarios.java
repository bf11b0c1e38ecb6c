package rdma.workbench.debug.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.debug.ui.actions.ILaunchable;

import rdma.workbench.model.persistence.ModelFiles;

/** A scenario file is launchable: the Project Explorer then offers Run As and Debug As on it. */
public final class LaunchableScenarios implements IAdapterFactory {

    private static final ILaunchable LAUNCHABLE = new ILaunchable() {
    };

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> adapterType) {
        if (adapterType == ILaunchable.class && adaptable instanceof IFile f && ModelFiles.SCENARIO_EXTENSION.equals(f.getFileExtension())) {
            return adapterType.cast(LAUNCHABLE);
        }
        return null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] {ILaunchable.class};
    }
}
