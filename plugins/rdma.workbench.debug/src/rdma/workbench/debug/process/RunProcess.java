package rdma.workbench.debug.process;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.model.IProcess;

import rdma.workbench.debug.record.RecordedRun;

/**
 * A process whose run the packet views show: a scenario's run, or a live fabric's with real
 * programs on it. Each hands the views frozen copies of its trace and fires a CHANGE event with
 * detail CONTENT when there is a new one.
 */
public interface RunProcess extends IProcess {

    /** The run's events and frames for the packet views. */
    RecordedRun recorded();

    /** The scenario the run comes from, or null: a live fabric's programs are no scenario. */
    IFile scenario();

    /** The topology file the run is on, the diagram it is drawn on; null when it is not one of the workspace. */
    IFile topology();
}
