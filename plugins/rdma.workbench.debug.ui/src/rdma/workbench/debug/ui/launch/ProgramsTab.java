package rdma.workbench.debug.ui.launch;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.TableEditor;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.debug.launch.ProgramsSettings;
import rdma.workbench.model.persistence.ModelFiles;

/**
 * The Programs tab: the topology whose hosts the programs run on, the programs — each a host, a
 * working directory and a command line (double-click a cell to edit it) — and where the recording
 * of what they did goes.
 */
public final class ProgramsTab extends ModelFileTab {

    private static final String[] COLUMNS = {"Host", "Working directory", "Command line", "Environment (NAME=value ...)"};

    private Text topology;
    private Table programs;
    private Text startGap;
    private Text recording;

    @Override
    public void createControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(c);
        setControl(c);

        topology = row(c, "&Topology:", "The fabric the programs run on: a .rdmatopo file in the workspace");
        Button browse = createPushButton(c, "&Browse...", null);
        browse.addListener(SWT.Selection, e -> chooseFile("Choose a Topology", ModelFiles.TOPOLOGY_EXTENSION, topology));

        Label l = new Label(c, SWT.NONE);
        l.setText("&Programs, each with the verbs library on its host (double-click a cell to edit it; no working directory: the topology's project):");
        GridDataFactory.swtDefaults().span(3, 1).applyTo(l);
        programs = new Table(c, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        programs.setHeaderVisible(true);
        programs.setLinesVisible(true);
        int[] widths = {80, 150, 340, 160};
        for (int i = 0; i < COLUMNS.length; i++) {
            TableColumn col = new TableColumn(programs, SWT.NONE);
            col.setText(COLUMNS[i]);
            col.setWidth(widths[i]);
        }
        GridDataFactory.fillDefaults().grab(true, true).span(2, 1).hint(600, 160).applyTo(programs);
        editable(programs);
        Composite buttons = new Composite(c, SWT.NONE);
        GridLayoutFactory.fillDefaults().applyTo(buttons);
        GridDataFactory.swtDefaults().align(SWT.FILL, SWT.BEGINNING).applyTo(buttons);
        Button add = createPushButton(buttons, "&Add", null);
        add.addListener(SWT.Selection, e -> {
            new TableItem(programs, SWT.NONE).setText(new String[] {"host1", "", "ibv_devinfo", ""});
            changed();
        });
        Button remove = createPushButton(buttons, "&Remove", null);
        remove.addListener(SWT.Selection, e -> {
            programs.remove(programs.getSelectionIndices());
            changed();
        });

        startGap = row(c, "&Start each (ms):", "Milliseconds between one program's start and the next's, in the order listed: a server listens before its client connects");
        new Label(c, SWT.NONE).setText("after the one above it");
        recording = row(c, "&Recording to:", "Empty: beside the topology, named after it. A .rdmaflow file in the workspace that Debug the Recording opens.");
        new Label(c, SWT.NONE);
    }

    /** Double-click a cell to edit it in place; Enter or leaving the cell keeps the text. */
    private void editable(Table table) {
        TableEditor editor = new TableEditor(table);
        editor.horizontalAlignment = SWT.LEFT;
        editor.grabHorizontal = true;
        table.addListener(SWT.MouseDoubleClick, e -> {
            Point p = new Point(e.x, e.y);
            for (TableItem item : table.getItems()) {
                for (int col = 0; col < COLUMNS.length; col++) {
                    if (item.getBounds(col).contains(p)) {
                        int column = col;
                        Text t = new Text(table, SWT.NONE);
                        t.setText(item.getText(column));
                        t.selectAll();
                        t.addListener(SWT.FocusOut, x -> {
                            item.setText(column, t.getText().trim());
                            t.dispose();
                            changed();
                        });
                        t.addListener(SWT.DefaultSelection, x -> t.setFocus());
                        editor.setEditor(t, item, column);
                        t.setFocus();
                        return;
                    }
                }
            }
        });
    }

    @Override
    public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
        ProgramsSettings.write(configuration, "", List.of(), ProgramsSettings.DEFAULT_START_GAP_MILLIS, "");
    }

    @Override
    public void initializeFrom(ILaunchConfiguration c) {
        try {
            topology.setText(c.getAttribute(ProgramsSettings.TOPOLOGY, ""));
            recording.setText(c.getAttribute(ProgramsSettings.RECORDING, ""));
            startGap.setText(Integer.toString(c.getAttribute(ProgramsSettings.START_GAP, ProgramsSettings.DEFAULT_START_GAP_MILLIS)));
            programs.removeAll();
            for (String line : c.getAttribute(ProgramsSettings.PROGRAMS, List.of())) {
                String[] f = line.split("\t", 4);
                new TableItem(programs, SWT.NONE).setText(new String[] {f[0], f.length > 1 ? f[1] : "", f.length > 2 ? f[2] : "", f.length > 3 ? f[3] : ""});
            }
        } catch (CoreException e) {
            setErrorMessage(e.getMessage());
        }
    }

    @Override
    public void performApply(ILaunchConfigurationWorkingCopy c) {
        List<ProgramsSettings.Program> list = new ArrayList<>();
        for (TableItem item : programs.getItems()) {
            list.add(new ProgramsSettings.Program(item.getText(0).trim(), item.getText(1).trim(), item.getText(2).trim(), item.getText(3).trim()));
        }
        ProgramsSettings.write(c, topology.getText().trim(), list, gap(), recording.getText().trim());
        IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(topology.getText().trim());
        c.setMappedResources(r instanceof IFile ? new IResource[] {r} : null);
    }

    @Override
    public boolean isValid(ILaunchConfiguration c) {
        setErrorMessage(null);
        String path = topology.getText().trim();
        if (path.isEmpty()) {
            setErrorMessage("Choose the topology (.rdmatopo) the programs run on");
            return false;
        }
        IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(path);
        if (!(r instanceof IFile f) || !ModelFiles.TOPOLOGY_EXTENSION.equals(f.getFileExtension())) {
            setErrorMessage(path + " is not a topology (.rdmatopo) in the workspace");
            return false;
        }
        if (programs.getItemCount() == 0) {
            setErrorMessage("Add a program: a host of the topology and the command line to run there");
            return false;
        }
        for (TableItem item : programs.getItems()) {
            if (item.getText(0).isBlank() || item.getText(2).isBlank()) {
                setErrorMessage("Every program needs a host and a command line");
                return false;
            }
            try {
                new ProgramsSettings.Program(item.getText(0), item.getText(1), item.getText(2), item.getText(3)).variables();
            } catch (CoreException e) {
                setErrorMessage(e.getStatus().getMessage());
                return false;
            }
        }
        if (gap() < 0) {
            setErrorMessage("Start each program 0 to " + ProgramsSettings.MAX_START_GAP_MILLIS + " ms after the one above it");
            return false;
        }
        String rec = recording.getText().trim();
        if (!rec.isEmpty() && !rec.endsWith("." + ModelFiles.SCENARIO_EXTENSION)) {
            setErrorMessage("The recording is a scenario: a ." + ModelFiles.SCENARIO_EXTENSION + " file");
            return false;
        }
        return true;
    }

    /** The gap typed, or -1 when it is not a number of milliseconds in range. */
    private int gap() {
        try {
            int g = Integer.parseInt(startGap.getText().trim());
            return g >= 0 && g <= ProgramsSettings.MAX_START_GAP_MILLIS ? g : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    @Override
    public String getName() {
        return "Programs";
    }
}
