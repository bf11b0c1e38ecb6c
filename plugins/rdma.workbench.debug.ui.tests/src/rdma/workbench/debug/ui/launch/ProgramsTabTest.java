package rdma.workbench.debug.ui.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.ProgramsSettings;
import rdma.workbench.debug.ui.Controls;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;

/** The Programs tab of an "RDMA Programs" launch configuration: what it refuses and why, what it writes. */
class ProgramsTabTest {

    private static final String TOPOLOGY = "/rdma-examples/topologies/erdma-pair.rdmatopo";

    private IWorkbenchPage page;
    private Shell shell;
    private ProgramsTab tab;
    private ILaunchConfigurationWorkingCopy config;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        UiTesting.examples();
        config = DebugPlugin.getDefault().getLaunchManager().getLaunchConfigurationType(ProgramsSettings.TYPE).newInstance(null, "programs");
        shell = new Shell(page.getWorkbenchWindow().getShell());
        shell.setLayout(new FillLayout());
        shell.setSize(900, 420);
        tab = new ProgramsTab();
        tab.createControl(shell);
        tab.setDefaults(config);
        shell.open();
        tab.initializeFrom(config);
    }

    @AfterEach
    void cleanUp() throws Exception {
        tab.dispose();
        shell.dispose();
        UiTesting.cleanUp(page);
    }

    private Text field(String label) {
        return Controls.after(shell, label, Text.class);
    }

    private String typed(String label, String text) {
        field(label).setText(text);
        return message();
    }

    private String message() {
        boolean valid = tab.isValid(config);
        assertEquals(valid, tab.getErrorMessage() == null, "valid exactly when there is no message");
        return tab.getErrorMessage();
    }

    private void add() {
        Controls.button(shell, "Add").notifyListeners(SWT.Selection, new Event());
    }

    @Test
    void eachFieldSaysWhatIsWrongWithIt() throws Exception {
        assertEquals("Choose the topology (.rdmatopo) the programs run on", message());
        assertEquals("/rdma-examples/scenarios/rc-read.rdmaflow is not a topology (.rdmatopo) in the workspace",
                typed("Topology:", "/rdma-examples/scenarios/rc-read.rdmaflow"));
        assertEquals("Add a program: a host of the topology and the command line to run there", typed("Topology:", TOPOLOGY));
        add();
        assertNull(message(), "a new row is a program that runs");
        Table programs = Controls.find(shell, Table.class, t -> true);
        programs.getItem(0).setText(2, " ");
        assertEquals("Every program needs a host and a command line", message());
        programs.getItem(0).setText(2, "ibv_rc_pingpong -g 1");
        programs.getItem(0).setText(3, "RDMAV_FORK_SAFE=1 verbose");
        assertEquals("'verbose' in the environment of 'ibv_rc_pingpong -g 1' is not NAME=value", message());
        programs.getItem(0).setText(3, "RDMAV_FORK_SAFE=1 \"GREETING=hello there\"");
        assertNull(message());
        assertEquals("500", field("Start each (ms):").getText());
        for (String gap : List.of("", "-1", "soon", "60001")) {
            assertEquals("Start each program 0 to 60000 ms after the one above it", typed("Start each (ms):", gap), gap);
        }
        assertNull(typed("Start each (ms):", "0"));
        assertEquals("The recording is a scenario: a .rdmaflow file", typed("Recording to:", "/rdma-examples/run.pcap"));
        assertNull(typed("Recording to:", "/rdma-examples/run.rdmaflow"));
        Screenshots.take("programs-tab");
    }

    @Test
    void applyWritesWhatTheTabSays() throws Exception {
        field("Topology:").setText(TOPOLOGY);
        add();
        add();
        Table programs = Controls.find(shell, Table.class, t -> true);
        programs.getItem(0).setText(new String[] {"host2", "", "ibv_rc_pingpong -g 1", "A=1 B=two"});
        programs.getItem(1).setText(new String[] {"host1", "/tmp", "ibv_rc_pingpong -g 1 localhost"});
        field("Start each (ms):").setText("750");
        tab.performApply(config);
        ProgramsSettings s = ProgramsSettings.of(config);
        assertEquals(new ProgramsSettings(TOPOLOGY, List.of(new ProgramsSettings.Program("host2", "", "ibv_rc_pingpong -g 1", "A=1 B=two"),
                new ProgramsSettings.Program("host1", "/tmp", "ibv_rc_pingpong -g 1 localhost")), 750, ""), s);
        assertArrayEquals(new IResource[] {UiTesting.examples().getFile("topologies/erdma-pair.rdmatopo")}, config.getMappedResources());
        assertEquals(java.util.Map.of("A", "1", "B", "two"), s.programs().get(0).variables());
    }
}
