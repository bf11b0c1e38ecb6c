package rdma.workbench.debug.ui.launch;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.ContainerSelectionDialog;

import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;
import rdma.workbench.model.persistence.ModelFiles;

/** The Scenario tab: the scenario file, the seed, the simulated-time limit, where captures go, and whether a debug launch stops at the start. */
public final class ScenarioTab extends ModelFileTab {

    private Text scenario;
    private Text seed;
    private Text limit;
    private Text captures;
    private Button stopAtStart;

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(c);
        setControl(c);

        scenario = row(c, "&Scenario:", "The verb flow to run: a .rdmaflow file in the workspace");
        Button browse = createPushButton(c, "&Browse...", null);
        browse.addListener(SWT.Selection, e -> chooseFile("Choose a Scenario", ModelFiles.SCENARIO_EXTENSION, scenario));

        seed = row(c, "S&eed:", "Empty: the scenario's own seed. The same seed gives the same run, bit for bit.");
        new Label(c, SWT.NONE);
        limit = row(c, "Time &limit (\u00b5s):", "The run stops after this much simulated time");
        new Label(c, SWT.NONE);
        captures = row(c, "&Captures to:", "Empty: no captures. A workspace folder (/project/folder) or a folder on disk: one .pcap per port.");
        Button browseFolder = createPushButton(c, "B&rowse...", null);
        browseFolder.addListener(SWT.Selection, e -> chooseFolder());

        stopAtStart = new Button(c, SWT.CHECK);
        stopAtStart.setText("S&top before the first step (Debug)");
        GridDataFactory.swtDefaults().span(3, 1).applyTo(stopAtStart);
        stopAtStart.addListener(SWT.Selection, e -> changed());
    }

    private void chooseFolder() {
        ContainerSelectionDialog d = new ContainerSelectionDialog(getShell(), null, true, "Folder for the captures (one .pcap per port):");
        if (d.open() == Window.OK && d.getResult().length == 1 && d.getResult()[0] instanceof IPath p) {
            captures.setText(p.toString());
        }
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        RdmaPreferences.fillNewLaunch(configuration, "");
    }

    @Override
    public void initializeFrom(ILaunchConfiguration c) {
        try {
            scenario.setText(c.getAttribute(LaunchSettings.SCENARIO, ""));
            seed.setText(c.getAttribute(LaunchSettings.SEED, ""));
            limit.setText(c.getAttribute(LaunchSettings.LIMIT_MICROS, Long.toString(LaunchSettings.DEFAULT_LIMIT_MICROS)));
            captures.setText(c.getAttribute(LaunchSettings.CAPTURE_FOLDER, ""));
            stopAtStart.setSelection(c.getAttribute(LaunchSettings.STOP_AT_FIRST_STEP, LaunchSettings.STOP_AT_FIRST_STEP_DEFAULT));
        } catch (CoreException e) {
            setErrorMessage(e.getMessage());
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy c) {
        c.setAttribute(LaunchSettings.SCENARIO, scenario.getText().trim());
        c.setAttribute(LaunchSettings.SEED, seed.getText().trim());
        c.setAttribute(LaunchSettings.LIMIT_MICROS, limit.getText().trim());
        c.setAttribute(LaunchSettings.CAPTURE_FOLDER, captures.getText().trim());
        c.setAttribute(LaunchSettings.STOP_AT_FIRST_STEP, stopAtStart.getSelection());
        IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(scenario.getText().trim());
        c.setMappedResources(r instanceof IFile ? new IResource[] {r} : null);
    }

    @Override
    public boolean isValid(ILaunchConfiguration c) {
        setErrorMessage(null);
        String path = scenario.getText().trim();
        if (path.isEmpty()) {
            setErrorMessage("Choose the scenario (.rdmaflow) to run");
            return false;
        }
        IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(path);
        if (!(r instanceof IFile f) || !ModelFiles.SCENARIO_EXTENSION.equals(f.getFileExtension())) {
            setErrorMessage(path + " is not a scenario (.rdmaflow) in the workspace");
            return false;
        }
        String s = seed.getText().trim();
        if (!s.isEmpty() && !s.matches("-?\\d{1,19}")) {
            setErrorMessage("The seed is a whole number, or empty for the scenario's own");
            return false;
        }
        String l = limit.getText().trim();
        if (!l.matches("\\d{1,16}") || Long.parseLong(l) == 0) {
            setErrorMessage("The time limit is a whole number of microseconds, at least 1");
            return false;
        }
        String folder = captures.getText().trim();
        if (!folder.isEmpty() && folder.startsWith("/") && ResourcesPlugin.getWorkspace().getRoot().findMember(folder) instanceof IFile) {
            setErrorMessage(folder + " is a file: captures go to a folder");
            return false;
        }
        return true;
    }

    @Override
    public String getName() {
        return "Scenario";
    }
}
